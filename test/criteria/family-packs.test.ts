import { builtInResult } from '../support/built-in';

/**
 * The diagnosis-family packs (sepsis, AKI, hyponatremia...) on the faults a blind labelled set
 * found in them: each case names the clinical reading it guards.
 */
describe('hyponatremia: the author says the sodium had no treatment', () => {
  it('fluids written for another problem are not the sodium\'s treatment', () => {
    const text = [
      'AKI: creatinine 2.10 on admission vs baseline 0.92, prerenal/septic; IV fluids, lisinopril held; 1.05 at discharge.',
      'Sodium: nadir 134 on 02/11, no specific treatment, 138 by 02/13.',
      'DISCHARGE DIAGNOSES: 1. Pneumonia 2. AKI 3. Hyponatremia',
    ].join('\n');
    expect(builtInResult('E87.1', text)).toBe('Unsupported');
    expect(builtInResult('E87.1', text.replace('no specific treatment', 'fluid restricted to 1.2 L'))).toBe('Supported');
  });
});

describe('sepsis: platelets low for a reason of their own are no organ dysfunction', () => {
  const text = [
    'Sepsis secondary to cellulitis of right leg. T 37.9 C, HR 104, RR 18, BP 138/76. Lactate 1.4. WBC 11.4.',
    'Cellulitis: cefazolin 2 g IV q8h, then cephalexin.',
    'Plt 245 -> 231 -> 112 -> 98 -> 141 -> 208.',
  ].join('\n');

  it('a fall from heparin-induced thrombocytopenia does not make the cellulitis sepsis', () => {
    expect(builtInResult('A41.9', `${text}\nHeparin-induced thrombocytopenia on day 6 (4T score 6, PF4 positive): heparin stopped, argatroban.`)).toBe('Unsupported');
  });
});

describe('AKI: the author says it could not be told apart from CKD', () => {
  it('is undecided, not refuted, where the creatinine is flat and the only baseline is years old', () => {
    const text = [
      'Creatinine 1.4 on admission, 1.5 on day 2, 1.4 at discharge; the only prior value is 0.9 from a 2019 admission.',
      'This may be acute kidney injury that has not yet recovered or previously undiagnosed chronic kidney disease, and the two could not be distinguished during this stay.',
    ].join('\n');
    expect(builtInResult('N17.9', text)).toBe('NoDetermination');
  });
});

describe('a consultant the author did not fully agree with', () => {
  it('leaves a COPD exacerbation undecided', () => {
    const text = [
      'COPD. On 12/02 he developed expiratory wheezing and increased cough, and I treated a mild COPD exacerbation with scheduled DuoNebs every 6 hours for 48 hours.',
      'Pulmonology saw him on 12/03 and felt there was no COPD exacerbation, attributing the wheeze to cardiac asthma. We did not fully agree; nebulizers went back to as-needed.',
    ].join('\n');
    expect(builtInResult('J44.1', text)).toBe('NoDetermination');
  });
});

describe('obesity: a BMI at the weight after diuresis', () => {
  it('is the patient\'s BMI beside an admission weight carried by overload', () => {
    const text = 'ADHF with anasarca. Wt 156.4 kg, ht 165 cm (BMI 57.4) on adm.\nOHS / class 3 obesity: BMI 54.7 at d/c weight. Home BiPAP; bariatric bed.';
    expect(builtInResult('Z68.43', text)).toBe('Supported');
  });
});

describe('malnutrition: a dietitian who "meets criteria for moderate" malnutrition', () => {
  it('documents a severity below severe malnutrition', () => {
    const text = 'Nutrition. The dietitian found that he meets criteria for moderate protein-calorie malnutrition in the context of chronic illness: oral intake below 75% of needs for more than a month, mild fat and muscle loss. Supplements started.';
    expect(builtInResult('E43', text)).toBe('Unsupported');
    expect(builtInResult('E44.0', text)).toBe('Supported');
  });
});

describe("pneumonia: an organism grown from another site's specimen", () => {
  const pneumonia = 'CXR: new right lower lobe airspace opacities. T 38.4, WBC 16.2, productive cough; ceftriaxone and azithromycin for 5 days.';

  it('is not the pneumonia\'s organism', () => {
    const text = `${pneumonia}\nUrine culture Klebsiella pneumoniae > 100,000 CFU/mL; asymptomatic bacteriuria, not treated. Respiratory organism not identified.`;
    expect(builtInResult('J15.0', text)).toBe('NoDetermination');
  });

  it('is, where the sputum grew it too', () => {
    expect(builtInResult('J15.0', `${pneumonia}\nSputum and urine cultures grew Klebsiella pneumoniae.`)).toBe('Supported');
  });
});

