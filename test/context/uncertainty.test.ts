import { assertTargets } from '../../lib/context';
import { tokenize } from '../../lib/text/tokens';
import { assertOne, flagsOf, plainSection, rulesFor } from './helpers';

describe('rule out (uncertain) vs ruled out (negated)', () => {
  it('"rule out" in a plan is uncertain, not negated', () => {
    const a = assertOne('Plan: admit to rule out sepsis.', 'sepsis');
    expect(a).toMatchObject({ uncertain: true, negated: false });
  });

  it.each(['R/o MI.', 'r/o MI.', 'Rule-out MI protocol.', 'Admitted to rule him out for MI.'])('%s -> uncertain', (text) => {
    expect(flagsOf(assertOne(text, 'MI'))).toMatchObject({ uncertain: true, negated: false });
  });

  it.each(['MI was ruled out.', 'MI has been ruled out.', 'He ruled out for MI.', 'Serial enzymes ruled out MI.'])('%s -> negated', (text) => {
    expect(flagsOf(assertOne(text, 'MI'))).toMatchObject({ negated: true, uncertain: false });
  });

  it.each([
    'MI not ruled out.',
    'MI has not been ruled out.',
    'MI cannot be ruled out.',
    'Cannot rule out MI.',
    'MI cannot be excluded.',
    'Cannot exclude MI.',
    'Cardiology was unable to confirm MI without serial tracings.',
  ])('%s -> uncertain, not negated', (text) => {
    expect(flagsOf(assertOne(text, 'MI'))).toMatchObject({ negated: false, uncertain: true });
  });
});

describe('uncertainty cues', () => {
  it.each([
    ['Possible pneumonia.', 'pneumonia'],
    ['Probable viral syndrome.', 'viral syndrome'],
    // A label deferred, not denied.
    ['Without a baseline I would not assign a CKD stage until repeat testing in 3 months.', 'CKD'],
    // The author unable to decide, not denying.
    ['From the records available I cannot tell whether she met sepsis criteria at the outside hospital.', 'sepsis'],
    ["Without the outside gas we can't tell if this was hypercapnic respiratory failure.", 'hypercapnic respiratory failure'],
    // A differential's graded doubt.
    ['- Type 1 NSTEMI from plaque rupture: less likely, about 15%; chest pressure began after three days of fever.', 'Type 1 NSTEMI'],
    ['- Community-acquired pneumonia: leading diagnosis, about 70% likely.', 'pneumonia'],
    ['Likely sepsis from a urinary source.', 'sepsis'],
    ['Concern for pulmonary embolism.', 'pulmonary embolism'],
    ['In a patient with vomiting I am concerned for aspiration pneumonia.', 'aspiration pneumonia'],
    ['Tobacco use: unknown', 'Tobacco use'],
    ['Questionable infiltrate at the right base.', 'infiltrate'],
    ['Suspected cholecystitis.', 'cholecystitis'],
    ['Findings suggestive of early appendicitis.', 'early appendicitis'],
    ['Atelectasis versus pneumonia.', 'pneumonia'],
    ['Atelectasis versus pneumonia.', 'Atelectasis'],
    ['Pneumonia is suspected.', 'Pneumonia'],
    ['Initial impression: ?sepsis (tachy, WBC 13) - r/o; ?COPD exac (wheezy? vs upper airway).', 'COPD exac'],
    ['Dyspnea initially attributed to RLL pneumonia; CT showed effusions without consolidation.', 'RLL pneumonia'],
    ['Admitted with a working diagnosis of acute on chronic diastolic heart failure.', 'diastolic heart failure'],
    ['DKA was the working diagnosis but ketones were never sent.', 'DKA'],
    ["The admitting team's working label of metabolic encephalopathy was revisited on day 2.", 'metabolic encephalopathy'],
    ['Other: hyponatraemia; ?right basal pneumonia; coronary artery disease.', 'pneumonia'],
    ['COPD - ? exacerbation, wheeze on exam; one DuoNeb given.', 'exacerbation'],
    ['Pseudomonas was covered empirically but was not isolated.', 'Pseudomonas'],
    ['A gas was not obtained before BiPAP, and hypercapnia could not be confirmed or excluded afterward.', 'hypercapnia'],
    ['#2 Morbid obesity; obesity hypoventilation queried on admission.', 'obesity hypoventilation'],
    ['The admitting team queried obesity hypoventilation because of the PaCO2 of 58.', 'obesity hypoventilation'],
    ['Whether this was pneumonia or asymmetric oedema remains uncertain.', 'pneumonia'],
    ['Asymmetric oedema or pneumonia: this remains unclear.', 'pneumonia'],
  ])('%s -> %s uncertain', (text, target) => {
    expect(assertOne(text, target).uncertain).toBe(true);
  });

  it('a question mark ending a word queries nothing after it', () => {
    expect(assertOne('Is he wheezy?COPD on home inhalers.', 'COPD').uncertain).toBe(false);
    expect(assertOne('Why? Because of pneumonia.', 'pneumonia').uncertain).toBe(false);
  });

  it('uncertainty does not spread past a terminator', () => {
    expect(assertOne('Possible pneumonia, but the effusion is certain.', 'effusion').uncertain).toBe(false);
  });
});

