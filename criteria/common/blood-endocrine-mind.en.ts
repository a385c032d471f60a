import type { CommonCondition } from './condition';
import {
  anticoagulation,
  antidepressants,
  antiepileptics,
  antipsychotics,
  anxiolytics,
  antibiotics,
  hormonalCancerTherapy,
  lipidLowering,
  mentalHealthCare,
  moodStabilizers,
  nonOpioidAnalgesics,
  sided,
  steroidsSystemic,
  transfusion,
  withCompounds,
  words,
  type Side,
} from './vocabulary.en';

/**
 * Blood and immune (D50-D89), endocrine and metabolic (E00-E89), mental (F01-F99), nervous system
 * (G00-G99), congenital (Q00-Q99) and status (Z) codes where no other entry answers: hemolytic
 * anemias, thalassemias, bleeding disorders, spleen, methemoglobinemia, HLH, immunodeficiencies,
 * GVHD and cytokine release syndrome by grade; hypoparathyroidism, Cushing syndrome,
 * hyperaldosteronism, PCOS, central diabetes insipidus, porphyrias, amyloidosis by type, metabolic
 * syndrome and vitamin deficiencies (Wernicke encephalopathy); mental disorders due to a
 * physiological condition, sedative use disorders, psychoses, mania, functional neurological
 * (conversion) and somatic symptom disorders, intellectual disability by severity, postpartum
 * depression and psychosis, tic disorders; meningitis, encephalitis and abscesses, movement
 * disorders, demyelinating disease, headache syndromes, cranial and entrapment neuropathies by
 * side, myopathies, spinal cord compression, CSF leak and post-dural-puncture headache; septal
 * defects and other congenital heart lesions, polycystic kidneys, genetic syndromes; hormone
 * receptor and hormone sensitivity status, genetic susceptibility, blood type, immunization,
 * attention to artificial openings, procedures not carried out, counselling and social
 * determinants. Appended to the common-conditions table (./conditions.en.ts); `conditionPack`
 * turns each entry into a pack.
 *
 * Siblings that differ by type, grade, side or severity document and contradict one another with
 * `specificity` (what the note writes otherwise is Unsupported, what it does not write is
 * NoDetermination) or `refutedBy.instead` (the commonly confused alternative).
 *
 * Not here: family-history codes (Z80-Z84). A family-history statement ("Family history: mother
 * with breast cancer") is read as about another person, which `conditionPack` turns into
 * Unsupported for the patient's own code; a family-history code needs the pack to accept family
 * mentions as its evidence, which `CommonCondition` cannot say yet. Anorexia nervosa and bipolar
 * codes belong to the toxicology-psychiatry entries; thrombotic microangiopathies (M31.1-) to the table.
 */

// ------------------------------------------------------------------ shared words

const hematologyWork = ['hematology', 'peripheral smear', 'peripheral blood smear', 'haptoglobin', 'ldh', 'reticulocyte count', 'indirect bilirubin'];
const hemolysisWork = words(hematologyWork, ['direct antiglobulin test', 'direct coombs', 'coombs test', 'dat', 'folic acid']);
const ivig = ['ivig', 'intravenous immunoglobulin', 'iv immunoglobulin'];
const plasmaExchange = ['plasma exchange', 'plasmapheresis', 'therapeutic plasma exchange'];
const neuroImmuneCare = words(ivig, plasmaExchange, ['methylprednisolone', 'iv methylprednisolone', 'solu medrol', 'high dose steroids', 'rituximab', 'neurology']);
const headacheCare = words(nonOpioidAnalgesics, [
  'sumatriptan', 'rizatriptan', 'triptan', 'metoclopramide', 'reglan', 'prochlorperazine', 'compazine', 'diphenhydramine', 'headache cocktail', 'fioricet',
  'butalbital', 'dihydroergotamine', 'amitriptyline', 'nortriptyline', 'topiramate', 'occipital nerve block', 'greater occipital nerve block', 'neurology',
]);
const developmentalSupport = ['group home', 'guardian', 'legal guardian', 'caregiver', 'day program', 'case manager', 'developmental disabilities services', 'special education'];
const functionalNeuroCare = words(mentalHealthCare, [
  'physical therapy', 'physiotherapy', 'occupational therapy', 'neurology', 'psychology', 'explanation of the diagnosis', 'explained the diagnosis',
  'functional neurology clinic', 'positive hoover sign', 'hoover sign',
]);
/** Words that say a stoma or tube had trouble: a complication code (K94.-, J95.0-), not routine attention (Z43.-). */
const stomaTrouble = ['dislodged', 'dislodgement', 'malfunction', 'malfunctioning', 'clogged', 'occluded', 'blocked', 'pulled out', 'fell out', 'leaking', 'site infection'];

// ------------------------------------------------------------------ hemolytic anemias (D55, D58, D59)

const aihaNames = [
  'autoimmune hemolytic anemia', 'autoimmune hemolysis', 'immune hemolytic anemia', 'immune mediated hemolysis', 'immune mediated hemolytic anemia',
  'coombs positive hemolytic anemia', 'dat positive hemolytic anemia', 'autoimmune haemolytic anaemia',
];
const warmAihaNames = ['warm autoimmune hemolytic anemia', 'warm aiha', 'warm antibody autoimmune hemolytic anemia', 'warm antibody hemolytic anemia', 'warm type autoimmune hemolytic anemia'];
const coldAihaNames = ['cold agglutinin disease', 'cold agglutinin syndrome', 'cold autoimmune hemolytic anemia', 'cold aiha', 'cold antibody hemolytic anemia'];
const aihaCare = words(hemolysisWork, steroidsSystemic, transfusion, ['rituximab', 'sutimlimab', 'enjaymo', 'ivig', 'splenectomy', 'keep warm', 'blood warmer']);
const husNames = ['hemolytic uremic syndrome', 'hemolytic uraemic syndrome'];
const stecHusNames = ['stec hus', 'shiga toxin hemolytic uremic syndrome', 'shiga toxin associated hemolytic uremic syndrome', 'diarrhea associated hemolytic uremic syndrome', 'typical hemolytic uremic syndrome', 'stec associated hemolytic uremic syndrome', 'e coli o157 hemolytic uremic syndrome'];
const atypicalHusNames = ['atypical hemolytic uremic syndrome', 'complement mediated hemolytic uremic syndrome', 'complement mediated thrombotic microangiopathy', 'atypical hus'];
const husCare = words(plasmaExchange, hematologyWork, transfusion, [
  'eculizumab', 'soliris', 'ravulizumab', 'ultomiris', 'hemodialysis', 'dialysis', 'crrt', 'adamts13', 'adamts13 activity', 'schistocytes', 'stool shiga toxin',
  'shiga toxin assay', 'nephrology', 'meningococcal vaccine',
]);

const betaThalMajor = ['beta thalassemia major', 'beta thalassemia intermedia', 'transfusion dependent beta thalassemia', 'transfusion dependent thalassemia', 'thalassemia major', 'cooley anemia', "cooley's anemia", 'beta thalassemia', 'beta thal major'];
const betaThalTrait = ['beta thalassemia trait', 'beta thalassemia minor', 'beta thal trait', 'beta thal minor', 'thalassemia trait', 'thalassemia minor'];

// ------------------------------------------------------------------ bleeding disorders (D66, D67, D68)

const hemophiliaA = ['hemophilia a', 'haemophilia a', 'factor viii deficiency', 'factor 8 deficiency', 'classic hemophilia', 'severe hemophilia a', 'mild hemophilia a', 'moderate hemophilia a'];
const hemophiliaB = ['hemophilia b', 'haemophilia b', 'factor ix deficiency', 'factor 9 deficiency', 'christmas disease', 'severe hemophilia b', 'mild hemophilia b', 'moderate hemophilia b'];
const bleedingCare = ['tranexamic acid', 'txa', 'aminocaproic acid', 'amicar', 'hematology', 'hemophilia treatment center', 'factor level', 'factor activity'];
const vwdBase = ["von willebrand disease", "von willebrand's disease", 'von willebrand syndrome', 'vwd', 'von willebrand factor deficiency'];
const vwdType1 = ['type 1 von willebrand disease', 'von willebrand disease type 1', 'type 1 vwd', 'vwd type 1', 'type i von willebrand disease', 'von willebrand disease type i'];
const vwdOtherTypes = [
  'type 2 von willebrand disease', 'von willebrand disease type 2', 'type 2a von willebrand disease', 'type 2b von willebrand disease', 'type 2m von willebrand disease',
  'type 2n von willebrand disease', 'type 2 vwd', 'vwd type 2', 'type 2a vwd', 'type 2b vwd', 'type 3 von willebrand disease', 'von willebrand disease type 3', 'type 3 vwd', 'vwd type 3',
];
const acquiredVwd = ['acquired von willebrand syndrome', 'acquired von willebrand disease', 'acquired vwd', 'acquired vws', 'heyde syndrome', "heyde's syndrome"];
const vwdCare = words(bleedingCare, [
  'desmopressin', 'ddavp', 'humate p', 'vonvendi', 'wilate', 'von willebrand factor concentrate', 'vwf concentrate', 'vwf antigen', 'vwf activity',
  'ristocetin cofactor', 'von willebrand panel', 'vwf multimers',
]);

// ------------------------------------------------------------------ GVHD (D89.81-) and cytokine release syndrome (D89.83-)

const gvhdBase = ['graft versus host disease', 'graft vs host disease', 'graft vs. host disease', 'gvhd', 'gvh disease'];
const gvhdAcute = ['acute graft versus host disease', 'acute graft vs host disease', 'acute gvhd', 'acute skin gvhd', 'acute gut gvhd', 'acute gi gvhd', 'acute liver gvhd', 'acute gvh disease'];
const gvhdChronic = ['chronic graft versus host disease', 'chronic graft vs host disease', 'chronic gvhd', 'chronic skin gvhd', 'chronic ocular gvhd', 'chronic oral gvhd', 'chronic pulmonary gvhd', 'chronic gvh disease', 'sclerotic chronic gvhd'];
const gvhdAcuteOnChronic = ['acute on chronic graft versus host disease', 'acute on chronic gvhd', 'acute on chronic graft vs host disease'];
const gvhdAll = words(gvhdBase, gvhdAcute, gvhdChronic, gvhdAcuteOnChronic);
const gvhdCare = words(steroidsSystemic, [
  'ruxolitinib', 'jakafi', 'belumosudil', 'rezurock', 'axatilimab', 'ibrutinib', 'extracorporeal photopheresis', 'photopheresis', 'tacrolimus', 'sirolimus',
  'budesonide', 'oral beclomethasone', 'skin biopsy', 'colon biopsy', 'flexible sigmoidoscopy', 'bmt team', 'transplant oncology', 'topical steroids',
]);
const crsName = ['cytokine release syndrome'];
const crsCare = ['tocilizumab', 'actemra', 'siltuximab', 'anakinra', 'dexamethasone', 'methylprednisolone', 'vasopressors', 'astct grading', 'il 6 level'];
const gradeWords: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = { 1: ['1', 'i'], 2: ['2', 'ii'], 3: ['3', 'iii'], 4: ['4', 'iv'], 5: ['5', 'v'] };
/** "grade 2 cytokine release syndrome", "CRS grade 2", "grade II CRS". */
const crsGradeNames = (g: 1 | 2 | 3 | 4 | 5): string[] =>
  gradeWords[g].flatMap((w) => [`grade ${w} cytokine release syndrome`, `cytokine release syndrome grade ${w}`, `grade ${w} crs`, `crs grade ${w}`]);
const allCrsGrades = ([1, 2, 3, 4, 5] as const).flatMap(crsGradeNames);

function crsEntry(g: 1 | 2 | 3 | 4 | 5): CommonCondition {
  const own = crsGradeNames(g);
  return {
    id: `cytokine-release-syndrome-grade-${g}`,
    title: `Cytokine release syndrome, grade ${g}`,
    kind: 'episodic',
    codes: [`D8983${g}`],
    terms: words(crsName, allCrsGrades),
    backing: { terms: crsCare },
    specificity: { documentedBy: own, contradictedBy: allCrsGrades.filter((n) => !own.includes(n)) },
  };
}

const postHypoparaNames = ['postsurgical hypoparathyroidism', 'postoperative hypoparathyroidism', 'post thyroidectomy hypoparathyroidism', 'hypoparathyroidism after thyroidectomy', 'hypoparathyroidism following thyroidectomy', 'postprocedural hypoparathyroidism', 'post surgical hypoparathyroidism'];

// ------------------------------------------------------------------ amyloidosis (E85.-)

const amyloidCare = [
  'fat pad biopsy', 'endomyocardial biopsy', 'congo red', 'mass spectrometry', 'serum free light chains', 'free light chains', 'pyrophosphate scan',
  'technetium pyrophosphate', 'pyp scan', 'cardiac mri', 'amyloid clinic', 'cardiology', 'hematology',
];
const attrTherapy = ['tafamidis', 'vyndaqel', 'vyndamax', 'acoramidis', 'attruby', 'patisiran', 'onpattro', 'vutrisiran', 'amvuttra', 'inotersen', 'eplontersen', 'wainua', 'diflunisal', 'ttr genetic testing', 'ttr gene sequencing'];
const alTherapy = ['daratumumab', 'cybord', 'cyclophosphamide bortezomib dexamethasone', 'bortezomib', 'melphalan', 'autologous stem cell transplant', 'bone marrow biopsy'];
const hattrNames = ['hereditary transthyretin amyloidosis', 'hereditary attr amyloidosis', 'variant transthyretin amyloidosis', 'hattr amyloidosis', 'attrv amyloidosis', 'familial amyloid polyneuropathy', 'familial amyloid cardiomyopathy', 'hereditary amyloidosis'];
const wtAttrNames = ['wild type transthyretin amyloidosis', 'wild type attr amyloidosis', 'attr wt amyloidosis', 'attrwt amyloidosis', 'senile systemic amyloidosis', 'wild type attr cardiomyopathy', 'wild type transthyretin cardiac amyloidosis', 'wild type attr cardiac amyloidosis', 'wtattr amyloidosis'];
const alNames = ['al amyloidosis', 'light chain amyloidosis', 'immunoglobulin light chain amyloidosis', 'primary systemic amyloidosis', 'primary amyloidosis', 'al cardiac amyloidosis', 'al amyloid'];
const aaNames = ['aa amyloidosis', 'secondary amyloidosis', 'reactive amyloidosis', 'amyloid a amyloidosis', 'secondary systemic amyloidosis'];
const amyloidTypes = words(hattrNames, wtAttrNames, alNames, aaNames);
const otherAmyloidTypes = (own: readonly string[]) => amyloidTypes.filter((n) => !own.includes(n));

function amyloidEntry(id: string, title: string, code: string, own: readonly string[], care: readonly string[], abbreviations: readonly string[] = []): CommonCondition {
  return {
    id,
    title,
    kind: 'chronic',
    codes: [code],
    terms: amyloidTypes,
    ...(abbreviations.length > 0 ? { abbreviations } : {}),
    backing: { terms: words(care, amyloidCare) },
    specificity: { documentedBy: own, contradictedBy: otherAmyloidTypes(own) },
  };
}

// ------------------------------------------------------------------ mental disorders

const dueToMedical = ['due to another medical condition', 'due to a general medical condition', 'due to known physiological condition', 'due to a medical condition'];
const psychosisDueToMedical = words(
  dueToMedical.flatMap((d) => [`psychotic disorder ${d}`, `psychosis ${d}`]),
  ['organic psychosis', 'secondary psychosis', 'organic hallucinosis', 'organic delusional disorder'],
);
const moodDueToMedical = dueToMedical.flatMap((d) => [`mood disorder ${d}`, `depressive disorder ${d}`, `depression ${d}`, `bipolar and related disorder ${d}`]);
const depressiveDueToMedical = words(dueToMedical.flatMap((d) => [`depressive disorder ${d}`, `depression ${d}`]), ['with depressive features']);
const bipolarNames = ['bipolar disorder', 'bipolar i disorder', 'bipolar 1 disorder', 'bipolar affective disorder', 'bipolar type 1', 'bipolar type i', 'manic depression', 'manic depressive illness', 'bipolar ii disorder'];
const maniaNames = ['manic episode', 'mania', 'acute mania', 'manic'];
const psychoticManiaNames = ['mania with psychotic features', 'manic episode with psychotic features', 'psychotic mania', 'manic episode with psychosis', 'mania with psychosis', 'severe mania with psychotic features'];
const psychCare = words(antipsychotics, moodStabilizers, mentalHealthCare, ['involuntary hold', 'sitter', '1:1 sitter', 'one to one sitter', 'inpatient psychiatry']);
const idSeverities = {
  mild: { code: 'F70', words: ['mild'] },
  moderate: { code: 'F71', words: ['moderate'] },
  severe: { code: 'F72', words: ['severe'] },
  profound: { code: 'F73', words: ['profound'] },
} as const;
type IdSeverity = keyof typeof idSeverities;
const idNouns = ['intellectual disability', 'intellectual developmental disorder', 'mental retardation', 'intellectual impairment'];
const idSeverityNames = (s: IdSeverity): string[] => idSeverities[s].words.flatMap((w) => idNouns.map((n) => `${w} ${n}`));
const allIdSeverityNames = (Object.keys(idSeverities) as IdSeverity[]).flatMap(idSeverityNames);

function intellectualDisability(s: IdSeverity): CommonCondition {
  const own = idSeverityNames(s);
  return {
    id: `intellectual-disability-${s}`,
    title: `${s[0]!.toUpperCase()}${s.slice(1)} intellectual disabilities`,
    kind: 'chronic',
    codes: [idSeverities[s].code],
    terms: words(allIdSeverityNames, idNouns),
    backing: { terms: developmentalSupport },
    specificity: { documentedBy: own, contradictedBy: allIdSeverityNames.filter((n) => !own.includes(n)) },
  };
}

const sedativeNames = ['benzodiazepine', 'sedative', 'sedative hypnotic', 'hypnotic', 'anxiolytic', 'alprazolam', 'xanax', 'clonazepam', 'lorazepam', 'diazepam'];
const sedativeDependence = words(
  sedativeNames.flatMap((s) => [`${s} dependence`, `${s} use disorder`, `severe ${s} use disorder`, `moderate ${s} use disorder`, `${s} addiction`]),
  ['physiologic dependence on benzodiazepines', 'dependent on benzodiazepines'],
);
const sedativeAbuse = words(sedativeNames.flatMap((s) => [`${s} abuse`, `${s} misuse`, `mild ${s} use disorder`]));
const sedativeWithdrawal = sedativeNames.flatMap((s) => [`${s} withdrawal`, `${s} withdrawal syndrome`]);
const sedativeCare = [
  'benzodiazepine taper', 'lorazepam taper', 'diazepam taper', 'clonazepam taper', 'chlordiazepoxide taper', 'phenobarbital taper', 'phenobarbital',
  'ciwa', 'ciwa b', 'addiction medicine', 'substance abuse counseling', 'psychiatry', 'seizure precautions', 'detox', 'detoxification', 'outpatient treatment program',
];

// ------------------------------------------------------------------ neuropathies by side (G56.0-, G56.2-, G57.1-, G57.3-)

interface Entrapment {
  readonly key: string;
  readonly title: string;
  /** Codes by the code's last character: unspecified limb, right, left, bilateral. */
  readonly prefix: string;
  readonly names: readonly string[];
  readonly abbreviations?: readonly string[];
  readonly care: readonly string[];
  readonly careAbbreviations?: readonly string[];
}

/** "{side} carpal tunnel syndrome", "carpal tunnel syndrome of the {side} wrist", "{side} sided carpal tunnel syndrome". */
function sidedNames(names: readonly string[], sides: readonly Side[], limbs: readonly string[]): string[] {
  return sided(sides, names.flatMap((n) => [`{side} ${n}`, `{side} sided ${n}`, `${n} {side}`, ...limbs.flatMap((l) => [`${n} of the {side} ${l}`, `${n} of {side} ${l}`, `{side} ${l} ${n}`])]));
}

function entrapmentEntries(e: Entrapment, limbs: readonly string[]): CommonCondition[] {
  const right = sidedNames(e.names, ['right'], limbs);
  const left = sidedNames(e.names, ['left'], limbs);
  const bilateral = words(sidedNames(e.names, ['bilateral'], limbs), e.names.map((n) => `${n} bilaterally`), e.names.map((n) => `bilateral ${n}s`));
  const backing = { terms: e.care, ...(e.careAbbreviations ? { abbreviations: e.careAbbreviations } : {}) };
  const abbreviations = e.abbreviations ? { abbreviations: e.abbreviations } : {};
  return [
    { id: e.key, title: `${e.title}, unspecified limb`, kind: 'chronic', codes: [`${e.prefix}0`], terms: words(e.names, right, left, bilateral), ...abbreviations, backing },
    { id: `${e.key}-right`, title: `${e.title}, right`, kind: 'chronic', codes: [`${e.prefix}1`], terms: words(right, bilateral), backing, refutedBy: { instead: left } },
    { id: `${e.key}-left`, title: `${e.title}, left`, kind: 'chronic', codes: [`${e.prefix}2`], terms: words(left, bilateral), backing, refutedBy: { instead: right } },
    { id: `${e.key}-bilateral`, title: `${e.title}, bilateral`, kind: 'chronic', codes: [`${e.prefix}3`], terms: bilateral, backing },
  ];
}

const nerveStudies = ['emg', 'nerve conduction study', 'nerve conduction studies', 'electromyography'];

// ------------------------------------------------------------------ congenital heart (Q20-Q25)

const heartCare = [
  'echocardiogram', 'transthoracic echocardiogram', 'transesophageal echocardiogram', 'bubble study', 'agitated saline', 'cardiac mri', 'cardiology',
  'adult congenital heart disease', 'congenital cardiology', 'pediatric cardiology', 'cardiac catheterization', 'endocarditis prophylaxis',
];
/** An earlier repair: "s/p VSD closure" is history (Z87.74), not the defect now. */
const repaired = (defects: readonly string[]): string[] =>
  defects.flatMap((d) => [`repaired ${d}`, `s/p ${d} repair`, `s/p ${d} closure`, `status post ${d} repair`, `status post ${d} closure`, `prior ${d} repair`, `prior ${d} closure`, `previous ${d} closure`, `history of ${d} repair`, `history of ${d} closure`]);
const ccTga = ['congenitally corrected transposition', 'congenitally corrected transposition of the great arteries', 'l transposition of the great arteries', 'levo transposition of the great arteries', 'l tga', 'cctga'];
const asdNames = ['atrial septal defect', 'secundum asd', 'secundum atrial septal defect', 'ostium secundum atrial septal defect', 'ostium secundum defect', 'primum asd', 'ostium primum atrial septal defect', 'sinus venosus asd', 'sinus venosus defect', 'sinus venosus atrial septal defect'];
const secundumNames = ['secundum asd', 'secundum atrial septal defect', 'ostium secundum atrial septal defect', 'ostium secundum defect'];

// ------------------------------------------------------------------ blood types (Z67)

