import { builtInPacks } from '../../criteria';
import { commonConditions, commonPacks, type CommonCondition } from '../../criteria/common';
import { builtInRegistry, validateClaim } from '../../lib/validate-claim';
import { builtInResult } from '../support/built-in';

/**
 * The common-conditions table (criteria/common/conditions.en.ts): one documentation pack per
 * entry. These are the table-wide promises a coder or auditor relies on; each failure lists the
 * offending entries by id and code.
 */

/** Undotted ICD-10-CM: a letter, a digit, a letter or digit, then up to four more; upper case. */
const ICD10CM_UNDOTTED = /^[A-Z][0-9][0-9A-Z][0-9A-Z]{0,4}$/;

const families = builtInPacks().filter((p) => !p.id.startsWith('common-'));
const rows = commonConditions.flatMap((c) => c.codes.map((code) => ({ id: c.id, code })));

/**
 * Codes under a common entry's prefix that a diagnosis-family pack answers for instead, because
 * it lists them (more specific, or the same code: families come first in `builtInPacks()`).
 * Empty today: the table leaves the families' codes out. Adding an overlap means naming it here.
 */
const familyOwned: readonly { readonly code: string; readonly family: string; readonly underCommon: string }[] = [];

const normalize = (phrase: string) => phrase.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();