describe('a diagnosis that could not be excluded', () => {
  it.each([
    ['Early RLL PNA could not be excluded on CXR, so ceftriaxone was added.', 'Early RLL PNA'],
    ['Unable to exclude pulmonary embolism.', 'pulmonary embolism'],
  ])('%s -> %s uncertain, not negated', (text, target) => {
    const a = assertOne(text, target);
    expect([a.uncertain, a.negated]).toEqual([true, false]);
  });
});

describe('what empiric antibiotics cover', () => {
  it.each([
    ['Vancomycin and cefepime for MRSA/Pseudomonas coverage.', 'MRSA'],
    ['Started on vancomycin and ceftriaxone for MRSA and pneumococcal coverage.', 'MRSA'],
    ['Broadened to cover Pseudomonas.', 'Pseudomonas'],
  ])('%s -> %s uncertain', (text, target) => {
    expect(assertOne(text, target).uncertain).toBe(true);
  });

  it('leaves an organism that grew affirmed', () => {
    expect(assertOne('Sputum grew MRSA; vancomycin continued.', 'MRSA').uncertain).toBe(false);
  });
});

describe('a problem headed as a question', () => {
  it('"Diabetes question:" is uncertain; a question elsewhere in the sentence is not', () => {
    expect(assertOne('5. Diabetes question: the patient states she is borderline.', 'Diabetes').uncertain).toBe(true);
    expect(assertOne('Diabetes well controlled; she asked a question about insulin pens.', 'Diabetes').uncertain).toBe(false);
  });
});

describe('a condition the patient may have', () => {
  it('"he may have underlying COPD" is uncertain', () => {
    expect(assertOne('Given his 35 pack-year history he may have underlying COPD.', 'COPD').uncertain).toBe(true);
    expect(assertOne('She might have early sepsis.', 'sepsis').uncertain).toBe(true);
  });
});

describe("another's finding the team did not confirm", () => {
  it.each([
    ['The facility staged this wound as stage 4, which we did not confirm.', 'stage 4'],
    ['The outside hospital called it pneumonia, which was not confirmed.', 'pneumonia'],
    ['The outside echo was read as endocarditis, which could not be confirmed on our TEE.', 'endocarditis'],
  ])('%s -> uncertain', (text, target) => {
    expect(flagsOf(assertOne(text, target))).toMatchObject({ uncertain: true, negated: false });
  });

  it('leaves a relative clause without doubt alone', () => {
    expect(flagsOf(assertOne('She had pneumonia, which was treated with ceftriaxone.', 'pneumonia'))).toMatchObject({ uncertain: false, negated: false });
  });
});

describe('a template or a documentation query that asks rather than says', () => {
  it('a ticked "Indeterminate" leaves the item uncertain; a ticked "Yes" leaves it affirmed', () => {
    expect(assertOne('Pneumonia confirmed on imaging: [ ] Yes [ ] No [X] Indeterminate', 'Pneumonia confirmed on imaging').uncertain).toBe(true);
    expect(assertOne('Pneumonia confirmed on imaging: [X] Yes [ ] No [ ] Indeterminate', 'Pneumonia confirmed on imaging').uncertain).toBe(false);
  });

  it('a CDI query\'s "please clarify whether" is a question, not documentation', () => {
    expect(assertOne('The ED record lists a COPD exacerbation. Please clarify whether COPD, or a COPD exacerbation, was present during this admission.', 'COPD', { occurrence: 1 }).uncertain).toBe(true);
  });
});