const aboGroups = { A: '1', B: '2', AB: '3', O: '4' } as const;
type Abo = keyof typeof aboGroups;
/** "blood type A positive", "blood type: O neg", "A Rh positive", "type O negative blood". */
function bloodTypeNames(abo: Abo, positive: boolean): string[] {
  const t = abo.toLowerCase();
  // Signs are dropped when phrases are matched ("O+" reads as "O"): only spelled-out Rh.
  const signs = positive ? ['positive', 'pos', 'rh positive', 'rh pos'] : ['negative', 'neg', 'rh negative', 'rh neg'];
  return words(
    signs.flatMap((s) => [`blood type ${t} ${s}`, `blood type: ${t} ${s}`, `blood group ${t} ${s}`, `blood type is ${t} ${s}`, `abo ${t} ${s}`, `type ${t} ${s} blood`]),
    [`${t} rh ${positive ? 'positive' : 'negative'}`],
  );
}
const allBloodTypes = (Object.keys(aboGroups) as Abo[]).flatMap((abo) => [...bloodTypeNames(abo, true), ...bloodTypeNames(abo, false)]);
const rhPositive = ['rh positive', 'rh pos', 'rhesus positive', 'rhd positive', 'rh d positive', 'rh factor positive'];
const rhNegative = ['rh negative', 'rh neg', 'rhesus negative', 'rhd negative', 'rh d negative', 'rh factor negative'];
const rhImmuneGlobulin = ['rhogam', 'rho(d) immune globulin', 'rho d immune globulin', 'rh immune globulin', 'rhophylac', 'winrho', 'anti d immune globulin'];

function bloodType(abo: Abo, positive: boolean): CommonCondition {
  const own = bloodTypeNames(abo, positive);
  return {
    id: `blood-type-${abo.toLowerCase()}-${positive ? 'positive' : 'negative'}`,
    title: `Blood type ${abo}, Rh ${positive ? 'positive' : 'negative'}`,
    kind: 'status',
    codes: [`Z67${aboGroups[abo]}${positive ? '0' : '1'}`],
    terms: allBloodTypes,
    specificity: { documentedBy: own, contradictedBy: allBloodTypes.filter((n) => !own.includes(n)) },
  };
}

// ------------------------------------------------------------------ attention to artificial openings (Z43)

function stomaAttention(id: string, title: string, code: string, devices: readonly string[], acts: readonly string[]): CommonCondition {
  return {
    id,
    title,
    kind: 'status',
    codes: [code],
    terms: devices.flatMap((d) => acts.map((a) => `${d} ${a}`)),
    namedInParts: { terms: devices, inSentenceWith: acts },
    specificity: { contradictedBy: stomaTrouble },
  };
}
const replaceActs = ['replacement', 'replaced', 'exchange', 'exchanged', 'change', 'changed', 'reinserted', 'reinsertion'];
const takedownActs = ['takedown', 'take down', 'reversal', 'reversed', 'closure', 'closed'];

// ------------------------------------------------------------------ the entries

