import { analyze } from '../../lib/analyze';
import { assertOne, flagsOf, rulesFor } from './helpers';

describe('historical cues', () => {
  it.each([
    ['History of DVT.', 'DVT'],
    ['H/o CHF.', 'CHF'],
    ['Hx of seizures.', 'seizures'],
    ['Patient is s/p CABG.', 'CABG'],
    ['Status post appendectomy.', 'appendectomy'],
    ['Prior stroke with residual weakness.', 'stroke'],
    ['Previous myocardial infarction.', 'myocardial infarction'],
    ['Remote peptic ulcer disease.', 'peptic ulcer disease'],
    ['Old rib fracture on the left.', 'rib fracture'],
    ['Diverticulitis in the past.', 'Diverticulitis'],
    ['Her past medical history is significant for multiple sclerosis, pneumonia, DVT and hypothyroidism.', 'hypothyroidism'],
  ])('%s -> %s historical', (text, target) => {
    expect(assertOne(text, target).historical).toBe(true);
  });

  it.each([
    ['He had a myocardial infarction in 1998.', 'myocardial infarction', 'hist-dated-year'],
    ['In March 2012 she underwent cholecystectomy.', 'cholecystectomy', 'hist-dated-year'],
    ['On hemodialysis for end-stage renal disease since 2003.', 'end-stage renal disease', 'hist-since-onset'],
    ['Hypothyroidism on levothyroxine since 2010.', 'Hypothyroidism', 'hist-since-onset'],
    ['He was hospitalized two months ago for CHF exacerbation.', 'CHF exacerbation', 'hist-ago-for'],
  ])('a year or a time back from now dates the onset: %s -> [%s] historical by %s, marked datesOnset', (text, target, rule) => {
    const a = assertOne(text, target);
    expect(a.historical).toBe(true);
    expect(a.cues.filter((c) => c.attribute === 'historical').map((c) => [c.rule, c.datesOnset])).toEqual([[rule, true]]);
  });

  it('a number that is not a year, or a year after a comma, dates nothing', () => {
    expect(assertOne('Repeat CT of the lung nodule in 3 months.', 'lung nodule').historical).toBe(false);
    expect(assertOne('Pneumonia treated in 1998, now admitted with cellulitis.', 'cellulitis').historical).toBe(false);
    expect(assertOne('Glucose 180 in 24 hours.', 'Glucose').historical).toBe(false);
  });

  it('"in the remote past" and "born with" are history; the cue places the finding itself in the past', () => {
    const remote = assertOne('The patient underwent appendectomy in the remote past.', 'appendectomy');
    expect(rulesFor(remote, 'historical')).toEqual(['hist-post']);
    expect(remote.cues.every((c) => c.datesOnset === undefined)).toBe(true);
    expect(assertOne('She was born with a ventricular septal defect.', 'ventricular septal defect').historical).toBe(true);
  });

  it('"Hx" is shorthand for "history of", but not in "social hx" or "hx obtained from"', () => {
    expect(rulesFor(assertOne('10. Hx breast cancer', 'breast cancer'), 'historical')).toEqual(['hist-pre']);
    expect(assertOne('Hx from wife, acute confusion for two days.', 'acute confusion').historical).toBe(false);
    expect(assertOne('Hx obtained from wife, acute confusion for two days.', 'acute confusion').historical).toBe(false);
  });

  it('what an earlier study found is history, even told at length', () => {
    const text = 'See also the previous marrow report indicating probable subtle involvement by a lymphoproliferative process.';
    const a = assertOne(text, 'lymphoproliferative process');
    expect(a.historical).toBe(true);
    expect(rulesFor(a, 'historical')).toEqual(['hist-earlier-study-finding']);
    expect(assertOne('The marrow biopsy today shows subtle involvement by a lymphoproliferative process.', 'lymphoproliferative process').historical).toBe(false);
  });

  it('a list item closed by "history of" is history; mid-sentence the words govern what follows', () => {
    expect(assertOne('5. hyponatremia history of', 'hyponatremia').historical).toBe(true);
    expect(assertOne('DVT, h/o.', 'DVT').historical).toBe(true);
    expect(assertOne('Hypertension, history of stroke.', 'Hypertension').historical).toBe(false);
    expect(assertOne('Hypertension, history of stroke.', 'stroke').historical).toBe(true);
  });

  it("a reconciliation table's STOPPED marks a medicine taken before, but a drug stopped in the narrative stays this stay's", () => {
    expect(assertOne('| Omeprazole 20 mg daily | STOPPED (deprescribed) | no active GERD |', 'Omeprazole').historical).toBe(true);
    expect(assertOne('Lisinopril was stopped for the acute kidney injury.', 'Lisinopril').historical).toBe(false);
  });

  it('a home medicine the patient no longer takes is not current treatment', () => {
    expect(assertOne('- atorvastatin 20 mg nightly (cholesterol) - patient stopped taking it in 2023 because of leg aches', 'atorvastatin').historical).toBe(true);
    expect(assertOne('He stopped taking metoprolol a month ago.', 'metoprolol').historical).toBe(true);
    expect(assertOne('Metoprolol was continued; aspirin was held.', 'Metoprolol').historical).toBe(false);
  });

  it('a habit that ended in a named year, and a listed medicine "not in use", are history; the quitting itself is not denied', () => {
    expect(assertOne('Tobacco: smoked 1 pack/day for 30 years, quit in 2004; no tobacco use since.', '1 pack/day').historical).toBe(true);
    expect(assertOne('Drinks 2 beers daily; quit smoking in 2004.', '2 beers daily').historical).toBe(false);
    const reconciled = 'STOPPED nicotine patch 14 mg (on outside med list) -- not in use: patient quit smoking in 2019';
    expect(assertOne(reconciled, 'nicotine patch').historical).toBe(true);
    expect(assertOne(reconciled, 'quit smoking').negated).toBe(false);
    expect(assertOne('Metformin was stopped in 2023 after weight loss.', 'Metformin').historical).toBe(true);
    expect(assertOne('Lisinopril was stopped in the ED for the AKI.', 'Lisinopril').historical).toBe(false);
    const carried = 'She carried a diagnosis of hypertension until 2022, when her PCP stopped lisinopril after she lost weight.';
    expect([assertOne(carried, 'hypertension').historical, assertOne(carried, 'lisinopril').historical]).toEqual([true, true]);
  });

  it('a history list ends where the presenting problem begins', () => {
    const text = 'A 60-year-old man with a history of diabetes and hypertension who presents with chest pain.';
    expect(assertOne(text, 'hypertension').historical).toBe(true);
    expect(assertOne(text, 'chest pain').historical).toBe(false);
  });

  it('"presents with" ends a history scope even without a conjunction', () => {
    expect(assertOne('History of asthma presenting with acute wheezing.', 'acute wheezing').historical).toBe(false);
  });

  it.each([
    ['HISTORY OF PRESENT ILLNESS: fever and chills.', 'fever'],
    ['She reports a 3-day history of fever.', 'fever'],
    ['She reports a one-week history of cough.', 'cough'],
    ['Several days history of epigastric pain.', 'epigastric pain'],
    ['A 60-year-old man with abdominal pain.', 'abdominal pain'],
    ['Prior to admission she developed a rash.', 'rash'],
    ['The nodule is unchanged from the prior study.', 'nodule'],
    ['The effusion is larger, as previously noted on CT.', 'effusion'],
    ['Admitted s/p fall with a scalp hematoma.', 'hematoma'],
    ['Hypothyroidism: levothyroxine 100 mcg daily, confirmed against his pharmacy fill history.', 'levothyroxine'],
  ])('pseudo-historical: %s -> %s current', (text, target) => {
    expect(assertOne(text, target).historical).toBe(false);
  });

  it('"s/p" is historical, but "s/p 2 units PRBC" is a treatment this stay (a pseudo rule with a {number} slot)', () => {
    expect(assertOne('Hgb 6.8 on day 2, s/p 2 units PRBC with good response.', 'PRBC').historical).toBe(false);
    expect(assertOne('Hgb 6.8 on day 2, status post 3 units of PRBC.', 'PRBC').historical).toBe(false);
    expect(assertOne('Hgb 6.8, s/p transfusion.', 'transfusion').historical).toBe(false);
    expect(assertOne('He is s/p CABG.', 'CABG').historical).toBe(true);
  });

  it('negated history is both negated and historical, each with its own cue', () => {
    const a = assertOne('No history of seizure.', 'seizure');
    expect(a).toMatchObject({ negated: true, historical: true });
    expect(rulesFor(a, 'negated')).toEqual(['neg-pre']);
    expect(rulesFor(a, 'historical')).toEqual(['hist-history-of']);
  });
});

