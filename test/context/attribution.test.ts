import { assertOne } from './helpers';

describe('attribution: a label reported from another source', () => {
  it.each([
    ['2. Type 2 NSTEMI (per ED)', 'NSTEMI'],
    ['COPD exacerbation (ED dx) -- see below.', 'COPD exacerbation'],
    ['ED impression: sepsis.', 'sepsis'],
    ['Troponin elevation - ED labelled this a "type 2 NSTEMI."', 'NSTEMI'],
    ['Labeled "COPD exac" in ED; got 1 DuoNeb.', 'COPD'],
    ['Pneumonia per the outside hospital.', 'Pneumonia'],
    ['Cardiology saw him because his outpatient list carries atrial fibrillation.', 'atrial fibrillation'],
    ['| Pressure injury R heel, unstageable (ED RN) | Active - restaged, see WOC |', 'unstageable'],
    ['4. CHF (carried over from the H&P)', 'CHF'],
    ['ED note listed "COPD exacerbation" and "morbid obesity".', 'COPD exacerbation'],
    ['5. Hypertension (from outside problem list).', 'Hypertension'],
    ['The hospitalist note lists paroxysmal atrial fibrillation.', 'paroxysmal atrial fibrillation'],
    ['PROBLEM LIST: Sacral decubitus ulcer stage 4 (added by ED 01/13/2025); Dementia.', 'stage 4'],
    ['The EMS run sheet, quoted in the ED note: "wheezing, COPD exac, albuterol 2.5 mg neb given en route."', 'COPD exac'],
    ['Transfer documentation received (problem list verbatim): "acute on chronic systolic HF, A-fib with RVR".', 'A-fib'],
  ])('%s -> %s attributed', (text, target) => {
    const a = assertOne(text, target);
    expect(a.attributed).toBe(true);
    // Attribution alone changes nothing else: the label stands until the author denies it.
    expect([a.negated, a.uncertain, a.historical, a.hypothetical]).toEqual([false, false, false, false]);
  });

  it('a short quoted label is attributed to whoever is quoted; a pasted consult note is not', () => {
    const quoted = assertOne('The H&P problem list (copied from March) includes "AECOPD - on prednisone taper".', 'AECOPD');
    expect(quoted.attributed).toBe(true);
    expect(quoted.cues.map((c) => [c.rule, c.text])).toEqual([['attr-quoted', '"']]);
    const pasted = 'Pulmonary consult, pasted: "No wheeze, no sputum change; chronic compensated hypercapnia in a pt with BMI over 50 = obesity hypoventilation syndrome."';
    expect(assertOne(pasted, 'obesity hypoventilation syndrome').attributed).toBe(false);
    // An inch mark is no quotation.
    expect(assertOne('Height 5\'4" and pneumonia treated with ceftriaxone, "improving".', 'pneumonia').attributed).toBe(false);
    expect(assertOne('Sacral wound 3" x 2" with "slough" noted.', 'Sacral wound').attributed).toBe(false);
    // A quoted label may end on a number.
    expect(assertOne('Secondary: "chronic kidney disease stage 3" (patient-reported, see below).', 'chronic kidney disease stage 3').attributed).toBe(true);
  });

  it("the author's own finding is not attributed", () => {
    expect(assertOne('Pneumonia confirmed on CT; treated with ceftriaxone.', 'Pneumonia').attributed).toBe(false);
    expect(assertOne('He was seen in the ED and found to have sepsis.', 'sepsis').attributed).toBe(false);
  });
});

describe('a template\'s default row', () => {
  it('is attributed, not the author\'s finding ("Sepsis: template default")', () => {
    expect(assertOne('Sepsis screen: positive (template default).', 'Sepsis').attributed).toBe(true);
  });
});

describe('an ECG\'s first reading', () => {
  it('"The ED physician read the admission ECG as atrial fibrillation" is the ED\'s label, not the author\'s', () => {
    expect(assertOne('The ED physician read the admission ECG as atrial fibrillation.', 'atrial fibrillation').attributed).toBe(true);
  });
});

describe('another note named as an entry\'s source', () => {
  it('"Type 2 MI / demand - Active (from ED note)" is the ED\'s entry; "admitted from the ED with" is a route', () => {
    expect(assertOne('- Type 2 MI / demand - Active (from ED note)', 'Type 2 MI').attributed).toBe(true);
    expect(assertOne('Admitted from the ED with type 2 MI.', 'type 2 MI').attributed).toBe(false);
  });
});