describe('common-conditions table', () => {
  it('has entries, one pack each, with ids common-<id> that are unique', () => {
    expect(commonConditions.length).toBeGreaterThan(0);
    expect(commonPacks.map((p) => p.id)).toEqual(commonConditions.map((c) => `common-${c.id}`));
    const ids = commonConditions.map((c) => c.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('lists every code ICD-10-CM shaped, undotted and upper case', () => {
    expect(rows.filter((r) => !ICD10CM_UNDOTTED.test(r.code))).toEqual([]);
  });

  it('never has two entries claim the same code', () => {
    const owners = new Map<string, string[]>();
    for (const r of rows) owners.set(r.code, [...(owners.get(r.code) ?? []), r.id]);
    expect([...owners].filter(([, ids]) => ids.length > 1).map(([code, ids]) => `${code}: ${ids.join(', ')}`)).toEqual([]);
  });

  it('resolves every code through the built-in registry to its own common pack, unless a family pack is named as owning it', () => {
    const registry = builtInRegistry();
    const owner = new Map(familyOwned.map((f) => [f.code, f.family]));
    const wrong = rows
      .map((r) => ({ ...r, expected: owner.get(r.code) ?? `common-${r.id}`, resolved: registry.lookup(r.code)?.pack.id ?? 'none' }))
      .filter((r) => r.resolved !== r.expected)
      .map((r) => `${r.code} (${r.id}): expected ${r.expected}, resolved to ${r.resolved}`);
    expect(wrong).toEqual([]);
  });

  it('names every family-pack code that falls under a common prefix (the family is more specific there)', () => {
    const found = families.flatMap((family) =>
      family.codes.flatMap((fc) =>
        rows.filter((r) => fc.code.startsWith(r.code)).map((r) => ({ code: fc.code, family: family.id, underCommon: `common-${r.id}` })),
      ),
    );
    expect(found).toEqual(familyOwned);
    // And a family prefix never swallows a common entry's code without that entry winning it.
    const registry = builtInRegistry();
    const swallowed = families.flatMap((family) =>
      family.codes.flatMap((fc) => rows.filter((r) => r.code.startsWith(fc.code) && registry.lookup(r.code)?.pack.id === family.id).map((r) => `${r.code} (${r.id}) -> ${family.id}`)),
    );
    expect(swallowed).toEqual([]);
  });

  it.each([
    ['I10', 'common-essential-hypertension'],
    ['E11.9', 'common-type-2-diabetes'],
    ['I48.91', 'common-atrial-fibrillation'],
    ['N18.30', 'common-ckd-stage-3'],
    ['N18.31', 'common-ckd-stage-3a'],
    ['N18.4', 'common-ckd-stage-4'],
    ['Z79.01', 'common-long-term-anticoagulants'],
    ['Z85.3', 'common-history-of-breast-cancer'],
    ['Z95.2', 'common-prosthetic-heart-valve-status'],
    ['E87.5', 'common-hyperkalemia'],
    ['A49.02', 'common-mrsa-infection'],
    ['I33.0', 'common-infective-endocarditis'],
    ['C34.11', 'common-lung-cancer-right-upper-lobe'],
    ['C34.90', 'common-lung-cancer'],
    ['F17.210', 'common-nicotine-dependence-cigarettes'],
    ['f32.a', 'common-depression'],
    // One entry per side, per intent, per loss-of-consciousness state.
    ['S72.142A', 'common-intertrochanteric-fracture-displaced-left'],
    ['T42.4X2A', 'common-benzodiazepine-poisoning-intentional-self-harm'],
    ['S06.5X9A', 'common-traumatic-subdural-hemorrhage-with-loss-of-consciousness'],
    // Diagnosis families keep their own codes.
    ['E11.10', 'dka'],
    ['N17.9', 'aki'],
    ['E87.1', 'hyponatremia'],
    ['T81.44XA', 'sepsis'],
  ])('resolves a billed %s to %s', (code, pack) => {
    expect(builtInRegistry().lookup(code)?.pack.id).toBe(pack);
  });

  it('leaves a code no pack covers unresolved (V43.52XA, a car driver injured in a collision: an external cause)', () => {
    expect(builtInRegistry().lookup('V43.52XA')).toBeUndefined();
  });

  it('gives every entry at least one term', () => {
    expect(commonConditions.filter((c) => c.terms.filter((t) => t.trim() !== '').length === 0).map((c) => c.id)).toEqual([]);
  });

  it('gives every chronic or episodic entry backing or values (a bare name is not management)', () => {
    const bare = commonConditions.filter(
      (c) => (c.kind === 'chronic' || c.kind === 'episodic') && !c.values && (c.backing?.terms.length ?? 0) + (c.backing?.abbreviations?.length ?? 0) === 0,
    );
    expect(bare.map((c) => `${c.id} (${c.kind})`)).toEqual([]);
  });

  it("never lists a pseudo phrase that blocks the entry's own terms, backing or alternatives", () => {
    // Pseudo blocking works within one pack, so a pseudo equal to the entry's own backing or
    // specificity phrase silently removes it.
    const own = (c: CommonCondition) =>
      new Set(
        [
          ...c.terms,
          ...(c.backing?.terms ?? []),
          ...(c.refutedBy?.instead ?? []),
          ...(c.refutedBy?.absent ?? []),
          ...(c.specificity?.documentedBy ?? []),
          ...(c.specificity?.contradictedBy ?? []),
        ].map(normalize),
      );
    const clashes = commonConditions.flatMap((c) => {
      const phrases = own(c);
      return (c.pseudo ?? []).filter((p) => phrases.has(normalize(p))).map((p) => `${c.id}: "${p}"`);
    });
    expect(clashes).toEqual([]);
  });

  it('never lists one of its own terms as the alternative that refutes it', () => {
    const clashes = commonConditions.flatMap((c) => {
      const terms = new Set(c.terms.map(normalize));
      return (c.refutedBy?.instead ?? []).filter((t) => terms.has(normalize(t))).map((t) => `${c.id}: "${t}"`);
    });
    expect(clashes).toEqual([]);
  });
});

describe('hypertension of another circulation', () => {
  it.each(['Pulmonary hypertension, group 3, on echo (RVSP 62 mmHg); sildenafil continued.', 'Her echo showed no evidence of pulmonary hypertension.', 'Portal hypertension with small varices.'])(
    '"%s" says nothing of essential hypertension',
    (text) => {
      const { validation, provenance } = validateClaim({ claim: { principal_diagnosis: { code: 'I10' } }, discharge_summary: { text } });
      expect({ result: validation[0]!.determination.result, step: provenance.decisions[0]!.step }).toEqual({ result: 'NoDetermination', step: 'silent' });
    },
  );
});

describe("a name that holds the code's specificity", () => {
  it('documents the specificity it names: "uncontrolled pancreatogenic diabetes" is E08.65 with hyperglycemia', () => {
    const text = 'Assessment: uncontrolled pancreatogenic diabetes after his 2019 Whipple; glucose 412, started on insulin glargine and lispro.';
    const { validation } = validateClaim({ claim: { principal_diagnosis: { code: 'E08.65' } }, discharge_summary: { text } });
    expect(validation[0]!.determination.result).toBe('Supported');
  });

  it('is not contradicted by its own negated words: a non-displaced fracture named in full stays non-displaced', () => {
    const text = 'Non-displaced right intertrochanteric femur fracture after a fall; treated with cephalomedullary nail fixation.';
    const { validation } = validateClaim({ claim: { principal_diagnosis: { code: 'S72.144A' } }, discharge_summary: { text } });
    expect(validation[0]!.determination.result).toBe('Supported');
  });
});

describe('names written in parts or in newer words', () => {
  const resultOf = builtInResult;

  it.each([
    ['K74.69', 'Cirrhosis dx 2021, MASH. CTP B8; carvedilol and spironolactone continued; HCC surveillance ultrasound.', 'Supported'],
    ['K74.69', 'Alcoholic cirrhosis; cirrhosis managed with lactulose.', 'NoDetermination'],
    ['F11.23', 'Opioid use disorder with withdrawal. COWS 13 on day 1; buprenorphine-naloxone induction.', 'Supported'],
    ['D68.32', 'Intracerebral hemorrhage, warfarin-associated; INR 3.4 reversed with PCC and vitamin K.', 'Supported'],
    ['D68.32', 'GI bleed while on warfarin, INR 2.4; held warfarin and gave vitamin K.', 'NoDetermination'],
    ['G93.6', 'Repeat CT: increased perihematomal edema with 7 mm midline shift; hypertonic 3% saline started.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });

  it('a nerve study that finds no polyneuropathy refutes critical illness polyneuropathy', () => {
    const text = 'DISCHARGE DIAGNOSES:\n1. Critical illness polyneuropathy\nHOSPITAL COURSE:\nEMG/NCS: myopathic units; no electrodiagnostic evidence of polyneuropathy. Inpatient rehabilitation.';
    expect(resultOf('G62.81', text)).toBe('Unsupported');
  });

  it('an abbreviation never matches inside a word: AUDIT-C is no alcohol use disorder', () => {
    expect(resultOf('F10.20', 'Social: two beers on weekends; AUDIT-C 3. Lorazepam for the seizure.')).toBe('NoDetermination');
  });

  it.each([
    ['T42.6X6A', 'Status epilepticus. He ran out of levetiracetam 4 days before admission; levetiracetam level undetectable. Reloaded; neurology followed.', 'Supported'],
    ['T42.6X6A', 'Breakthrough seizure. Levetiracetam taken as prescribed, adherent with levetiracetam per fill history; level therapeutic.', 'Unsupported'],
    ['T42.1X6A', 'Seizure after she stopped taking her carbamazepine two weeks ago; carbamazepine restarted with neurology.', 'Supported'],
    ['T42.0X6A', 'Seizure after she stopped taking her carbamazepine two weeks ago; carbamazepine restarted with neurology.', 'NoDetermination'],
  ])('antiepileptic underdosing by its drug group: %s in "%s" -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });

  it('a work-up names what it looks for: "evaluated for TTP" with no schistocytes and recovering platelets is no TTP', () => {
    const text = 'HOSPITAL COURSE: Thrombocytopenia to 88 after heparin exposure. She was evaluated for TTP; smear without schistocytes. Platelets recovered on day 4.';
    expect(resultOf('M31.19', text)).toBe('Unsupported');
  });

  it('a year dates when a condition began, not that it ended: a lymphoma "diagnosed in April 2023", now on R-CHOP, is current', () => {
    const text = 'HPI: She was diagnosed in April 2023 with diffuse large B-cell lymphoma. HOSPITAL COURSE: Cycle 3 of R-CHOP given; rituximab tolerated.';
    expect(resultOf('C83.30', text)).toBe('Supported');
  });

  it('a habit is background to ConText but the patient\'s state to a validation: "Smoker." is no history of nicotine dependence', () => {
    const text = 'ASSESSMENT AND PLAN:\n1. COPD exacerbation.\n2. Smoker. Counselled on cessation; nicotine patch.';
    expect(resultOf('Z87.891', text)).toBe('Unsupported');
  });
});

describe('alcohol withdrawal and the CIWA-Ar scores', () => {
  const resultOf = (text: string) => builtInResult('F10.239', text);

  it('every score under 8 with no benzodiazepine given argues against withdrawal', () => {
    expect(resultOf('Alcohol use disorder, severe; last drink 10 days ago. Monitored on CIWA protocol; CIWA scores 0-2 throughout, and no benzodiazepines were given. Thiamine and folate.')).toBe('Unsupported');
  });

  it('low scores on a benzodiazepine taper are the treatment working, and a high score is withdrawal', () => {
    expect(resultOf('Alcohol withdrawal on admission: tremor, diaphoresis. Chlordiazepoxide taper; CIWA scores 0-4 throughout the taper.')).toBe('Supported');
    expect(resultOf('Alcohol withdrawal: CIWA peaked at 18 on day 2; lorazepam per CIWA protocol; no benzodiazepines needed after day 3.')).toBe('Supported');
  });
});

describe('sequelae of cerebral infarction by deficit and side (I69.3-)', () => {
  const resultOf = builtInResult;
  const rehab = 'Right-handed man in inpatient rehabilitation after a left MCA infarct. Residual right hemiparesis; PT and OT daily. Dysphagia due to the stroke: mechanical soft diet with thickened liquids, SLP.';

  it.each([
    ['I69.391', 'Supported'],
    ['I69.351', 'Supported'],
    // Aphasia is never written: that code's deficit is not documented.
    ['I69.320', 'NoDetermination'],
    // The right side of a right-handed man is his dominant side.
    ['I69.353', 'Unsupported'],
    ['I69.354', 'Unsupported'],
  ])('%s on a rehab note with right hemiparesis and dysphagia -> %s', (code, expected) => {
    expect(resultOf(code, rehab)).toBe(expected);
  });

  it('a left-handed patient\'s right side is the non-dominant one', () => {
    const text = 'Left-handed woman with residual right hemiparesis from a prior stroke; baclofen and home PT.';
    expect(resultOf('I69.353', text)).toBe('Supported');
    expect(resultOf('I69.351', text)).toBe('Unsupported');
  });
});

describe('a denied residual deficit rules out only its own sequela code', () => {
  it('"history of CVA with no residual hemiparesis" refutes the hemiplegia codes and leaves aphasia undecided', () => {
    const text = 'She has a history of CVA with no residual hemiparesis; walks independently. Aspirin and atorvastatin continued.';
    const resultOf = (code: string) => builtInResult(code, text);
    expect(resultOf('I69.351')).toBe('Unsupported');
    expect(resultOf('I69.320')).toBe('NoDetermination');
  });
});

describe('vertebral osteomyelitis of the sacrum (M46.28)', () => {
  it('is the sacral region\'s code, and not a lumbar one', () => {
    const text = 'Stage 4 sacral pressure injury. MRI pelvis: sacral and coccygeal osteomyelitis with cortical erosion; bone biopsy grew MSSA; six weeks of IV cefazolin via PICC.';
    const resultOf = (code: string) => builtInResult(code, text);
    expect(resultOf('M46.28')).toBe('Supported');
    expect(resultOf('M46.26')).toBe('Unsupported');
  });
});

describe('an upper-extremity DVT named by its vein', () => {
  it('"right brachial vein deep vein thrombosis" is an acute upper-extremity DVT', () => {
    const text = 'PICC-associated right brachial vein deep vein thrombosis on duplex; apixaban 5 mg twice daily continued.';
    expect(builtInResult('I82.621', text)).toBe('Supported');
  });
});

describe('vertebral osteomyelitis denied in general words', () => {
  it('a transfer form\'s "sacral osteomyelitis" falls to "No MRI evidence of osteomyelitis"', () => {
    const text = 'The transfer form read "sacral osteomyelitis, please evaluate." CRP 38, ESR 44. MRI pelvis: no MRI evidence of osteomyelitis. ID advised no osteomyelitis and no antibiotics.';
    expect(builtInResult('M46.28', text)).toBe('Unsupported');
  });
});

describe('a potassium or sodium disorder with no value reported', () => {
  it('named and treated, with no potassium value, is undecided: the value is the pivotal criterion', () => {
    const text = 'Hyperkalemia. Treated on admission with sodium zirconium cyclosilicate 10 g, two doses, and a low-potassium diet; resolved by hospital day 2.';
    expect(builtInResult('E87.5', text)).toBe('NoDetermination');
    expect(builtInResult('E87.5', `${text} K 6.1 on admission, 4.8 on day 2.`)).toBe('Supported');
  });

  it('named and treated with only normal values is not supported: the pivotal value is a high one', () => {
    const treated = 'Hypernatremia, treated with D5W and free water flushes.';
    expect(builtInResult('E87.0', `${treated} Sodium 141 and 143 on serial checks.`)).toBe('Unsupported');
    expect(builtInResult('E87.0', `${treated} Sodium 151 on day 3, 143 at discharge.`)).toBe('Supported');
  });
});

describe('delirium managed without drugs', () => {
  it('a 4AT and the non-drug measures of a delirium bundle are its management', () => {
    const text = 'Hypoactive delirium from oxybutynin and urinary retention; 4AT 8 on arrival, 1 by day 5. Oxybutynin stopped, glasses and hearing aids in, lights on by day and off at night.';
    expect(builtInResult('F05', text)).toBe('Supported');
  });
});

describe('diabetes with hyperglycemia against a span of glucoses', () => {
  it('a span within the inpatient target is two draws or more, enough to refute the hyperglycemia', () => {
    const text = 'Type 2 diabetes on home glargine 12 units nightly; glucose 118-164 with a low-dose correction scale.';
    expect(builtInResult('E11.65', text)).toBe('Unsupported');
  });
});

describe('a magnesium disorder or rhabdomyolysis with no defining value', () => {
  const resultOf = builtInResult;

  it('hypomagnesemia named and repleted, with no low magnesium reported, is undecided', () => {
    expect(resultOf('E83.42', 'Hypomagnesemia. Repleted with IV magnesium sulfate on day 1.')).toBe('NoDetermination');
    expect(resultOf('E83.42', 'Hypomagnesemia: Mg 1.1 on admission, repleted with IV magnesium sulfate.')).toBe('Supported');
    expect(resultOf('E83.42', 'Hypomagnesemia: magnesium 0.52 mmol/L, repleted with magnesium sulfate.')).toBe('Supported');
  });

  it('a low magnesium that nobody names is not the diagnosis', () => {
    expect(resultOf('E83.42', 'Magnesium 1.5. Potassium 4.1. Home by day 2.')).not.toBe('Supported');
  });

  it('rhabdomyolysis needs a creatine kinase above five times normal, and the name', () => {
    expect(resultOf('M62.82', 'Rhabdomyolysis after a long lie, treated with IV fluids.')).toBe('NoDetermination');
    expect(resultOf('M62.82', 'Rhabdomyolysis: CK 18,400 U/L on admission, aggressive IV fluids, CK 2,100 at discharge.')).toBe('Supported');
    expect(resultOf('M62.82', 'Mild rhabdomyolysis was listed; CK peak 640. IV fluids.')).toBe('NoDetermination');
    expect(resultOf('M62.82', 'Seizure on arrival. CK 1,103 the next morning. Levetiracetam.')).not.toBe('Supported');
  });
});

describe('elevated transaminases (R74.01) and the AST or ALT that defines it', () => {
  const resultOf = (text: string) => builtInResult('R74.01', text);

  it('named, with an AST or ALT above 40 U/L, is supported, and the value is the evidence', () => {
    for (const text of ['Transaminitis: AST 245, ALT 310 on admission, RUQ ultrasound unremarkable; trended down.', 'Elevated LFTs (AST/ALT 96/71), statin held, RUQ ultrasound unremarkable.']) {
      const { result, evidence } = validateClaim({ claim: { principal_diagnosis: { code: 'R74.01' } }, discharge_summary: { text } }).validation[0]!.determination;
      expect(result).toBe('Supported');
      expect(evidence.filter((e) => e.evaluation === 'Supports').map((e) => e.criteria)).toContain('A value that decides elevation of levels of liver transaminase levels reported');
    }
  });

  it('is named however the note words it: "increased liver function tests", "mild elevation of transaminases"', () => {
    expect(resultOf('Labs: ALT 28, AST is 96.\n6. Increased liver function tests. Follow up as outpatient.')).toBe('Supported');
    expect(resultOf('Mild elevation of transaminases (AST 88, ALT 102); statin held.')).toBe('Supported');
  });

  it('named, with every reported AST and ALT normal, is not supported', () => {
    expect(resultOf('Elevated LFTs: AST 34, ALT 38. RUQ ultrasound unremarkable; repeat LFTs in clinic.')).not.toBe('Supported');
  });

  it('a high AST or ALT that nobody names is not the diagnosis, nor the name with no value reported', () => {
    expect(resultOf('LFTs: AST 245, ALT 310, alk phos 120, T bili 1.2. RUQ ultrasound unremarkable. Discharged home.')).not.toBe('Supported');
    expect(resultOf('Transaminitis, RUQ ultrasound unremarkable, statin held; repeat LFTs in clinic.')).toBe('NoDetermination');
  });
});

describe('chronic hypoxic respiratory failure against room air throughout', () => {
  const resultOf = (text: string) => builtInResult('J96.11', text);

  it('every room-air saturation normal and no oxygen needed refutes it', () => {
    expect(resultOf('SpO2 97% on room air at rest; SpO2 93-95% on room air with stair training; no supplemental oxygen was needed at any point.')).toBe('Unsupported');
  });

  it('a patient on home oxygen, saturating well on it, is not refuted', () => {
    expect(resultOf('Chronic hypoxic respiratory failure on 2 L home oxygen; SpO2 95% on 2 L. Continue home oxygen.')).toBe('Supported');
  });
});

describe('cardiac tamponade shown on the echo', () => {
  it('right ventricular diastolic collapse and an evacuated pericardium back a named tamponade', () => {
    const text = 'Bedside echo: large pericardial effusion with right ventricular diastolic collapse, i.e. tamponade physiology. At sternotomy 500 mL of blood was evacuated from the pericardium.';
    expect(builtInResult('I31.4', text)).toBe('Supported');
    expect(builtInResult('I31.4', 'Cardiac tamponade.')).toBe('NoDetermination');
  });
});

describe('a remote stroke with nothing new this stay', () => {
  it('"h/o CVA age 9 ... no new neuro sx" refutes a cerebral infarction billed for the stay', () => {
    const text = 'H/o stroke: L MCA CVA age 9, no residual deficits. Neuro exam nonfocal throughout this admission, no new neuro sx, no imaging needed.';
    expect(builtInResult('I63.9', text)).toBe('Unsupported');
    expect(builtInResult('I63.9', 'Acute L MCA ischemic stroke: MRI acute infarct in the left MCA territory; aspirin and atorvastatin. No new deficits at discharge.')).toBe('Supported');
  });
});

describe('one treatment declined among several', () => {
  it('"further systemic treatment was not felt to be appropriate" does not withdraw the restaging and oncology review of a metastatic lung cancer', () => {
    const text =
      'Background: metastatic squamous cell lung cancer, 4 cycles of carboplatin and pembrolizumab.\n' +
      '7. Lung cancer / goals of care. Restaging CT: progression of the right upper lobe primary. Oncology discussed options; further systemic treatment was not felt to be appropriate given progression on pembrolizumab. Transferred to hospice.';
    expect(builtInResult('C34.11', text)).toBe('Supported');
  });
});

describe('an infection after a sternotomy', () => {
  it('deep sternal wound infection with mediastinitis is an organ/space surgical site infection', () => {
    const text = 'CT chest: retrosternal collection with gas, sternal separation - consistent with deep sternal wound infection/mediastinitis. Sternal debridement and washout of the anterior mediastinum; cefazolin for 6 weeks.';
    expect(builtInResult('T81.43XA', text)).toBe('Supported');
    expect(builtInResult('T81.41XA', text)).toBe('Unsupported');
  });
});

describe('a code that says more than the note: the note documents the other kind', () => {
  const resultOf = builtInResult;

  it('varices seen without stigmata of bleeding are not esophageal varices with bleeding', () => {
    const text = 'Screening EGD: two columns of small (grade I) esophageal varices without red wale signs or stigmata of recent hemorrhage; no banding required. Carvedilol deferred.';
    expect(resultOf('I85.11', text)).toBe('Unsupported');
    expect(resultOf('I85.11', 'Hematemesis; EGD showed bleeding esophageal varices, banded x4; octreotide and ceftriaxone.')).toBe('Supported');
  });

  it('an interstitial edematous pancreatitis with no necrosis on CT is not a necrotizing one', () => {
    const text = 'Lipase 4,820. CT abdomen: acute interstitial edematous pancreatitis; pancreas enhances homogeneously, no pancreatic or peripancreatic necrosis. LR resuscitation, early refeeding.';
    expect(resultOf('K85.11', text)).toBe('Unsupported');
  });

  it('secondary hyperparathyroidism is not managed by a nephrology consult alone', () => {
    const text = 'PMH: ESRD on HD MWF, secondary hyperparathyroidism. Nephrology consulted for dialysis after a missed session; HD on day 1 and 2.';
    expect(resultOf('N25.81', text)).toBe('NoDetermination');
    expect(resultOf('N25.81', `${text} PTH 812; cinacalcet continued, sevelamer with meals.`)).toBe('Supported');
  });

  it('a pneumonia set aside for a chemical pneumonitis is not a pneumonia of unspecified organism', () => {
    const text = [
      'CXR: new right lower lobe airspace opacity after witnessed aspiration of vomitus. WBC 13.1. Ceftriaxone and azithromycin started.',
      'ADDENDUM: Final diagnosis: aspiration pneumonitis (chemical pneumonitis), not bacterial aspiration pneumonia. Procalcitonin 0.06; antibiotics stopped at 48 hours.',
    ].join('\n');
    expect(resultOf('J18.9', text)).toBe('Unsupported');
    expect(resultOf('J69.0', text)).toBe('Supported');
  });
});

describe('H. pylori as the cause (B96.81)', () => {
  it.each([
    ['Duodenal ulcer; biopsy: H. pylori gastritis, organisms seen on IHC. Bismuth quadruple therapy for 14 days.', 'Supported'],
    ['H. pylori stool antigen negative. PPI continued.', 'Unsupported'],
    ['Peptic ulcer disease. H. pylori testing pending at discharge.', 'NoDetermination'],
  ])('%s -> %s', (text, expected) => {
    expect(builtInResult('B96.81', text)).toBe(expected);
  });
});

describe('long-term use of hormonal contraceptives (Z79.3)', () => {
  it.each([
    ['Taking a combined oral contraceptive (norethindrone/ethinyl estradiol) for menorrhagia; the OCP was stopped as a provoking factor for the DVT.', 'Supported'],
    ['Denies use of oral contraceptives or hormone therapy.', 'Unsupported'],
    ['She has failed oral contraceptives and surgical therapy is planned.', 'NoDetermination'],
    ['She desires to be on the NuvaRing after discharge.', 'NoDetermination'],
  ])('%s -> %s', (text, expected) => {
    expect(builtInResult('Z79.3', text)).toBe(expected);
  });
});

describe('diabetes of the type the code states', () => {
  it.each([
    ['PMH: Type 1 diabetes mellitus on insulin pump. A1c 7.9%.', 'Unsupported'],
    ['6. Pancreatogenic (type 3c) DM, new dx - NOT type 2: A1c 8.1%. Started glargine.', 'Unsupported'],
    ['4. Steroid induced diabetes mellitus, on sliding scale insulin.', 'Unsupported'],
    ['DM on metformin; A1c 7.2%.', 'Supported'],
    ['Type 2 diabetes on metformin.', 'Supported'],
  ])('E11.9 with "%s" -> %s', (text, expected) => {
    expect(builtInResult('E11.9', text)).toBe(expected);
  });

  it('a diabetes the note types as 2 is not type 1, but "diabetes" alone says nothing against it', () => {
    expect(builtInResult('E10.9', '3. Diabetes mellitus type II, on insulin glargine.')).toBe('Unsupported');
    expect(builtInResult('E10.9', 'Type 1 diabetes on insulin pump; diabetes educator saw her.')).toBe('Supported');
  });
});

describe('a hypothyroidism over before the stay', () => {
  it.each([
    ['4. Hypothyroidism - Historical (subacute thyroiditis 2018, transient hypothyroid phase; levothyroxine stopped 2019)\n9. Hypothyroidism (historical): TSH 2.1, off levothyroxine since 2019.', 'Unsupported'],
    ['PMH: Hypothyroidism on levothyroxine 75 mcg daily, continued. TSH 3.1.', 'Supported'],
  ])('E03.9 with "%s" -> %s', (text, expected) => {
    expect(builtInResult('E03.9', text)).toBe(expected);
  });
});

describe('probe 55: a cancer named by its site, a clot in the other leg', () => {
  it('"adenocarcinoma of the lower third of the esophagus" is the esophageal cancer of this stay, beside a PMH line', () => {
    const text = 'PRINCIPAL DIAGNOSIS: Progressive dysphagia due to adenocarcinoma of the distal (lower third) esophagus.\nPMH: Esophageal cancer as above.\nMedical oncology; J tube placed.';
    expect(builtInResult('C15.5', text)).toBe('Supported');
  });

  it('a DVT found only in the right leg refutes the left-leg code, and the reverse; one in each leg refutes neither', () => {
    const right = 'Venous duplex: acute occlusive right popliteal DVT; the left leg was normal. Apixaban.';
    expect(builtInResult('I82.412', right)).toBe('Unsupported');
    expect(builtInResult('I82.411', right)).toBe('Supported');
    expect(builtInResult('I82.412', 'Duplex: left femoral DVT and right popliteal DVT. Apixaban.')).toBe('Supported');
  });
});

describe('bone metastases looked for', () => {
  it('"bone scan showed no evidence of osseous metastatic disease" refutes C79.51', () => {
    expect(builtInResult('C79.51', 'For new low back pain a bone scan showed no evidence of osseous metastatic disease; the pain is musculoskeletal.')).toBe('Unsupported');
  });
});

describe('entries from the probe 54 and 55 stays', () => {
  it.each([
    ['J80', 'Severe ARDS from influenza A: P/F 92 on PEEP 14; lung protective ventilation, proned 16 h/day.', 'Supported'],
    ['J80', 'ARDS was considered; CT showed cardiogenic edema, not ARDS.', 'Unsupported'],
    ['J95.811', '35% right pneumothorax on CXR after CT-guided biopsy; pigtail catheter placed to suction.', 'Supported'],
    ['R04.0', 'Anterior epistaxis requiring ENT packing.', 'Supported'],
    ['R64', 'Cachectic with bitemporal wasting; dietitian consulted, Ensure TID, mirtazapine started.', 'Supported'],
    ['K86.81', 'Exocrine pancreatic insufficiency: fecal elastase 45; started Creon with meals.', 'Supported'],
    ['K86.81', 'Code blue: EPI 1 mg IV given twice.', 'NoDetermination'],
  ])('%s with "%s" -> %s', (code, text, expected) => {
    expect(builtInResult(code, text)).toBe(expected);
  });
});

describe('a haematological cancer in remission, or not', () => {
  it.each([
    ['C92.01', '2. Acute myeloid leukemia (NPM1-mutated), in first complete remission. Consolidation cytarabine given.', 'Supported'],
    ['C90.01', 'IgG kappa multiple myeloma in very good partial remission on lenalidomide maintenance.', 'Supported'],
    ['C90.01', '1. Hypercalcemia of malignancy due to relapsed IgG-kappa multiple myeloma. Daratumumab planned.', 'Unsupported'],
  ])('%s with "%s" -> %s', (code, text, expected) => {
    expect(builtInResult(code, text)).toBe(expected);
  });
});

describe('a pancytopenia written with the chemotherapy that caused it', () => {
  it('"Pancytopenia after consolidation ... high-dose cytarabine" with transfusions is D61.810; a pancytopenia of sepsis is not', () => {
    expect(builtInResult('D61.810', '1. Pancytopenia after consolidation (day 12 after high-dose cytarabine). 2 units PRBC and apheresis platelets given.')).toBe('Supported');
    expect(builtInResult('D61.810', 'Pancytopenia in the setting of septic shock; platelets transfused.')).not.toBe('Supported');
  });
});

describe('a breast cancer on the side the code states', () => {
  const right = 'Invasive ductal carcinoma of the right breast, treated with right mastectomy; now metastatic breast cancer on letrozole.';
  it('supports the right-breast code and refutes the left', () => {
    expect(builtInResult('C50.911', right)).toBe('Supported');
    expect(builtInResult('C50.912', right)).toBe('Unsupported');
  });

  it('leaves a side undecided where the note gives none, and the unspecified code still reads it', () => {
    expect(builtInResult('C50.912', 'Metastatic breast cancer on letrozole.')).toBe('NoDetermination');
    expect(builtInResult('C50.919', 'Metastatic breast cancer on letrozole.')).toBe('Supported');
  });
});

describe('the probe-56 readings of a summary', () => {
  it('a differential closed at presentation rules the condition out, though written with a time between', () => {
    const text = 'Epigastric pain - acute pancreatitis was considered at presentation but ruled out with a normal lipase (48 U/L) and no pancreatic inflammation on imaging. RUQ ultrasound, cholecystectomy.';
    expect(builtInResult('K85.90', text)).toBe('Unsupported');
  });

  it('acute calculous cholecystitis in the diagnosis list yields to pathology that found a chronic one and imaging without its signs', () => {
    const text = [
      'FINAL DIAGNOSES:\n- Acute calculous cholecystitis',
      'HOSPITAL COURSE: Ultrasound showed cholelithiasis, gallbladder wall 2 mm, no pericholecystic fluid, sonographic Murphy sign negative.',
      'Laparoscopic cholecystectomy. Surgical pathology: chronic cholecystitis with cholelithiasis; no acute inflammation identified.',
    ].join('\n');
    expect(builtInResult('K80.00', text)).toBe('Unsupported');
    const acute = 'Acute calculous cholecystitis: gallbladder wall 6 mm, pericholecystic fluid, multiple gallstones (none impacted), sonographic Murphy sign; piperacillin-tazobactam and laparoscopic cholecystectomy.';
    expect(builtInResult('K80.00', acute)).toBe('Supported');
  });

  it('alcohol abuse billed against a social history of light drinking is not supported', () => {
    expect(builtInResult('F10.10', 'Social history: she drinks alcohol rarely, one or two glasses of wine a month; AUDIT-C 1. Ethanol undetectable.')).toBe('Unsupported');
    expect(builtInResult('F10.10', 'Alcohol abuse: drinks 8 beers daily; thiamine, folate and CIWA monitoring.')).toBe('Supported');
    // "He does not drink soda" says nothing of alcohol.
    expect(builtInResult('F10.10', 'It was recommended that he does not drink any soda postoperatively.')).toBe('NoDetermination');
  });

  it('CKD stage 3 in the history and stage 4 in the course: the note contradicts itself', () => {
    const text = 'PMH: HFpEF on furosemide; CKD stage 3; BPH.\nHOSPITAL COURSE:\nRenal: CKD stage 4 per outpatient nephrology; creatinine at his baseline throughout.';
    expect(builtInResult('N18.30', text)).toBe('NoDetermination');
    // Named only in the history list, the stage yields to the course's.
    expect(builtInResult('N18.30', 'DISCHARGE DIAGNOSES:\n- CKD stage 3\nHOSPITAL COURSE: CKD stage 4 per nephrology; creatinine at baseline.')).toBe('Unsupported');
    expect(builtInResult('N18.4', text.replace('CKD stage 3; ', ''))).toBe('Supported');
  });

  it('hemiplegia of the other side contradicts the sided code', () => {
    const text = 'Right hemiparesis (right dominant side) after left MCA stroke; right arm 2/5. PT/OT daily.';
    expect(builtInResult('G81.94', text)).toBe('Unsupported');
    expect(builtInResult('G81.91', text)).toBe('Supported');
  });

  it('a relative asking whether she has dementia is no diagnosis of it', () => {
    const text = "Her daughter asked whether she has dementia; the patient's mother had Alzheimer's dementia. MoCA 26/30. She does not meet criteria for dementia. Neurology reviewed; reorientation.";
    expect(builtInResult('F03.90', text)).toBe('Unsupported');
  });

  it("a potassium inside the laboratory's printed range is no hyperkalemia, whatever the usual threshold", () => {
    expect(builtInResult('E87.5', 'Potassium was 5.2 mmol/L (ref 3.5-5.3) on day 2 and 4.6 at discharge; no treatment was required.')).toBe('Unsupported');
    expect(builtInResult('E87.5', 'Potassium was 5.6 mmol/L (ref 3.5-5.3) on day 2; lokelma given, 4.6 at discharge.')).toBe('Supported');
    expect(builtInResult('E87.5', 'Hyperkalemia: potassium 5.2 mmol/L on day 2; low potassium diet, 4.6 at discharge.')).toBe('Supported');
  });

  it('urinary retention never named, with the bladder emptying after the catheter came out, is not supported', () => {
    expect(builtInResult('R33.9', 'Foley catheter removed on POD1; voided spontaneously with post-void residual 40 mL.')).toBe('Unsupported');
    expect(builtInResult('R33.9', 'Acute urinary retention, bladder scan 850 mL; Foley placed and tamsulosin started. Passed a voiding trial on day 3.')).toBe('Supported');
  });

  it('iron deficiency anemia from chronic GI blood loss, written in parts, is D50.0', () => {
    const text = 'Hemoglobin 8.7 g/dL, ferritin 6. This is iron deficiency anemia from her known chronic GI blood loss (small-bowel angiodysplasia). Iron sucrose 200 mg IV.';
    expect(builtInResult('D50.0', text)).toBe('Supported');
    expect(builtInResult('D50.0', 'Iron deficiency anemia, likely dietary; ferrous sulfate started.')).toBe('NoDetermination');
  });

  it("a diuretic given to the heart failure named just before does not back a listed pulmonary hypertension", () => {
    const text = [
      'PMH: HFpEF, CKD 3a, pulmonary hypertension.',
      'Heart failure. She had mild volume overload with bibasilar crackles. She received furosemide 40 mg IV once, then home furosemide.',
      'TTE: LVEF 60-65%; RVSP could not be estimated because the TR jet was inadequate.',
    ].join('\n');
    expect(builtInResult('I27.20', text)).toBe('NoDetermination');
    expect(builtInResult('I27.20', `${text}\nPulmonary hypertension: sildenafil continued.`)).toBe('Supported');
  });
});

describe('the probe-57 readings of a summary', () => {
  it('a full code status refutes a billed DNR, and a declined DNR order is none', () => {
    expect(builtInResult('Z66', 'Code status: FULL CODE, confirmed with the patient on admission.')).toBe('Unsupported');
    expect(builtInResult('Z66', 'Goals of care meeting: her daughter declined a DNR order; full resuscitation.')).toBe('Unsupported');
    expect(builtInResult('Z66', 'Code status: DNR/DNI, confirmed with the patient and his wife.')).toBe('Supported');
  });

  it('a joint replaced on the other side refutes the sided replacement code', () => {
    expect(builtInResult('Z96.651', 'Left total knee arthroplasty in 2019; scar over the left knee, stable.')).toBe('Unsupported');
    expect(builtInResult('Z96.652', 'Left total knee arthroplasty in 2019; scar over the left knee, stable.')).toBe('Supported');
  });

  it('a fall this stay is part of a history of falling, not against it', () => {
    expect(builtInResult('Z91.81', 'Recurrent falls: third ground-level fall in six months; PT and home safety evaluation.')).toBe('Supported');
  });

  it('dialysis for an injury that recovered is no dependence on it', () => {
    const text = 'ATN after septic shock; hemodialysis on 07/20, 07/22 and 07/25. Renal recovery with good urine output; temporary dialysis catheter removed, not dialysis dependent.';
    expect(builtInResult('Z99.2', text)).toBe('Unsupported');
    expect(builtInResult('Z99.2', 'ESRD on hemodialysis MWF via left arm AV fistula; dialysis continued inpatient.')).toBe('Supported');
  });

  it('dementia of another severity, or written without its behaviours, refutes the code', () => {
    expect(builtInResult('F03.B11', 'PMH: advanced dementia, FAST stage 7a; sundowning with agitation, quetiapine continued.')).toBe('Unsupported');
    expect(builtInResult('F03.911', 'Dementia, mild, without behavioral disturbance; donepezil continued.')).toBe('Unsupported');
  });

  it('alcohol withdrawal written without its delirium refutes withdrawal delirium', () => {
    const text = 'Alcohol withdrawal: CIWA max 12 with tremor, lorazepam PRN for 48 hours. No hallucinations; oriented and attentive, CAM negative daily.';
    expect(builtInResult('F10.231', text)).toBe('Unsupported');
    expect(builtInResult('F10.231', 'Alcohol withdrawal complicated by delirium tremens on day 3: phenobarbital load, ICU transfer.')).toBe('Supported');
  });

  it('altered mental status never named, beside a note that no confusion was seen, is not supported', () => {
    expect(builtInResult('R41.82', 'Mental status: alert, oriented and appropriate throughout the stay; no confusion was observed by nursing. CT head negative.')).toBe('Unsupported');
  });

  it('recurrent C. difficile written in parts, and an opioid for a chronic pain, are named', () => {
    expect(builtInResult('A04.71', 'This is her second bout of Clostridioides difficile infection; toxin positive. Fidaxomicin for 10 days.')).toBe('Supported');
    expect(builtInResult('Z79.891', 'For her chronic back pain we continued her home oxycodone 10 mg every six hours; pain clinic follow-up.')).toBe('Supported');
  });

  it('an aromatase inhibitor course that ended refutes its long-term use', () => {
    expect(builtInResult('Z79.811', 'Left breast cancer 2012, lumpectomy and radiation, then five years of anastrozole, which she completed in 2017; not on any endocrine therapy now.')).toBe('Unsupported');
    expect(builtInResult('Z79.811', 'Breast cancer on anastrozole 1 mg daily, continued.')).toBe('Supported');
  });

  it('a problem label answered "does not meet criteria" is denied', () => {
    const text = 'ED impression "DKA vs HHS". #HHS: does not meet criteria - effective osmolality 286 (needs >300). Insulin infusion, endocrinology.';
    expect(builtInResult('E11.00', text)).toBe('Unsupported');
  });
});

describe('calcium and phosphorus disorders by their values', () => {
  it('a low total calcium that corrects to normal for the albumin is no hypocalcemia', () => {
    const text = 'Ca 7.9 mg/dL (8.5-10.5), albumin 2.6 g/dL (3.5-5.0). Ca: corrected for albumin = 9.0, normal. No treatment.';
    expect(builtInResult('E83.51', text)).toBe('Unsupported');
    expect(builtInResult('E83.51', 'Hypocalcemia: calcium 7.4 mg/dL (ref 8.6-10.3), ionized calcium 0.98 mmol/L; calcium gluconate 2 g IV.')).toBe('Supported');
    expect(builtInResult('E83.51', 'Hypocalcemia, calcium gluconate given.')).toBe('NoDetermination');
  });

  it('hypercalcemia needs a high calcium, and a normal one refutes it', () => {
    expect(builtInResult('E83.52', 'Hypercalcemia of malignancy: calcium 13.1 mg/dL; zoledronic acid and IV fluids.')).toBe('Supported');
    expect(builtInResult('E83.52', 'Hypercalcemia listed. Calcium 10.1 mg/dL (8.5-10.5) on admission and 9.6 at discharge.')).toBe('Unsupported');
  });

  it('a phosphorus disorder named and repleted needs its value', () => {
    expect(builtInResult('E83.39', 'Refeeding hypophosphatemia: phosphorus 1.1 mg/dL (ref 2.5-4.5), repleted with IV sodium phosphate.')).toBe('Supported');
    expect(builtInResult('E83.39', 'Hypophosphatemia, repleted with K-Phos.')).toBe('NoDetermination');
  });
});

describe('SIRS of non-infectious origin (R65.1-)', () => {
  it('with its organ dysfunction written beside it, and refuted by a sepsis', () => {
    const text = 'Severe acute pancreatitis with SIRS of non-infectious origin and acute kidney injury (creatinine 2.0 from 0.8); cultures negative, antibiotics stopped.';
    expect(builtInResult('R65.11', text)).toBe('Supported');
    expect(builtInResult('R65.11', 'Sepsis from pneumonia with AKI; ceftriaxone.')).toBe('Unsupported');
  });
});
