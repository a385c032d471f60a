import { detectSections, sectionAt } from '../../lib/segment/sections';

function outline(text: string): [string, string | null][] {
  return detectSections(text).map((s) => [s.category, s.title?.text ?? null]);
}

describe('detectSections', () => {
  it('finds `Header:` at line start, with content on the same line', () => {
    const text = 'HISTORY OF PRESENT ILLNESS:  Fever.\nPast Medical History: HTN.\nHOSPITAL COURSE:  Treated.';
    expect(outline(text)).toEqual([
      ['history-present-illness', 'HISTORY OF PRESENT ILLNESS'],
      ['past-medical-history', 'Past Medical History'],
      ['hospital-course', 'HOSPITAL COURSE'],
    ]);
  });

  it("reads an inpatient problem list as the stay's assessment, not the past history", () => {
    const text = 'PROBLEM LIST:\n1. Colitis.\n2. Sepsis.\nRECOMMENDATIONS:\n1. GI consult.';
    expect(outline(text)).toEqual([
      ['assessment-plan', 'PROBLEM LIST'],
      ['assessment-plan', 'RECOMMENDATIONS'],
    ]);
  });

  it('reads a problem\'s capitalised status label as the start of its item, not a section ("RULED OUT: Diabetes")', () => {
    const text = 'PROBLEM LIST AT DISCHARGE\nACTIVE: COPD with acute exacerbation - improved.\nRULED OUT: Diabetes mellitus - HbA1c 5.2%.\nCHRONIC, STABLE: Hypertension.';
    expect(outline(text)).toEqual([['assessment-plan', 'PROBLEM LIST AT DISCHARGE']]);
  });

  it('finds numbered headers and a known header alone on its line', () => {
    const text = '1. DISCHARGE DIAGNOSES:\n1. Sepsis.\nDISPOSITION\nHome.';
    expect(outline(text)).toEqual([
      ['discharge-diagnoses', 'DISCHARGE DIAGNOSES'],
      ['discharge-instructions', 'DISPOSITION'],
    ]);
  });

  it('finds a long known header in sentence case alone on its line, but not the same words with text after them', () => {
    expect(outline('Course text.\n\nDiagnoses considered and not carried forward:\n- Pneumonia: cleared with diuresis.')).toEqual([
      ['other', null],
      ['excluded-diagnoses', 'Diagnoses considered and not carried forward'],
    ]);
    expect(outline('Course text.\nDiagnoses considered and not carried forward: pneumonia, which cleared.')).toEqual([['other', null]]);
  });

  it('finds ALL-CAPS headers inside a line when line breaks were flattened to commas', () => {
    const text = 'DISCHARGE DIAGNOSIS:  , Pneumonia.,SECONDARY DIAGNOSIS: , Diarrhea.,FAMILY HISTORY:, Mother with CHF.';
    expect(outline(text)).toEqual([
      ['discharge-diagnoses', 'DISCHARGE DIAGNOSIS'],
      ['discharge-diagnoses', 'SECONDARY DIAGNOSIS'],
      ['family-history', 'FAMILY HISTORY'],
    ]);
  });

  it('handles a note with no line breaks at all, double-spaced', () => {
    const text = 'The patient is a 60-year-old man.  PAST MEDICAL HISTORY:  Diabetes.  SOCIAL HISTORY:  No tobacco.';
    expect(outline(text)).toEqual([
      ['other', null],
      ['past-medical-history', 'PAST MEDICAL HISTORY'],
      ['social-history', 'SOCIAL HISTORY'],
    ]);
  });

  it('reads a known header with a bracketed qualifier ("Admitting diagnosis (ED):")', () => {
    const text = 'Admitting diagnosis (ED): "COPD exacerbation"\nHospital course (attending addendum): Treated.\nPulmonary consult (Dr. Lee): agree.';
    expect(outline(text)).toEqual([
      ['admission-diagnoses', 'Admitting diagnosis (ED)'],
      ['hospital-course', 'Hospital course (attending addendum)'],
    ]);
  });

  it('reads a long bracketed qualifier, but not a result labelled with a bracket', () => {
    const text = 'Course: treated.\nEGD (GI, 05/06): duodenal ulcer.\nDISCHARGE DIAGNOSES (carried forward from the admission problem list by the template): 1. MRSA pneumonia';
    expect(outline(text)).toEqual([
      ['hospital-course', 'Course'],
      ['discharge-diagnoses', 'DISCHARGE DIAGNOSES (carried forward from the admission problem list by the template)'],
    ]);
  });

  it('reads questions alone on their lines as the headings of what answers them', () => {
    expect(outline('Why was he admitted?\nVomiting.\n\nWhat changed during the stay?\nIV fluids.\n\nWhat were his diagnoses?\n1. Dehydration\n\nWhat should his GP watch?\nBMP.')).toEqual([
      ['history-present-illness', 'Why was he admitted?'],
      ['hospital-course', 'What changed during the stay?'],
      ['discharge-diagnoses', 'What were his diagnoses?'],
      ['discharge-instructions', 'What should his GP watch?'],
    ]);
  });

  it('reads a capitalised header holding a known name, with a bracketed aside', () => {
    expect(outline('PAST MEDICAL HISTORY: HTN.\nED VITALS AND LABS (flags as printed by the lab system):\nTSH 1.84')).toEqual([
      ['past-medical-history', 'PAST MEDICAL HISTORY'],
      ['history-present-illness', 'ED VITALS AND LABS (flags as printed by the lab system)'],
    ]);
  });

  it('reads a known header alone on its line with its dates in brackets', () => {
    expect(outline('ED / OBSERVATION COURSE (06/02-06/03)\nDyspnea.\nINPATIENT COURSE (06/03-06/06)\nDiuresed.')).toEqual([
      ['hospital-course', 'ED / OBSERVATION COURSE (06/02-06/03)'],
      ['hospital-course', 'INPATIENT COURSE (06/03-06/06)'],
    ]);
  });

  it('does not take a lab label or a time for a header', () => {
    const text = 'LABS:\nWBC: 12.1\nSeen at 10:30 today.  BP: 120/80.';
    expect(outline(text)).toEqual([['labs', 'LABS']]);
  });

  it('names an unknown capitalised header "other" but still cuts there', () => {
    expect(outline('HPI: x.\nAXIS I: Depression.')).toEqual([
      ['history-present-illness', 'HPI'],
      ['other', 'AXIS I'],
    ]);
  });

  it('finds headers set off by rules or markup on their own line', () => {
    const text = [
      '=== DISCHARGE SUMMARY ===',
      '=== DIAGNOSES THIS ADMISSION ===',
      ' - Type 2 MI',
      '--- Family History ---',
      'Mother - MI at 62.',
      '## Hospital Course',
      'Rate controlled.',
      '[PLAN]',
      'Home.',
    ].join('\n');
    expect(outline(text)).toEqual([
      ['other', 'DISCHARGE SUMMARY'],
      ['discharge-diagnoses', 'DIAGNOSES THIS ADMISSION'],
      ['family-history', 'Family History'],
      ['hospital-course', 'Hospital Course'],
      ['assessment-plan', 'PLAN'],
    ]);
    expect(sectionAt(detectSections(text), text.indexOf('Mother'))!.category).toBe('family-history');
  });

  it('reads "Presentation" on its own line as the present illness, ending the past history above it', () => {
    expect(outline('PMH: stroke 2022.\n\nPresentation\n- CXR: new RLL opacities')).toEqual([
      ['past-medical-history', 'PMH'],
      ['history-present-illness', 'Presentation'],
    ]);
  });

  it('finds a known header alone on its line in a note typed in lower case', () => {
    expect(outline('pmh: copd, htn.\n\ned: t 37.6 hr 104, sleepy.\n\nhospital course\n#aecopd - bipap.\ndc dx: aecopd; htn')).toEqual([
      ['past-medical-history', 'pmh'],
      ['history-present-illness', 'ed'],
      ['hospital-course', 'hospital course'],
      ['discharge-diagnoses', 'dc dx'],
    ]);
  });

  it('keeps problem headings and sub-bullets inside the course', () => {
    const text = 'HOSPITAL COURSE:\n# AKI\nCr 2.1 -> 1.2.\n-- Plan\nRecheck.\n# MENTAL STATUS: at baseline.';
    expect(outline(text)).toEqual([['hospital-course', 'HOSPITAL COURSE']]);
  });

  it('reads British headers, and a title line after a blank line by the known name it holds', () => {
    const text =
      'Diagnoses this admission\n1. DKA\n\nDrug history on admission: insulin glargine.\n\nPresenting complaint and findings in A&E\nThree days of vomiting.\n\nManagement and progress\nFRIII.\n\nPlatelets\nClumps only.';
    expect(outline(text)).toEqual([
      ['discharge-diagnoses', 'Diagnoses this admission'],
      ['medications', 'Drug history on admission'],
      ['history-present-illness', 'Presenting complaint and findings in A&E'],
      ['hospital-course', 'Management and progress'],
    ]);
  });

  it('reads the lettered headers of an I-PASS handoff', () => {
    const text = 'I - ILLNESS SEVERITY\nStable.\nP - PATIENT SUMMARY\n82M with HFpEF.\nA - ACTION LIST\n[ ] AM BMP\nS - SITUATION AWARENESS / CONTINGENCIES\n- If K < 3.5: replete.';
    expect(outline(text).map(([category]) => category)).toEqual(['other', 'other', 'hospital-course', 'assessment-plan', 'assessment-plan']);
  });

  it('reads teaching points as a section of their own, and a teaching point in the course as that line only', () => {
    const text =
      'TEACHING POINTS (general, from morning report)\n- Severe hyponatremia (below 120) can cause seizures.\nHOSPITAL COURSE\n1. AKI: creatinine 2.3.\nTeaching point: KDIGO defines AKI as a rise of 0.3 mg/dL.\n2. Encephalopathy: resolved.';
    const sections = detectSections(text);
    expect(sections.map((s) => [s.category, s.title?.text ?? null])).toEqual([
      ['teaching', 'TEACHING POINTS (general, from morning report)'],
      ['hospital-course', 'HOSPITAL COURSE'],
      ['teaching', 'Teaching point'],
      ['hospital-course', null],
    ]);
    expect(sectionAt(sections, text.indexOf('2. Encephalopathy'))!.category).toBe('hospital-course');
  });

  it('lets narrative resume on the next line after a data label inside one of its lines', () => {
    const text = 'HOSPITAL COURSE\nAdmitted with HF. CXR: congestion.\nDiuresed 4 L; CKD 3 at baseline.\nLabs: Na 134, K 3.9.\nWeaned to room air.\nLABORATORY DATA:  Na 134.\nK 3.9.';
    const sections = detectSections(text);
    expect(sections.map((s) => [s.category, s.title?.text ?? null])).toEqual([
      ['hospital-course', 'HOSPITAL COURSE'],
      ['imaging', 'CXR'],
      ['hospital-course', null],
      ['labs', 'Labs'],
      ['hospital-course', null],
      ['labs', 'LABORATORY DATA'],
    ]);
    expect(sectionAt(sections, text.indexOf('CKD 3'))!.category).toBe('hospital-course');
    expect(sectionAt(sections, text.indexOf('Weaned'))!.category).toBe('hospital-course');
    // An ALL-CAPS header with its data beside it is a section of its own, to the next header.
    expect(sectionAt(sections, text.indexOf('K 3.9.'))!.category).toBe('labs');
  });

  it("reads an attending's attestation as the assessment it amends", () => {
    expect(outline('FOLLOW-UP\nClinic in 1 week.\n\nATTENDING ATTESTATION\nI agree except as follows.')).toEqual([
      ['discharge-instructions', 'FOLLOW-UP'],
      ['assessment-plan', 'ATTENDING ATTESTATION'],
    ]);
  });

  it("reads another facility's records as outside records, and a capitalised '... COURSE' line as this stay's course", () => {
    const text =
      'MCH COURSE AS DOCUMENTED IN THEIR RECORDS (02/29 - 03/02)\n- Labeled "MRSA pneumonia".\n\nST. ANSELM COURSE\n1. Pneumonia, no organism.\n\n1) WHAT THE SNF SENT (INTERACT transfer form, copied as received)\n- Stage 2 sacrum\n\nPROCEDURES:\n1.  Echocardiogram.\n2.  Chest x-ray.';
    expect(outline(text)).toEqual([
      ['outside-records', 'MCH COURSE AS DOCUMENTED IN THEIR RECORDS (02/29 - 03/02)'],
      ['hospital-course', 'ST. ANSELM COURSE'],
      ['outside-records', 'WHAT THE SNF SENT (INTERACT transfer form, copied as received)'],
      ['procedures', 'PROCEDURES'],
    ]);
  });

  it('ends a past history at a capitalised title it cannot name, but keeps capitalised problem headings inside a course', () => {
    const pmh = 'PMH: hypertension; GERD.\n\nPRESENTATION BY TIMEPOINT\nHD#1 confused.\n\nEVENTS OVERNIGHT\nNone.';
    expect(outline(pmh)).toEqual([
      ['past-medical-history', 'PMH'],
      ['history-present-illness', 'PRESENTATION BY TIMEPOINT'],
    ]);
    expect(outline('PAST MEDICAL HISTORY:\nAsthma.\n\nEVENTS OVERNIGHT\nNone.')).toEqual([
      ['past-medical-history', 'PAST MEDICAL HISTORY'],
      ['other', 'EVENTS OVERNIGHT'],
    ]);
    expect(outline('HOSPITAL COURSE:\nACUTE KIDNEY INJURY\nCr 2.1 -> 1.2.\nBACK PAIN\nStable.')).toEqual([['hospital-course', 'HOSPITAL COURSE']]);
  });

  it('reads a known name with the hospital day it fell on as that section ("ED / HD#1 (07/08, 08:10):")', () => {
    const text = 'SOCIAL HISTORY: Quit smoking in 2004.\n\nED / HD#1 (07/08, 08:10): T 38.4 C. CXR: new opacity.\n\nHOSPITAL COURSE:\nHD#2: better.';
    expect(outline(text)).toEqual([
      ['social-history', 'SOCIAL HISTORY'],
      ['history-present-illness', 'ED / HD#1 (07/08, 08:10)'],
      ['imaging', 'CXR'],
      ['hospital-course', 'HOSPITAL COURSE'],
    ]);
  });

  it('reads a known name with the dates it covers as that section ("PRIOR ADMISSION 05/02/2025 - 05/07/2025 (index stay)")', () => {
    const text =
      'READMISSION SUMMARY\n\nPRIOR ADMISSION 05/02/2025 - 05/07/2025 (index stay, summarized for context)\nSodium 121.\n\nPREVIOUS ADMISSION (04/01 - 04/03/2025), for context\nFall.\n\nHOSPITAL COURSE\nSodium 137.';
    expect(outline(text).map(([c]) => c)).toEqual(['other', 'earlier-stay', 'earlier-stay', 'hospital-course']);
  });

  it('ends a past history at a sentence-case title over a bulleted list, but not at an item of the list', () => {
    const text = 'Past history\n• Stroke 2022\n• Hypertension\n\nAdmission findings\n• CXR: new opacity in the right lower lobe';
    expect(outline(text)).toEqual([
      ['past-medical-history', 'Past history'],
      ['other', 'Admission findings'],
    ]);
    expect(outline('Past history\nIschemic stroke\nChronic kidney disease\n• stage 3a')).toEqual([['past-medical-history', 'Past history']]);
  });

  it('reads a capitalised title by the section word that ends or leads it, and ends a data section at a title it cannot name', () => {
    const text =
      'PRESENTING PROBLEM\nMissed dialysis.\nCXR: edema.\n\nPRE-DIALYSIS CHEMISTRY (03/04 0715)\nNa 129 | K 5.2\n\nCOURSE BY DIALYSIS SESSION\nUF 4.2 L.\n\nPROBLEM-BASED ASSESSMENT\nVolume overload.\n\nCXR: clear.\n\nEVENTS OVERNIGHT\nNone.';
    expect(outline(text).map(([c]) => c)).toEqual([
      'history-present-illness',
      'imaging',
      'labs',
      'hospital-course',
      'assessment-plan',
      'imaging',
      'other',
    ]);
  });

  it("reads an EHR's hospital problem list as the stay's diagnoses", () => {
    expect(outline('HOSPITAL PROBLEM LIST\nProblem   Status   POA\nCOPD   Active   Y')).toEqual([['discharge-diagnoses', 'HOSPITAL PROBLEM LIST']]);
  });

  it('covers the text end to end, and titles slice back exactly with CRLF', () => {
    const text = 'CHIEF COMPLAINT:\r\nDyspnea.\r\n\r\nALLERGIES:\r\nNKDA.\r\n';
    const sections = detectSections(text);
    expect(sections[0]!.start).toBe(0);
    expect(sections.at(-1)!.end).toBe(text.length);
    for (let i = 1; i < sections.length; i++) expect(sections[i]!.start).toBe(sections[i - 1]!.end);
    for (const s of sections) if (s.title) expect(text.slice(s.title.start, s.title.end)).toBe(s.title.text);
    expect(sectionAt(sections, text.indexOf('NKDA'))!.category).toBe('allergies');
  });

  it('returns one "other" section for text without headers, and for empty text', () => {
    expect(outline('Just a sentence.')).toEqual([['other', null]]);
    expect(detectSections('')).toEqual([{ category: 'other', start: 0, end: 0, title: null, body: { start: 0, end: 0 } }]);
  });
});
