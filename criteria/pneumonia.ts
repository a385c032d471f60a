import {
  above,
  allOf,
  anyOf,
  below,
  definePack,
  measured,
  mentioned,
  not,
  ruledOut,
  type Criterion,
  type Rule,
} from '../lib/criteria/define';
import { antibioticShorthand } from './phrases.en';

/**
 * Pneumonia, including aspiration and organism-specific pneumonia (J12–J18, J69.0). Criteria
 * reference §2.9 (IDSA/ATS CAP 2019, HAP/VAP 2016; CDC/NHSN PNEU as a structured reference).
 *
 * Imaging is the pivotal criterion. Pneumonia is supported by a new infiltrate, consolidation or
 * airspace opacity on chest x-ray, CT or ultrasound, together with respiratory symptoms or signs
 * (cough, sputum, dyspnea, pleuritic pain, crackles, bronchial breath sounds) or systemic signs
 * (T > 38.0 °C or < 36 °C, WBC > 12 or < 4 K/µL, bands, SpO2 < 92%), and a treatment course
 * (antibiotics, or antivirals and steroids for COVID-19). With imaging and treatment but no
 * symptoms or systemic signs reported it is Supported at reduced confidence.
 *
 * Imaging that shows no infiltrate ("no acute cardiopulmonary process", "no focal
 * consolidation", atelectasis only) with no positive study is Unsupported, as is "pneumonia
 * ruled out". Pneumonia named and treated with no imaging statement is NoDetermination.
 * Radiology hedging ("cannot exclude pneumonia") and "pneumonia vs atelectasis" are uncertain,
 * never affirmed.
 *
 * Organism codes need the organism: J13 S. pneumoniae, J14 H. influenzae, J15.0 Klebsiella,
 * J15.1 Pseudomonas, J15.2x staphylococci (J15.211 MSSA, J15.212 MRSA — a positive MRSA nares
 * screen is colonisation, not the organism), J15.3/J15.4 streptococci, J15.5 E. coli, J15.6x
 * other gram-negatives, J15.7 Mycoplasma, J12.x viruses (J12.82 COVID-19). An organism not
 * documented leaves the code NoDetermination; a negative test for it with no positive one, or
 * cultures that grew nothing or normal flora, makes it Unsupported. Aspiration pneumonia (J69.0)
 * needs a witnessed or suspected aspiration or a documented aspiration risk (dysphagia, failed
 * swallow study, vomiting, seizure, intoxication, reduced consciousness).
 *
 * @example "CXR: RLL consolidation. Febrile 39.1, WBC 15.6. Ceftriaxone and azithromycin." supports J18.9.
 */

/** Names of pneumonia as a diagnosis; the COPD pack reuses them for J44.0's lower respiratory infection. */
export const pneumoniaTerms: readonly string[] = [
  'pneumonia',
  'pneumonias',
  'bronchopneumonia',
  'broncho pneumonia',
  'lobar pneumonia',
  'multilobar pneumonia',
  'multifocal pneumonia',
  'bilateral pneumonia',
  'community acquired pneumonia',
  'community-acquired pneumonia',
  'hospital acquired pneumonia',
  'hospital-acquired pneumonia',
  'healthcare associated pneumonia',
  'health care associated pneumonia',
  'health care-associated pneumonia',
  'ventilator associated pneumonia',
  'ventilator-associated pneumonia',
  'nosocomial pneumonia',
  'aspiration pneumonia',
  'aspiration pneumonitis',
  'postobstructive pneumonia',
  'post obstructive pneumonia',
  'necrotizing pneumonia',
  'bacterial pneumonia',
  'right lower lobe pneumonia',
  'left lower lobe pneumonia',
  'right middle lobe pneumonia',
  'right upper lobe pneumonia',
  'left upper lobe pneumonia',
  'lingular pneumonia',
  'RLL pneumonia',
  'LLL pneumonia',
  'RML pneumonia',
  'RUL pneumonia',
  'LUL pneumonia',
  'hypostatic pneumonia',
];

/** Antibiotics and antivirals given for pneumonia; the COPD pack reuses them as exacerbation treatment. */
export const antibioticTerms: readonly string[] = [
  'antibiotic',
  'antibiotics',
  'antibiotic therapy',
  'IV antibiotics',
  'intravenous antibiotics',
  'oral antibiotics',
  'empiric antibiotics',
  'amoxicillin',
  'amoxicillin-clavulanate',
  'Augmentin',
  'ampicillin',
  'ampicillin-sulbactam',
  'Unasyn',
  'piperacillin',
  'piperacillin-tazobactam',
  'Zosyn',
  'ceftriaxone',
  'Rocephin',
  'cefepime',
  'Maxipime',
  'ceftazidime',
  'cefuroxime',
  'cefdinir',
  'cefpodoxime',
  'ceftaroline',
  'cefotaxime',
  'azithromycin',
  'Zithromax',
  'Z-Pak',
  'clarithromycin',
  'doxycycline',
  'levofloxacin',
  'Levaquin',
  'moxifloxacin',
  'Avelox',
  'ciprofloxacin',
  'vancomycin',
  'linezolid',
  'Zyvox',
  'meropenem',
  'imipenem',
  'ertapenem',
  'aztreonam',
  'clindamycin',
  'metronidazole',
  'Flagyl',
  'trimethoprim-sulfamethoxazole',
  'Bactrim',
  'gentamicin',
  'tobramycin',
  'tigecycline',
  'cefazolin',
  'penicillin',
  'oseltamivir',
  'Tamiflu',
  'remdesivir',
  'nirmatrelvir',
  'Paxlovid',
  'baricitinib',
  'tocilizumab',
  ...antibioticShorthand,
];

export const pneumoniaAbbreviations: readonly string[] = ['PNA', 'CAP', 'HCAP', 'HAP', 'VAP'];

/** Phrases holding "pneumonia" or "pneumonitis" that name something else. */
export const pneumoniaPseudo: readonly string[] = [
  'pneumonia vaccine',
  'pneumonia vaccination',
  'pneumonia shot',
  'pneumococcal vaccine',
  'pneumococcal vaccination',
  'interstitial pneumonia',
  'usual interstitial pneumonia',
  'nonspecific interstitial pneumonia',
  'organizing pneumonia',
  'cryptogenic organizing pneumonia',
  'eosinophilic pneumonia',
  'hypersensitivity pneumonitis',
  'radiation pneumonitis',
  'lupus pneumonitis',
  'checkpoint inhibitor pneumonitis',
  'drug induced pneumonitis',
  'pneumonia severity index',
  'CAP score',
];