const bloodEndocrineMental: readonly CommonCondition[] = [
  // ---------------------------------------------------------------- anemias and hemolysis
  {
    id: 'folate-deficiency-anemia',
    title: 'Folate deficiency anemia, unspecified',
    kind: 'chronic',
    codes: ['D529'],
    terms: ['folate deficiency anemia', 'folic acid deficiency anemia', 'anemia due to folate deficiency', 'megaloblastic anemia due to folate deficiency', 'folate deficient anemia', 'anemia secondary to folate deficiency'],
    backing: { terms: ['folic acid', 'folate supplementation', 'folate repletion', 'serum folate', 'red cell folate', 'rbc folate', 'hematology'] },
    refutedBy: { instead: ['vitamin b12 deficiency anemia', 'b12 deficiency anemia', 'pernicious anemia'] },
  },
  {
    id: 'g6pd-deficiency',
    title: 'Anemia due to glucose-6-phosphate dehydrogenase deficiency',
    kind: 'chronic',
    codes: ['D550'],
    terms: ['g6pd deficiency', 'glucose 6 phosphate dehydrogenase deficiency', 'g6pd deficient', 'favism', 'anemia due to g6pd deficiency', 'g6pd deficiency anemia'],
    pseudo: ['g6pd deficiency screen', 'screen for g6pd deficiency', 'screened for g6pd deficiency', 'test for g6pd deficiency', 'tested for g6pd deficiency'],
    backing: { terms: words(hematologyWork, transfusion, ['g6pd level', 'g6pd assay', 'avoid oxidant drugs', 'avoid oxidant medications', 'avoid rasburicase', 'rasburicase avoided', 'avoid dapsone', 'dapsone avoided', 'avoid primaquine', 'avoid sulfonamides', 'heinz bodies', 'bite cells']) },
  },
  {
    id: 'autoimmune-hemolytic-anemia',
    title: 'Autoimmune hemolytic anemia, unspecified or other',
    kind: 'episodic',
    codes: ['D591', 'D5910', 'D5919'],
    terms: words(aihaNames, warmAihaNames, coldAihaNames),
    abbreviations: ['AIHA'],
    backing: { terms: aihaCare, abbreviations: ['DAT', 'IVIG'] },
    refutedBy: { absent: ['hemolysis'], instead: ['drug induced hemolytic anemia', 'microangiopathic hemolytic anemia', 'hereditary spherocytosis', 'g6pd deficiency'] },
  },
  {
    id: 'warm-autoimmune-hemolytic-anemia',
    title: 'Warm autoimmune hemolytic anemia',
    kind: 'episodic',
    codes: ['D5911'],
    terms: words(aihaNames, warmAihaNames, coldAihaNames),
    abbreviations: ['AIHA', 'wAIHA'],
    backing: { terms: aihaCare, abbreviations: ['DAT', 'IVIG'] },
    refutedBy: { absent: ['hemolysis'] },
    specificity: { documentedBy: words(warmAihaNames, ['warm antibody', 'warm antibodies', 'igg warm antibody', 'warm autoantibody', 'warm autoantibodies']), contradictedBy: words(coldAihaNames, ['cold agglutinin', 'cold agglutinins']) },
  },
  {
    id: 'cold-autoimmune-hemolytic-anemia',
    title: 'Cold autoimmune hemolytic anemia',
    kind: 'episodic',
    codes: ['D5912'],
    terms: words(aihaNames, warmAihaNames, coldAihaNames),
    // Not "CAD": coronary disease far more often than cold agglutinin disease.
    abbreviations: ['AIHA'],
    backing: { terms: aihaCare, abbreviations: ['DAT', 'IVIG'] },
    refutedBy: { absent: ['hemolysis'] },
    specificity: { documentedBy: words(coldAihaNames, ['cold agglutinin', 'cold agglutinins', 'cold agglutinin titer']), contradictedBy: warmAihaNames },
  },
  {
    id: 'hemolytic-uremic-syndrome',
    title: 'Hemolytic-uremic syndrome, unspecified or other',
    kind: 'episodic',
    codes: ['D593', 'D5930', 'D5939'],
    terms: words(husNames, stecHusNames, atypicalHusNames),
    abbreviations: ['HUS', 'aHUS'],
    backing: { terms: husCare, abbreviations: ['TPE', 'PLEX', 'CRRT'] },
    refutedBy: { instead: ['thrombotic thrombocytopenic purpura', 'disseminated intravascular coagulation', 'malignant hypertension', 'scleroderma renal crisis'] },
  },
  {
    id: 'infection-associated-hemolytic-uremic-syndrome',
    title: 'Infection-associated hemolytic-uremic syndrome',
    kind: 'episodic',
    codes: ['D5931'],
    terms: words(husNames, stecHusNames, atypicalHusNames),
    abbreviations: ['HUS', 'aHUS'],
    backing: { terms: husCare, abbreviations: ['TPE', 'PLEX', 'CRRT'] },
    specificity: {
      documentedBy: words(stecHusNames, ['shiga toxin', 'shiga toxin producing', 'e coli o157', 'o157:h7', 'o157', 'shigella', 'stec', 'pneumococcal hus', 'streptococcus pneumoniae associated hus']),
      contradictedBy: words(atypicalHusNames, ['complement gene mutation', 'cfh mutation', 'complement factor h mutation']),
    },
  },
  {
    id: 'hereditary-hemolytic-uremic-syndrome',
    title: 'Hereditary (atypical) hemolytic-uremic syndrome',
    kind: 'episodic',
    codes: ['D5932'],
    terms: words(husNames, stecHusNames, atypicalHusNames),
    abbreviations: ['HUS', 'aHUS'],
    backing: { terms: husCare, abbreviations: ['TPE', 'PLEX', 'CRRT'] },
    specificity: {
      documentedBy: words(atypicalHusNames, ['complement gene mutation', 'cfh mutation', 'complement factor h mutation', 'hereditary hemolytic uremic syndrome', 'familial hemolytic uremic syndrome']),
      contradictedBy: words(stecHusNames, ['shiga toxin', 'e coli o157', 'o157']),
    },
  },
  {
    id: 'paroxysmal-nocturnal-hemoglobinuria',
    title: 'Paroxysmal nocturnal hemoglobinuria [Marchiafava-Micheli]',
    kind: 'chronic',
    codes: ['D595'],
    terms: ['paroxysmal nocturnal hemoglobinuria', 'marchiafava micheli syndrome', 'pnh clone'],
    abbreviations: ['PNH'],
    backing: { terms: words(transfusion, ['eculizumab', 'soliris', 'ravulizumab', 'ultomiris', 'iptacopan', 'fabhalta', 'pegcetacoplan', 'empaveli', 'danicopan', 'pnh flow cytometry', 'flow cytometry', 'hematology', 'anticoagulation']) },
  },
  {
    id: 'hemolytic-anemia',
    title: 'Acquired hemolytic anemia, unspecified',
    kind: 'episodic',
    codes: ['D599'],
    terms: ['hemolytic anemia', 'acquired hemolytic anemia', 'hemolysis', 'intravascular hemolysis', 'extravascular hemolysis', 'active hemolysis', 'haemolytic anaemia'],
    // A lab specimen that hemolysed, or the tests looked for: no hemolysis in the patient.
    pseudo: [
      'sample hemolysis', 'specimen hemolysis', 'hemolysis of the sample', 'hemolysis of the specimen', 'hemolysis labs', 'hemolysis workup', 'hemolysis work up',
      'hemolysis panel', 'hemolysis studies', 'hemolysis index', 'hemolysis markers', 'due to hemolysis of the sample', 'falsely elevated due to hemolysis',
      'hemolysis in the sample', 'in vitro hemolysis',
    ],
    backing: { terms: words(hemolysisWork, transfusion), abbreviations: ['DAT', 'LDH'] },
  },
  {
    id: 'hereditary-spherocytosis',
    title: 'Hereditary spherocytosis',
    kind: 'chronic',
    codes: ['D580'],
    terms: ['hereditary spherocytosis', 'congenital spherocytosis', 'spherocytic anemia'],
    backing: { terms: words(hematologyWork, transfusion, ['splenectomy', 'folic acid', 'osmotic fragility', 'eosin 5 maleimide', 'ema binding', 'cholecystectomy']) },
  },
  {
    id: 'alpha-thalassemia',
    title: 'Alpha thalassemia',
    kind: 'chronic',
    codes: ['D560'],
    terms: ['alpha thalassemia', 'hemoglobin h disease', 'hbh disease', 'alpha thalassemia major', 'alpha thalassemia intermedia', 'alpha thal'],
    backing: { terms: words(transfusion, ['hemoglobin electrophoresis', 'hb electrophoresis', 'alpha globin gene testing', 'deferasirox', 'deferoxamine', 'chelation', 'folic acid', 'hematology']) },
    specificity: { contradictedBy: ['alpha thalassemia trait', 'alpha thalassemia minor', 'alpha thal trait', 'silent carrier', 'alpha thalassemia silent carrier'] },
  },
  {
    id: 'beta-thalassemia',
    title: 'Beta thalassemia (major, intermedia)',
    kind: 'chronic',
    codes: ['D561'],
    terms: words(betaThalMajor, betaThalTrait),
    backing: { terms: words(transfusion, ['chronic transfusion', 'transfusion program', 'deferasirox', 'exjade', 'jadenu', 'deferoxamine', 'desferal', 'deferiprone', 'chelation', 'luspatercept', 'reblozyl', 'hematology', 'ferritin', 't2* mri']) },
    specificity: { documentedBy: betaThalMajor, contradictedBy: betaThalTrait },
  },
  {
    id: 'thalassemia-minor',
    title: 'Thalassemia minor (trait)',
    kind: 'chronic',
    codes: ['D563'],
    terms: ['thalassemia trait', 'thalassemia minor', 'beta thalassemia trait', 'beta thalassemia minor', 'beta thal trait', 'beta thal minor', 'alpha thalassemia trait', 'alpha thalassemia minor', 'alpha thal trait'],
    // A microcytosis explained, not iron deficiency: the work-up that separates them is its management.
    backing: { terms: ['hemoglobin electrophoresis', 'hb electrophoresis', 'mentzer index', 'microcytosis', 'microcytic anemia', 'iron studies', 'hematology', 'no iron supplementation', 'iron not indicated'] },
    refutedBy: { instead: ['thalassemia major', 'beta thalassemia major', 'hemoglobin h disease', 'transfusion dependent thalassemia'] },
  },
  {
    id: 'aplastic-anemia',
    title: 'Aplastic anemia, unspecified',
    kind: 'chronic',
    codes: ['D619'],
    terms: ['aplastic anemia', 'severe aplastic anemia', 'very severe aplastic anemia', 'acquired aplastic anemia', 'idiopathic aplastic anemia', 'aplastic anaemia'],
    backing: { terms: words(transfusion, ['antithymocyte globulin', 'horse atg', 'cyclosporine', 'eltrombopag', 'promacta', 'bone marrow biopsy', 'allogeneic stem cell transplant', 'stem cell transplant', 'bone marrow transplant', 'hematology', 'neutropenic precautions']), abbreviations: ['ATG'] },
  },
  // ---------------------------------------------------------------- bleeding disorders and thrombophilia
  {
    id: 'hemophilia-a',
    title: 'Hereditary factor VIII deficiency (hemophilia A)',
    kind: 'chronic',
    codes: ['D66'],
    terms: words(hemophiliaA, ['hemophilia', 'haemophilia']),
    backing: { terms: words(bleedingCare, ['factor viii', 'factor 8', 'recombinant factor viii', 'factor viii concentrate', 'emicizumab', 'hemlibra', 'advate', 'eloctate', 'altuviiio', 'factor viii level', 'factor viii activity', 'factor viii inhibitor', 'bethesda assay', 'desmopressin', 'ddavp']), abbreviations: ['TXA', 'FVIII'] },
    refutedBy: { instead: hemophiliaB },
  },
  {
    id: 'hemophilia-b',
    title: 'Hereditary factor IX deficiency (hemophilia B)',
    kind: 'chronic',
    codes: ['D67'],
    terms: words(hemophiliaB, ['hemophilia', 'haemophilia']),
    backing: { terms: words(bleedingCare, ['factor ix', 'factor 9', 'recombinant factor ix', 'factor ix concentrate', 'benefix', 'alprolix', 'idelvion', 'rebinyn', 'factor ix level', 'factor ix activity', 'etranacogene', 'hemgenix']), abbreviations: ['TXA', 'FIX'] },
    refutedBy: { instead: hemophiliaA },
  },
  {
    id: 'von-willebrand-disease',
    title: 'Von Willebrand disease, unspecified or other',
    kind: 'chronic',
    codes: ['D680', 'D6800', 'D6809'],
    terms: words(vwdBase, vwdType1, vwdOtherTypes),
    abbreviations: ['vWD', 'VWD'],
    backing: { terms: vwdCare, abbreviations: ['DDAVP', 'TXA', 'VWF'] },
    refutedBy: { instead: acquiredVwd },
  },
  {
    id: 'von-willebrand-disease-type-1',
    title: 'Von Willebrand disease, type 1',
    kind: 'chronic',
    codes: ['D6801'],
    terms: words(vwdBase, vwdType1, vwdOtherTypes),
    abbreviations: ['vWD', 'VWD'],
    backing: { terms: vwdCare, abbreviations: ['DDAVP', 'TXA', 'VWF'] },
    specificity: { documentedBy: vwdType1, contradictedBy: words(vwdOtherTypes, acquiredVwd) },
  },
  {
    id: 'acquired-von-willebrand-disease',
    title: 'Acquired von Willebrand disease',
    kind: 'episodic',
    codes: ['D6804'],
    terms: acquiredVwd,
    backing: { terms: words(vwdCare, ['lvad', 'aortic valve replacement', 'octreotide']), abbreviations: ['DDAVP', 'TXA', 'VWF', 'LVAD'] },
    refutedBy: { instead: words(vwdType1, vwdOtherTypes, ['inherited von willebrand disease', 'hereditary von willebrand disease']) },
  },
  {
    id: 'prothrombin-gene-mutation',
    title: 'Prothrombin gene mutation',
    kind: 'chronic',
    codes: ['D6852'],
    terms: ['prothrombin gene mutation', 'prothrombin g20210a mutation', 'prothrombin 20210 mutation', 'prothrombin gene variant', 'prothrombin g20210a', 'factor ii mutation', 'prothrombin mutation', 'factor ii g20210a'],
    backing: { terms: words(anticoagulation, ['hematology', 'lifelong anticoagulation']) },
  },
  // ---------------------------------------------------------------- spleen
  {
    id: 'hyposplenism',
    title: 'Hyposplenism (functional asplenia)',
    kind: 'chronic',
    codes: ['D730'],
    terms: ['hyposplenism', 'functional asplenia', 'functionally asplenic', 'autosplenectomy', 'auto splenectomy', 'splenic atrophy', 'atrophic spleen'],
    backing: { terms: ['pneumococcal vaccine', 'meningococcal vaccine', 'haemophilus influenzae type b vaccine', 'hib vaccine', 'penicillin prophylaxis', 'prophylactic penicillin', 'asplenia precautions', 'amoxicillin prophylaxis'] },
  },
  {
    id: 'hypersplenism',
    title: 'Hypersplenism',
    kind: 'chronic',
    codes: ['D731'],
    terms: ['hypersplenism', 'splenic sequestration', 'thrombocytopenia due to hypersplenism', 'cytopenias due to hypersplenism'],
    backing: { terms: words(transfusion, ['partial splenic embolization', 'splenic artery embolization', 'splenectomy', 'avatrombopag', 'lusutrombopag', 'eltrombopag', 'platelet transfusion', 'hematology', 'tips']) },
  },
  {
    id: 'splenic-abscess',
    title: 'Abscess of spleen',
    kind: 'episodic',
    codes: ['D733'],
    terms: ['splenic abscess', 'abscess of the spleen', 'abscess of spleen', 'splenic abscesses'],
    backing: { terms: words(antibiotics, ['percutaneous drainage', 'ir drainage', 'drain placement', 'splenectomy', 'blood cultures', 'infectious disease', 'interventional radiology']), abbreviations: ['IR'] },
    refutedBy: { instead: ['splenic infarct', 'splenic infarction', 'splenic cyst'] },
  },
  {
    id: 'splenic-infarction',
    title: 'Infarction of spleen',
    kind: 'episodic',
    codes: ['D735'],
    terms: ['splenic infarct', 'splenic infarction', 'infarction of the spleen', 'infarct of the spleen', 'splenic infarcts', 'wedge shaped splenic infarct'],
    backing: { terms: words(anticoagulation, ['transesophageal echocardiogram', 'echocardiogram', 'bubble study', 'hypercoagulable workup', 'blood cultures', 'pain control']), abbreviations: ['TEE', 'TTE'] },
    refutedBy: { instead: ['splenic abscess', 'splenic laceration'] },
  },
  {
    id: 'acquired-absence-of-spleen',
    title: 'Acquired absence of spleen',
    kind: 'status',
    codes: ['Z9081'],
    terms: ['splenectomy', 's/p splenectomy', 'status post splenectomy', 'post splenectomy', 'asplenic', 'asplenia', 'surgical asplenia', 'history of splenectomy', 'absent spleen', 'splenectomized'],
    pseudo: ['functional asplenia', 'functionally asplenic', 'congenital asplenia', 'splenectomy was considered', 'candidate for splenectomy', 'splenectomy is an option', 'may need splenectomy', 'second line splenectomy'],
  },
  // ---------------------------------------------------------------- methemoglobinemia, HLH
  {
    id: 'methemoglobinemia',
    title: 'Methemoglobinemia, unspecified',
    kind: 'episodic',
    codes: ['D749'],
    terms: ['methemoglobinemia', 'methaemoglobinaemia', 'elevated methemoglobin', 'elevated methemoglobin level', 'high methemoglobin'],
    backing: { terms: ['methylene blue', 'methemoglobin level', 'co oximetry', 'cooximetry', 'arterial blood gas with co oximetry', 'ascorbic acid', 'exchange transfusion', 'hyperbaric oxygen', 'toxicology', 'poison control', 'discontinued dapsone', 'dapsone discontinued', 'dapsone stopped', 'stopped dapsone'] },
  },
  {
    id: 'acquired-methemoglobinemia',
    title: 'Other (acquired, toxic) methemoglobinemia',
    kind: 'episodic',
    codes: ['D748'],
    terms: ['methemoglobinemia', 'methaemoglobinaemia', 'elevated methemoglobin', 'acquired methemoglobinemia', 'toxic methemoglobinemia', 'drug induced methemoglobinemia', 'dapsone induced methemoglobinemia', 'benzocaine induced methemoglobinemia', 'medication induced methemoglobinemia', 'congenital methemoglobinemia', 'hereditary methemoglobinemia'],
    backing: { terms: ['methylene blue', 'methemoglobin level', 'co oximetry', 'cooximetry', 'ascorbic acid', 'exchange transfusion', 'hyperbaric oxygen', 'toxicology', 'poison control', 'discontinued dapsone', 'dapsone discontinued', 'dapsone stopped', 'stopped dapsone'] },
    specificity: {
      documentedBy: withCompounds(
        ['acquired', 'toxic', 'drug induced', 'medication induced', 'dapsone', 'benzocaine', 'cetacaine', 'hurricaine', 'topical anesthetic', 'rasburicase', 'primaquine', 'nitrite', 'nitrites', 'inhaled nitric oxide', 'prilocaine', 'phenazopyridine', 'nitrate'],
        ['discontinued dapsone', 'dapsone discontinued', 'dapsone stopped', 'stopped dapsone'],
      ),
      contradictedBy: ['congenital methemoglobinemia', 'hereditary methemoglobinemia', 'cytochrome b5 reductase deficiency', 'hemoglobin m disease'],
    },
  },
  {
    id: 'hemophagocytic-lymphohistiocytosis',
    title: 'Hemophagocytic lymphohistiocytosis',
    kind: 'episodic',
    codes: ['D761'],
    terms: ['hemophagocytic lymphohistiocytosis', 'hemophagocytic syndrome', 'secondary hemophagocytic lymphohistiocytosis', 'familial hemophagocytic lymphohistiocytosis', 'primary hemophagocytic lymphohistiocytosis'],
    abbreviations: ['HLH'],
    backing: { terms: ['etoposide', 'dexamethasone', 'anakinra', 'emapalumab', 'gamifant', 'ruxolitinib', 'ferritin', 'soluble il 2 receptor', 'soluble cd25', 'hscore', 'hlh 94', 'hlh 2004', 'bone marrow biopsy', 'hematology', 'triglycerides', 'fibrinogen'] },
    specificity: { contradictedBy: ['infection associated hemophagocytic syndrome', 'ebv associated hemophagocytic lymphohistiocytosis', 'ebv associated hlh', 'infection associated hlh', 'ebv driven hlh'] },
  },
  {
    id: 'infection-associated-hemophagocytic-syndrome',
    title: 'Infection-associated hemophagocytic syndrome',
    kind: 'episodic',
    codes: ['D762'],
    terms: ['hemophagocytic lymphohistiocytosis', 'hemophagocytic syndrome', 'secondary hemophagocytic lymphohistiocytosis', 'infection associated hemophagocytic syndrome', 'ebv associated hemophagocytic lymphohistiocytosis', 'ebv associated hlh', 'infection associated hlh', 'ebv driven hlh'],
    abbreviations: ['HLH'],
    backing: { terms: words(antibiotics, ['etoposide', 'dexamethasone', 'anakinra', 'emapalumab', 'rituximab', 'ferritin', 'soluble il 2 receptor', 'soluble cd25', 'hscore', 'bone marrow biopsy', 'ebv pcr', 'ebv viral load', 'hematology']) },
    specificity: {
      documentedBy: ['infection associated hemophagocytic syndrome', 'ebv associated hemophagocytic lymphohistiocytosis', 'ebv associated hlh', 'infection associated hlh', 'ebv driven hlh', 'triggered by ebv', 'due to ebv', 'secondary to ebv', 'triggered by infection', 'infection triggered', 'due to infection', 'secondary to infection', 'cmv associated', 'virus associated'],
      contradictedBy: ['familial hemophagocytic lymphohistiocytosis', 'primary hemophagocytic lymphohistiocytosis', 'malignancy associated hlh', 'lymphoma associated hlh'],
    },
  },
  // ---------------------------------------------------------------- immunodeficiency, sarcoid, cryoglobulins, GVHD, CRS
  {
    id: 'common-variable-immunodeficiency',
    title: 'Common variable immunodeficiency, unspecified',
    kind: 'chronic',
    codes: ['D839'],
    terms: ['common variable immunodeficiency', 'common variable immune deficiency', 'common variable immunodeficiency disorder'],
    abbreviations: ['CVID'],
    backing: { terms: words(ivig, ['subcutaneous immunoglobulin', 'immunoglobulin replacement', 'igg level', 'igg trough', 'immunology', 'allergy and immunology']), abbreviations: ['IVIG', 'SCIG'] },
  },
  {
    id: 'hypogammaglobulinemia',
    title: 'Nonfamilial hypogammaglobulinemia',
    kind: 'chronic',
    codes: ['D801'],
    terms: ['hypogammaglobulinemia', 'acquired hypogammaglobulinemia', 'secondary hypogammaglobulinemia', 'nonfamilial hypogammaglobulinemia', 'hypogammaglobulinaemia'],
    backing: { terms: words(ivig, ['subcutaneous immunoglobulin', 'immunoglobulin replacement', 'igg level', 'igg trough', 'immunoglobulin levels', 'immunology']), abbreviations: ['IVIG', 'SCIG'] },
    refutedBy: { instead: ['common variable immunodeficiency', 'x linked agammaglobulinemia'] },
  },
  {
    id: 'selective-iga-deficiency',
    title: 'Selective deficiency of immunoglobulin A [IgA]',
    kind: 'chronic',
    codes: ['D802'],
    terms: ['iga deficiency', 'selective iga deficiency', 'selective immunoglobulin a deficiency', 'immunoglobulin a deficiency'],
    backing: { terms: ['iga level', 'anti iga antibodies', 'washed red cells', 'washed red blood cells', 'washed prbc', 'iga deficient blood products', 'iga deficient plasma', 'immunology', 'blood bank'] },
  },
  {
    id: 'immunodeficiency',
    title: 'Immunodeficiency, unspecified',
    kind: 'chronic',
    codes: ['D849'],
    terms: ['immunodeficiency', 'immune deficiency', 'primary immunodeficiency', 'immunodeficient', 'immunodeficiency disorder'],
    pseudo: ['human immunodeficiency virus', 'acquired immunodeficiency syndrome', 'immunodeficiency virus', 'severe combined immunodeficiency', 'immunodeficiency due to drugs', 'immunodeficiency due to medication', 'drug induced immunodeficiency'],
    backing: { terms: words(ivig, ['immunoglobulin replacement', 'pjp prophylaxis', 'pcp prophylaxis', 'antimicrobial prophylaxis', 'immunology', 'immunoglobulin levels', 'lymphocyte subsets']), abbreviations: ['IVIG'] },
  },
  {
    id: 'hereditary-angioedema',
    title: 'Defects in the complement system (C1 esterase inhibitor deficiency, hereditary angioedema)',
    kind: 'chronic',
    codes: ['D841'],
    terms: ['hereditary angioedema', 'c1 esterase inhibitor deficiency', 'c1 inhibitor deficiency', 'c1 inh deficiency', 'hereditary angioneurotic edema', 'c1 esterase deficiency'],
    abbreviations: ['HAE'],
    backing: { terms: ['icatibant', 'firazyr', 'ecallantide', 'kalbitor', 'berinert', 'cinryze', 'haegarda', 'ruconest', 'c1 esterase inhibitor concentrate', 'lanadelumab', 'takhzyro', 'berotralstat', 'orladeyo', 'fresh frozen plasma', 'danazol', 'c4 level', 'allergy and immunology', 'immunology'], abbreviations: ['FFP'] },
    refutedBy: { instead: ['ace inhibitor induced angioedema', 'ace inhibitor angioedema', 'ace inhibitor related angioedema', 'allergic angioedema', 'histaminergic angioedema'] },
  },
  {
    id: 'pulmonary-sarcoidosis',
    title: 'Sarcoidosis of lung',
    kind: 'chronic',
    codes: ['D860'],
    terms: ['pulmonary sarcoidosis', 'sarcoidosis of the lung', 'sarcoidosis of lung', 'lung sarcoidosis', 'pulmonary sarcoid', 'parenchymal sarcoidosis'],
    backing: { terms: words(steroidsSystemic, ['methotrexate', 'azathioprine', 'infliximab', 'hydroxychloroquine', 'pulmonology', 'pulmonary function tests', 'high resolution ct', 'bronchoscopy', 'ebus', 'transbronchial biopsy']), abbreviations: ['PFT', 'PFTs', 'EBUS', 'HRCT'] },
  },
  {
    id: 'cardiac-sarcoidosis',
    title: 'Sarcoid myocarditis (cardiac sarcoidosis)',
    kind: 'chronic',
    codes: ['D8685'],
    terms: ['cardiac sarcoidosis', 'cardiac sarcoid', 'sarcoid myocarditis', 'sarcoid cardiomyopathy', 'myocardial sarcoidosis'],
    backing: { terms: words(steroidsSystemic, ['methotrexate', 'infliximab', 'cardiac mri', 'cardiac pet', 'fdg pet', 'cardiac fdg pet', 'implantable cardioverter defibrillator', 'electrophysiology', 'cardiology', 'endomyocardial biopsy']), abbreviations: ['ICD', 'AICD', 'EP'] },
  },
  {
    id: 'cryoglobulinemia',
    title: 'Cryoglobulinemia',
    kind: 'chronic',
    codes: ['D891'],
    terms: ['cryoglobulinemia', 'cryoglobulinemic vasculitis', 'mixed cryoglobulinemia', 'essential cryoglobulinemia', 'cryoglobulinaemia'],
    backing: { terms: words(plasmaExchange, steroidsSystemic, ['rituximab', 'cryoglobulin level', 'cryocrit', 'cyclophosphamide', 'hepatitis c treatment', 'sofosbuvir', 'rheumatology', 'nephrology', 'kidney biopsy']), abbreviations: ['PLEX', 'TPE'] },
  },
  {
    id: 'acute-gvhd',
    title: 'Acute graft-versus-host disease',
    kind: 'episodic',
    codes: ['D89810'],
    terms: gvhdAll,
    abbreviations: ['GVHD', 'GvHD', 'aGVHD'],
    backing: { terms: gvhdCare, abbreviations: ['ECP', 'BMT'] },
    specificity: { documentedBy: gvhdAcute, contradictedBy: words(gvhdChronic, gvhdAcuteOnChronic) },
  },
  {
    id: 'chronic-gvhd',
    title: 'Chronic graft-versus-host disease',
    kind: 'chronic',
    codes: ['D89811'],
    terms: gvhdAll,
    abbreviations: ['GVHD', 'GvHD', 'cGVHD'],
    backing: { terms: gvhdCare, abbreviations: ['ECP', 'BMT'] },
    specificity: { documentedBy: gvhdChronic, contradictedBy: words(gvhdAcute, gvhdAcuteOnChronic) },
  },
  {
    id: 'acute-on-chronic-gvhd',
    title: 'Acute on chronic graft-versus-host disease',
    kind: 'episodic',
    codes: ['D89812'],
    terms: gvhdAll,
    abbreviations: ['GVHD', 'GvHD'],
    backing: { terms: gvhdCare, abbreviations: ['ECP', 'BMT'] },
    specificity: { documentedBy: gvhdAcuteOnChronic },
  },
  {
    id: 'gvhd',
    title: 'Graft-versus-host disease, unspecified',
    kind: 'episodic',
    codes: ['D89813'],
    terms: gvhdAll,
    abbreviations: ['GVHD', 'GvHD', 'aGVHD', 'cGVHD'],
    backing: { terms: gvhdCare, abbreviations: ['ECP', 'BMT'] },
  },
  ...([1, 2, 3, 4, 5] as const).map(crsEntry),
  {
    id: 'cytokine-release-syndrome',
    title: 'Cytokine release syndrome, grade unspecified',
    kind: 'episodic',
    codes: ['D89839'],
    terms: words(crsName, allCrsGrades),
    backing: { terms: crsCare },
  },
  // ---------------------------------------------------------------- endocrine
  {
    id: 'hypoparathyroidism',
    title: 'Hypoparathyroidism, unspecified',
    kind: 'chronic',
    codes: ['E209'],
    terms: words(['hypoparathyroidism', 'idiopathic hypoparathyroidism', 'autoimmune hypoparathyroidism'], postHypoparaNames),
    backing: { terms: ['calcitriol', 'rocaltrol', 'calcium carbonate', 'calcium citrate', 'calcium supplementation', 'calcium gluconate', 'iv calcium', 'pth level', 'parathyroid hormone', 'teriparatide', 'palopegteriparatide', 'yorvipath', 'natpara', 'ionized calcium', 'endocrinology'], abbreviations: ['PTH'] },
    // After neck surgery it is postprocedural hypoparathyroidism (E89.2).
    specificity: { contradictedBy: postHypoparaNames },
  },
  {
    id: 'postprocedural-hypoparathyroidism',
    title: 'Postprocedural hypoparathyroidism',
    kind: 'chronic',
    codes: ['E892'],
    terms: postHypoparaNames,
    namedInParts: { terms: ['hypoparathyroidism'], inSentenceWith: ['thyroidectomy', 'parathyroidectomy', 'neck dissection', 'postoperative', 'postoperatively', 'post operative', 'after surgery'] },
    backing: { terms: ['calcitriol', 'rocaltrol', 'calcium carbonate', 'calcium citrate', 'calcium supplementation', 'calcium gluconate', 'iv calcium', 'pth level', 'parathyroid hormone', 'ionized calcium', 'endocrinology'], abbreviations: ['PTH'] },
  },
  {
    id: 'cushing-syndrome',
    title: 'Cushing syndrome, unspecified',
    kind: 'chronic',
    codes: ['E249'],
    terms: ['cushing syndrome', "cushing's syndrome", 'cushings syndrome', 'hypercortisolism', 'endogenous hypercortisolism', 'hypercortisolemia'],
    backing: { terms: ['dexamethasone suppression test', 'late night salivary cortisol', '24 hour urine free cortisol', 'urine free cortisol', 'acth level', 'ketoconazole', 'levoketoconazole', 'metyrapone', 'osilodrostat', 'isturisa', 'mifepristone', 'korlym', 'pasireotide', 'adrenalectomy', 'transsphenoidal resection', 'petrosal sinus sampling', 'pituitary mri', 'endocrinology'], abbreviations: ['ACTH'] },
    refutedBy: { instead: ['pseudo cushing', 'pseudocushing', 'cushingoid features from steroids'] },
  },
  {
    id: 'cushing-disease',
    title: 'Pituitary-dependent Cushing disease',
    kind: 'chronic',
    codes: ['E240'],
    terms: ['cushing disease', "cushing's disease", 'cushings disease', 'pituitary cushing', 'acth secreting pituitary adenoma', 'acth producing pituitary adenoma', 'corticotroph adenoma', 'corticotroph pituitary adenoma'],
    backing: { terms: ['transsphenoidal resection', 'transsphenoidal surgery', 'transsphenoidal hypophysectomy', 'pasireotide', 'cabergoline', 'osilodrostat', 'metyrapone', 'ketoconazole', 'petrosal sinus sampling', 'pituitary mri', 'neurosurgery', 'endocrinology', 'urine free cortisol', 'late night salivary cortisol'] },
    refutedBy: { instead: ['ectopic acth syndrome', 'ectopic acth secretion', 'adrenal cushing syndrome', 'cortisol secreting adrenal adenoma', 'iatrogenic cushing syndrome', 'exogenous cushing syndrome'] },
  },
  {
    id: 'drug-induced-cushing-syndrome',
    title: 'Drug-induced Cushing syndrome',
    kind: 'chronic',
    codes: ['E242'],
    terms: ['iatrogenic cushing syndrome', "iatrogenic cushing's syndrome", 'steroid induced cushing syndrome', "steroid induced cushing's syndrome", 'drug induced cushing syndrome', 'exogenous cushing syndrome', "exogenous cushing's syndrome", 'glucocorticoid induced cushing syndrome', 'medication induced cushing syndrome', 'iatrogenic hypercortisolism', 'exogenous hypercortisolism', 'cushing syndrome due to steroids', 'cushing syndrome from chronic steroids'],
    backing: { terms: ['steroid taper', 'prednisone taper', 'taper steroids', 'tapering steroids', 'steroid wean', 'weaning steroids', 'steroid sparing agent', 'steroid sparing therapy', 'endocrinology', 'stress dose steroids', 'morning cortisol'] },
  },
  {
    id: 'hyperaldosteronism',
    title: 'Hyperaldosteronism, unspecified',
    kind: 'chronic',
    codes: ['E269'],
    terms: ['hyperaldosteronism', 'aldosteronism', 'primary aldosteronism', 'primary hyperaldosteronism', 'secondary hyperaldosteronism', 'conn syndrome', "conn's syndrome"],
    backing: { terms: ['spironolactone', 'aldactone', 'eplerenone', 'inspra', 'amiloride', 'aldosterone renin ratio', 'aldosterone to renin ratio', 'plasma aldosterone', 'renin activity', 'saline suppression test', 'adrenal vein sampling', 'adrenalectomy', 'potassium supplementation', 'endocrinology'], abbreviations: ['ARR', 'AVS'] },
  },
  {
    id: 'conn-syndrome',
    title: 'Conn syndrome (aldosterone-producing adenoma)',
    kind: 'chronic',
    codes: ['E2601'],
    terms: ['conn syndrome', "conn's syndrome", 'aldosterone producing adenoma', 'aldosterone secreting adenoma', 'aldosteronoma', 'aldosterone producing adrenal adenoma', 'aldosterone secreting adrenal adenoma'],
    backing: { terms: ['adrenalectomy', 'laparoscopic adrenalectomy', 'adrenal vein sampling', 'spironolactone', 'eplerenone', 'aldosterone renin ratio', 'plasma aldosterone', 'saline suppression test', 'potassium supplementation', 'endocrinology'], abbreviations: ['AVS', 'ARR'] },
    refutedBy: { instead: ['bilateral adrenal hyperplasia', 'idiopathic hyperaldosteronism', 'bilateral idiopathic hyperaldosteronism'] },
  },
  {
    id: 'primary-hyperaldosteronism-other',
    title: 'Other primary hyperaldosteronism (bilateral adrenal hyperplasia)',
    kind: 'chronic',
    codes: ['E2609'],
    terms: ['primary aldosteronism', 'primary hyperaldosteronism', 'bilateral adrenal hyperplasia', 'idiopathic hyperaldosteronism', 'bilateral idiopathic hyperaldosteronism', 'primary aldosteronism due to bilateral adrenal hyperplasia'],
    backing: { terms: ['spironolactone', 'aldactone', 'eplerenone', 'inspra', 'amiloride', 'aldosterone renin ratio', 'plasma aldosterone', 'saline suppression test', 'adrenal vein sampling', 'potassium supplementation', 'endocrinology'], abbreviations: ['ARR', 'AVS'] },
    specificity: { contradictedBy: ['conn syndrome', "conn's syndrome", 'aldosterone producing adenoma', 'aldosterone secreting adenoma', 'aldosteronoma'] },
  },
  {
    id: 'secondary-hyperaldosteronism',
    title: 'Secondary hyperaldosteronism',
    kind: 'chronic',
    codes: ['E261'],
    terms: ['secondary hyperaldosteronism', 'secondary aldosteronism'],
    backing: { terms: ['spironolactone', 'aldactone', 'eplerenone', 'inspra', 'amiloride', 'plasma aldosterone', 'renin activity', 'renal artery duplex'] },
    refutedBy: { instead: ['primary aldosteronism', 'primary hyperaldosteronism', 'conn syndrome'] },
  },
  {
    id: 'polycystic-ovary-syndrome',
    title: 'Polycystic ovarian syndrome',
    kind: 'chronic',
    codes: ['E282'],
    terms: ['polycystic ovary syndrome', 'polycystic ovarian syndrome', 'polycystic ovarian disease', 'polycystic ovaries', 'stein leventhal syndrome'],
    abbreviations: ['PCOS'],
    backing: {
      terms: ['metformin', 'spironolactone', 'oral contraceptive', 'combined oral contraceptive', 'letrozole', 'clomiphene', 'gynecology', 'reproductive endocrinology', 'endocrinology'],
      abbreviations: ['OCP', 'OCPs'],
      otherIndications: { terms: ['diabetes', 'type 2 diabetes', 'hypertension', 'heart failure'], abbreviations: ['DM', 'T2DM', 'HTN', 'HF'] },
    },
  },
  {
    id: 'central-diabetes-insipidus',
    title: 'Diabetes insipidus (central)',
    kind: 'chronic',
    codes: ['E232'],
    terms: ['diabetes insipidus', 'central diabetes insipidus', 'neurogenic diabetes insipidus', 'pituitary diabetes insipidus', 'cranial diabetes insipidus', 'arginine vasopressin deficiency', 'avp deficiency', 'central di'],
    backing: { terms: ['desmopressin', 'ddavp', 'vasopressin', 'urine osmolality', 'serum osmolality', 'water deprivation test', 'free water', 'strict intake and output', 'serial sodium', 'sodium checks', 'endocrinology', 'neurosurgery'], abbreviations: ['DDAVP'] },
    refutedBy: { instead: ['nephrogenic diabetes insipidus', 'lithium induced nephrogenic diabetes insipidus', 'arginine vasopressin resistance', 'primary polydipsia', 'psychogenic polydipsia'] },
  },
  {
    id: 'carcinoid-syndrome',
    title: 'Carcinoid syndrome',
    kind: 'chronic',
    codes: ['E340'],
    terms: ['carcinoid syndrome', 'carcinoid crisis', 'carcinoid heart disease'],
    backing: { terms: ['octreotide', 'sandostatin', 'lanreotide', 'somatuline', 'telotristat', 'xermelo', '5 hiaa', 'urinary 5 hiaa', 'chromogranin a', 'dotatate pet', 'oncology'] },
  },
  {
    id: 'gilbert-syndrome',
    title: 'Gilbert syndrome',
    kind: 'chronic',
    codes: ['E804'],
    terms: ['gilbert syndrome', "gilbert's syndrome", 'gilberts syndrome', 'gilbert disease', "gilbert's disease", 'gilbert'],
    pseudo: ['dr gilbert', 'dr. gilbert'],
    // The unconjugated bilirubin that the syndrome explains is its evidence this stay.
    backing: { terms: ['indirect bilirubin', 'unconjugated bilirubin', 'unconjugated hyperbilirubinemia', 'fractionated bilirubin', 'ugt1a1', 'ugt1a1 genotype', 'isolated hyperbilirubinemia', 'elevated indirect bilirubin'] },
    refutedBy: { instead: ['hemolysis', 'hemolytic anemia'] },
  },
  {
    id: 'porphyria-cutanea-tarda',
    title: 'Porphyria cutanea tarda',
    kind: 'chronic',
    codes: ['E801'],
    terms: ['porphyria cutanea tarda'],
    abbreviations: ['PCT'],
    pseudo: ['pct level', 'procalcitonin'],
    backing: { terms: ['phlebotomy', 'therapeutic phlebotomy', 'hydroxychloroquine', 'urine porphyrins', 'plasma porphyrins', 'dermatology', 'sun protection', 'ferritin'] },
  },
  {
    id: 'acute-intermittent-porphyria',
    title: 'Acute intermittent (hepatic) porphyria',
    kind: 'chronic',
    codes: ['E8021'],
    terms: ['acute intermittent porphyria', 'acute intermittent porphyria attack', 'acute porphyria attack', 'acute porphyric attack'],
    backing: { terms: ['hemin', 'panhematin', 'givosiran', 'givlaari', 'iv dextrose', 'dextrose 10%', 'carbohydrate loading', 'urine porphobilinogen', 'porphobilinogen', 'avoid porphyrinogenic drugs', 'porphyria safe medications', 'hematology'] },
    refutedBy: { instead: ['porphyria cutanea tarda', 'variegate porphyria', 'hereditary coproporphyria'] },
  },
  {
    id: 'porphyria',
    title: 'Porphyria, unspecified',
    kind: 'chronic',
    codes: ['E8020'],
    terms: ['porphyria', 'acute porphyria', 'acute hepatic porphyria', 'hepatic porphyria'],
    pseudo: ['porphyria cutanea tarda', 'acute intermittent porphyria', 'porphyria safe medications', 'porphyria safe', 'porphyria panel'],
    backing: { terms: ['hemin', 'panhematin', 'givosiran', 'givlaari', 'iv dextrose', 'urine porphobilinogen', 'porphobilinogen', 'urine porphyrins', 'avoid porphyrinogenic drugs', 'hematology'] },
  },
  amyloidEntry('hereditary-transthyretin-amyloidosis', 'Neuropathic heredofamilial amyloidosis (hereditary transthyretin amyloidosis)', 'E851', hattrNames, words(attrTherapy, ['neurology', 'emg', 'genetic counseling']), ['hATTR', 'ATTRv']),
  amyloidEntry('wild-type-transthyretin-amyloidosis', 'Wild-type transthyretin-related amyloidosis', 'E8582', wtAttrNames, attrTherapy, ['ATTRwt', 'wtATTR']),
  amyloidEntry('light-chain-amyloidosis', 'Light chain (AL) amyloidosis', 'E8581', alNames, alTherapy),
  amyloidEntry('secondary-amyloidosis', 'Secondary systemic amyloidosis (AA)', 'E853', aaNames, ['colchicine', 'tocilizumab', 'anakinra', 'rheumatology', 'nephrology', 'kidney biopsy']),
  {
    id: 'organ-limited-amyloidosis',
    title: 'Organ-limited amyloidosis (cardiac amyloidosis, type not documented)',
    kind: 'chronic',
    codes: ['E854'],
    terms: words(['cardiac amyloidosis', 'cardiac amyloid', 'amyloid cardiomyopathy', 'localized amyloidosis', 'organ limited amyloidosis', 'renal amyloidosis', 'amyloid heart disease'], amyloidTypes),
    backing: { terms: words(amyloidCare, attrTherapy, alTherapy, ['loop diuretic', 'furosemide', 'torsemide', 'bumetanide']) },
    // The type documented is its own code (E85.1, E85.81, E85.82, E85.3).
    specificity: { contradictedBy: amyloidTypes },
  },
  {
    id: 'amyloidosis',
    title: 'Amyloidosis, unspecified',
    kind: 'chronic',
    codes: ['E859'],
    terms: ['amyloidosis', 'systemic amyloidosis', 'amyloid deposition'],
    pseudo: ['cerebral amyloid angiopathy', 'amyloid angiopathy', 'amyloid pet', 'amyloid related imaging abnormalities'],
    backing: { terms: words(amyloidCare, attrTherapy, alTherapy) },
  },
  {
    id: 'metabolic-syndrome',
    title: 'Metabolic syndrome',
    kind: 'chronic',
    codes: ['E8881', 'E88810'],
    terms: ['metabolic syndrome', 'dysmetabolic syndrome', 'metabolic syndrome x', 'syndrome x'],
    pseudo: ['cardiac syndrome x'],
    backing: { terms: words(lipidLowering, ['metformin', 'lifestyle modification', 'weight loss counseling', 'diet and exercise', 'dietitian', 'nutrition consult', 'weight management', 'glp 1 agonist', 'semaglutide', 'tirzepatide']) },
  },
  {
    id: 'insulin-resistance',
    title: 'Insulin resistance, unspecified or other',
    kind: 'chronic',
    codes: ['E88819', 'E88818'],
    terms: ['insulin resistance', 'insulin resistant', 'insulin resistance syndrome'],
    pseudo: ['insulin resistant diabetes', 'severe insulin resistance requiring', 'insulin resistance type a'],
    backing: { terms: ['metformin', 'pioglitazone', 'lifestyle modification', 'weight loss counseling', 'diet and exercise', 'dietitian', 'nutrition consult', 'glp 1 agonist', 'semaglutide', 'tirzepatide', 'homa ir'] },
  },
  {
    id: 'wernicke-encephalopathy',
    title: 'Wernicke encephalopathy',
    kind: 'episodic',
    codes: ['E512'],
    terms: ['wernicke encephalopathy', "wernicke's encephalopathy", 'wernickes encephalopathy', 'wernicke disease', 'wernicke syndrome', "wernicke's", 'wernicke korsakoff syndrome', "wernicke's korsakoff syndrome"],
    // Thiamine given to prevent it is no sign of it.
    pseudo: [
      'prevent wernicke encephalopathy', "prevent wernicke's encephalopathy", 'prevention of wernicke encephalopathy', "prevention of wernicke's encephalopathy",
      'wernicke encephalopathy prophylaxis', "wernicke's encephalopathy prophylaxis", 'prophylaxis against wernicke encephalopathy', "prophylaxis against wernicke's encephalopathy",
      'prophylaxis for wernicke encephalopathy', "prophylaxis for wernicke's encephalopathy", 'risk of wernicke encephalopathy', "risk of wernicke's encephalopathy",
      'risk for wernicke encephalopathy', "risk for wernicke's encephalopathy", 'wernicke prophylaxis', "wernicke's prophylaxis", 'prevent wernicke', "prevent wernicke's",
      'wernicke dosing', "wernicke's dosing", 'wernicke dose', 'treatment dose thiamine for possible wernicke',
    ],
    backing: { terms: ['high dose thiamine', 'iv thiamine', 'parenteral thiamine', 'thiamine 500 mg', 'thiamine 500mg', 'thiamine repletion', 'thiamine', 'mri brain', 'neurology'] },
  },
  {
    id: 'thiamine-deficiency',
    title: 'Thiamine deficiency, unspecified',
    kind: 'episodic',
    codes: ['E519'],
    terms: ['thiamine deficiency', 'thiamin deficiency', 'vitamin b1 deficiency', 'low thiamine', 'low thiamine level'],
    pseudo: ['risk of thiamine deficiency', 'risk for thiamine deficiency', 'at risk for thiamine deficiency', 'prevent thiamine deficiency'],
    backing: { terms: ['thiamine', 'iv thiamine', 'thiamine repletion', 'thiamine supplementation', 'thiamine level', 'whole blood thiamine'] },
  },
  {
    id: 'scurvy',
    title: 'Ascorbic acid deficiency (scurvy)',
    kind: 'episodic',
    codes: ['E54'],
    terms: ['scurvy', 'vitamin c deficiency', 'ascorbic acid deficiency', 'low vitamin c'],
    backing: { terms: ['vitamin c', 'ascorbic acid', 'vitamin c supplementation', 'vitamin c level', 'ascorbic acid level', 'dietitian', 'nutrition consult'] },
  },
  {
    id: 'vitamin-k-deficiency',
    title: 'Vitamin K deficiency',
    kind: 'episodic',
    codes: ['E561'],
    terms: ['vitamin k deficiency', 'low vitamin k', 'vitamin k deficient'],
    pseudo: ['vitamin k deficiency bleeding prophylaxis', 'vitamin k antagonist'],
    backing: { terms: ['vitamin k', 'phytonadione', 'mephyton', 'iv vitamin k', 'oral vitamin k', 'vitamin k repletion', 'inr', 'pt/inr'], abbreviations: ['INR'] },
  },
  {
    id: 'lactose-intolerance',
    title: 'Lactose intolerance, unspecified',
    kind: 'chronic',
    codes: ['E739'],
    terms: ['lactose intolerance', 'lactose intolerant', 'lactose malabsorption'],
    backing: { terms: ['lactose free diet', 'lactose free', 'lactaid', 'lactase', 'lactase enzyme', 'dairy free diet', 'lactose restricted diet', 'avoid dairy'] },
  },
  // ---------------------------------------------------------------- mental disorders due to a physiological condition
  {
    id: 'psychosis-due-to-medical-condition-hallucinations',
    title: 'Psychotic disorder with hallucinations due to known physiological condition',
    kind: 'episodic',
    codes: ['F060'],
    terms: psychosisDueToMedical,
    backing: { terms: psychCare },
    specificity: { documentedBy: ['hallucinations', 'hallucinating', 'auditory hallucinations', 'visual hallucinations', 'hallucinosis', 'organic hallucinosis', 'responding to internal stimuli'], contradictedBy: ['denies hallucinations'] },
  },
  {
    id: 'psychosis-due-to-medical-condition-delusions',
    title: 'Psychotic disorder with delusions due to known physiological condition',
    kind: 'episodic',
    codes: ['F062'],
    terms: psychosisDueToMedical,
    backing: { terms: psychCare },
    specificity: { documentedBy: ['delusions', 'delusional', 'paranoid delusions', 'persecutory delusions', 'organic delusional disorder'] },
  },
  {
    id: 'mood-disorder-due-to-medical-condition',
    title: 'Mood disorder due to known physiological condition, unspecified',
    kind: 'episodic',
    codes: ['F0630'],
    terms: words(moodDueToMedical, ['organic mood disorder', 'organic affective disorder']),
    backing: { terms: words(antidepressants, moodStabilizers, mentalHealthCare) },
  },
  {
    id: 'depressive-disorder-due-to-medical-condition',
    title: 'Mood disorder due to known physiological condition with depressive features',
    kind: 'episodic',
    codes: ['F0631'],
    terms: words(moodDueToMedical, ['organic mood disorder', 'organic depression']),
    backing: { terms: words(antidepressants, mentalHealthCare) },
    specificity: { documentedBy: depressiveDueToMedical, contradictedBy: dueToMedical.map((d) => `bipolar and related disorder ${d}`) },
  },
  {
    id: 'anxiety-due-to-medical-condition',
    title: 'Anxiety disorder due to known physiological condition',
    kind: 'episodic',
    codes: ['F064'],
    terms: words(dueToMedical.map((d) => `anxiety disorder ${d}`), dueToMedical.map((d) => `anxiety ${d}`), ['organic anxiety disorder']),
    backing: { terms: words(anxiolytics, mentalHealthCare) },
  },
  {
    id: 'mild-neurocognitive-disorder',
    title: 'Mild neurocognitive disorder due to known physiological condition without behavioral disturbance',
    kind: 'chronic',
    codes: ['F0670'],
    terms: ['mild neurocognitive disorder', 'minor neurocognitive disorder', 'mild neurocognitive disorder due to another medical condition'],
    backing: { terms: ['donepezil', 'memantine', 'cognitive testing', 'moca', 'montreal cognitive assessment', 'mmse', 'neuropsychological testing', 'memory clinic', 'neurology'] },
    specificity: { contradictedBy: ['with behavioral disturbance', 'with behavioural disturbance', 'behavioral disturbance', 'behavioral disturbances'] },
  },
  {
    id: 'mild-neurocognitive-disorder-behavioral',
    title: 'Mild neurocognitive disorder due to known physiological condition with behavioral disturbance',
    kind: 'chronic',
    codes: ['F0671'],
    terms: ['mild neurocognitive disorder', 'minor neurocognitive disorder', 'mild neurocognitive disorder with behavioral disturbance'],
    backing: { terms: words(antipsychotics, ['donepezil', 'memantine', 'cognitive testing', 'moca', 'neuropsychological testing', 'memory clinic', 'neurology', 'behavioral plan', 'sitter']) },
    specificity: { documentedBy: ['with behavioral disturbance', 'with behavioural disturbance', 'behavioral disturbance', 'behavioral disturbances', 'mild neurocognitive disorder with behavioral disturbance'] },
  },
  {
    id: 'personality-change-due-to-medical-condition',
    title: 'Personality change due to known physiological condition',
    kind: 'chronic',
    codes: ['F070'],
    terms: words(dueToMedical.map((d) => `personality change ${d}`), ['organic personality disorder', 'organic personality syndrome', 'frontal lobe syndrome', 'personality change due to traumatic brain injury', 'personality change after traumatic brain injury', 'personality change due to tbi']),
    backing: { terms: words(antipsychotics, moodStabilizers, ['psychiatry', 'neuropsychiatry', 'behavioral plan', 'sitter', 'neuropsychology']) },
  },
  {
    id: 'postconcussional-syndrome',
    title: 'Postconcussional syndrome',
    kind: 'chronic',
    codes: ['F0781'],
    terms: ['postconcussion syndrome', 'postconcussive syndrome', 'post concussion syndrome', 'post concussive syndrome', 'postconcussional syndrome', 'persistent postconcussive symptoms', 'persistent post concussive symptoms'],
    backing: { terms: words(headacheCare, ['concussion clinic', 'cognitive rest', 'vestibular therapy', 'vestibular rehabilitation', 'neuropsychological testing', 'brain injury clinic', 'tbi clinic']) },
    refutedBy: { instead: ['subdural hematoma', 'intracranial hemorrhage'] },
  },
  // ---------------------------------------------------------------- sedative use (F13)
  {
    id: 'sedative-abuse',
    title: 'Sedative, hypnotic or anxiolytic abuse, uncomplicated',
    kind: 'chronic',
    codes: ['F1310'],
    terms: sedativeAbuse,
    backing: { terms: words(sedativeCare, ['urine drug screen', 'counseled on benzodiazepine use', 'prescription drug monitoring program', 'pdmp']), abbreviations: ['UDS', 'PDMP'] },
    specificity: { contradictedBy: sedativeDependence },
  },
  {
    id: 'sedative-dependence',
    title: 'Sedative, hypnotic or anxiolytic dependence, uncomplicated',
    kind: 'chronic',
    codes: ['F1320'],
    terms: sedativeDependence,
    backing: { terms: words(sedativeCare, ['urine drug screen', 'pdmp']), abbreviations: ['UDS', 'PDMP'] },
    specificity: { contradictedBy: words(sedativeWithdrawal, sedativeAbuse) },
  },
  {
    id: 'sedative-dependence-with-withdrawal',
    title: 'Sedative, hypnotic or anxiolytic dependence with withdrawal, unspecified',
    kind: 'episodic',
    codes: ['F13239'],
    terms: words(sedativeWithdrawal, ['benzodiazepine withdrawal seizures']),
    backing: { terms: sedativeCare },
    // The code says dependence: withdrawal alone, after prescribed use, is F13.939.
    specificity: { documentedBy: sedativeDependence, standing: true },
  },
  // ---------------------------------------------------------------- psychotic and mood disorders
  {
    id: 'schizotypal-personality-disorder',
    title: 'Schizotypal disorder',
    kind: 'chronic',
    codes: ['F21'],
    terms: ['schizotypal personality disorder', 'schizotypal disorder', 'schizotypal personality'],
    backing: { terms: words(antipsychotics, mentalHealthCare) },
  },
  {
    id: 'delusional-disorder',
    title: 'Delusional disorders',
    kind: 'chronic',
    codes: ['F22'],
    terms: ['delusional disorder', 'persecutory delusional disorder', 'somatic delusional disorder', 'erotomanic delusional disorder', 'jealous delusional disorder', 'grandiose delusional disorder', 'delusional parasitosis', 'delusional infestation', 'persistent delusional disorder'],
    backing: { terms: words(antipsychotics, mentalHealthCare) },
  },
  {
    id: 'brief-psychotic-disorder',
    title: 'Brief psychotic disorder',
    kind: 'episodic',
    codes: ['F23'],
    terms: ['brief psychotic disorder', 'brief reactive psychosis', 'acute and transient psychotic disorder', 'brief psychotic episode'],
    backing: { terms: psychCare },
    refutedBy: { instead: ['schizophrenia', 'schizoaffective disorder', 'substance induced psychosis', 'substance induced psychotic disorder', 'delirium'] },
  },
  {
    id: 'manic-episode',
    title: 'Manic episode, unspecified',
    kind: 'episodic',
    codes: ['F309'],
    terms: maniaNames,
    pseudo: ['hypomanic', 'manic symptoms screen', 'no manic symptoms'],
    backing: { terms: psychCare },
    // Mania in a bipolar disorder is the bipolar code (F31.-).
    specificity: { contradictedBy: bipolarNames, standing: true },
  },
  {
    id: 'manic-episode-with-psychosis',
    title: 'Manic episode, severe with psychotic symptoms',
    kind: 'episodic',
    codes: ['F302'],
    terms: psychoticManiaNames,
    backing: { terms: psychCare },
    specificity: { contradictedBy: bipolarNames, standing: true },
  },
  {
    id: 'mood-disorder-unspecified',
    title: 'Unspecified mood [affective] disorder',
    kind: 'chronic',
    codes: ['F39'],
    terms: ['mood disorder', 'unspecified mood disorder', 'mood disorder nos', 'mood disorder not otherwise specified', 'affective disorder'],
    pseudo: ['bipolar mood disorder', 'bipolar affective disorder', 'substance induced mood disorder', 'seasonal affective disorder', 'schizoaffective disorder', ...moodDueToMedical],
    backing: { terms: words(antidepressants, moodStabilizers, mentalHealthCare) },
  },
  // ---------------------------------------------------------------- anxiety, functional and somatic disorders
  {
    id: 'claustrophobia',
    title: 'Claustrophobia',
    kind: 'chronic',
    codes: ['F40240'],
    terms: ['claustrophobia', 'claustrophobic'],
    backing: { terms: ['mri under sedation', 'sedation for mri', 'lorazepam before mri', 'lorazepam prior to mri', 'anxiolytic before mri', 'anxiolysis for mri', 'open mri', 'premedicated', 'premedication for mri', 'mri under anesthesia', 'general anesthesia for mri'] },
  },
  {
    id: 'social-anxiety-disorder',
    title: 'Social phobia, unspecified',
    kind: 'chronic',
    codes: ['F4010'],
    terms: ['social anxiety disorder', 'social phobia', 'social anxiety'],
    backing: { terms: words(anxiolytics, antidepressants, mentalHealthCare) },
  },
  {
    id: 'functional-motor-disorder',
    title: 'Conversion disorder with motor symptom or deficit',
    kind: 'episodic',
    codes: ['F444'],
    terms: [
      'functional weakness', 'functional limb weakness', 'functional paralysis', 'functional movement disorder', 'psychogenic movement disorder', 'functional gait disorder',
      'psychogenic gait disorder', 'functional tremor', 'psychogenic tremor', 'conversion disorder with weakness', 'conversion disorder with motor symptoms',
      'functional motor disorder', 'psychogenic weakness', 'functional hemiparesis', 'psychogenic paralysis', 'functional dystonia', 'functional aphonia', 'psychogenic aphonia',
    ],
    namedInParts: { terms: ['conversion disorder', 'functional neurological disorder', 'functional neurologic disorder', 'functional neurological symptom disorder'], inSentenceWith: ['weakness', 'paralysis', 'tremor', 'gait', 'hemiparesis', 'paraparesis', 'movements', 'motor'] },
    backing: { terms: functionalNeuroCare },
    refutedBy: { instead: ['acute ischemic stroke', 'acute stroke', 'guillain barre syndrome', 'multiple sclerosis flare'] },
  },
  {
    id: 'psychogenic-nonepileptic-seizures',
    title: 'Conversion disorder with seizures or convulsions',
    kind: 'episodic',
    codes: ['F445'],
    terms: [
      'psychogenic nonepileptic seizures', 'psychogenic non epileptic seizures', 'psychogenic seizures', 'psychogenic nonepileptic events', 'psychogenic non epileptic events',
      'nonepileptic seizures', 'non epileptic seizures', 'functional seizures', 'dissociative seizures', 'pseudoseizures', 'pseudo seizures', 'nonepileptic events',
      'non epileptic events', 'conversion disorder with seizures', 'functional non epileptic attacks', 'nonepileptic attack disorder',
    ],
    abbreviations: ['PNES', 'PNEA'],
    backing: { terms: words(mentalHealthCare, ['video eeg', 'continuous video eeg', 'eeg monitoring', 'long term eeg monitoring', 'epilepsy monitoring unit', 'captured event', 'typical event captured', 'antiepileptics tapered', 'levetiracetam discontinued', 'discontinued levetiracetam', 'neurology', 'psychology']), abbreviations: ['vEEG', 'cvEEG', 'EMU', 'EEG'] },
    refutedBy: { instead: ['epileptic seizure', 'electrographic seizure', 'electrographic seizures', 'epileptiform discharges with the event'] },
  },
  {
    id: 'functional-sensory-disorder',
    title: 'Conversion disorder with sensory symptom or deficit',
    kind: 'episodic',
    codes: ['F446'],
    terms: ['functional sensory loss', 'functional numbness', 'psychogenic sensory loss', 'functional blindness', 'functional vision loss', 'functional visual loss', 'psychogenic blindness', 'conversion disorder with sensory symptoms', 'psychogenic numbness', 'functional hearing loss'],
    namedInParts: { terms: ['conversion disorder', 'functional neurological disorder', 'functional neurologic disorder', 'functional neurological symptom disorder'], inSentenceWith: ['numbness', 'sensory loss', 'vision loss', 'blindness', 'hearing loss', 'anesthesia'] },
    backing: { terms: functionalNeuroCare },
  },
  {
    id: 'functional-neurological-disorder',
    title: 'Dissociative and conversion disorder, unspecified',
    kind: 'episodic',
    codes: ['F449'],
    terms: ['conversion disorder', 'functional neurological disorder', 'functional neurologic disorder', 'functional neurological symptom disorder', 'conversion reaction', 'dissociative disorder', 'functional neurological symptoms'],
    abbreviations: ['FND'],
    backing: { terms: functionalNeuroCare },
  },
  {
    id: 'dissociative-identity-disorder',
    title: 'Dissociative identity disorder',
    kind: 'chronic',
    codes: ['F4481'],
    terms: ['dissociative identity disorder', 'multiple personality disorder'],
    backing: { terms: words(mentalHealthCare, ['trauma focused therapy', 'psychotherapy']) },
  },
  {
    id: 'somatization-disorder',
    title: 'Somatization disorder',
    kind: 'chronic',
    codes: ['F450'],
    terms: ['somatization disorder', 'briquet syndrome', "briquet's syndrome"],
    backing: { terms: words(mentalHealthCare, antidepressants, ['limit testing', 'scheduled follow up', 'single primary provider']) },
  },
  {
    id: 'somatic-symptom-disorder',
    title: 'Undifferentiated somatoform disorder (somatic symptom disorder)',
    kind: 'chronic',
    codes: ['F451'],
    terms: ['somatic symptom disorder', 'undifferentiated somatoform disorder', 'somatic symptom disorder with predominant pain'],
    backing: { terms: words(mentalHealthCare, antidepressants, ['limit testing', 'scheduled follow up', 'single primary provider']) },
  },
  {
    id: 'illness-anxiety-disorder',
    title: 'Hypochondriacal disorder (illness anxiety disorder)',
    kind: 'chronic',
    codes: ['F4521'],
    terms: ['illness anxiety disorder', 'hypochondriasis', 'hypochondriacal disorder', 'health anxiety'],
    backing: { terms: words(mentalHealthCare, antidepressants, ['limit testing', 'reassurance']) },
  },
  {
    id: 'somatoform-disorder',
    title: 'Somatoform disorder, unspecified',
    kind: 'chronic',
    codes: ['F459'],
    terms: ['somatoform disorder', 'psychosomatic disorder'],
    pseudo: ['undifferentiated somatoform disorder'],
    backing: { terms: words(mentalHealthCare, antidepressants) },
  },
  // ---------------------------------------------------------------- sleep, puerperal, impulse, gender, development
  {
    id: 'primary-insomnia',
    title: 'Primary insomnia',
    kind: 'chronic',
    codes: ['F5101'],
    terms: ['primary insomnia', 'psychophysiological insomnia', 'idiopathic insomnia', 'insomnia disorder', 'chronic insomnia disorder'],
    backing: { terms: ['melatonin', 'trazodone', 'zolpidem', 'ambien', 'eszopiclone', 'lunesta', 'ramelteon', 'suvorexant', 'belsomra', 'lemborexant', 'daridorexant', 'low dose doxepin', 'sleep hygiene', 'cbt i', 'cognitive behavioral therapy for insomnia', 'sleep medicine'] },
  },
  {
    id: 'insomnia-due-to-mental-disorder',
    title: 'Insomnia due to other mental disorder',
    kind: 'chronic',
    codes: ['F5105'],
    terms: ['depression', 'anxiety', 'ptsd', 'post traumatic stress disorder', 'bipolar disorder', 'mental disorder', 'psychiatric illness', 'depressive disorder', 'major depressive disorder', 'generalized anxiety disorder']
      .flatMap((m) => [`insomnia due to ${m}`, `insomnia secondary to ${m}`, `insomnia related to ${m}`, `insomnia from ${m}`, `insomnia in the setting of ${m}`]),
    backing: { terms: words(antidepressants, ['melatonin', 'trazodone', 'mirtazapine', 'quetiapine', 'hydroxyzine', 'prazosin', 'sleep hygiene', 'cbt i', 'psychiatry']) },
  },
  {
    id: 'nightmare-disorder',
    title: 'Nightmare disorder',
    kind: 'chronic',
    codes: ['F515'],
    terms: ['nightmare disorder', 'trauma related nightmares', 'ptsd related nightmares', 'recurrent nightmares', 'chronic nightmares'],
    backing: { terms: ['prazosin', 'minipress', 'imagery rehearsal therapy', 'psychiatry', 'clonidine'] },
  },
  {
    id: 'postpartum-depression',
    title: 'Postpartum depression',
    kind: 'episodic',
    codes: ['F530'],
    terms: ['postpartum depression', 'post partum depression', 'postnatal depression', 'peripartum depression', 'perinatal depression', 'major depressive disorder with peripartum onset', 'depression with peripartum onset', 'depression with postpartum onset'],
    backing: { terms: words(antidepressants, mentalHealthCare, ['zuranolone', 'zurzuvae', 'brexanolone', 'zulresso', 'perinatal psychiatry', 'edinburgh postnatal depression scale', 'epds', 'postpartum support']), abbreviations: ['EPDS'] },
    refutedBy: { instead: ['postpartum blues', 'baby blues', 'maternity blues', 'postpartum psychosis'] },
  },
  {
    id: 'postpartum-psychosis',
    title: 'Puerperal psychosis',
    kind: 'episodic',
    codes: ['F531'],
    terms: ['postpartum psychosis', 'post partum psychosis', 'puerperal psychosis', 'postpartum psychotic episode', 'psychosis with postpartum onset', 'peripartum psychosis'],
    backing: { terms: words(antipsychotics, ['lithium', 'electroconvulsive therapy', 'inpatient psychiatry', 'perinatal psychiatry', 'psychiatry', 'sitter', 'involuntary hold', 'one to one sitter']), abbreviations: ['ECT'] },
    refutedBy: { instead: ['postpartum depression', 'postpartum blues', 'baby blues', 'postpartum delirium', 'eclampsia'] },
  },
  {
    id: 'intermittent-explosive-disorder',
    title: 'Intermittent explosive disorder',
    kind: 'chronic',
    codes: ['F6381'],
    terms: ['intermittent explosive disorder'],
    abbreviations: ['IED'],
    pseudo: ['ied blast', 'ied explosion', 'improvised explosive device'],
    backing: { terms: words(moodStabilizers, antipsychotics, mentalHealthCare, ['anger management', 'behavioral plan']) },
  },
  {
    id: 'impulse-control-disorder',
    title: 'Impulse disorder, unspecified',
    kind: 'chronic',
    codes: ['F639'],
    terms: ['impulse control disorder', 'impulse disorder', 'impulse control disorder nos', 'disorder of impulse control'],
    pseudo: ['impulse control disorder due to dopamine agonist', 'dopamine agonist induced impulse control disorder'],
    backing: { terms: words(moodStabilizers, mentalHealthCare, ['behavioral plan']) },
  },
  {
    id: 'gender-dysphoria',
    title: 'Gender identity disorder in adolescence and adulthood (gender dysphoria)',
    kind: 'chronic',
    codes: ['F640'],
    terms: ['gender dysphoria', 'gender identity disorder', 'transsexualism', 'gender dysphoria in adults', 'gender dysphoria in adolescents'],
    backing: { terms: ['estradiol', 'testosterone', 'testosterone cypionate', 'spironolactone', 'gender affirming hormone therapy', 'gender affirming hormones', 'feminizing hormone therapy', 'masculinizing hormone therapy', 'gender affirming surgery', 'leuprolide', 'gender clinic', 'psychiatry', 'behavioral health'] },
  },
  ...(Object.keys(idSeverities) as IdSeverity[]).map(intellectualDisability),
  {
    id: 'aspergers-syndrome',
    title: "Asperger's syndrome",
    kind: 'chronic',
    codes: ['F845'],
    terms: ['asperger syndrome', "asperger's syndrome", 'aspergers syndrome', 'asperger disorder', "asperger's disorder", 'aspergers', "asperger's"],
    backing: { terms: words(developmentalSupport, ['applied behavior analysis', 'behavioral therapy', 'social skills training', 'risperidone', 'aripiprazole', 'psychiatry', 'developmental pediatrics']) },
  },
  {
    id: 'global-developmental-delay',
    title: 'Other disorders of psychological development (global developmental delay)',
    kind: 'chronic',
    codes: ['F88'],
    terms: ['global developmental delay', 'global developmental delays', 'global development delay'],
    backing: { terms: words(developmentalSupport, ['early intervention', 'physical therapy', 'occupational therapy', 'speech therapy', 'developmental pediatrics', 'genetics', 'chromosomal microarray', 'neurology']) },
  },
  {
    id: 'speech-language-delay',
    title: 'Developmental disorder of speech and language, unspecified',
    kind: 'chronic',
    codes: ['F809'],
    terms: ['speech delay', 'speech and language delay', 'language delay', 'speech language delay', 'developmental speech delay', 'developmental language disorder', 'developmental speech and language disorder'],
    backing: { terms: ['speech therapy', 'speech language pathology', 'speech language therapy', 'early intervention', 'audiology', 'hearing evaluation', 'developmental pediatrics'], abbreviations: ['SLP'] },
  },
  {
    id: 'conduct-disorder',
    title: 'Conduct disorder, unspecified',
    kind: 'chronic',
    codes: ['F919'],
    terms: ['conduct disorder', 'childhood onset conduct disorder', 'adolescent onset conduct disorder'],
    backing: { terms: words(antipsychotics, mentalHealthCare, ['behavioral therapy', 'parent management training', 'family therapy', 'multisystemic therapy', 'guanfacine', 'behavioral plan']) },
  },
  {
    id: 'oppositional-defiant-disorder',
    title: 'Oppositional defiant disorder',
    kind: 'chronic',
    codes: ['F913'],
    terms: ['oppositional defiant disorder'],
    abbreviations: ['ODD'],
    backing: { terms: words(mentalHealthCare, ['behavioral therapy', 'parent management training', 'family therapy', 'guanfacine', 'clonidine', 'risperidone', 'behavioral plan']) },
  },
  {
    id: 'tourette-syndrome',
    title: "Tourette's disorder",
    kind: 'chronic',
    codes: ['F952'],
    terms: ['tourette syndrome', "tourette's syndrome", 'tourettes syndrome', 'tourette disorder', "tourette's disorder", 'gilles de la tourette syndrome', 'tourettes', "tourette's"],
    backing: { terms: ['guanfacine', 'clonidine', 'aripiprazole', 'haloperidol', 'pimozide', 'risperidone', 'tetrabenazine', 'comprehensive behavioral intervention for tics', 'habit reversal therapy', 'neurology', 'psychiatry'], abbreviations: ['CBIT'] },
  },
  {
    id: 'tic-disorder',
    title: 'Tic disorder, unspecified',
    kind: 'chronic',
    codes: ['F959'],
    terms: ['tic disorder', 'tic disorder unspecified', 'motor tic disorder', 'vocal tic disorder', 'motor tics', 'vocal tics'],
    pseudo: ['tic douloureux'],
    backing: { terms: ['guanfacine', 'clonidine', 'aripiprazole', 'habit reversal therapy', 'comprehensive behavioral intervention for tics', 'neurology', 'psychiatry'], abbreviations: ['CBIT'] },
  },
];

