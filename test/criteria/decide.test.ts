import { validateClaim } from '../../lib/validate-claim';

function determine(code: string, text: string) {
  const { validation, provenance } = validateClaim({ claim: { principal_diagnosis: { code } }, discharge_summary: { text } });
  return { ...validation[0]!.determination, step: provenance.decisions[0]!.step };
}

describe('a NoDetermination shows what was weighed', () => {
  it('shows the values it weighed and which criteria they met, when values alone do not decide', () => {
    const text = 'LABS: Na 124 on admission, 131 at discharge.';
    const d = determine('E87.1', text);
    expect(d.result).toBe('NoDetermination');
    expect(d.reasoning).toContain('does not name hyponatremia');
    expect(d.reasoning).toMatch(/met: Serum sodium below 135 .*sodium 124 mmol\/L/);
    expect(d.evidence.map((e) => e.source.text)).toContain('Na 124 on admission, 131 at discharge.');
    for (const e of d.evidence) expect(text.slice(e.source.start_index, e.source.end_index)).toBe(e.source.text);
  });

  it('names the condition and the values that did not decide it when it is only named', () => {
    const d = determine('E87.1', 'ASSESSMENT: Hyponatremia. LABS: Na 131.');
    expect(d.step).toBe('named-only');
    expect(d.reasoning).toMatch(/hyponatremia is documented \(.*"Hyponatremia".*\), and the data .* not met: Hyponatremia worked up/);
    expect(d.reasoning).toContain('sodium 131 mmol/L');
  });

  it('says the summary is silent when nothing in it bears on the criteria', () => {
    const d = determine('E87.1', 'HOSPITAL COURSE: Cellulitis treated with cefazolin.');
    expect(d.result).toBe('NoDetermination');
    expect(d.reasoning).toContain('does not document hyponatremia or the data its criteria need');
    expect(d.evidence).toEqual([]);
  });
});

describe('a code contradicted by how the note documents the condition', () => {
  it('is Unsupported even when the rest of the evidence would leave it undecided', () => {
    const d = determine('I50.33', 'DISCHARGE DIAGNOSES: Acute on chronic systolic heart failure.');
    expect(d.step).toBe('code-contradicted');
    expect(d.result).toBe('Unsupported');
    expect(d.reasoning).toContain('Diastolic type contradicted');
  });

  it('calls a chronic acidosis billed as acute Unsupported', () => {
    const text = 'HOSPITAL COURSE: Serum bicarbonate 19; she has a known chronic metabolic acidosis from her CKD and takes sodium bicarbonate, continued unchanged.';
    const d = determine('E87.21', text);
    expect(d.result).toBe('Unsupported');
    expect(d.reasoning).toContain('chronic');
  });
});

