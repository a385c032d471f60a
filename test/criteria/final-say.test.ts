import { definePack, mentioned, not, ruledOut, allOf, type Pack } from '../../lib/criteria/define';
import { validatePack } from '../../lib/criteria/validate-pack';
import { onePackResult } from '../support/one-pack';

/** Supported when affirmed; Unsupported when denied and never affirmed. */
const pack = definePack({
  id: 'exacerbation-demo',
  title: 'Exacerbation (demo)',
  version: '1.0.0',
  source: 'test',
  codes: [{ code: 'J4419', title: 'demo exacerbation' }],
  concepts: { exacerbation: { terms: ['copd exacerbation'] } },
  criteria: {
    documented: { says: 'Exacerbation documented', rule: mentioned('exacerbation') },
    denied: { says: 'Exacerbation denied and never affirmed', rule: allOf(ruledOut('exacerbation'), not(mentioned('exacerbation'))) },
  },
  decision: { documented: 'documented', supported: 'documented', refuted: 'denied' },
});

const resultFor = onePackResult(pack as Pack, 'J44.19');

describe("a denial in the patient's own quoted words", () => {
  it('rules nothing out, where a quoted clinician\'s note does', () => {
    expect(resultFor('He says he "never had a COPD exacerbation", but the clinic notes record three this year.')).toBe('NoDetermination');
    expect(resultFor('Attending note, day 1: "Asthma flare, not a COPD exacerbation; no steroids indicated."')).toBe('Unsupported');
  });
});

describe("the author's denial outranks a label reported from elsewhere", () => {
  it('withdraws an ED label the course denies', () => {
    expect(resultFor('DIAGNOSES: COPD exacerbation (ED dx).\nHOSPITAL COURSE: This was not a COPD exacerbation; dyspnea was from the PE.')).toBe('Unsupported');
  });

  it('keeps an ED label nobody denies', () => {
    expect(resultFor('DIAGNOSES: COPD exacerbation (ED dx).\nHOSPITAL COURSE: Nebulizers and prednisone.')).toBe('Supported');
  });

  it("lets the author's unsettled doubt outrank another note's label, but not the author's own affirmation", () => {
    expect(resultFor('The ED note listed COPD exacerbation.\nDIAGNOSES: COPD exacerbation versus CHF, unconfirmed.')).toBe('NoDetermination');
    expect(resultFor('The ED note listed COPD exacerbation.\nDIAGNOSES: COPD exacerbation.\nDAY 1: COPD exacerbation versus CHF.')).toBe('Supported');
  });

  it("leaves the author's own contradiction undecided rather than picking a side", () => {
    expect(resultFor('DIAGNOSES: COPD exacerbation.\nHOSPITAL COURSE: This was not a COPD exacerbation.')).not.toBe('Unsupported');
  });
});

/** Stage 4 billed; a stage 3 the author assigns contradicts it. */
const stagePack = definePack({
  id: 'stage-demo',
  title: 'Staged ulcer (demo)',
  version: '1.0.0',
  source: 'test',
  codes: [{ code: 'L89154', title: 'demo stage 4' }],
  concepts: { 'stage-3': { terms: ['stage 3'] }, 'stage-4': { terms: ['stage 4'] } },
  criteria: {
    'stage-4': { says: 'Stage 4 documented', rule: mentioned('stage-4', { attributedYieldsTo: ['stage-3'] }) },
    'stage-3-only': { says: 'Stage 3 and never stage 4', rule: allOf(mentioned('stage-3'), not(mentioned('stage-4', { attributedYieldsTo: ['stage-3'] }))) },
  },
  decision: { documented: 'stage-4', supported: 'stage-4', refuted: 'stage-3-only' },
});
const stageFor = onePackResult(stagePack as Pack, 'L89.154');

describe("the author's own answer outranks a label reported from elsewhere (attributedYieldsTo)", () => {
  it('drops a stage quoted from a transfer sheet when the team stages it otherwise', () => {
    expect(stageFor('The transfer sheet listed "stage 4 sacral ulcer". On our exam the sacral wound is stage 3.')).toBe('Unsupported');
  });

  it('keeps the quoted stage when the team gives no stage of its own', () => {
    expect(stageFor('The transfer sheet listed "stage 4 sacral ulcer". Wound care consulted.')).toBe('Supported');
  });

  it("keeps the author's own stage 4 whatever else is said", () => {
    expect(stageFor('Stage 3 on admission, progressed to stage 4 by day 5.')).toBe('Supported');
  });

  it('is checked against the pack concepts when the pack loads', () => {
    const broken = { ...stagePack, criteria: { ...stagePack.criteria, 'stage-4': { says: 'x', rule: mentioned('stage-4', { attributedYieldsTo: ['stage-2'] }) } } };
    expect(() => validatePack(broken as Pack)).toThrow('attributedYieldsTo refers to unknown concept "stage-2"');
  });
});

/** An exacerbation presupposes the disease: denying the disease withdraws a reported exacerbation. */
const diseasePack = definePack({
  id: 'disease-demo',
  title: 'Disease exacerbation (demo)',
  version: '1.0.0',
  source: 'test',
  codes: [{ code: 'J4419', title: 'demo exacerbation' }],
  concepts: { copd: { terms: ['copd'] }, exacerbation: { terms: ['aecopd'] } },
  criteria: {
    documented: { says: 'Exacerbation documented', rule: mentioned('exacerbation', { attributedDeniedBy: ['copd'] }) },
    denied: { says: 'The disease denied', rule: allOf(ruledOut('copd'), not(mentioned('exacerbation', { attributedDeniedBy: ['copd'] }))) },
  },
  decision: { documented: 'documented', supported: 'documented', refuted: 'denied' },
});
const diseaseFor = onePackResult(diseasePack as Pack, 'J44.19');