describe('lactic acidosis beside diabetic ketoacidosis', () => {
  const dka = 'Dx: DKA, T1DM; lactic acidosis.\nDKA, severe (pH 7.12, HCO3 8, AG 28, BHB 6.4); insulin gtt per DKA protocol until the gap closed.';

  it('a lactate of 2.6 that clears is the ketoacidosis, not a lactic acidosis of its own', () => {
    expect(builtInResult('E87.21', `${dka}\nLactate 2.6 -> 1.1 within 4 h of fluids.`)).toBe('Unsupported');
  });

  it('a lactate of 4 or more is one', () => {
    expect(builtInResult('E87.21', `${dka}\nLactate 6.2 -> 3.1 -> 1.8 with fluids; repeat lactate trended.`)).not.toBe('Unsupported');
  });
});

describe("an episode's value in a dated past-history entry", () => {
  const pmh = 'PMH:\n4. Hyponatremia 04/2023 (Na 126) attributed to SIADH from sertraline; sertraline stopped.';

  it('is that episode\'s: sodium normal this stay refutes the hyponatremia', () => {
    expect(builtInResult('E87.1', `${pmh}\nLABS: Na 138.\nHOSPITAL COURSE: Na 137-140 throughout this stay.`)).toBe('Unsupported');
  });

  it('an undated history runs into the arrival paragraph in many notes, so its values stay this stay\'s', () => {
    const text = 'PMH: hypertension, SIADH.\n\nOn arrival: serum sodium 124 mEq/L, serum osm 258. Fluid restriction to 1.2 L; sodium 131 at discharge.';
    expect(builtInResult('E87.1', text)).toBe('Supported');
  });
});

describe('pressure injury healed before the stay', () => {
  const hpi = 'HPI: 67 y.o. with a stage 3 sacral pressure ulcer in 2022 that healed with wound care, admitted with cellulitis of the right shin.';
  const skin = 'Skin (WOC RN 8/12): sacrum with well-healed scar, skin intact, no open area, no non-blanchable erythema. Preventive foam dressing and turning.';

  it('the care it healed with then, a skin check that finds it intact and prevention are no ulcer this stay', () => {
    expect(builtInResult('L89.153', `${hpi}\n${skin}`)).toBe('Unsupported');
  });

  it('healed this stay under wound care, it occurred this stay', () => {
    const text = 'HOSPITAL COURSE: Stage 3 sacral pressure ulcer on admission, 3 x 2 cm, fat visible; WOC RN followed, foam dressing changes; healed by discharge.';
    expect(builtInResult('L89.153', text)).toBe('Supported');
  });
});

describe('a past event this stay\'s data answer', () => {
  it('a leg DVT from 2016 with a negative duplex this stay is no acute DVT', () => {
    const text = 'PMH:\n- LLE DVT 2016 (provoked, after ankle ORIF), completed 6 months warfarin.\nHOSPITAL COURSE: Bilateral LE venous duplex: no DVT bilaterally, no residual thrombus.';
    expect(builtInResult('I82.402', text)).toBe('Unsupported');
  });

  it('"Tobacco: 45 pack-years, quit 2019" is no current nicotine dependence', () => {
    expect(builtInResult('F17.210', 'PMH:\n6. Tobacco: 45 pack-years, quit 2019; denies any tobacco use since.')).toBe('Unsupported');
  });
});

describe('a denial in a sentence that says it revises', () => {
  const course = [
    'CXR (ED): bilateral patchy opacities, read as possible multifocal pneumonia. ED impression CAP; started ceftriaxone and azithromycin. T 39.4 C, WBC 21.0; cough and pleuritic chest pain.',
    'HOSPITAL COURSE: Initially treated as CAP in the ED.',
  ].join('\n');

  it('"the assessment was revised: septic emboli, not pneumonia" and "Final assessment: no pneumonia" refute it', () => {
    const revised = `${course}\nOn review of the CT the attending assessment was revised: opacities are septic pulmonary emboli, not pneumonia. Ceftriaxone stopped. Final assessment: no pneumonia.`;
    expect(builtInResult('J18.9', revised)).toBe('Unsupported');
  });

  it('a result after the name in a final diagnosis is no verdict on it: "pneumonia, organism not identified"', () => {
    const confirmed = `${course}\nCT chest: right lower lobe consolidation. The final diagnosis is community-acquired right lower lobe pneumonia, organism not identified.`;
    expect(builtInResult('J18.9', confirmed)).toBe('Supported');
  });
});

