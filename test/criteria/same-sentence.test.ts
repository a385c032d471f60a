import { atLeast, definePack, measured, mentioned, ruledOut } from '../../lib/criteria/define';
import { onePackResult } from '../support/one-pack';
import { validatePack } from '../../lib/criteria/validate-pack';
import type { Pack } from '../../lib/criteria/define';
import { createRegistry } from '../../lib/criteria/registry';
import { createValidator } from '../../lib/criteria/validate';

/** A demo pack's version and source. */
const demoMeta = { version: '1.0.0', source: 'test' } as const;

/** What the demo packs share: a wound concept and a site concept. */
const demo = {
  ...demoMeta,
  codes: [{ code: 'L9899', title: 'demo wound' }],
  concepts: { wound: { terms: ['stage 2 wound'] }, heel: { terms: ['heel'] } },
} as const;

/** A two-concept pack: a wound is supported only when a site is written in the same sentence. */
const pack = definePack({
  id: 'wound-site-demo',
  title: 'Wound at a site (demo)',
  ...demo,
  criteria: {
    'wound-documented': { says: 'Wound documented', rule: mentioned('wound') },
    'wound-at-heel': { says: 'Wound written with the heel', rule: mentioned('wound', { sameSentenceAs: ['heel'] }) },
  },
  decision: { documented: 'wound-documented', supported: 'wound-at-heel' },
});

const resultFor = onePackResult(pack as Pack, 'L98.99');

describe('mentioned(..., { sameSentenceAs })', () => {
  it('counts a mention written in one sentence with one of the concepts', () => {
    expect(resultFor('Right heel: stage 2 wound, offloaded.')).toBe('Supported');
  });

  it('does not count the same mention when the concept is in another sentence', () => {
    expect(resultFor('Stage 2 wound, dressed daily. Heel protectors on.')).toBe('NoDetermination');
  });

  it('does not call an unbound mention evidence about the condition: the note is silent on it', () => {
    const bound = definePack({
      id: 'bound-demo',
      title: 'Wound at a site, bound only (demo)',
      ...demo,
      criteria: { 'wound-at-heel': { says: 'Wound written with the heel', rule: mentioned('wound', { sameSentenceAs: ['heel'] }) } },
      decision: { documented: 'wound-at-heel', supported: 'wound-at-heel' },
    });
    const validator = createValidator({ registry: createRegistry([bound as Pack]), profiles: { DEFAULT: { id: 'DEFAULT', says: 'no variants', variants: {} } } });
    const determination = validator.validateClaim({ claim: { principal_diagnosis: { code: 'L98.99' } }, discharge_summary: { text: 'Stage 2 wound, dressed daily. Heel protectors on.' } })
      .validation[0]!.determination;
    expect(determination.result).toBe('NoDetermination');
    expect(determination.reasoning).not.toMatch(/uncertain, historical/);
  });

  it('is checked against the pack concepts when the pack loads', () => {
    const broken = { ...pack, criteria: { ...pack.criteria, 'wound-at-heel': { says: 'x', rule: mentioned('wound', { sameSentenceAs: ['elbow'] }) } } };
    expect(() => validatePack(broken as Pack)).toThrow('sameSentenceAs refers to unknown concept "elbow"');
  });
});

describe('ruledOut(..., { sameSentenceAs })', () => {
  const clearPack = definePack({
    id: 'wound-clear-demo',
    title: 'Wound denied at a site (demo)',
    ...demo,
    criteria: {
      'wound-documented': { says: 'Wound documented', rule: mentioned('wound') },
      'heel-clear': { says: 'Wound denied with the heel', rule: ruledOut('wound', { sameSentenceAs: ['heel'] }) },
    },
    decision: { documented: 'wound-documented', supported: 'wound-documented', refuted: 'heel-clear' },
  });
  const clearFor = onePackResult(clearPack as Pack, 'L98.99');

  it('counts a denial written in one sentence with the concept, and not one written elsewhere', () => {
    expect(clearFor('Heel: skin intact, no stage 2 wound.')).toBe('Unsupported');
    expect(clearFor('No stage 2 wound on the sacrum. Heel boots on.')).not.toBe('Unsupported');
  });

  it('is checked against the pack concepts when the pack loads', () => {
    const broken = { ...clearPack, criteria: { ...clearPack.criteria, 'heel-clear': { says: 'x', rule: ruledOut('wound', { sameSentenceAs: ['elbow'] }) } } };
    expect(() => validatePack(broken as Pack)).toThrow('sameSentenceAs refers to unknown concept "elbow"');
  });
});