describe('a reported label yields to the denial of what it presupposes (attributedDeniedBy)', () => {
  it('drops a copied "AECOPD" once the author excludes COPD', () => {
    expect(diseaseFor('The copied problem list includes "AECOPD". Pulmonology: COPD was excluded by spirometry.')).toBe('Unsupported');
  });

  it('keeps the label when the disease is not denied', () => {
    expect(diseaseFor('The copied problem list includes "AECOPD". Nebulizers given.')).toBe('Supported');
  });

  it('is checked against the pack concepts when the pack loads', () => {
    const broken = { ...diseasePack, criteria: { ...diseasePack.criteria, documented: { says: 'x', rule: mentioned('exacerbation', { attributedDeniedBy: ['asthma'] }) } } };
    expect(() => validatePack(broken as Pack)).toThrow('attributedDeniedBy refers to unknown concept "asthma"');
  });
});

describe('a diagnosis the author rules out after making it', () => {
  it('supersedes the affirmations before the ruling-out and the lines copied forward after it', () => {
    const text = [
      'DAY 1: #COPD exacerbation - on prednisone.',
      'DAY 3: COPD exacerbation was ruled out; dyspnea was volume overload.',
      'DAY 4: #COPD exacerbation - on prednisone.',
    ].join('\n');
    expect(resultFor(text)).toBe('Unsupported');
  });

  it('keeps an affirmation written afresh after the ruling-out', () => {
    const text = 'ED: COPD exacerbation was ruled out.\nDay 2: new wheeze and purulent sputum; COPD exacerbation treated with prednisone.';
    expect(resultFor(text)).toBe('Supported');
  });

  it.each([
    'Pulmonology consult:\n3. "COPD exacerbation": not supported. Never smoker, FEV1/FVC 0.78.',
    'Pulmonology consult: no obstruction on PFTs; recommend removing COPD exacerbation from her problem list.',
    'We favour heart failure over a COPD exacerbation. A COPD exacerbation is therefore not felt to be present.',
    'Correction to the H&P: this is NOT a COPD exacerbation; the wheeze was cardiac.',
    'Cardiology: acute decompensated HFpEF with cardiac wheeze; no features of a COPD exacerbation.',
  ])('is revised by a consultant\'s verdict on the label: %s', (verdict) => {
    expect(resultFor(`Admitted with COPD exacerbation, given nebulizers.\n${verdict}`)).toBe('Unsupported');
  });

  it('is not revised by a denial quoted from elsewhere', () => {
    expect(resultFor('Admitted with COPD exacerbation, given nebulizers.\nThe SNF sheet said "COPD exacerbation ruled out".')).toBe('Supported');
  });

  it('is not revised by a table status in capitals', () => {
    expect(resultFor('COPD exacerbation treated with nebulizers.\n| Prednisone | NOT STARTED | COPD exacerbation already on steroids |')).toBe('Supported');
  });

  it('is not revised by a bare "no"', () => {
    expect(resultFor('COPD exacerbation treated with nebulizers.\nNo COPD exacerbation on the day of discharge.')).not.toBe('Unsupported');
  });
});

/** A condition whose name another concept of the pack shares (a comorbidity list), as in the obesity pack. */
const sharedNamePack = definePack({
  id: 'shared-name-demo',
  title: 'Hypoventilation (demo)',
  version: '1.0.0',
  source: 'test',
  codes: [{ code: 'E662', title: 'demo hypoventilation' }],
  concepts: { hypoventilation: { terms: ['obesity hypoventilation'] }, comorbidity: { terms: ['obesity hypoventilation', 'sleep apnea'] } },
  criteria: {
    documented: { says: 'Hypoventilation documented', rule: mentioned('hypoventilation') },
    denied: { says: 'Hypoventilation denied and not affirmed', rule: allOf(ruledOut('hypoventilation'), not(mentioned('hypoventilation'))) },
  },
  decision: { documented: 'documented', supported: 'documented', refuted: 'denied' },
});

describe('a verdict on a name another concept shares', () => {
  const sharedFor = onePackResult(sharedNamePack as Pack, 'E66.2');

  it('revises the heading written in the same words, though the shared concept names both', () => {
    expect(sharedFor('Obesity hypoventilation: an old letter says so. PaCO2 41 when well; he is no longer felt to have obesity hypoventilation.')).toBe('Unsupported');
  });

  it('leaves a mention that affirms it after the verdict', () => {
    expect(sharedFor('He is no longer felt to have obesity hypoventilation. Discharge: obesity hypoventilation on nightly BiPAP.')).toBe('Supported');
  });
});

describe('a disagreement the note leaves open', () => {
  it('is NoDetermination, where the last word alone would have decided', () => {
    const course = 'Hospitalist: COPD exacerbation, treated with prednisone.\nPulmonology: COPD exacerbation was ruled out by spirometry.';
    expect(resultFor(course)).toBe('Unsupported');
    expect(resultFor(`${course}\nThe hospitalist kept the COPD exacerbation; the two assessments were not reconciled before discharge.`)).toBe('NoDetermination');
  });

  it('needs the condition both affirmed and denied: a settled question stays decided', () => {
    expect(resultFor('COPD exacerbation treated with nebulizers. Other questions were not reconciled before discharge.')).toBe('Supported');
  });
});