describe('historical scope ends where the current episode is reported (GenConText terminators)', () => {
  it.each([
    ['History of gout, was found to have a septic knee on arrival.', 'septic knee'],
    ['Known CAD, found to have ischemia.', 'ischemia'],
    ['History of migraine, reports blurred vision.', 'blurred vision'],
    ['History of asthma, states worsening wheeze overnight.', 'wheeze'],
    ['History of renal stones, noted to have flank tenderness on exam.', 'flank tenderness'],
    ['History of DVT, imaging consistent with a new clot.', 'new clot'],
    ['History of COPD, seen in the emergency department with fever.', 'fever'],
    ['History of hypertension with sudden onset of slurred speech.', 'slurred speech'],
  ])('%s -> %s current', (text, target) => {
    expect(assertOne(text, target).historical).toBe(false);
  });

  it('the history before the terminator stays historical', () => {
    expect(assertOne('History of gout, was found to have a septic knee on arrival.', 'gout').historical).toBe(true);
  });
});

describe('history lists opened without "of"', () => {
  it.each([
    ['Her cardiac history includes an inferior MI and two stents.', 'inferior MI'],
    ['Surgical history: cholecystectomy and hernia repair.', 'hernia repair'],
    ['His history is significant for sarcoidosis and gout.', 'gout'],
    ['Psychiatric history notable for bipolar disorder.', 'bipolar disorder'],
    ['History is remarkable for a splenectomy after trauma.', 'splenectomy'],
    ['Oncologic history includes a treated lymphoma.', 'treated lymphoma'],
    ['Pre-existing mitral regurgitation.', 'mitral regurgitation'],
    ['Preexisting renal insufficiency.', 'renal insufficiency'],
  ])('%s -> %s historical', (text, target) => {
    expect(assertOne(text, target).historical).toBe(true);
  });

  it('the list still ends at the presenting problem', () => {
    const text = 'His history is significant for sarcoidosis who presents with hemoptysis.';
    expect(assertOne(text, 'sarcoidosis').historical).toBe(true);
    expect(assertOne(text, 'hemoptysis').historical).toBe(false);
  });
});

