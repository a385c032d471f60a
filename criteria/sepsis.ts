import {
  above,
  allOf,
  anyOf,
  atLeast,
  atLeastOf,
  atMost,
  below,
  definePack,
  measured,
  mentioned,
  not,
  rise,
  ruledOut,
  type Rule,
} from '../lib/criteria/define';
import { antibioticShorthand, renalAtBaselinePhrases, pushDoseVasopressorPhrases } from './phrases.en';


// ---- values read during the acute phase (a stated baseline or a discharge value is not one)
const ACUTE = ['admission', 'peak', 'nadir', 'current', 'none'] as const;
type Concept =
  | 'sepsis'
  | 'septic-encephalopathy'
  | 'severe-sepsis'
  | 'septic-shock'
  | 'sepsis-hedged'
  | 'sirs-noninfectious'
  | 'infection'
  | 'antibiotics'
  | 'antibiotics-stopped'
  | 'positive-culture'
  | 'vasopressors'
  | 'refractory-hypotension'
  | 'fluid-responsive'
  | 'ventilation'
  | 'altered-mentation'
  | 'mentation-at-baseline'
  | 'oliguria'
  | 'renal-at-baseline'
  | 'ckd'
  | 'esrd'
  | 'chronic-liver'
  | 'chronic-thrombocytopenia'
  | 'platelets-other-cause'
  | 'anticoagulant'
  | 'organ-dysfunction-named'
  | 'escalated-care'
  | 'fever'
  | 'tachycardia'
  | 'tachypnea'
  | 'leukocytosis'
  | 'bandemia'
  | 'mssa'
  | 'mrsa'
  | 'staph-aureus'
  | 'staph-coag-negative'
  | 'staph'
  | 'h-influenzae'
  | 'anaerobe'
  | 'gram-negative'
  | 'e-coli'
  | 'pseudomonas'
  | 'serratia'
  | 'acinetobacter'
  | 'other-gram-negative'
  | 'enterococcus'
  | 'strep-group-a'
  | 'strep-group-b'
  | 'pneumococcus'
  | 'strep'
  | 'salmonella'
  | 'anthrax'
  | 'erysipelothrix'
  | 'listeria'
  | 'actinomyces'
  | 'gonococcus'
  | 'candida'
  | 'meningococcus';

const m = (c: Concept, options: Parameters<typeof mentioned>[1] = {}): Rule<Concept> => mentioned(c, options);

// Each infection is its own: "pneumonia was excluded" on CT does not revise the E. coli bacteremia.
const infectionNamed = m('infection', { eachTermItsOwn: true });

// ---- SIRS (Sepsis-2)
const sirsTemperature = anyOf<Concept>(measured('temperature', above(38.0, 'degC')), measured('temperature', below(36.0, 'degC')));
const sirsHeartRate = measured<Concept>('heart-rate', above(90, '/min'));
const sirsRespiratory = anyOf<Concept>(measured('respiratory-rate', above(20, '/min')), measured('pco2', below(32, 'mmHg')));
const sirsWbc = anyOf<Concept>(
  measured('wbc', above(12, 'K/uL')),
  measured('wbc', below(4, 'K/uL')),
  measured('bands', above(10, '%')),
  m('bandemia'),
);

// ---- SOFA (Vincent 1996), each system "newly" scoring: a pre-existing level does not count.
const stated = (kind: Parameters<typeof measured>[0], test: Parameters<typeof measured>[1]) => measured<Concept>(kind, test, { roles: ['baseline'] });
const respiratory2 = anyOf<Concept>(
  measured('pf-ratio', below(300, 'mmHg')),
  // PaO2 below 63 mmHg on room air is a P/F ratio below 300.
  measured('po2', below(63, 'mmHg'), { oxygen: ['room-air'] }),
  m('ventilation'),
);
const respiratory1 = anyOf<Concept>(respiratory2, measured('pf-ratio', below(400, 'mmHg')), measured('po2', below(84, 'mmHg'), { oxygen: ['room-air'] }));
/** Platelets low for a reason of their own, standing or this stay's (HIT from the heparin, a drug), not the infection's organ dysfunction. */
const plateletsOtherwise = anyOf<Concept>(m('chronic-thrombocytopenia', { allow: ['historical'] }), m('platelets-other-cause'));
const coagulation2 = allOf<Concept>(measured('platelets', below(100, 'K/uL')), not(stated('platelets', below(100, 'K/uL'))), not(plateletsOtherwise));
const coagulation1 = anyOf<Concept>(
  coagulation2,
  allOf(measured('platelets', below(150, 'K/uL')), not(stated('platelets', below(150, 'K/uL'))), not(plateletsOtherwise)),
);
const liver2 = allOf<Concept>(measured('bilirubin', atLeast(2.0, 'mg/dL')), not(stated('bilirubin', atLeast(2.0, 'mg/dL'))), not(m('chronic-liver', { allow: ['historical'] })));
const liver1 = anyOf<Concept>(
  liver2,
  allOf(measured('bilirubin', atLeast(1.2, 'mg/dL')), not(stated('bilirubin', atLeast(1.2, 'mg/dL'))), not(m('chronic-liver', { allow: ['historical'] }))),
);
// Dopamine, dobutamine or any norepinephrine/epinephrine scores 2 to 4.
const cardiovascular2 = m('vasopressors');
// MAP below 70 scores 1; a systolic below 90 is used where no MAP is written (engine gap: no derived MAP).
const cardiovascular1 = anyOf<Concept>(cardiovascular2, measured('map', below(70, 'mmHg')), measured('systolic-bp', below(90, 'mmHg')));
const cns2 = measured<Concept>('gcs', atMost(12, 'points'));
const cns1 = anyOf<Concept>(cns2, measured('gcs', below(15, 'points')), allOf(m('altered-mentation'), not(m('mentation-at-baseline', { allow: ['historical'] }))));
// With chronic kidney disease the creatinine must have risen in the stay: a CKD 3b patient's
// usual 2.1 scores renal SOFA 2 before any sepsis (Sepsis-3 counts the change from baseline).
const renalNotChronic = allOf<Concept>(
  not(m('esrd', { allow: ['historical'] })),
  not(m('renal-at-baseline', { allow: ['historical'] })),
  anyOf(not(m('ckd', { allow: ['historical'] })), rise('creatinine', { by: 0.3, unit: 'mg/dL' })),
);
const renal2 = anyOf<Concept>(
  allOf(measured('creatinine', atLeast(2.0, 'mg/dL')), not(stated('creatinine', atLeast(2.0, 'mg/dL'))), renalNotChronic),
  allOf(m('oliguria'), not(m('esrd', { allow: ['historical'] }))),
);
const renal1 = anyOf<Concept>(renal2, allOf(measured('creatinine', atLeast(1.2, 'mg/dL')), not(stated('creatinine', atLeast(1.2, 'mg/dL'))), renalNotChronic));