describe('mentioned(..., { notSameSentenceAs })', () => {
  const elsewherePack = definePack({
    id: 'wound-elsewhere-demo',
    title: 'Wound not at the heel (demo)',
    ...demo,
    criteria: { 'wound-not-at-heel': { says: 'Wound written without the heel', rule: mentioned('wound', { notSameSentenceAs: ['heel'] }) } },
    decision: { documented: 'wound-not-at-heel', supported: 'wound-not-at-heel' },
  });
  const elsewhereFor = onePackResult(elsewherePack as Pack, 'L98.99');

  it('drops a mention written in one sentence with the concept, and keeps one written alone', () => {
    expect(elsewhereFor('Heel: stage 2 wound.')).not.toBe('Supported');
    expect(elsewhereFor('Sacrum: stage 2 wound. Heel protectors on.')).toBe('Supported');
  });

  it('is checked against the pack concepts when the pack loads', () => {
    const broken = { ...elsewherePack, criteria: { 'wound-not-at-heel': { says: 'x', rule: mentioned('wound', { notSameSentenceAs: ['elbow'] }) } } };
    expect(() => validatePack(broken as Pack)).toThrow('notSameSentenceAs refers to unknown concept "elbow"');
  });
});

describe('mentioned(..., { claimedBy })', () => {
  const drugPack = definePack({
    id: 'drug-claimed-demo',
    title: 'Hypertension managed (demo)',
    ...demoMeta,
    codes: [{ code: 'I10', title: 'demo hypertension' }],
    concepts: { condition: { terms: ['hypertension'] }, drug: { terms: ['metoprolol', 'lisinopril'] }, other: { terms: ['rate control'] } },
    criteria: {
      documented: { says: 'Hypertension documented', rule: mentioned('condition', { allow: ['historical'] }) },
      treated: { says: 'Treated', rule: mentioned('drug', { allow: ['listed'], claimedBy: { concepts: ['other'], ownedBy: ['condition'] } }) },
    },
    decision: { documented: 'documented', supported: { allOf: ['documented', 'treated'] } },
  });
  const claimedFor = onePackResult(drugPack as Pack, 'I10');

  it('gives every mention of a medicine to the other indication it is written with', () => {
    expect(claimedFor('PMH: hypertension. Metoprolol for rate control. Discharge medications: metoprolol.')).toBe('NoDetermination');
  });

  it('keeps a medicine written with the condition itself, and one never tied to anything else', () => {
    expect(claimedFor('PMH: hypertension. Metoprolol for rate control. Hypertension: metoprolol continued.')).toBe('Supported');
    expect(claimedFor('PMH: hypertension. Metoprolol for rate control. Discharge medications: lisinopril.')).toBe('Supported');
  });

  it('keeps a medicine written in the sentence after the condition, though another sentence ties it elsewhere', () => {
    expect(claimedFor('Hypertension has been hard to control. Metoprolol was continued. Rate control with metoprolol.')).toBe('Supported');
  });

  it('gives a medicine to the problem heading over it, across an evidence line and a "Plan:" sub-line', () => {
    const block = (heading: string) => `PMH: hypertension.\n\nASSESSMENT AND PLAN\nProblem 2\n  ${heading}\n  Evidence: heart rate 130s.\n  Plan: continue metoprolol.`;
    expect(claimedFor(block('Dx: rate control problem, as the ED put it in their note.'))).toBe('NoDetermination');
    expect(claimedFor(block('Dx: hypertension, poorly controlled at home.'))).toBe('Supported');
    // A long sentence of narrative two lines up is no heading.
    expect(claimedFor('PMH: hypertension. The team then discussed rate control at length with the family. He was seen by PT. Metoprolol continued.')).toBe('Supported');
  });

  it("reads past a line of another problem's paragraph to that problem's heading", () => {
    expect(claimedFor('PMH: hypertension.\nCOURSE:\nRate control.\nOvernight the rate control was poor, heart rate 130s.\nMetoprolol was increased.')).toBe('NoDetermination');
    // ... but not on up to the condition's own line above that paragraph.
    expect(claimedFor('PMH: hypertension.\nMetoprolol for rate control.\nDischarge medications: metoprolol.')).toBe('NoDetermination');
  });

  it('gives a medicine to the heading right above it over a passing word in its own sentence', () => {
    expect(claimedFor('COURSE:\n5. Hypertension.\nContinued lisinopril 20 mg daily; BP 120s once on rate control.')).toBe('Supported');
    expect(claimedFor('PMH: hypertension.\nCOURSE:\n1. Rate control.\nMetoprolol continued; BP stable with hypertension history.')).toBe('NoDetermination');
  });

  it('reads a medicine list line by line: the line above is no problem heading', () => {
    expect(claimedFor('PMH: hypertension.\n\nDISCHARGE MEDICATIONS\n- digoxin 0.125 mg daily (rate control, volume)\n- metoprolol 25 mg daily (BP)\n')).toBe('Supported');
  });

  it('in a comma list, gives a medicine to what its own item names', () => {
    expect(claimedFor('PMH: rate control with metoprolol and apixaban, hypertension and osteoarthritis.')).toBe('NoDetermination');
    expect(claimedFor('PMH: osteoarthritis, hypertension on metoprolol, and rate control problems.')).toBe('Supported');
  });

  it('in a list sentence, gives a medicine to what its own clause names', () => {
    expect(claimedFor('PMH: hypertension; rate control with metoprolol; osteoarthritis.')).toBe('NoDetermination');
    expect(claimedFor('PMH: rate control with digoxin; hypertension on metoprolol.')).toBe('Supported');
  });

  it('is checked against the pack concepts when the pack loads', () => {
    const rule = mentioned('drug', { claimedBy: { concepts: ['other'], ownedBy: ['stroke'] } });
    const broken = { ...drugPack, criteria: { ...drugPack.criteria, treated: { says: 'x', rule } } };
    expect(() => validatePack(broken as Pack)).toThrow('claimedBy.ownedBy refers to unknown concept "stroke"');
  });
});