// ------------------------------------------------------------------ nervous system

const meningitisCare = words(antibiotics, ['lumbar puncture', 'csf culture', 'csf gram stain', 'csf analysis', 'dexamethasone', 'acyclovir', 'droplet precautions', 'infectious disease', 'blood cultures']);
const meningitisInstead = ['viral meningitis', 'aseptic meningitis', 'enteroviral meningitis', 'hsv meningitis', 'cryptococcal meningitis', 'fungal meningitis', 'tuberculous meningitis'];
const meningitisPseudo = [
  'meningitis dosing', 'meningitis dose', 'meningitic dosing', 'meningitis coverage', 'meningitis workup', 'meningitis work up', 'meningitis panel', 'meningitis encephalitis panel',
  'meningitis precautions', 'meningitis vaccine', 'meningitis vaccination', 'rule out meningitis',
];
/** A bacterial meningitis entry: by organism where the code names one. */
function bacterialMeningitis(id: string, title: string, code: string, terms: readonly string[]): CommonCondition {
  return {
    id,
    title,
    kind: 'episodic',
    codes: [code],
    terms,
    pseudo: meningitisPseudo,
    backing: { terms: meningitisCare, abbreviations: ['LP', 'CSF'] },
    // "CSF without pleocytosis" is no meningitis.
    refutedBy: { absent: ['pleocytosis', 'csf pleocytosis', 'meningitis'], instead: meningitisInstead },
  };
}
const spinalWords = ['spine', 'spinal', 'lumbar', 'thoracic', 'cervical', 'lumbosacral', 'thoracolumbar', 'cord compression', 'laminectomy', 'mri spine'];
const cordCompressionNames = [
  'spinal cord compression', 'cord compression', 'compression of the spinal cord', 'compressive myelopathy', 'metastatic spinal cord compression', 'malignant spinal cord compression',
  'epidural spinal cord compression', 'metastatic epidural spinal cord compression', 'thecal sac compression with cord compression',
];
const spineCare = [
  'dexamethasone', 'decadron', 'high dose steroids', 'neurosurgery', 'spine surgery', 'decompression', 'decompressive laminectomy', 'laminectomy', 'posterior fusion',
  'radiation oncology', 'radiation therapy', 'palliative radiation', 'xrt', 'sbrt', 'mri spine', 'mri of the spine', 'mri total spine', 'mri of the total spine', 'spine precautions', 'log roll',
];

