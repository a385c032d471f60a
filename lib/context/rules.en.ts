import { MONTH_ABBREVIATIONS, MONTH_NAMES } from '../text/months';
import type { StandingTopic } from './assertion';
import type { ContextRule } from './rules';

/** What a test of a named condition is written as: "HCV RNA", "C. diff PCR", "H. pylori stain". */
const PENDING_TESTS = [
  'rna', 'dna', 'pcr', 'naat', 'stain', 'antigen', 'ag', 'antibody', 'antibodies', 'ab', 'serology', 'serologies', 'titer', 'titers', 'culture', 'cultures',
  'toxin', 'panel', 'swab', 'screen', 'test', 'testing', 'biopsy', 'biopsies', 'smear', 'viral load',
];
/** That its result is still out. */
const PENDING_WORDS = [
  'pending', 'is pending', 'are pending', 'was pending', 'were pending', 'still pending', 'remains pending', 'result pending', 'results pending',
  'pending at discharge', 'pending at d/c', 'pending on discharge', 'sent and pending', 'sent , pending', 'sent - pending',
];

/** Blood relatives, as the family experiencer names them. */
const RELATIVES = [
  'mother', 'father', 'sister', 'brother', 'sibling', 'siblings', 'grandmother', 'grandfather', 'grandparent',
  'aunt', 'uncle', 'cousin', 'niece', 'nephew', 'son', 'daughter', 'mom', 'dad', 'parents', 'parent',
];
/** What opens a relative's list of conditions: "mother with", "father has a history of". */
const RELATIVE_HAS = ['with', 'has', 'had', 'has had', 'with a history of', 'has a history of', 'had a history of', 'with known'];

/** What is taken, smoked or drunk, as a social history names it. */
const SUBSTANCES = [
  'alcohol', 'etoh', 'ethanol', 'tobacco', 'cigarette', 'cigarettes', 'cigar', 'cigars', 'chewing tobacco', 'smokeless tobacco',
  'marijuana', 'cannabis', 'cocaine', 'crack cocaine', 'heroin', 'methamphetamine', 'amphetamines', 'drug', 'drugs',
  'illicit drug', 'illicit drugs', 'illegal drugs', 'recreational drugs', 'street drugs', 'iv drug', 'iv drugs',
  'intravenous drug', 'intravenous drugs', 'substance', 'substances', 'other drug', 'other drugs', 'other substances',
];
const SUBSTANCE_HABITS = ['use', 'abuse', 'misuse', 'consumption', 'intake'];

/**
 * Conditions that last: once present before the stay, they are background to it unless the text
 * makes them new or the episode's ("newly diagnosed", "exacerbation" are other targets).
 */
const CHRONIC_CONDITIONS = [
  // heart and vessels
  'hypertension', 'htn', 'essential hypertension', 'coronary artery disease', 'cad', 'ischemic heart disease', 'chf',
  'congestive heart failure', 'chronic heart failure', 'heart failure', 'cardiomyopathy', 'ischemic cardiomyopathy',
  'dilated cardiomyopathy', 'atrial fibrillation', 'afib', 'a fib', 'chronic atrial fibrillation', 'peripheral vascular disease', 'pvd',
  'peripheral arterial disease', 'hyperlipidemia', 'hypercholesterolemia', 'dyslipidemia', 'high cholesterol', 'elevated cholesterol',
  'increased cholesterol', 'hypertriglyceridemia', 'coronary heart disease', 'atherosclerotic heart disease',
  'atherosclerotic cardiovascular disease', 'hypertensive heart disease', 'benign essential hypertension', 'paroxysmal atrial fibrillation',
  'atrial flutter', 'chronic systolic heart failure', 'chronic diastolic heart failure', 'chronic venous insufficiency', 'venous insufficiency',
  'varicose veins', 'lymphedema', 'mitral valve prolapse', 'sick sinus syndrome', 'hypertensive cardiovascular disease',
  'rheumatic heart disease', 'valvular heart disease', 'chronic atrial flutter', 'venous stasis', 'chronic venous stasis',
  // endocrine and metabolic
  'diabetes', 'diabetes mellitus', 'type 1 diabetes', 'type 2 diabetes', 'type i diabetes', 'type ii diabetes', 'type 1 diabetes mellitus',
  'type 2 diabetes mellitus', 'dm', 'dm2', 't2dm', 'niddm', 'iddm', 'hypothyroidism', 'hypothyroid', 'hyperthyroidism', 'adrenal insufficiency',
  'obesity', 'morbid obesity', 'osteoporosis', 'osteopenia', 'gout', 'diabetes mellitus type 1', 'diabetes mellitus type 2',
  'diabetes mellitus type i', 'diabetes mellitus type ii', 'insulin dependent diabetes mellitus', 'non insulin dependent diabetes mellitus',
  'hyperparathyroidism', 'hypogonadism', 'vitamin d deficiency', 'vitamin b12 deficiency', 'pernicious anemia', 'anemia of chronic disease',
  'chronic anemia', 'prediabetes', 'pre diabetes', 'impaired glucose tolerance', 'metabolic syndrome', "hashimoto's thyroiditis",
  'hashimoto thyroiditis', "graves' disease", 'graves disease', 'goiter', 'multinodular goiter', 'hyperuricemia', 'hemochromatosis',
  'hypopituitarism', 'panhypopituitarism', 'diabetes insipidus', 'polycystic ovary syndrome', 'pcos', 'secondary hyperparathyroidism',
  'insulin dependent diabetes', 'non insulin dependent diabetes', 'diet controlled diabetes', 'diabetes type 1', 'diabetes type 2',
  'diabetes type i', 'diabetes type ii', 'type i diabetes mellitus', 'type ii diabetes mellitus', 'adult onset diabetes', 'juvenile diabetes',
  // lungs and kidneys
  'copd', 'chronic obstructive pulmonary disease', 'emphysema', 'asthma', 'chronic bronchitis', 'chronic airway obstruction',
  'obstructive sleep apnea', 'sleep apnea', 'osa', 'pulmonary fibrosis', 'interstitial lung disease', 'chronic kidney disease', 'ckd',
  'chronic renal insufficiency', 'chronic renal failure', 'chronic renal disease', 'esrd', 'end stage renal disease',
  'chronic obstructive lung disease', 'sarcoidosis', 'allergic rhinitis', 'chronic sinusitis', 'polycystic kidney disease',
  'bronchiectasis', 'reactive airway disease', 'restrictive lung disease', 'asbestosis', 'chronic respiratory failure',
  'obesity hypoventilation syndrome', 'chronic kidney insufficiency', 'neurogenic bladder', 'overactive bladder', 'interstitial cystitis',
  // gut and liver
  'gerd', 'gastroesophageal reflux disease', 'reflux', 'cirrhosis', 'hepatitis b', 'hepatitis c', 'irritable bowel syndrome',
  "crohn's disease", 'crohn disease', 'ulcerative colitis', 'diverticulosis', 'peptic ulcer disease', 'hiatal hernia',
  'chronic pancreatitis', 'chronic hepatitis', 'fatty liver', 'nonalcoholic fatty liver disease', 'celiac disease',
  "barrett's esophagus", 'barrett esophagus', 'diverticular disease', 'chronic constipation', 'chronic liver disease',
  'primary biliary cirrhosis', 'primary sclerosing cholangitis', 'gastroparesis', 'diabetic gastroparesis', 'hemorrhoids', 'ibs',
  'inflammatory bowel disease', 'ibd', 'short bowel syndrome', 'chronic hepatitis b', 'chronic hepatitis c',
  // brain and mind
  'dementia', "alzheimer's disease", 'alzheimer disease', "alzheimer's dementia", "parkinson's disease", 'parkinson disease',
  'major depression', 'major depressive disorder', 'generalized anxiety disorder', 'anxiety disorder', 'bipolar affective disorder',
  'peripheral neuropathy', 'neuropathy', 'diabetic neuropathy', 'restless legs syndrome', 'essential tremor', 'myasthenia gravis',
  'amyotrophic lateral sclerosis', 'cerebral palsy', 'insomnia', 'mental retardation', 'multiple sclerosis', 'epilepsy', 'seizure disorder', 'migraine', 'migraines',
  'schizophrenia', 'bipolar disorder', 'depression', 'anxiety', 'ptsd', 'posttraumatic stress disorder', 'post traumatic stress disorder',
  'attention deficit disorder', 'attention deficit hyperactivity disorder', 'adhd', 'autism', 'autism spectrum disorder',
  'obsessive compulsive disorder', 'ocd', 'panic disorder', 'personality disorder', 'borderline personality disorder',
  'antisocial personality disorder', 'schizoaffective disorder', 'paranoid schizophrenia', 'dysthymia', 'depressive disorder',
  'chronic depression', 'manic depression', 'alcoholism', 'narcolepsy', 'trigeminal neuralgia', 'post polio syndrome', 'postpolio syndrome',
  'spinal cord injury', 'paraplegia', 'quadriplegia', 'tetraplegia', 'deafness', 'blindness', 'legal blindness', 'chronic headaches',
  'chronic migraines', 'developmental delay', 'intellectual disability', 'learning disability', 'tardive dyskinesia', "huntington's disease",
  'huntington disease', 'neurofibromatosis', 'anorexia nervosa', 'bulimia',
  // bones and joints
  'osteoarthritis', 'degenerative joint disease', 'djd', 'rheumatoid arthritis', 'arthritis', 'fibromyalgia', 'chronic pain',
  'chronic back pain', 'chronic low back pain', 'degenerative disc disease', 'herniated disc', 'herniated discs', 'herniated disk',
  'herniated disks', 'spinal stenosis', 'scoliosis', 'kyphosis', 'ankylosing spondylitis', 'spondylosis', 'cervical spondylosis',
  'lumbar spondylosis', 'spondylolisthesis', 'polymyalgia rheumatica', "sjogren's syndrome", 'sjogren syndrome', 'scleroderma',
  'systemic sclerosis', 'psoriatic arthritis', 'chronic osteomyelitis', 'chronic neck pain', 'chronic pain syndrome', 'degenerative arthritis',
  'lumbar spinal stenosis', 'cervical spinal stenosis', 'degenerative disk disease',
  // other
  'cataract', 'cataracts', 'glaucoma', 'macular degeneration', 'hearing loss', 'hiv', 'aids', 'hiv/aids', 'human immunodeficiency virus',
  'acquired immunodeficiency syndrome', 'human immunodeficiency virus/acquired immunodeficiency syndrome', 'sickle cell disease',
  'bph', 'benign prostatic hypertrophy', 'benign prostatic hyperplasia', 'psoriasis', 'eczema', 'lupus', 'systemic lupus erythematosus',
  'urinary incontinence', 'erectile dysfunction', 'thalassemia', 'hemophilia', 'vitiligo', 'hard of hearing', 'factor v leiden',
  'antiphospholipid antibody syndrome', 'antiphospholipid syndrome', 'von willebrand disease', "von willebrand's disease",
  'hereditary spherocytosis', 'sickle cell trait', 'thalassemia trait', 'beta thalassemia', 'polycythemia vera', 'essential thrombocythemia',
  'monoclonal gammopathy', 'mgus', 'chronic fatigue syndrome', 'endometriosis', 'infertility', 'tinnitus', 'rosacea', 'hidradenitis suppurativa',
];

