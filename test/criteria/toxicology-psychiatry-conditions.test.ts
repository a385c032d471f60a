import { toxicologyPsychiatryConditions } from '../../criteria/common/toxicology-psychiatry.en';
import { builtInRegistry } from '../../lib/validate-claim';
import { builtInResult, codesNotOwnedByTheirEntry } from '../support/built-in';

/**
 * Serotonin syndrome and NMS, the salicylate, SNRI and lithium poisonings by intent, bipolar disorder
 * by episode, severity and remission, anorexia nervosa by type and DSM-5 severity, polydipsia,
 * sarcopenia, DIC, intracardiac thrombosis, acute pulmonary edema and dementia in other diseases by
 * severity (criteria/common/toxicology-psychiatry.en.ts and the table's poisoning and dementia
 * entries). Each entry: a note that supports it, and one that does not for a reason a reviewer would see.
 */

const resultOf = builtInResult;

describe('toxicology and psychiatry entries', () => {
  it('resolve each code to its own pack', () => {
    expect(codesNotOwnedByTheirEntry(toxicologyPsychiatryConditions)).toEqual([]);
  });

  it('covers G90.81, G21.0, F31.0-F31.78, F50.010-F50.029, F02.A0-F02.C4, R63.1, M62.84, D65, I51.3 and J81.0', () => {
    const codes = new Set(toxicologyPsychiatryConditions.flatMap((c) => c.codes));
    for (const c of ['F310', 'F3110', 'F3111', 'F3112', 'F3113', 'F312', 'F3130', 'F3131', 'F3132', 'F314', 'F315', 'F3160', 'F3161', 'F3162', 'F3163', 'F3164']) expect(codes.has(c)).toBe(true);
    for (let n = 0; n <= 8; n++) expect(codes.has(`F317${n}`)).toBe(true);
    for (const t of ['1', '2']) for (const s of ['0', '1', '2', '3', '4', '9']) expect(codes.has(`F500${t}${s}`)).toBe(true);
    for (const s of ['A', 'B', 'C']) for (const d of ['0', '11', '18', '2', '3', '4']) expect(codes.has(`F02${s}${d}`)).toBe(true);
    for (const c of ['G9081', 'G210', 'R631', 'M6284', 'D65', 'I513', 'J810']) expect(codes.has(c)).toBe(true);
  });

  it('resolve the new poisoning codes to their intent', () => {
    const registry = builtInRegistry();
    expect(registry.lookup('T39011A')?.pack.id).toBe('common-salicylate-poisoning-accidental');
    expect(registry.lookup('T39012A')?.pack.id).toBe('common-salicylate-poisoning-intentional-self-harm');
    expect(registry.lookup('T43211A')?.pack.id).toBe('common-snri-poisoning-accidental');
    expect(registry.lookup('T43212A')?.pack.id).toBe('common-snri-poisoning-intentional-self-harm');
  });
});