const carpalTunnel: Entrapment = {
  key: 'carpal-tunnel-syndrome',
  title: 'Carpal tunnel syndrome',
  prefix: 'G560',
  names: ['carpal tunnel syndrome', 'carpal tunnel', 'median nerve entrapment at the wrist', 'median neuropathy at the wrist'],
  abbreviations: ['CTS'],
  care: words(nerveStudies, ['wrist splint', 'cock up splint', 'carpal tunnel release', 'carpal tunnel injection', 'steroid injection', 'hand surgery', 'orthopedics', 'occupational therapy', 'night splint']),
  careAbbreviations: ['EMG', 'NCS'],
};
const ulnarNeuropathy: Entrapment = {
  key: 'ulnar-neuropathy',
  title: 'Lesion of ulnar nerve',
  prefix: 'G562',
  names: ['cubital tunnel syndrome', 'ulnar neuropathy', 'ulnar nerve entrapment', 'ulnar nerve palsy', 'ulnar neuropathy at the elbow', 'ulnar nerve compression'],
  care: words(nerveStudies, ['elbow pad', 'elbow padding', 'elbow splint', 'night splint', 'ulnar nerve transposition', 'cubital tunnel release', 'hand surgery', 'occupational therapy', 'avoid elbow flexion']),
  careAbbreviations: ['EMG', 'NCS'],
};
const meralgia: Entrapment = {
  key: 'meralgia-paresthetica',
  title: 'Meralgia paresthetica',
  prefix: 'G571',
  names: ['meralgia paresthetica', 'lateral femoral cutaneous nerve entrapment', 'lateral femoral cutaneous neuropathy'],
  care: words(nerveStudies, ['gabapentin', 'pregabalin', 'lidocaine patch', 'nerve block', 'lateral femoral cutaneous nerve block', 'weight loss', 'loose clothing']),
  careAbbreviations: ['EMG', 'NCS'],
};
const peronealNeuropathy: Entrapment = {
  key: 'peroneal-neuropathy',
  title: 'Lesion of lateral popliteal (common peroneal) nerve',
  prefix: 'G573',
  names: ['peroneal nerve palsy', 'peroneal neuropathy', 'common peroneal neuropathy', 'common peroneal nerve palsy', 'fibular neuropathy', 'peroneal mononeuropathy', 'peroneal nerve compression', 'foot drop due to peroneal neuropathy'],
  care: words(nerveStudies, ['ankle foot orthosis', 'avoid leg crossing', 'padding', 'physical therapy', 'neurology']),
  careAbbreviations: ['AFO', 'EMG', 'NCS'],
};