describe('C. difficile from an earlier stay', () => {
  it('"hx C. diff 2022; no diarrhea this admission, formed BMs" is no infection this stay', () => {
    const text = 'PAST MEDICAL HISTORY:\n- C. diff colitis 2022, treated with fidaxomicin, no recurrence\nHOSPITAL COURSE:\n4. GI - hx C. diff 2022; no diarrhea this admission, formed BMs. C. diff testing not indicated.';
    expect(builtInResult('A04.72', text)).toBe('Unsupported');
  });
});

describe('an event that can happen again', () => {
  it('an MI years ago stays an old MI beside this stay\'s NSTEMI; a new MI alone is no old one', () => {
    expect(builtInResult('I25.2', 'HPI: CAD s/p inferior MI 2015 treated with a DES to the RCA. Now admitted with NSTEMI, troponin I 0.08 -> 2.41.')).toBe('Supported');
    expect(builtInResult('I25.2', 'HPI: Admitted with NSTEMI, troponin I 0.08 -> 2.41; cath with DES to the LAD.')).toBe('Unsupported');
  });
});

describe('ventilation kept on after surgery by routine', () => {
  it('"arrived intubated and sedated as per the routine post-cardiac surgery pathway", extubated at 6 h with normal gases, is no respiratory failure', () => {
    const text = 'HOSPITAL COURSE: CABG x3 on 5/9.\n# Ventilation - Arrived to CVICU intubated and sedated as per the routine post-cardiac surgery pathway; extubated at 6 hours post-op without difficulty. Thereafter SpO2 96-98% on 2 L NC, RR 14-18, no respiratory distress, ABG 7.39/41/118 on 2 L.';
    expect(builtInResult('J96.01', text)).toBe('Unsupported');
  });
});

describe('an organism from an earlier infection', () => {
  it('MRSA from a 2021 abscess is not the cause of this stay\'s abscess, whose culture grew MSSA', () => {
    const text = 'PMH:\n2. MRSA abscess L thigh 2021, I&D at outside hospital\nHOSPITAL COURSE:\n1. R forearm cellulitis with abscess s/p I&D - wound cx: MSSA (oxacillin S, clindamycin S). MRSA nares PCR negative. Vancomycin narrowed to cefazolin.';
    expect(builtInResult('B95.62', text)).toBe('Unsupported');
    expect(builtInResult('B95.62', text.replace('wound cx: MSSA (oxacillin S, clindamycin S)', 'wound cx: MRSA (oxacillin R)'))).toBe('Supported');
  });
});

describe('abscesses by site', () => {
  it('a limb abscess by its side, also written as "cellulitis with abscess"', () => {
    const text = 'HOSPITAL COURSE: R forearm cellulitis with abscess s/p I&D at the bedside, purulent drainage; wound cx MSSA; cefazolin.';
    expect(builtInResult('L02.413', text)).toBe('Supported');
    expect(builtInResult('L02.414', text)).not.toBe('Supported');
  });

  it('a peritoneal abscess drained by IR', () => {
    expect(builtInResult('K65.1', 'HOSPITAL COURSE: POD5 fever; CT showed a 5 cm pelvic abscess. IR percutaneous drainage of purulent fluid; piperacillin-tazobactam.')).toBe('Supported');
  });
});

describe('probe 53: a cured infection, a cirrhosis looked for, a neuroleptic adverse effect', () => {
  it('hepatitis C treated to SVR with no virus this stay is no chronic hepatitis C; SVR from past records alone leaves it open', () => {
    const past = 'PMH: hepatitis C dx 2019, treated with sofosbuvir/velpatasvir 2021 with SVR12.';
    expect(builtInResult('B18.2', `${past}\nLABS: HCV RNA not detected.`)).toBe('Unsupported');
    expect(builtInResult('B18.2', past)).not.toBe('Unsupported');
  });

  it('"alcohol-related fatty liver; no evidence of cirrhosis" refutes alcoholic cirrhosis', () => {
    expect(builtInResult('K70.30', 'RUQ US: steatosis, smooth liver contour, no nodularity. Impression: alcohol-related fatty liver; no evidence of cirrhosis.')).toBe('Unsupported');
  });

  it('a neuroleptic malignant syndrome due to haloperidol, stopped, is its adverse effect', () => {
    expect(builtInResult('T43.4X5A', 'HOSPITAL COURSE: Neuroleptic malignant syndrome due to haloperidol given as prescribed. Haloperidol stopped; dantrolene and cooling.')).toBe('Supported');
  });
});

