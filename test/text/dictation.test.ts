import { analyze } from '../../lib/analyze';
import { selfCorrectionView, spokenPunctuationView } from '../../lib/text/dictation';

const dictated =
  'HOSPITAL COURSE colon the patient was admitted for melena period BUN 64 comma creatinine 1.3 comma baseline 1.1 per primary care period ' +
  'Creatinine was 1.3 on arrival comma 1.2 the next day comma and 1.1 at discharge period The colonoscopy showed a normal sigmoid colon period';

describe('notes dictated with spoken punctuation', () => {
  it('writes each spoken mark as its character followed by spaces, keeping every offset', () => {
    const view = spokenPunctuationView(dictated)!;
    expect(view).toHaveLength(dictated.length);
    expect(view.startsWith('HOSPITAL COURSE:      the patient was admitted for melena.       BUN 64,      creatinine 1.3,')).toBe(true);
    // The organ keeps its name.
    expect(view).toContain('a normal sigmoid colon.');
  });

  it('leaves notes that do not speak their commas alone, "period" and all', () => {
    expect(spokenPunctuationView('Hypotensive over a period of hours period. No comma here.')).toBeUndefined();
  });

  it('reads the sections and the baseline and series values of the dictation, and every span slices back from the note', () => {
    const analysis = analyze(dictated);
    expect(analysis.sections.map((s) => s.category)).toContain('hospital-course');
    const creatinine = analysis.measurements.filter((m) => m.kind === 'creatinine').map((m) => [m.value.number, m.role ?? null]);
    expect(creatinine).toEqual(expect.arrayContaining([[1.1, 'baseline'], [1.2, null]]));
    const spans = [...analysis.sentences, ...analysis.mentions, ...analysis.measurements, ...analysis.sections.flatMap((s) => (s.title ? [s.title] : []))];
    for (const span of spans) expect(dictated.slice(span.start, span.end)).toBe(span.text);
  });
});

describe('a dictation that corrects itself', () => {
  const said =
    'GCS um 13, scratch that, 11, E3 V3 M5. Weight 125 kilos - correction: 152 kilos. So BMI, let\'s see, 51.4. ' +
    'Sodium was 131 on admission and fell to 119 -- scratch that, correction: the nadir was 129, not 119 -- on June 11.';

  it('reads the value the speaker settled on, never the one withdrawn, with every span sliced from the note', () => {
    const view = selfCorrectionView(said)!;
    expect(view).toHaveLength(said.length);
    const analysis = analyze(said);
    expect(analysis.measurements.map((m) => [m.kind, m.value.number])).toEqual([
      ['gcs', 11],
      ['weight', 152],
      ['bmi', 51.4],
      ['sodium', 131],
      ['sodium', 129],
    ]);
    for (const m of analysis.measurements) expect(said.slice(m.start, m.end)).toBe(m.text);
  });

  it('leaves a note that does not correct itself as it is', () => {
    expect(selfCorrectionView('Sodium 129 on admission, 135 at discharge. Not hypotensive.')).toBeUndefined();
  });
});