describe('risk factors are standing conditions', () => {
  it.each([
    ['Cardiac risk factors include diabetes and obesity.', 'obesity'],
    ['Given her risk factors including hyperlipidemia, a stress test was ordered.', 'hyperlipidemia'],
    ['Risk factors such as smoking were discussed.', 'smoking'],
  ])('%s -> %s historical', (text, target) => {
    expect(assertOne(text, target).historical).toBe(true);
  });

  it('"risk for" stays hypothetical and is not a history', () => {
    const a = assertOne('She is at risk for falls.', 'falls');
    expect(a).toMatchObject({ hypothetical: true, historical: false });
  });

  it('the presenting complaint after the risk factors is current', () => {
    const text = 'Risk factors include hypertension and he presents with chest pressure.';
    expect(assertOne(text, 'hypertension').historical).toBe(true);
    expect(assertOne(text, 'chest pressure').historical).toBe(false);
  });
});

describe('earlier encounters for a condition put its onset in the past', () => {
  it.each([
    ['She has had multiple admissions for pancreatitis.', 'pancreatitis'],
    ['He is admitted frequently for sickle cell pain crises.', 'sickle cell pain crises'],
    ['She is admitted quite frequently for small bowel obstructions.', 'small bowel obstructions'],
    ['He has been hospitalized frequently for heart failure.', 'heart failure'],
    ['Multiple hospitalizations for heart failure.', 'heart failure'],
    ['Her last admission for cellulitis required IV antibiotics.', 'cellulitis'],
  ])('%s -> %s historical', (text, target) => {
    expect(assertOne(text, target).historical).toBe(true);
  });

  it('"this admission" is not an earlier encounter', () => {
    expect(assertOne('This admission for pneumonia was uncomplicated.', 'pneumonia').historical).toBe(false);
  });

  it('"admitted for" alone is the current stay', () => {
    expect(assertOne('She was admitted for pancreatitis.', 'pancreatitis').historical).toBe(false);
  });
});