const nervous: readonly CommonCondition[] = [
  bacterialMeningitis('bacterial-meningitis', 'Bacterial meningitis, unspecified', 'G009', ['bacterial meningitis', 'pyogenic meningitis', 'purulent meningitis', 'acute bacterial meningitis', 'post neurosurgical meningitis', 'postoperative bacterial meningitis']),
  bacterialMeningitis('haemophilus-meningitis', 'Hemophilus meningitis', 'G000', ['haemophilus influenzae meningitis', 'hemophilus influenzae meningitis', 'h influenzae meningitis', 'hemophilus meningitis', 'haemophilus meningitis']),
  bacterialMeningitis('pneumococcal-meningitis', 'Pneumococcal meningitis', 'G001', ['pneumococcal meningitis', 'streptococcus pneumoniae meningitis', 'strep pneumoniae meningitis', 's pneumoniae meningitis', 'meningitis due to streptococcus pneumoniae']),
  bacterialMeningitis('streptococcal-meningitis', 'Streptococcal meningitis', 'G002', ['streptococcal meningitis', 'group b streptococcal meningitis', 'group b strep meningitis', 'gbs meningitis', 'streptococcus agalactiae meningitis']),
  bacterialMeningitis('staphylococcal-meningitis', 'Staphylococcal meningitis', 'G003', ['staphylococcal meningitis', 'staph aureus meningitis', 'staphylococcus aureus meningitis', 'mrsa meningitis', 'mssa meningitis', 'coagulase negative staphylococcal meningitis', 'staphylococcus epidermidis meningitis']),
  bacterialMeningitis('other-bacterial-meningitis', 'Other bacterial meningitis', 'G008', ['gram negative meningitis', 'e coli meningitis', 'escherichia coli meningitis', 'klebsiella meningitis', 'pseudomonas meningitis', 'enterococcal meningitis', 'acinetobacter meningitis', 'serratia meningitis']),
  {
    id: 'meningitis',
    title: 'Meningitis, unspecified',
    kind: 'episodic',
    codes: ['G039'],
    terms: ['meningitis', 'meningitides', 'acute meningitis'],
    pseudo: meningitisPseudo,
    backing: { terms: meningitisCare, abbreviations: ['LP', 'CSF'] },
    refutedBy: { absent: ['pleocytosis', 'csf pleocytosis'] },
  },
  {
    id: 'aseptic-meningitis',
    title: 'Nonpyogenic meningitis',
    kind: 'episodic',
    codes: ['G030'],
    terms: ['aseptic meningitis', 'nonpyogenic meningitis', 'non pyogenic meningitis', 'lymphocytic meningitis', 'drug induced aseptic meningitis', 'ivig induced aseptic meningitis', 'nonbacterial meningitis', 'culture negative lymphocytic meningitis'],
    pseudo: meningitisPseudo,
    backing: { terms: words(meningitisCare, ['supportive care', 'ivig discontinued', 'discontinued ivig', 'trimethoprim sulfamethoxazole discontinued', 'nsaid discontinued']), abbreviations: ['LP', 'CSF'] },
    refutedBy: { absent: ['pleocytosis', 'csf pleocytosis'], instead: ['bacterial meningitis'] },
  },
  {
    id: 'encephalitis',
    title: 'Encephalitis and encephalomyelitis, unspecified',
    kind: 'episodic',
    codes: ['G0490'],
    terms: ['encephalitis', 'meningoencephalitis', 'encephalomyelitis', 'ventriculitis', 'acute encephalitis', 'viral encephalitis'],
    pseudo: ['encephalitis panel', 'meningitis encephalitis panel', 'encephalitis workup', 'autoimmune encephalitis panel', 'encephalitis work up', 'rule out encephalitis', 'encephalitic dosing'],
    backing: { terms: words(neuroImmuneCare, ['acyclovir', 'lumbar puncture', 'csf analysis', 'eeg', 'continuous eeg', 'mri brain', 'infectious disease']), abbreviations: ['LP', 'EEG', 'IVIG', 'PLEX'] },
    refutedBy: { absent: ['pleocytosis', 'csf pleocytosis'] },
  },
  {
    id: 'autoimmune-encephalitis',
    title: 'Other encephalitis and encephalomyelitis (autoimmune encephalitis)',
    kind: 'episodic',
    codes: ['G0481'],
    terms: ['autoimmune encephalitis', 'anti nmda receptor encephalitis', 'nmda receptor encephalitis', 'anti nmdar encephalitis', 'nmdar encephalitis', 'limbic encephalitis', 'autoimmune limbic encephalitis', 'lgi1 encephalitis', 'anti lgi1 encephalitis', 'caspr2 encephalitis', 'seronegative autoimmune encephalitis'],
    pseudo: ['autoimmune encephalitis workup'],
    backing: { terms: words(neuroImmuneCare, ['cyclophosphamide', 'autoimmune encephalitis panel', 'csf antibodies', 'nmda receptor antibody', 'eeg', 'continuous eeg', 'pelvic ultrasound', 'teratoma resection', 'oophorectomy']), abbreviations: ['IVIG', 'PLEX', 'EEG'] },
    refutedBy: { instead: ['hsv encephalitis', 'herpes simplex encephalitis', 'viral encephalitis'] },
  },
  {
    id: 'acute-disseminated-encephalomyelitis',
    title: 'Acute disseminated encephalitis and encephalomyelitis, unspecified',
    kind: 'episodic',
    codes: ['G0400'],
    terms: ['acute disseminated encephalomyelitis', 'acute disseminated encephalitis'],
    abbreviations: ['ADEM'],
    backing: { terms: words(neuroImmuneCare, ['mri brain', 'mri spine', 'lumbar puncture', 'prednisone taper']), abbreviations: ['IVIG', 'PLEX', 'LP'] },
    refutedBy: { instead: ['multiple sclerosis', 'neuromyelitis optica'] },
  },
  {
    id: 'brain-abscess',
    title: 'Intracranial abscess and granuloma',
    kind: 'episodic',
    codes: ['G060'],
    terms: ['brain abscess', 'cerebral abscess', 'intracranial abscess', 'intracerebral abscess', 'cerebellar abscess', 'subdural empyema', 'intracranial epidural abscess', 'intracranial subdural empyema', 'otogenic brain abscess'],
    backing: { terms: words(antibiotics, ['neurosurgery', 'stereotactic aspiration', 'aspiration', 'craniotomy', 'burr hole', 'drainage', 'mri brain', 'infectious disease', 'picc', 'antiepileptic']), abbreviations: ['PICC'] },
    refutedBy: { instead: ['glioblastoma', 'brain metastasis', 'brain metastases', 'necrotic tumor', 'toxoplasmosis'] },
  },
  {
    id: 'spinal-epidural-abscess',
    title: 'Intraspinal abscess and granuloma',
    kind: 'episodic',
    codes: ['G061'],
    terms: ['spinal epidural abscess', 'epidural abscess of the spine', 'intraspinal abscess', 'spinal subdural abscess', 'spinal cord abscess', 'lumbar epidural abscess', 'thoracic epidural abscess', 'cervical epidural abscess', 'intraspinal epidural abscess', 'spinal epidural phlegmon'],
    namedInParts: { terms: ['epidural abscess', 'epidural phlegmon', 'subdural abscess'], inSentenceWith: spinalWords },
    backing: { terms: words(antibiotics, ['neurosurgery', 'laminectomy', 'decompression', 'mri spine', 'mri of the spine', 'ct guided aspiration', 'drainage', 'infectious disease', 'blood cultures', 'picc']), abbreviations: ['PICC'] },
  },
  {
    id: 'huntington-disease',
    title: 'Huntington disease',
    kind: 'chronic',
    codes: ['G10'],
    terms: ['huntington disease', "huntington's disease", 'huntingtons disease', "huntington's chorea", 'huntington chorea'],
    backing: { terms: words(antipsychotics, ['tetrabenazine', 'xenazine', 'deutetrabenazine', 'austedo', 'valbenazine', 'neurology', 'genetic counseling', 'speech therapy', 'swallow evaluation']) },
  },
  {
    id: 'tardive-dyskinesia',
    title: 'Drug induced subacute dyskinesia (tardive dyskinesia)',
    kind: 'chronic',
    codes: ['G2401'],
    terms: ['tardive dyskinesia', 'tardive dyskinesias', 'tardive movements', 'drug induced dyskinesia'],
    backing: { terms: ['valbenazine', 'ingrezza', 'deutetrabenazine', 'austedo', 'tetrabenazine', 'aims', 'abnormal involuntary movement scale', 'switched to clozapine', 'switched to quetiapine', 'antipsychotic dose reduced', 'reduced antipsychotic', 'metoclopramide discontinued', 'discontinued metoclopramide', 'neurology'], abbreviations: ['AIMS'] },
  },
  {
    id: 'acute-dystonic-reaction',
    title: 'Drug induced acute dystonia',
    kind: 'episodic',
    codes: ['G2402'],
    terms: ['acute dystonic reaction', 'acute dystonia', 'drug induced dystonia', 'dystonic reaction', 'oculogyric crisis', 'medication induced acute dystonia', 'acute drug induced dystonia', 'neuroleptic induced dystonia'],
    backing: { terms: ['diphenhydramine', 'benadryl', 'benztropine', 'cogentin', 'trihexyphenidyl', 'discontinued haloperidol', 'haloperidol discontinued', 'held haloperidol', 'discontinued metoclopramide', 'metoclopramide discontinued', 'held metoclopramide', 'stopped metoclopramide', 'discontinued prochlorperazine', 'lorazepam'] },
    refutedBy: { instead: ['neuroleptic malignant syndrome', 'serotonin syndrome', 'tetanus', 'seizure'] },
  },
  {
    id: 'cervical-dystonia',
    title: 'Spasmodic torticollis (cervical dystonia)',
    kind: 'chronic',
    codes: ['G243'],
    terms: ['cervical dystonia', 'spasmodic torticollis'],
    backing: { terms: ['botulinum toxin', 'botox', 'botox injections', 'onabotulinumtoxina', 'abobotulinumtoxina', 'dysport', 'incobotulinumtoxina', 'rimabotulinumtoxinb', 'myobloc', 'trihexyphenidyl', 'baclofen', 'neurology', 'movement disorders'] },
  },
  {
    id: 'dystonia',
    title: 'Dystonia, unspecified',
    kind: 'chronic',
    codes: ['G249'],
    terms: ['dystonia', 'generalized dystonia', 'focal dystonia', 'segmental dystonia', 'dystonic posturing'],
    pseudo: ['acute dystonic reaction', 'neurovegetative dystonia', 'autonomic dystonia', 'functional dystonia'],
    backing: { terms: ['botulinum toxin', 'botox', 'trihexyphenidyl', 'benztropine', 'baclofen', 'clonazepam', 'deep brain stimulation', 'neurology', 'movement disorders'] },
  },
  {
    id: 'drug-induced-tremor',
    title: 'Drug-induced tremor',
    kind: 'episodic',
    codes: ['G251'],
    terms: words(['drug', 'medication', 'lithium', 'valproate', 'tacrolimus', 'amiodarone', 'steroid', 'beta agonist', 'albuterol'].map((d) => `${d} induced tremor`), ['tremor due to tacrolimus', 'tremor due to lithium', 'tremor from tacrolimus', 'tremor from lithium', 'tremor secondary to tacrolimus', 'tremor secondary to lithium', 'tremor due to valproate', 'drug related tremor', 'medication related tremor']),
    backing: { terms: ['propranolol', 'primidone', 'dose reduced', 'dose reduction', 'dose decreased', 'lithium level', 'tacrolimus level', 'tacrolimus trough', 'valproic acid level', 'valproate level', 'discontinued', 'neurology'] },
    refutedBy: { instead: ['essential tremor', 'parkinson disease', "parkinson's disease", 'alcohol withdrawal tremor'] },
  },
  {
    id: 'myoclonus',
    title: 'Myoclonus',
    kind: 'episodic',
    codes: ['G253'],
    terms: ['myoclonus', 'myoclonic jerks', 'myoclonic jerking', 'multifocal myoclonus', 'spinal myoclonus', 'posthypoxic myoclonus', 'post hypoxic myoclonus', 'drug induced myoclonus', 'gabapentin induced myoclonus', 'opioid induced myoclonus', 'uremic myoclonus', 'lance adams syndrome', 'status myoclonus'],
    pseudo: ['myoclonic seizure', 'myoclonic epilepsy', 'juvenile myoclonic epilepsy', 'myoclonic status epilepticus', 'hypnic myoclonus'],
    backing: { terms: ['levetiracetam', 'keppra', 'clonazepam', 'valproate', 'valproic acid', 'eeg', 'continuous eeg', 'dose reduced', 'held gabapentin', 'gabapentin held', 'gabapentin discontinued', 'discontinued gabapentin', 'opioid rotation', 'hemodialysis', 'neurology'], abbreviations: ['EEG'] },
  },
  {
    id: 'akathisia',
    title: 'Drug induced akathisia',
    kind: 'episodic',
    codes: ['G2571'],
    terms: ['akathisia', 'drug induced akathisia', 'antipsychotic induced akathisia', 'neuroleptic induced akathisia', 'acute akathisia', 'tardive akathisia'],
    backing: { terms: ['propranolol', 'benztropine', 'cogentin', 'mirtazapine', 'diphenhydramine', 'dose reduced', 'antipsychotic dose reduced', 'switched antipsychotic', 'lorazepam', 'discontinued metoclopramide', 'discontinued prochlorperazine', 'barnes akathisia rating scale'] },
  },
  {
    id: 'neuromyelitis-optica',
    title: 'Neuromyelitis optica [Devic]',
    kind: 'chronic',
    codes: ['G360'],
    terms: ['neuromyelitis optica', 'neuromyelitis optica spectrum disorder', 'devic disease', "devic's disease", 'aquaporin 4 positive neuromyelitis optica'],
    abbreviations: ['NMO', 'NMOSD'],
    backing: { terms: words(neuroImmuneCare, ['eculizumab', 'ravulizumab', 'inebilizumab', 'uplizna', 'satralizumab', 'enspryng', 'azathioprine', 'mycophenolate', 'aquaporin 4 antibody', 'aqp4 antibody', 'mri spine', 'mri orbits', 'ophthalmology']), abbreviations: ['IVIG', 'PLEX', 'AQP4'] },
    refutedBy: { instead: ['multiple sclerosis', 'mog antibody disease', 'mogad'] },
  },
  {
    id: 'transverse-myelitis',
    title: 'Acute transverse myelitis in demyelinating disease of central nervous system',
    kind: 'episodic',
    codes: ['G373'],
    terms: ['transverse myelitis', 'acute transverse myelitis', 'idiopathic transverse myelitis', 'longitudinally extensive transverse myelitis', 'acute partial transverse myelitis'],
    abbreviations: ['LETM'],
    backing: { terms: words(neuroImmuneCare, ['mri spine', 'mri of the spine', 'lumbar puncture', 'rehabilitation', 'inpatient rehabilitation', 'bladder scan']), abbreviations: ['IVIG', 'PLEX', 'LP'] },
    refutedBy: { instead: ['spinal cord infarction', 'spinal cord compression', 'cord compression', 'spinal epidural abscess'] },
  },
  {
    id: 'mog-antibody-disease',
    title: 'Myelin oligodendrocyte glycoprotein antibody disease',
    kind: 'chronic',
    codes: ['G3781'],
    terms: ['myelin oligodendrocyte glycoprotein antibody disease', 'myelin oligodendrocyte glycoprotein antibody associated disease', 'mog antibody disease', 'mog antibody associated disease', 'mog associated disease', 'mog igg associated disease', 'mog positive optic neuritis'],
    abbreviations: ['MOGAD'],
    backing: { terms: words(neuroImmuneCare, ['prednisone taper', 'mycophenolate', 'azathioprine', 'mog antibody', 'mri orbits', 'mri spine']), abbreviations: ['IVIG', 'PLEX'] },
  },
  {
    id: 'demyelinating-disease',
    title: 'Demyelinating disease of central nervous system, unspecified',
    kind: 'chronic',
    codes: ['G379'],
    terms: ['demyelinating disease', 'demyelinating disorder', 'cns demyelinating disease', 'central demyelinating disease', 'demyelinating process', 'cns demyelination'],
    pseudo: ['demyelinating polyneuropathy', 'acute inflammatory demyelinating polyneuropathy', 'chronic inflammatory demyelinating polyneuropathy'],
    backing: { terms: words(neuroImmuneCare, ['mri brain', 'mri spine', 'lumbar puncture', 'oligoclonal bands']), abbreviations: ['IVIG', 'PLEX', 'LP'] },
  },
  {
    id: 'tension-type-headache',
    title: 'Tension-type headache, unspecified, not intractable',
    kind: 'episodic',
    codes: ['G44209'],
    terms: ['tension headache', 'tension type headache', 'muscle contraction headache', 'chronic tension type headache', 'episodic tension type headache', 'stress headache'],
    backing: { terms: headacheCare },
    refutedBy: { instead: ['migraine', 'migraine headache', 'migraine without aura', 'migraine with aura', 'cluster headache', 'subarachnoid hemorrhage'] },
    specificity: { contradictedBy: ['intractable tension headache', 'intractable tension type headache', 'intractable headache', 'refractory headache', 'refractory tension headache'] },
  },
  {
    id: 'tension-type-headache-intractable',
    title: 'Tension-type headache, unspecified, intractable',
    kind: 'episodic',
    codes: ['G44201'],
    terms: ['tension headache', 'tension type headache', 'muscle contraction headache', 'intractable tension headache', 'intractable tension type headache', 'refractory tension headache'],
    backing: { terms: headacheCare },
    specificity: { documentedBy: ['intractable tension headache', 'intractable tension type headache', 'refractory tension headache', 'intractable headache', 'refractory headache'] },
  },
  {
    id: 'cluster-headache',
    title: 'Cluster headache syndrome, unspecified, not intractable',
    kind: 'episodic',
    codes: ['G44009'],
    terms: ['cluster headache', 'cluster headache syndrome', 'episodic cluster headache', 'chronic cluster headache'],
    backing: { terms: ['high flow oxygen', '100% oxygen', 'oxygen via nonrebreather', 'sumatriptan', 'subcutaneous sumatriptan', 'zolmitriptan', 'verapamil', 'prednisone taper', 'occipital nerve block', 'greater occipital nerve block', 'galcanezumab', 'emgality', 'lithium', 'neurology'] },
    specificity: { contradictedBy: ['intractable cluster headache', 'refractory cluster headache'] },
  },
  {
    id: 'post-traumatic-headache',
    title: 'Post-traumatic headache, unspecified, not intractable',
    kind: 'episodic',
    codes: ['G44309'],
    terms: ['post traumatic headache', 'posttraumatic headache', 'post concussive headache', 'postconcussive headache', 'post concussion headache', 'headache after head injury', 'headache following head trauma', 'headache after concussion'],
    backing: { terms: words(headacheCare, ['ct head', 'concussion clinic', 'cognitive rest']) },
    specificity: { contradictedBy: ['intractable post traumatic headache', 'intractable posttraumatic headache', 'refractory post traumatic headache'] },
  },
  {
    id: 'medication-overuse-headache',
    title: 'Drug-induced headache, not elsewhere classified, not intractable',
    kind: 'episodic',
    codes: ['G4440'],
    terms: ['medication overuse headache', 'analgesic rebound headache', 'rebound headache', 'analgesic overuse headache', 'drug induced headache', 'medication induced headache', 'medication rebound headache'],
    abbreviations: ['MOH'],
    backing: { terms: ['bridge therapy', 'steroid bridge', 'discontinued butalbital', 'butalbital taper', 'analgesic withdrawal', 'detox', 'nerve block', 'greater occipital nerve block', 'preventive therapy', 'topiramate', 'amitriptyline', 'nortriptyline', 'dihydroergotamine', 'limit analgesic use', 'headache clinic', 'neurology'], abbreviations: ['DHE'] },
    specificity: { contradictedBy: ['intractable medication overuse headache', 'intractable rebound headache'] },
  },
  {
    id: 'new-daily-persistent-headache',
    title: 'New daily persistent headache',
    kind: 'chronic',
    codes: ['G4452'],
    terms: ['new daily persistent headache'],
    abbreviations: ['NDPH'],
    backing: { terms: headacheCare },
  },
  {
    id: 'trigeminal-neuralgia',
    title: 'Trigeminal neuralgia',
    kind: 'chronic',
    codes: ['G500'],
    terms: ['trigeminal neuralgia', 'tic douloureux', 'classic trigeminal neuralgia', 'classical trigeminal neuralgia', 'idiopathic trigeminal neuralgia'],
    backing: { terms: ['carbamazepine', 'tegretol', 'oxcarbazepine', 'trileptal', 'gabapentin', 'baclofen', 'lamotrigine', 'fosphenytoin', 'microvascular decompression', 'gamma knife', 'radiofrequency rhizotomy', 'glycerol rhizotomy', 'neurosurgery', 'neurology', 'mri brain'] },
  },
  {
    id: 'bells-palsy',
    title: "Bell's palsy",
    kind: 'episodic',
    codes: ['G510'],
    terms: ["bell's palsy", 'bell palsy', 'bells palsy', 'idiopathic facial nerve palsy', 'idiopathic facial palsy', 'idiopathic facial paralysis', 'idiopathic peripheral facial palsy'],
    backing: { terms: ['prednisone', 'prednisone taper', 'prednisolone', 'valacyclovir', 'valtrex', 'acyclovir', 'eye patch', 'artificial tears', 'lubricating eye drops', 'lubricating ointment', 'eye protection', 'lacrilube', 'taping the eye', 'tape the eye closed', 'ophthalmology', 'neurology'] },
    refutedBy: { instead: ['acute ischemic stroke', 'ramsay hunt syndrome', 'herpes zoster oticus', 'central facial palsy', 'lyme facial palsy', 'lyme disease'] },
  },
  ...entrapmentEntries(carpalTunnel, ['wrist', 'hand', 'upper extremity']),
  ...entrapmentEntries(ulnarNeuropathy, ['elbow', 'arm', 'upper extremity']),
  ...entrapmentEntries(meralgia, ['thigh', 'leg', 'lower extremity']),
  ...entrapmentEntries(peronealNeuropathy, ['leg', 'knee', 'lower extremity']),
  {
    id: 'brachial-plexopathy',
    title: 'Brachial plexus disorders',
    kind: 'chronic',
    codes: ['G540'],
    terms: ['brachial plexopathy', 'brachial plexus disorder', 'brachial plexus neuropathy', 'radiation induced brachial plexopathy', 'brachial plexitis', 'brachial plexus lesion'],
    backing: { terms: words(nerveStudies, ['mri brachial plexus', 'gabapentin', 'pregabalin', 'physical therapy', 'occupational therapy', 'neurology']), abbreviations: ['EMG', 'NCS'] },
    refutedBy: { instead: ['brachial plexus injury', 'neuralgic amyotrophy', 'parsonage turner syndrome', 'cervical radiculopathy'] },
  },
  {
    id: 'neuralgic-amyotrophy',
    title: 'Neuralgic amyotrophy (Parsonage-Turner syndrome)',
    kind: 'episodic',
    codes: ['G545'],
    terms: ['parsonage turner syndrome', 'neuralgic amyotrophy', 'brachial neuritis', 'acute brachial neuritis', 'idiopathic brachial plexitis'],
    backing: { terms: words(nerveStudies, steroidsSystemic, ['mri brachial plexus', 'gabapentin', 'opioid', 'physical therapy', 'neurology']), abbreviations: ['EMG', 'NCS'] },
  },
  {
    id: 'cidp',
    title: 'Chronic inflammatory demyelinating polyneuritis',
    kind: 'chronic',
    codes: ['G6181'],
    terms: ['chronic inflammatory demyelinating polyneuropathy', 'chronic inflammatory demyelinating polyradiculoneuropathy', 'chronic inflammatory demyelinating polyneuritis', 'chronic inflammatory demyelinating neuropathy'],
    abbreviations: ['CIDP'],
    backing: { terms: words(nerveStudies, ivig, plasmaExchange, ['subcutaneous immunoglobulin', 'prednisone', 'pulse dexamethasone', 'methylprednisolone', 'efgartigimod', 'vyvgart hytrulo', 'lumbar puncture', 'neurology']), abbreviations: ['IVIG', 'PLEX', 'EMG', 'NCS', 'SCIG'] },
    refutedBy: { instead: ['guillain barre syndrome', 'acute inflammatory demyelinating polyneuropathy', 'diabetic neuropathy'] },
  },
  {
    id: 'muscular-dystrophy',
    title: 'Muscular dystrophy, unspecified',
    kind: 'chronic',
    codes: ['G7100'],
    terms: ['muscular dystrophy', 'limb girdle muscular dystrophy', 'facioscapulohumeral muscular dystrophy'],
    pseudo: ['myotonic muscular dystrophy', 'duchenne muscular dystrophy', 'becker muscular dystrophy'],
    backing: { terms: ['cardiology', 'pulmonology', 'bipap', 'noninvasive ventilation', 'cough assist', 'wheelchair', 'neuromuscular clinic', 'physical therapy', 'deflazacort', 'prednisone'], abbreviations: ['BiPAP', 'NIV'] },
  },
  {
    id: 'duchenne-becker-muscular-dystrophy',
    title: 'Duchenne or Becker muscular dystrophy',
    kind: 'chronic',
    codes: ['G7101'],
    terms: ['duchenne muscular dystrophy', 'becker muscular dystrophy', 'duchenne dystrophy', 'becker dystrophy', 'dystrophinopathy'],
    abbreviations: ['DMD'],
    backing: { terms: ['deflazacort', 'emflaza', 'prednisone', 'vamorolone', 'eteplirsen', 'golodirsen', 'viltolarsen', 'casimersen', 'delandistrogene', 'elevidys', 'givinostat', 'cardiology', 'pulmonology', 'bipap', 'cough assist', 'noninvasive ventilation', 'wheelchair', 'neuromuscular clinic'], abbreviations: ['BiPAP', 'NIV'] },
  },
  {
    id: 'myotonic-dystrophy',
    title: 'Myotonic muscular dystrophy',
    kind: 'chronic',
    codes: ['G7111'],
    terms: ['myotonic dystrophy', 'myotonic muscular dystrophy', 'dystrophia myotonica', 'steinert disease', 'myotonic dystrophy type 1', 'myotonic dystrophy type 2'],
    backing: { terms: ['mexiletine', 'pacemaker', 'implantable cardioverter defibrillator', 'holter', 'cardiology', 'electrophysiology', 'pulmonology', 'bipap', 'noninvasive ventilation', 'anesthesia precautions', 'neurology'], abbreviations: ['BiPAP', 'NIV', 'ICD'] },
  },
  {
    id: 'drug-induced-myopathy',
    title: 'Drug-induced myopathy',
    kind: 'episodic',
    codes: ['G720'],
    terms: ['statin induced myopathy', 'statin myopathy', 'statin associated myopathy', 'drug induced myopathy', 'medication induced myopathy', 'steroid myopathy', 'steroid induced myopathy', 'glucocorticoid induced myopathy', 'colchicine myopathy', 'colchicine induced myopathy', 'zidovudine myopathy', 'hydroxychloroquine myopathy'],
    backing: { terms: ['statin held', 'held statin', 'statin discontinued', 'discontinued statin', 'stopped statin', 'atorvastatin held', 'atorvastatin discontinued', 'colchicine discontinued', 'discontinued colchicine', 'steroid taper', 'creatine kinase', 'ck level', 'cpk', 'aldolase', 'emg', 'muscle biopsy', 'physical therapy', 'neurology'], abbreviations: ['CK', 'CPK', 'EMG'] },
    refutedBy: { instead: ['immune mediated necrotizing myopathy', 'anti hmgcr myopathy', 'polymyositis', 'dermatomyositis', 'rhabdomyolysis'] },
  },
  {
    id: 'inclusion-body-myositis',
    title: 'Inclusion body myositis',
    kind: 'chronic',
    codes: ['G7241'],
    terms: ['inclusion body myositis', 'sporadic inclusion body myositis'],
    backing: { terms: ['physical therapy', 'occupational therapy', 'swallow evaluation', 'speech therapy', 'muscle biopsy', 'emg', 'ivig', 'neurology', 'neuromuscular clinic', 'cricopharyngeal myotomy'], abbreviations: ['EMG', 'IVIG'] },
  },
  {
    id: 'myopathy',
    title: 'Myopathy, unspecified',
    kind: 'chronic',
    codes: ['G729'],
    terms: ['myopathy', 'proximal myopathy', 'myopathic process', 'myopathic weakness'],
    pseudo: ['cardiomyopathy', 'critical illness myopathy', 'statin myopathy', 'steroid myopathy'],
    backing: { terms: ['creatine kinase', 'ck level', 'cpk', 'aldolase', 'emg', 'muscle biopsy', 'myositis panel', 'myositis antibodies', 'neurology', 'neuromuscular clinic'], abbreviations: ['CK', 'CPK', 'EMG'] },
  },
  {
    id: 'cauda-equina-syndrome',
    title: 'Cauda equina syndrome',
    kind: 'episodic',
    codes: ['G834'],
    terms: ['cauda equina syndrome', 'cauda equina compression', 'compression of the cauda equina', 'incomplete cauda equina syndrome', 'cauda equina syndrome with retention'],
    pseudo: ['cauda equina precautions', 'cauda equina warning signs', 'red flags for cauda equina', 'symptoms of cauda equina syndrome', 'signs of cauda equina syndrome'],
    backing: { terms: ['emergent decompression', 'decompression', 'laminectomy', 'discectomy', 'microdiscectomy', 'neurosurgery', 'spine surgery', 'dexamethasone', 'mri lumbar spine', 'mri of the lumbar spine', 'foley catheter', 'bladder scan', 'post void residual', 'radiation oncology'], abbreviations: ['PVR'] },
  },
  {
    id: 'brain-herniation',
    title: 'Compression of brain (herniation)',
    kind: 'episodic',
    codes: ['G935'],
    terms: ['brain herniation', 'uncal herniation', 'transtentorial herniation', 'subfalcine herniation', 'tonsillar herniation', 'cerebral herniation', 'brainstem compression', 'compression of the brain', 'downward herniation', 'herniation syndrome', 'impending herniation', 'cerebellar tonsillar herniation'],
    pseudo: ['herniation precautions', 'risk of herniation', 'risk for herniation'],
    backing: { terms: ['hypertonic saline', '23.4% saline', '3% saline', 'mannitol', 'hyperventilation', 'decompressive craniectomy', 'craniectomy', 'suboccipital craniectomy', 'external ventricular drain', 'neurosurgery', 'osmotic therapy', 'hyperosmolar therapy'], abbreviations: ['EVD'] },
    // "No midline shift, basal cisterns patent, no herniation" on the scans.
    refutedBy: { instead: ['chiari malformation', 'chiari i malformation', 'chiari 1 malformation', 'tonsillar ectopia'], absent: ['herniation', 'midline shift', 'mass effect', 'brainstem mass effect', 'cisternal effacement', 'effacement of the basal cisterns'] },
  },
  {
    id: 'brain-death',
    title: 'Brain death',
    kind: 'episodic',
    codes: ['G9382'],
    terms: ['brain death', 'brain dead', 'death by neurologic criteria', 'death by neurological criteria', 'declared brain dead', 'pronounced brain dead'],
    pseudo: ['brain death evaluation', 'brain death exam', 'brain death examination', 'brain death testing', 'brain death protocol', 'evaluate for brain death', 'assessment for brain death', 'brain death criteria', 'brain death workup', 'concern for brain death', 'progression to brain death'],
    backing: { terms: ['apnea test', 'apnea testing', 'nuclear medicine flow study', 'cerebral blood flow study', 'cerebral perfusion scan', 'ancillary testing', 'organ procurement organization', 'gift of life', 'organ donation', 'time of death'], abbreviations: ['OPO'] },
  },
  {
    id: 'narcolepsy',
    title: 'Narcolepsy without cataplexy',
    kind: 'chronic',
    codes: ['G47419'],
    terms: ['narcolepsy', 'narcolepsy type 2', 'narcolepsy without cataplexy', 'narcolepsy with cataplexy', 'narcolepsy type 1'],
    backing: { terms: ['modafinil', 'provigil', 'armodafinil', 'nuvigil', 'sodium oxybate', 'xyrem', 'xywav', 'pitolisant', 'wakix', 'solriamfetol', 'sunosi', 'methylphenidate', 'amphetamine', 'sleep medicine', 'multiple sleep latency test'], abbreviations: ['MSLT'] },
    specificity: { contradictedBy: ['cataplexy', 'narcolepsy with cataplexy', 'narcolepsy type 1'] },
  },
  {
    id: 'narcolepsy-with-cataplexy',
    title: 'Narcolepsy with cataplexy',
    kind: 'chronic',
    codes: ['G47411'],
    terms: ['narcolepsy', 'narcolepsy with cataplexy', 'narcolepsy type 1', 'narcolepsy without cataplexy', 'narcolepsy type 2'],
    backing: { terms: ['modafinil', 'armodafinil', 'sodium oxybate', 'xyrem', 'xywav', 'pitolisant', 'wakix', 'solriamfetol', 'venlafaxine', 'sleep medicine'] },
    specificity: { documentedBy: ['cataplexy', 'narcolepsy with cataplexy', 'narcolepsy type 1'], contradictedBy: ['narcolepsy without cataplexy', 'narcolepsy type 2'] },
  },
  {
    id: 'central-sleep-apnea',
    title: 'Primary central sleep apnea',
    kind: 'chronic',
    codes: ['G4731'],
    terms: ['central sleep apnea', 'central sleep apnoea', 'central sleep apnea syndrome', 'idiopathic central sleep apnea', 'primary central sleep apnea'],
    backing: { terms: ['adaptive servo ventilation', 'bipap st', 'bipap with backup rate', 'cpap', 'sleep study', 'polysomnography', 'acetazolamide', 'nocturnal oxygen', 'sleep medicine', 'phrenic nerve stimulation'], abbreviations: ['ASV', 'PSG', 'CPAP', 'BiPAP'] },
  },
  {
    id: 'spinal-cord-compression',
    title: 'Cord compression, unspecified or other',
    kind: 'episodic',
    codes: ['G9520', 'G9529'],
    terms: cordCompressionNames,
    abbreviations: ['MSCC', 'ESCC'],
    pseudo: ['cord compression precautions', 'rule out cord compression', 'evaluate for cord compression', 'concern for cord compression'],
    backing: { terms: spineCare, abbreviations: ['XRT', 'SBRT'] },
    refutedBy: { absent: ['epidural disease', 'cord signal change'] },
  },
  {
    id: 'spinal-cord-infarction',
    title: 'Acute infarction of spinal cord (embolic) (nonembolic)',
    kind: 'episodic',
    codes: ['G9511'],
    terms: ['spinal cord infarction', 'spinal cord infarct', 'spinal cord stroke', 'anterior spinal artery syndrome', 'anterior spinal artery infarction', 'cord infarction', 'spinal cord ischemia'],
    backing: { terms: ['mri spine', 'mri of the spine', 'lumbar drain', 'csf drainage', 'blood pressure augmentation', 'map goal', 'vascular surgery', 'neurology', 'aspirin', 'inpatient rehabilitation'] },
    refutedBy: { instead: ['transverse myelitis', 'spinal cord compression', 'cord compression'] },
  },
  {
    id: 'syringomyelia',
    title: 'Syringomyelia and syringobulbia',
    kind: 'chronic',
    codes: ['G950'],
    terms: ['syringomyelia', 'syrinx', 'spinal cord syrinx', 'syringobulbia', 'cervical syrinx', 'holocord syrinx'],
    backing: { terms: ['neurosurgery', 'mri spine', 'mri of the spine', 'mri cervical spine', 'posterior fossa decompression', 'syringosubarachnoid shunt', 'syringopleural shunt', 'chiari decompression', 'gabapentin'] },
  },
  {
    id: 'csf-leak',
    title: 'Cerebrospinal fluid leak, unspecified',
    kind: 'episodic',
    codes: ['G9600'],
    terms: ['csf leak', 'cerebrospinal fluid leak', 'cerebrospinal fluid leakage', 'csf rhinorrhea', 'csf otorrhea', 'cerebrospinal fluid rhinorrhea', 'cerebrospinal fluid otorrhea', 'spontaneous intracranial hypotension'],
    pseudo: ['csf leak precautions', 'no evidence of csf leak at', 'risk of csf leak'],
    backing: { terms: ['lumbar drain', 'epidural blood patch', 'blood patch', 'beta 2 transferrin', 'beta trace protein', 'ct myelogram', 'mri spine', 'neurosurgery', 'ent', 'dural repair', 'endoscopic repair', 'bed rest', 'head of bed elevation', 'acetazolamide', 'fibrin glue'], abbreviations: ['EBP', 'ENT'] },
  },
  {
    id: 'csf-leak-from-spinal-puncture',
    title: 'Cerebrospinal fluid leak from spinal puncture',
    kind: 'episodic',
    codes: ['G970'],
    terms: ['csf leak after lumbar puncture', 'csf leak from lumbar puncture', 'post lumbar puncture csf leak', 'csf leak following lumbar puncture', 'post dural puncture csf leak', 'csf leak at the lumbar puncture site', 'csf leak from the lumbar puncture site'],
    namedInParts: { terms: ['csf leak', 'cerebrospinal fluid leak', 'leaking csf'], inSentenceWith: ['lumbar puncture', 'spinal puncture', 'dural puncture', 'wet tap', 'lp site', 'spinal tap', 'lumbar drain site'] },
    backing: { terms: ['epidural blood patch', 'blood patch', 'bed rest', 'caffeine', 'suture at the site', 'fibrin glue', 'anesthesiology', 'neurosurgery'], abbreviations: ['EBP'] },
  },
  {
    id: 'post-dural-puncture-headache',
    title: 'Other reaction to spinal and lumbar puncture (post-dural puncture headache)',
    kind: 'episodic',
    codes: ['G971'],
    terms: ['post dural puncture headache', 'postdural puncture headache', 'post lumbar puncture headache', 'post lp headache', 'postlumbar puncture headache', 'spinal headache', 'post spinal headache', 'headache after lumbar puncture', 'positional headache after lumbar puncture', 'headache following lumbar puncture'],
    abbreviations: ['PDPH'],
    backing: { terms: ['epidural blood patch', 'blood patch', 'caffeine', 'iv caffeine', 'caffeine sodium benzoate', 'fioricet', 'sphenopalatine ganglion block', 'bed rest', 'anesthesiology', 'acetaminophen'], abbreviations: ['EBP'] },
    refutedBy: { instead: ['subarachnoid hemorrhage', 'migraine', 'meningitis'] },
  },
];