describe('serotonin syndrome (G90.81) and neuroleptic malignant syndrome (G21.0)', () => {
  it.each([
    ['G90.81', 'Serotonin syndrome after tramadol was added to sertraline: tremor, inducible ankle clonus, hyperreflexia, T 38.6. Serotonergic agents discontinued, cyproheptadine given, lorazepam for agitation.', 'Supported'],
    ['G90.81', 'Agitation and tremor on sertraline. No clonus or hyperreflexia on exam; Hunter criteria not met. Symptoms attributed to alcohol withdrawal.', 'Unsupported'],
    ['G90.81', 'Sertraline continued; counseled on serotonin syndrome risk with tramadol.', 'NoDetermination'],
    ['G21.0', 'Neuroleptic malignant syndrome after haloperidol: lead pipe rigidity, T 39.4, CK 18,000. Haloperidol discontinued, dantrolene and bromocriptine given, aggressive IV fluids in the ICU.', 'Supported'],
    ['G21.0', 'Fever and confusion on olanzapine. CK 140, no rigidity. NMS was excluded; urosepsis treated with ceftriaxone.', 'Unsupported'],
    ['G21.0', 'Fever and stiffness on haloperidol; neuroleptic malignant syndrome ruled out, CK normal.', 'Unsupported'],
    ['G21.0', 'Hyperthermia on risperidone; criteria for neuroleptic malignant syndrome were not met.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('poisonings by salicylates, SNRIs and lithium (T39.01-, T43.21-, T43.59-)', () => {
  it.each([
    ['T39.011A', 'Accidental aspirin overdose: chronic salicylism from taking extra aspirin for arthritis pain. Salicylate level 48, treated with a bicarbonate drip for urine alkalinization.', 'Supported'],
    ['T39.012A', 'Intentional aspirin overdose in a suicide attempt, took 60 tablets. Salicylate level 72; bicarbonate drip and hemodialysis. Psychiatry consulted, sitter.', 'Supported'],
    ['T39.011A', 'Intentional aspirin overdose in a suicide attempt, took 60 tablets. Salicylate level 72; bicarbonate drip and hemodialysis.', 'Unsupported'],
    ['T39.012A', 'Salicylate toxicity with salicylate level 45; bicarbonate drip. Denies suicidal intent; took extra aspirin for a headache.', 'Unsupported'],
    ['T43.212A', 'Suicide attempt by venlafaxine overdose; seizure in the ED, lorazepam given, QRS monitored on telemetry. Psychiatry consulted.', 'Supported'],
    ['T43.211A', 'Suicide attempt by venlafaxine overdose; seizure in the ED, lorazepam given, QRS monitored on telemetry.', 'Unsupported'],
    ['T43.211A', "Accidental duloxetine ingestion by the patient, who took her husband's pills; observed on telemetry, poison control consulted.", 'Supported'],
    ['T43.591A', 'Lithium level 3.1 with tremor and confusion in the setting of AKI; emergent hemodialysis.', 'Supported'],
    ['T43.591A', 'Chronic lithium toxicity due to dehydration; lithium held, IV fluids, serial lithium levels trended down.', 'Supported'],
    ['T43.592A', 'Chronic lithium toxicity due to dehydration; lithium held, IV fluids, serial lithium levels trended down.', 'Unsupported'],
    ['T43.592A', 'Intentional lithium overdose in a suicide attempt; lithium level 4.2, hemodialysis, psychiatry consulted.', 'Supported'],
    ['T43.591A', 'Bipolar disorder on lithium; lithium level 0.8, continued.', 'NoDetermination'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('bipolar disorder by current episode and remission (F31.0 to F31.78)', () => {
  it.each([
    ['F31.0', 'Bipolar I disorder, current episode hypomanic: decreased need for sleep and pressured speech; lithium resumed, psychiatry following.', 'Supported'],
    ['F31.0', 'Bipolar I disorder, current episode hypomanic with grandiose delusions; olanzapine started.', 'Unsupported'],
    ['F31.10', 'Bipolar I disorder, current episode manic; lithium restarted and olanzapine added by psychiatry.', 'Supported'],
    ['F31.10', 'Bipolar I disorder, current episode manic with psychotic features; haloperidol and lithium.', 'Unsupported'],
    ['F31.13', 'Bipolar I disorder, current episode manic, severe, without psychotic features; lithium and quetiapine, inpatient psychiatry.', 'Supported'],
    ['F31.13', 'Bipolar I disorder, current episode manic; lithium restarted.', 'NoDetermination'],
    ['F31.11', 'Bipolar I disorder, current episode manic, severe; lithium and quetiapine.', 'Unsupported'],
    ['F31.2', 'Bipolar disorder, current episode manic with psychotic features: grandiose and persecutory delusions. Haloperidol and lithium, involuntary hold.', 'Supported'],
    ['F31.2', 'Bipolar disorder, current episode manic without psychotic features; lithium.', 'Unsupported'],
    ['F31.31', 'Bipolar disorder, current episode depressed, mild; lamotrigine increased, outpatient psychiatry.', 'Supported'],
    ['F31.32', 'Bipolar disorder, current episode depressed, mild; lamotrigine increased.', 'Unsupported'],
    ['F31.30', 'Bipolar depression with passive suicidal ideation; quetiapine increased, psychiatry consulted.', 'Supported'],
    ['F31.4', 'Bipolar I disorder, current episode depressed, severe, without psychotic features; ECT started.', 'Supported'],
    ['F31.4', 'Bipolar disorder in full remission on lithium; admitted for pneumonia.', 'Unsupported'],
    ['F31.5', 'Bipolar I disorder, current episode depressed, severe, with psychotic features (nihilistic delusions); ECT and olanzapine.', 'Supported'],
    ['F31.5', 'Bipolar I disorder with a depressive episode; lamotrigine continued.', 'NoDetermination'],
    ['F31.74', 'Bipolar I disorder in full remission, most recent episode manic; lithium continued, level 0.8.', 'Supported'],
    ['F31.74', 'Bipolar I disorder, current episode manic; lithium restarted, olanzapine added.', 'Unsupported'],
    ['F31.73', 'Bipolar I disorder in full remission, most recent episode manic; lithium continued.', 'Unsupported'],
    ['F31.76', 'Bipolar disorder in full remission; lithium continued.', 'NoDetermination'],
    ['F31.76', 'Bipolar disorder in full remission, most recent episode depressed; lamotrigine continued.', 'Supported'],
    ['F31.75', 'Bipolar disorder in full remission, most recent episode depressed; lamotrigine continued.', 'Unsupported'],
    ['F31.70', 'Bipolar I disorder, in remission on lithium; lithium level 0.7.', 'Supported'],
    ['F31.70', 'Bipolar I disorder, admitted with acute mania; lithium restarted.', 'Unsupported'],
    ['F31.71', 'Bipolar disorder in partial remission, most recent episode hypomanic; lamotrigine and outpatient psychiatry.', 'Supported'],
    ['F31.78', 'Bipolar disorder in full remission, most recent episode mixed; lithium continued.', 'Supported'],
    ['F31.64', 'Bipolar disorder, current episode mixed, severe, with psychotic features; olanzapine and lithium.', 'Supported'],
    ['F31.61', 'Bipolar disorder, current episode mixed, mild; valproate continued.', 'Supported'],
    ['F31.10', 'Bipolar II disorder, hypomanic; lamotrigine continued.', 'Unsupported'],
    ['F31.9', 'Bipolar disorder on lithium; lithium level 0.8.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('anorexia nervosa by type and severity (F50.01-, F50.02-)', () => {
  it.each([
    ['F50.011', 'Anorexia nervosa, restricting type, moderate; BMI 16.4 on admission. Refeeding protocol with phosphorus monitoring, supervised meals.', 'Supported'],
    ['F50.011', 'Anorexia nervosa, restricting type; BMI 16.4 on admission. Refeeding protocol with phosphorus monitoring.', 'Supported'],
    ['F50.011', 'Anorexia nervosa, restricting type; refeeding protocol, supervised meals.', 'NoDetermination'],
    ['F50.011', 'Anorexia nervosa, restricting type; BMI 14.2. Nasogastric feeding and refeeding protocol.', 'Unsupported'],
    ['F50.013', 'Anorexia nervosa, restricting type; BMI 14.2. Nasogastric feeding and refeeding protocol.', 'Supported'],
    ['F50.012', 'Anorexia nervosa, restricting type, severe; BMI 15.3. Refeeding protocol.', 'Supported'],
    ['F50.010', 'Anorexia nervosa, restricting type, mild; BMI 17.6. Meal plan and outpatient eating disorder program.', 'Supported'],
    ['F50.014', 'Anorexia nervosa, restricting type, in remission; weight restored, BMI 20. Followed by the eating disorder team.', 'Supported'],
    ['F50.014', 'Anorexia nervosa, restricting type; BMI 15.1, refeeding protocol.', 'Unsupported'],
    ['F50.019', 'Anorexia nervosa, restricting type; refeeding protocol, supervised meals.', 'Supported'],
    ['F50.022', 'Anorexia nervosa, binge eating/purging type, severe; BMI 15.5, hypokalemia from purging. Refeeding protocol and psychiatry.', 'Supported'],
    ['F50.022', 'Anorexia nervosa, restricting type, severe; BMI 15.5. Refeeding protocol.', 'Unsupported'],
    ['F50.029', 'Bulimia nervosa with hypokalemia; potassium repleted, psychiatry consulted.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('polydipsia (R63.1), sarcopenia (M62.84), DIC (D65), intracardiac thrombosis (I51.3), acute pulmonary edema (J81.0)', () => {
  it.each([
    ['R63.1', 'Psychogenic polydipsia with sodium 121 and urine osmolality 80; free water restriction, sodium corrected.', 'Supported'],
    ['R63.1', 'Polydipsia noted on problem list.', 'NoDetermination'],
    ['M62.84', 'Sarcopenia: grip strength 14 kg, gait speed 0.6 m/s; physical therapy and protein supplementation.', 'Supported'],
    ['M62.84', 'PMH: sarcopenia.', 'NoDetermination'],
    ['D65', 'Septic shock complicated by DIC: platelets 38, fibrinogen 90, D-dimer > 20, ISTH score 6. Cryoprecipitate and platelet transfusion.', 'Supported'],
    ['D65', 'Thrombocytopenia in sepsis. ISTH DIC score 3 with normal fibrinogen; not consistent with overt DIC.', 'Unsupported'],
    ['D65', 'No DIC; fibrinogen normal.', 'Unsupported'],
    ['I51.3', 'Anterior STEMI 6 weeks ago; echo shows an apical LV thrombus. Started apixaban, repeat echo in 3 months.', 'Supported'],
    ['I51.3', 'Possible LV thrombus on TTE; cardiac MRI showed no thrombus, prominent trabeculation only. Anticoagulation not started.', 'Unsupported'],
    ['I51.3', 'LV thrombus excluded by cardiac MRI.', 'Unsupported'],
    ['J81.0', 'Flash pulmonary edema from hypertensive emergency: CXR with bilateral alveolar edema; BiPAP, high dose nitroglycerin and IV furosemide.', 'Supported'],
    ['J81.0', 'Dyspnea; CXR without pulmonary edema. Treated for COPD exacerbation.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('dementia by severity and Alzheimer disease (F02.A- to F02.C-, F03.C0, G30.1, G30.9)', () => {
  it.each([
    ['F02.C0', "Severe Alzheimer's dementia, FAST 7c; dependent for all ADLs, hospice consulted. Donepezil stopped.", 'Supported'],
    ['F02.C0', "Alzheimer's dementia, FAST 7c; dependent for all ADLs, hospice consulted.", 'Supported'],
    ['F02.A0', "Alzheimer's dementia, FAST 7c; dependent for all ADLs, hospice consulted.", 'Unsupported'],
    ['F02.B0', "Moderate Alzheimer's dementia, MMSE 14/30; donepezil continued.", 'Supported'],
    ['F02.B0', "Alzheimer's dementia on donepezil.", 'NoDetermination'],
    ['F02.B11', "Moderate Alzheimer's dementia with agitation, combative at night; quetiapine at bedtime, donepezil continued.", 'Supported'],
    ['F02.B0', "Moderate Alzheimer's dementia with agitation, combative at night; quetiapine at bedtime, donepezil continued.", 'Unsupported'],
    ['F02.A2', "Mild Alzheimer's dementia; donepezil continued.", 'NoDetermination'],
    ['F03.C0', 'Dementia, FAST 7c; hospice.', 'Supported'],
    ['F03.C0', 'Dementia; FAST exam negative for free fluid.', 'NoDetermination'],
    ['G30.1', 'Alzheimer disease, late onset; donepezil and memantine continued.', 'Supported'],
    ['G30.1', 'Alzheimer disease, early onset; donepezil continued.', 'Unsupported'],
    ['G30.9', "Alzheimer's disease, FAST 6; daughter is caregiver.", 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});