/** Sepsis-3: one system newly scoring >= 2, or two systems scoring >= 1. */
const sofaRise = anyOf<Concept>(
  respiratory2,
  coagulation2,
  liver2,
  cardiovascular2,
  cns2,
  renal2,
  atLeastOf(2, respiratory1, coagulation1, liver1, cardiovascular1, cns1, renal1),
);

/** SEP-1 / Surviving Sepsis organ dysfunction: any one, acute (severe sepsis, Sepsis-2). */
const sep1OrganDysfunction = anyOf<Concept>(
  measured('systolic-bp', below(90, 'mmHg')),
  measured('map', below(65, 'mmHg')),
  m('vasopressors'),
  measured('lactate', above(2, 'mmol/L')),
  m('ventilation'),
  measured('pf-ratio', below(300, 'mmHg')),
  allOf(measured('creatinine', above(2.0, 'mg/dL')), not(stated('creatinine', above(2.0, 'mg/dL'))), renalNotChronic),
  allOf(rise('creatinine', { by: 0.3, unit: 'mg/dL' }), not(m('esrd', { allow: ['historical'] }))),
  allOf(m('oliguria'), not(m('esrd', { allow: ['historical'] }))),
  allOf(measured('bilirubin', above(2.0, 'mg/dL')), not(stated('bilirubin', above(2.0, 'mg/dL'))), not(m('chronic-liver', { allow: ['historical'] }))),
  coagulation2,
  allOf(measured('inr', above(1.5, 'ratio')), not(m('anticoagulant', { allow: ['historical'] }))),
  cns1,
);

/** Organ-function data reported in the normal range, for "severe sepsis" coded without dysfunction. */
const organValuesNormal = atLeastOf<Concept>(
  2,
  measured('lactate', atMost(2, 'mmol/L'), { roles: ACUTE, quantifier: 'every' }),
  measured('systolic-bp', atLeast(90, 'mmHg'), { roles: ACUTE, quantifier: 'every' }),
  measured('creatinine', below(1.2, 'mg/dL'), { roles: ACUTE, quantifier: 'every' }),
  measured('platelets', atLeast(150, 'K/uL'), { roles: ACUTE, quantifier: 'every' }),
  measured('bilirubin', below(1.2, 'mg/dL'), { roles: ACUTE, quantifier: 'every' }),
);

// ---- septic shock
const shockSepsis2 = anyOf<Concept>(m('vasopressors'), m('refractory-hypotension'), measured('lactate', atLeast(4, 'mmol/L')));
const shockSepsis3 = allOf<Concept>(m('vasopressors'), measured('lactate', above(2, 'mmol/L')));
const haemodynamicsReported = anyOf<Concept>(
  measured('systolic-bp', { op: 'any' }, { roles: ACUTE }),
  measured('map', { op: 'any' }, { roles: ACUTE }),
  measured('lactate', { op: 'any' }, { roles: ACUTE }),
);
const noShockDocumented = anyOf<Concept>(ruledOut('vasopressors'), ruledOut('septic-shock'), m('fluid-responsive'));
// The author's own "no septic shock" / "we do not agree with septic shock", never affirmed in their
// voice, outranks a vasopressor mention (a single push-dose of phenylephrine, a pressor "held").
const shockDeniedByAuthor = allOf<Concept>(ruledOut('septic-shock'), not(m('septic-shock')));

const reportedAcute = (kind: Parameters<typeof measured>[0]) => measured<Concept>(kind, { op: 'any' }, { roles: ACUTE });

// ---- organisms (organism-specific sepsis codes)
const organisms: readonly Concept[] = [
  'mssa', 'mrsa', 'staph-aureus', 'staph-coag-negative', 'staph', 'h-influenzae', 'anaerobe', 'gram-negative', 'e-coli', 'pseudomonas',
  'serratia', 'acinetobacter', 'other-gram-negative', 'enterococcus', 'strep-group-a', 'strep-group-b', 'pneumococcus', 'strep',
  'salmonella', 'anthrax', 'erysipelothrix', 'listeria', 'actinomyces', 'gonococcus', 'candida', 'meningococcus',
];
/** Another organism is identified and none of the coded one's is: the note names a different organism. */
const otherOrganism = (...coded: Concept[]): Rule<Concept> =>
  allOf(...coded.map((c) => not(m(c))), anyOf(...organisms.filter((o) => !coded.includes(o) && o !== 'gram-negative' && o !== 'staph' && o !== 'strep').map((o) => m(o))));

const gramNegatives: Concept[] = ['gram-negative', 'e-coli', 'pseudomonas', 'serratia', 'acinetobacter', 'other-gram-negative', 'h-influenzae'];
const staphs: Concept[] = ['staph', 'mssa', 'mrsa', 'staph-aureus', 'staph-coag-negative'];
const streps: Concept[] = ['strep', 'strep-group-a', 'strep-group-b', 'pneumococcus'];

/**
 * Sepsis, severe sepsis and septic shock (A40, A41 and the organism-specific sepsis codes,
 * R65.20, R65.21, T81.12, T81.44). Criteria reference §2.1.
 *
 * Sepsis needs an infection (a documented source, or treatment as an infection) and a
 * systemic response. The default profile accepts either definition in use by payers:
 * Sepsis-2 (SIRS: at least two of temperature > 38.0 °C or < 36.0 °C, heart rate > 90,
 * respiratory rate > 20 or PaCO2 < 32 mmHg, WBC > 12 or < 4 K/µL or bands > 10 %) or Sepsis-3
 * (an acute SOFA rise of at least 2: one organ system newly scoring 2 or more, or two systems
 * scoring 1). Severe sepsis (R65.20) adds at least one acute organ dysfunction (SEP-1 or SOFA
 * thresholds); septic shock (R65.21) needs vasopressors, persistent hypotension after fluids,
 * or a lactate of 4 mmol/L or more (SEP-1), and is contradicted when the summary reports
 * haemodynamic data and no vasopressor. "Sepsis ruled out" in the course outranks SIRS values
 * ("the course wins"), and "bacteremia without sepsis" or "non-infectious SIRS" refute it.
 * Pre-existing organ dysfunction (a stated baseline in the same SOFA band, ESRD, cirrhosis,
 * chronic thrombocytopenia, baseline confusion) does not count as new.
 *
 * The `sepsis3-only` variant (profile SEPSIS3-ONLY) drops SIRS: sepsis and severe sepsis need
 * infection plus the SOFA rise, and septic shock needs vasopressors and a lactate above 2.
 *
 * @example "Sepsis from E. coli pyelonephritis: T 39.2, HR 118, WBC 18.4, creatinine 2.3 from 0.9, on ceftriaxone"
 * supports A41.51 under both profiles; "cellulitis, T 38.6, HR 112, WBC 14.2" with normal organ labs
 * supports A41.9 by SIRS but not under SEPSIS3-ONLY.
 */