const IMAGING = ['chest x-ray', 'chest xray', 'CXR', 'chest radiograph', 'chest film', 'x-ray', 'radiograph', 'CT', 'CT chest', 'chest CT', 'CT of the chest', 'CT scan', 'CT scan of the chest', 'CAT scan', 'imaging', 'lung ultrasound'];
const SHOWS = ['showed', 'shows', 'revealed', 'reveals', 'demonstrated', 'demonstrates', 'confirmed', 'confirms', 'consistent with', 'was consistent with', 'c/w', 'showing', 'revealing', 'positive for', 'with evidence of', 'showed evidence of'];
const WHERE = [
  '', 'a', 'an', 'new', 'a new', 'right lower lobe', 'a right lower lobe', 'left lower lobe', 'a left lower lobe', 'right middle lobe', 'a right middle lobe',
  'right upper lobe', 'a right upper lobe', 'left upper lobe', 'a left upper lobe', 'lingular', 'a lingular', 'bilateral', 'multifocal', 'a multifocal',
  'bibasilar', 'lobar', 'a lobar', 'left sided', 'a left sided', 'right sided', 'a right sided', 'RLL', 'an RLL', 'LLL', 'an LLL', 'RML', 'RUL', 'LUL',
  'left basilar', 'right basilar', 'early', 'worsening', 'multilobar',
];

const LOBES = ['right lower lobe', 'left lower lobe', 'right middle lobe', 'right upper lobe', 'left upper lobe', 'RLL', 'LLL', 'RML', 'RUL', 'LUL'];
/**
 * "Dense LLL consolidation", "complete consolidation of the right upper lobe": a consolidation that
 * fills a named lobe is the lobar pattern; a bare "RLL consolidation" may be segmental and is not.
 * Listed in both the infiltrate and the lobar concepts, which then claim the same span, so neither
 * hides the other.
 */
const lobeConsolidation = LOBES.flatMap((lobe) => [
  `dense ${lobe} consolidation`, `complete ${lobe} consolidation`, `${lobe} lobar consolidation`, `dense consolidation of the ${lobe}`,
  `complete consolidation of the ${lobe}`, `consolidation of the entire ${lobe}`, `${lobe} consolidation with air bronchograms`,
  `dense ${lobe} consolidation with air bronchograms`,
]);

/**
 * "chest x-ray showed a right lower lobe pneumonia": the imaging statement in one phrase. With
 * `only`, just the phrases whose location is one of those words (the lobar and bronchopneumonia
 * concepts claim the same spans, so the type is not lost to the longer imaging phrase).
 */
function imagingPneumoniaPhrases(only?: readonly string[]): string[] {
  const out: string[] = [];
  const wheres = only ? WHERE.filter((w) => only.some((o) => w.split(' ').includes(o))) : WHERE;
  for (const img of IMAGING) for (const verb of SHOWS) for (const where of wheres) out.push([img, verb, where, 'pneumonia'].filter(Boolean).join(' '));
  if (only) return out;
  for (const img of ['chest x-ray', 'CXR', 'chest radiograph', 'CT', 'CT scan', 'imaging', 'x-ray', 'chest CT']) {
    for (const link of ['on', 'seen on', 'by', 'confirmed by', 'confirmed on', 'evident on', 'noted on']) out.push(`pneumonia ${link} ${img}`);
  }
  out.push('radiographic pneumonia', 'radiographically confirmed pneumonia', 'radiographic evidence of pneumonia', 'radiologic evidence of pneumonia');
  return out;
}

/**
 * An opacity the same phrase calls atelectasis ("bibasilar opacities - atelectasis", "opacity,
 * likely atelectasis"): read as the atelectasis, not as an infiltrate.
 */
function opacityAsAtelectasisPhrases(): string[] {
  const findings = ['opacity', 'opacities', 'opacification', 'density', 'densities'];
  const links = ['', '-', ',', ':'];
  const readings = [
    '', 'consistent with', 'c/w', 'likely', 'most likely', 'probably', 'probable', 'representing', 'likely representing', 'compatible with',
    'suggestive of', 'suggesting', 'favor', 'favoring', 'favored to be', 'due to', 'likely due to', 'thought to be', 'felt to be', 'likely reflecting', 'reflecting',
  ];
  const out: string[] = [];
  for (const finding of findings) {
    for (const link of links) for (const reading of readings) if (link || reading) out.push([finding, link, reading, 'atelectasis'].filter(Boolean).join(' '));
    out.push(`atelectatic ${finding}`);
  }
  return out;
}

/**
 * The diagnosis lists state the code being validated; the organism has to appear where the
 * clinical data are (course, labs, assessment): a culture, PCR, antigen, or the provider's
 * reasoning about the organism.
 */
const DIAGNOSIS_LISTS = ['discharge-diagnoses', 'admission-diagnoses'] as const;

/** An organism named for the patient outside the diagnosis lists (culture, PCR, antigen, clinical reasoning). */
/**
 * An organism written as found, not as the label empiric therapy went by ("LLL pneumonia, treated
 * as MRSA pneumonia" on a positive nares screen), nor a screen's result, nor in a diagnosis list.
 */
const found = (concept: OrganismConcept): Rule<OrganismConcept> => {
  const notLabelled = { notInSections: DIAGNOSIS_LISTS, notSameSentenceAs: ['treated-as', 'colonization-screen'] };
  return anyOf(
    // Nor one grown from another site's specimen ("urine culture Klebsiella pneumoniae > 100,000 CFU/mL"),
    mentioned(concept, { ...notLabelled, notSameSentenceAs: [...notLabelled.notSameSentenceAs, 'other-site-specimen'] }),
    // unless the lungs' or the blood's is named with it ("sputum and urine cultures grew Klebsiella").
    mentioned(concept, { ...notLabelled, sameSentenceAs: ['respiratory-specimen'] }),
  );
};

/**
 * Found as a result, not only named in a diagnosis ("1. MRSA pneumonia, LLL - improving") nor in
 * another site's infection ("a Pseudomonas urinary tract infection in 2023"): what a negative
 * culture is weighed against.
 */
const foundAsResult = (concept: OrganismConcept): Rule<OrganismConcept> =>
  anyOf(
    mentioned(concept, { notInSections: DIAGNOSIS_LISTS, notSameSentenceAs: ['treated-as', 'colonization-screen', 'pneumonia', 'other-site-infection'] }),
    mentioned(concept, { notInSections: DIAGNOSIS_LISTS, sameSentenceAs: ['organism-result'], notSameSentenceAs: ['treated-as', 'colonization-screen', 'other-site-infection'] }),
  );

function organism(says: string, concept: OrganismConcept): Criterion<OrganismConcept> {
  return { says, rule: found(concept) };
}
/**
 * Organisms that name the same agent at another level ("Staphylococcus aureus" and "MRSA";
 * "gram-negative rods" and "Klebsiella"). Bacteria and viruses are kept apart: a viral PCR does
 * not exclude a bacterial pneumonia, which may be a co-infection.
 */
