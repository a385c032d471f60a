import { obstetricConditions } from '../../criteria/common/obstetric.en';
import { builtInRegistry } from '../../lib/validate-claim';
import { builtInResult, codesNotOwnedByTheirEntry } from '../support/built-in';

/**
 * Infection, kidney failure and shock after delivery, hypertension with pre-eclampsia, hyperemesis,
 * peripartum cardiomyopathy, pre-existing diabetes by episode, the GBS carrier state, fetal heart rate
 * abnormalities by trimester, the outcome of delivery, weeks of gestation and the denial of seizures
 * against eclampsia (criteria/common/obstetric.en.ts). Each entry: a note that supports it, and one
 * that does not for a reason a reviewer would see.
 */

const resultOf = builtInResult;

describe('obstetric entries', () => {
  it('resolve each code to its own pack', () => {
    expect(codesNotOwnedByTheirEntry(obstetricConditions)).toEqual([]);
  });

  it('covers O85, O86.11-O86.19, O90.49, O75.1, O11, O21.0-O21.2, O90.3, O24.01-/O24.11- by episode, O99.82-, O36.83-, Z37 and Z3A', () => {
    const registry = builtInRegistry();
    const codes = [
      'O85', 'O86.11', 'O86.12', 'O86.13', 'O86.19', 'O90.49', 'O75.1', 'O11.1', 'O11.2', 'O11.3', 'O11.4', 'O11.5', 'O11.9', 'O21.0', 'O21.1', 'O21.2', 'O90.3',
      'O24.011', 'O24.012', 'O24.013', 'O24.019', 'O24.02', 'O24.03', 'O24.111', 'O24.112', 'O24.113', 'O24.119', 'O24.12', 'O24.13', 'O99.820', 'O99.824',
      'O99.825', 'O36.8310', 'O36.8320', 'O36.8330', 'O36.8390', 'Z37.0', 'Z37.1', 'Z37.2', 'Z37.3', 'Z37.4', 'Z37.51', 'Z3A.00', 'Z3A.01', 'Z3A.49',
      ...Array.from({ length: 35 }, (_, i) => `Z3A.${String(i + 8).padStart(2, '0')}`),
    ];
    expect(codes.filter((code) => registry.lookup(code) === undefined)).toEqual([]);
  });
});

