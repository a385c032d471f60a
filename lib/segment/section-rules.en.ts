import { MONTH_ABBREVIATIONS, MONTH_NAMES } from '../text/months';
/**
 * Discharge-summary section categories. A closed vocabulary: a rule or pack naming a category
 * that does not exist here fails to compile.
 */
export const sectionCategories = [
  'chief-complaint',
  'history-present-illness',
  'past-medical-history',
  'past-surgical-history',
  'family-history',
  'social-history',
  'medications',
  'allergies',
  'review-of-systems',
  'physical-exam',
  'labs',
  'imaging',
  'procedures',
  'hospital-course',
  'assessment-plan',
  'admission-diagnoses',
  'discharge-diagnoses',
  'discharge-medications',
  'discharge-instructions',
  // Another facility's records quoted as received: its labels are reported, not the author's.
  'outside-records',
  // A recap of an earlier stay ("RECENT ADMISSION:", "PRIOR HOSPITALIZATION"): history, values included.
  'earlier-stay',
  // Diagnoses the team weighed and let go ("CONSIDERED AND NOT CARRIED FORWARD"): each is ruled out.
  'excluded-diagnoses',
  // General teaching ("TEACHING POINTS", "Clinical pearl:"): statements about a disease, not about the patient.
  'teaching',
  'other',
] as const;

export type SectionCategory = (typeof sectionCategories)[number];

/** One header rule: the names a section goes by, lower case, words separated by single spaces. */
export interface SectionRule {
  readonly category: SectionCategory;
  readonly names: readonly string[];
}

/**
 * Header names seen in real discharge summaries. Matching ignores case, punctuation between
 * words, a trailing "(s)"/"(es)", and runs of spaces; see `sections.ts` for where a header may
 * stand. Order matters only for readability: the longest name that fits wins.
 */