/** Antibiotics and antifungals by class and by name, generic and brand, as notes write them. */
const ANTIBIOTIC_NAMES: readonly string[] = [
  'antibiotics', 'antibiotic', 'antimicrobials', 'antimicrobial therapy', 'vancomycin',
  'piperacillin', 'piperacillin-tazobactam', 'piperacillin tazobactam', 'Zosyn', 'cefepime', 'ceftriaxone', 'Rocephin', 'ceftazidime',
  'cefazolin', 'Ancef', 'cefuroxime', 'cephalexin', 'Keflex', 'cefpodoxime', 'meropenem', 'ertapenem', 'imipenem', 'aztreonam',
  'levofloxacin', 'Levaquin', 'ciprofloxacin', 'Cipro', 'moxifloxacin', 'azithromycin', 'Zithromax', 'doxycycline', 'metronidazole', 'Flagyl',
  'clindamycin', 'linezolid', 'Zyvox', 'daptomycin', 'ampicillin', 'ampicillin-sulbactam', 'Unasyn', 'amoxicillin', 'amoxicillin-clavulanate',
  'Augmentin', 'nafcillin', 'oxacillin', 'penicillin', 'gentamicin', 'tobramycin', 'amikacin', 'trimethoprim-sulfamethoxazole', 'Bactrim',
  'nitrofurantoin', 'Macrobid', 'micafungin', 'caspofungin', 'fluconazole', 'voriconazole', 'fidaxomicin', 'tigecycline',
  'ceftaroline', 'cefiderocol', 'colistin', ...antibioticShorthand,
];