/** Present from birth: whatever else the text says of it, it began before the stay. */
const CONGENITAL_CONDITIONS = [
  ...['transposition of the great vessels', 'transposition of the great arteries'].flatMap((name) => [
    name, name.replace('the ', ''), `corrected ${name}`, `corrected ${name.replace('the ', '')}`, `congenitally corrected ${name}`,
  ]),
  'tetralogy of fallot', 'congenital heart disease', 'congenital heart defect', 'down syndrome', "down's syndrome", 'trisomy 21',
  'spina bifida', 'cystic fibrosis', 'turner syndrome', "turner's syndrome", 'marfan syndrome', "marfan's syndrome",
];

/**
 * Topics that are standing background, as they would be under their own section: a habit
 * ("Denies alcohol or drugs.", "Alcohol: two glasses of wine a day.") belongs to the social
 * history and an allergy ("ALLERGIES - NONE.") to the allergy list, wherever either is written. A
 * chronic condition is background only where it stands alone as an item with no header in view
 * ("GOUT."): such lists are past histories, while in a sentence or under a header the text says
 * what it is to the stay. Each term is matched against the whole target, case- and
 * spacing-insensitively, so "alcohol withdrawal", "drug rash" and "COPD exacerbation" stay the
 * episode's.
 */
/**
 * Words that make a listed chronic condition the episode's: "CHRONIC RENAL FAILURE." is a
 * past-history entry, "CHRONIC PANCREATITIS FLARE." and "CHRONIC COPD EXACERBATION." are not.
 */
export const chronicFlareWords: readonly string[] = [
  'acute', 'exacerbation', 'flare', 'crisis', 'decompensated', 'decompensation', 'decompensating', 'decompensate', 'decompensations',
];

export const standingTopics: Readonly<Record<string, StandingTopic>> = {
  habit: {
    terms: [
      ...SUBSTANCES,
      ...SUBSTANCES.flatMap((s) => SUBSTANCE_HABITS.map((h) => `${s} ${h}`)),
      'smoking', 'smoker', 'smokers', 'nonsmoker', 'non smoker', 'ex smoker', 'drinking', 'drinker', 'drinks',
      'ivdu', 'ivda', 'drug habit', 'smoking habit',
    ],
  },
  allergy: {
    terms: ['allergies', 'allergy', 'drug allergies', 'drug allergy', 'known allergies', 'known drug allergies', 'nkda', 'medication allergies', 'food allergies'],
  },
  'chronic-condition': { terms: CHRONIC_CONDITIONS, headerlessItemOnly: true },
  congenital: { terms: CONGENITAL_CONDITIONS },
  // In an adult's record an exanthem of childhood listed alone ("MEASLES.") is a past illness.
  'childhood-illness': {
    terms: [
      'measles', 'rubeola', 'german measles', 'rubella', 'mumps', 'chickenpox', 'chicken pox', 'varicella', 'scarlet fever',
      'rheumatic fever', 'polio', 'poliomyelitis', 'whooping cough', 'pertussis', 'diphtheria', 'childhood illnesses',
      'usual childhood illnesses', 'childhood diseases', 'usual childhood diseases', 'childhood asthma',
    ],
    headerlessItemOnly: true,
  },
};

/**
 * The default English ConText rule set, as plain data. The vocabulary follows the published
 * NegEx trigger list (Chapman et al. 2001, 2013), the ConText lexicon (Harkema et al. 2009) and
 * medspaCy's default context rules; scopes are in tokens (punctuation not counted).
 *
 * Reading guide: each rule's `description` gives the clinical sentence it is for. Literals are
 * matched case-insensitively on tokens, hyphens optional, a final plural accepted; `{number}`
 * is any number. Where rules overlap, the longest match wins, so a pseudo-trigger only has to
 * be longer than the cue it silences.
 */