export const sectionRules: readonly SectionRule[] = [
  { category: 'chief-complaint', names: ['presenting complaints', 'reason for referral', 'reason for hospitalization', 'reason for transfer', 'chief reason for consultation', 'reason for the consult', 'chief complaint', 'cc', 'reason for admission', 'reason for visit', 'presenting complaint', 'reason for consultation', 'reason for consult'] },
  {
    category: 'history-present-illness',
    names: ['presenting problem', 'presenting problems', 'history of presenting complaint', 'hpc', 'presenting complaint and history', 'presentation and findings in a&e', 'findings in a&e', 'in a&e', 'a&e', 'history of present illness', 'history of the present illness', 'hpi', 'present illness', 'history', 'brief history', 'history of presenting illness', 'clinical history', 'interval history', 'subjective', 'brief hpi', 'presentation', 'clinical presentation', 'initial presentation', 'presenting history', 'ed', 'in the ed', 'ed presentation', 'er', 'in the er'],
  },
  {
    category: 'past-medical-history',
    names: ['coronary risk factors', 'cardiac risk factors', 'cardiac risks', 'risk factors', 'past cardiac history', 'past psychiatric history', 'previous medical history', 'adult medical problems', 'birth history', 'prior hospitalizations', 'immunization history', 'past medical history', 'pmh', 'past history', 'medical history', 'past medical and surgical history', 'past medical history/past surgical history', 'pmhx', 'significant past medical history', 'chronic medical problems'],
  },
  { category: 'past-surgical-history', names: ['previous surgical history', 'past surgical', 'past surgical history', 'psh', 'surgical history', 'previous surgeries', 'past surgeries', 'pshx', 'operations'] },
  { category: 'family-history', names: ['family history', 'fh', 'fhx', 'family medical history', 'family hx'] },
  {
    category: 'excluded-diagnoses',
    names: [
      'considered and not carried forward', 'diagnoses considered and not carried forward', 'not carried forward', 'diagnoses not carried forward',
      'diagnoses ruled out', 'ruled out diagnoses', 'excluded diagnoses', 'diagnoses excluded', 'diagnoses considered and excluded',
      'considered and excluded', 'conditions ruled out', 'diagnoses considered but excluded', 'considered but not diagnosed',
    ],
  },
  {
    category: 'teaching',
    names: [
      'teaching points', 'teaching point', 'teaching pearls', 'teaching pearl', 'clinical pearls', 'clinical pearl', 'pearls', 'pearl',
      'learning points', 'learning point', 'educational points', 'teaching notes', 'teaching note', 'board review', 'key teaching points',
    ],
  },
  { category: 'social-history', names: ['personal history', 'personal and social history', 'substance history', 'smoking history', 'smoking exposure', 'travel history', 'social history', 'sh', 'shx', 'social hx', 'habits', 'social'] },
  {
    category: 'medications',
    names: ['drug history', 'drug history on admission', 'medication on admission', 'medicines on admission', 'regular medications', 'inpatient medications', 'present medications', 'new medications', 'medications', 'meds', 'current medications', 'home medications', 'medications on admission', 'admission medications', 'outpatient medications', 'medications prior to admission', 'current meds', 'home meds', 'medication'],
  },
  { category: 'allergies', names: ['drug sensitivities', 'allergies', 'allergy', 'drug allergies', 'allergies to medications', 'known drug allergies', 'nkda'] },
  { category: 'review-of-systems', names: ['review of systems', 'ros', 'systems review'] },
  {
    category: 'physical-exam',
    names: ['physical findings', 'examination findings on admission', 'examination on admission', 'examination findings', 'on examination', 'admission exam', 'admission examination', 'mental status', 'mental status exam', 'pulmonary', 'head and neck', 'lower extremities', 'cranial nerves', 'gi', 'gu', 'musculoskeletal', 'psychiatric', 'rectal', 'back', 'pelvic', 'eyes', 'ent', 'constitutional', 'peripheral vascular', 'discharge exam', 'admission physical', 'motor', 'sensory', 'reflexes', 'genitourinary', 'lymphatic', 'physical examination', 'physical exam', 'exam', 'examination', 'pe', 'admission physical examination', 'physical examination on admission', 'vital signs', 'vitals', 'general', 'heent', 'neck', 'lungs', 'chest', 'heart', 'cardiovascular', 'abdomen', 'extremities', 'neurological', 'neurologic', 'skin', 'mental status examination', 'discharge physical examination', 'physical examination at discharge', 'objective'],
  },
  {
    category: 'labs',
    names: ['investigations', 'investigations on admission', 'key investigations', 'results', 'blood results', 'bloods', 'laboratories', 'laboratory data on admission', 'laboratories on admission', 'pertinent laboratories', 'blood studies', 'lab and x ray', 'labs and x rays', 'emergency department testing', 'diagnostic data / lab data', 'laboratory data', 'laboratory', 'labs', 'laboratory studies', 'lab data', 'laboratory results', 'pertinent laboratory data', 'admission labs', 'laboratory values', 'laboratory findings', 'pertinent results', 'diagnostic data', 'data', 'studies', 'lab', 'labs on admission', 'discharge labs'],
  },
  {
    category: 'imaging',
    names: ['radiologic data', 'radiological data', 'radiographic data', 'imaging data', 'diagnostic imaging', 'x ray', 'xray', 'imaging', 'radiology', 'radiologic studies', 'imaging studies', 'chest x ray', 'chest xray', 'cxr', 'ct scan', 'x rays', 'radiographic studies', 'diagnostic studies', 'echocardiogram', 'ekg', 'ecg', 'electrocardiogram'],
  },
  { category: 'procedures', names: ['procedures during this hospitalization', 'procedures during this admission', 'procedures this admission', 'procedures this hospitalization', 'procedures during this stay', 'principal procedure', 'principal procedures', 'blood transfusions', 'invasive lines', 'procedures', 'procedure', 'procedures performed', 'operations performed', 'operation', 'procedure performed', 'operations and procedures', 'procedures done'] },
  {
    category: 'hospital-course',
    names: ['this admission', 'this hospitalization', 'current admission', 'current hospitalization', 'this stay', 'management and progress', 'progress and management', 'clinical progress', 'progress', 'management', 'inpatient management', 'patient summary', 'clinical summary', 'summary of admission', 'hospital summary', 'er course', 'emergency room course', 'clinical resume', 'hospital course', 'brief hospital course', 'course in hospital', 'summary of hospital course', 'hospital course by problem', 'hospital course per problem list', 'hospital course by problem list', 'problem list hospital course', 'course by problem', 'clinical course', 'course', 'course of hospitalization', 'ed course', 'emergency department course', 'summary', 'inpatient course', 'observation course', 'ed / observation course', 'icu course', 'floor course', 'hospital course by system', 'course by system', 'postoperative course', 'post operative course', 'postop course', 'post op course', 'perioperative course'],
  },
  {
    category: 'assessment-plan',
    // The attending's attestation amends the resident's assessment ("I agree except ...").
    // A problem list in an inpatient note is the stay's working assessment ("PROBLEM LIST: 1. Colitis.
    // 2. Sepsis." before the recommendations), not the past history.
    names: ['attending attestation', 'teaching physician attestation', 'attending addendum', 'attestation', 'attending note', 'attending statement', 'teaching attestation', 'action list', 'situation awareness', 'situation awareness / contingencies', 'situation awareness and contingencies', 'situation awareness & contingencies', 'situation awareness and contingency planning', 'contingencies', 'contingency planning', 'problem list', 'problems list', 'active problems', 'active problem list', 'recommendation', 'plan / recommendations', 'overall impression', 'medical decision making', 'differential diagnoses', 'differential diagnosis', 'treatment recommendations', 'assessment and plan', 'assessment/plan', 'assessment', 'plan', 'impression', 'impression and plan', 'a/p', 'a&p', 'recommendations', 'impression/plan', 'diagnostic impression', 'clinical impression'],
  },
  {
    category: 'admission-diagnoses',
    names: ['admission diagnosis', 'admission diagnoses', 'admitting diagnosis', 'admitting diagnoses', 'admission problem list', 'admission problems', 'diagnosis on admission', 'diagnoses on admission', 'preoperative diagnosis', 'admission diagnosis(es)'],
  },
  {
    category: 'discharge-diagnoses',
    // An EHR's "Hospital Problem List" (status and POA per problem) lists the stay's diagnoses.
    names: ['hospital problem list', 'hospital problems', 'hospital problem list active and resolved', 'diagnoses this admission', 'diagnoses this stay', 'diagnoses on discharge', 'diagnosis this admission', 'final diagnoses this admission', 'dc dx', 'd/c dx', 'discharge dx', 'dc diagnoses', 'd/c diagnoses', 'primary diagnoses', 'primary discharge diagnoses', 'secondary discharge diagnoses', 'additional discharge diagnoses', 'transfer diagnoses', 'problems diagnoses', 'discharge diagnosis', 'discharge diagnoses', 'diagnoses at discharge', 'diagnosis at discharge', 'final diagnosis', 'final diagnoses', 'principal diagnosis', 'secondary diagnosis', 'secondary diagnoses', 'diagnoses', 'diagnosis', 'final diagnosis/reason for admission', 'cause of death', 'postoperative diagnosis', 'discharge diagnosis(es)', 'primary diagnosis', 'other diagnoses', 'problems addressed'],
  },
  {
    category: 'discharge-medications',
    names: ['medications on leaving hospital', 'discharge medicines', 'medicines on discharge', 'tto', 'ttos', 'discharge medications', 'discharge medication', 'medications on discharge', 'medications at discharge', 'discharge meds', 'discharge instructions medications', 'medications at the time of discharge'],
  },
  {
    category: 'discharge-instructions',
    names: ['information for gp', 'actions for gp', 'gp actions', 'follow up arrangements', 'follow-up arrangements', 'condition upon discharge', 'conditions on discharge', 'condition of patient on discharge', 'transfer instructions', 'additional instructions', 'special instructions', 'discharge activities', 'discharge weight', 'discharge instructions', 'instructions', 'discharge plan', 'disposition', 'discharge disposition', 'follow up', 'followup', 'follow-up', 'discharge condition', 'condition on discharge', 'condition at discharge', 'activity', 'diet', 'discharge diet', 'discharge activity', 'discharge followup', 'discharge follow up', 'patient instructions', 'discharge status', 'code status'],
  },
  {
    category: 'earlier-stay',
    names: [
      'recent admission', 'previous admission', 'prior admission', 'last admission', 'recent hospitalization', 'previous hospitalization',
      'prior hospitalization', 'last hospitalization', 'index admission', 'recap of the earlier stay', 'recap of prior admission',
      'summary of previous admission', 'summary of prior admission', 'earlier stay', 'previous stay', 'prior stay',
    ],
  },
  {
    category: 'outside-records',
    names: [
      'what the snf sent', 'what the facility sent', 'what the nursing home sent', 'what the outside hospital sent', 'outside records', 'outside hospital records',
      'outside hospital course', 'osh course', 'course at outside hospital', 'course at the outside hospital', 'transferring hospital course',
      'referring hospital course', 'snf records', 'nursing home records', 'facility records', 'transfer records', 'records received',
      'as documented in their records', 'documented in their records', 'per their records', 'snf diagnosis list', 'snf diagnoses', 'snf problem list',
      'interact transfer form', 'transfer form', 'snf transfer form', 'outside hospital diagnoses', 'osh diagnoses', 'referring facility diagnoses',
    ],
  },
  { category: 'other', names: ['illness severity', 'synthesis by receiver', 'consulting services', 'time spent', 'type of consultation', 'requesting party', 'admission date', 'discharge date', 'date of admission', 'date of discharge', 'attending physician', 'consultants', 'consultations', 'consults', 'primary care physician', 'referring physician', 'date of service', 'identifying data', 'discharge summary', 'interim summary', 'transfer summary'] },
];

