import { analyze } from '../../lib/analyze';
import { plainView, struckView } from '../../lib/text/markup';
import { validateClaim } from '../../lib/validate-claim';

describe('notes exported as HTML', () => {
  it('reads tags as spaces or line ends and entities as their characters, keeping every offset', () => {
    const text = '<b>LABS</b><br>K&nbsp;3.4 (ref 3.5&ndash;5.0), lactate &lt;2.0';
    const view = plainView(text)!;
    expect(view).toHaveLength(text.length);
    expect(view).toBe('   LABS       \nK      3.4 (ref 3.5      \u20135.0), lactate    <2.0');
  });

  it('leaves plain notes, unknown tags and unknown entities alone', () => {
    expect(plainView('BP <90 and HR >100; Na 135 & K 4.0')).toBeUndefined();
    expect(plainView('<note>x</note> &zzz;')).toBeUndefined();
  });

  it('reads the sections, values and ranges of the export, and every span slices back from the note itself', () => {
    const text = '<b>LABS</b><br>ED i-STAT: Na 126, K 3.4 (ref 3.5&ndash;5.0)<br><b>HOSPITAL COURSE</b><br>Denies fever.';
    const analysis = analyze(text);
    expect(analysis.sections.map((s) => s.category)).toEqual(['other', 'labs', 'hospital-course']);
    expect(analysis.measurements.map((m) => [m.kind, m.value.number])).toEqual([
      ['sodium', 126],
      ['potassium', 3.4],
    ]);
    expect(analysis.mentions.find((m) => m.text === 'fever')?.negated).toBe(true);
    const spans: { start: number; end: number; text: string }[] = [
      ...analysis.sentences,
      ...analysis.mentions,
      ...analysis.mentions.flatMap((m) => m.cues),
      ...analysis.measurements.flatMap((m) => [m, m.value]),
      ...analysis.sections.flatMap((s) => (s.title ? [s.title] : [])),
    ];
    for (const span of spans) expect(text.slice(span.start, span.end)).toBe(span.text);
  });

  it('quotes evidence from the note as written', () => {
    const text = '<b>HOSPITAL COURSE</b><br>Na 124 on admission&nbsp;&rarr; 131 with fluid restriction; serum osm 262.';
    const { validation } = validateClaim({ claim: { principal_diagnosis: { code: 'E87.1' } }, discharge_summary: { text } });
    const determination = validation[0]!.determination;
    expect(determination.result).toBe('Supported');
    for (const e of determination.evidence) expect(text.slice(e.source.start_index, e.source.end_index)).toBe(e.source.text);
  });
});

describe('text the note strikes through or retracts', () => {
  it('is read as blank, keeping every offset and the retraction\'s own words', () => {
    const text =
      '2. ~~Septic shock, pulmonary source~~ [retracted 07/11 by Dr. Ng: entered in error].\n5. Sodium. [retracted 04/11: "Hyponatremia, Na 131 - fluid restriction"] Redraw Na 138.';
    const view = struckView(text);
    expect(view).toHaveLength(text.length);
    expect(view).not.toContain('Septic shock');
    expect(view).not.toContain('Na 131');
    expect(view).toContain('entered in error');
    expect(view).toContain('Redraw Na 138');
    const a = analyze(text);
    expect(a.mentions.map((m) => m.text)).not.toContain('Septic shock');
    expect(a.measurements.map((m) => m.text)).toEqual(['Na 138']);
  });

  it('leaves a note with nothing withdrawn as it is', () => {
    expect(struckView('Sepsis from a urinary source; Na 131.')).toBeUndefined();
  });
});

describe('template fields nobody filled in', () => {
  it('reads the field and its label as blank ("TSH @LASTLAB@", "CXR: <<insert>>", "Weight: ___ kg")', () => {
    const text = 'BNP 210 pg/mL | Lactate 1.3 | TSH @LASTLAB@\nCXR: <<insert>>\nWeight: ___ kg; Creatinine ***, Na 131.';
    const view = struckView(text)!;
    expect(view).toHaveLength(text.length);
    expect(view).toBe('BNP 210 pg/mL | Lactate 1.3 |              \n               \n            kg;               , Na 131.');
    expect(analyze(text).measurements.map((m) => m.kind)).toEqual(['bnp', 'lactate', 'sodium']);
  });

  it("keeps a dictation's blanks, which stand for inaudible words, and the words around them", () => {
    expect(struckView('atenolol 25 mg once a day, Coumadin _____ as currently being taken')).toBeUndefined();
  });

  it('backs no condition with a test whose result field is a placeholder', () => {
    const text = 'PMH: hypothyroidism | BPH | OA knees\nLABS: BNP 210 pg/mL | Procalcitonin 0.9 ng/mL | TSH @LASTLAB@\nHOSPITAL COURSE: Treated for pneumonia with ceftriaxone.';
    const { validation } = validateClaim({ claim: { principal_diagnosis: { code: 'E03.9' } }, discharge_summary: { text } });
    expect(validation[0]!.determination.result).toBe('NoDetermination');
  });
});