const ORGANISM_GROUPS: readonly (readonly OrganismConcept[])[] = [
  ['org-staphylococcus', 'org-mssa', 'org-mrsa'],
  ['org-gram-negative', 'org-klebsiella', 'org-pseudomonas', 'org-e-coli', 'org-acinetobacter', 'org-haemophilus'],
  ['org-pneumococcus', 'org-group-b-strep', 'org-other-strep'],
  ['org-mycoplasma'],
  ['org-chlamydia'],
  ['org-other-bacteria'],
];
const VIRUSES: readonly OrganismConcept[] = ['org-virus', 'org-adenovirus', 'org-rsv', 'org-parainfluenza', 'org-metapneumovirus', 'org-sars', 'org-covid'];

/** Names within a group that exclude each other: a Staphylococcus aureus is either methicillin-susceptible or resistant. */
const EXCLUSIVE_SIBLINGS: Partial<Record<OrganismConcept, readonly OrganismConcept[]>> = { 'org-mrsa': ['org-mssa'], 'org-mssa': ['org-mrsa'] };

/**
 * A bacterium of another group identified where the data are, or the other susceptibility of the same
 * one ("sputum grew Staphylococcus aureus, oxacillin-susceptible (MSSA)" for an MRSA pneumonia): the
 * pneumonia has another cause.
 */
function otherBacteriumIdentified(concept: OrganismConcept): Rule<OrganismConcept> | undefined {
  if (VIRUSES.includes(concept)) return undefined;
  const others = [...ORGANISM_GROUPS.filter((g) => !g.includes(concept)).flat(), ...(EXCLUSIVE_SIBLINGS[concept] ?? [])];
  // Written as a result ("sputum grew S. pneumoniae"), not as empiric cover ("vanc for MRSA/Pseudomonas coverage").
  return anyOf(...others.map((o) => mentioned(o, { notInSections: DIAGNOSIS_LISTS, sameSentenceAs: ['organism-result'] })));
}

/**
 * Tested for and not found (or cultures grew nothing / normal flora), or another bacterium
 * identified instead ("sputum grew S. pneumoniae; MRSA only on the nasal screen"), with no
 * positive result for it.
 */
function organismExcluded(says: string, concept: OrganismConcept): Criterion<OrganismConcept | 'respiratory-culture-negative'> {
  const other = otherBacteriumIdentified(concept);
  return {
    says,
    // A negative-result phrase is a result whatever cue reaches it: "sputum grew normal flora and blood
    // cultures were negative" puts the second result's cue over the first.
    rule: allOf(
      anyOf(ruledOut(concept), mentioned('respiratory-culture-negative'), ruledOut('respiratory-culture-negative'), ...(other ? [other] : [])),
      not(foundAsResult(concept)),
    ),
  };
}

type OrganismConcept =
  | 'org-pneumococcus'
  | 'org-haemophilus'
  | 'org-klebsiella'
  | 'org-pseudomonas'
  | 'org-staphylococcus'
  | 'org-mssa'
  | 'org-mrsa'
  | 'org-group-b-strep'
  | 'org-other-strep'
  | 'org-e-coli'
  | 'org-gram-negative'
  | 'org-acinetobacter'
  | 'org-mycoplasma'
  | 'org-other-bacteria'
  | 'org-chlamydia'
  | 'org-adenovirus'
  | 'org-rsv'
  | 'org-parainfluenza'
  | 'org-metapneumovirus'
  | 'org-sars'
  | 'org-covid'
  | 'org-virus';

/** Bacterial pneumonia set aside (negated or ruled out) and never affirmed: "aspiration pneumonitis, not bacterial pneumonia". */
const bacterialSetAside = allOf(ruledOut('bacterial-pneumonia'), not(mentioned('bacterial-pneumonia', { allow: ['uncertain'] })));