export const defaultContextRuleData: readonly ContextRule[] = [
  // ---------------------------------------------------------------- negation, before the finding
  {
    id: 'neg-pre',
    literals: [
      'no', 'not', 'without', 'w/o', 'denies', 'denied', 'deny', 'denying', 'never', 'nor', 'neither',
      // Shorthand: "ø fever", "∅ chills", "s̄ edema" (s with a bar: sine, without).
      'ø', '∅', 's̄',
      'negative for', '-ve for', 'neg for', 'free of', 'absence of', 'absent', 'no evidence of', 'no evidence',
      // A test's verdict, which revises a label carried before it: "her CTA showed no coronary artery disease".
      'showed no', 'shows no', 'revealed no', 'demonstrated no',
      'no sign of', 'no signs of', 'no symptoms of', 'no suggestion of', 'no findings of', 'no findings to suggest', 'no features of',
      'no clinical features of',
      'no findings to indicate', 'no complaints of', 'without evidence of', 'without any evidence of',
      'without sign of', 'without signs of', 'without indication of', 'fails to reveal', 'failed to reveal',
      'not demonstrate', 'not reveal', 'not have', 'not had', 'not exhibit', 'not appreciate', 'not associated with',
      'not complain of', 'not consistent with', 'not support', 'not known to have', 'rules out', 'ruled out for', 'excludes',
      'rules him out', 'rules her out', 'ruled him out', 'ruled her out', 'ruled the patient out',
      'no longer', 'no known', 'unremarkable for',
      // The doubt itself denied: "there was no concern for Wernicke encephalopathy".
      'no concern for', 'no suspicion for', 'no suspicion of', 'not concerning for', 'no clinical concern for',
      // Before the substance, unlike the backward "enoxaparin not used": "has not used cocaine since 2019".
      'has not used', 'have not used', 'had not used',
      // The author's verdict on an earlier label: "he is no longer felt to have obesity hypoventilation syndrome".
      ...['felt', 'thought', 'considered', 'believed'].flatMap((v) => [`no longer ${v} to have`, `is no longer ${v} to have`, `no longer ${v} to be`]),
      // The receiving team's verdict on a label: "We do not agree with septic shock: ...".
      'do not agree with', 'does not agree with', 'did not agree with', 'disagree with', 'disagree with the diagnosis of',
      'not felt to be', 'not thought to be', 'felt not to be', 'not considered to be',
      // An attending's amendment of the resident's list: "please remove COPD exacerbation", "do not carry Pseudomonas".
      'please remove', 'please do not carry', 'do not carry', 'would not carry', 'should not carry', 'please do not list',
      'recommend removing', 'recommend remove', 'suggest removing', 'would remove',
      'low suspicion for', 'low suspicion of', 'low probability of', 'low likelihood of',
      ': no', ': denies', ': denied',
    ],
    category: 'negated-existence',
    direction: 'forward',
    maxScope: 12,
    wholeList: true,
    // "revealed no metastasis, a CT of the chest revealed possible [lung metastasis]": the nearer cue governs.
    terminatedBy: ['possible-existence'],
    description: 'Patient denies [chest pain, shortness of breath or palpitations]. No [clubbing, cyanosis or edema].',
  },
  {
    id: 'neg-post',
    literals: [
      'was ruled out', 'were ruled out', 'is ruled out', 'are ruled out', 'has been ruled out', 'have been ruled out',
      'had been ruled out', 'was excluded', 'were excluded', 'has been excluded', 'is excluded',
      'was negative', 'were negative', 'is negative', 'are negative', 'negative', 'neg', 'is absent',
      // A result written as a sign: "AF (-) on 6 days of monitoring", "BCx (-) x2".
      '(-)', '( - )', '(neg)', '(negative)', '-ve',
      // A culture or urinalysis result: "urine culture no growth", "UA bland".
      'no growth', 'no growth to date', 'no growth at {number} hours', 'no growth at {number} days', 'bland',
      'are absent', 'was absent', 'were absent', 'not seen', 'not identified', 'not visualized', 'not present',
      'not noted', 'not detected', 'not demonstrated', 'not appreciated', 'not found', 'not evident', 'not observed',
      'not elicited', 'not shown', 'is unlikely', 'was unlikely', 'are unlikely', 'unlikely', 'did not occur',
      'was not diagnosed', 'were not diagnosed', 'was never diagnosed', 'not supported', 'is not supported', 'was not supported',
      'not substantiated', 'was not substantiated', 'was not required', 'were not required',
      'was never required', 'were never required', 'was not needed', 'were not needed', 'was never needed',
      'were never needed', 'not met', 'are not met', 'is not met', 'were not met', 'was not met',
      // "COPD exacerbation - I do not agree with this diagnosis."
      'i do not agree with this diagnosis', 'do not agree with this diagnosis', 'i disagree with this diagnosis', 'disagree with this diagnosis',
      'i do not agree with that diagnosis', 'do not agree with that diagnosis', 'i would not carry that diagnosis', 'would not carry this diagnosis',
      'was not isolated', 'were not isolated', 'not isolated', 'did not grow', 'was not grown',
      // The team's conclusion after a differential: "A COPD exacerbation is therefore not felt to be present".
      'not felt to be present', 'not thought to be present', 'not felt to be the case', 'not felt to be contributing',
      'is removed as a diagnosis', 'was removed as a diagnosis', 'removed as a diagnosis', 'was removed from the problem list',
      'is removed from the problem list', 'removed from the problem list', 'be removed from the problem list', 'removed from problem list',
      // "A. Fib. not c/w his hx": not consistent with; "Pseudothrombocytopenia r/o'd": ruled out.
      'not c/w', "r/o'd", "r/o'ed", "r/o-ed",

      'be removed from his problem list', 'be removed from her problem list', 'removed from his problem list', 'removed from her problem list',
      'entered in error', 'was entered in error', 'listed in error', 'was listed in error', 'charted in error',
      'not indicated', 'is not indicated', 'was not indicated',
      // A measurement the study could not make: "RVSP could not be estimated (inadequate TR jet)".
      ...['could not be', 'cannot be', 'unable to be'].flatMap((could) => ['estimated', 'assessed', 'measured', 'calculated', 'quantified'].map((done) => `${could} ${done}`)),
      // "The ED note had queried type 2 MI; ... type 2 MI is not the diagnosis."
      'is not the diagnosis', 'was not the diagnosis', 'is not the correct diagnosis', 'was not the correct diagnosis',
      'not restarted', 'was not restarted', 'were not restarted', 'not resumed', 'was not resumed', 'were not resumed',
      // "Wernicke encephalopathy not suspected clinically."
      'not suspected', 'was not suspected', 'is not suspected', 'were not suspected', 'not clinically suspected',
      // A differential closed in one breath, its "but" no terminator: "SIADH was considered but excluded",
      // "pancreatitis was considered at presentation but ruled out".
      ...['was', 'were', 'was initially', 'were initially', 'initially', ''].flatMap((be) =>
        ['considered', 'entertained', 'suspected', 'raised'].flatMap((weighed) =>
          ['', 'initially', 'at presentation', 'on presentation', 'on admission', 'at admission', 'on arrival', 'in the ed'].flatMap((when) =>
            ['but excluded', 'but ruled out', 'and excluded', 'and ruled out', 'but felt unlikely', 'but thought unlikely'].map((closed) =>
              [be, weighed, when, closed].filter(Boolean).join(' '),
            ),
          ),
        ),
      ),
    ],
    category: 'negated-existence',
    direction: 'backward',
    maxScope: 5,
    description: '[Pulmonary embolism] was ruled out. Blood [cultures] were negative. [Pain] free. [Pneumonia] is unlikely. [Vasopressors] were never required.',
  },
  {
    // A work-up's result answers for what it looked for, named just before it ("infectious w/u neg"),
    // not for a list item before the comma ("demargination from DKA, infectious w/u neg").
    id: 'neg-post-workup',
    literals: ['w/u', 'workup', 'work up'].flatMap((w) =>
      ['neg', 'negative', 'was negative', 'is negative', 'unrevealing', 'was unrevealing', 'unremarkable', 'was unremarkable'].map((r) => `${w} ${r}`),
    ),
    category: 'negated-existence',
    direction: 'backward',
    maxScope: 3,
    stopsAtComma: true,
    description: 'Leukocytosis from DKA, [infectious] w/u neg. [Hypercoagulable] workup negative.',
  },
  {
    // "[Pain] free", "[seizure]-free": the word it is joined to, not a clause before a comma
    // ("temporal lobe [epilepsy] (TBI 2016), seizure-free for 2 years" keeps the epilepsy).
    id: 'neg-post-free',
    literals: ['free'],
    category: 'negated-existence',
    direction: 'backward',
    maxScope: 3,
    stopsAtComma: true,
    description: '[Pain] free. [Seizure]-free for two years.',
  },
  {
    // A verdict on a label reaches back over its bracketed detail: '#Morbid obesity (triage BMI
    // 40.4) - NOT accurate', 'the "current smoker" triage entry was an error'.
    id: 'neg-verdict-post',
    literals: [
      'was an error', 'is an error', 'was a charting error', 'was a documentation error', 'was erroneous', 'is erroneous',
      'is not correct', 'was not correct', 'not correct', 'is incorrect', 'was incorrect',
      'withdrawn', 'was withdrawn', 'is withdrawn', 'has been withdrawn', 'were withdrawn',
      'does not apply', 'no longer applies', 'not accurate', 'is not accurate', 'was not accurate', 'inaccurate', 'is inaccurate',
      // "The working diagnoses on Day 1 (gastroenteritis, COPD flare) were all revised."
      'were all revised', 'were all withdrawn', 'were all wrong', 'was revised to', 'were revised to', 'diagnosis was revised',
      // A label the values do not support: 'The "hyperlipidemia" carried over on her outside list is not borne out by these values'.
      'not borne out', 'is not borne out', 'was not borne out',
      // "The 'CKD 3a' entry on the PCP problem list is not supported by these values and was removed."
      'is not supported by these values', 'is not supported by the values', 'is not supported by her values', 'is not supported by his values',
      'not supported by these values', 'was removed from the problem list', 'has been removed from the problem list', 'and was removed',
    ],
    category: 'negated-existence',
    direction: 'backward',
    maxScope: 10,
    description: '#[Morbid obesity] (triage BMI 40.4) - NOT accurate. The imported "[CKD stage 4]" entry is not correct.',
  },
  {
    // A correction shouts its denial ("Correction to the H&P: the left heel is NOT a stage 3 ulcer"),
    // which revises what was written before (lib/criteria/evaluate.ts); a table's "NOT STARTED" does not.
    id: 'neg-emphatic',
    literals: ['is NOT', 'was NOT', 'are NOT', 'were NOT', 'does NOT', 'did NOT', 'NOT a', 'NOT an', 'NOT the'],
    category: 'negated-existence',
    direction: 'forward',
    maxScope: 8,
    caseSensitive: true,
    description: 'Correction: the left heel is NOT [a stage 3 ulcer].',
  },
  {
    // A label the work-up overturned: "autoimmune type 1 diabetes that had been misclassified as type 2".
    id: 'neg-misclassified',
    literals: ['misclassified as', 'misdiagnosed as', 'mislabeled as', 'mislabelled as', 'wrongly diagnosed as', 'incorrectly labeled as', 'incorrectly labelled as', 'incorrectly diagnosed as'],
    category: 'negated-existence',
    direction: 'forward',
    maxScope: 4,
    description: 'Autoimmune diabetes that had been misclassified as [type 2].',
  },
  {
    // A prescription never taken up reaches back over the medicine's dose and note.
    id: 'neg-never-started',
    literals: [
      'never started', 'was never started', 'were never started', 'never filled', 'was never filled', 'never picked up',
      // "Antibiotics were not started": the eICU's recommendation the bedside team declined.
      'was not started', 'were not started', 'not started',
    ],
    category: 'negated-existence',
    direction: 'backward',
    maxScope: 10,
    description: '[Lisinopril] 10 mg daily (blood pressure) - prescribed 11/2024, never started.',
  },
  {
    // A medicine put off is never started: "21:15 Diltiazem deferred because of hypotension" (one
    // "held" was being taken, and its holding is management). Only a treatment: a work-up
    // "deferred to the PCP" still names its condition.
    id: 'neg-treatment-deferred',
    literals: ['deferred', 'was deferred', 'were deferred'],
    category: 'negated-existence',
    direction: 'backward',
    maxScope: 3,
    allowedTypes: ['backing', 'tied-backing', 'active-treatment'],
    description: '[Diltiazem] deferred because of hypotension; amiodarone 150 mg IV given.',
  },
  {
    // A test that was never done: it is absent, but says nothing of what it would have shown, so
    // criteria read it apart from a negative result (lib/criteria/evaluate.ts, ruled-out).
    id: 'neg-not-done',
    literals: [
      'not checked', 'was not checked', 'were not checked', 'not ordered', 'was not ordered', 'were not ordered', 'not sent', 'was not sent',
      'were not sent', 'not drawn', 'was not drawn', 'were not drawn', 'not obtained', 'was not obtained', 'were not obtained', 'not performed',
      'was not performed', 'were not performed', 'not measured', 'was not measured', 'were not measured', 'never sent', 'never drawn',
      'never obtained', 'never checked', 'never measured', 'was never sent', 'were never sent', 'was never checked', 'were never checked',
      ...['been measured', 'been drawn', 'been sent', 'been checked', 'been obtained', 'been done', 'been performed'].flatMap((done) => [`not ${done}`, `never ${done}`]),
      'not done', 'was not done', 'were not done', 'never done', 'was never done', 'were never done',
      'not repeated', 'was not repeated', 'were not repeated',
      // A result that never came back, or a finding never shown: "BHB - not resulted", "ketosis was never documented".
      'not resulted', 'never resulted', 'was not resulted', 'had not resulted', 'never documented', 'was never documented', 'not documented', 'was not documented',
    ],
    category: 'negated-existence',
    direction: 'backward',
    maxScope: 5,
    description: '[TSH] not checked this admission. Blood [cultures] were not drawn. [Ketones] were never sent.',
  },
  {
    // A checklist's empty box: "[ ] new ischemic ECG changes   [x] supply/demand stressor".
    id: 'neg-unchecked-box',
    literals: ['[ ]', '[]', '( )', '\u2610', '\u2717', '\u2718'],
    category: 'negated-existence',
    direction: 'forward',
    maxScope: 6,
    description: 'Type 2 MI: [ ] rise/fall pattern [ ] [new ischemic ECG changes] [x] supply/demand stressor.',
  },
  {
    // A checked box ends the scope of the box before it.
    id: 'term-checked-box',
    literals: ['[ x ]', '[x]', '\u2611', '\u2612', '\u2713', '\u2714'],
    category: 'conjunction',
    direction: 'terminate',
    description: '[ ] lactate > 2 [x] [sepsis criteria met].',
  },
  {
    // Without "was": either side, one phrase ("[pressors] not needed", "she never needed [vasopressors]").
    id: 'neg-not-needed',
    literals: ['not required', 'never required', 'not needed', 'never needed'],
    category: 'negated-existence',
    direction: 'bidirectional',
    maxScope: 4,
    stopsAtComma: true,
    description: 'She never needed [vasopressors]. [Intubation] not required.',
  },
  {
    // What the patient or family turned down was not done: "her daughter declined a DNR order",
    // "refused dialysis". Bare "declined" is also a fall ("hemoglobin declined to 7.2"), so only
    // with who declined or what follows.
    id: 'neg-declined',
    literals: [
      'refused', 'refuses', 'refusing',
      ...['he', 'she', 'patient', 'pt', 'family', 'daughter', 'son', 'wife', 'husband', 'proxy', 'they'].flatMap((who) => [`${who} declined`, `${who} declines`]),
      ...['a', 'an', 'the', 'any', 'further', 'all'].flatMap((what) => [`declined ${what}`, `declines ${what}`]),
    ],
    category: 'negated-existence',
    direction: 'forward',
    maxScope: 6,
    description: 'Her daughter declined [a DNR order]. He refused [dialysis].',
  },
  {
    // Said before what was not needed, it runs through a list: "she did not require [BiPAP], [high-flow oxygen] or [ICU care]".
    id: 'neg-not-needed-list',
    literals: ['did not need', 'did not require', 'never received', 'did not receive', 'does not require', 'did not necessitate'],
    category: 'negated-existence',
    direction: 'forward',
    maxScope: 4,
    wholeList: true,
    description: 'She did not require [BiPAP], [high-flow oxygen] or [ICU care].',
  },
  {
    id: 'neg-ruled-out',
    literals: ['ruled out', 'excluded'],
    category: 'negated-existence',
    direction: 'bidirectional',
    maxScope: 4,
    // Without a verb the cue governs one phrase: "Chest pain, [MI] ruled out" keeps the chest pain.
    stopsAtComma: true,
    description: 'Serial enzymes ruled out [MI]. [MI] ruled out. Thrombocytopenia, [HIT] excluded. ("was ruled out" is the longer, backward cue.)',
  },
  {
    id: 'neg-alternative',
    literals: ['rather than', 'instead of', 'as opposed to'],
    category: 'negated-existence',
    direction: 'forward',
    maxScope: 5,
    stopsAtComma: true,
    description: 'Felt to be aspiration pneumonitis rather than [bacterial pneumonia]. Viral instead of [bacterial] infection.',
  },
  {
    id: 'neg-none',
    literals: ['none'],
    category: 'negated-existence',
    direction: 'bidirectional',
    maxScope: 3,
    description: '[Fever]: none. [Complications]: none. None [mitral regurgitation].',
  },
  {
    id: 'neg-post-colon',
    // A template's field answered "N/A" or "not applicable": "Vasopressors: N/A".
    literals: [
      ': no', ': denies', ': denied', ': negative', ': neg', ': absent', ': n/a', ': not applicable', ': none given', ': none',
      // A problem label answered by its criteria: "#HHS: does not meet criteria - effective osmolality 286".
      ': does not meet criteria', ': did not meet criteria', ': does not meet the criteria', ': did not meet the criteria', ': criteria not met',
    ],
    category: 'negated-existence',
    direction: 'backward',
    maxScope: 3,
    description: '[Chest pain]: denies. [Cultures]: negative. (The same cue also negates forward through neg-pre.)',
  },
  {
    // A count of none: "A. Fib. episodes: 0", "Pressors x0", "Falls: nil".
    id: 'neg-zero-count',
    literals: [': {zero}', ': zero', ': nil', 'nil', 'x0', 'x {zero}', '= {zero}', 'episodes: none', 'episodes: nil'],
    category: 'negated-existence',
    direction: 'backward',
    // "AF/atrial flutter episodes: 0" reaches back over the count's name.
    maxScope: 5,
    description: '[A. Fib.] episodes: 0. [Pressors] x0. [Falls]: nil.',
  },
  {
    id: 'neg-zero-count-forward',
    literals: ['{zero} episodes of', 'zero episodes of', 'no episodes of', '{zero} instances of', 'zero instances of', '{zero} units of', 'zero units of'],
    category: 'negated-existence',
    direction: 'forward',
    maxScope: 4,
    description: '0 episodes of [hypoglycemia]. Zero units of [packed red cells].',
  },
  {
    id: 'neg-post-not-seen-forward',
    literals: ['not see', 'did not see', 'do not see', 'not identify', 'did not identify', 'not notice', 'did not notice'],
    category: 'negated-existence',
    direction: 'forward',
    maxScope: 8,
    description: 'I did not see [any mass]. The witnesses did not notice [any seizure activity].',
  },
  // ---------------------------------------------------------------- uncertainty
  {
    // A work-up names what it looks for, not what it found; the answer follows ("evaluated for TTP:
    // ADAMTS13 62%, TTP excluded"). Short, so "the workup for this included a CT" leaves the CT alone.
    id: 'unc-workup-for',
    literals: [
      'evaluated for', 'workup for', 'work up for', 'worked up for', 'screened for', 'assessed for', 'tested for',
      // A specimen sent for an answer: "gastric biopsies taken for H. pylori".
      'biopsies taken for', 'biopsy taken for', 'biopsied for', 'specimens sent for', 'specimen sent for', 'sent for',
    ],
    category: 'possible-existence',
    direction: 'forward',
    maxScope: 4,
    stopsAtComma: true,
    description: 'She was evaluated for [TTP]. Screened for [HIT] with a 4T score of 2.',
  },
  {
    id: 'unc-pre',
    literals: [
      'possible', 'possibly', 'probable', 'probably', 'likely', 'most likely', 'questionable', 'question of',
      'suspected', 'suspect', 'suspicious for', 'suspicion for', 'suspicion of', 'concern for', 'concerning for',
      'concerned for', 'concerned about', 'worried about', 'worried for',
      'worrisome for', 'rule out', 'r/o', 'rule him out', 'rule her out', 'rule the patient out', 'to rule out',
      'rule out for', 'evaluate for', 'evaluation for', 'eval for', 'cannot exclude', 'cannot rule out', 'not rule out', 'did not rule out', 'could not rule out', 'could not exclude',
      // A label deferred, not denied: "I would not assign a CKD stage until repeat testing in 3 months".
      'would not assign a', 'would not assign', 'will not assign a', 'not yet assign a', 'cannot assign a', 'unable to assign a', 'defer assigning a',
      'unable to exclude', 'unable to rule out', 'differential includes',
      // Neither way: "we were never able to confirm or exclude DKA" (the work-up was not done).
      'confirm or exclude', 'confirm or rule out', 'confirm nor exclude', 'confirm nor rule out', 'never able to confirm or exclude',
      'never able to confirm or rule out', 'not able to confirm or exclude', 'unable to confirm or exclude', 'could not confirm or exclude',
      'could neither confirm nor exclude', 'neither confirm nor exclude',
      // A consultant who could not confirm it leaves it open: "unable to confirm atrial fibrillation without a tracing".
      'unable to confirm', 'could not confirm', 'cannot confirm', 'not able to confirm', 'were unable to confirm', 'was unable to confirm',
      // Graded doubt: "not inconsistent with pneumonia", "sinus rhythm does not exclude paroxysmal AF".
      'not inconsistent with', 'does not exclude', 'did not exclude', 'do not exclude', 'does not rule out',
      'may have', 'might have', 'could have', 'may well have', 'may have underlying', 'might have underlying', 'may also have', 'may be developing',
      'differential diagnosis includes', 'differential diagnosis of', 'may represent', 'could represent',
      'may reflect', 'might represent', 'suggestive of', 'presumed', 'presumably', 'equivocal for', 'not certain if',
      'not certain whether', 'not certain', 'uncertain if', 'unclear if', 'unclear whether', 'query',
      // The author unable to decide is doubt, not denial: "I cannot tell whether she met sepsis criteria".
      'cannot tell whether', 'cannot tell if', "can't tell whether", "can't tell if", 'cannot say whether', 'cannot say if',
      'cannot determine whether', 'cannot determine if', 'unable to determine whether', 'unable to determine if',
      'unable to tell whether', 'unable to say whether', 'not possible to determine whether', 'not possible to say whether',
      'whether this was', 'whether this is', 'whether it was', 'whether this represents', 'whether this represented',
      'queried', 'team queried', 'we queried',
      // A documentation query asks; the answer, not the question, documents: "Please clarify whether COPD ... was present".
      'clarify whether', 'clarify if', 'please clarify whether', 'please clarify if', 'indicate whether', 'document whether', 'please document whether',
      // The first impression, later revised: "dyspnea initially attributed to RLL pneumonia; CT showed ...".
      'initially attributed to', 'initially thought to be', 'initially felt to be', 'initially thought due to', 'initially felt due to',
      'originally attributed to', 'originally thought to be', 'at first attributed to', 'at first thought to be',
      // A working diagnosis is the one acted on until it is confirmed or withdrawn.
      'working diagnosis of', 'working diagnosis:', 'working diagnosis is', 'working diagnosis was', 'provisional diagnosis of',
      'working label of', 'working label was', 'provisional label of',
    ],
    category: 'possible-existence',
    direction: 'forward',
    maxScope: 8,
    description: 'Possible [pneumonia]. R/o [MI]. Concern for [sepsis]. Cannot exclude [pulmonary embolism].',
  },
  {
    id: 'unc-post',
    literals: [
      'is possible', 'is probable', 'is likely', 'is suspected', 'was suspected', 'are suspected',
      'cannot be excluded', 'cannot be ruled out', 'could not be ruled out', 'could not be excluded', 'can not be excluded',
      'can not be ruled out', 'may not be excluded', 'not ruled out', 'not been ruled out', 'not being ruled out', 'not excluded', 'not been excluded',
      'be ruled out', 'being ruled out', 'to be ruled out', 'should be ruled out', 'must be ruled out',
      // A step still to take: "sacral osteomyelitis must be excluded".
      'must be excluded', 'should be excluded', 'needs to be excluded', 'need to be excluded', 'to be excluded', 'has to be excluded',
      'is questionable', 'is not excluded', 'versus', 'vs', '?',
      'was the working diagnosis', 'is the working diagnosis', 'as the working diagnosis', 'as a working diagnosis',
      'remains uncertain', 'remained uncertain', 'remains unclear', 'remained unclear', 'is uncertain', 'was uncertain', 'is unclear', 'was unclear',
      'could not be confirmed', 'could not be confirmed or excluded', 'was not confirmed', 'were not confirmed', 'not confirmed', 'never confirmed',
      'neither confirmed nor excluded', 'remains unconfirmed', 'unconfirmed', 'queried', 'was queried', 'queried on admission',
      // Another's finding the team did not reproduce: "The facility staged this wound as stage 4, which we did not confirm."
      // Said in a relative clause, whose "which" otherwise ends the scope.
      'did not confirm', 'could not confirm', 'unable to confirm', 'were unable to confirm', 'was unable to confirm',
      'which we did not confirm', 'which we could not confirm', 'which was not confirmed', 'which could not be confirmed', 'which was never confirmed',
      // A template's field answered "unknown": "Tobacco use: unknown".
      ': unknown', ': unk', ': not known',
      // A differential's graded doubt: "Type 1 NSTEMI from plaque rupture: less likely, about 15%".
      'less likely', 'is less likely', 'was less likely', 'felt less likely', 'thought less likely', 'considered less likely', 'much less likely',
      '{number}% likely', '{number} % likely', '{number}% probability', '{number}% probable',
    ],
    category: 'possible-existence',
    direction: 'backward',
    maxScope: 5,
    description: '[Pulmonary embolism] cannot be excluded. [Pneumonia] is not ruled out. [Atelectasis] versus [pneumonia].',
  },
  {
    id: 'unc-question',
    literals: ['question', 'questioned'],
    category: 'possible-existence',
    direction: 'backward',
    maxScope: 2,
    description: '5. [Diabetes] question: the patient states she is "borderline". [Sepsis] question: the ED flagged a screen.',
  },
  {
    // A differential's candidate, whatever it came to: "Bipolar spectrum illness was considered given the referral question".
    id: 'unc-was-considered',
    literals: ['was considered', 'were considered', 'is being considered', 'was entertained', 'was raised as a possibility'],
    category: 'possible-existence',
    direction: 'backward',
    maxScope: 5,
    description: '[Bipolar spectrum illness] was considered given the referral question and was ruled out on history.',
  },
  {
    // A screen looks for the condition; its result is what the note goes on to say: "#8 Neuropathy
    // screen - monofilament and vibration intact".
    id: 'unc-screen',
    literals: ['screen', 'screening'],
    category: 'possible-existence',
    direction: 'backward',
    maxScope: 1,
    description: '#8 [Neuropathy] screen: monofilament intact. [Depression] screening with the PHQ-9.',
  },
  {
    // A question put to the team is no finding: "Her daughter asked whether she has dementia".
    id: 'unc-asked-whether',
    literals: ['asked', 'asks', 'wondered', 'wonders', 'inquired', 'enquired', 'questioned', 'wanted to know'].flatMap((asked) => [`${asked} whether`, `${asked} if`]),
    category: 'possible-existence',
    direction: 'forward',
    maxScope: 8,
    description: 'Her daughter asked whether she has [dementia]. The family wondered if he had [a stroke].',
  },
  {
    // A test still out names what it looks for; the result, not the order, would say it is there.
    // Only a test written after its target ("HCV RNA pending"): "continued pending cultures" and
    // "PF4 antibody sent (pending)" are orders, which back a work-up whatever they show.
    id: 'unc-pending',
    literals: PENDING_TESTS.flatMap((test) => PENDING_WORDS.map((pending) => `${test} ${pending}`)),
    category: 'possible-existence',
    direction: 'backward',
    maxScope: 4,
    stopsAtComma: true,
    // "CBC and chemistry panel are pending": a test sent is management, whatever it shows.
    excludedTypes: ['backing', 'tied-backing', 'active-treatment'],
    description: '[HCV] RNA pending at discharge. [H. pylori] stain PENDING. [C. difficile] PCR pending.',
  },
  {
    // Empiric antibiotics name what they cover, not what was found.
    id: 'unc-coverage',
    literals: ['coverage', 'empiric coverage', 'empirical coverage', 'was covered', 'were covered', 'was covered empirically', 'were covered empirically', 'covered empirically'],
    category: 'possible-existence',
    direction: 'backward',
    maxScope: 4,
    stopsAtComma: true,
    description: 'Vancomycin and cefepime for [MRSA and Pseudomonas] coverage (treated as a possibility, not found).',
  },
  {
    id: 'unc-coverage-forward',
    literals: ['coverage for', 'coverage of', 'to cover', 'to cover for', 'cover for', 'empirically cover', 'empiric coverage for'],
    category: 'possible-existence',
    direction: 'forward',
    maxScope: 4,
    stopsAtComma: true,
    description: 'Vancomycin added for coverage of [MRSA]. Broadened to cover [Pseudomonas].',
  },
  {
    id: 'unc-versus-forward',
    literals: ['versus', 'vs', 'or possibly'],
    category: 'possible-existence',
    direction: 'forward',
    maxScope: 4,
    description: 'Atelectasis versus [pneumonia].',
  },
  // ---------------------------------------------------------------- pseudo-triggers (look like cues, are not)
  {
    id: 'pseudo-negation',
    literals: [
      // "No further troponin was drawn": the test was not repeated, which says nothing of its result.
      ...['no further', 'no repeat', 'no additional', 'no subsequent', 'no follow-up', 'no follow up'].flatMap((lead) =>
        ['troponin', 'troponins', 'troponin level', 'troponin was drawn'].map((test) => `${lead} ${test}`),
      ),
      // "New RLL opacity, not present on the 03/2025 film": absent before, so new now.
      'not present on the {number}', 'not seen on the {number}', 'not present on {number}', 'not seen on {number}', 'not present on the prior', 'not present on prior', 'not present on the previous',
      'not present on previous', 'not seen on the prior', 'not seen on prior', 'not seen on the previous', 'not present on the last',
      'not present previously', 'not previously present', 'not previously seen', 'not seen previously',
      // Present-on-admission status, not a denial: "Thrombocytopenia, new this admission (not present on admission)".
      'not present on admission', 'not present at admission', 'not present on arrival', 'not present at arrival', 'not poa',
      // "... not present on the admission skin assessment": found later in the stay.
      'not present on the admission', 'not present on the initial', 'not present on initial',
      'no increase', 'no significant change', 'no change', 'no interval change', 'no definite change',
      'no suspicious change', 'no significant interval change', 'no change in size', 'no change in the size',
      'not extend', 'not cause', 'not drain', 'not only', 'not necessarily', 'without difficulty', 'without any difficulty',
      'without complication', 'without complications', 'without incident', 'gram negative', 'gram negative rods',
      'negative predictive', 'not limited to', 'no further workup', 'whether or not', 'if not',
      'free water', 'free air', 'free fluid', 'free wall', 'free flow', 'free flowing', 'free t4', 'free thyroxine',
      'free text', 'sugar free', 'not to exceed', 'does not exceed',
      'without change', 'without significant change', 'without interval change', 'negative deflection',
      'negative pressure', 'negative inotropic',
      // A blank in a template is silence, not a denial: "Clinical indicators: none entered".
      'none entered', 'none documented', 'none listed', 'none recorded', 'none charted',
      // What did not help the symptom, not its absence: "tried multiple agents with no relief of the diarrhea".
      'no relief', 'no relief of', 'no relief from', 'without relief', 'without relief of', 'without relief from', 'little relief', 'minimal relief',
      // Left alone, not denied: "Carried on PCP problem list, not addressed this admission: GERD".
      'not addressed',
      // Double negation affirms: "a glucose below 250 does not argue against DKA", "not without risk of".
      'does not argue against', 'did not argue against', 'do not argue against', 'not argue against', 'not without',
      // An instruction about a medicine, whose bracket gives the reason: "empagliflozin STOPPED - do not restart (euglycemic DKA)".
      'do not restart', 'do not resume', 'do not take', 'do not give', 'do not use', 'not to be restarted', 'should not be restarted',
      'never restart', 'never resume',
      // "none" as a quantifier over the things just named: "multiple gallstones (none impacted)".
      ...['impacted', 'obstructing', 'obstructive', 'occlusive', 'displaced', 'enlarged', 'calcified', 'acute', 'bleeding', 'actively bleeding', 'larger', 'greater',
        'measuring', 'exceeding', 'over', 'above', 'with', 'of which', 'of them', 'of these', 'of the'].map((what) => `none ${what}`),
      // A positive written in shorthand: "+ve for MRSA", "probe-to-bone +ve" (the "ve" of "-ve" denies).
      '+ve for', '+ve', '+ ve',
    ],
    category: 'negated-existence',
    direction: 'pseudo',
    description: 'No increase in [the effusion] (the effusion is present). Gram negative [bacteremia]. RV free wall.',
  },
  // ---------------------------------------------------------------- historical
  {
    id: 'hist-history-of',
    literals: [
      'history of', 'hx of', 'h/o', 'past history of', 'past medical history of', 'past medical history',
      'medical history of', 'medical history', 'past history', 'pmh', 'pmhx', 'psh', 'past surgical history',
      'remote history of', 'known history of', 'long history of', 'previous diagnosis of', 'prior diagnosis of',
      'personal history of', 'comorbidities', 'comorbidities include', 'comorbidities including',
      'medical problems including', 'medical problems include', 'chronic medical problems',
      // A history named by its kind, and the phrases that open a history list without "of".
      'cardiac history', 'surgical history', 'psychiatric history', 'oncologic history', 'oncological history',
      'prior medical history', 'previous medical history', 'history significant for', 'history is significant for',
      'history was significant for', 'history notable for', 'history is notable for', 'history remarkable for',
      'history is remarkable for', 'history positive for', 'history is positive for', 'history includes',
      'history including', 'history include',
    ],
    category: 'historical',
    direction: 'forward',
    terminatedBy: ['current'],
    description: 'History of [DVT, atrial fibrillation and hypertension] who presents with chest pain (a list runs to the terminator).',
  },
  {
    id: 'hist-pre',
    literals: [
      'prior', 'previous', 'previously', 'remote', 'status post', 's/p', 'known', 'longstanding', 'long-standing',
      'old', 'former', 'childhood', 'since childhood', 'pre-existing', 'preexisting', 'born with',
      // Shorthand for "history of" in a list: "10. Hx breast cancer", "hx DVT".
      'hx',
    ],
    category: 'historical',
    direction: 'forward',
    maxScope: 5,
    terminatedBy: ['current'],
    description: 'S/p [CABG]. Prior [stroke]. Known [chronic kidney disease]. Old [rib fracture].',
  },
  {
    // A problem list's status prefix: "HISTORICAL: Depression, treated with sertraline 2016-2019; no current therapy".
    id: 'hist-status-label',
    literals: ['historical:', 'historical :', 'history only:', 'inactive:', 'inactive problem:', 'past problem:', 'remote:'],
    category: 'historical',
    direction: 'forward',
    governsLabel: true,
    terminatedBy: ['current'],
    description: 'HISTORICAL: [Depression], treated with [sertraline] 2016-2019; no current therapy.',
  },
  {
    // Earlier episodes counted or denied: "She has had no DKA admission since adolescence".
    id: 'hist-episodes-since',
    literals: ['admission since', 'admissions since', 'hospitalization since', 'hospitalizations since', 'episode since', 'episodes since', 'admissions in the past', 'episodes in the past'],
    category: 'historical',
    direction: 'backward',
    maxScope: 3,
    description: 'She has had no [DKA] admission since adolescence.',
  },
  {
    // A home medicine the patient no longer takes: not this stay's treatment.
    id: 'hist-med-not-taken',
    literals: [
      'stopped taking it', 'stopped taking them', 'quit taking it', 'quit taking them', 'no longer takes it', 'no longer taking it',
      'has not taken it', 'had not taken it', 'not taking it', 'self discontinued', 'self-discontinued', 'no fills since', 'not taken since',
      // A reconciliation remark: "nicotine patch (on outside list) -- not in use: patient quit smoking".
      'not in use', 'no longer in use',
      // Stopped in a past year: "metformin was stopped in 2023 after weight loss".
      'was stopped in {number}', 'were stopped in {number}', 'was discontinued in {number}', 'were discontinued in {number}', 'stopped in {number}',
      'discontinued in {number}',
      // Stopped by another prescriber before the stay: "Statin stopped by her PCP in 2023 for myalgias".
      ...['stopped', 'discontinued'].flatMap((verb) =>
        ['her pcp', 'his pcp', 'the pcp', 'her cardiologist', 'his cardiologist', 'her primary care', 'his primary care', 'ep', 'electrophysiology', 'cardiology'].map((who) => `${verb} by ${who}`),
      ),
    ],
    category: 'historical',
    direction: 'backward',
    maxScope: 8,
    description: '[Atorvastatin] 20 mg nightly - patient stopped taking it in 2023 because of leg aches.',
  },
  {
    id: 'hist-med-not-taken-forward',
    literals: [
      'stopped taking', 'quit taking', 'no longer takes', 'no longer taking', 'has not taken', 'had not taken', 'has not been taking', 'had not been taking',
      // The patient's own stop before the stay ("he stopped omeprazole and sertraline a while ago"), not the team's.
      'he stopped', 'she stopped', 'he had stopped', 'she had stopped', 'he has stopped', 'she has stopped', 'patient stopped', 'pt stopped',
      // Another prescriber's stop, before the stay: "in 2022 her PCP stopped lisinopril after she lost weight".
      ...['her pcp', 'his pcp', 'her cardiologist', 'his cardiologist', 'her primary care physician', 'his primary care physician'].flatMap((who) => [`${who} stopped`, `${who} discontinued`]),
    ],
    category: 'historical',
    direction: 'forward',
    maxScope: 4,
    stopsAtComma: true,
    description: 'He stopped taking [metoprolol] a month ago.',
  },
  {
    id: 'hist-med-rec-stopped',
    literals: ['STOPPED', 'DISCONTINUED', 'DEPRESCRIBED', 'REMOVED', 'STOP', 'NOT RESTARTED', 'NOT RESUMED', 'NOT TAKING'],
    category: 'historical',
    direction: 'backward',
    maxScope: 10,
    // Capitals only: a reconciliation table's action column, not "lisinopril was stopped for the AKI" (management).
    caseSensitive: true,
    description: '| [Omeprazole 20 mg daily] | STOPPED (deprescribed) | ... (a medicine taken before, not this stay).',
  },
  {
    // An order never carried out: "The KCl 40 mEq ordered for hypokalemia on 04/15 was discontinued by pharmacy before administration".
    id: 'neg-order-not-given',
    literals: [
      'before administration', 'before it was given', 'before it could be given', 'was never given', 'were never given', 'never given', 'was not administered', 'were not administered', 'never administered',
      // After the medicine, not before what follows: "weight-based enoxaparin not used (on apixaban)".
      'not used', 'was not used', 'were not used', 'not given', 'was not given', 'were not given',
    ],
    category: 'negated-existence',
    direction: 'backward',
    maxScope: 14,
    description: 'The [KCl] 40 mEq ordered on 04/15 was discontinued by pharmacy before administration.',
  },
  {
    // A label the patient no longer has: "She carried a diagnosis of hypertension until 2022".
    id: 'hist-carried-until',
    literals: ['carried a diagnosis of', 'carried the diagnosis of', 'carried a label of', 'carried the label of'],
    category: 'historical',
    direction: 'forward',
    maxScope: 6,
    description: 'She carried a diagnosis of [hypertension] until 2022, when her PCP stopped lisinopril.',
  },
  {
    // A habit that ended in a named year: what the clause before says of it is history.
    id: 'hist-habit-quit',
    literals: ['quit in {number}', 'quit {number}', 'quit at age {number}', 'quit smoking in {number}', 'quit drinking in {number}'],
    category: 'historical',
    direction: 'backward',
    maxScope: 10,
    description: 'Tobacco: smoked [1 pack/day] for 30 years, quit in 2004.',
  },
  {
    id: 'hist-post',
    literals: [
      'in the past', 'years ago', 'year ago', 'months ago', 'in childhood', 'as a child', 'history',
      'previously', 'in remote past', 'in the remote past', 'in the distant past', 'in distant past', 'long ago',
      'a long time ago', 'remotely', 'at that time', 'decades ago', 'decade ago',
    ],
    category: 'historical',
    direction: 'backward',
    maxScope: 12,
    description:
      '[Diverticulitis] in the past. [Appendectomy] years ago. A diagnosis of [leukemia] was made at that time.',
  },
  {
    // Dated by a year, the finding began before this stay; whether it is over the year does not say
    // ("diagnosed in 2019 with lymphoma", now on rituximab).
    id: 'hist-dated-year',
    literals: [
      'in {year}', 'back in {year}', 'circa {year}', 'around {year}', 'during {year}', 'in early {year}', 'in late {year}', 'in mid {year}',
      ...[...MONTH_NAMES, ...MONTH_ABBREVIATIONS].flatMap((month) => [`in ${month} {year}`, `in ${month} of {year}`]),
    ],
    category: 'historical',
    direction: 'bidirectional',
    maxScope: 8,
    stopsAtComma: true,
    terminatedBy: ['current'],
    datesOnset: true,
    description: 'He had a [myocardial infarction] in 1998. In March 2012 she underwent [cholecystectomy].',
  },
  {
    // Present since a year or a time of life: began before the stay and is still there.
    id: 'hist-since-onset',
    literals: [
      'since {year}', 'since birth', 'since infancy', 'since adolescence', 'since early childhood', 'since his teens', 'since her teens',
      'since age {number}', 'since the age of {number}',
    ],
    category: 'historical',
    direction: 'backward',
    maxScope: 8,
    stopsAtComma: true,
    datesOnset: true,
    description: 'On hemodialysis for [end-stage renal disease] since 2003.',
  },
  {
    // Dated back from now, and what it was for: "hospitalized two months ago for CHF exacerbation",
    // "diagnosed two years ago with breast cancer" (which may still be under treatment).
    id: 'hist-ago-for',
    literals: ['years ago', 'year ago', 'months ago', 'month ago', 'decades ago', 'last year', 'the previous year'].flatMap((when) => [`${when} for`, `${when} with`]),
    category: 'historical',
    direction: 'bidirectional',
    maxScope: 8,
    stopsAtComma: true,
    terminatedBy: ['current'],
    datesOnset: true,
    description: 'He was hospitalized two months ago for [CHF exacerbation].',
  },
  {
    id: 'hist-post-trailing',
    literals: ['history of', 'hx of', 'h/o', 'history only'],
    category: 'historical',
    direction: 'backward',
    endsSentence: true,
    maxScope: 6,
    description: 'Discharge diagnoses: 5. [hyponatremia] history of. [DVT], h/o.',
  },
  {
    id: 'hist-risk-factors',
    literals: [
      'risk factors include', 'risk factors including', 'risk factors are', 'risk factors of', 'risk factors significant for',
      'risk factors notable for', 'risk factors such as', 'risk factor of',
    ],
    category: 'historical',
    direction: 'forward',
    maxScope: 8,
    terminatedBy: ['current'],
    description:
      'Given his cardiac risk factors including [smoking and hyperlipidemia] (a risk factor is a standing condition, like a "RISK FACTORS:" section).',
  },
  {
    id: 'hist-prior-encounters',
    literals: [
      'admitted frequently for', 'frequently admitted for', 'admitted repeatedly for', 'repeatedly admitted for',
      'admitted quite frequently for', 'admitted very frequently for', 'hospitalized frequently for', 'frequently hospitalized for',
      'admitted multiple times for', 'admitted several times for', 'multiple admissions for', 'frequent admissions for',
      'recurrent admissions for', 'repeated admissions for', 'multiple hospitalizations for', 'frequent hospitalizations for',
      'recurrent hospitalizations for', 'prior admissions for', 'previous admissions for', 'prior admission for',
      'previous admission for', 'prior hospitalizations for', 'previous hospitalizations for', 'prior hospitalization for',
      'previous hospitalization for', 'previously admitted for', 'previously hospitalized for', 'last admission for',
      'last hospitalization for',
    ],
    category: 'historical',
    direction: 'forward',
    maxScope: 8,
    terminatedBy: ['current'],
    description:
      'Multiple admissions for [pancreatitis] (earlier encounters for the condition put its onset before this one).',
  },
  {
    // What an earlier study found, told at length: "see also previous marrow report indicating probable
    // subtle involvement by a lymphoproliferative process" (hist-pre's "previous" reaches five words).
    id: 'hist-earlier-study-finding',
    literals: ['prior', 'previous', 'earlier', 'outside'].flatMap((when) =>
      ['report', 'study', 'biopsy', 'marrow report', 'marrow biopsy', 'pathology report', 'imaging', 'scan', 'ct', 'mri', 'echo', 'echocardiogram', 'ultrasound', 'angiogram', 'endoscopy'].flatMap((study) =>
        ['indicating', 'showing', 'showed', 'which showed', 'demonstrating', 'demonstrated', 'revealing', 'revealed'].map((found) => `${when} ${study} ${found}`),
      ),
    ),
    category: 'historical',
    direction: 'forward',
    maxScope: 10,
    terminatedBy: ['current'],
    description: 'See also previous marrow report indicating probable subtle involvement by a [B-cell lymphoproliferative process].',
  },
  {
    id: 'hist-prior-stay',
    literals: [
      'prior stay', 'previous stay', 'last stay', 'prior admission', 'previous admission', 'last admission', 'last admit',
      'prior admit', 'prior hospitalization', 'previous hospitalization', 'last hospitalization', 'index admission',
      'index hospitalization', 'during the last admission', 'on last admission', 'at last discharge', 'since last discharge',
      // A readmission's recap that points back without a date: "That stay was for ...", "That illness was complicated by ...".
      'earlier stay', 'the earlier stay', 'recap of the earlier stay', 'that stay', 'that admission', 'that hospitalization', 'that illness',
      'during that stay', 'during that admission', 'during that illness', 'on the previous admission', 'at the previous admission',
      // A stay named by its month: "At her March 2025 admission she was treated for ...", "He was
      // admitted in October 2024 with ..." (this stay is written with its day: "admitted on 01/20").
      ...monthNamedStays(),
      // ... or by its year: "carries 'chronic hyponatremia' from his 2024 admission".
      ...['his', 'her', 'their', 'the', 'a'].flatMap((owner) => ['admission', 'stay', 'hospitalization', 'hospitalisation'].map((stay) => `${owner} {number} ${stay}`)),
      // ... or its month and year, shortened: "carried fwd from 03/2025 adm (hypoglycemia w/ confusion)".
      ...['admission', 'adm', 'admit', 'stay', 'hospitalization'].map((stay) => `from {number} ${stay}`),
      'that discharge', 'at the time of that discharge', 'prior discharge', 'previous discharge', 'since the prior discharge',
    ],
    category: 'historical',
    direction: 'bidirectional',
    maxScope: 12,
    governsLabel: true,
    terminatedBy: ['current'],
    description:
      'Prior stay 03/18-03/24: [RLL pneumonia] treated; [hyponatremia] to 128, corrected with [NS]. [ABLA] was last admit, resolved.',
  },
  {
    id: 'hist-prior-visit',
    literals: [
      'pre-admission data', 'pre-admission labs', 'pre-admission bmp', 'pre-admission values', 'outpatient labs', 'outpatient bmp',
      'outpatient cmp', 'outpatient values', 'clinic labs', 'pcp labs', 'last pcp visit', 'last clinic visit', 'last office visit',
      'recent pcp visit', 'recent clinic visit', 'at her pcp visit', 'at his pcp visit', 'at a pcp visit', 'at the pcp visit',
      'pcp visit on', 'clinic visit on', 'office visit on',
      // A visit named by its month: "at the March 2025 pre-op clinic visit, weight 150.6 kg, BMI 52.1".
      ...monthNamedVisits(),
      // ... or by its clinic, dated or not: "At her 04/22/2025 nephrology visit her sodium was 128".
      ...specialtyVisits(),
      // Labs from the nursing facility the patient lives in, before this admission. A transferring
      // hospital's values are the same acute episode and stay this stay's.
      'snf labs', 'nursing home labs', 'facility labs', 'drawn at snf', 'drawn at the snf', 'drawn at the nursing home', 'drawn at the facility',
    ],
    category: 'historical',
    direction: 'bidirectional',
    maxScope: 10,
    governsLabel: true,
    terminatedBy: ['current'],
    description: 'Pre-admission data: PCP visit 11/18 - [K 3.2] on chlorthalidone; PCP started [KCl]. SNF labs (drawn at SNF 02/17): [plt 84] (values from before this stay).',
  },
  {
    id: 'hist-prior-stay-recap',
    literals: [
      'after discharge (', 'after d/c (', 'after dc (', 'after discharge from', 'since discharge from',
      // A stay named by its month, and what it was for: "admitted in January for an HF exacerbation (diuresed 6 L)".
      ...MONTH_NAMES.flatMap((month) => ['admitted', 'hospitalized', 'hospitalised'].flatMap((verb) => [`${verb} in ${month} for`, `${verb} in ${month} with`])),
    ],
    category: 'historical',
    direction: 'forward',
    terminatedBy: ['current'],
    description:
      'Readmitted 10 days after d/c (3/13-3/23: hip fracture c/b [acute blood loss anemia], 2u [prbc]). Admitted in January for an [HF exacerbation] ([diuresed] 6 L).',
  },
  {
    id: 'hist-onset-age',
    literals: ['at age {number}', 'at the age of {number}', 'at {number} years of age', 'at age of {number}'],
    category: 'historical',
    direction: 'bidirectional',
    maxScope: 6,
    terminatedBy: ['current'],
    description: 'Diagnosed with [type 1 diabetes] at age 12. At the age of 30 she had [a pulmonary embolism].',
  },
  {
    id: 'hist-family-history',
    literals: ['family history of', 'family history', 'family hx', 'fhx', 'fh of'],
    category: 'historical',
    direction: 'forward',
    description: 'Family history of [colon cancer] (a family history is a history).',
  },
  {
    id: 'pseudo-historical',
    literals: [
      'history of present illness', 'history of the present illness', 'history of presenting illness',
      'history and physical', 'history & physical', 'history taking', 'history obtained', 'history was obtained',
      'history from', 'social history', 'brief history', 'clinical history', 'hx obtained', 'hx from', 'social hx', 'hx and physical',
      'hx & physical', 'hx of present illness',
      // A record searched, not the condition's past: "levothyroxine, confirmed against his pharmacy fill history".
      'fill history', 'refill history', 'pharmacy fill history', 'dispensing history', 'medication history', 'prescription history',
      '{number} day history', 'day history', 'days history', '{number} week history', 'week history', 'weeks history',
      'month history', 'months history', 'hour history', 'hours history', 'year history of', 'years history of',
      'prior to', 'prior to admission', 'previous study', 'previous studies', 'prior study', 'prior studies',
      'prior exam', 'previous exam', 'prior examination', 'previous examination', 'prior film', 'previous film',
      'prior films', 'compared to prior', 'compared with prior', 'compared to previous', 'compared with the prior',
      'from prior', 'since prior', 'old records', 'previous records', 'prior records', 'old chart',
      'years old', 'year old', 'month old', 'days old',
      // A service named for its patients' age: "Old-age psychiatry liaison (day 4): moderate depressive episode".
      'old age psychiatry', 'old age psychiatrist', 'old age medicine', 'old age team', 'old age mental health', 's/p {number} units', 's/p {number} unit',
      'status post {number} units', 's/p transfusion', 'status post transfusion', 's/p {number} u',
      'similar to last admission', 'similar to his last admission', 'similar to her last admission', 'as on last admission',
      'same as last admission', 'like last admission', 'like his last admission', 'like her last admission', 'than last admission',
      'known to us', 'well known', 'previously noted', 'as previously noted', 'previously described',
      'as previously described', 'previously seen', 'as previously seen',
      // An injury is the reason for the stay: "s/p fall with right hip fracture".
      's/p fall', 's/p a fall', 's/p mechanical fall', 's/p ground level fall', 'status post fall', 'status post a fall',
      'status post mechanical fall', 's/p mvc', 's/p mva', 'status post motor vehicle collision', 'status post motor vehicle accident',
    ],
    category: 'historical',
    direction: 'pseudo',
    description:
      '"History of present illness", "a 3-day history of" (current), "prior to admission", "s/p 2 units PRBC" (a treatment this stay).',
  },
  {
    id: 'current',
    literals: [
      'currently', 'current', 'now', 'this admission', 'this hospitalization', 'at this time', 'presently', 'today',
      'on admission', 'at present', 'this morning', 'tonight', 'this evening', 'active', 'recent', 'recently',
      'new onset',
    ],
    category: 'current',
    direction: 'bidirectional',
    description: 'PAST MEDICAL HISTORY: asthma, currently in [exacerbation] (a past-history section, but current).',
  },
  {
    // One result per item of a list of results: "pneumococcal antigen positive, Legionella antigen
    // negative" does not carry the second item's "negative" back over the first.
    id: 'term-positive-result',
    literals: ['positive ,', 'detected ,', 'pos ,', '( + ) ,'],
    category: 'negated-existence',
    direction: 'terminate',
    description: 'Urine: [pneumococcal antigen] positive, Legionella antigen negative.',
  },
  {
    id: 'term-historical',
    literals: [
      'presents', 'presented', 'presenting', 'presents with', 'presented with', 'admitted', 'was admitted', 'now',
      'currently', 'today', 'came in', 'comes in', 'brought in', 'developed', 'complaining of', 'complains of',
      'c/o', 'chief complaint', 'with complaints of', 'coming in', 'here with', 'recent', 'recently',
      'this admission',
      // GenConText's historical terminators: what follows reports the current episode.
      'was found', 'found to have', 'states', 'reports', 'reported', 'noted', 'consistent with',
      'emergency department', 'emergency room', 'sudden onset of', 'comes in with', 'coming in with',
    ],
    category: 'historical',
    direction: 'terminate',
    description: 'History of asthma who presents with [wheezing] ("presents" ends the history).',
  },
  // ---------------------------------------------------------------- hypothetical
  {
    id: 'hyp-pre',
    literals: [
      'if', 'as if', 'in case', 'in the event', 'should he', 'should she', 'should the patient', 'should there be',
      'return if', 'return for', 'call for', 'call', 'call if', 'watch for', 'monitor for', 'look for', 'notify',
      'alert the physician', 'seek medical attention', 'return to the er', 'return to the emergency department',
      'return to the emergency room', 'report any', 'warning signs', 'seek medical care',
      'seek immediate medical attention', 'come back', 'go to the emergency room', 'go to the er',
      'go to the nearest emergency room', 'return to the ed', 'go to the ed', 'go to the nearest ed', 'come to the ed',
      'present to the ed', 'return to the hospital', 'go to the hospital', 'seek care',
    ],
    category: 'hypothetical',
    direction: 'forward',
    // Opening a sentence, the condition governs it past its semicolons (a handoff's contingency line).
    governsLabel: true,
    description:
      'Return to the ER if she develops [chest pain or shortness of breath]. Call for [fever over 101]. - If Na < 130: notify MD; [fluid restrict] to 1.2 L.',
  },
  {
    // A step left for later, undecided: "Outpatient ischemic evaluation will be considered after recovery".
    id: 'hyp-considered-later',
    literals: ['will be considered', 'may be considered', 'could be considered', 'to be considered', 'will be discussed', 'can be considered', 'might be considered'],
    category: 'hypothetical',
    direction: 'backward',
    maxScope: 5,
    description: 'Outpatient [ischemic evaluation] will be considered after recovery.',
  },
  {
    id: 'hyp-standby',
    literals: ['prepared as a precaution', 'was prepared as a precaution', 'on standby', 'kept on standby', 'made available if needed', 'available if needed', 'at the bedside in case'],
    category: 'hypothetical',
    direction: 'backward',
    maxScope: 5,
    description: 'A peripheral [norepinephrine drip] was prepared as a precaution but never started (ready, not given).',
  },
  {
    // A treatment planned for later, not given: "Plan to begin levothyroxine once the repeat TSH confirms".
    id: 'hyp-planned-start',
    literals: [
      'will start', 'will begin', 'will initiate', 'plan to start', 'plan to begin', 'plan to initiate', 'plans to start', 'plans to begin',
      'planning to start', 'planning to begin', 'planned to start', 'to be started', 'to be initiated', 'consider starting', 'consider initiating',
      // A wish or a judgement that it would be reasonable: "She desires to be on the NuvaRing", "reasonable to start her on a birth control pill".
      'desires to be on', 'wishes to be on', 'wants to be on', 'would like to be on', 'would like to start', 'wants to start', 'desires to start',
      'reasonable to start', 'reasonable to try', 'reasonable to begin',
    ],
    category: 'hypothetical',
    direction: 'forward',
    maxScope: 5,
    stopsAtComma: true,
    description: 'Will start [basal insulin glargine] at the PCP visit if fasting sugars stay high. Plan to begin [levothyroxine] once confirmed.',
  },
  {
    id: 'hyp-planned-post',
    literals: [
      'if confirmed', 'once confirmed', 'if it is confirmed', 'start at pcp follow-up', 'start at pcp follow up', 'start at follow-up', 'start at follow up',
      'to start after discharge', 'start after discharge', 'to be started after discharge', 'to be started at follow-up',
    ],
    category: 'hypothetical',
    direction: 'backward',
    maxScope: 4,
    stopsAtComma: true,
    description: 'Repeat TSH in 6 weeks, then [levothyroxine] if confirmed. [Insulin glargine]: start at PCP follow-up only if fasting glucose > 180.',
  },
  {
    // A step held for a change that may not come: "Continue O2; BiPAP if worsens".
    id: 'hyp-contingent-post',
    literals: [
      'if worsens', 'if worse', 'if worsening', 'if he worsens', 'if she worsens', 'if it worsens', 'if needed', 'if necessary', 'if required',
      'if no improvement', 'if not improving', 'if he deteriorates', 'if she deteriorates', 'if persistent', 'if recurs',
    ],
    category: 'hypothetical',
    direction: 'backward',
    maxScope: 3,
    stopsAtComma: true,
    description: 'Continue O2; [BiPAP] if worsens. [Intubation] if needed.',
  },
  {
    id: 'hyp-as-needed',
    literals: ['prn', 'as needed for', 'as needed', 'p.r.n.'],
    category: 'hypothetical',
    direction: 'forward',
    maxScope: 3,
    description: 'Tylenol 650 mg every 6 hours prn [pain].',
  },
  {
    id: 'hyp-prevention',
    literals: ['prophylaxis', 'prophylactic', 'prevention of', 'to prevent', 'at risk for', 'risk of', 'risk for', 'to avoid', 'to avoid the possibility of', 'to reduce the risk of', 'to minimize the risk of'],
    category: 'hypothetical',
    direction: 'forward',
    maxScope: 3,
    description: 'Heparin to prevent [thrombosis]. At risk for [falls, aspiration]. Prophylactic [enoxaparin].',
  },
  {
    // A dose given "as prophylaxis" prevents, it does not treat: "KCl 20 mEq PO daily as prophylaxis while on IV furosemide".
    id: 'hyp-as-prophylaxis',
    literals: ['as prophylaxis', 'for prophylaxis', 'as a preventive', 'prophylactically'],
    category: 'hypothetical',
    direction: 'backward',
    maxScope: 8,
    stopsAtComma: true,
    description: '[KCl] 20 mEq PO daily as prophylaxis. [Enoxaparin] 40 mg SC daily for prophylaxis.',
  },
  {
    // What a prophylaxis is against comes just before it, in its own list item: "remdesivir
    // 01/20-01/24, enoxaparin prophylaxis" treats the infection.
    id: 'hyp-prevention-post',
    // "MRSA/Pseudomonas risk", "aspiration risk": a risk of the condition, not the condition.
    literals: ['prophylaxis', 'prophylactic', 'risk', 'risk factors'],
    category: 'hypothetical',
    direction: 'backward',
    maxScope: 3,
    stopsAtComma: true,
    description: '[DVT] prophylaxis. [Stress ulcer] prophylaxis. [Aspiration] risk.',
  },
  {
    id: 'pseudo-hypothetical',
    literals: ['on call', 'called', 'even if', 'only if'],
    category: 'hypothetical',
    direction: 'pseudo',
    description: '"on call" (a rota, not an instruction).',
  },
  // ---------------------------------------------------------------- experiencer
  {
    id: 'fam-history',
    literals: ['family history of', 'family history', 'family hx', 'fhx', 'fh of', 'family history significant for', 'family history positive for'],
    category: 'family',
    direction: 'forward',
    description: 'Family history of [colon cancer].',
  },
  {
    id: 'fam-relative',
    literals: [...RELATIVES, 'maternal', 'paternal', 'family member', 'family members', 'runs in the family', 'in the family'],
    category: 'family',
    direction: 'bidirectional',
    maxScope: 4,
    description: 'Mother with [breast cancer]. [Diabetes] in her father.',
  },
  {
    // A relative's conditions, listed: the whole list is theirs, not only its first item.
    id: 'fam-relative-list',
    literals: RELATIVES.flatMap((relative) => RELATIVE_HAS.map((has) => `${relative} ${has}`)),
    category: 'family',
    direction: 'forward',
    maxScope: 8,
    wholeList: true,
    description: 'Born to a mother with [gestational diabetes] on insulin and [chronic hypertension] on labetalol.',
  },
  {
    // The relative is with the patient, not ill: "Mother with him at the bedside".
    id: 'pseudo-relative-with',
    literals: RELATIVES.flatMap((relative) => ['him', 'her', 'whom', 'the patient', 'pt', 'us', 'them', 'me'].map((who) => `${relative} with ${who}`)),
    category: 'family',
    direction: 'pseudo',
    description: 'Mother with him at the bedside; he has had fever and [cough].',
  },
  // ---------------------------------------------------------------- attribution to another source
  {
    id: 'attr-source',
    literals: [
      'per ed', 'per the ed', 'per er', 'per the er', 'per ems', 'per triage', 'per outside hospital', 'per the outside hospital',
      'per osh', 'per outside records', 'per referring', 'per the referring', 'per referring physician', 'per transfer',
      'per transfer sheet', 'per the transfer sheet', 'per transfer records', 'per nursing home', 'per snf', 'per facility',
      'ed dx', 'ed diagnosis', 'ed impression', 'er dx', 'er diagnosis', 'er impression', 'osh dx', 'osh diagnosis',
      'outside hospital diagnosis', 'referring diagnosis', 'transfer diagnosis', 'carried on the problem list', 'carried on problem list',
      'carried forward', 'copied forward', 'carried over', 'copied over', 'from an outside record', 'from outside records', 'per old records', 'per prior records',
      'transfer sheet', 'transfer paperwork', 'transfer records', 'transfer form', 'snf paperwork', 'nursing home paperwork',
      // A template's own default, nobody's finding: "History of tobacco use | Z87.891 | template default".
      'template default', 'default template', 'template entry', 'auto populated', 'autopopulated', 'pre populated', 'prepopulated',
      // Someone else's entry: "COPD exacerbation (entered on the problem list on POD 2)".
      'entered on the problem list', 'added to the problem list', 'entered on his problem list', 'entered on her problem list',
      // "Sacral decubitus ulcer stage 4 (added by ED 01/13/2025)": a problem list's entry, signed by who added it.
      'added by ed', 'added by the ed', 'added by er', 'added by the er', 'added by triage', 'entered by ed', 'entered by the ed', 'entered by triage',
      'facility paperwork', 'outside records', 'outside hospital records', 'referral paperwork', 'referral form',
      // Another record's list, named after the label: "5. Hypertension (from outside problem list)".
      ...['outside', 'the outside', 'an outside', 'outpatient', 'the outpatient', 'old', 'the old'].flatMap((list) =>
        ['from', 'per'].map((lead) => `${lead} ${list} problem list`),
      ),
      // Another note named as the entry's source: "Type 2 MI / demand - Active (from ED note)" (not
      // "admitted from the ED with sepsis", a route).
      ...['ed', 'er', 'triage', 'ems', 'osh', 'outside hospital', 'referring', 'transfer', 'admission h&p', 'h&p'].flatMap((source) =>
        ['from', 'from the', 'per'].flatMap((lead) => [`${lead} ${source} note`, `${lead} ${source} notes`]),
      ),
      // A nurse's triage or intake entry, quoted by the team ("R heel, unstageable (ED RN)").
      'ed rn', 'ed nurse', 'ed nursing', 'triage rn', 'triage nurse', 'triage nursing',
    ],
    category: 'attributed',
    direction: 'bidirectional',
    maxScope: 5,
    description: 'Type 2 [NSTEMI] (per ED). [COPD exacerbation] (ED dx). ED impression: [sepsis]. "[OHS]" - carried on problem list from an outside record. R heel, [unstageable] (ED RN).',
  },
  {
    // Another record quoted whole: "The EMS run sheet, quoted in the ED note: 'wheezing, COPD exac, ...'".
    id: 'attr-quoted-record',
    literals: [
      'run sheet', 'ems run sheet', 'ems narrative', 'ems report', 'quoted in the ed note', 'as quoted in the ed note', 'quoted in the ed physician note',
      'as quoted in the ed physician note', 'quoted in the ed physician\'s note', 'ed physician\'s hpi reads', 'ed hpi reads',
      // 'Transfer documentation received (..., problem list verbatim): "1. ... 2. A-fib with RVR"'.
      'transfer documentation', 'transfer documents', 'problem list verbatim', 'verbatim',
    ],
    category: 'attributed',
    direction: 'forward',
    maxScope: 12,
    governsLabel: true,
    description: 'The EMS run sheet, quoted in the ED note: "wheezing, [COPD exac], albuterol given en route."',
  },
  {
    id: 'attr-label',
    literals: [
      'labeled', 'labelled', 'labeled as', 'labelled as', 'was labeled', 'was labelled', 'labeled this', 'labelled this',
      'labeled this a', 'labelled this a', 'listed as', 'charted as', 'carried as', 'carried the label of', 'coded as',
      'billed as', 'given the label of', 'given a diagnosis of', 'list carries', 'problem list carries', 'chart carries',
      'outpatient list', 'outpatient problem list', 'outside problem list', 'ed note listed', 'er note listed', 'ed listed', 'er listed',
      // Another note's list, quoted: "The hospitalist note lists paroxysmal atrial fibrillation."
      'note lists', 'note listed',
      'ed documented', 'er documented', 'ed note documented', 'ed physician documented', 'ed physician had documented',
      'ed note recorded', 'ed note also recorded', 'er note recorded', 'triage note recorded', 'ed recorded', 'triage recorded',
      // An ECG's first reading: "The ED physician read the admission ECG as atrial fibrillation" (over-read later).
      'ed physician read', 'ed provider read', 'ed read', 'er read', 'machine read', 'computer read', 'automated read', 'initially read as',
    ],
    category: 'attributed',
    direction: 'forward',
    maxScope: 5,
    description: 'ED labelled this a "type 2 [NSTEMI]". Labeled "[COPD exac]" in the ED. His outpatient list carries [atrial fibrillation]. ED note listed "[COPD exacerbation]".',
  },
  {
    id: 'other-experiencer',
    literals: [
      'his wife', 'her husband', 'wife', 'husband', 'partner', 'roommate', 'friend', 'coworker', 'co-worker', 'the donor', 'donor',
      // "His wife still smokes a pack a day": the adverb is no "still" that ends a scope.
      ...['his wife', 'her husband', 'wife', 'husband', 'partner', 'roommate', 'friend'].map((person) => `${person} still`),
    ],
    category: 'other-experiencer',
    direction: 'bidirectional',
    maxScope: 4,
    description: 'His wife has [the flu].',
  },
  {
    id: 'pseudo-experiencer',
    literals: [
      'by his mother', 'by her mother', 'by his father', 'by her father', 'by his wife', 'by her husband',
      'by his daughter', 'by her daughter', 'by his son', 'by her son', 'by his sister', 'by her sister',
      'by his brother', 'by her brother', 'by his family', 'by her family', 'by his friend', 'by her friend',
      'by his coworker', 'by her coworker', 'by his roommate', 'by her roommate', 'by his partner', 'by her partner',
      'with his wife', 'with her husband', 'lives with', 'accompanied by', 'brought in by', 'according to',
      // A relative who saw it happen to the patient: "his wife found him [disoriented]".
      ...observerPhrases(),
    ],
    category: 'family',
    direction: 'pseudo',
    description: 'Brought in by his mother; his wife found him [disoriented] (the history is the patient\u2019s).',
  },
  // ---------------------------------------------------------------- terminators
  {
    id: 'term-conjunction',
    literals: [
      'but', 'however', 'nevertheless', 'yet', 'though', 'although', 'still', 'aside from', 'except', 'except for',
      'apart from', 'other than', 'with the exception of', 'otherwise', 'whereas', 'which', 'who', 'whose',
      'secondary to', 'cause of', 'causes of', 'source of', 'sources of', 'attributed to', 'attributable to',
      'reason for', 'etiology of', 'etiology for', 'origin of', 'as the cause of', 'as the source of',
      'as the etiology of', 'as the reason for', 'trigger event for', ';', '.', '{number} )',
      // A verdict after what was looked for: "not over a bony prominence, consistent with incontinence-associated dermatitis".
      ', consistent with', ', compatible with', ', most consistent with',
    ],
    category: 'conjunction',
    direction: 'terminate',
    description: 'No evidence of CHF but there is [pneumonia]. No fever; [cough] for 3 days. 1) No CHF 2) [Pneumonia].',
  },
  {
    id: 'pseudo-bracketed-number',
    literals: ['( {number} )'],
    // A pseudo cue blocks every cue it overlaps, whatever its category: here the list-numbering terminator.
    category: 'historical',
    direction: 'pseudo',
    description: 'At his PCP visit (08/12) his [potassium was 3.2]: a date or value in brackets is not list numbering "2)".',
  },
];

