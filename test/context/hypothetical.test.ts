import { assertOne, flagsOf } from './helpers';

describe('hypothetical cues', () => {
  it.each([
    ['Return to the ER if you develop chest pain or fever.', 'fever'],
    ['She should return to the Emergency Department if she experiences nausea, vomiting, or shortness of breath.', 'shortness of breath'],
    ['Call your doctor for fever over 101 or increasing redness.', 'increasing redness'],
    ['Call for any weight gain greater than three pounds per day, unusual rashes, or severe calf pain.', 'severe calf pain'],
    ['Watch for signs of bleeding.', 'bleeding'],
    ['In case of chest pain, take nitroglycerin.', 'chest pain'],
    ['He felt dizzy as if he was going to pass out.', 'pass out'],
    ['Tylenol 650 mg every 6 hours prn pain.', 'pain'],
    ['DVT prophylaxis with heparin.', 'DVT'],
    ['A peripheral norepinephrine drip was prepared as a precaution but never started.', 'norepinephrine drip'],
    ['Continue O2; BiPAP if worsens.', 'BiPAP'],
    ['Vancomycin and cefepime started empirically for MRSA/Pseudomonas risk.', 'Pseudomonas'],
    ['Outpatient ischemic evaluation will be considered after recovery.', 'ischemic evaluation'],
    ['Allopurinol and hydration to avoid the possibility of tumor lysis syndrome.', 'tumor lysis syndrome'],
  ])('%s -> %s hypothetical', (text, target) => {
    expect(assertOne(text, target).hypothetical).toBe(true);
  });

  it('an instruction does not make the whole note hypothetical', () => {
    expect(assertOne('He was treated for pneumonia and improved.', 'pneumonia').hypothetical).toBe(false);
    expect(assertOne('Dr. Smith was called about the hypotension.', 'hypotension').hypothetical).toBe(false);
    expect(assertOne('The on call resident saw the rash.', 'rash').hypothetical).toBe(false);
  });

  it('a prophylaxis covers its own list item, and a risk the list after it', () => {
    expect(assertOne('Remdesivir 01/20-01/24, enoxaparin prophylaxis.', 'Remdesivir').hypothetical).toBe(false);
    expect(assertOne('Remdesivir 01/20-01/24, enoxaparin prophylaxis.', 'enoxaparin').hypothetical).toBe(true);
    expect(assertOne('At risk for falls, aspiration.', 'aspiration').hypothetical).toBe(true);
  });

  it('a hypothetical scope stops at the clause end', () => {
    expect(assertOne('Call if fever develops; cough improved.', 'cough').hypothetical).toBe(false);
  });

  it("a handoff's contingency line is conditional to its end", () => {
    expect(assertOne('- If Na < 130: notify MD; fluid restrict to 1.2 L.', 'fluid restrict').hypothetical).toBe(true);
  });
});

describe('a dose given as prophylaxis', () => {
  it('"KCl 20 mEq PO daily as prophylaxis while on IV furosemide" prevents, it does not treat', () => {
    expect(assertOne('Plan: KCl 20 mEq PO daily as prophylaxis while on IV furosemide.', 'KCl').hypothetical).toBe(true);
  });
});

describe('a treatment planned for after discharge', () => {
  it.each([
    ['Plan: will start basal insulin glargine at the PCP visit if fasting sugars stay high.', 'basal insulin glargine'],
    ['Plan to begin levothyroxine once the repeat TSH confirms.', 'levothyroxine'],
    ['Repeat TSH in 6 weeks, then levothyroxine if confirmed.', 'levothyroxine'],
    ['Insulin glargine: start at PCP follow-up only if fasting glucose > 180.', 'Insulin glargine'],
  ])('%s -> hypothetical', (text, target) => {
    expect(flagsOf(assertOne(text, target))).toMatchObject({ hypothetical: true, negated: false });
  });

  it('leaves a treatment started in hospital alone', () => {
    expect(flagsOf(assertOne('Started on levothyroxine 50 mcg daily; will recheck TSH in 6 weeks.', 'levothyroxine'))).toMatchObject({ hypothetical: false });
  });
});