// ------------------------------------------------------------------ congenital

const edsNames = [
  'ehlers danlos syndrome', 'ehlers danlos', 'hypermobile ehlers danlos syndrome', 'hypermobile ehlers danlos', 'ehlers danlos syndrome hypermobility type', 'ehlers danlos hypermobile type',
  'vascular ehlers danlos syndrome', 'vascular ehlers danlos', 'ehlers danlos syndrome vascular type', 'ehlers danlos type iv', 'ehlers danlos type 4', 'classical ehlers danlos syndrome',
  'classic ehlers danlos syndrome',
];

const congenital: readonly CommonCondition[] = [
  {
    id: 'ventricular-septal-defect',
    title: 'Ventricular septal defect',
    kind: 'chronic',
    codes: ['Q210'],
    terms: ['ventricular septal defect', 'muscular vsd', 'perimembranous vsd', 'membranous vsd', 'restrictive vsd', 'membranous ventricular septal defect', 'muscular ventricular septal defect', 'perimembranous ventricular septal defect', 'residual vsd', 'residual ventricular septal defect'],
    abbreviations: ['VSD'],
    backing: { terms: words(heartCare, ['vsd closure', 'device closure', 'surgical closure', 'surgical repair']) },
    refutedBy: { instead: words(repaired(['vsd', 'ventricular septal defect']), ['post infarction ventricular septal defect', 'post mi vsd', 'postinfarction vsd', 'ventricular septal rupture', 'post infarct vsd']) },
  },
  {
    id: 'atrial-septal-defect',
    title: 'Atrial septal defect, unspecified or other',
    kind: 'chronic',
    codes: ['Q211', 'Q2110', 'Q2119'],
    // "ASD" is also autism spectrum disorder: only the written-out names count.
    terms: words(asdNames, ['residual atrial septal defect', 'residual asd', 'atrial septal defect with left to right shunt']),
    backing: { terms: words(heartCare, ['asd closure', 'device closure', 'amplatzer', 'percutaneous closure', 'surgical closure']) },
    refutedBy: { instead: words(repaired(['asd', 'atrial septal defect']), ['patent foramen ovale']) },
  },
  {
    id: 'secundum-atrial-septal-defect',
    title: 'Secundum atrial septal defect',
    kind: 'chronic',
    codes: ['Q2111'],
    terms: words(asdNames, ['residual atrial septal defect']),
    backing: { terms: words(heartCare, ['asd closure', 'device closure', 'amplatzer', 'percutaneous closure', 'surgical closure']) },
    refutedBy: { instead: repaired(['asd', 'atrial septal defect', 'secundum asd']) },
    specificity: { documentedBy: secundumNames, contradictedBy: ['primum asd', 'ostium primum atrial septal defect', 'sinus venosus asd', 'sinus venosus defect', 'sinus venosus atrial septal defect'] },
  },
  {
    id: 'patent-foramen-ovale',
    title: 'Patent foramen ovale',
    kind: 'chronic',
    codes: ['Q2112'],
    terms: ['patent foramen ovale', 'small pfo', 'large pfo'],
    abbreviations: ['PFO'],
    pseudo: ['pfo closure device'],
    backing: { terms: words(heartCare, ['pfo closure', 'percutaneous pfo closure', 'device closure', 'amplatzer']) },
    refutedBy: { instead: repaired(['pfo', 'patent foramen ovale']) },
  },
  {
    id: 'atrioventricular-septal-defect',
    title: 'Atrioventricular septal defect',
    kind: 'chronic',
    codes: ['Q212'],
    terms: ['atrioventricular septal defect', 'av canal defect', 'atrioventricular canal defect', 'endocardial cushion defect', 'complete av canal', 'complete atrioventricular canal', 'av septal defect'],
    abbreviations: ['AVSD', 'AVCD'],
    backing: { terms: words(heartCare, ['surgical repair', 'av valve repair', 'pacemaker']) },
  },
  {
    id: 'tetralogy-of-fallot',
    title: 'Tetralogy of Fallot',
    kind: 'chronic',
    codes: ['Q213'],
    terms: ['tetralogy of fallot', 'repaired tetralogy of fallot', 'tetralogy of fallot s/p repair'],
    abbreviations: ['TOF', 'rTOF'],
    backing: { terms: words(heartCare, ['pulmonary valve replacement', 'transcatheter pulmonary valve', 'implantable cardioverter defibrillator', 'holter']), abbreviations: ['PVR', 'ICD'] },
  },
  {
    id: 'transposition-of-great-arteries',
    title: 'Discordant ventriculoarterial connection (transposition of the great arteries)',
    kind: 'chronic',
    codes: ['Q203'],
    terms: ['transposition of the great arteries', 'transposition of great arteries', 'd transposition of the great arteries', 'dextro transposition of the great arteries', 'transposition of the great vessels', 'd tga', ...ccTga],
    backing: { terms: words(heartCare, ['arterial switch', 'arterial switch operation', 'mustard procedure', 'senning procedure', 'atrial switch', 'balloon atrial septostomy', 'prostaglandin', 'alprostadil']) },
    specificity: { contradictedBy: ccTga },
  },
  {
    id: 'bicuspid-aortic-valve',
    title: 'Congenital insufficiency of aortic valve (bicuspid aortic valve)',
    kind: 'chronic',
    codes: ['Q231'],
    terms: ['bicuspid aortic valve', 'bicuspid aortic valve disease', 'bicommissural aortic valve', 'congenital bicuspid aortic valve', 'congenital aortic insufficiency', 'congenital aortic regurgitation'],
    abbreviations: ['BAV'],
    backing: { terms: words(heartCare, ['ct angiography', 'cta chest', 'serial echocardiograms', 'aortic valve replacement', 'aortic root measurement', 'beta blocker']), abbreviations: ['TTE', 'TEE', 'AVR'] },
  },
  {
    id: 'coarctation-of-aorta',
    title: 'Coarctation of aorta',
    kind: 'chronic',
    codes: ['Q251'],
    terms: ['coarctation of the aorta', 'coarctation of aorta', 'aortic coarctation', 'coarctation', 'recoarctation', 'repaired coarctation'],
    backing: { terms: words(heartCare, ['coarctation stent', 'aortic stent', 'balloon angioplasty', 'coarctation repair', 'ct angiography', 'mri aorta', 'upper and lower extremity blood pressures', 'four extremity blood pressures']) },
  },
  {
    id: 'patent-ductus-arteriosus',
    title: 'Patent ductus arteriosus',
    kind: 'chronic',
    codes: ['Q250'],
    // "PDA" is also the posterior descending artery: only the names count.
    terms: ['patent ductus arteriosus', 'persistent ductus arteriosus', 'patent ductus', 'hemodynamically significant patent ductus arteriosus'],
    backing: { terms: words(heartCare, ['indomethacin', 'ibuprofen lysine', 'iv ibuprofen', 'iv acetaminophen', 'pda ligation', 'ductal ligation', 'ductus ligation', 'device closure', 'transcatheter pda closure']) },
  },
  {
    id: 'adpkd',
    title: 'Polycystic kidney, adult type (autosomal dominant)',
    kind: 'chronic',
    codes: ['Q612'],
    terms: ['autosomal dominant polycystic kidney disease', 'adult polycystic kidney disease', 'adult type polycystic kidney disease'],
    abbreviations: ['ADPKD'],
    backing: { terms: ['tolvaptan', 'jynarque', 'nephrology', 'renal ultrasound', 'total kidney volume', 'hemodialysis', 'peritoneal dialysis', 'kidney transplant evaluation', 'transplant evaluation', 'nephrectomy', 'mra brain', 'cyst hemorrhage', 'cyst infection'] },
    refutedBy: { instead: ['autosomal recessive polycystic kidney disease', 'acquired cystic kidney disease', 'simple renal cysts', 'simple renal cyst'] },
  },
  {
    id: 'polycystic-kidney-disease',
    title: 'Polycystic kidney, unspecified',
    kind: 'chronic',
    codes: ['Q613'],
    terms: ['polycystic kidney disease', 'polycystic kidneys', 'polycystic kidney', 'autosomal dominant polycystic kidney disease', 'adult polycystic kidney disease'],
    abbreviations: ['PKD', 'ADPKD'],
    backing: { terms: ['tolvaptan', 'jynarque', 'nephrology', 'renal ultrasound', 'total kidney volume', 'hemodialysis', 'peritoneal dialysis', 'kidney transplant evaluation', 'nephrectomy'] },
    refutedBy: { instead: ['acquired cystic kidney disease', 'simple renal cysts', 'simple renal cyst', 'multicystic dysplastic kidney'] },
  },
  {
    id: 'polycystic-liver-disease',
    title: 'Cystic disease of liver (polycystic liver)',
    kind: 'chronic',
    codes: ['Q446'],
    terms: ['polycystic liver disease', 'polycystic liver', 'congenital hepatic cysts', 'congenital cystic disease of the liver'],
    abbreviations: ['PLD'],
    backing: { terms: ['hepatology', 'ct abdomen', 'mri abdomen', 'cyst aspiration', 'cyst fenestration', 'laparoscopic fenestration', 'octreotide', 'lanreotide', 'liver transplant evaluation'] },
  },
  {
    id: 'down-syndrome',
    title: 'Down syndrome, unspecified',
    kind: 'chronic',
    codes: ['Q909'],
    terms: ['down syndrome', "down's syndrome", 'downs syndrome', 'trisomy 21'],
    abbreviations: ['T21'],
    backing: { terms: words(developmentalSupport, ['karyotype', 'chromosome analysis', 'genetics', 'atlantoaxial instability screening', 'cardiology', 'echocardiogram', 'levothyroxine']) },
  },
  {
    id: 'turner-syndrome',
    title: 'Turner syndrome, unspecified',
    kind: 'chronic',
    codes: ['Q969'],
    terms: ['turner syndrome', "turner's syndrome", 'turners syndrome', 'monosomy x', '45,x', '45 x karyotype'],
    backing: { terms: ['growth hormone', 'estrogen replacement', 'estradiol', 'cardiology', 'echocardiogram', 'cardiac mri', 'endocrinology', 'karyotype'] },
  },
  {
    id: 'klinefelter-syndrome',
    title: 'Klinefelter syndrome, unspecified',
    kind: 'chronic',
    codes: ['Q984'],
    terms: ['klinefelter syndrome', "klinefelter's syndrome", 'klinefelters syndrome', '47,xxy', '47 xxy', 'xxy syndrome'],
    backing: { terms: ['testosterone', 'testosterone replacement', 'testosterone cypionate', 'endocrinology', 'karyotype', 'fertility preservation'] },
  },
  {
    id: 'fragile-x-syndrome',
    title: 'Fragile X chromosome',
    kind: 'chronic',
    codes: ['Q992'],
    terms: ['fragile x syndrome', 'fragile x', 'fmr1 full mutation'],
    pseudo: ['fragile x testing', 'fragile x premutation', 'fragile x carrier'],
    backing: { terms: words(developmentalSupport, ['genetics', 'behavioral therapy', 'psychiatry', 'sertraline', 'aripiprazole']) },
  },
  {
    id: 'neurofibromatosis-type-1',
    title: 'Neurofibromatosis, type 1',
    kind: 'chronic',
    codes: ['Q8501'],
    terms: ['neurofibromatosis type 1', 'neurofibromatosis 1', 'neurofibromatosis type i', 'von recklinghausen disease', "von recklinghausen's disease"],
    abbreviations: ['NF1'],
    backing: { terms: ['selumetinib', 'koselugo', 'mirdametinib', 'mri brain', 'mri spine', 'plexiform neurofibroma', 'neurofibroma resection', 'genetics', 'neurology', 'oncology', 'ophthalmology', 'dermatology'] },
    refutedBy: { instead: ['neurofibromatosis type 2', 'nf2 related schwannomatosis', 'schwannomatosis'] },
  },
  {
    id: 'neurofibromatosis',
    title: 'Neurofibromatosis, unspecified',
    kind: 'chronic',
    codes: ['Q8500'],
    terms: ['neurofibromatosis', 'neurofibromatosis type 1', 'neurofibromatosis type 2', 'von recklinghausen disease'],
    abbreviations: ['NF1', 'NF2'],
    backing: { terms: ['selumetinib', 'koselugo', 'mri brain', 'mri spine', 'neurofibroma resection', 'genetics', 'neurology', 'oncology', 'dermatology'] },
  },
  {
    id: 'tuberous-sclerosis',
    title: 'Tuberous sclerosis',
    kind: 'chronic',
    codes: ['Q851'],
    terms: ['tuberous sclerosis', 'tuberous sclerosis complex', 'bourneville disease'],
    abbreviations: ['TSC'],
    backing: { terms: words(antiepileptics, ['everolimus', 'afinitor', 'vigabatrin', 'sabril', 'angiomyolipoma surveillance', 'renal mri', 'mri brain', 'genetics', 'sirolimus']) },
  },
  {
    id: 'spina-bifida',
    title: 'Spina bifida, unspecified',
    kind: 'chronic',
    codes: ['Q059'],
    terms: ['spina bifida', 'myelomeningocele', 'meningomyelocele', 'lumbosacral myelomeningocele', 'spina bifida cystica', 'open spina bifida'],
    pseudo: ['spina bifida occulta', 'occult spina bifida'],
    backing: { terms: ['intermittent catheterization', 'clean intermittent catheterization', 'straight catheterization', 'vp shunt', 'ventriculoperitoneal shunt', 'neurosurgery', 'urology', 'wheelchair', 'bowel program', 'latex precautions', 'latex allergy precautions'], abbreviations: ['CIC', 'VPS'] },
  },
  {
    id: 'osteogenesis-imperfecta',
    title: 'Osteogenesis imperfecta',
    kind: 'chronic',
    codes: ['Q780'],
    terms: ['osteogenesis imperfecta', 'brittle bone disease'],
    backing: { terms: ['bisphosphonate', 'pamidronate', 'zoledronic acid', 'zoledronate', 'fracture care', 'orthopedics', 'genetics', 'vitamin d', 'calcium supplementation', 'gentle handling'] },
  },
  {
    id: 'ehlers-danlos-syndrome',
    title: 'Ehlers-Danlos syndrome, unspecified or other',
    kind: 'chronic',
    codes: ['Q796', 'Q7960', 'Q7969'],
    terms: ['ehlers danlos syndrome', 'ehlers danlos', 'hypermobile ehlers danlos syndrome', 'vascular ehlers danlos syndrome', 'classical ehlers danlos syndrome'],
    backing: { terms: ['physical therapy', 'bracing', 'genetics', 'pain management', 'cardiology', 'echocardiogram', 'vascular surgery', 'celiprolol', 'joint protection'] },
  },
  {
    id: 'hypermobile-ehlers-danlos-syndrome',
    title: 'Hypermobile Ehlers-Danlos syndrome',
    kind: 'chronic',
    codes: ['Q7962'],
    terms: edsNames,
    abbreviations: ['hEDS'],
    backing: { terms: ['physical therapy', 'bracing', 'pain management', 'genetics', 'joint protection', 'occupational therapy'] },
    specificity: { documentedBy: ['hypermobile ehlers danlos syndrome', 'hypermobile ehlers danlos', 'ehlers danlos syndrome hypermobility type', 'ehlers danlos hypermobile type', 'hypermobile type', 'hypermobility type', 'heds'], contradictedBy: ['vascular ehlers danlos syndrome', 'vascular ehlers danlos', 'classical ehlers danlos syndrome', 'classic ehlers danlos syndrome'] },
  },
  {
    id: 'vascular-ehlers-danlos-syndrome',
    title: 'Vascular Ehlers-Danlos syndrome',
    kind: 'chronic',
    codes: ['Q7963'],
    terms: edsNames,
    abbreviations: ['vEDS'],
    backing: { terms: ['celiprolol', 'vascular surgery', 'ct angiography', 'mr angiography', 'cardiology', 'genetics', 'avoid invasive procedures', 'blood pressure control'] },
    specificity: { documentedBy: ['vascular ehlers danlos syndrome', 'vascular ehlers danlos', 'ehlers danlos syndrome vascular type', 'ehlers danlos type iv', 'ehlers danlos type 4', 'col3a1', 'veds'], contradictedBy: ['hypermobile ehlers danlos syndrome', 'hypermobile ehlers danlos', 'classical ehlers danlos syndrome'] },
  },
  {
    id: 'cerebral-arteriovenous-malformation',
    title: 'Arteriovenous malformation of cerebral vessels',
    kind: 'chronic',
    codes: ['Q282'],
    terms: ['cerebral arteriovenous malformation', 'brain avm', 'cerebral avm', 'arteriovenous malformation of the brain', 'intracranial arteriovenous malformation', 'intracranial avm', 'brain arteriovenous malformation', 'ruptured avm', 'ruptured arteriovenous malformation'],
    backing: { terms: words(antiepileptics, ['embolization', 'onyx embolization', 'avm resection', 'microsurgical resection', 'stereotactic radiosurgery', 'gamma knife', 'cerebral angiogram', 'diagnostic cerebral angiography', 'digital subtraction angiography', 'neurosurgery', 'neurointerventional radiology']), abbreviations: ['DSA', 'SRS'] },
    refutedBy: { instead: ['dural arteriovenous fistula', 'cavernous malformation', 'developmental venous anomaly'] },
  },
  {
    id: 'cerebral-cavernous-malformation',
    title: 'Other malformations of cerebral vessels (cavernous malformation)',
    kind: 'chronic',
    codes: ['Q283'],
    terms: ['cavernous malformation', 'cerebral cavernous malformation', 'cavernoma', 'cavernous angioma', 'cavernous hemangioma of the brain', 'developmental venous anomaly', 'venous angioma'],
    backing: { terms: words(antiepileptics, ['mri brain', 'susceptibility weighted imaging', 'neurosurgery', 'resection', 'gamma knife', 'stereotactic radiosurgery']) },
  },
];

// ------------------------------------------------------------------ status and encounters (Z)

const erPositive = [
  // Signs are dropped when phrases are matched ("ER+" reads as "ER"): only spelled-out statuses.
  'estrogen receptor positive', 'er positive', 'er pos', 'er/pr positive', 'er pr positive', 'er and pr positive', 'hormone receptor positive', 'er strongly positive',
  'er 90%', 'er 95%', 'er 100%', 'estrogen receptor positive breast cancer',
];
const erNegative = [
  'estrogen receptor negative', 'er negative', 'er neg', 'er/pr negative', 'er pr negative', 'er and pr negative', 'triple negative', 'triple negative breast cancer',
  'hormone receptor negative', 'er 0%', 'tnbc',
];
const brcaNames = [
  'brca1 mutation', 'brca2 mutation', 'brca mutation', 'brca1 positive', 'brca2 positive', 'brca positive', 'brca1 carrier', 'brca2 carrier', 'brca carrier',
  'pathogenic brca1 variant', 'pathogenic brca2 variant', 'brca1 gene mutation', 'brca2 gene mutation', 'germline brca1 mutation', 'germline brca2 mutation',
  'germline brca mutation', 'hereditary breast and ovarian cancer syndrome', 'brca1 mutation carrier', 'brca2 mutation carrier',
];
const brcaNegative = ['brca negative', 'negative for brca', 'brca testing negative', 'negative brca testing', 'brca1 and brca2 negative', 'brca wild type', 'no brca mutation'];
const castrationResistant = ['castration resistant prostate cancer', 'castrate resistant prostate cancer', 'castration resistant', 'castrate resistant', 'hormone refractory prostate cancer', 'hormone resistant prostate cancer', 'androgen independent prostate cancer', 'hormone refractory', 'hormone resistant'];
const castrationSensitive = ['hormone sensitive prostate cancer', 'castration sensitive prostate cancer', 'castrate sensitive prostate cancer', 'castration sensitive', 'castrate sensitive', 'hormone sensitive', 'hormone naive prostate cancer', 'hormone naive', 'androgen sensitive'];
const vaccines = [
  'influenza vaccine', 'flu vaccine', 'flu shot', 'influenza vaccination', 'pneumococcal vaccine', 'pneumococcal vaccination', 'pneumovax', 'prevnar', 'pcv20', 'pcv21', 'ppsv23',
  'tdap', 'td booster', 'tetanus booster', 'tetanus toxoid', 'tetanus vaccine', 'hepatitis b vaccine', 'covid vaccine', 'covid 19 vaccine', 'covid booster', 'shingrix',
  'zoster vaccine', 'rsv vaccine', 'meningococcal vaccine', 'hib vaccine', 'rabies vaccine', 'hpv vaccine', 'immunization', 'vaccination', 'vaccine',
];
const declinedVaccine = words(['influenza vaccine', 'flu vaccine', 'flu shot', 'pneumococcal vaccine', 'covid vaccine', 'vaccine', 'vaccines', 'vaccination', 'immunization', 'immunizations', 'tdap']
  .flatMap((v) => [`declined ${v}`, `declined the ${v}`, `refused ${v}`, `refused the ${v}`, `${v} declined`, `${v} refused`, `declines ${v}`, `refuses ${v}`]));