describe('probe 54: a kind of AKI excluded, a prophylaxis withheld, a test still out', () => {
  it('"HRS-AKI excluded" leaves the AKI itself standing', () => {
    const text = [
      'DISCHARGE DIAGNOSES: 4. AKI (pre-renal / diuretic-related), HRS-AKI excluded',
      'LABS: Creatinine 1.9 mg/dL on admission (baseline 0.97 mg/dL) -> 1.1 at d/c after albumin and holding diuretics.',
    ].join('\n');
    expect(builtInResult('N17.9', text)).toBe('Supported');
    expect(builtInResult('N17.9', text.replace('HRS-AKI excluded', 'AKI excluded'))).toBe('Unsupported');
  });

  it('"pharmacological VTE prophylaxis withheld" is attention to a low platelet count', () => {
    const text = 'Thrombocytopenia 2/2 hypersplenism. Platelets 58 - pharmacological VTE prophylaxis withheld, SCDs applied.';
    expect(builtInResult('D69.6', text)).toBe('Supported');
    expect(builtInResult('D69.6', 'Thrombocytopenia 2/2 hypersplenism. Platelets 58.')).not.toBe('Supported');
  });

  it('a septic shock read from a lactate series is not fed the "(6 h)" of its timing', () => {
    const text = [
      'Sepsis due to E. coli bacteremia from cholangitis. T 39.2 C, HR 124, BP 84/50. pip-tazo.',
      '30 mL/kg LR; BP improved to 108/64; vasopressors never required. Lactate 3.8 -> 2.1 (6 h) -> 1.3 (HD2).',
    ].join('\n');
    expect(builtInResult('R65.21', text)).toBe('Unsupported');
    expect(builtInResult('R65.21', text.replace('3.8 ->', '4.6 ->'))).toBe('Supported');
  });

  it('a problem whose item only awaits its test is open: "H. pylori - ... stain PENDING at d/c"', () => {
    const text = 'ASSESSMENT / PROBLEMS:\n7. H. pylori - gastric biopsies sent; pathology incl. H. pylori stain PENDING at d/c. Will treat if positive.\nPLAN: PCP 1 wk; biopsy results to be called to pt.';
    expect(builtInResult('B96.81', text)).toBe('NoDetermination');
    expect(builtInResult('B96.81', text.replace('stain PENDING at d/c', 'stain POSITIVE; bismuth quadruple therapy started'))).toBe('Supported');
  });

  it('a reactive hepatitis C antibody with the RNA pending is no hepatitis C yet; an undetectable RNA refutes it', () => {
    const text = 'LABS: HCV Ab reactive on admission screen; HCV RNA PENDING at d/c - hepatology to follow up.';
    expect(builtInResult('B19.20', text)).toBe('NoDetermination');
    expect(builtInResult('B19.20', 'LABS: HCV Ab reactive; HCV RNA not detected.')).toBe('Unsupported');
  });
});

describe('probe 53: a type 1 NSTEMI beside a type 2 MI the team excluded', () => {
  const text = [
    'HPI: substernal chest pressure with diaphoresis. ECG on arrival: 2 mm ST depression V4-V6, no STE. hs-cTnI 12 ng/L at 0 h.',
    'LAB TABLE',
    '| Test | 04-07 | 04-08 | Ref |',
    '|---|---|---|---|',
    '| hs-cTnI (ng/L) | 12 / 486 (3 h) | 1,920 | <34 (M) |',
    'HOSPITAL COURSE: 1. NSTEMI (type 1). LHC: 95% thrombotic stenosis of the mid LCx (culprit), s/p DES. Type 2 MI excluded given culprit thrombotic lesion on cath.',
    'PROBLEM LIST: - NSTEMI - Active',
    '- Type 2 MI / demand - Active (from ED note)',
  ].join('\n');

  it('"Type 2 MI excluded" denies only that type: the NSTEMI stands, the type 2 code falls', () => {
    expect(builtInResult('I21.4', text)).toBe('Supported');
    expect(builtInResult('I21.A1', text)).toBe('Unsupported');
  });

  it('an MI denied without a type still denies every MI', () => {
    expect(builtInResult('I21.4', text.replace('Type 2 MI excluded', 'MI excluded'))).toBe('Unsupported');
  });
});

