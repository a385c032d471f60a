import { assertTargets, sectionAttributes, type SectionContext } from '../../lib/context';
import { detectSections, sectionAt } from '../../lib/segment/sections';
import { tokenize } from '../../lib/text/tokens';
import { assertOne, flagsOf } from './helpers';

/** A section starting at its header, as detectSections reports it. */
function sectionFrom(text: string, header: string, category: SectionContext['category']): SectionContext {
  const start = text.indexOf(header);
  return { category, start, end: text.length, title: { start, end: start + header.length, text: header } };
}

describe('section context (a table, not branches)', () => {
  it('family-history section: the finding belongs to the family, the cue is the section title', () => {
    const text = 'FAMILY HISTORY:\nDiabetes and hypertension.';
    const section = sectionFrom(text, 'FAMILY HISTORY', 'family-history');
    const a = assertOne(text, 'hypertension', { section });
    expect(a.experiencer).toBe('family');
    const cue = a.cues.find((c) => c.source === 'section' && c.attribute === 'family');
    expect(cue).toEqual({
      attribute: 'family',
      rule: 'section:family-history',
      text: 'FAMILY HISTORY',
      start: 0,
      end: 14,
      source: 'section',
      scope: { start: 0, end: text.length },
    });
  });

  it("outside-records section: the facility's label is reported, not the author's", () => {
    const text = 'WHAT THE SNF SENT:\nUnstageable pressure ulcer L heel.';
    const a = assertOne(text, 'pressure ulcer', { section: sectionFrom(text, 'WHAT THE SNF SENT', 'outside-records') });
    expect(a.attributed).toBe(true);
    expect(a.historical).toBe(false);
  });

  it.each([
    ['past-medical-history', 'PAST MEDICAL HISTORY'],
    ['past-surgical-history', 'PAST SURGICAL HISTORY'],
  ] as const)('%s section: historical', (category, header) => {
    const text = `${header}:\nAsthma, appendectomy.`;
    const a = assertOne(text, 'Asthma', { section: sectionFrom(text, header, category) });
    expect(a.historical).toBe(true);
    expect(a.cues.filter((c) => c.source === 'section').map((c) => c.text)).toEqual([header]);
  });

  it.each([
    'Asthma, currently in exacerbation.',
    'Asthma, now with an acute exacerbation.',
    'Asthma exacerbation this admission.',
  ])('a past-history section yields to "currently" / "now" / "this admission": %s', (line) => {
    const text = `PAST MEDICAL HISTORY:\n${line}`;
    const sentence = { start: text.indexOf(line), end: text.length };
    const section = sectionFrom(text, 'PAST MEDICAL HISTORY', 'past-medical-history');
    const a = assertOne(text, 'exacerbation', { section, sentence });
    expect(a.historical).toBe(false);
    expect(a.cues).toEqual([]);
    expect(assertOne(text, 'Asthma', { section, sentence: { start: sentence.start, end: sentence.start + 6 } }).historical).toBe(true);
  });

  it('sections not in the table set nothing', () => {
    const text = 'HOSPITAL COURSE: pneumonia treated with antibiotics.';
    expect(flagsOf(assertOne(text, 'pneumonia', { section: sectionFrom(text, 'HOSPITAL COURSE', 'hospital-course') }))).toEqual({
      negated: false,
      uncertain: false,
      historical: false,
      hypothetical: false,
      experiencer: 'patient',
    });
    expect(sectionAttributes['hospital-course']).toBeUndefined();
  });

  it('a section of diagnoses considered and not carried forward rules out the diagnosis heading each item, not the findings its reason names', () => {
    const text = 'CONSIDERED AND NOT CARRIED FORWARD\n- Diabetic ketoacidosis: beta-hydroxybutyrate 0.4; acidosis fully explained by lactate.';
    const sections = detectSections(text);
    expect(sections.map((s) => s.category)).toContain('excluded-diagnoses');
    const tokens = tokenize(text);
    const line = { start: text.indexOf('- Diabetic'), end: text.length };
    const section = sectionAt(sections, line.start)!;
    const at = (s: string) => ({ start: text.indexOf(s), end: text.indexOf(s) + s.length });
    const [head, reason] = assertTargets({ text, tokens, sentence: line, section, targets: [at('Diabetic ketoacidosis'), at('acidosis fully')] });
    expect(head!.negated).toBe(true);
    expect(reason!.negated).toBe(false);
  });

  it('works with the sections detectSections finds', () => {
    const text = 'HISTORY OF PRESENT ILLNESS: chest pain.\nFAMILY HISTORY: Coronary disease in his father.\nSOCIAL HISTORY: Denies tobacco.';
    const tokens = tokenize(text);
    const sections = detectSections(text);
    const at = (s: string): { start: number; end: number } => ({ start: text.indexOf(s), end: text.indexOf(s) + s.length });
    const assert = (s: string) => {
      const target = at(s);
      const section = sectionAt(sections, target.start);
      if (!section) throw new Error('no section');
      const line = { start: text.lastIndexOf('\n', target.start) + 1, end: text.indexOf('\n', target.end) < 0 ? text.length : text.indexOf('\n', target.end) };
      return assertTargets({ text, tokens, sentence: line, section, targets: [target] })[0]!;
    };
    expect(flagsOf(assert('chest pain'))).toMatchObject({ historical: false, experiencer: 'patient' });
    expect(flagsOf(assert('Coronary disease'))).toMatchObject({ experiencer: 'family' });
    expect(flagsOf(assert('tobacco'))).toMatchObject({ negated: true, historical: true });
  });

  it('a bare category still works; the section cue is then an empty span at the sentence start', () => {
    const text = 'Diabetes.';
    const [a] = assertTargets({ text, tokens: tokenize(text), sentence: { start: 0, end: 9 }, section: 'family-history', targets: [{ start: 0, end: 8 }] });
    expect(a?.experiencer).toBe('family');
    for (const cue of a?.cues ?? []) expect(cue).toMatchObject({ source: 'section', start: 0, end: 0, text: '' });
  });
});