describe('a work-up names what it looks for, not what it found', () => {
  it.each([
    ['She was evaluated for TTP.', 'TTP'],
    ['Screened for HIT with a 4T score of 2.', 'HIT'],
    ['Tested for influenza and COVID.', 'COVID'],
  ])('%s -> [%s] uncertain', (text, target) => {
    expect(flagsOf(assertOne(text, target))).toMatchObject({ uncertain: true, negated: false });
  });

  it('reaches only the few words it names: "the workup for this included a CT" leaves the CT alone', () => {
    expect(assertOne('During the workup for this, he had a CT of the abdomen.', 'CT').uncertain).toBe(false);
  });
});

describe('a test still out', () => {
  it('names what it looks for as a question: "HCV RNA pending", "C. diff PCR pending at d/c"', () => {
    expect(rulesFor(assertOne('HCV RNA pending.', 'HCV'), 'uncertain')).toEqual(['unc-pending']);
    expect(assertOne('C. diff PCR pending at d/c.', 'C. diff').uncertain).toBe(true);
  });

  it('leaves an order alone: "continued pending cultures", and tests sent as management', () => {
    expect(assertOne('Vancomycin was continued pending blood cultures.', 'Vancomycin').uncertain).toBe(false);
    expect(assertOne('Blood cultures pending.', 'Blood cultures', { type: 'backing' }).uncertain).toBe(false);
  });
});

describe('a problem label whose item speaks of it only with doubt', () => {
  const labelled = (text: string, term: string): boolean[] => {
    const targets = [...text.matchAll(new RegExp(term.replace('.', '\\.'), 'gi'))].map((m) => ({ start: m.index!, end: m.index! + m[0].length, type: 'condition' }));
    return assertTargets({ text, tokens: tokenize(text), sentence: { start: 0, end: text.length }, section: plainSection(text), targets }).map((a) => a.uncertain);
  };

  it('takes that doubt: "7. H. pylori - biopsies sent; H. pylori stain PENDING", "3. Sepsis - r/o sepsis"', () => {
    expect(labelled('7. H. pylori - gastric biopsies sent; H. pylori stain PENDING at d/c.', 'H. pylori')).toEqual([true, true]);
    expect(labelled('3. Sepsis - r/o sepsis, cultures drawn.', 'sepsis')).toEqual([true, true]);
  });

  it('stays affirmed beside a plain repeat, and outside a list item', () => {
    expect(labelled('2. Pneumonia - possible aspiration pneumonia; pneumonia on CT.', 'pneumonia')).toEqual([false, true, false]);
    expect(labelled('He has sepsis - r/o sepsis from the line.', 'sepsis')).toEqual([false, true]);
  });
});

describe('a question put to the team', () => {
  it('is no finding: "her daughter asked whether she has dementia"', () => {
    expect(assertOne('Her daughter asked whether she has dementia.', 'dementia').uncertain).toBe(true);
    expect(assertOne('The family wondered if he had a stroke.', 'stroke').uncertain).toBe(true);
  });

  it('leaves the rest of the sentence alone', () => {
    expect(assertOne('He asked if he could go home; dementia is stable on donepezil.', 'dementia').uncertain).toBe(false);
  });
});

describe('a screen for a condition', () => {
  it('looks for it and finds nothing by itself', () => {
    expect(assertOne('#8 Neuropathy screen - 10 g monofilament and vibration sense intact bilaterally.', 'Neuropathy').uncertain).toBe(true);
    expect(assertOne('Depression screening with the PHQ-9 was done.', 'Depression').uncertain).toBe(true);
  });

  it('reaches only the word before it', () => {
    expect(assertOne('Alert and oriented x3 throughout; CAM negative on daily screening; no delirium.', 'CAM').uncertain).toBe(false);
  });
});