describe('measured(..., { sameSentenceAs })', () => {
  const bmiPack = definePack({
    id: 'dry-bmi-demo',
    title: 'BMI at dry weight (demo)',
    ...demoMeta,
    codes: [{ code: 'E6601', title: 'demo obesity' }],
    concepts: { obesity: { terms: ['obesity'] }, dry: { terms: ['dry weight'] } },
    criteria: {
      documented: { says: 'Obesity documented', rule: mentioned('obesity') },
      'dry-bmi-40': { says: 'BMI at dry weight 40 or more', rule: measured('bmi', atLeast(40, 'kg/m2'), { sameSentenceAs: ['dry'] }) },
    },
    decision: { documented: 'documented', supported: 'dry-bmi-40' },
  });
  const dryFor = onePackResult(bmiPack as Pack, 'E66.01');

  it('reads only the values written in one sentence with the concept', () => {
    expect(dryFor('Obesity. BMI 42 on admission with anasarca. At dry weight BMI 36.')).not.toBe('Supported');
    expect(dryFor('Obesity. At dry weight BMI 42.')).toBe('Supported');
  });

  it('with sameClause, reads only the values in the concept own clause, not across a semicolon', () => {
    const clausePack = { ...bmiPack, criteria: { ...bmiPack.criteria, 'dry-bmi-40': { says: 'BMI at dry weight 40 or more', rule: measured('bmi', atLeast(40, 'kg/m2'), { sameSentenceAs: ['dry'], sameClause: true }) } } };
    const clauseFor = onePackResult(clausePack as Pack, 'E66.01');
    const twoClauses = 'Obesity. At dry weight 96 kg (BMI 34.1); weight on admission with anasarca 115 kg (BMI 40.9).';
    expect(dryFor(twoClauses)).toBe('Supported');
    expect(clauseFor(twoClauses)).not.toBe('Supported');
    expect(clauseFor('Obesity. At dry weight 121 kg, BMI 42.')).toBe('Supported');
  });

  it('is checked against the pack concepts when the pack loads', () => {
    const broken = { ...bmiPack, criteria: { ...bmiPack.criteria, 'dry-bmi-40': { says: 'x', rule: measured('bmi', atLeast(40, 'kg/m2'), { sameSentenceAs: ['wet'] }) } } };
    expect(() => validatePack(broken as Pack)).toThrow('sameSentenceAs refers to unknown concept "wet"');
  });

  it('with notSameSentenceAs, drops the values written with the concept', () => {
    const notDry = { ...bmiPack, criteria: { ...bmiPack.criteria, 'dry-bmi-40': { says: 'BMI 40 or more, not at dry weight', rule: measured('bmi', atLeast(40, 'kg/m2'), { notSameSentenceAs: ['dry'] }) } } };
    const notDryFor = onePackResult(notDry as Pack, 'E66.01');
    expect(notDryFor('Obesity. At dry weight BMI 42.')).not.toBe('Supported');
    expect(notDryFor('Obesity. BMI 42 on admission. At dry weight BMI 36.')).toBe('Supported');
    const broken = { ...bmiPack, criteria: { ...bmiPack.criteria, 'dry-bmi-40': { says: 'x', rule: measured('bmi', atLeast(40, 'kg/m2'), { notSameSentenceAs: ['wet'] }) } } };
    expect(() => validatePack(broken as Pack)).toThrow('notSameSentenceAs refers to unknown concept "wet"');
  });
});