describe('standing topics: a habit or an allergy is background wherever it is written', () => {
  it.each([
    ['Denies alcohol or drugs.', 'alcohol', 'habit'],
    ['Denies alcohol or other drug use.', 'drug use', 'habit'],
    ['ALCOHOL: Two glasses of wine per day.', 'ALCOHOL', 'habit'],
    ['Quit counselling offered; tobacco  use discussed.', 'tobacco  use', 'habit'],
    ['ALLERGIES - NONE.', 'ALLERGIES', 'allergy'],
  ])('%s -> [%s] historical, the cue being the target itself', (text, target, topic) => {
    const a = assertOne(text, target);
    expect(a.historical).toBe(true);
    const start = text.indexOf(target);
    expect(a.cues.filter((c) => c.attribute === 'historical')).toEqual([
      { attribute: 'historical', rule: `topic:${topic}`, text: target, start, end: start + target.length, source: 'topic', scope: { start, end: start + target.length }, datesOnset: true },
    ]);
  });

  it('is the whole target, not a word in it: withdrawal and a drug rash are the episode', () => {
    expect(assertOne('Alcohol withdrawal on day 2.', 'Alcohol withdrawal').historical).toBe(false);
    expect(assertOne('Drug rash after vancomycin.', 'Drug rash').historical).toBe(false);
    expect(assertOne('Cocaine-induced chest pain.', 'Cocaine-induced chest pain').historical).toBe(false);
  });

  it('yields to "currently" and to advice about the future', () => {
    expect(assertOne('Currently smoking half a pack a day.', 'smoking').historical).toBe(false);
    expect(assertOne('He is currently drinking alcohol daily.', 'alcohol').historical).toBe(false);
    const advice = assertOne('If she drinks alcohol on metronidazole, expect flushing and vomiting.', 'alcohol');
    expect(advice.hypothetical).toBe(true);
    expect(advice.historical).toBe(false);
  });

  it('a chronic condition alone as an item with no header in view is a past-history entry', () => {
    const a = assertOne('GOUT.', 'GOUT');
    expect(a.historical).toBe(true);
    expect(a.cues.map((c) => [c.rule, c.source, c.text])).toEqual([['topic:chronic-condition', 'topic', 'GOUT']]);
    expect(assertOne('2. Hypothyroidism', 'Hypothyroidism').historical).toBe(true);
  });

  it('a listed chronic condition qualified by its site, cause or stage is still that entry', () => {
    expect(assertOne('HERNIATED DISKS AT L4 AND L5.', 'HERNIATED DISKS AT L4 AND L5').historical).toBe(true);
    // A pack's mention is the condition's name alone; the qualifier follows it on the item line.
    expect(assertOne('CKD stage 3.', 'CKD').historical).toBe(true);
    expect(assertOne('Cardiomyopathy secondary to alcohol.', 'Cardiomyopathy').historical).toBe(true);
    expect(assertOne('COPD in exacerbation.', 'COPD').historical).toBe(false);
    expect(assertOne('Atrial fibrillation with RVR.', 'Atrial fibrillation').historical).toBe(false);
  });

  it('a listed condition its own name calls chronic is a past-history entry, unless the item is its flare', () => {
    expect(assertOne('CHRONIC RENAL FAILURE.', 'CHRONIC RENAL FAILURE').cues.map((c) => c.rule)).toEqual(['topic:chronic-condition']);
    expect(assertOne('4. Chronic pancreatitis', 'Chronic pancreatitis').historical).toBe(true);
    expect(assertOne('CHRONIC OBSTRUCTIVE PULMONARY DISEASE EXACERBATION.', 'CHRONIC OBSTRUCTIVE PULMONARY DISEASE EXACERBATION').historical).toBe(false);
    expect(assertOne('Chronic pancreatitis flare.', 'Chronic pancreatitis flare').historical).toBe(false);
  });

  it('a congenital condition began before the stay wherever it is written, and a validation still reads it as present', () => {
    const a = assertOne('Echo consistent with corrected transposition of great vessels; EF 35%.', 'corrected transposition of great vessels');
    expect(a.historical).toBe(true);
    expect(a.cues.find((c) => c.rule === 'topic:congenital')?.datesOnset).toBe(true);
    expect(assertOne('Down syndrome with new atrial fibrillation.', 'Down syndrome').historical).toBe(true);
    expect(assertOne('Congenital CMV infection was ruled out.', 'CMV infection').historical).toBe(false);
  });

  it('an exanthem of childhood listed alone is a past illness, but not in a sentence about exposure', () => {
    expect(assertOne('MEASLES.', 'MEASLES').cues.map((c) => c.rule)).toEqual(['topic:childhood-illness']);
    expect(assertOne('3. Rheumatic fever', 'Rheumatic fever').historical).toBe(true);
    expect(assertOne('She was exposed to measles at daycare.', 'measles').historical).toBe(false);
  });

  it('a chronic condition in a sentence, under a header, or made the episode\'s is not', () => {
    expect(assertOne('The patient has gout; colchicine was continued.', 'gout').historical).toBe(false);
    const text = 'DISCHARGE DIAGNOSES:\nGout.';
    expect(assertOne(text, 'Gout', { section: sectionFrom(text, 'DISCHARGE DIAGNOSES', 'discharge-diagnoses'), sentence: { start: text.indexOf('Gout'), end: text.length } }).historical).toBe(false);
    expect(assertOne('COPD exacerbation.', 'COPD exacerbation').historical).toBe(false);
  });

  it('adds no second reason to a target already historical by its section or a cue', () => {
    const text = 'SOCIAL HISTORY: Former tobacco.';
    const a = assertOne(text, 'tobacco', { section: sectionFrom(text, 'SOCIAL HISTORY', 'social-history') });
    expect(a.cues.filter((c) => c.attribute === 'historical').map((c) => c.source)).toEqual(['section', 'cue']);
  });
});