/**
 * Words that name a section when they end or lead a capitalised title the rules above do not
 * hold ("PROBLEM-BASED ASSESSMENT", "PRE-DIALYSIS CHEMISTRY", "COURSE BY DIALYSIS SESSION"). Never
 * a word that also names a problem ("BACK PAIN", "HEART FAILURE").
 */
export const sectionTitleWords: ReadonlyMap<string, SectionCategory> = new Map<string, SectionCategory>([
  ['course', 'hospital-course'], ['presentation', 'history-present-illness'], ['labs', 'labs'], ['laboratory', 'labs'], ['chemistry', 'labs'],
  ['chemistries', 'labs'], ['imaging', 'imaging'], ['radiology', 'imaging'], ['medications', 'medications'], ['allergies', 'allergies'],
  ['assessment', 'assessment-plan'], ['impression', 'assessment-plan'], ['procedures', 'procedures'], ['disposition', 'discharge-instructions'],
  ['instructions', 'discharge-instructions'],
]);

/**
 * A problem's status written as a capitalised label ("RULED OUT: Diabetes mellitus - HbA1c 5.2%",
 * "CHRONIC, STABLE: Hypertension"): the start of a list item, not a section, so what the label
 * says reaches the problem after it.
 */
export const statusLabels: ReadonlySet<string> = new Set([
  'ruled out', 'ruled in', 'resolved', 'active', 'inactive', 'historical', 'chronic', 'chronic, stable', 'chronic stable', 'stable',
  'improved', 'improving', 'worsening', 'new', 'ongoing', 'not addressed', 'present on admission',
]);