/** "March admission", "March 2025 stay": an earlier stay named by its month (this stay goes by "this admission"). */
function monthNamedStays(): string[] {
  // What an earlier stay is named by: "the January cellulitis admission".
  const reasons = ['cellulitis', 'pneumonia', 'sepsis', 'heart failure', 'chf', 'copd', 'gi bleed', 'fall', 'surgical', 'stroke', 'uti', 'aki', 'dka', 'covid'];
  const stays = ['admission', 'stay', 'hospitalization', 'hospitalisation'];
  return [
    ...MONTH_NAMES.flatMap((month) => [
      ...stays.flatMap((stay) => [`${month} ${stay}`, `${month} {number} ${stay}`, ...reasons.map((reason) => `${month} ${reason} ${stay}`)]),
      `was admitted in ${month} {number}`, `were admitted in ${month} {number}`, `was hospitalized in ${month} {number}`,
    ]),
    // Shortened, with its year: "Jan 2025 admission, Cr peak 2.8".
    ...MONTH_ABBREVIATIONS.flatMap((month) => stays.map((stay) => `${month} {number} ${stay}`)),
  ];
}

/** "her nephrology visit", "his 04/22/2025 cardiology clinic visit": an outpatient visit before this stay, named by its clinic. */
function specialtyVisits(): string[] {
  const clinics = [
    'nephrology', 'renal', 'cardiology', 'heart failure', 'pulmonary', 'pulmonology', 'endocrinology', 'diabetes', 'oncology', 'hematology',
    'gi', 'gastroenterology', 'hepatology', 'primary care', 'geriatrics', 'neurology', 'rheumatology', 'wound', 'transplant', 'anticoagulation',
    'bariatric', 'weight management', 'sleep', 'surgical', 'surgery', 'orthopedic', 'urology', 'infectious disease', 'pain', 'psychiatry',
  ];
  const visits = ['visit', 'clinic visit', 'appointment', 'clinic appointment', 'follow-up visit'];
  const owners = ['her', 'his', 'their', 'a', 'the', 'last', 'recent', 'prior', 'previous'];
  return owners.flatMap((owner) => clinics.flatMap((clinic) => visits.flatMap((visit) => [`${owner} ${clinic} ${visit}`, `${owner} {number} ${clinic} ${visit}`])));
}