export default definePack({
  id: 'pneumonia',
  title: 'Pneumonia',
  version: '1.0.0',
  source: 'criteria-reference §2.9 (IDSA/ATS CAP 2019, HAP/VAP 2016; Mandell & Niederman 2019 for aspiration)',
  codes: [
    { code: 'J12', title: 'viral pneumonia, not elsewhere classified', requires: 'org-virus' },
    { code: 'J120', title: 'adenoviral pneumonia', requires: 'org-adenovirus', contradicts: 'org-adenovirus-excluded' },
    { code: 'J121', title: 'respiratory syncytial virus pneumonia', requires: 'org-rsv', contradicts: 'org-rsv-excluded' },
    { code: 'J122', title: 'parainfluenza virus pneumonia', requires: 'org-parainfluenza', contradicts: 'org-parainfluenza-excluded' },
    { code: 'J123', title: 'human metapneumovirus pneumonia', requires: 'org-metapneumovirus', contradicts: 'org-metapneumovirus-excluded' },
    { code: 'J1281', title: 'pneumonia due to SARS-associated coronavirus', requires: 'org-sars' },
    { code: 'J1282', title: 'pneumonia due to coronavirus disease 2019', requires: 'org-covid', contradicts: 'org-covid-excluded', validFrom: '2020-10-01' },
    { code: 'J1289', title: 'other viral pneumonia', requires: 'org-virus' },
    { code: 'J129', title: 'viral pneumonia, unspecified', requires: 'org-virus' },
    { code: 'J13', title: 'pneumonia due to Streptococcus pneumoniae', requires: 'org-pneumococcus', contradicts: 'org-pneumococcus-excluded' },
    { code: 'J14', title: 'pneumonia due to Haemophilus influenzae', requires: 'org-haemophilus', contradicts: 'org-haemophilus-excluded' },
    { code: 'J15', title: 'bacterial pneumonia, not elsewhere classified', contradicts: 'bacterial-excluded' },
    { code: 'J150', title: 'pneumonia due to Klebsiella pneumoniae', requires: 'org-klebsiella', contradicts: 'org-klebsiella-excluded' },
    { code: 'J151', title: 'pneumonia due to Pseudomonas', requires: 'org-pseudomonas', contradicts: 'org-pseudomonas-excluded' },
    { code: 'J152', title: 'pneumonia due to staphylococcus', requires: 'org-staphylococcus', contradicts: 'org-staphylococcus-excluded' },
    { code: 'J15211', title: 'pneumonia due to methicillin susceptible Staphylococcus aureus', requires: 'org-mssa', contradicts: 'org-mssa-excluded' },
    { code: 'J15212', title: 'pneumonia due to methicillin resistant Staphylococcus aureus', requires: 'org-mrsa', contradicts: 'org-mrsa-excluded' },
    { code: 'J153', title: 'pneumonia due to streptococcus, group B', requires: 'org-group-b-strep', contradicts: 'org-group-b-strep-excluded' },
    { code: 'J154', title: 'pneumonia due to other streptococci', requires: 'org-other-strep', contradicts: 'org-other-strep-excluded' },
    { code: 'J155', title: 'pneumonia due to Escherichia coli', requires: 'org-e-coli', contradicts: 'org-e-coli-excluded' },
    { code: 'J156', title: 'pneumonia due to other Gram-negative bacteria', requires: 'org-gram-negative', contradicts: 'org-gram-negative-excluded' },
    { code: 'J1561', title: 'pneumonia due to Acinetobacter baumannii', requires: 'org-acinetobacter', contradicts: 'org-acinetobacter-excluded' },
    { code: 'J157', title: 'pneumonia due to Mycoplasma pneumoniae', requires: 'org-mycoplasma', contradicts: 'org-mycoplasma-excluded' },
    { code: 'J158', title: 'pneumonia due to other specified bacteria', requires: 'org-other-bacteria', contradicts: 'org-other-bacteria-excluded' },
    { code: 'J159', title: 'unspecified bacterial pneumonia', contradicts: 'bacterial-excluded' },
    { code: 'J16', title: 'pneumonia due to other infectious organisms', requires: 'organism-identified' },
    { code: 'J160', title: 'chlamydial pneumonia', requires: 'org-chlamydia', contradicts: 'org-chlamydia-excluded' },
    { code: 'J17', title: 'pneumonia in diseases classified elsewhere' },
    { code: 'J18', title: 'pneumonia, unspecified organism', contradicts: 'chemical-not-bacterial' },
    { code: 'J180', title: 'bronchopneumonia, unspecified organism', requires: 'bronchopneumonia' },
    { code: 'J181', title: 'lobar pneumonia, unspecified organism', requires: 'lobar' },
    { code: 'J182', title: 'hypostatic pneumonia, unspecified organism', requires: 'hypostatic' },
    { code: 'J189', title: 'pneumonia, unspecified organism', contradicts: 'chemical-not-bacterial' },
    { code: 'J690', title: 'pneumonitis due to inhalation of food and vomit', requires: 'aspiration', contradicts: { anyOf: ['aspiration-excluded', 'aspiration-pneumonia-ruled-out'] } },
  ],
  concepts: {
    // "Aspiration pneumonitis (chemical) rather than bacterial pneumonia": named to be set aside.
    'bacterial-pneumonia': { terms: ['bacterial pneumonia', 'bacterial aspiration pneumonia', 'bacterial infection', 'bacterial superinfection', 'bacterial process', 'bacterial etiology'] },
    'chemical-pneumonitis': { terms: ['chemical pneumonitis', 'aspiration pneumonitis', 'chemical aspiration pneumonitis', 'chemical process', 'mendelson syndrome'] },
    pneumonia: { terms: pneumoniaTerms, abbreviations: pneumoniaAbbreviations, pseudo: pneumoniaPseudo },
    'imaging-pneumonia': { terms: imagingPneumoniaPhrases() },
    infiltrate: {
      terms: [
        'infiltrate',
        'infiltrates',
        'new infiltrate',
        'focal infiltrate',
        'patchy infiltrate',
        'evolving infiltrate',
        'lobar infiltrate',
        'consolidation',
        'consolidations',
        'focal consolidation',
        'lobar consolidation',
        ...lobeConsolidation,
        'dense consolidation',
        'consolidative opacity',
        'consolidative opacities',
        'consolidative changes',
        'airspace disease',
        'air space disease',
        'airspace opacity',
        'airspace opacities',
        'air space opacity',
        'air space opacities',
        'opacity',
        'opacities',
        'opacification',
        'ground glass opacities',
        'ground-glass opacities',
        'air bronchograms',
        'cavitation',
        'cavitary lesion',
        'tree-in-bud opacities',
      ],
      pseudo: [
        'fatty infiltrate',
        'fatty infiltration',
        'lymphocytic infiltrate',
        'inflammatory infiltrate',
        'IV infiltrate',
        'IV infiltration',
        'infiltrated IV',
        'consolidation chemotherapy',
        'consolidation therapy',
        'lens opacity',
        'corneal opacity',
        'linear opacity',
        'linear opacities',
        ...opacityAsAtelectasisPhrases(),
        'nodular opacity',
        'scarring',
        'chronic interstitial opacities',
        'unchanged opacity',
        'unchanged opacities',
        'stable opacity',
        'stable opacities',
      ],
    },
    // What an admission "pneumonia" turns out to be when the course does not confirm it.
    'pneumonia-alternative': {
      terms: [
        'bronchitis', 'acute bronchitis', 'tracheobronchitis', 'acute tracheobronchitis', 'bronchiolitis', 'pulmonary edema',
        'cardiogenic pulmonary edema', 'aspiration pneumonitis', 'chemical pneumonitis', 'pulmonary embolism',
      ],
      pseudo: ['chronic bronchitis', 'history of bronchitis', 'chronic obstructive bronchitis', 'asthmatic bronchitis'],
    },
    atelectasis: { terms: ['atelectasis', 'atelectatic changes', 'subsegmental atelectasis', 'bibasilar atelectasis', 'plate-like atelectasis', 'dependent atelectasis'] },
    // An equivocal read: the finding is atelectasis or pneumonia, the film does not say which.
    'atelectasis-or-pneumonia': {
      terms: ['atelectasis', 'subsegmental atelectasis', 'bibasilar atelectasis'].flatMap((a) =>
        ['or', 'versus', 'vs', 'and/or'].flatMap((or) =>
          ['pneumonia', 'early pneumonia', 'infection', 'early infection', 'infiltrate', 'early infiltrate', 'consolidation', 'early consolidation', 'aspiration', 'early aspiration', 'aspiration pneumonia'].map((p) => `${a} ${or} ${p}`),
        ),
      ).concat(['pneumonia or atelectasis', 'pneumonia versus atelectasis', 'pneumonia vs atelectasis', 'infiltrate versus atelectasis', 'infiltrate vs atelectasis', 'infiltrate or atelectasis']),
    },
    'acute-cardiopulmonary-process': {
      terms: ['acute cardiopulmonary process', 'acute cardiopulmonary disease', 'acute cardiopulmonary abnormality', 'acute cardiopulmonary findings', 'acute pulmonary process', 'acute pulmonary disease', 'acute intrathoracic process', 'acute process in the chest'],
    },
    // Follow-up films of the pneumonia ("serial chest x-rays showed resolution"): imaging was done and the diagnosis kept.
    'imaging-followed': {
      terms: [
        'serial chest x-rays', 'serial chest x-ray', 'serial chest radiographs', 'serial cxr', 'serial cxrs', 'repeat chest x-ray', 'repeat chest x-rays',
        'repeat cxr', 'follow-up chest x-ray', 'follow up chest x-ray', 'follow-up cxr', 'radiographic improvement', 'radiographic resolution',
        'radiologic improvement', 'radiological improvement', 'improvement on chest x-ray', 'improvement on cxr', 'resolution on chest x-ray',
      ],
    },
    // The film that would decide it, refused or never taken: "A repeat chest X-ray was ordered but the patient refused it".
    'chest-imaging-word': {
      terms: ['chest x-ray', 'chest x-rays', 'chest film', 'chest radiograph', 'chest imaging', 'chest ct', 'ct chest', 'ct of the chest', 'repeat imaging'],
      abbreviations: ['CXR'],
    },
    'imaging-refused': {
      terms: [
        'refused it', 'declined it', 'patient refused', 'patient declined', 'he refused', 'she refused', 'he declined', 'she declined', 'was refused', 'was declined',
        'was not obtained', 'could not be obtained', 'was not done', 'was never done', 'was cancelled', 'was canceled',
      ],
    },
    'imaging-clear': {
      terms: [
        'clear chest x-ray',
        'normal chest x-ray',
        'unremarkable chest x-ray',
        'clear CXR',
        'normal CXR',
        'unremarkable CXR',
        'chest x-ray was clear',
        'chest x-ray was normal',
        'chest x-ray was unremarkable',
        'chest x-ray is clear',
        'chest x-ray clear',
        'CXR clear',
        'CXR unremarkable',
        'chest radiograph was normal',
        'chest radiograph was clear',
        'lungs are clear on chest x-ray',
        'CT chest was unremarkable',
        'chest CT was unremarkable',
      ],
    },
    'resp-symptoms': {
      terms: [
        'cough',
        'coughing',
        'productive cough',
        'purulent sputum',
        'sputum production',
        'increased sputum',
        'rusty sputum',
        'dyspnea',
        'dyspneic',
        'shortness of breath',
        'short of breath',
        'pleuritic chest pain',
        'pleuritic pain',
        'crackles',
        'rales',
        'rhonchi',
        'bronchial breath sounds',
        'egophony',
        'dullness to percussion',
        'decreased breath sounds',
        'diminished breath sounds',
        'tachypnea',
        'tachypneic',
      ],
      abbreviations: ['SOB'],
    },
    'systemic-signs': {
      terms: ['fever', 'fevers', 'febrile', 'chills', 'rigors', 'hypothermia', 'hypothermic', 'leukocytosis', 'leukopenia', 'bandemia', 'left shift', 'hypoxia', 'hypoxemia', 'hypoxic', 'hypoxemic', 'elevated procalcitonin', 'new oxygen requirement'],
      pseudo: ['hypoxic ischemic', 'hypoxic brain injury', 'fever of unknown origin'],
    },
    antibiotics: {
      terms: antibioticTerms,
      abbreviations: ['CTX', 'abx', 'Abx', 'ABX'],
      pseudo: ['antibiotic prophylaxis', 'prophylactic antibiotics', 'vancomycin trough', 'vancomycin level', 'penicillin allergy', 'allergic to penicillin', 'allergy to penicillin'],
    },
    workup: {
      terms: ['sputum culture', 'sputum cultures', 'blood cultures', 'respiratory culture', 'urinary antigen', 'urine antigen', 'Legionella antigen', 'procalcitonin', 'respiratory viral panel', 'bronchoalveolar lavage', 'bronchoscopy'],
      abbreviations: ['BAL'],
    },
    // Outcome phrases are terms of their own: a cue inside a term does not negate it, and "sputum
    // culture was not obtained" is not a negative culture.
    'respiratory-culture-negative': {
      terms: [
        'sputum culture negative',
        'sputum cultures negative',
        'sputum culture was negative',
        'sputum cultures were negative',
        'sputum culture showed no growth',
        'sputum culture with no growth',
        'respiratory culture negative',
        'respiratory culture was negative',
        'BAL culture negative',
        'BAL culture was negative',
        'normal flora',
        'normal respiratory flora',
        'normal oropharyngeal flora',
        'oral flora',
        'upper respiratory flora',
        'commensal flora',
        'cultures were negative',
        'all cultures were negative',
        'cultures remained negative',
        'cultures have been negative',
        'negative cultures',
        'cultures negative',
        'cultures were unrevealing',
      ],
    },
    // Absorbs blood and urine culture results, which say nothing about the lung's organism.
    'nonrespiratory-culture-result': {
      terms: [
        'blood cultures were negative',
        'blood culture was negative',
        'blood cultures negative',
        'negative blood cultures',
        'blood cultures remained negative',
        'blood cultures showed no growth',
        'blood cultures no growth',
        'urine culture was negative',
        'urine cultures were negative',
        'urine culture negative',
        'negative urine culture',
      ],
    },
    lobar: {
      terms: [
        'lobar pneumonia',
        'lobar consolidation',
        'lobar infiltrate',
        'lobar opacity',
        'lobar opacification',
        'lobar process',
        'lobar airspace disease',
        ...lobeConsolidation,
        ...imagingPneumoniaPhrases(['lobar']),
      ],
    },
    bronchopneumonia: {
      terms: ['bronchopneumonia', 'broncho pneumonia', 'multifocal pneumonia', 'multifocal infiltrates', 'multifocal opacities', 'patchy infiltrates', 'patchy opacities', 'patchy bilateral infiltrates', 'multilobar pneumonia', 'bilateral patchy opacities', 'bilateral patchy infiltrates', ...imagingPneumoniaPhrases(['multifocal', 'multilobar'])],
    },
    hypostatic: { terms: ['hypostatic pneumonia'] },
    aspiration: {
      terms: [
        'witnessed aspiration',
        'aspiration event',
        'aspiration episode',
        'episode of aspiration',
        'aspirated',
        'aspirating',
        'aspiration of gastric contents',
        'aspiration of food',
        'silent aspiration',
        'penetration and aspiration',
        'aspiration on modified barium swallow',
        'aspiration on video swallow',
        'failed bedside swallow',
        'failed swallow evaluation',
        'failed swallow study',
        'failed swallow screen',
        'unsafe swallow',
        'dysphagia',
        'oropharyngeal dysphagia',
        'choking',
        'choked',
        'vomiting',
        'emesis',
        'found down',
        'seizure',
        'intoxicated',
        'intoxication',
        'obtunded',
        'decreased level of consciousness',
        'depressed level of consciousness',
        'poor gag reflex',
        'tube feeding',
        'tube feeds',
      ],
      pseudo: ['aspiration precautions', 'aspiration risk', 'risk of aspiration', 'at risk for aspiration', 'fine needle aspiration', 'bone marrow aspiration', 'needle aspiration'],
    },
    // The diagnosis by name, for its rule-out: "aspiration pneumonia was ruled out" outweighs the
    // depressed consciousness that raised it.
    // Words that make an organism named in the sentence a result.
    'other-site-infection': {
      terms: ['urinary tract infection', 'cystitis', 'pyelonephritis', 'cellulitis', 'wound infection', 'osteomyelitis', 'prosthetic joint infection', 'bacteriuria'],
      abbreviations: ['UTI', 'CAUTI'],
    },
    'other-site-specimen': {
      terms: ['urine culture', 'urine cultures', 'urine cx', 'in urine', 'in the urine', 'urinalysis', 'wound culture', 'wound cultures', 'stool culture', 'stool cultures'],
      abbreviations: ['UCx'],
    },
    'respiratory-specimen': {
      terms: [
        'sputum', 'sputum culture', 'sputum cultures', 'bronchoalveolar lavage', 'tracheal aspirate', 'endotracheal aspirate', 'respiratory culture',
        'respiratory cultures', 'pleural fluid', 'blood culture', 'blood cultures',
      ],
      abbreviations: ['BAL', 'BCx'],
    },
    'colonization-screen': {
      terms: ['nares', 'nares screen', 'nares pcr', 'nasal swab', 'nasal screen', 'nasal pcr', 'nasal colonization', 'colonization', 'colonized', 'surveillance swab', 'screening swab'],
    },
    'treated-as': { terms: ['treated as', 'treated empirically as', 'managed as', 'covered as', 'empirically treated as'] },
    'organism-result': { terms: ['grew', 'growing', 'grows', 'isolated', 'speciated', 'positive for', 'antigen positive', 'PCR positive', 'culture positive', 'cultures positive'] },
    'aspiration-pneumonia': { terms: ['aspiration pneumonia', 'aspiration pneumonitis', 'aspiration-related pneumonia'] },
    'aspiration-event': {
      terms: ['aspiration', 'aspiration event', 'witnessed aspiration', 'evidence of aspiration', 'signs of aspiration', 'aspiration on swallow study'],
      pseudo: ['aspiration precautions', 'aspiration risk', 'risk of aspiration', 'at risk for aspiration', 'fine needle aspiration', 'bone marrow aspiration', 'needle aspiration'],
    },
    'org-pneumococcus': {
      terms: ['Streptococcus pneumoniae', 'Strep pneumoniae', 'S. pneumoniae', 'S pneumoniae', 'strep pneumo', 'pneumococcus', 'pneumococcal', 'pneumococcal urinary antigen positive', 'positive pneumococcal antigen'],
      pseudo: ['pneumococcal vaccine', 'pneumococcal vaccination', 'Pneumovax', 'Prevnar', 'pneumococcal polysaccharide vaccine'],
    },
    'org-haemophilus': { terms: ['Haemophilus influenzae', 'Hemophilus influenzae', 'H. influenzae', 'H influenzae', 'H. flu', 'H flu'], pseudo: ['Haemophilus influenzae type b vaccine', 'Hib vaccine'] },
    'org-klebsiella': { terms: ['Klebsiella', 'Klebsiella pneumoniae', 'K. pneumoniae', 'Klebsiella oxytoca'] },
    'org-pseudomonas': {
      terms: ['Pseudomonas', 'Pseudomonas aeruginosa', 'P. aeruginosa', 'pseudomonal'],
      pseudo: ['antipseudomonal', 'anti-pseudomonal', 'pseudomonal coverage', 'Pseudomonas coverage', 'cover Pseudomonas', 'coverage for Pseudomonas', 'covering Pseudomonas', 'risk factors for Pseudomonas', 'double coverage for Pseudomonas'],
    },
    'org-staphylococcus': {
      terms: ['Staphylococcus aureus', 'Staph aureus', 'S. aureus', 'staphylococcal', 'MSSA', 'MRSA', 'methicillin sensitive Staphylococcus aureus', 'methicillin resistant Staphylococcus aureus', 'methicillin susceptible Staphylococcus aureus', 'coagulase negative staphylococcus'],
      pseudo: ['MRSA nares', 'MRSA nasal', 'MRSA nasal swab', 'MRSA screen', 'MRSA screening', 'MRSA swab', 'MRSA colonization', 'colonized with MRSA', 'MRSA PCR', 'MRSA coverage', 'cover MRSA', 'coverage for MRSA', 'MRSA colonized', 'MRSA carrier', 'nasal MRSA', 'MRSA DNA', 'MRSA DNA detected', 'MRSA screening assay'],
    },
    'org-mssa': {
      terms: ['MSSA', 'methicillin sensitive Staphylococcus aureus', 'methicillin susceptible Staphylococcus aureus', 'methicillin-sensitive Staph aureus', 'methicillin-susceptible Staph aureus', 'oxacillin sensitive Staphylococcus aureus'],
    },
    'org-mrsa': {
      terms: ['MRSA', 'methicillin resistant Staphylococcus aureus', 'methicillin-resistant Staph aureus'],
      pseudo: ['MRSA nares', 'MRSA nasal', 'MRSA nasal swab', 'MRSA screen', 'MRSA screening', 'MRSA swab', 'MRSA colonization', 'colonized with MRSA', 'MRSA PCR', 'MRSA coverage', 'cover MRSA', 'coverage for MRSA', 'MRSA colonized', 'MRSA carrier', 'nasal MRSA', 'MRSA DNA', 'MRSA DNA detected', 'MRSA screening assay'],
    },
    'org-group-b-strep': { terms: ['group B strep', 'group B streptococcus', 'group B streptococcal', 'Streptococcus agalactiae'], abbreviations: ['GBS'] },
    'org-other-strep': { terms: ['group A strep', 'group A streptococcus', 'Streptococcus pyogenes', 'Streptococcus milleri', 'Streptococcus anginosus', 'viridans streptococci', 'strep viridans', 'streptococcal', 'Streptococcus', 'streptococci'] },
    'org-e-coli': { terms: ['Escherichia coli', 'E. coli', 'E coli'] },
    'org-gram-negative': {
      terms: ['gram negative', 'gram negative rods', 'gram-negative rods', 'gram negative bacilli', 'gram negative bacteria', 'Enterobacter', 'Serratia', 'Proteus', 'Acinetobacter', 'Stenotrophomonas', 'Moraxella', 'Citrobacter', 'Burkholderia', 'Legionella'],
      abbreviations: ['GNR', 'GNRs'],
    },
    'org-acinetobacter': { terms: ['Acinetobacter', 'Acinetobacter baumannii', 'A. baumannii'] },
    'org-mycoplasma': { terms: ['Mycoplasma', 'Mycoplasma pneumoniae', 'M. pneumoniae'] },
    'org-other-bacteria': { terms: ['Legionella', 'Legionella pneumophila', 'anaerobes', 'anaerobic bacteria', 'Nocardia', 'Actinomyces', 'Bordetella'], pseudo: ['anaerobic coverage', 'cover anaerobes', 'coverage for anaerobes'] },
    'org-chlamydia': { terms: ['Chlamydia pneumoniae', 'Chlamydophila pneumoniae', 'C. pneumoniae', 'chlamydial'] },
    'org-adenovirus': { terms: ['adenovirus', 'adenoviral'] },
    'org-rsv': { terms: ['respiratory syncytial virus'], abbreviations: ['RSV'] },
    'org-parainfluenza': { terms: ['parainfluenza', 'parainfluenza virus'] },
    'org-metapneumovirus': { terms: ['human metapneumovirus', 'metapneumovirus'], abbreviations: ['hMPV', 'HMPV'] },
    'org-sars': { terms: ['SARS', 'severe acute respiratory syndrome', 'SARS-associated coronavirus'] },
    'org-covid': {
      terms: ['COVID-19', 'COVID', 'SARS-CoV-2', 'coronavirus disease 2019', 'novel coronavirus'],
      pseudo: ['COVID vaccine', 'COVID-19 vaccine', 'COVID vaccination', 'COVID-19 vaccination', 'COVID booster', 'COVID precautions', 'COVID-19 precautions', 'COVID unit', 'COVID era', 'COVID pandemic', 'COVID-19 pandemic'],
    },
    'org-virus': {
      terms: ['viral', 'virus', 'adenovirus', 'respiratory syncytial virus', 'parainfluenza', 'metapneumovirus', 'rhinovirus', 'enterovirus', 'rhinovirus/enterovirus', 'coronavirus', 'COVID-19', 'COVID', 'SARS-CoV-2'],
      abbreviations: ['RSV', 'hMPV'],
      pseudo: ['antiviral', 'antivirals', 'viral panel', 'respiratory viral panel', 'viral load', 'viral hepatitis', 'HIV', 'COVID vaccine', 'COVID-19 vaccine', 'viral swab'],
    },
  },
  criteria: {
    'pneumonia-documented': { says: 'Pneumonia documented for this stay', rule: anyOf(mentioned('pneumonia'), mentioned('imaging-pneumonia')) },
    // "No evidence of pneumonia on chest x-ray" is one imaging phrase: its negation rules pneumonia out too.
    'pneumonia-ruled-out': { says: 'Pneumonia negated or ruled out', rule: anyOf(ruledOut('pneumonia'), ruledOut('imaging-pneumonia')) },
    'pneumonia-not-confirmed': {
      says: 'Pneumonia named only among the admission diagnoses, not confirmed in the course or at discharge, with another diagnosis (bronchitis, atelectasis, pulmonary edema) made instead',
      rule: allOf(
        mentioned('pneumonia', { inSections: ['admission-diagnoses'] }),
        not(anyOf(mentioned('pneumonia', { notInSections: ['admission-diagnoses'], allow: ['uncertain'] }), mentioned('imaging-pneumonia'), mentioned('infiltrate'))),
        anyOf(mentioned('pneumonia-alternative', { notInSections: ['admission-diagnoses'], allow: ['uncertain'] }), mentioned('atelectasis')),
      ),
    },
    'imaging-followed': {
      says: 'Pneumonia followed on repeat chest imaging (serial films, radiographic improvement)',
      rule: mentioned('imaging-followed', { notInSections: ['past-medical-history'], notSameSentenceAs: ['imaging-refused'] }),
    },
    img: {
      says: 'New infiltrate, consolidation or airspace opacity on chest imaging',
      // Not one the read leaves between atelectasis and pneumonia ("opacity at the left base, which may represent atelectasis or early pneumonia").
      rule: anyOf(mentioned('infiltrate', { notSameSentenceAs: ['atelectasis-or-pneumonia'] }), mentioned('imaging-pneumonia')),
    },
    'imaging-negative': {
      says: 'Chest imaging without infiltrate (no consolidation, no acute process, atelectasis only), and none refused or left undone',
      rule: allOf(
        anyOf(ruledOut('infiltrate'), ruledOut('imaging-pneumonia'), ruledOut('acute-cardiopulmonary-process'), mentioned('imaging-clear'), mentioned('atelectasis')),
        not(anyOf(mentioned('infiltrate'), mentioned('imaging-pneumonia'))),
        // A clear film taken before the new symptoms decides nothing when the one after was refused.
        not(mentioned('imaging-refused', { sameSentenceAs: ['chest-imaging-word', 'imaging-followed'] })),
      ),
    },
    sx: { says: 'Respiratory symptoms or signs (cough, sputum, dyspnea, pleuritic pain, crackles)', rule: mentioned('resp-symptoms') },
    sys: {
      says: 'Systemic signs: T > 38.0 or < 36.0 °C, WBC > 12 or < 4 K/uL, bands or hypoxemia',
      rule: anyOf(
        measured('temperature', above(38, 'degC')),
        measured('temperature', below(36, 'degC')),
        measured('wbc', above(12, 'K/uL')),
        measured('wbc', below(4, 'K/uL')),
        measured('spo2', below(92, '%')),
        mentioned('systemic-signs'),
      ),
    },
    tx: { says: 'Treated as pneumonia: antibiotics (or antivirals for viral pneumonia)', rule: mentioned('antibiotics', { notInSections: ['allergies'] }) },
    workup: { says: 'Pneumonia work-up: cultures, urinary antigens, procalcitonin, viral panel', rule: mentioned('workup') },
    'org-pneumococcus': organism('Streptococcus pneumoniae identified', 'org-pneumococcus'),
    'org-pneumococcus-excluded': organismExcluded('Streptococcus pneumoniae tested negative, respiratory cultures negative or normal flora, or another bacterium identified', 'org-pneumococcus'),
    'org-haemophilus': organism('Haemophilus influenzae identified', 'org-haemophilus'),
    'org-haemophilus-excluded': organismExcluded('Haemophilus influenzae tested negative, respiratory cultures negative or normal flora, or another bacterium identified', 'org-haemophilus'),
    'org-klebsiella': organism('Klebsiella identified', 'org-klebsiella'),
    'org-klebsiella-excluded': organismExcluded('Klebsiella tested negative, respiratory cultures negative or normal flora, or another bacterium identified', 'org-klebsiella'),
    'org-pseudomonas': organism('Pseudomonas identified', 'org-pseudomonas'),
    'org-pseudomonas-excluded': organismExcluded('Pseudomonas tested negative, respiratory cultures negative or normal flora, or another bacterium identified', 'org-pseudomonas'),
    'org-staphylococcus': organism('Staphylococcus identified (not a nares screen)', 'org-staphylococcus'),
    'org-staphylococcus-excluded': organismExcluded('Staphylococcus tested negative, respiratory cultures negative or normal flora, or another bacterium identified', 'org-staphylococcus'),
    'org-mssa': organism('Methicillin-susceptible Staphylococcus aureus identified', 'org-mssa'),
    'org-mssa-excluded': organismExcluded('MSSA tested negative, respiratory cultures negative or normal flora, or another bacterium identified', 'org-mssa'),
    'org-mrsa': organism('MRSA identified in a clinical specimen (not a nares screen)', 'org-mrsa'),
    // "Final diagnosis: aspiration pneumonitis (chemical), not bacterial aspiration pneumonia": the
    // infection an unspecified-organism pneumonia code says is set aside for a chemical injury.
    'chemical-not-bacterial': {
      says: 'A chemical (aspiration) pneumonitis diagnosed, and bacterial pneumonia set aside',
      rule: allOf(mentioned('chemical-pneumonitis'), bacterialSetAside),
    },
    'bacterial-excluded': {
      says: 'Bacterial pneumonia set aside (negated or ruled out) and never affirmed',
      rule: bacterialSetAside,
    },
    'org-mrsa-excluded': organismExcluded('MRSA tested negative, respiratory cultures negative or normal flora, or another bacterium identified', 'org-mrsa'),
    'org-group-b-strep': organism('Group B streptococcus identified', 'org-group-b-strep'),
    'org-group-b-strep-excluded': organismExcluded('Group B streptococcus tested negative, respiratory cultures negative or normal flora, or another bacterium identified', 'org-group-b-strep'),
    'org-other-strep': organism('Streptococcus (other than pneumococcus and group B) identified', 'org-other-strep'),
    'org-other-strep-excluded': organismExcluded('Streptococcus tested negative, respiratory cultures negative or normal flora, or another bacterium identified', 'org-other-strep'),
    'org-e-coli': organism('Escherichia coli identified', 'org-e-coli'),
    'org-e-coli-excluded': organismExcluded('E. coli tested negative, respiratory cultures negative or normal flora, or another bacterium identified', 'org-e-coli'),
    'org-gram-negative': organism('Other gram-negative organism identified', 'org-gram-negative'),
    'org-gram-negative-excluded': organismExcluded('Gram-negative organisms tested negative, respiratory cultures negative or normal flora, or another bacterium identified', 'org-gram-negative'),
    'org-acinetobacter': organism('Acinetobacter baumannii identified', 'org-acinetobacter'),
    'org-acinetobacter-excluded': organismExcluded('Acinetobacter tested negative, respiratory cultures negative or normal flora, or another bacterium identified', 'org-acinetobacter'),
    'org-mycoplasma': organism('Mycoplasma pneumoniae identified', 'org-mycoplasma'),
    'org-mycoplasma-excluded': organismExcluded('Mycoplasma tested negative, respiratory cultures negative or normal flora, or another bacterium identified', 'org-mycoplasma'),
    'org-other-bacteria': organism('Other specified bacterium identified (Legionella, anaerobes, Nocardia)', 'org-other-bacteria'),
    'org-other-bacteria-excluded': organismExcluded('The specified bacterium tested negative, respiratory cultures negative or normal flora, or another bacterium identified', 'org-other-bacteria'),
    'org-chlamydia': organism('Chlamydophila pneumoniae identified', 'org-chlamydia'),
    'org-chlamydia-excluded': organismExcluded('Chlamydophila tested negative, respiratory cultures negative or normal flora, or another bacterium identified', 'org-chlamydia'),
    'org-adenovirus': organism('Adenovirus identified', 'org-adenovirus'),
    'org-adenovirus-excluded': { says: 'Adenovirus tested negative', rule: allOf(ruledOut('org-adenovirus'), not(mentioned('org-adenovirus', { notInSections: DIAGNOSIS_LISTS }))) },
    'org-rsv': organism('Respiratory syncytial virus identified', 'org-rsv'),
    'org-rsv-excluded': { says: 'RSV tested negative', rule: allOf(ruledOut('org-rsv'), not(mentioned('org-rsv', { notInSections: DIAGNOSIS_LISTS }))) },
    'org-parainfluenza': organism('Parainfluenza virus identified', 'org-parainfluenza'),
    'org-parainfluenza-excluded': { says: 'Parainfluenza tested negative', rule: allOf(ruledOut('org-parainfluenza'), not(mentioned('org-parainfluenza', { notInSections: DIAGNOSIS_LISTS }))) },
    'org-metapneumovirus': organism('Human metapneumovirus identified', 'org-metapneumovirus'),
    'org-metapneumovirus-excluded': { says: 'Metapneumovirus tested negative', rule: allOf(ruledOut('org-metapneumovirus'), not(mentioned('org-metapneumovirus', { notInSections: DIAGNOSIS_LISTS }))) },
    'org-sars': organism('SARS-associated coronavirus identified', 'org-sars'),
    'org-covid': organism('COVID-19 (SARS-CoV-2) documented', 'org-covid'),
    'org-covid-excluded': { says: 'SARS-CoV-2 tested negative', rule: allOf(ruledOut('org-covid'), not(mentioned('org-covid', { notInSections: DIAGNOSIS_LISTS }))) },
    'org-virus': organism('A viral cause documented', 'org-virus'),
    'organism-identified': {
      says: 'An infectious organism identified',
      rule: anyOf(
        mentioned('org-pneumococcus'),
        mentioned('org-haemophilus'),
        mentioned('org-klebsiella'),
        mentioned('org-pseudomonas'),
        mentioned('org-staphylococcus'),
        mentioned('org-group-b-strep'),
        mentioned('org-other-strep'),
        mentioned('org-e-coli'),
        mentioned('org-gram-negative'),
        mentioned('org-mycoplasma'),
        mentioned('org-other-bacteria'),
        mentioned('org-chlamydia'),
        mentioned('org-virus'),
      ),
    },
    lobar: { says: 'Lobar pneumonia or lobar consolidation documented', rule: mentioned('lobar') },
    bronchopneumonia: { says: 'Bronchopneumonia or multifocal patchy infiltrates documented', rule: mentioned('bronchopneumonia') },
    hypostatic: { says: 'Hypostatic pneumonia documented', rule: mentioned('hypostatic') },
    aspiration: {
      says: 'Aspiration event or risk: witnessed aspiration, dysphagia, failed swallow, vomiting, seizure, reduced consciousness',
      rule: anyOf(mentioned('aspiration'), mentioned('aspiration-event')),
    },
    'aspiration-pneumonia-ruled-out': {
      says: 'Aspiration pneumonia ruled out by name and never affirmed',
      rule: allOf(ruledOut('aspiration-pneumonia'), not(mentioned('aspiration-pneumonia', { allow: ['historical'] }))),
    },
    'aspiration-excluded': {
      says: 'Aspiration explicitly excluded, with no aspiration event or risk documented',
      rule: allOf(ruledOut('aspiration-event'), not(anyOf(mentioned('aspiration'), mentioned('aspiration-event')))),
    },
  },
  decision: {
    documented: 'pneumonia-documented',
    supported: { allOf: ['img', { anyOf: ['sx', 'sys'] }, 'tx'] },
    refuted: { anyOf: ['pneumonia-ruled-out', 'pneumonia-not-confirmed'] },
    decidable: 'imaging-negative',
    narrative: { allOf: ['pneumonia-documented', { anyOf: ['img', 'imaging-followed'] }, 'tx'] },
    strengthens: ['workup'],
  },
  variants: {
    'clinical-diagnosis': {
      says: 'A clinical diagnosis treated as pneumonia is accepted without an imaging statement (symptoms or systemic signs plus antibiotics); negative imaging still rejects',
      decision: {
        supported: { allOf: ['pneumonia-documented', { anyOf: ['sx', 'sys'] }, 'tx'] },
      },
    },
  },
});