export default definePack({
  id: 'sepsis',
  title: 'Sepsis',
  version: '1.0.0',
  source: 'criteria-reference §2.1 (Sepsis-2/SIRS, Sepsis-3/SOFA, SEP-1 organ dysfunction and shock)',
  codes: [
    { code: 'A41', title: 'other sepsis' },
    { code: 'A419', title: 'sepsis, unspecified organism' },
    { code: 'A4101', title: 'sepsis due to methicillin susceptible Staphylococcus aureus', requires: 'organism-mssa', contradicts: 'organism-mrsa-only' },
    { code: 'A4102', title: 'sepsis due to methicillin resistant Staphylococcus aureus', requires: 'organism-mrsa', contradicts: 'organism-mssa-only' },
    { code: 'A411', title: 'sepsis due to other specified staphylococcus', requires: 'organism-staph-coag-negative', contradicts: 'organism-not-staph' },
    { code: 'A412', title: 'sepsis due to unspecified staphylococcus', requires: 'organism-staph', contradicts: 'organism-not-staph' },
    { code: 'A413', title: 'sepsis due to Hemophilus influenzae', requires: 'organism-h-influenzae', contradicts: 'organism-not-h-influenzae' },
    { code: 'A414', title: 'sepsis due to anaerobes', requires: 'organism-anaerobe', contradicts: 'organism-not-anaerobe' },
    { code: 'A4150', title: 'gram-negative sepsis, unspecified', requires: 'organism-gram-negative', contradicts: 'organism-not-gram-negative' },
    { code: 'A4151', title: 'sepsis due to Escherichia coli', requires: 'organism-e-coli', contradicts: 'organism-not-e-coli' },
    { code: 'A4152', title: 'sepsis due to Pseudomonas', requires: 'organism-pseudomonas', contradicts: 'organism-not-pseudomonas' },
    { code: 'A4153', title: 'sepsis due to Serratia', requires: 'organism-serratia', contradicts: 'organism-not-serratia' },
    { code: 'A4154', title: 'sepsis due to Acinetobacter baumannii', requires: 'organism-acinetobacter', contradicts: 'organism-not-acinetobacter', validFrom: '2023-10-01' },
    { code: 'A4159', title: 'other gram-negative sepsis', requires: 'organism-other-gram-negative', contradicts: 'organism-not-other-gram-negative' },
    { code: 'A4181', title: 'sepsis due to Enterococcus', requires: 'organism-enterococcus', contradicts: 'organism-not-enterococcus' },
    { code: 'A4189', title: 'other specified sepsis' },
    { code: 'A40', title: 'streptococcal sepsis', requires: 'organism-strep', contradicts: 'organism-not-strep' },
    { code: 'A400', title: 'sepsis due to streptococcus, group A', requires: 'organism-strep-group-a', contradicts: 'organism-not-strep-group-a' },
    { code: 'A401', title: 'sepsis due to streptococcus, group B', requires: 'organism-strep-group-b', contradicts: 'organism-not-strep-group-b' },
    { code: 'A403', title: 'sepsis due to Streptococcus pneumoniae', requires: 'organism-pneumococcus', contradicts: 'organism-not-pneumococcus' },
    { code: 'A021', title: 'Salmonella sepsis', requires: 'organism-salmonella' },
    { code: 'A227', title: 'anthrax sepsis', requires: 'organism-anthrax' },
    { code: 'A267', title: 'Erysipelothrix sepsis', requires: 'organism-erysipelothrix' },
    { code: 'A327', title: 'listerial sepsis', requires: 'organism-listeria' },
    { code: 'A392', title: 'acute meningococcemia', requires: 'organism-meningococcus' },
    { code: 'A393', title: 'chronic meningococcemia', requires: 'organism-meningococcus' },
    { code: 'A394', title: 'meningococcemia, unspecified', requires: 'organism-meningococcus' },
    { code: 'A427', title: 'actinomycotic sepsis', requires: 'organism-actinomyces' },
    { code: 'A5486', title: 'gonococcal sepsis', requires: 'organism-gonococcus' },
    { code: 'B377', title: 'candidal sepsis', requires: 'organism-candida' },
    { code: 'T8144', title: 'sepsis following a procedure' },
    { code: 'R6520', title: 'severe sepsis without septic shock', requires: 'organ-dysfunction', contradicts: 'organ-function-normal' },
    { code: 'R6521', title: 'severe sepsis with septic shock', requires: 'septic-shock-criteria', contradicts: 'septic-shock-contradicted' },
    { code: 'T8112', title: 'postprocedural septic shock', requires: 'septic-shock-criteria', contradicts: 'septic-shock-contradicted' },
  ],
  // Siblings that must never be read as sepsis. None sits under the prefixes above (R65.2x and
  // A40/A41 are listed exactly); they are kept here so a wider prefix could not swallow them.
  excludes: ['R6510', 'R6511', 'R7881'],
  concepts: {
    sepsis: {
      terms: ['sepsis', 'septicemia', 'septicaemia', 'septic', 'meningococcemia'],
      pseudo: [
        'sepsis screen', 'sepsis screening', 'sepsis protocol', 'rule out sepsis protocol', 'rule-out sepsis protocol', 'sepsis bundle',
        'sepsis alert', 'code sepsis', 'sepsis order set', 'sepsis pathway', 'sepsis workup', 'sepsis work up', 'septic workup',
        'septic work up', 'sepsis evaluation', 'sepsis precautions', 'sepsis risk', 'sepsis best practice advisory', 'sepsis BPA', 'septic tank',
        'not septic appearing', 'non septic appearing', 'nonseptic appearing', 'no longer septic', 'no longer meets sepsis criteria',
      ],
    },
    // Phrases of the encephalopathy pack that name sepsis (same words, so both concepts keep them). Its
    // own concept: "no septic encephalopathy" denies the encephalopathy, not the sepsis.
    'septic-encephalopathy': { terms: ['septic encephalopathy', 'sepsis associated encephalopathy'] },
    'severe-sepsis': { terms: ['severe sepsis'] },
    'septic-shock': {
      // The same phrases as the shock pack's septic-shock concept, so neither pack hides the other's mention.
      terms: ['septic shock', 'mixed cardiogenic and septic shock', 'mixed septic and cardiogenic shock', 'septic and cardiogenic shock', 'cardiogenic and septic shock'],
      pseudo: ['no longer in septic shock'],
    },
    'sepsis-hedged': {
      terms: ['septic-like picture', 'septic like picture', 'sepsis-like picture', 'sepsis like picture', 'septic-like', 'sepsis-like', 'sepsis-like syndrome', 'septic-like physiology'],
    },
    'sirs-noninfectious': {
      terms: [
        'non-infectious SIRS', 'noninfectious SIRS', 'SIRS of non-infectious origin', 'SIRS of noninfectious origin', 'non-infectious systemic inflammatory response',
        'noninfectious systemic inflammatory response', 'non-infectious systemic inflammatory response syndrome', 'sterile SIRS', 'SIRS without infection',
        'SIRS without an infectious source',
        // The inflammation put down to a sterile process: "a systemic inflammatory response to sterile necrotising pancreatitis".
        ...['systemic inflammatory response', 'inflammatory response', 'SIRS'].flatMap((response) =>
          ['to sterile', 'from sterile', 'due to sterile', 'secondary to sterile'].map((cause) => `${response} ${cause}`),
        ),
      ],
    },
    infection: {
      terms: [
        // Generic names on purpose: concept matching keeps the longest match across all packs, so a
        // long phrase here ("multifocal pneumonia") would hide another pack's shorter term.
        'infection', 'infections', 'infected', 'infectious process', 'pneumonia', 'bronchopneumonia', 'urinary tract infection', 'urosepsis',
        'pyelonephritis', 'cystitis', 'cellulitis', 'abscess', 'bacteremia', 'bacteraemia', 'fungemia', 'candidemia', 'cholangitis',
        'cholecystitis', 'peritonitis', 'meningitis', 'endocarditis', 'osteomyelitis', 'empyema', 'diverticulitis', 'appendicitis',
        'necrotizing fasciitis', 'septic arthritis', 'septic joint', 'septic knee', 'septic hip', 'septic bursitis', 'septic emboli',
        'septic embolus', 'septic thrombophlebitis', 'septic abortion', 'C. difficile colitis', 'C. diff colitis', 'clostridium difficile',
        'clostridioides difficile', 'influenza', 'COVID-19', 'urine culture grew', 'consolidation', 'infiltrate',
      ],
      abbreviations: ['UTI', 'CAUTI', 'CAP', 'HCAP', 'HAP', 'VAP', 'PNA', 'CLABSI', 'CRBSI', 'BSI', 'SSI'],
      pseudo: [
        'infection control', 'infectious disease', 'infectious diseases', 'infectious disease consult', 'infection prevention', 'MRSA screen',
        'MRSA swab', 'MRSA nares', 'MRSA PCR', 'MRSA colonization', 'colonized with MRSA', 'pneumonia vaccine', 'pneumococcal vaccine',
        'influenza vaccine', 'flu vaccine', 'infection risk', 'risk of infection', 'signs of infection', 'signs and symptoms of infection',
      ],
    },
    antibiotics: {
      terms: ANTIBIOTIC_NAMES,
      abbreviations: ['abx', 'ABX', 'Abx'],
      pseudo: [
        'antibiotic prophylaxis', 'prophylactic antibiotics', 'antibiotic allergy', 'antibiotic allergies', 'perioperative antibiotics',
        'penicillin allergy', 'allergic to penicillin', 'allergy to penicillin', 'sulfa allergy',
      ],
    },
    'antibiotics-stopped': {
      terms: [
        'antibiotics were discontinued', 'antibiotics discontinued', 'antibiotics were stopped', 'antibiotics stopped', 'discontinued antibiotics',
        'stopped antibiotics', 'antibiotics were held', 'abx discontinued', 'abx stopped', 'antibiotics were not continued', 'off antibiotics',
        // Named by the drug: "Meropenem was stopped on 10.07.2025 after 72 hours".
        ...ANTIBIOTIC_NAMES.filter((name) => !/^antibiotic|^antimicrobial/i.test(name)).flatMap((name) => [
          `${name} was stopped`, `${name} was discontinued`, `${name} stopped`, `${name} discontinued`,
        ]),
      ],
    },
    'positive-culture': {
      terms: ['bacteremia', 'bacteraemia', 'fungemia', 'candidemia'],
    },
    vasopressors: {
      terms: [
        'vasopressor', 'vasopressors', 'pressor', 'pressors', 'pressor support', 'pressor requirement', 'vasopressor support', 'norepinephrine',
        'Levophed', 'norepi', 'vasopressin', 'phenylephrine', 'Neo-Synephrine', 'neosynephrine', 'epinephrine drip', 'epinephrine infusion',
        'epi drip', 'dopamine', 'dopamine drip', 'angiotensin II', 'Giapreza',
      ],
      pseudo: [
        ...pushDoseVasopressorPhrases,
        'lidocaine with epinephrine', 'racemic epinephrine', 'dopamine agonist', 'vasopressin receptor',
      ],
    },
    'refractory-hypotension': {
      terms: [
        'refractory hypotension', 'persistent hypotension', 'persistently hypotensive', 'remained hypotensive', 'fluid refractory', 'refractory to fluids',
        'despite 30 mL/kg', 'despite 30 cc/kg', 'despite adequate volume resuscitation',
      ],
    },
    'fluid-responsive': {
      terms: [
        'responded to fluids', 'responded to IV fluids', 'responded to fluid bolus', 'responded to a fluid bolus', 'fluid responsive',
        'resolved with fluids', 'resolved with IV fluids', 'improved with fluids', 'improved with fluid boluses', 'did not require pressors',
        'did not require vasopressors', 'never required pressors',
        'never required vasopressors', 'no pressor requirement', 'without pressor requirement', 'not requiring pressors', 'not requiring vasopressors',
      ],
    },
    ventilation: {
      terms: [
        'intubated', 'intubation', 'mechanical ventilation', 'mechanically ventilated', 'on the ventilator', 'ventilator support', 'BiPAP',
        'Bi-PAP', 'noninvasive ventilation', 'non-invasive ventilation', 'noninvasive positive pressure ventilation', 'NIPPV',
        // The respiratory-failure pack's phrases (same words, so both packs keep them).
        'emergently intubated', 'endotracheal intubation', 'placed on the ventilator', 're-intubated', 'respiratory failure requiring intubation',
      ],
      abbreviations: ['NIV'],
      pseudo: ['home BiPAP', 'nocturnal BiPAP', 'BiPAP at night', 'BiPAP at home', 'nightly BiPAP', 'difficult intubation'],
    },
    'altered-mentation': {
      terms: [
        'altered mental status', 'altered mentation', 'mental status changes', 'mental status change', 'confused', 'confusion', 'disoriented',
        'encephalopathy', 'encephalopathic', 'delirium', 'delirious', 'obtunded', 'obtundation', 'somnolent', 'lethargic', 'unresponsive',
        'stuporous', 'decreased responsiveness',
        // The encephalopathy pack's phrases (same words, so both packs keep them).
        'acute confusion', 'confusion improved', 'confusion resolved', 'acute encephalopathy', 'acute metabolic encephalopathy', 'acute toxic encephalopathy',
        'metabolic encephalopathy', 'toxic encephalopathy', 'toxic metabolic encephalopathy', 'toxic and metabolic encephalopathy', 'metabolic toxic encephalopathy',
        'septic encephalopathy', 'sepsis associated encephalopathy', 'encephalopathy improved', 'encephalopathy resolved', 'encephalopathy cleared',
      ],
      abbreviations: ['AMS'],
      pseudo: ['confusion assessment method', 'delirium precautions', 'delirium prevention'],
    },
    'mentation-at-baseline': {
      terms: [
        'at baseline mental status', 'at her baseline mental status', 'at his baseline mental status', 'mental status at baseline',
        'mentation at baseline', 'baseline confusion', 'baseline dementia', 'chronically confused', 'chronic confusion', 'confusion at baseline',
        'confusion is chronic',
      ],
    },
    oliguria: { terms: ['oliguria', 'oliguric', 'anuria', 'anuric', 'minimal urine output', 'poor urine output', 'low urine output', 'decreased urine output'] },
    'renal-at-baseline': { terms: renalAtBaselinePhrases },
    ckd: {
      terms: ['chronic kidney disease', 'chronic renal insufficiency', 'chronic renal failure', 'chronic kidney insufficiency'],
      abbreviations: ['CKD'],
    },
    esrd: {
      terms: ['end stage renal disease', 'end-stage renal disease', 'end stage kidney disease', 'dialysis dependent', 'dialysis-dependent', 'on hemodialysis', 'on peritoneal dialysis'],
      abbreviations: ['ESRD', 'ESKD'],
    },
    'chronic-liver': {
      terms: ['cirrhosis', 'cirrhotic', 'chronic liver disease', 'end stage liver disease', "Gilbert's syndrome", 'Gilbert syndrome', "Gilbert's", 'chronic hyperbilirubinemia'],
      abbreviations: ['ESLD'],
    },
    'chronic-thrombocytopenia': {
      terms: [
        'chronic thrombocytopenia', 'baseline thrombocytopenia', 'chronic low platelets', 'immune thrombocytopenia', 'immune thrombocytopenic purpura',
        'idiopathic thrombocytopenic purpura', 'platelets at baseline', 'platelet count at baseline',
      ],
      abbreviations: ['ITP'],
    },
    'platelets-other-cause': {
      terms: [
        'heparin induced thrombocytopenia', 'drug induced thrombocytopenia', 'vancomycin induced thrombocytopenia', 'linezolid induced thrombocytopenia', 'dilutional thrombocytopenia', 'post transfusion purpura',
      ],
      abbreviations: ['HIT'],
    },
    anticoagulant: {
      terms: ['warfarin', 'Coumadin', 'apixaban', 'Eliquis', 'rivaroxaban', 'Xarelto', 'dabigatran', 'Pradaxa', 'edoxaban', 'heparin drip', 'heparin infusion', 'therapeutic anticoagulation', 'anticoagulated', 'supratherapeutic INR'],
    },
    'organ-dysfunction-named': {
      terms: [
        'acute kidney injury', 'acute renal failure', 'respiratory failure', 'acute respiratory failure', 'acute hypoxic respiratory failure',
        'acute hypoxemic respiratory failure', 'acute hypercapnic respiratory failure', 'hypoxic respiratory failure', 'hypoxemic respiratory failure',
        'hypercapnic respiratory failure', 'respiratory failure requiring intubation', 'encephalopathy', 'acute encephalopathy', 'acute metabolic encephalopathy',
        'metabolic encephalopathy', 'toxic metabolic encephalopathy', 'septic encephalopathy', 'sepsis associated encephalopathy', 'disseminated intravascular coagulation',
        'shock liver', 'ischemic hepatitis', 'end organ damage', 'end organ dysfunction', 'organ dysfunction', 'multiorgan failure',
        'multi-organ failure', 'multiple organ failure', 'multiple organ dysfunction', 'multiorgan dysfunction', 'liver failure', 'lactic acidosis',
      ],
      abbreviations: ['AKI', 'DIC', 'MODS', 'MOF'],
    },
    'escalated-care': {
      terms: [
        'intensive care unit', 'transferred to the ICU', 'admitted to the ICU', 'admitted to the intensive care unit', 'transferred to the intensive care unit',
        'medical intensive care unit', 'ICU admission', 'ICU level of care', 'fluid resuscitation', '30 mL/kg', '30 cc/kg',
        'central line placed', 'arterial line',
      ],
      abbreviations: ['ICU', 'MICU', 'SICU'],
    },
    fever: { terms: ['febrile', 'fever', 'fevers', 'hyperthermia', 'hyperthermic', 'rigors', 'hypothermia', 'hypothermic'], pseudo: ['fever curve'] },
    tachycardia: { terms: ['tachycardia', 'tachycardic'] },
    tachypnea: { terms: ['tachypnea', 'tachypneic', 'tachypnoea', 'tachypnoeic'] },
    leukocytosis: { terms: ['leukocytosis', 'leukopenia', 'elevated white count', 'elevated white blood cell count', 'elevated WBC', 'bandemia'] },
    bandemia: { terms: ['bandemia', 'increased bands'] },
    // ---- organisms
    mssa: { terms: ['methicillin sensitive Staphylococcus aureus', 'methicillin susceptible Staphylococcus aureus', 'methicillin-sensitive staph aureus', 'methicillin sensitive staph aureus'], abbreviations: ['MSSA'] },
    mrsa: { terms: ['methicillin resistant Staphylococcus aureus', 'methicillin-resistant staph aureus', 'methicillin resistant staph aureus'], abbreviations: ['MRSA'], pseudo: ['MRSA screen', 'MRSA swab', 'MRSA nares', 'MRSA PCR', 'MRSA colonization', 'colonized with MRSA', 'MRSA nasal'] },
    'staph-aureus': { terms: ['Staphylococcus aureus', 'Staph aureus', 'S. aureus', 'S aureus'] },
    'staph-coag-negative': {
      terms: ['coagulase negative staphylococcus', 'coagulase-negative staph', 'coagulase negative staph', 'Staphylococcus epidermidis', 'Staph epidermidis', 'S. epidermidis', 'Staphylococcus lugdunensis', 'Staphylococcus hominis'],
      abbreviations: ['CoNS'],
    },
    staph: { terms: ['staphylococcus', 'staphylococcal', 'staph', 'gram positive cocci in clusters'] },
    'h-influenzae': { terms: ['Haemophilus influenzae', 'Hemophilus influenzae', 'H. influenzae', 'H influenzae'] },
    anaerobe: { terms: ['anaerobes', 'anaerobic', 'anaerobic bacteria', 'Bacteroides', 'Bacteroides fragilis', 'Fusobacterium', 'Peptostreptococcus', 'Clostridium perfringens', 'Clostridium septicum', 'Prevotella'] },
    'gram-negative': { terms: ['gram negative'], abbreviations: ['GNR', 'GNRs'] },
    'e-coli': { terms: ['Escherichia coli', 'E. coli', 'E coli', 'E.coli'] },
    pseudomonas: { terms: ['Pseudomonas', 'Pseudomonas aeruginosa', 'P. aeruginosa'] },
    serratia: { terms: ['Serratia'] },
    acinetobacter: { terms: ['Acinetobacter', 'Acinetobacter baumannii'] },
    'other-gram-negative': {
      terms: ['Klebsiella', 'Klebsiella pneumoniae', 'Klebsiella oxytoca', 'Proteus', 'Enterobacter', 'Citrobacter', 'Morganella', 'Providencia', 'Stenotrophomonas'],
    },
    enterococcus: { terms: ['Enterococcus', 'enterococcal', 'Enterococcus faecalis', 'Enterococcus faecium', 'E. faecalis', 'E. faecium', 'vancomycin resistant enterococcus'], abbreviations: ['VRE'] },
    'strep-group-a': { terms: ['group A streptococcus', 'group A strep', 'Streptococcus pyogenes', 'S. pyogenes'], abbreviations: ['GAS'] },
    'strep-group-b': { terms: ['group B streptococcus', 'group B strep', 'group B streptococcal', 'Streptococcus agalactiae', 'S. agalactiae'] },
    pneumococcus: { terms: ['Streptococcus pneumoniae', 'Strep pneumoniae', 'S. pneumoniae', 'pneumococcus', 'pneumococcal'], pseudo: ['pneumococcal vaccine', 'pneumococcal vaccination'] },
    strep: { terms: ['streptococcus', 'streptococcal', 'strep', 'viridans streptococci', 'group G strep', 'group C strep', 'gram positive cocci in chains'], pseudo: ['strep throat', 'strep screen', 'rapid strep'] },
    salmonella: { terms: ['Salmonella', 'salmonellosis'] },
    anthrax: { terms: ['anthrax', 'Bacillus anthracis'] },
    erysipelothrix: { terms: ['Erysipelothrix', 'Erysipelothrix rhusiopathiae'] },
    listeria: { terms: ['Listeria', 'Listeria monocytogenes', 'listeriosis'] },
    actinomyces: { terms: ['Actinomyces', 'actinomycosis', 'actinomycotic'] },
    gonococcus: { terms: ['gonococcal', 'gonococcus', 'Neisseria gonorrhoeae'] },
    candida: { terms: ['Candida', 'candidemia', 'Candida albicans', 'Candida glabrata', 'candidal'] },
    meningococcus: { terms: ['meningococcal', 'meningococcus', 'meningococcemia', 'Neisseria meningitidis'] },
  },
  criteria: {
    'sepsis-documented': { says: 'Sepsis, severe sepsis or septic shock documented for this stay', rule: anyOf(m('sepsis'), m('septic-encephalopathy'), m('severe-sepsis'), m('septic-shock')) },
    'sepsis-ruled-out': { says: 'Sepsis negated or ruled out', rule: ruledOut('sepsis') },
    'sepsis-not-ruled-out': { says: 'Sepsis not ruled out in the summary', rule: not(ruledOut('sepsis')) },
    'sirs-noninfectious': { says: 'SIRS documented as non-infectious', rule: m('sirs-noninfectious') },
    'infection-excluded': {
      says: 'Infection excluded and antibiotics stopped',
      rule: allOf(ruledOut('infection'), not(infectionNamed), m('antibiotics-stopped')),
    },
    infection: {
      says: 'Suspected or confirmed infection (a source, a positive culture, or antibiotics)',
      rule: allOf(anyOf(infectionNamed, m('antibiotics', { notInSections: ['allergies', 'medications', 'past-medical-history'] })), not(allOf(ruledOut('infection'), not(infectionNamed), m('antibiotics-stopped')))),
    },
    'sirs-temperature': { says: 'Temperature above 38.0 °C or below 36.0 °C (SIRS)', rule: sirsTemperature },
    'sirs-heart-rate': { says: 'Heart rate above 90/min (SIRS)', rule: sirsHeartRate },
    'sirs-respiratory': { says: 'Respiratory rate above 20/min or PaCO2 below 32 mmHg (SIRS)', rule: sirsRespiratory },
    'sirs-wbc': { says: 'WBC above 12 or below 4 K/uL, or bands above 10% (SIRS)', rule: sirsWbc },
    // A white count plus two vital signs: discharge vital signs alone (often unlabelled in the
    // text) never make the summary decidable.
    'sirs-data': {
      says: 'A white count and at least two other SIRS parameters reported during the acute illness',
      rule: allOf(
        anyOf(reportedAcute('wbc'), reportedAcute('bands')),
        atLeastOf(2, reportedAcute('temperature'), reportedAcute('heart-rate'), anyOf(reportedAcute('respiratory-rate'), reportedAcute('pco2'))),
      ),
    },
    'organ-values-reported': {
      says: 'Organ-function labs reported during the acute illness (lactate, creatinine, platelets, bilirubin, blood gas, GCS)',
      rule: anyOf(
        reportedAcute('lactate'), reportedAcute('creatinine'), reportedAcute('platelets'), reportedAcute('bilirubin'), reportedAcute('pf-ratio'),
        reportedAcute('po2'), reportedAcute('gcs'),
      ),
    },
    'sofa-respiratory-2': { says: 'Respiratory SOFA at least 2: P/F below 300 or new ventilatory support', rule: respiratory2 },
    'sofa-respiratory-1': { says: 'Respiratory SOFA at least 1: P/F below 400', rule: respiratory1 },
    'sofa-coagulation-2': { says: 'Coagulation SOFA at least 2: platelets newly below 100 K/uL', rule: coagulation2 },
    'sofa-coagulation-1': { says: 'Coagulation SOFA at least 1: platelets newly below 150 K/uL', rule: coagulation1 },
    'sofa-liver-2': { says: 'Liver SOFA at least 2: bilirubin newly 2.0 mg/dL or more', rule: liver2 },
    'sofa-liver-1': { says: 'Liver SOFA at least 1: bilirubin newly 1.2 mg/dL or more', rule: liver1 },
    'sofa-cardiovascular-2': { says: 'Cardiovascular SOFA at least 2: vasopressor or inotrope support', rule: cardiovascular2 },
    'sofa-cardiovascular-1': { says: 'Cardiovascular SOFA at least 1: MAP below 70 mmHg (or systolic below 90)', rule: cardiovascular1 },
    'sofa-cns-2': { says: 'CNS SOFA at least 2: GCS 12 or less', rule: cns2 },
    'sofa-cns-1': { says: 'CNS SOFA at least 1: GCS below 15 or acutely altered mentation', rule: cns1 },
    'sofa-renal-2': { says: 'Renal SOFA at least 2: creatinine newly 2.0 mg/dL or more, or oliguria', rule: renal2 },
    'sofa-renal-1': { says: 'Renal SOFA at least 1: creatinine newly 1.2 mg/dL or more', rule: renal1 },
    'organ-dysfunction': { says: 'Acute organ dysfunction (SEP-1 or SOFA thresholds)', rule: anyOf(sep1OrganDysfunction, sofaRise) },
    'organ-function-normal': {
      says: 'Organ-function values reported normal with no acute organ dysfunction',
      rule: allOf(not(anyOf(sep1OrganDysfunction, sofaRise)), organValuesNormal),
    },
    'septic-shock-criteria': {
      says: 'Septic shock: vasopressors, hypotension persisting after fluids, or lactate 4 mmol/L or more',
      rule: shockSepsis2,
    },
    'septic-shock-contradicted': {
      says: 'Septic shock contradicted: haemodynamic data without vasopressors, persistent hypotension or lactate >= 4, or the author denies it',
      rule: anyOf(allOf(not(shockSepsis2), anyOf(noShockDocumented, haemodynamicsReported)), shockDeniedByAuthor),
    },
    'lactate-elevated': { says: 'Lactate above 2 mmol/L', rule: measured('lactate', above(2, 'mmol/L')) },
    vasopressors: { says: 'Vasopressor support', rule: m('vasopressors') },
    'positive-culture': { says: 'Positive blood culture', rule: m('positive-culture') },
    'escalated-care': { says: 'Escalated care (ICU, fluid resuscitation, vasopressors)', rule: anyOf(m('escalated-care'), m('vasopressors')) },
    'organ-dysfunction-named': { says: 'Acute organ dysfunction named (AKI, respiratory failure, encephalopathy, DIC)', rule: anyOf(m('organ-dysfunction-named'), m('ventilation'), m('vasopressors')) },
    'sirs-narrative': {
      says: 'At least two SIRS signs described (febrile, tachycardic, tachypneic, leukocytosis)',
      rule: atLeastOf(2, m('fever'), m('tachycardia'), m('tachypnea'), m('leukocytosis')),
    },
    // ---- organisms
    'organism-mssa': { says: 'Methicillin-susceptible (or unqualified) Staphylococcus aureus identified', rule: anyOf(m('mssa'), allOf(m('staph-aureus'), not(m('mrsa')))) },
    'organism-mrsa': { says: 'MRSA identified', rule: m('mrsa') },
    'organism-mrsa-only': { says: 'MRSA identified, not MSSA', rule: allOf(m('mrsa'), not(m('mssa'))) },
    'organism-mssa-only': { says: 'MSSA identified, not MRSA', rule: allOf(m('mssa'), not(m('mrsa'))) },
    'organism-staph-coag-negative': { says: 'Coagulase-negative or other specified staphylococcus identified', rule: m('staph-coag-negative') },
    'organism-staph': { says: 'Staphylococcus identified', rule: anyOf(...staphs.map((c) => m(c))) },
    'organism-not-staph': { says: 'A non-staphylococcal organism identified', rule: otherOrganism(...staphs) },
    'organism-h-influenzae': { says: 'Haemophilus influenzae identified', rule: m('h-influenzae') },
    'organism-not-h-influenzae': { says: 'An organism other than H. influenzae identified', rule: otherOrganism('h-influenzae') },
    'organism-anaerobe': { says: 'Anaerobic organism identified', rule: m('anaerobe') },
    'organism-not-anaerobe': { says: 'A non-anaerobic organism identified', rule: otherOrganism('anaerobe') },
    'organism-gram-negative': { says: 'Gram-negative organism identified', rule: anyOf(...gramNegatives.map((c) => m(c))) },
    'organism-not-gram-negative': { says: 'Only gram-positive or fungal organisms identified', rule: otherOrganism(...gramNegatives) },
    'organism-e-coli': { says: 'E. coli identified', rule: m('e-coli') },
    'organism-not-e-coli': { says: 'An organism other than E. coli identified', rule: otherOrganism('e-coli') },
    'organism-pseudomonas': { says: 'Pseudomonas identified', rule: m('pseudomonas') },
    'organism-not-pseudomonas': { says: 'An organism other than Pseudomonas identified', rule: otherOrganism('pseudomonas') },
    'organism-serratia': { says: 'Serratia identified', rule: m('serratia') },
    'organism-not-serratia': { says: 'An organism other than Serratia identified', rule: otherOrganism('serratia') },
    'organism-acinetobacter': { says: 'Acinetobacter baumannii identified', rule: m('acinetobacter') },
    'organism-not-acinetobacter': { says: 'An organism other than Acinetobacter identified', rule: otherOrganism('acinetobacter') },
    'organism-other-gram-negative': { says: 'Other gram-negative organism identified (Klebsiella, Proteus, Enterobacter...)', rule: m('other-gram-negative') },
    'organism-not-other-gram-negative': { says: 'Only organisms with their own sepsis code identified', rule: otherOrganism('other-gram-negative') },
    'organism-enterococcus': { says: 'Enterococcus identified', rule: m('enterococcus') },
    'organism-not-enterococcus': { says: 'An organism other than Enterococcus identified', rule: otherOrganism('enterococcus') },
    'organism-strep': { says: 'Streptococcus identified', rule: anyOf(...streps.map((c) => m(c))) },
    'organism-not-strep': { says: 'A non-streptococcal organism identified', rule: otherOrganism(...streps) },
    'organism-strep-group-a': { says: 'Group A streptococcus identified', rule: m('strep-group-a') },
    'organism-not-strep-group-a': { says: 'An organism other than group A streptococcus identified', rule: otherOrganism('strep-group-a') },
    'organism-strep-group-b': { says: 'Group B streptococcus identified', rule: m('strep-group-b') },
    'organism-not-strep-group-b': { says: 'An organism other than group B streptococcus identified', rule: otherOrganism('strep-group-b') },
    'organism-pneumococcus': { says: 'Streptococcus pneumoniae identified', rule: m('pneumococcus') },
    'organism-not-pneumococcus': { says: 'An organism other than S. pneumoniae identified', rule: otherOrganism('pneumococcus') },
    'organism-salmonella': { says: 'Salmonella identified', rule: m('salmonella') },
    'organism-anthrax': { says: 'Bacillus anthracis identified', rule: m('anthrax') },
    'organism-erysipelothrix': { says: 'Erysipelothrix identified', rule: m('erysipelothrix') },
    'organism-listeria': { says: 'Listeria identified', rule: m('listeria') },
    'organism-meningococcus': { says: 'Neisseria meningitidis identified', rule: m('meningococcus') },
    'organism-actinomyces': { says: 'Actinomyces identified', rule: m('actinomyces') },
    'organism-gonococcus': { says: 'Neisseria gonorrhoeae identified', rule: m('gonococcus') },
    'organism-candida': { says: 'Candida identified', rule: m('candida') },
  },
  decision: {
    documented: 'sepsis-documented',
    supported: {
      allOf: [
        'infection',
        'sepsis-not-ruled-out',
        {
          anyOf: [
            { atLeast: 2, of: ['sirs-temperature', 'sirs-heart-rate', 'sirs-respiratory', 'sirs-wbc'] },
            'sofa-respiratory-2',
            'sofa-coagulation-2',
            'sofa-liver-2',
            'sofa-cardiovascular-2',
            'sofa-cns-2',
            'sofa-renal-2',
            { atLeast: 2, of: ['sofa-respiratory-1', 'sofa-coagulation-1', 'sofa-liver-1', 'sofa-cardiovascular-1', 'sofa-cns-1', 'sofa-renal-1'] },
          ],
        },
      ],
    },
    decidable: 'sirs-data',
    refuted: { anyOf: ['sepsis-ruled-out', 'sirs-noninfectious', 'infection-excluded'] },
    narrative: {
      allOf: ['sepsis-documented', 'infection', 'sepsis-not-ruled-out', { anyOf: ['organ-dysfunction-named', 'sirs-narrative'] }, 'escalated-care'],
    },
    strengthens: ['lactate-elevated', 'vasopressors', 'positive-culture'],
  },
  variants: {
    'sepsis3-only': {
      says: 'Sepsis-3 only: infection plus an acute SOFA rise of at least 2; SIRS never qualifies; septic shock needs vasopressors and lactate above 2 mmol/L',
      criteria: {
        'organ-dysfunction': { says: 'Acute SOFA rise of at least 2 (Sepsis-3)', rule: sofaRise },
        'organ-function-normal': {
          says: 'Organ-function values reported without an acute SOFA rise of 2',
          rule: allOf(not(sofaRise), organValuesNormal),
        },
        'septic-shock-criteria': {
          says: 'Septic shock (Sepsis-3): vasopressors to keep MAP >= 65 and lactate above 2 mmol/L',
          rule: shockSepsis3,
        },
        'septic-shock-contradicted': {
          says: 'Septic shock (Sepsis-3) contradicted: no vasopressors with haemodynamic data, lactate never above 2, or the author denies it',
          rule: anyOf(
            allOf(
              not(shockSepsis3),
              anyOf(noShockDocumented, measured('lactate', atMost(2, 'mmol/L'), { roles: ACUTE, quantifier: 'every' }), allOf(not(m('vasopressors')), haemodynamicsReported)),
            ),
            shockDeniedByAuthor,
          ),
        },
      },
      decision: {
        supported: {
          allOf: [
            'infection',
            'sepsis-not-ruled-out',
            {
              anyOf: [
                'sofa-respiratory-2',
                'sofa-coagulation-2',
                'sofa-liver-2',
                'sofa-cardiovascular-2',
                'sofa-cns-2',
                'sofa-renal-2',
                { atLeast: 2, of: ['sofa-respiratory-1', 'sofa-coagulation-1', 'sofa-liver-1', 'sofa-cardiovascular-1', 'sofa-cns-1', 'sofa-renal-1'] },
              ],
            },
          ],
        },
        // SIRS data or organ labs: the note discusses the illness with data, so a missing SOFA
        // rise decides against the code under this plan ("SIRS alone never qualifies").
        decidable: { anyOf: ['sirs-data', 'organ-values-reported'] },
        narrative: { allOf: ['sepsis-documented', 'infection', 'sepsis-not-ruled-out', 'organ-dysfunction-named', 'escalated-care'] },
      },
    },
    sepsis2: {
      says: 'Sepsis-2 only: infection plus at least two SIRS criteria; SOFA alone does not qualify',
      criteria: {
        'organ-dysfunction': { says: 'Acute organ dysfunction (SEP-1 thresholds)', rule: sep1OrganDysfunction },
      },
      decision: {
        supported: {
          allOf: ['infection', 'sepsis-not-ruled-out', { atLeast: 2, of: ['sirs-temperature', 'sirs-heart-rate', 'sirs-respiratory', 'sirs-wbc'] }],
        },
      },
    },
  },
});