describe('an age at onset puts the condition in the past', () => {
  it.each([
    ['Diagnosed with type 1 diabetes at age 12.', 'type 1 diabetes'],
    ['At the age of 30 she had a pulmonary embolism.', 'pulmonary embolism'],
    ['Rheumatic fever at 8 years of age.', 'Rheumatic fever'],
  ])('%s -> %s historical', (text, target) => {
    expect(assertOne(text, target).historical).toBe(true);
  });

  it('the current complaint after "presents" is not reached', () => {
    const text = 'Asthma at age 5, presents with a cough.';
    expect(assertOne(text, 'Asthma').historical).toBe(true);
    expect(assertOne(text, 'cough').historical).toBe(false);
  });
});

describe('an earlier hospital stay', () => {
  it.each([
    ['Prior stay 03/18-03/24: RLL pneumonia treated with ceftriaxone.', 'RLL pneumonia'],
    ['Anemia stable. ABLA was last admit, resolved.', 'ABLA'],
    ['#AKI - from last admission, creatinine back to baseline.', 'AKI'],
    ['Readmitted 10 days after d/c (3/13-3/23: hip fracture c/b acute blood loss anemia - 2u prbc).', 'prbc'],
    // A recap labelled by its dates runs to the end of its sentence, past the semicolon.
    ['Prior stay 03/18-03/24/2024: RLL pneumonia treated with ceftriaxone/azithromycin (course completed 03/27); hyponatremia to 128 attributed to poor intake, corrected with NS.', 'NS'],
  ])('%s -> %s historical', (text, target) => {
    expect(assertOne(text, target).historical).toBe(true);
  });

  it('an unlabelled mention of the last stay still reaches only its own clause', () => {
    expect(assertOne('Hyponatremia on the prior admission resolved; this stay she has cellulitis treated with cefazolin and elevation of the leg.', 'cefazolin').historical).toBe(false);
  });

  it('leaves the stay that brought the patient back, and a likeness to the last one, current', () => {
    expect(assertOne('Readmitted 10 days after d/c (3/13-3/23: hip fracture). Now with fever and pneumonia.', 'pneumonia').historical).toBe(false);
    expect(assertOne('Pneumonia, similar to his last admission, treated with ceftriaxone.', 'Pneumonia').historical).toBe(false);
  });

  it("marks the earlier stay's values, which no criterion of this stay reads", () => {
    const text = 'Readmitted 12 days after discharge (12/24-1/2: pneumonia c/b AKI, Cr peaked 1.9). Cr 0.8 on admission, 0.7 at discharge.';
    const values = analyze(text).measurements.map((m) => [m.value.text, m.earlierStay === true]);
    expect(values).toEqual([
      ['1.9', true],
      ['0.8', false],
      ['0.7', false],
    ]);
  });

  it("reads a readmission's undated recap ('That stay was for ...', 'That illness was complicated by ...') as the earlier stay", () => {
    const text =
      'She went home three weeks ago. That stay was for cholangitis with sepsis; she needed two units after bleeding took her hemoglobin from 12.6 to 7.8. Hemoglobin 9.7 on arrival.';
    expect(analyze(text).measurements.map((m) => [m.value.text, m.earlierStay === true])).toEqual([
      ['12.6', true],
      ['7.8', true],
      ['9.7', false],
    ]);
    expect(assertOne('That illness was complicated by a fall in platelets to the low 90s.', 'platelets').historical).toBe(true);
  });

  it('carries an opening stay past a clause of its own ("..., and he had AKI"), and reads a month shortened with its year', () => {
    const text = 'At his January 2025 admission he weighed 74 kg, the RD assessed malnutrition, and he had AKI with a creatinine of 2.8. Creatinine 0.96 on arrival.';
    expect(analyze(text).measurements.filter((m) => m.kind === 'creatinine').map((m) => [m.value.text, m.earlierStay === true])).toEqual([
      ['2.8', true],
      ['0.96', false],
    ]);
    expect(analyze('AKI   Resolved   Jan 2025 admission, Cr peak 2.8; Cr 0.91-1.0 this stay').measurements.map((m) => [m.value.text, m.earlierStay === true])).toEqual([
      ['2.8', true],
      ['0.91-1.0', false],
    ]);
  });

  it('reads a stay told in the past tense with its dates as the earlier stay, to the end of its clause', () => {
    const text =
      'She was admitted here 03/11-03/17/2025 with a sodium of 118 and a potassium of 2.8, attributed to hydrochlorothiazide; this admission Na 121.\nPotassium 4.1 on arrival.';
    expect(analyze(text).measurements.map((m) => [m.value.text, m.earlierStay === true])).toEqual([
      ['118', true],
      ['2.8', true],
      ['121', false],
      ['4.1', false],
    ]);
    // This stay's own date is no range: "She was admitted 06/02 with a sodium of 121."
    expect(analyze('She was admitted 06/02 with a sodium of 121.').measurements.map((m) => m.earlierStay === true)).toEqual([false]);
  });

  it('reads a value from a clinic visit named by its specialty as a baseline', () => {
    const text = 'At her 04/22/2025 nephrology visit her sodium was 128 and chlorthalidone was stopped. Sodium 137 on arrival.';
    expect(analyze(text).measurements.map((m) => [m.value.text, m.role ?? null])).toEqual([
      ['128', 'baseline'],
      ['137', 'admission'],
    ]);
    const bmi = 'Her BMI was 41.6 at a bariatric clinic visit in 2022 but she has lost weight since. BMI 39.4 on admission.';
    expect(analyze(bmi).measurements.map((m) => [m.value.text, m.role ?? null])).toEqual([
      ['41.6', 'baseline'],
      ['39.4', 'admission'],
    ]);
  });

  it("reads a section under an earlier stay's header as that stay's until it turns to this one", () => {
    const text = 'COMPARISON WITH PRIOR ADMISSION:\nIn January she weighed 74 kg and her sodium was 121.\nAdmission weight this stay 62.4 kg.\nHeight 1.83 m, BMI 18.6.\n';
    expect(analyze(text).measurements.map((m) => [m.value.text, m.earlierStay === true])).toEqual([
      ['74', true],
      ['121', true],
      ['62.4', false],
      ['1.83', false],
      ['18.6', false],
    ]);
  });

  it('reads a stay named by its month, opening the sentence, as the earlier stay to the end of the sentence', () => {
    const text =
      'At her March 2025 admission she was treated for acute on chronic diastolic heart failure with a BNP of 1,900, diuresed with IV furosemide, and for hyponatremia with a sodium of 119. Na 138 on arrival.';
    expect(analyze(text).measurements.map((m) => [m.value.text, m.earlierStay === true])).toEqual([
      ['1,900', true],
      ['119', true],
      ['138', false],
    ]);
    expect(assertOne(text, 'IV furosemide').historical).toBe(true);
    expect(assertOne('Given her March admission with a sodium of 119, her sodium was followed closely.', 'sodium').historical).toBe(true);
    // Named by its month and its reason.
    const reason = 'Carried forward from the January cellulitis admission (K 3.1 on 01/04/2025). Potassium this stay 3.6-3.9 on every draw.';
    expect(analyze(reason).measurements.map((m) => [m.value.text, m.earlierStay === true])).toEqual([
      ['3.1', true],
      ['3.6-3.9', false],
    ]);
  });

  it('reads a problem list\'s "HISTORICAL:" prefix as history for its line, "RESOLVED:" not', () => {
    const text = 'HISTORICAL: Depression, treated with sertraline 2016-2019 per patient; no current therapy.';
    expect(assertOne(text, 'Depression').historical).toBe(true);
    expect(assertOne(text, 'sertraline').historical).toBe(true);
    // Resolved during this stay is still this stay's.
    expect(assertOne('RESOLVED: Hyponatremia, Na 129 to 137 with saline.', 'Hyponatremia').historical).toBe(false);
  });

  it('reads a stay named by its year as the earlier stay ("from his 2024 admission")', () => {
    const text = 'The copied problem list carries "chronic hyponatremia" from his 2024 admission (sodium 128 at that time).';
    expect(assertOne(text, 'hyponatremia').historical).toBe(true);
    expect(assertOne('Hyponatremia this admission was mild.', 'Hyponatremia').historical).toBe(false);
  });

  it('reads "He was admitted in October 2024 with ..." and "at the time of that discharge" as the earlier stay', () => {
    const text = 'He was admitted in October 2024 with a bleeding gastric ulcer and received 3 units of packed red cells; his hemoglobin was 7.1 at the time of that discharge.';
    expect(assertOne(text, 'packed red cells').historical).toBe(true);
    expect(analyze(text).measurements.map((m) => [m.value.text, m.earlierStay === true])).toEqual([['7.1', true]]);
  });

  it('reads a recap under its own header ("RECENT ADMISSION:") as the earlier stay, values included', () => {
    const text = 'RECENT ADMISSION: Decompensated heart failure, diuresed 9 L; BNP 1,980.\n\nTHIS ADMISSION\nBNP 310. Dry, no edema.';
    const a = analyze(text);
    expect(a.measurements.map((m) => [m.value.text, m.earlierStay === true])).toEqual([
      ['1,980', true],
      ['310', false],
    ]);
    expect(a.mentions.find((m) => m.concept === 'heart-failure')?.historical).toBe(true);
  });

  it("keeps an earlier stay's values its own, but reads its discharge creatinine as this stay's baseline", () => {
    const text = 'INDEX ADMISSION (09/30 - 10/08/2025), summary of the prior stay\nSodium 121. Discharge creatinine 0.9 mg/dL.\n\nCURRENT ADMISSION\nCreatinine 2.3 mg/dL, sodium 137.';
    expect(analyze(text).measurements.map((m) => [m.kind, m.value.text, m.role ?? null, m.earlierStay === true])).toEqual([
      ['sodium', '121', null, true],
      ['creatinine', '0.9', 'baseline', false],
      ['creatinine', '2.3', null, false],
      ['sodium', '137', null, false],
    ]);
  });

  it('reads the values of a visit named by its month as baselines, not this stay\'s', () => {
    const text = 'Anthropometrics: at the March 2025 pre-op clinic visit, weight 150.6 kg, BMI 52.1. This admission: weight 141.2 kg, BMI 48.9.';
    expect(analyze(text).measurements.map((m) => [m.value.text, m.role ?? null])).toEqual([
      ['150.6', 'baseline'],
      ['52.1', 'baseline'],
      ['141.2', null],
      ['48.9', null],
    ]);
  });

  it("reads a value from an outpatient visit before the stay as a baseline, and that visit's treatment as history", () => {
    const text = 'Pre-admission data: PCP visit 11/18 - BMP with K 3.2 mEq/L on chlorthalidone; PCP started KCl 10 mEq daily. K 4.1 on admission.';
    const values = analyze(text).measurements.map((m) => [m.value.text, m.role ?? null, m.earlierStay === true]);
    expect(values).toEqual([
      ['3.2', 'baseline', false],
      ['4.1', 'admission', false],
    ]);
    expect(assertOne(text, 'KCl').historical).toBe(true);
    // A visit that opens the sentence governs all of it, past a date in brackets ("(08/12)" is no list number "2)").
    const opening = 'At his PCP visit last month (08/12) his potassium was 3.2 on HCTZ; the HCTZ was switched and KCl 20 mEq daily was given for two weeks. K 4.1 on admission.';
    expect(analyze(opening).measurements.map((m) => [m.value.text, m.role ?? null])).toEqual([
      ['3.2', 'baseline'],
      ['4.1', 'admission'],
    ]);
    expect(assertOne(opening, 'KCl').historical).toBe(true);
    const facility = 'SNF labs (drawn at SNF 02/17): plt 84, Cr 1.5. Our labs 02/19: plt 211.';
    expect(analyze(facility).measurements.map((m) => [m.value.text, m.role ?? null])).toEqual([
      ['84', 'baseline'],
      ['1.5', 'baseline'],
      ['211', null],
    ]);
  });
});