describe('the reasoning quotes what decided each criterion', () => {
  it('names the values that met a criterion before those that did not', () => {
    const text = 'HOSPITAL COURSE: Platelets 241 on admission, 180 on day 2, then 62 on day 4 on heparin; heparin stopped, HIT antibody sent, hematology consulted.';
    const d = determine('D69.6', text);
    expect(d.result).toBe('Supported');
    expect(d.reasoning).toMatch(/Platelet count below 150 K\/uL \(platelets 62 K\/uL/);
  });
});

describe('a diagnosis the author left open', () => {
  const course =
    'DISCHARGE DIAGNOSES:\n1. Possible sepsis, source unclear, treated at the district hospital.\n' +
    'HOSPITAL COURSE: Transferred on day 2 of antibiotics; the district hospital observations and blood results did not come with the transfer letter. ' +
    'Here she was afebrile with T 36.9 C, HR 88, BP 112/64, RR 16, WBC 8.1 and lactate 1.1, on antibiotics.';

  it('is NoDetermination where the author says it could neither be confirmed nor excluded and the values at hand miss its criteria', () => {
    const d = determine('A41.9', `${course} Sepsis could neither be confirmed nor excluded.`);
    expect(d.result).toBe('NoDetermination');
    expect(d.step).toBe('left-open');
    expect(d.reasoning).toContain('was left undecided (neither confirmed nor excluded');
  });

  it('stays Unsupported where the author says nothing of the kind', () => {
    expect(determine('A41.9', course).result).toBe('Unsupported');
  });

  it('is NoDetermination where the data meet the criteria but the author names it only as possible and says it stayed undecided', () => {
    const imaging =
      'CTA: saddle pulmonary embolus. Peripheral wedge-shaped RLL opacity, favored pulmonary infarct; superimposed pneumonia not excluded.\n' +
      'HOSPITAL COURSE: Dyspnea and pleuritic pain. T 38.1, WBC 13.4 -> 7.6. Ceftriaxone and doxycycline for possible CAP vs infarct, 5 days.';
    const undecided = determine('J18.9', `${imaging} Clinically this remains indeterminate - pulmonary infarct vs pneumonia.`);
    expect(undecided.result).toBe('NoDetermination');
    expect(undecided.step).toBe('left-undecided');
    expect(undecided.reasoning).toContain('stayed undecided');
    expect(determine('J18.9', imaging).result).toBe('Supported');
  });

  it("is NoDetermination where another hand named it but the author's last word leaves it undecided", () => {
    const staged = 'Skin: HD12 WOC RN: left buttock 2.0 x 1.5 cm partial-thickness skin loss, staged as a stage 2 pressure injury. Offloading q2h.';
    const doubted = `${staged}\nMy exam HD13: diffuse erosions in the gluteal cleft with incontinence. Etiology remains indeterminate (pressure injury vs MASD).`;
    const d = determine('L89.322', doubted);
    expect(d.result).toBe('NoDetermination');
    expect(d.step).toBe('left-undecided');
    expect(determine('L89.322', staged).result).toBe('Supported');
    // The doubt settled afterwards: the last word decides.
    expect(determine('L89.322', `${doubted}\nHD15: wound team confirms a stage 2 pressure injury of the left buttock.`).result).toBe('Supported');
  });
});

describe('consultants who disagree, the summary taking no side', () => {
  const thrombocytopenia =
    'CONSULTS:\n- Hematology: "I do not think this is a true thrombocytopenia; the automated count shows platelet clumps."\n' +
    '- Infectious Diseases: "I disagree with hematology. The fall from 246 to 62 on vancomycin fits drug-induced thrombocytopenia." Vancomycin was switched to daptomycin.\n' +
    'LABS: Platelets 246 on admission, 62 on day 6, 74 at discharge; the citrate-tube count was never resulted. The question of true vs spurious thrombocytopenia remains open.';

  it('is NoDetermination where the note says the question remains open', () => {
    const d = determine('D69.59', thrombocytopenia);
    expect(d.result).toBe('NoDetermination');
    expect(d.step).toBe('conflicting');
  });

  it('reads "unresolved" in another item of a list as that item\'s, not the one above', () => {
    const text =
      'DISCHARGE DIAGNOSES:\n1. Sacral pressure injury, stage 4, with exposed bone.\n2. Right heel deep tissue pressure injury.\n3. Platelet count abnormality - unresolved at discharge.\n' +
      'HOSPITAL COURSE: Sacral stage 4 pressure injury debrided to bone in the OR, then NPWT; the heel is not a stage 3. Offloading and a low-air-loss mattress.';
    expect(determine('L89.154', text).result).toBe('Supported');
  });
});

describe('a diagnosis billed as not present on admission (POA N)', () => {
  const text =
    'HISTORY OF PRESENT ILLNESS\nED: HR 88, RR 16, SpO2 96% RA.\n\nHOSPITAL COURSE\nOn hospital day 3 she aspirated and was placed on oxygen by nasal cannula overnight; acute hypoxic respiratory failure per the night physician.';
  const withPoa = (poa: 'Y' | 'N') =>
    validateClaim({ claim: { principal_diagnosis: { code: 'J96.01', present_on_admission: poa } }, discharge_summary: { text } }).validation[0]!.determination;

  it('is not refuted by values from the admission, which predate it', () => {
    expect(withPoa('Y').result).toBe('Unsupported');
    const late = withPoa('N');
    expect(late.result).toBe('NoDetermination');
    expect(late.reasoning).not.toContain('spo2 96');
  });

  it('is still refuted by values from the stay after admission', () => {
    const d = validateClaim({
      claim: { principal_diagnosis: { code: 'J96.01', present_on_admission: 'N' } },
      discharge_summary: { text: `${text} SpO2 97% on room air during and after the episode, RR 16.` },
    }).validation[0]!.determination;
    expect(d.result).toBe('Unsupported');
  });
});

describe('evidence against a code', () => {
  it('is labelled with the criteria that held, not with alternatives that did not', () => {
    const text = 'Hypernatremia, treated with D5W and free water flushes. Sodium 141 and 143 on serial checks.';
    const d = determine('E87.0', text);
    expect(d.result).toBe('Unsupported');
    const against = d.evidence.filter((e) => e.evaluation === 'Rejects').map((e) => e.criteria);
    expect(against.length).toBeGreaterThan(0);
    expect(against.every((c) => c.startsWith('Every reported value excludes'))).toBe(true);
  });
});