/** A question alone on its line, as a patient-facing summary heads its sections: "Why was he admitted?". */
export const questionLine = /^[ \t]*((?:why|what|how|when|where|who|which)\b[A-Za-z ,'/-]{3,60}\?)[ \t]*$/gim;
/** What a question heading asks about, by its words; the first that matches names the section. */
export const questionTopics: readonly (readonly [RegExp, SectionCategory])[] = [
  [/\bdiagnos/i, 'discharge-diagnoses'],
  [/\b(?:medicines?|medications?|tablets|pills|take)\b/i, 'discharge-medications'],
  [/\b(?:watch|follow|next|return|call|gp|doctor|home|after discharge)\b/i, 'discharge-instructions'],
  [/\b(?:admitted|brought|come in|came in|present)\b/i, 'history-present-illness'],
  [/\b(?:find|found|tests?|results?|show|showed)\b/i, 'history-present-illness'],
  [/\b(?:do|did|done|happen|happened|changed|treat|treated|course|stay|hospital)\b/i, 'hospital-course'],
];

/**
 * A header that says its list was copied from an earlier encounter ("ACTIVE PROBLEM LIST (copied
 * forward from the June 2025 discharge summary, not updated):", "(auto-imported from the 01/2025
 * admission)"): what follows is that stay's, as under a "PRIOR ADMISSION" header. A list copied
 * from this stay's ED note stays this stay's.
 */
export const copiedFromEarlierEncounter = new RegExp(
  String.raw`\b(?:(?:copied|carried|brought|pulled)[ \t]+(?:forward|fwd|over)|(?:auto-?)?imported|copied)[ \t]+from\b[^)\n]*?` +
    String.raw`(?:\b\d{1,2}\/\d{2,4}|\b(?:19|20)\d\d|\b(?:${[...MONTH_NAMES, ...MONTH_ABBREVIATIONS].join('|')}|prior|previous|last|earlier|old)\b)` +
    String.raw`[^)\n]*?\b(?:admission|admit|adm|stay|hospitali[sz]ation|discharge|summary|note|encounter|visit)\b`,
  'i',
);