/** "March 2025 clinic visit", "June pre-op visit": an outpatient visit before this stay, named by its month. */
function monthNamedVisits(): string[] {
  const visits = ['visit', 'clinic visit', 'office visit', 'pcp visit', 'pre-op visit', 'pre-op clinic visit', 'preoperative visit', 'preoperative clinic visit', 'clinic appointment'];
  return MONTH_NAMES.flatMap((month) => visits.flatMap((visit) => [`${month} ${visit}`, `${month} {number} ${visit}`]));
}

/** "his wife found him", "daughter noticed", "per her husband": a relative reporting what the patient had. */
function observerPhrases(): string[] {
  const observers = [
    'his wife', 'her husband', 'wife', 'husband', 'his partner', 'her partner', 'his daughter', 'her daughter', 'daughter',
    'his son', 'her son', 'son', 'his family', 'her family', 'family', 'the family', 'his mother', 'her mother',
    'his sister', 'her sister', 'his caregiver', 'her caregiver', 'caregiver',
  ];
  const verbs = [
    'found him', 'found her', 'noticed', 'reports', 'reported', 'says', 'said', 'states', 'stated', 'describes', 'described', 'observed',
    'confirmed', 'confirms', 'feels', 'felt', 'thinks', 'believes', 'agrees', 'agreed',
    // With the patient: "She and her son both say she quit smoking in 2009."
    'both say', 'both state', 'both report', 'both confirm', 'both agree',
  ];
  return [...observers.flatMap((o) => verbs.map((v) => `${o} ${v}`)), ...observers.map((o) => `per ${o}`)];
}