const declinedProcedures = words(['surgery', 'the surgery', 'operative management', 'operative intervention', 'surgical intervention', 'surgical management', 'the procedure', 'procedure',
  'intervention', 'further intervention', 'colonoscopy', 'egd', 'endoscopy', 'cardiac catheterization', 'catheterization', 'biopsy', 'amputation', 'dialysis', 'hemodialysis', 'lumbar puncture',
  'thoracentesis', 'paracentesis', 'transfusion', 'blood transfusion', 'blood products', 'ercp', 'tee', 'mri']
  .flatMap((p) => [`declined ${p}`, `refused ${p}`, `declines ${p}`, `refuses ${p}`, `${p} was declined`, `${p} was refused`, `${p} declined by the patient`]));

const status: readonly CommonCondition[] = [
  {
    id: 'estrogen-receptor-positive',
    title: 'Estrogen receptor positive status [ER+]',
    kind: 'status',
    codes: ['Z170'],
    terms: words(erPositive, erNegative),
    specificity: { documentedBy: erPositive, contradictedBy: erNegative },
  },
  {
    id: 'estrogen-receptor-negative',
    title: 'Estrogen receptor negative status [ER-]',
    kind: 'status',
    codes: ['Z171'],
    terms: words(erPositive, erNegative),
    specificity: { documentedBy: erNegative, contradictedBy: erPositive },
  },
  {
    id: 'genetic-susceptibility-breast-cancer',
    title: 'Genetic susceptibility to malignant neoplasm of breast',
    kind: 'status',
    codes: ['Z1501'],
    terms: words(brcaNames, ['genetic susceptibility to breast cancer', 'palb2 mutation', 'chek2 mutation', 'palb2 carrier', 'chek2 carrier', 'pathogenic palb2 variant']),
    refutedBy: { instead: brcaNegative },
  },
  {
    id: 'genetic-susceptibility-ovarian-cancer',
    title: 'Genetic susceptibility to malignant neoplasm of ovary',
    kind: 'status',
    codes: ['Z1502'],
    terms: words(brcaNames, ['genetic susceptibility to ovarian cancer']),
    refutedBy: { instead: brcaNegative },
  },
  {
    id: 'genetic-susceptibility-other-cancer',
    title: 'Genetic susceptibility to other malignant neoplasm (Lynch, Li-Fraumeni)',
    kind: 'status',
    codes: ['Z1509'],
    terms: ['lynch syndrome', 'hereditary nonpolyposis colorectal cancer', 'hereditary non polyposis colorectal cancer', 'li fraumeni syndrome', 'mlh1 mutation', 'msh2 mutation', 'msh6 mutation', 'pms2 mutation', 'germline tp53 mutation', 'epcam mutation'],
    abbreviations: ['HNPCC'],
    refutedBy: { instead: ['lynch syndrome was excluded', 'germline testing negative', 'somatic mlh1 hypermethylation', 'mlh1 promoter hypermethylation'] },
  },
  {
    id: 'hormone-sensitive-malignancy',
    title: 'Hormone sensitive malignancy status',
    kind: 'status',
    codes: ['Z191'],
    terms: words(castrationSensitive, castrationResistant),
    abbreviations: ['HSPC', 'mHSPC', 'CSPC', 'mCSPC'],
    specificity: { documentedBy: castrationSensitive, contradictedBy: castrationResistant },
  },
  {
    id: 'hormone-resistant-malignancy',
    title: 'Hormone resistant malignancy status',
    kind: 'status',
    codes: ['Z192'],
    terms: words(castrationSensitive, castrationResistant),
    abbreviations: ['CRPC', 'mCRPC', 'nmCRPC'],
    specificity: { documentedBy: castrationResistant, contradictedBy: castrationSensitive },
  },
  ...(Object.keys(aboGroups) as Abo[]).flatMap((abo) => [bloodType(abo, true), bloodType(abo, false)]),
  {
    id: 'rh-positive',
    title: 'Unspecified blood type, Rh positive',
    kind: 'status',
    codes: ['Z6790'],
    terms: words(rhPositive, rhNegative),
    specificity: { documentedBy: rhPositive, contradictedBy: rhNegative },
  },
  {
    id: 'rh-negative',
    title: 'Unspecified blood type, Rh negative',
    kind: 'status',
    codes: ['Z6791'],
    terms: words(rhPositive, rhNegative),
    backing: { terms: rhImmuneGlobulin },
    specificity: { documentedBy: rhNegative, contradictedBy: rhPositive },
  },
  {
    id: 'encounter-for-immunization',
    title: 'Encounter for immunization',
    kind: 'status',
    codes: ['Z23'],
    terms: vaccines.flatMap((v) => [`${v} given`, `${v} administered`, `received ${v}`, `received the ${v}`, `${v} was given`, `${v} was administered`]),
    namedInParts: { terms: vaccines, inSentenceWith: ['given', 'administered', 'received', 'provided', 'vaccinated', 'updated'] },
    pseudo: ['vaccine declined', 'vaccine refused', ...declinedVaccine],
  },
  {
    id: 'immunization-refused',
    title: 'Immunization not carried out because of patient refusal',
    kind: 'status',
    codes: ['Z2821'],
    terms: declinedVaccine,
  },
  stomaAttention('attention-to-tracheostomy', 'Encounter for attention to tracheostomy', 'Z430', ['tracheostomy', 'trach', 'tracheostomy tube', 'trach tube'], [...replaceActs, 'downsized', 'downsizing', 'decannulated', 'decannulation']),
  stomaAttention('attention-to-gastrostomy', 'Encounter for attention to gastrostomy', 'Z431', ['g tube', 'gastrostomy tube', 'peg tube', 'gj tube', 'gastrostomy'], replaceActs),
  stomaAttention('attention-to-ileostomy', 'Encounter for attention to ileostomy', 'Z432', ['ileostomy', 'loop ileostomy', 'diverting ileostomy', 'diverting loop ileostomy'], takedownActs),
  stomaAttention('attention-to-colostomy', 'Encounter for attention to colostomy', 'Z433', ['colostomy', 'end colostomy', 'hartmann colostomy', 'loop colostomy'], takedownActs),
  stomaAttention('attention-to-cystostomy', 'Encounter for attention to cystostomy', 'Z435', ['suprapubic catheter', 'suprapubic tube', 'cystostomy', 'cystostomy tube'], replaceActs),
  stomaAttention('attention-to-nephrostomy', 'Encounter for attention to other artificial openings of urinary tract (nephrostomy)', 'Z436', ['nephrostomy tube', 'nephrostomy', 'nephroureteral stent', 'nephroureteral tube'], [...replaceActs, 'upsized', 'upsizing']),
  {
    id: 'kidney-donor',
    title: 'Kidney donor',
    kind: 'status',
    codes: ['Z524'],
    terms: ['kidney donor', 'living kidney donor', 'living donor nephrectomy', 'donor nephrectomy', 'living related kidney donor', 'laparoscopic donor nephrectomy', 'donating a kidney'],
    pseudo: ['from a living kidney donor', 'from his living kidney donor', 'from her living kidney donor', 'deceased kidney donor', 'kidney donor profile index'],
  },
  {
    id: 'laparoscopic-converted-to-open',
    title: 'Laparoscopic surgical procedure converted to open procedure',
    kind: 'status',
    codes: ['Z5331'],
    terms: ['converted to open', 'conversion to open', 'converted to an open', 'converted to open procedure', 'conversion to laparotomy', 'converted to laparotomy', 'converted to open cholecystectomy', 'laparoscopic converted to open', 'laparoscopic to open conversion', 'open conversion', 'robotic converted to open', 'converted to thoracotomy', 'conversion to thoracotomy', 'vats converted to thoracotomy'],
    pseudo: ['risk of conversion to open', 'possible conversion to open', 'possibility of conversion to open'],
    specificity: { contradictedBy: ['thoracoscopic', 'vats', 'video assisted thoracoscopic', 'arthroscopic', 'arthroscopy', 'thoracotomy'] },
  },
  {
    id: 'thoracoscopic-converted-to-open',
    title: 'Thoracoscopic surgical procedure converted to open procedure',
    kind: 'status',
    codes: ['Z5332'],
    terms: ['converted to thoracotomy', 'conversion to thoracotomy', 'converted to open thoracotomy', 'vats converted to open', 'vats converted to thoracotomy', 'thoracoscopic converted to open'],
    specificity: { documentedBy: ['thoracoscopic', 'vats', 'video assisted thoracoscopic', 'thoracotomy', 'converted to thoracotomy', 'conversion to thoracotomy', 'vats converted to open', 'thoracoscopic converted to open'] },
  },
  {
    id: 'procedure-declined-by-patient',
    title: "Procedure and treatment not carried out because of patient's decision for other or unspecified reasons",
    kind: 'status',
    codes: ['Z5320', 'Z5329'],
    terms: declinedProcedures,
    // Religious grounds are Z53.1.
    specificity: { contradictedBy: ["jehovah's witness", 'jehovah witness', 'religious beliefs', 'religious reasons', 'religious grounds', 'religious objection'] },
  },
  {
    id: 'procedure-declined-for-belief',
    title: "Procedure and treatment not carried out because of patient's decision for reasons of belief and group pressure",
    kind: 'status',
    codes: ['Z531'],
    terms: declinedProcedures,
    specificity: { documentedBy: ["jehovah's witness", 'jehovah witness', 'jehovahs witness', 'religious beliefs', 'religious reasons', 'religious grounds', 'religious objection', 'for religious reasons'], standing: true },
  },
  {
    id: 'procedure-cancelled-contraindication',
    title: 'Procedure and treatment not carried out because of other contraindication',
    kind: 'status',
    codes: ['Z5309'],
    terms: ['surgery was cancelled', 'surgery cancelled', 'surgery was canceled', 'surgery canceled', 'procedure was cancelled', 'procedure cancelled', 'procedure was canceled', 'procedure canceled', 'procedure was aborted', 'procedure aborted', 'surgery was postponed', 'surgery postponed', 'case was cancelled', 'case cancelled', 'operation was cancelled', 'surgery was aborted'],
    // Cancelled by the patient's choice is Z53.2-.
    specificity: { contradictedBy: declinedProcedures },
  },
  {
    id: 'low-health-literacy',
    title: 'Health literacy concerns',
    kind: 'status',
    codes: ['Z556'],
    terms: ['low health literacy', 'limited health literacy', 'health literacy concerns', 'poor health literacy', 'inadequate health literacy', 'low health literacy level'],
  },
  {
    id: 'illiteracy',
    title: 'Illiteracy and low-level literacy',
    kind: 'status',
    codes: ['Z550'],
    terms: ['illiterate', 'illiteracy', 'unable to read', 'cannot read', 'can not read', 'does not read', 'cannot read or write', 'unable to read or write', 'low literacy', 'limited literacy'],
    pseudo: ['unable to read the clock', 'cannot read the clock', 'unable to read the monitor'],
  },
  {
    id: 'unemployment',
    title: 'Unemployment, unspecified',
    kind: 'status',
    codes: ['Z560'],
    terms: ['unemployed', 'unemployment', 'lost his job', 'lost her job', 'lost their job', 'out of work', 'jobless', 'recently laid off', 'laid off', 'currently not working', 'not currently employed'],
  },
  {
    id: 'inadequate-housing',
    title: 'Inadequate housing, unspecified',
    kind: 'status',
    codes: ['Z5910'],
    terms: ['inadequate housing', 'substandard housing', 'unsafe housing', 'unsafe living conditions', 'unsafe home environment', 'uninhabitable home', 'uninhabitable living conditions', 'poor housing conditions'],
  },
  {
    id: 'housing-instability-risk-of-homelessness',
    title: 'Housing instability, housed, with risk of homelessness',
    kind: 'status',
    codes: ['Z59811'],
    terms: ['at risk of homelessness', 'at risk for homelessness', 'facing eviction', 'eviction notice', 'being evicted', 'pending eviction', 'risk of eviction', 'about to be evicted', 'threatened with eviction'],
    backing: { terms: ['housing assistance', 'rental assistance', 'eviction prevention'] },
  },
  {
    id: 'housing-instability',
    title: 'Housing instability, housed unspecified',
    kind: 'status',
    codes: ['Z59819'],
    terms: ['housing instability', 'unstable housing', 'housing insecurity', 'housing insecure', 'unstably housed', 'unstable living situation', 'couch surfing'],
    backing: { terms: ['housing assistance', 'rental assistance'] },
  },
  {
    id: 'financial-insecurity',
    title: 'Financial insecurity',
    kind: 'status',
    codes: ['Z5986'],
    terms: ['financial insecurity', 'financial hardship', 'financial strain', 'financial difficulty', 'financial difficulties', 'financial barriers', 'financial barrier', 'financial constraints', 'financial stressors', 'financial toxicity', 'unable to afford', 'cannot afford', 'can not afford', 'could not afford', 'difficulty affording'],
    backing: { terms: ['financial counseling', 'financial counselor', 'patient assistance program', 'medication assistance program', 'copay assistance', 'copay card'] },
  },
  {
    id: 'childhood-abuse-history',
    title: 'Personal history of physical and sexual abuse in childhood',
    kind: 'history',
    codes: ['Z62810'],
    terms: ['childhood abuse', 'childhood physical abuse', 'childhood sexual abuse', 'abused as a child', 'physically abused as a child', 'sexually abused as a child', 'sexual abuse as a child', 'physical abuse as a child', 'abuse in childhood', 'sexual abuse in childhood', 'physical abuse in childhood', 'molested as a child'],
    // It happened in childhood by definition: only ongoing abuse now is active.
    activeBy: ['ongoing abuse', 'currently being abused', 'current abuse', 'active abuse'],
  },
  {
    id: 'relationship-problems-with-partner',
    title: 'Problems in relationship with spouse or partner',
    kind: 'status',
    codes: ['Z630'],
    terms: ['marital problems', 'marital conflict', 'marital discord', 'marital stress', 'relationship problems with spouse', 'relationship problems with partner', 'relationship conflict with partner', 'conflict with her husband', 'conflict with his wife', 'conflict with partner', 'relationship difficulties with partner', 'relationship stressors'],
  },
  {
    id: 'bereavement',
    title: 'Disappearance and death of family member (bereavement)',
    kind: 'status',
    codes: ['Z634'],
    terms: ['bereavement', 'bereaved', 'recently widowed', 'grieving the loss', 'grief', 'uncomplicated bereavement', 'grieving', 'recent death of her husband', 'recent death of his wife', 'recent death of spouse', 'recent loss of her husband', 'recent loss of his wife', 'recent death of her son', 'recent death of his son', 'recent death of her mother', 'recent death of his mother'],
    pseudo: ['anticipatory grief', 'bereavement services', 'prolonged grief disorder'],
    backing: { terms: ['grief counseling', 'grief support', 'bereavement support', 'chaplain', 'spiritual care'] },
  },
  {
    id: 'dependent-relative-needing-care',
    title: 'Dependent relative needing care at home',
    kind: 'status',
    codes: ['Z636'],
    terms: ['primary caregiver for her husband', 'primary caregiver for his wife', 'primary caregiver for her mother', 'primary caregiver for his mother', 'caregiver for her husband', 'caregiver for his wife', 'cares for her husband', 'cares for his wife', 'cares for her disabled', 'cares for his disabled', 'caregiver for her disabled', 'caregiver for his disabled', 'caregiver for her elderly mother', 'caregiver for his elderly mother'],
  },
  {
    id: 'family-conflict',
    title: 'Other specified problems related to primary support group',
    kind: 'status',
    codes: ['Z638'],
    terms: ['family conflict', 'family discord', 'family dysfunction', 'strained family relationships', 'estranged from family', 'estranged from her family', 'estranged from his family', 'conflict within the family'],
  },
  {
    id: 'incarceration',
    title: 'Imprisonment and other incarceration',
    kind: 'status',
    codes: ['Z651'],
    // Not "incarcerated" alone: an incarcerated hernia.
    terms: ['in prison', 'in jail', 'inmate', 'prison inmate', 'jail inmate', 'correctional facility', 'department of corrections', 'in police custody', 'in custody', 'currently incarcerated', 'incarcerated at', 'incarcerated in', 'serving a sentence', 'county jail', 'state prison'],
    pseudo: ['released from prison', 'released from jail', 'history of incarceration'],
  },
  {
    id: 'release-from-prison',
    title: 'Problems related to release from prison',
    kind: 'status',
    codes: ['Z652'],
    terms: ['released from prison', 'released from jail', 'recently released from prison', 'recently released from jail', 'recent release from prison', 'recent release from jail', 'recent release from incarceration', 'released from incarceration'],
  },
  {
    id: 'legal-problems',
    title: 'Problems related to other legal circumstances',
    kind: 'status',
    codes: ['Z653'],
    terms: ['legal problems', 'legal issues', 'pending charges', 'pending legal charges', 'court date', 'on probation', 'on parole', 'pending court case', 'legal difficulties'],
  },
  {
    id: 'dietary-counseling',
    title: 'Dietary counseling and surveillance',
    kind: 'status',
    codes: ['Z713'],
    terms: ['dietary counseling', 'diet counseling', 'nutrition counseling', 'nutritional counseling', 'diet education', 'dietary education', 'nutrition education', 'seen by dietitian', 'seen by the dietitian', 'dietitian consult', 'nutrition consult', 'met with dietitian', 'met with the dietitian', 'medical nutrition therapy', 'diabetic diet education', 'low sodium diet education', 'heart healthy diet education', 'carbohydrate counting education'],
  },
  {
    id: 'alcohol-counseling',
    title: 'Alcohol abuse counseling and surveillance of alcoholic',
    kind: 'status',
    codes: ['Z7141'],
    terms: ['alcohol cessation counseling', 'alcohol counseling', 'counseled on alcohol cessation', 'counseled regarding alcohol', 'counseled on alcohol', 'counseled on alcohol use', 'alcohol abstinence counseling', 'counseled to abstain from alcohol', 'alcohol use counseling', 'brief intervention for alcohol', 'advised to stop drinking', 'counseled to stop drinking', 'counseled on abstinence from alcohol'],
  },
  {
    id: 'tobacco-counseling',
    title: 'Tobacco abuse counseling',
    kind: 'status',
    codes: ['Z716'],
    terms: ['smoking cessation counseling', 'tobacco cessation counseling', 'counseled on smoking cessation', 'counseled on tobacco cessation', 'smoking cessation counselling', 'counseled to quit smoking', 'counseled regarding smoking cessation', 'tobacco counseling', 'smoking cessation education', 'advised to quit smoking', 'smoking cessation was discussed', 'smoking cessation discussed', 'counseled on cessation', 'quitline referral'],
  },
  {
    id: 'reduced-mobility',
    title: 'Other reduced mobility',
    kind: 'status',
    codes: ['Z7409'],
    terms: ['reduced mobility', 'limited mobility', 'impaired mobility', 'decreased mobility', 'poor mobility', 'mobility impairment', 'immobility', 'nonambulatory', 'non ambulatory'],
    pseudo: ['early mobility', 'mobility protocol'],
  },
  {
    id: 'needs-assistance-with-personal-care',
    title: 'Need for assistance with personal care',
    kind: 'status',
    codes: ['Z741'],
    terms: ['needs assistance with adls', 'needs assistance with activities of daily living', 'requires assistance with adls', 'requires assistance with activities of daily living', 'dependent for adls', 'dependent on others for adls', 'dependent for activities of daily living', 'dependent for all adls', 'assistance with personal care', 'needs help with bathing', 'needs help with dressing', 'requires assistance with bathing', 'needs assistance with bathing', 'assist with adls', 'requires help with adls', 'needs help with adls'],
  },
  {
    id: 'no-caregiver-at-home',
    title: 'Need for assistance at home and no other household member able to render care',
    kind: 'status',
    codes: ['Z742'],
    terms: ['no caregiver at home', 'no one at home to help', 'no one at home to assist', 'no one to help at home', 'no support at home', 'lack of caregiver support', 'lack of support at home', 'insufficient support at home', 'inadequate support at home', 'no family to assist', 'no available caregiver', 'no caregiver available'],
  },
  {
    id: 'needs-continuous-supervision',
    title: 'Need for continuous supervision',
    kind: 'status',
    codes: ['Z743'],
    terms: ['requires 24 hour supervision', 'needs 24 hour supervision', 'requires constant supervision', 'needs constant supervision', '24 hour supervision', '24/7 supervision', 'continuous supervision', 'around the clock supervision', 'needs supervision at all times', 'requires supervision at all times'],
  },
  {
    id: 'awaiting-placement',
    title: 'Person awaiting admission to adequate facility elsewhere',
    kind: 'status',
    codes: ['Z751'],
    terms: ['awaiting placement', 'awaiting snf placement', 'awaiting nursing home placement', 'awaiting facility placement', 'pending placement', 'awaiting long term care placement', 'awaiting bed availability', 'awaiting snf bed', 'awaiting rehab bed', 'awaiting ltac bed', 'awaiting acute rehab bed', 'no snf bed available', 'no skilled nursing facility bed available', 'remained hospitalized awaiting placement', 'awaiting psychiatric bed', 'awaiting inpatient psychiatric placement'],
  },
  {
    id: 'secondhand-smoke-exposure',
    title: 'Contact with and (suspected) exposure to environmental tobacco smoke',
    kind: 'status',
    codes: ['Z7722'],
    terms: ['secondhand smoke', 'second hand smoke', 'secondhand smoke exposure', 'passive smoking', 'exposure to tobacco smoke', 'smokers in the household', 'smoker in the home', 'smokers in the home', 'exposed to cigarette smoke', 'environmental tobacco smoke', 'exposure to secondhand smoke'],
  },
  {
    id: 'lead-exposure',
    title: 'Contact with and (suspected) exposure to lead',
    kind: 'status',
    codes: ['Z77011'],
    terms: ['lead exposure', 'exposure to lead', 'exposed to lead', 'lead paint exposure', 'occupational lead exposure'],
    backing: { terms: ['blood lead level', 'lead level'] },
  },
  {
    id: 'asbestos-exposure',
    title: 'Contact with and (suspected) exposure to asbestos',
    kind: 'status',
    codes: ['Z77090'],
    terms: ['asbestos exposure', 'exposure to asbestos', 'exposed to asbestos', 'occupational asbestos exposure', 'history of asbestos exposure'],
  },
  {
    id: 'asymptomatic-menopause',
    title: 'Asymptomatic menopausal state',
    kind: 'status',
    codes: ['Z780'],
    terms: ['postmenopausal', 'post menopausal', 'menopause', 'menopausal', 'postmenopausal state', 'postmenopausal woman', 'postmenopausal female'],
    pseudo: ['postmenopausal bleeding', 'post menopausal bleeding', 'postmenopausal osteoporosis', 'menopausal hormone therapy', 'postmenopausal hormone therapy', 'premature menopause'],
    specificity: { contradictedBy: ['hot flashes', 'hot flushes', 'vasomotor symptoms', 'menopausal symptoms', 'symptomatic menopause', 'surgical menopause'] },
  },
  {
    id: 'physical-restraint-status',
    title: 'Physical restraint status',
    kind: 'status',
    codes: ['Z781'],
    terms: ['physical restraint', 'physical restraints', 'soft restraint', 'soft restraints', 'wrist restraint', 'wrist restraints', 'bilateral wrist restraints', 'four point restraint', 'four point restraints', '4 point restraints', 'restraints were placed', 'placed in restraints', 'required restraints', 'restraints applied', 'restraint order', 'mitt restraints', 'hand mitts'],
    pseudo: ['restraint free', 'avoid restraints', 'avoid physical restraints', 'without restraints', 'restrained driver', 'restrained passenger', 'unrestrained driver', 'unrestrained passenger'],
  },
];

export const bloodEndocrineMindConditions: readonly CommonCondition[] = [...bloodEndocrineMental, ...nervous, ...congenital, ...status];
