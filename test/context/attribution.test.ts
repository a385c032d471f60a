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
  ])('%s -> %s attributed', (text, target) => {
    const a = assertOne(text, target);
    expect(a.attributed).toBe(true);
    // Attribution alone changes nothing else: the label stands until the author denies it.
    expect([a.negated, a.uncertain, a.historical, a.hypothetical]).toEqual([false, false, false, false]);
  });

  it("the author's own finding is not attributed", () => {
    expect(assertOne('Pneumonia confirmed on CT; treated with ceftriaxone.', 'Pneumonia').attributed).toBe(false);
    expect(assertOne('He was seen in the ED and found to have sepsis.', 'sepsis').attributed).toBe(false);
  });
});
