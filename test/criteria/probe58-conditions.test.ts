import { builtInResult } from '../support/built-in';

/**
 * What blind probe 58 (cardiology, nephrology, endocrine; infection, oncology, hematology) found
 * the table reading wrongly. Each row: a note a reviewer would decide as the last column says.
 */
describe('probe 58 readings', () => {
  it.each([
    // Hypomagnesemia: a low magnesium repleted is the diagnosis even unnamed; one nobody treats is not.
    ['E83.42', 'LABS: Mg 1.4 mg/dL (ref 1.7-2.2). HOSPITAL COURSE: Magnesium sulfate 2 g IV given; repeat Mg 2.0.', 'Supported'],
    ['E83.42', 'LABS: Mg 1.5 mg/dL. Potassium 4.1. Home on day 2.', 'NoDetermination'],
    // Z79.01: an anticoagulant declined and none given is no long-term use.
    ['Z79.01', 'Paroxysmal AF, CHA2DS2-VASc 3. Anticoagulation was recommended; the patient declined any anticoagulant. She was discharged on no anticoagulant.', 'Unsupported'],
    ['Z79.01', 'Started apixaban 5 mg BID for AF, planned indefinitely. Weight-based enoxaparin not used (on apixaban).', 'Supported'],
    // B95.62: a negative MRSA screen with no MRSA grown, vancomycin stopped.
    ['B95.62', 'Left leg cellulitis. MRSA nares PCR: negative. Vancomycin was stopped and cefazolin continued.', 'Unsupported'],
    ['B95.62', 'MRSA bacteremia from a left leg abscess. MRSA nares PCR negative. Vancomycin for 14 days.', 'Supported'],
    // L02.416: an ultrasound that finds no collection or abscess.
    ['L02.416', 'Cellulitis of the left lower extremity treated with cefazolin. Bedside ultrasound of the left shin: no drainable fluid collection or abscess.', 'Unsupported'],
    // G30.9: dementia "(Alzheimer type)" in parentheses.
    ['G30.9', 'HPI: 84F with advanced dementia (Alzheimer type, nonverbal at baseline, FAST 7a). Donepezil 10 mg continued.', 'Supported'],
    // "CA" for cancer after a site, with a side abbreviation.
    ['Z85.3', 'PMH: Hx L breast CA - lumpectomy + XRT 2009, completed anastrozole 2014; no recurrence; no current treatment.', 'Supported'],
    ['C50.911', 'HPI: 58F with metastatic R breast ca on second-line docetaxel, C3D1 last week. Plan: next cycle per oncology.', 'Supported'],
    // Lung cancer by lobe and side.
    ['C34.11', 'Stage IV adenocarcinoma of the left upper lobe with brain metastases, on pembrolizumab, held this stay.', 'Unsupported'],
    ['C34.12', 'Stage IV adenocarcinoma of the left upper lobe with brain metastases, on pembrolizumab, held this stay.', 'Supported'],
    ['C34.11', 'Non-small cell lung cancer on pembrolizumab, held this stay.', 'NoDetermination'],
    // E55.9: calcitriol at dialysis is for the parathyroids, not a vitamin D deficiency.
    ['E55.9', 'PMH: Vitamin D deficiency. ESRD on HD. Discharge medications: sevelamer; calcitriol 0.25 mcg three times weekly at HD.', 'NoDetermination'],
    ['E55.9', 'PMH: Vitamin D deficiency. Discharge medications: cholecalciferol 2000 units daily.', 'Supported'],
    // E10.42: a neuropathy screen that finds none.
    ['E10.42', 'T1DM on an insulin pump. #8 Neuropathy screen - 10 g monofilament and vibration sense intact bilaterally, ankle reflexes 2+. No diabetic peripheral neuropathy.', 'Unsupported'],
  ])('%s: %s', (code, text, expected) => {
    expect(builtInResult(code, text)).toBe(expected);
  });

  it.each([
    // Z80-Z84: a relative's condition, never the patient's own.
    ['Z80.0', 'FAMILY HISTORY: Father had colon cancer at 58. Mother with hypertension.', 'Supported'],
    ['Z80.0', 'HPI: History of colon cancer s/p right hemicolectomy 2016.\nFAMILY HISTORY: No family history of colon cancer.', 'Unsupported'],
    ['Z80.0', 'HPI: History of colon cancer s/p right hemicolectomy 2016.', 'NoDetermination'],
    ['Z80.3', 'FAMILY HISTORY:\nNoncontributory.', 'Unsupported'],
    ['Z80.3', 'FHx: mother - breast ca age 49. Father - CAD.', 'Supported'],
    ['Z82.49', 'FHx: mother - breast ca age 49. Father - CAD.', 'Supported'],
    ['Z82.49', 'PMH: CAD s/p PCI to the LAD in 2019.', 'NoDetermination'],
    ['Z83.3', 'Her brother and her mother both have type 2 diabetes.', 'Supported'],
  ])('family history, %s: %s', (code, text, expected) => {
    expect(builtInResult(code, text)).toBe(expected);
  });

  it('a cancer treated before the stay and over is its history code, not the active one', () => {
    const text = [
      'HPI: 67M with prostate adenocarcinoma treated with radical prostatectomy in 2015, admitted with pyelonephritis.',
      'HOSPITAL COURSE:',
      '1. Pyelonephritis: ceftriaxone, then cefpodoxime.',
      '6. Prostate cancer: s/p radical prostatectomy 2015 without adjuvant therapy. PSA in November 2023 was undetectable. No current treatment; he follows with urology annually. No evidence of recurrence on CT this admission.',
    ].join('\n');
    expect(builtInResult('C61', text)).toBe('Unsupported');
    expect(builtInResult('Z85.46', text)).toBe('Supported');
    // Hormone therapy keeps it current, whatever the surveillance found.
    const onTherapy = 'HOSPITAL COURSE:\n6. Prostate cancer: s/p radical prostatectomy 2015, biochemical recurrence 2022. Leuprolide every 3 months, continued. No evidence of metastatic recurrence on CT.';
    expect(builtInResult('C61', onTherapy)).toBe('Supported');
    expect(builtInResult('Z85.46', onTherapy)).toBe('Unsupported');
  });

  it('a sacrum examined and clear is not the pressure-injury site, beside injuries elsewhere', () => {
    const text = [
      'PROBLEMS: 3) Pressure injuries - R buttock, L heel; sacrum checked',
      'SKIN (WOC RN):',
      ' - R buttock: full-thickness, subQ fat visible, no bone/tendon palpable = Stage 3 PI, POA. Alginate + foam, q2h turns.',
      ' - Sacrum/coccyx: blanchable erythema only; skin intact; no PI. Barrier cream.',
    ].join('\n');
    expect(builtInResult('L89.159', text)).toBe('Unsupported');
    expect(builtInResult('L89.313', text)).toBe('Supported');
    // Found later in the stay: "not present on admission" denies nothing about the sacrum now.
    expect(builtInResult('L89.159', 'Sacral skin: her nurse found a small sacral pressure injury, not present on the admission skin assessment. Foam dressing and turning every 2 hours.')).toBe('Supported');
  });
});