describe('a medicine another prescriber stopped before the stay', () => {
  it('"Statin stopped by her PCP in 2023" is historical, and "lipid panel not repeated" is a test not done', () => {
    const text = 'Hyperlipidemia. Statin stopped by her PCP in 2023 for myalgias; lipid panel not repeated this admission.';
    expect(assertOne(text, 'Statin').historical).toBe(true);
    expect(rulesFor(assertOne(text, 'lipid panel'), 'negated')).toEqual(['neg-not-done']);
  });

  it('"no DKA admission since adolescence" denies earlier episodes; "do not restart (euglycemic DKA)" denies nothing', () => {
    expect(flagsOf(assertOne('She has had no DKA admission since adolescence.', 'DKA'))).toMatchObject({ negated: true, historical: true });
    expect(assertOne('Empagliflozin STOPPED - do not restart (euglycemic DKA).', 'euglycemic DKA').negated).toBe(false);
  });

  it('"he stopped omeprazole and sertraline" before the stay is history; the team\'s "we stopped lisinopril" is not', () => {
    const text = 'Home meds: a multivitamin; he stopped omeprazole and sertraline "a while ago".';
    expect(assertOne(text, 'omeprazole').historical).toBe(true);
    expect(assertOne(text, 'sertraline').historical).toBe(true);
    expect(assertOne('AKI: we stopped lisinopril and gave fluids.', 'lisinopril').historical).toBe(false);
  });
});

describe('an earlier stay named by its month and year, or by its month and what it was for', () => {
  it.each([
    ['# "Acute metabolic encephalopathy" on problem list: carried fwd from 03/2025 adm (hypoglycemia w/ confusion, resolved in ED).', 'confusion'],
    ['# "Acute metabolic encephalopathy" on problem list: carried fwd from 03/2025 adm (hypoglycemia w/ confusion).', 'Acute metabolic encephalopathy'],
    ['74-year-old woman with HFrEF, admitted in January for an HF exacerbation (diuresed 6 L, discharged 01/13), who presented 02/14 with cough.', 'diuresed'],
  ])('%s -> %s historical', (text, target) => {
    expect(assertOne(text, target).historical).toBe(true);
  });

  it('leaves what brought the patient in this time current', () => {
    expect(assertOne('74-year-old woman with HFrEF, admitted in January for an HF exacerbation (diuresed 6 L), who presented 02/14 with cough and dyspnea.', 'dyspnea').historical).toBe(false);
  });
});