describe('a pack is plain data', () => {
  it('refuses a function, a regular expression or a non-finite number anywhere in it, naming where', () => {
    const withFunction = { ...pack, concepts: { ...pack.concepts, heel: { terms: ['heel'], pseudo: [(() => 'x') as unknown as string] } } };
    expect(() => validatePack(withFunction as unknown as Pack)).toThrow('concepts.heel.pseudo[0]: must be plain JSON data');
    const withRegExp = { ...pack, concepts: { ...pack.concepts, heel: { terms: ['heel'], pattern: /heel/ } } };
    expect(() => validatePack(withRegExp as unknown as Pack)).toThrow('concepts.heel.pattern: must be plain JSON data');
    const withInfinity = { ...pack, criteria: { ...pack.criteria, 'wound-at-heel': { says: 'x', rule: measured('bmi', atLeast(Infinity, 'kg/m2')) } } };
    expect(() => validatePack(withInfinity as unknown as Pack)).toThrow('must be plain JSON data');
    expect(() => validatePack(pack as Pack)).not.toThrow();
  });
});

describe("a pack's sites scope an author's revision", () => {
  /** Supported when a wound is documented; Unsupported when it is denied and no affirmation survives. */
  const sited = (sites?: readonly ('heel' | 'sacrum')[]) =>
    definePack({
      id: 'wound-revision-demo',
      title: 'Wound revised at a site (demo)',
      ...demoMeta,
      codes: [{ code: 'L9899', title: 'demo wound' }],
      concepts: { wound: { terms: ['pressure wound'] }, heel: { terms: ['heel'] }, sacrum: { terms: ['sacral', 'sacrum'] } },
      criteria: {
        'wound-documented': { says: 'Wound documented', rule: mentioned('wound') },
        'wound-denied': { says: 'Wound denied', rule: ruledOut('wound') },
      },
      decision: { documented: 'wound-documented', supported: 'wound-documented', refuted: 'wound-denied' },
      ...(sites ? { sites } : {}),
    });
  const text = '#1 Sacral pressure wound, debrided.\n#2 Left heel\n- WOC: a blister from the splint, NOT a pressure wound.';

  it('revises only the mentions of its own site', () => {
    expect(onePackResult(sited(['heel', 'sacrum']) as Pack, 'L98.99')(text)).toBe('Supported');
  });

  it('revises every earlier mention when the pack declares no sites', () => {
    expect(onePackResult(sited() as Pack, 'L98.99')(text)).toBe('Unsupported');
  });

  it('revises every site when the revision names none', () => {
    expect(onePackResult(sited(['heel', 'sacrum']) as Pack, 'L98.99')('#1 Sacral pressure wound, debrided.\nWOC review: NOT a pressure wound.')).toBe('Unsupported');
  });

  it('is checked against the pack concepts when the pack loads', () => {
    expect(() => validatePack({ ...sited(['heel']), sites: ['elbow'] } as Pack)).toThrow('sites: refers to unknown concept "elbow"');
  });
});

describe('ruledOut(..., { notSameSentenceAs })', () => {
  const anywhere = definePack({
    id: 'wound-denied-anywhere-demo',
    title: 'Wound denied at no site in particular (demo)',
    ...demo,
    criteria: {
      'wound-documented': { says: 'Wound documented', rule: mentioned('wound') },
      'denied-generally': { says: 'Wound denied apart from the heel', rule: ruledOut('wound', { notSameSentenceAs: ['heel'] }) },
    },
    decision: { documented: 'wound-documented', supported: 'wound-documented', refuted: 'denied-generally' },
  });
  const resultOf = onePackResult(anywhere as Pack, 'L98.99');

  it('skips a denial written with the concept, or under a problem heading naming it', () => {
    expect(resultOf('Right heel: no stage 2 wound.')).toBe('NoDetermination');
    expect(resultOf('#2 Right heel\n- no stage 2 wound seen.')).toBe('NoDetermination');
  });

  it('counts a denial written apart from it', () => {
    expect(resultOf('Skin check: no stage 2 wound.')).toBe('Unsupported');
  });
});
