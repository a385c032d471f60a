import { builtInResult } from '../support/built-in';

/**
 * What blind probe 59 (neurology, psychiatry and substance use; GI, surgery and pulmonary) found the
 * table reading wrongly. Each row: a note a reviewer would decide as the last column says.
 */
describe('probe 59 readings', () => {
  it.each([
    // "not suspected" denies; thiamine given as prophylaxis does not make Wernicke's.
    ['E51.2', 'Thiamine 200 mg IV TID as prophylaxis. No ophthalmoplegia, nystagmus or ataxia on serial exams; Wernicke encephalopathy not suspected clinically.', 'Unsupported'],
    // Marijuana smoked is no tobacco; a smoker who quit is no current dependence.
    ['F17.210', '#7 Cannabis: smokes marijuana 2-3x/wk. SOCIAL HISTORY: Tobacco: former smoker, quit 2012 (20 pack-years). No current tobacco or vaping.', 'Unsupported'],
    // A differential's candidate, ruled out.
    ['F31.9', 'Bipolar spectrum illness was considered given the referral question and was ruled out on history, MDQ and collateral.', 'NoDetermination'],
    // Opioid use disorder in sustained remission, written in parts.
    ['F11.21', 'Opioid use disorder, severe, beginning 2015; in sustained remission since 2020. Buprenorphine-naloxone continued by her addiction medicine clinic.', 'Supported'],
    // "does not meet criteria for alcohol use disorder" refutes the mildest of them too.
    ['F10.10', 'Alcohol: 1-2 glasses of wine per month, AUDIT-C 1, no binge use; does not meet criteria for alcohol use disorder.', 'Unsupported'],
    ['F15.10', 'Amphetamine on UDS: explained by his prescribed mixed amphetamine salts for ADHD. Addiction medicine found no stimulant use disorder.', 'Unsupported'],
    // A prior suicide attempt is the history code.
    ['Z91.51', 'PSYCHIATRIC HISTORY: Prior suicide attempt by acetaminophen overdose in 2019, admitted to ICU.', 'Supported'],
    // "L hemiplegia" with the side abbreviated.
    ['G81.94', 'Dx: Spontaneous R putaminal ICH w/ L hemiplegia. Exam at d/c: LUE 0/5, LLE 1/5. Inpatient rehabilitation with PT/OT.', 'Supported'],
    // Scans without herniation or shift refute a brain compression.
    ['G93.5', 'Repeat CT head: stable 28 mL hematoma, no midline shift, basal cisterns patent, no herniation. Neurosurgery: nonoperative.', 'Unsupported'],
    // Medication forgotten on a trip.
    ['Z91.138', 'Traveling for a wedding; forgot to pack her medication and missed levetiracetam for 4 days. Level undetectable. Counseled on pill organizer.', 'Supported'],
    // A TIA with a negative MRI, and the clinic named for strokes, is no stroke.
    ['I63.9', 'DX: TIA. MRI brain w/ DWI: NO restricted diffusion; no acute infarct. DWI-neg -> TIA, not stroke. F/U: stroke clinic 4 wk.', 'Unsupported'],
    // Carotid stenosis by side.
    ['I65.21', 'CTA H&N: L ICA origin stenosis ~70% (NASCET). R ICA patent, no stenosis. Vascular surgery: L carotid endarterectomy scheduled.', 'Unsupported'],
    ['I65.22', 'CTA H&N: L ICA origin stenosis ~70% (NASCET). R ICA patent, no stenosis. Vascular surgery: L carotid endarterectomy scheduled.', 'Supported'],
    // Adhesive obstruction written in parts.
    ['K56.52', '1. Complete small bowel obstruction due to adhesive band (closed loop).\nProcedure: Exploratory laparotomy, lysis of adhesions.', 'Supported'],
    // Hemorrhoids by grade.
    ['K64.1', 'Colonoscopy HD2: sigmoid diverticulosis with an adherent clot (clipped); grade II internal hemorrhoids (non-bleeding).', 'Supported'],
    ['K64.2', 'Colonoscopy HD2: sigmoid diverticulosis with an adherent clot (clipped); grade II internal hemorrhoids (non-bleeding).', 'Unsupported'],
    // A biopsy sent for an organism is no finding of it.
    ['B96.81', 'EGD: duodenal bulb ulcer; gastric biopsies taken for H. pylori. Pantoprazole 40 mg BID.', 'NoDetermination'],
    // A tachycardia the rhythm explains is no effect of an expected operative loss.
    ['D62', 'HOSPITAL COURSE:\nHeme: Hgb 13.1 on admission -> 10.2 POD1 after open sigmoid colectomy, felt to be expected operative blood loss; no transfusion.\nCardiac: POD2 new atrial fibrillation with RVR (HR 140s), IV diltiazem, converted to sinus.', 'Unsupported'],
    // The sleep apnoea's CPAP, off and resumed, is no escalation for a sleeping desaturation.
    ['J96.01', 'HOSPITAL COURSE:\nRespiratory: On POD1 SpO2 dipped to 89% while asleep without CPAP; CPAP was resumed. Daytime SpO2 93% on RA, RR 16, no respiratory distress.\nDISCHARGE DIAGNOSES: acute hypoxic respiratory failure', 'Unsupported'],
  ])('%s: %s', (code, text, expected) => {
    expect(builtInResult(code, text)).toBe(expected);
  });
});