describe('weeks of gestation (Z3A)', () => {
  it.each([
    ['Z3A.39', 'G1P0 at 39w3d admitted in active labor. Spontaneous vaginal delivery.', 'Supported'],
    ['Z3A.39', 'G2P1 at 39 weeks 3 days, admitted for induction.', 'Supported'],
    ['Z3A.39', 'G2P1 39+3 weeks, admitted for induction.', 'Supported'],
    ['Z3A.39', 'G2P1 presenting at 39 weeks for scheduled repeat cesarean.', 'Supported'],
    ['Z3A.39', 'G2P1, GA 39.3 wk, admitted in labor.', 'Supported'],
    ['Z3A.39', 'G2P1 at 38w2d admitted in labor; GDM diagnosed at 28 weeks.', 'Unsupported'],
    ['Z3A.39', 'G2P1 admitted in labor; delivered a healthy baby girl. Follow up at 6 weeks postpartum.', 'NoDetermination'],
    ['Z3A.28', 'G2P1 at 38w2d admitted in labor; GDM diagnosed at 28 weeks.', 'Unsupported'],
    ['Z3A.38', 'G2P1 at 38w2d admitted in labor; GDM diagnosed at 28 weeks.', 'Supported'],
    ['Z3A.08', 'G1P0 at 8w1d with hyperemesis.', 'Supported'],
    ['Z3A.01', 'G1P0 at 6w2d with hyperemesis.', 'Supported'],
    ['Z3A.00', 'Pregnant patient admitted with hyperemesis.', 'Supported'],
    ['Z3A.00', 'G1P0 at 6w2d with hyperemesis.', 'Unsupported'],
    ['Z3A.39', "IUP at 39 weeks' gestation, admitted in labor.", 'Supported'],
    ['Z3A.40', 'Post dates, 40 3/7 weeks, induction with misoprostol.', 'Supported'],
    ['Z3A.40', 'Post dates, 40-3/7 wks, induction with misoprostol.', 'Supported'],
    // An obstetric history in a gynecology note, and a newborn's gestational age, are no pregnancy this stay.
    ['Z3A.00', 'This is a 46-year-old gravida 3, para 3 woman admitted for hysterectomy for menorrhagia.', 'NoDetermination'],
    ['Z3A.00', 'The baby is an ex-32-week small for gestational age infant admitted for feeding.', 'NoDetermination'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('puerperal sepsis and genital tract infection after delivery (O85, O86.1-)', () => {
  it.each([
    ['O85', 'Postpartum day 3 after cesarean delivery: fever 39.2, HR 124, lactate 3.1. Puerperal sepsis from endometritis; blood cultures drawn, started on vancomycin, gentamicin and clindamycin.', 'Supported'],
    ['O85', 'Postpartum day 2 after vaginal delivery: fever 38.4 attributed to breast engorgement. Sepsis was ruled out; lactate 0.9, cultures negative.', 'Unsupported'],
    ['O85', 'Postpartum day 2 after vaginal delivery: febrile to 38.3. She did not meet sepsis criteria; antibiotics were not started.', 'Unsupported'],
    ['O85', 'Readmitted 6 days after delivery with postpartum sepsis.', 'NoDetermination'],
    ['O86.12', 'Postpartum day 2 after cesarean delivery: T 38.6, fundal tenderness, foul lochia. Postpartum endometritis treated with clindamycin and gentamicin.', 'Supported'],
    ['O86.12', 'Postpartum day 1 after vaginal delivery, T 38.1 once. Lochia normal, no uterine tenderness; mastitis of the left breast treated with dicloxacillin.', 'Unsupported'],
    ['O86.12', 'Intrapartum fever; chorioamnionitis treated with ampicillin and gentamicin before delivery.', 'Unsupported'],
    ['O86.11', 'Postpartum day 4: purulent cervical discharge, cervicitis after delivery; gonorrhea and chlamydia NAAT sent, ceftriaxone and doxycycline given.', 'Supported'],
    ['O86.13', 'Postpartum vaginitis 5 days after delivery; wet mount with clue cells, metronidazole started.', 'Supported'],
    ['O86.19', 'Two weeks after cesarean delivery, postpartum pelvic abscess on CT pelvis; IR drainage and IV antibiotics.', 'Supported'],
    ['O86.19', 'Postpartum endometritis after cesarean delivery treated with clindamycin and gentamicin.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('postpartum acute kidney failure and obstetric shock (O90.49, O75.1)', () => {
  it.each([
    ['O90.49', 'Postpartum day 1 after hemorrhage: creatinine 0.5 on admission rose to 1.4. Postpartum acute kidney injury from hypovolemia; IV fluids, nephrotoxins avoided.', 'Supported'],
    ['O90.49', 'Postpartum AKI after delivery; IV fluids given and nephrology consulted.', 'NoDetermination'],
    ['O90.49', 'After delivery, concern for acute kidney injury with low urine output. Creatinine 0.6 and 0.7; AKI ruled out.', 'Unsupported'],
    ['O75.1', 'Postpartum hemorrhage after vaginal delivery, EBL 2500 mL, with hemorrhagic shock: BP 70/40, lactate 5.2. Massive transfusion protocol activated, norepinephrine started.', 'Supported'],
    ['O75.1', 'Cesarean delivery under spinal; transient spinal hypotension treated with phenylephrine. No shock.', 'Unsupported'],
    ['O75.1', 'Postpartum day 2: septic shock from endometritis on norepinephrine.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('pre-existing hypertension with pre-eclampsia (O11) and eclampsia (O15)', () => {
  it.each([
    ['O11.3', 'G2P1 at 34w1d with chronic hypertension on labetalol, now with superimposed preeclampsia with severe features; magnesium sulfate and delivery.', 'Supported'],
    ['O11.4', 'Chronic hypertension on nifedipine, now preeclampsia with severe features; magnesium sulfate started and delivered by cesarean.', 'Supported'],
    ['O11.3', 'Gestational hypertension diagnosed at 35 weeks, progressed to superimposed preeclampsia; normotensive at booking. Magnesium sulfate given.', 'Unsupported'],
    ['O15', 'G1P0 at 36w0d with preeclampsia with severe features; magnesium sulfate for seizure prophylaxis, no seizure activity. Delivered by cesarean.', 'Unsupported'],
    ['O15', 'G1P0 at 36w0d with preeclampsia; had an eclamptic seizure on the ward, magnesium bolus and emergency cesarean.', 'Supported'],
    ['O15', 'Preeclampsia with severe features, no seizures. Magnesium sulfate given.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('hyperemesis and late vomiting of pregnancy (O21.0-O21.2)', () => {
  it.each([
    ['O21.0', 'G1P0 at 9w2d with hyperemesis gravidarum; ondansetron and IV fluids, tolerating diet at discharge.', 'Supported'],
    ['O21.0', 'G1P0 at 9w2d with hyperemesis gravidarum with dehydration and hypokalemia (K 2.9); IV fluids and potassium repletion.', 'Unsupported'],
    ['O21.1', 'G1P0 at 9w2d with hyperemesis gravidarum with dehydration and hypokalemia (K 2.9); IV fluids and potassium repletion.', 'Supported'],
    ['O21.1', 'G1P0 at 9w2d with hyperemesis gravidarum; ondansetron, tolerating diet at discharge.', 'NoDetermination'],
    ['O21.2', 'G2P1 at 30w0d with persistent vomiting that began in the third trimester; ondansetron and IV fluids.', 'Supported'],
    ['O21.2', 'Hyperemesis gravidarum since the first trimester; ondansetron.', 'NoDetermination'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('peripartum cardiomyopathy (O90.3)', () => {
  it.each([
    ['O90.3', 'Two weeks after delivery with dyspnea and orthopnea; TTE EF 30%. Peripartum cardiomyopathy started on metoprolol succinate, furosemide and bromocriptine; cardiology consult.', 'Supported'],
    ['O90.3', 'Postpartum dyspnea; evaluate for peripartum cardiomyopathy. TTE EF 60%, normal function. Dyspnea attributed to anemia.', 'Unsupported'],
    ['O90.3', 'Peripartum cardiomyopathy listed in the problem list.', 'NoDetermination'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('pre-existing type 1 and type 2 diabetes by episode (O24.01-, O24.02, O24.03, O24.11-, O24.12, O24.13)', () => {
  it.each([
    ['O24.013', 'G1P0 at 32w4d with type 1 diabetes on an insulin pump; glucose checks and growth ultrasound.', 'Supported'],
    ['O24.013', 'G1P0 at 22w4d with type 1 diabetes on an insulin pump; glucose checks.', 'Unsupported'],
    ['O24.02', 'Type 1 diabetes on an insulin pump; insulin drip in labor, spontaneous vaginal delivery at 39w1d.', 'Supported'],
    ['O24.013', 'Type 1 diabetes on an insulin pump; insulin drip in labor, spontaneous vaginal delivery at 39w1d.', 'Unsupported'],
    ['O24.112', 'G2P1 at 24w0d with type 2 diabetes on metformin and insulin glargine; A1c 7.2.', 'Supported'],
    ['O24.012', 'G2P1 at 24w0d with type 2 diabetes on metformin and insulin glargine; A1c 7.2.', 'Unsupported'],
    ['O24.12', 'Type 2 diabetes on insulin; delivered by repeat cesarean at 38w0d.', 'Supported'],
    ['O24.13', 'Readmitted postpartum day 5 after cesarean delivery for wound check; type 2 diabetes on metformin.', 'Supported'],
    ['O24.113', 'G2P1 at 33w0d with gestational diabetes on insulin.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('group B streptococcus carrier state (O99.82-)', () => {
  it.each([
    ['O99.824', 'GBS positive; penicillin G in labor. Spontaneous vaginal delivery of a viable male infant.', 'Supported'],
    ['O99.824', 'GBS negative. Spontaneous vaginal delivery of a viable male infant.', 'Unsupported'],
    ['O99.820', 'G1P0 at 35w2d admitted for preterm contractions; GBS positive on rectovaginal culture. Discharged undelivered.', 'Supported'],
    ['O99.820', 'GBS positive; penicillin G in labor. Spontaneous vaginal delivery of a viable male infant.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('fetal heart rate or rhythm abnormalities by trimester (O36.83-)', () => {
  it.each([
    ['O36.8330', 'G1P0 at 33w2d with fetal supraventricular tachycardia on ultrasound; MFM and fetal cardiology consulted, maternal digoxin started.', 'Supported'],
    ['O36.8320', 'G1P0 at 33w2d with fetal supraventricular tachycardia on ultrasound; MFM and fetal cardiology consulted, maternal digoxin started.', 'Unsupported'],
    ['O36.8330', 'G1P0 at 33w2d for decreased fetal movement. Reactive NST, category I tracing; discharged home.', 'Unsupported'],
    ['O36.8390', 'Fetal bradycardia on the monitor; continuous fetal monitoring and biophysical profile.', 'NoDetermination'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('outcome of delivery (Z37)', () => {
  it.each([
    ['Z37.0', 'Spontaneous vaginal delivery of a viable male infant, Apgars 8 and 9.', 'Supported'],
    ['Z37.0', 'Spontaneous vaginal delivery of dichorionic diamniotic twins, both vigorous.', 'Unsupported'],
    ['Z37.0', 'Admitted with preterm contractions; tocolysis successful and discharged undelivered.', 'NoDetermination'],
    ['Z37.1', 'Intrauterine fetal demise at 31 weeks diagnosed on ultrasound; induction with misoprostol and delivery of a stillborn female.', 'Supported'],
    ['Z37.1', 'Spontaneous vaginal delivery of a viable male infant, Apgars 8 and 9.', 'Unsupported'],
    ['Z37.2', 'Cesarean delivery of dichorionic diamniotic twins, both vigorous.', 'Supported'],
    ['Z37.2', 'Twin gestation; twin B stillborn after intrauterine fetal demise, twin A liveborn.', 'Unsupported'],
    ['Z37.3', 'Twin gestation; twin B stillborn after intrauterine fetal demise, twin A liveborn.', 'Supported'],
    ['Z37.3', 'Cesarean delivery of dichorionic diamniotic twins, both vigorous.', 'Unsupported'],
    ['Z37.51', 'Cesarean delivery of triplets at 32 weeks; all three admitted to the NICU.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('every weeks-of-gestation code', () => {
  const weeks = Array.from({ length: 35 }, (_, i) => i + 8);
  it.each(weeks)('Z3A.%i: its own week supports it, the next one refutes it, none leaves it undetermined', (n) => {
    const code = `Z3A.${String(n).padStart(2, '0')}`;
    expect(resultOf(code, `G2P1 at ${n}w2d, admitted for observation.`)).toBe('Supported');
    expect(resultOf(code, `G2P1 at ${n + 1}w2d, admitted for observation.`)).toBe('Unsupported');
    expect(resultOf(code, 'G2P1, admitted for observation.')).toBe('NoDetermination');
  });
});