describe('probe 54: a deficit from a stroke dated to an earlier year', () => {
  it('"left hemiplegia from a right MCA infarct in 2021" is its sequela; an acute infarct this stay is not', () => {
    expect(builtInResult('I69.354', 'HPI: Bedbound resident with left hemiplegia from a right MCA infarct in 2021. Baclofen continued for spasticity.')).toBe('Supported');
    expect(builtInResult('I69.354', 'Acute right MCA infarct with left hemiplegia; tPA given.')).not.toBe('Supported');
  });
});

describe('probe 53: a thyrotoxic AF on esmolol, a borderline potassium beside telemetry for the rhythm', () => {
  it('esmolol and propranolol for the rate manage an AF', () => {
    expect(builtInResult('I48.91', 'HOSPITAL COURSE: 2. AF with RVR, new onset, thyrotoxic: esmolol gtt then propranolol; converted to NSR.')).toBe('Supported');
  });

  it('telemetry for the AF is no monitoring of a lone 3.4 that recovered untreated; telemetry for the potassium is', () => {
    const course = 'Unit: MICU, then telemetry.\nHOSPITAL COURSE: AF with RVR on esmolol.\n5. Potassium: K 3.4 on admission labs; repeat 3.9 without replacement. No intervention.';
    expect(builtInResult('E87.6', course)).toBe('Unsupported');
    expect(builtInResult('E87.6', 'HOSPITAL COURSE: K 2.9 on admission; kept on telemetry for the potassium, repeat 3.3 the next day.')).toBe('Supported');
  });
});

describe('acute blood loss anemia: the surgeon writes the expected loss had no effect', () => {
  const text = [
    'Right total knee arthroplasty. EBL 200 mL.',
    'POD2: sinus tachycardia to 112 with pleuritic chest discomfort; CTPA no pulmonary embolism, atelectasis.',
    'Hemoglobin 12.6 g/dL preoperatively -> 11.1 -> 10.9 g/dL. Asymptomatic, hemodynamically stable; expected postoperative blood loss, no transfusion indicated.',
  ].join('\n');

  it('a tachycardia the note gives no tie to the anemia does not make the expected loss acute blood loss anemia', () => {
    expect(builtInResult('D62', text)).toBe('Unsupported');
  });

  it('without that word, the same tachycardia is the symptom payers ask for', () => {
    expect(builtInResult('D62', text.replace('Asymptomatic, hemodynamically stable; ', ''))).toBe('Supported');
  });
});

describe('respiratory failure: "no acute component" said of something else', () => {
  const text = [
    'Acute hypoxic respiratory failure: SpO2 86% on room air with RR 28 on arrival; required 5 L NC, weaned to room air on day 4.',
    'Duplex: right popliteal vein thrombus unchanged from the 2022 study - chronic, no acute component.',
  ].join('\n');

  it('a chronic clot with no acute component leaves the acute respiratory failure supported', () => {
    expect(builtInResult('J96.01', text)).toBe('Supported');
  });

  it('said of the breathing itself, it denies the acute failure', () => {
    expect(builtInResult('J96.01', 'Chronic hypoxic respiratory failure on 2 L home oxygen, at baseline, no acute component. SpO2 91% on 2 L.')).toBe('Unsupported');
  });
});

describe('postprocedural respiratory failure (J95.821)', () => {
  it('is the acute failure, named and shown, after an operation', () => {
    const text = 'POD 1 after colectomy: acute hypoxic respiratory failure, SpO2 84% on room air, RR 32 with accessory muscle use; BiPAP, then reintubated.';
    expect(builtInResult('J95.821', text)).toBe('Supported');
    expect(builtInResult('J95.821', text.replace('POD 1 after colectomy: ', ''))).toBe('NoDetermination');
  });

  it('a desaturation after an opioid, corrected with 2 L and no distress, is not one', () => {
    const text = 'POD0: in PACU, SpO2 89% on room air while drowsy after hydromorphone; 2 L nasal cannula with SpO2 95%, RR 16, no increased work of breathing. Room air by POD1.';
    expect(builtInResult('J95.821', text)).toBe('Unsupported');
  });
});
