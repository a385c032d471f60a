import {
  above,
  allOf,
  anyOf,
  atLeast,
  below,
  definePack,
  measured,
  measuredThroughout,
  mentioned,
  not,
  ruledOut,
} from '../lib/criteria/define';

/**
 * Encephalopathy: unspecified (G93.40), metabolic (G93.41, including septic), other (G93.49),
 * toxic (G92.8 other toxic, G92.9 unspecified toxic; G92 before the FY2022 expansion).
 * Criteria reference §2.6 (Slooter et al. 2020 nomenclature, with CDI practice).
 *
 * Acute encephalopathy is a rapidly developing, diffuse brain dysfunction from a systemic or
 * toxic cause. The provider names it, and the summary shows all of:
 *
 * - an acute global change in mental status from baseline: altered mental status, confusion,
 *   disorientation, inattention, lethargy, somnolence, obtundation, stupor, agitation, a GCS
 *   below 15, a positive CAM/CAM-ICU, or a mental status that "improved to baseline";
 * - a diffuse systemic or toxic cause. Metabolic: sodium below 125 or above 155 mEq/L, glucose
 *   below 70 or above 500 mg/dL, uremia (BUN above 80 mg/dL), hypercapnia (PaCO2 above 60 mmHg),
 *   hypoxemia, sepsis or infection, hepatic failure or hyperammonemia, hypercalcemia, thyroid or
 *   adrenal crisis, thiamine deficiency. Toxic: opioids, benzodiazepines, anticholinergics,
 *   antiepileptics, lithium, cefepime, alcohol or drug intoxication, serotonin syndrome, NMS;
 * - evaluation or treatment: CT/MRI head, EEG, ammonia, drug screen, TSH, B12, LP, neurology; or
 *   correcting the cause, naloxone or flumazenil, the offending drug held, lactulose, thiamine,
 *   dialysis, BiPAP, neuro checks, a sitter, delirium or aspiration precautions.
 *
 * The type must fit the code: G93.41 needs a metabolic cause, G92.8/G92.9 a toxic one; a toxic-
 * only picture billed as metabolic (or the reverse) is Unsupported. "Toxic-metabolic
 * encephalopathy" (indexed to G92.8) fits either code's type, but like "metabolic
 * encephalopathy" it names the type, not a cause: a cause must still be documented.
 * Unsupported: confusion chronic and at baseline (dementia without acute change; this outranks
 * a confusion word), mental status back to baseline by arrival ("AMS resolved prior to
 * arrival"), confusion only from expected sedation or anesthesia, a post-ictal state, a
 * structural cause only (stroke, bleed, tumour: coded elsewhere), or an explicit rule-out.
 * NoDetermination: "encephalopathy" listed with no mental-status description or no cause; and
 * delirium never called encephalopathy (a query, not a validation: see the `delirium-counts`
 * variant).
 *
 * @example "Metabolic encephalopathy from Na 116: somnolent, A&Ox1; 3% saline, neuro checks q2h." supports G93.41.
 */

const TOXIC_AGENTS = [
  'opioid',
  'opiate',
  'narcotic',
  'oxycodone',
  'hydromorphone',
  'morphine',
  'fentanyl',
  'methadone',
  'benzodiazepine',
  'lorazepam',
  'anticholinergic',
  'antiepileptic',
  'lithium',
  'valproate',
  'valproic acid',
  'cefepime',
  'baclofen',
  'gabapentin',
  'pregabalin',
  'digoxin',
  'tramadol',
  'medication',
  'drug',
];

/** "opioid toxicity", "cefepime-induced", "lithium neurotoxicity", ... */
const TOXIC_PHRASES = TOXIC_AGENTS.flatMap((a) => [
  `${a} toxicity`,
  `${a} neurotoxicity`,
  `${a} induced`,
  `${a} overdose`,
  `${a} intoxication`,
  `${a} related encephalopathy`,
  `${a} induced encephalopathy`,
  // "acute toxic encephalopathy due to hydromorphone": the cause stated after the diagnosis.
  `due to ${a}`,
  `secondary to ${a}`,
  `attributed to ${a}`,
  `2/2 ${a}`,
  `caused by ${a}`,

  // "gabapentin + oxycodone accumulation in CKD 4"
  `${a} accumulation`,
]);

const ENCEPHALOPATHY_NAMES = [
  'encephalopathy',
  'encephalopathic',
  'acute encephalopathy',
  'metabolic encephalopathy',
  'acute metabolic encephalopathy',
  'toxic encephalopathy',
  'acute toxic encephalopathy',
  'toxic metabolic encephalopathy',
  'metabolic toxic encephalopathy',
  'toxic and metabolic encephalopathy',
  'septic encephalopathy',
  'sepsis associated encephalopathy',
  'hypercapnic encephalopathy',
  'hypercarbic encephalopathy',
  'uremic encephalopathy',
  'hyponatremic encephalopathy',
  'hypoglycemic encephalopathy',
  'hepatic encephalopathy',
  'drug induced encephalopathy',
  'medication induced encephalopathy',
  // Shorthand: "#3 Met enceph 2/2 CO2 narcosis".
  'enceph',
  'met enceph',
  'metabolic enceph',
  'toxic enceph',
  'tox met enceph',
  'toxic metabolic enceph',
  'opioid induced encephalopathy',
  'cefepime induced encephalopathy',
];

/**
 * Named types that already say their cause. "Metabolic encephalopathy", "toxic encephalopathy"
 * and "TME" name the type, not a cause: encephalopathy listed with no cause is a §2.6 pitfall.
 */
const METABOLIC_NAMES = [
  'septic encephalopathy',
  'sepsis associated encephalopathy',
  'hypercapnic encephalopathy',
  'hypercarbic encephalopathy',
  'uremic encephalopathy',
  'hyponatremic encephalopathy',
  'hypoglycemic encephalopathy',
  'hepatic encephalopathy',
];
const TOXIC_NAMES = [
  'drug induced encephalopathy',
  'medication induced encephalopathy',
  'opioid induced encephalopathy',
  'cefepime induced encephalopathy',
];

/** Metabolic causes by name or by value (criteria-reference §2.6 thresholds). */
/**
 * "At baseline per wife" with no recovery written, no GCS below 15 and no positive CAM on record. A
 * measured drop in consciousness means the baseline came back later ("GCS 12 ... A&Ox3 and at baseline by HD2").
 */
const atBaselineThroughout = allOf(
  // Or a sentence that says the alertness was "unchanged from that baseline".
  // Not a baseline reached by recovery: "Myoclonus gone by 05/21 and fully oriented, at her baseline per daughter".
  anyOf(
    mentioned('baseline-mental-status', { notSameSentenceAs: ['recovery-marker'] }),
    mentioned('baseline-unchanged', { sameSentenceAs: ['mental-status-word'] }),
    mentioned('oriented-exam', { sameSentenceAs: ['whole-stay'], notSameSentenceAs: ['orientation-reached'] }),
  ),
  not(mentioned('mental-status-recovered')),
  not(measured('gcs', below(15, 'points'))),
  // So does a positive CAM ("CAM positive" overnight, "A&Ox3, CAM negative, at her cognitive baseline" next morning).
  not(mentioned('delirium-tool-positive')),
);

const metabolicCause = anyOf(
  mentioned('metabolic-cause', { allow: ['uncertain'], eachTermItsOwn: true }),
  measured('sodium', below(125, 'mmol/L')),
  measured('sodium', above(155, 'mmol/L')),
  measured('glucose', below(70, 'mg/dL')),
  measured('glucose', above(500, 'mg/dL')),
  measured('bun', above(80, 'mg/dL')),
  measured('pco2', above(60, 'mmHg')),
);

const mentalStatusChange = anyOf(
  mentioned('altered-mental-status'),
  mentioned('mental-status-recovered'),
  mentioned('delirium-tool-positive'),
  measured('gcs', below(15, 'points')),
);

const toxicCause = anyOf(
  mentioned('toxic-cause', { allow: ['uncertain'], eachTermItsOwn: true }),
  mentioned('toxic-cause-from', { allow: ['uncertain'], sameSentenceAs: ['encephalopathy', 'toxic-type-named'], eachTermItsOwn: true }),
);

export default definePack({
  id: 'encephalopathy',
  title: 'Encephalopathy',
  version: '1.0.0',
  source: 'criteria-reference §2.6 (acute mental-status change + diffuse metabolic or toxic cause + workup or treatment; type matches code)',
  codes: [
    { code: 'G9340', title: 'encephalopathy, unspecified' },
    { code: 'G9341', title: 'metabolic encephalopathy', requires: { anyOf: ['metabolic-cause', 'toxic-metabolic-named'] }, contradicts: { anyOf: ['toxic-cause-only', 'metabolic-type-denied', 'metabolic-search-negative'] } },
    { code: 'G9349', title: 'other encephalopathy' },
    { code: 'G928', title: 'other toxic encephalopathy', requires: { anyOf: ['toxic-cause', 'toxic-metabolic-named'] }, contradicts: { anyOf: ['metabolic-cause-only', 'toxic-type-denied'] }, validFrom: '2021-10-01' },
    { code: 'G929', title: 'unspecified toxic encephalopathy', requires: { anyOf: ['toxic-cause', 'toxic-metabolic-named'] }, contradicts: { anyOf: ['metabolic-cause-only', 'toxic-type-denied'] }, validFrom: '2021-10-01' },
    { code: 'G92', title: 'toxic encephalopathy', requires: { anyOf: ['toxic-cause', 'toxic-metabolic-named'] }, contradicts: { anyOf: ['metabolic-cause-only', 'toxic-type-denied'] }, validTo: '2021-09-30' },
  ],
  // ICANS (G92.0x) sits under the pre-FY2022 G92 entry and has its own grading.
  excludes: ['G920'],
  concepts: {
    encephalopathy: { terms: ENCEPHALOPATHY_NAMES, abbreviations: ['TME'] },
    // Toxic-metabolic encephalopathy indexes to G92.8 and is metabolic as well: the name fits
    // either code's type, though it is not itself a cause.
    'toxic-metabolic-name': {
      terms: ['toxic metabolic encephalopathy', 'metabolic toxic encephalopathy', 'toxic and metabolic encephalopathy', 'acute toxic metabolic encephalopathy', 'tox met enceph', 'toxic metabolic enceph'],
      abbreviations: ['TME'],
    },
    // Other encephalopathies, coded elsewhere: matching them keeps "encephalopathy" from counting.
    'other-encephalopathy': {
      terms: [
        'wernicke encephalopathy',
        "wernicke's encephalopathy",
        'hypertensive encephalopathy',
        'hypoxic ischemic encephalopathy',
        'anoxic encephalopathy',
        'anoxic brain injury',
        'chronic traumatic encephalopathy',
        'epileptic encephalopathy',
        'spongiform encephalopathy',
        'static encephalopathy',
        'encephalopathy screening',
      ],
      abbreviations: ['HIE'],
    },
    'altered-mental-status': {
      terms: [
        'altered mental status',
        'acute mental status change',
        'acute mental status changes',
        'mental status change',
        'mental status changes',
        'change in mental status',
        'changes in mental status',
        'altered sensorium',
        'altered level of consciousness',
        'decreased level of consciousness',
        'depressed level of consciousness',
        'altered mentation',
        'acute confusion',
        'acute confusional state',
        'confusion',
        'confused',
        'disoriented',
        'disorientation',
        'inattention',
        'inattentive',
        'lethargic',
        'lethargy',
        'somnolent',
        'somnolence',
        'obtunded',
        'obtundation',
        'stuporous',
        'stupor',
        'unresponsive',
        'minimally responsive',
        'poorly responsive',
        'decreased responsiveness',
        'difficult to arouse',
        'arousable only to',
        'arousable to sternal rub',
        'not following commands',
        'unable to follow commands',
        'agitated',
        'agitation',
        'combative',
        'delirium',
        'delirious',
        'hallucinating',
        'asterixis',
        'oriented x1',
        'oriented x 1',
        'oriented x2',
        'oriented x 2',
        'oriented to self only',
        'oriented only to self',
        'a&ox1',
        'a&ox2',
        'a&o x1',
        'a&o x2',
        'a & o x1',
        'a & o x2',
        'aox1',
        'aox2',
        'a/o x1',
        'a/o x2',
        'encephalopathic',
      ],
      abbreviations: ['AMS'],
    },
    'mental-status-recovered': {
      terms: [
        'back to his usual self', 'back to her usual self', 'returned to his usual self', 'returned to her usual self', 'back to his usual baseline',
        'back to her usual baseline', 'returned to his usual baseline', 'returned to her usual baseline',
        'mental status improved',
        'mental status has improved',
        'mental status gradually improved',
        'mental status returned to baseline',
        'mental status back to baseline',
        'mental status improved to baseline',
        'mental status cleared',
        'returned to her baseline mental status',
        'returned to his baseline mental status',
        'back to her baseline mental status',
        'back to his baseline mental status',
        'back to baseline mental status',
        'mentation improved',
        'mentation returned to baseline',
        'confusion resolved',
        'confusion improved',
        'delirium resolved',
        'delirium improved',
        'more alert',
        'became more alert',
      ],
    },
    'delirium-tool-positive': {
      // A bare "4AT" may be a negative score (positive is 4 or more); only a stated positive counts.
      terms: ['cam positive', 'cam+', 'cam +', 'positive cam', 'cam icu positive', 'positive cam icu', 'cam-icu+', 'cam icu +', '4at positive', 'positive 4at'],
    },
    // Confusion that is the patient's chronic state, not an acute change.
    // The author's own exam, normal and said to last the whole stay: "on my evaluation she was alert and
    // fully oriented with a GCS of 15 and she remained so throughout the admission".
    'oriented-exam': {
      terms: ['alert and oriented', 'alert and fully oriented', 'awake, alert and oriented', 'alert, oriented', 'fully oriented', 'oriented x3', 'oriented x4', 'a&ox3', 'a&ox4', 'aox3', 'aox4'],
    },
    'whole-stay': {
      terms: [
        'throughout the admission', 'throughout the stay', 'throughout her stay', 'throughout his stay', 'throughout the hospitalization',
        'throughout her admission', 'throughout his admission', 'for the rest of the admission', 'for the rest of the stay', 'for the remainder of the stay',
        'for the remainder of the admission',
      ],
    },
    // Words of reaching the exam later: "she became fully oriented by day 3 and remained so throughout the stay".
    'orientation-reached': {
      terms: ['became', 'improved', 'resolved', 'cleared', 'recovered', 'returned', 'regained', 'reoriented', 'now oriented', 'by day', 'by hospital day', 'once', 'after'],
    },
    'baseline-unchanged': {
      terms: ['unchanged from that baseline', 'unchanged from her baseline', 'unchanged from his baseline', 'unchanged from baseline', 'same as her baseline', 'same as his baseline'],
    },
    // Words of getting better, beside a baseline phrase: that baseline was reached, not kept.
    'recovery-marker': {
      terms: [
        'gone', 'resolved', 'cleared', 'improved', 'recovered', 'normalized', 'normalised', 'fully oriented', 'now oriented', 'reoriented',
        'by discharge', 'at discharge', 'on discharge', 'by the time of discharge', 'back to', 'returned to',
      ],
    },
    'mental-status-word': {
      terms: ['alertness', 'level of alertness', 'mental status', 'mentation', 'responsiveness', 'cognition', 'level of consciousness', 'orientation'],
    },
    'baseline-mental-status': {
      terms: [
        // A relative's word that nothing changed, and a delirium screen negative all stay.
        'was his usual self', 'was her usual self', 'is his usual self', 'is her usual self', 'her usual baseline', 'his usual baseline', 'usual baseline of',
        'otherwise at his usual self', 'otherwise at her usual self', 'completely himself', 'completely herself',
        'alert and oriented throughout', 'remained alert and oriented throughout', 'alert and oriented on arrival and throughout',
        'oriented throughout the stay', 'alert and oriented throughout the stay',
        'cam negative on every nursing shift', 'cam negative on every shift', 'cam negative every shift', 'cam negative throughout',
        'cam negative throughout the stay', 'cam negative throughout his stay', 'cam negative throughout her stay', 'cam negative on every assessment',
        'cam negative each shift', 'cam screens negative every shift', 'cam screens negative each shift', 'cam screens were negative every shift',
        'cam negative on admission and every nursing shift', 'cam negative on admission and every shift', 'cam negative on admission and each shift',
        'cam icu negative every shift', 'cam icu negative each shift',
        // Screened on named days, each negative: "CAM-ICU negative on 01/23, 01/24 and 01/25".
        'cam icu negative on', 'cam negative on', 'with intact attention', 'attention intact', 'a&ox4 every shift', 'a&ox3 every shift', 'aox4 every shift', 'aox3 every shift',
        'oriented x3 at every exam', 'oriented x3 and appropriate at every physician exam', 'oriented x4 at every exam', 'no confusion or agitation noted',
        'at her usual state', 'at his usual state', 'her usual state', 'his usual state', 'no change in alertness', 'no change in her mental status',
        'no change in his mental status', 'no change from her baseline', 'no change from his baseline',
        ...['daughter', 'son', 'wife', 'husband', 'facility', 'the facility', 'caregiver', 'family'].flatMap((who) => [
          `at baseline per ${who}`, `at her baseline per ${who}`, `at his baseline per ${who}`,
        ]).filter((p) => !['at baseline per family', 'at his baseline per family', 'at her baseline per family'].includes(p)),
        // Dementia's evening pattern, as the family knows it: "this is her usual sundowning pattern".
        'her usual sundowning pattern', 'his usual sundowning pattern', 'usual sundowning pattern', 'her usual sundowning', 'his usual sundowning',
        'ms at baseline', 'mental status at baseline', 'mental status is at baseline',
        'exactly how he is at home', 'exactly how she is at home', 'how he always is', 'how she always is', 'no acute change identified',
        'no acute change in mental status', 'no acute mental status change', 'no acute change in cognition',
        'no acute change from baseline', 'no acute change from her baseline', 'no acute change from his baseline',
        'at baseline per family',
        'at his baseline per family',
        'at her baseline per family',
        'at baseline according to family',
        'per family at baseline',
        'per family he is at baseline',
        'per family she is at baseline',
        'per family at his baseline',
        'per family at her baseline',
        'mental status unchanged from baseline',
        'unchanged from baseline mental status',
        'no acute change in mental status',
        'no change in mental status',
        'chronically confused',
        'chronic confusion',
        'confusion is chronic',
        'confused at baseline',
        'confusion at baseline',
        'baseline confusion',
        'baseline dementia without acute change',
        'at baseline per daughter',
        'at baseline per son',
        'at baseline per wife',
        'at baseline per husband',
        'at baseline per caregiver',
        'at baseline per nursing home',
        'at her baseline per family',
        'at his baseline per family',
        'at her cognitive baseline',
        'at his cognitive baseline',
        'at cognitive baseline',
        'no change from baseline mental status',
        'mental status at baseline throughout',
        'at her usual mental status',
        'at his usual mental status',
        'at usual mental status',
        'at her usual baseline',
        'at his usual baseline',
        'no change from baseline noted',
        'no change from her baseline mental status',
        'no change from his baseline mental status',
        'mental status remained at baseline',
        'mental status remained at her baseline',
        'mental status remained at his baseline',
        // "Mentation" is the same word for it.
        'mentation at baseline', 'mentation at baseline throughout', 'mentation remained at baseline', 'mentation remained at her baseline',
        'mentation remained at his baseline', 'mentation unchanged from baseline', 'mentation was at baseline', 'mentation was at her baseline',
        'mentation was at his baseline',
      ],
    },
    // The altered mental status was gone by the time the patient arrived, or within minutes.
    'transient-resolution': {
      terms: [
        'resolved prior to arrival',
        'resolved before arrival',
        'resolved prior to admission',
        'resolved before admission',
        'resolved on arrival',
        'resolved upon arrival',
        'resolved by arrival',
        'resolved in the field',
        'resolved within minutes',
        'resolved within a few minutes',
        'at baseline on arrival',
        'at his baseline on arrival',
        'at her baseline on arrival',
        'back to baseline on arrival',
        'back to baseline upon arrival',
        'back to baseline prior to arrival',
        'back to baseline before arrival',
        'at baseline by the time of arrival',
        'at baseline mental status on arrival',
      ],
    },
    // The search for a metabolic or toxic cause came back empty (a delirium of pain, sleep loss and
    // an unfamiliar room is not a metabolic encephalopathy).
    'cause-not-found': {
      terms: [
        'workup for a metabolic or toxic cause was unrevealing', 'workup for a metabolic cause was unrevealing', 'work up for a metabolic cause was unrevealing',
        'workup for a metabolic cause was negative', 'work up for a metabolic cause was negative', 'metabolic causes were excluded', 'metabolic causes excluded',
        'metabolic workup unrevealing', 'metabolic workup was unrevealing', 'metabolic workup negative', 'metabolic workup was negative',
        'metabolic work up unrevealing', 'metabolic work up was unrevealing', 'metabolic work up negative', 'metabolic work up was negative',
        'metabolic and toxic workup unrevealing', 'toxic metabolic workup unrevealing', 'toxic metabolic workup negative',
        'no metabolic cause', 'no metabolic or toxic cause', 'no toxic or metabolic cause', 'no toxic metabolic cause', 'no metabolic derangement',
        'no metabolic abnormality', 'no metabolic abnormalities', 'no reversible metabolic cause', 'no metabolic etiology', 'no toxic or metabolic etiology',
      ],
    },
    'metabolic-cause': {
      terms: [
        ...METABOLIC_NAMES,
        'hyponatremia',
        'hypernatremia',
        'hypoglycemia',
        'hypoglycemic',
        'hyperglycemia',
        'hyperglycemic',
        'hyperosmolar',
        'hyperosmolar hyperglycemic state',
        'hyperosmolar hyperglycemic nonketotic',
        'diabetic ketoacidosis',
        'uremia',
        'uremic',
        'azotemia',
        'hypercapnia',
        'hypercarbia',
        'hypercapnic',
        'hypercarbic',
        'co2 narcosis',
        'co2 retention',
        'hypercapnic respiratory failure',
        'acute hypercapnic respiratory failure',
        'acute on chronic hypercapnic respiratory failure',
        'hypoxia',
        'hypoxemia',
        'hypoxic',
        'hypoxemic',
        'hypoxic respiratory failure',
        'acute hypoxic respiratory failure',
        'hypoxemic respiratory failure',
        'acute hypoxemic respiratory failure',
        'respiratory failure',
        'acute respiratory failure',
        'sepsis',
        'severe sepsis',
        'septic shock',
        'septic',
        'urosepsis',
        'bacteremia',
        'urinary tract infection',
        'pneumonia',
        'infection',
        'hepatic failure',
        'liver failure',
        'acute liver failure',
        'hyperammonemia',
        'elevated ammonia',
        'ammonia was elevated',
        'hypercalcemia',
        'hypothyroidism',
        'myxedema',
        'myxedema coma',
        'thyroid storm',
        'thyrotoxicosis',
        'adrenal insufficiency',
        'adrenal crisis',
        'thiamine deficiency',
        'acute kidney injury',
        'acute renal failure',
        'renal failure',
        'end stage renal disease',
      ],
      abbreviations: ['DKA', 'HHS', 'UTI', 'AKI', 'ESRD', 'PNA'],
    },
    // The type by name, for its denial: "this was not a metabolic or septic encephalopathy".
    'metabolic-type-named': { terms: ['metabolic encephalopathy', 'acute metabolic encephalopathy', 'septic encephalopathy', 'metabolic or septic encephalopathy', 'met enceph', 'metabolic enceph'] },
    'toxic-type-named': { terms: ['toxic encephalopathy', 'acute toxic encephalopathy', 'toxic enceph', 'drug induced encephalopathy', 'medication induced encephalopathy', 'drug related', 'toxin related', 'drug or toxin related'] },
    // "acute toxic encephalopathy from oxycodone and lorazepam": the cause after "from", in the diagnosis's sentence.
    'toxic-cause-from': { terms: TOXIC_AGENTS.map((a) => `from ${a}`) },
    'toxic-cause': {
      terms: [
        ...TOXIC_NAMES,
        ...TOXIC_PHRASES,
        'polypharmacy',
        'oversedation',
        'over sedation',
        'sedating medications',
        'alcohol intoxication',
        'ethanol intoxication',
        'acute intoxication',
        'intoxication',
        'overdose',
        'toxic ingestion',
        'ingestion',
        'poisoning',
        'carbon monoxide poisoning',
        'serotonin syndrome',
        'neuroleptic malignant syndrome',
        'anticholinergic syndrome',
        'medication effect',
        'medication side effect',
        'adverse drug reaction',
      ],
      abbreviations: ['NMS'],
    },
    'structural-cause': {
      terms: [
        'stroke',
        'acute stroke',
        'ischemic stroke',
        'hemorrhagic stroke',
        'cerebrovascular accident',
        'cerebral infarction',
        'cerebral infarct',
        'acute infarct',
        'intracranial hemorrhage',
        'intracerebral hemorrhage',
        'subarachnoid hemorrhage',
        'subdural hematoma',
        'epidural hematoma',
        'brain tumor',
        'brain mass',
        'brain metastases',
        'brain metastasis',
        'traumatic brain injury',
        'encephalitis',
        'meningitis',
      ],
      abbreviations: ['CVA', 'ICH', 'SAH', 'SDH', 'TBI'],
    },
    'sedation-effect': {
      terms: [
        'expected sedation',
        'residual sedation',
        'residual anesthesia',
        'post anesthesia',
        'postanesthesia',
        'anesthesia effect',
        'effects of anesthesia',
        'emergence delirium',
        'sedated on propofol',
        'sedation on the ventilator',
        'expected postoperative confusion',
        'intubated and sedated',
        'sedated on propofol',
        'propofol sedation',
        'sedation with propofol',
        'sedated',
        'sedation',
        'procedural sedation',
        'conscious sedation',
        'general anesthesia',
      ],
    },
    postictal: { terms: ['postictal', 'post ictal', 'postictal state', 'post ictal state', 'postictal confusion', 'post ictal confusion', "todd's paralysis"] },
    workup: {
      terms: [
        'ct head',
        'head ct',
        'ct of the head',
        'ct brain',
        'ct of the brain',
        'noncontrast ct head',
        'mri brain',
        'brain mri',
        'mri of the brain',
        'mri head',
        'eeg',
        'electroencephalogram',
        'diffuse slowing',
        'triphasic waves',
        'ammonia level',
        'ammonia',
        'urine drug screen',
        'urine toxicology',
        'toxicology screen',
        'drug screen',
        'tox screen',
        'tsh',
        'vitamin b12',
        'b12 level',
        'lumbar puncture',
        'neurology consult',
        'neurology consultation',
        'neurology was consulted',
        'neurology consulted',
        'seen by neurology',
        'neurology evaluated',
        'arterial blood gas',
      ],
      abbreviations: ['UDS', 'LP', 'ABG'],
    },
    treatment: {
      terms: [
        'neuro checks',
        'neurochecks',
        'neurologic checks',
        'naloxone',
        'narcan',
        'flumazenil',
        'lactulose',
        'rifaximin',
        'thiamine',
        'dextrose',
        'd50',
        'glucagon',
        'hypertonic saline',
        '3% saline',
        'fluid restriction',
        'normal saline',
        'iv fluids',
        'intravenous fluids',
        'free water',
        'insulin drip',
        'insulin infusion',
        'bipap',
        'noninvasive ventilation',
        'non invasive ventilation',
        'intubated',
        'intubation',
        'dialysis',
        'hemodialysis',
        'antibiotics',
        'iv antibiotics',
        'levothyroxine',
        'stress dose steroids',
        'hydrocortisone',
        'held opioids',
        'opioids were held',
        'opioids held',
        'narcotics were held',
        'held narcotics',
        'held sedating medications',
        'sedating medications were held',
        'sedatives were held',
        'held sedatives',
        'discontinued cefepime',
        'cefepime was discontinued',
        'cefepime was stopped',
        'stopped cefepime',
        'medications were held',
        'offending medications',
        'offending medication',
        'offending agent',
        'delirium precautions',
        'aspiration precautions',
        'fall precautions',
        'seizure precautions',
        'sitter',
        'safety sitter',
        'restraints',
        'soft restraints',
        'reorientation',
        'frequent reorientation',
        'haloperidol',
        'haldol',
        'quetiapine',
        'seroquel',
        'olanzapine',
      ],
      abbreviations: ['NIV', 'NIPPV', 'IVF', 'CRRT'],
    },
  },
  criteria: {
    'encephalopathy-documented': { says: 'Encephalopathy documented for this stay', rule: mentioned('encephalopathy') },
    'encephalopathy-ruled-out': { says: 'Encephalopathy negated or ruled out', rule: ruledOut('encephalopathy') },
    'acute-mental-status-change': {
      says: 'Acute change in mental status (confusion, lethargy, obtundation, GCS below 15, positive CAM, improved to baseline)',
      rule: mentalStatusChange,
    },
    'structured-assessment': {
      says: 'Structured assessment: positive CAM/CAM-ICU or 4AT, or a GCS below 15',
      rule: anyOf(mentioned('delirium-tool-positive'), measured('gcs', below(15, 'points'))),
    },
    'metabolic-cause': {
      says: 'Metabolic cause (Na < 125 or > 155, glucose < 70 or > 500, BUN > 80, PaCO2 > 60, hypoxemia, sepsis, hepatic failure, ...)',
      rule: metabolicCause,
    },
    'toxic-cause': {
      says: 'Toxic cause (opioids, benzodiazepines, anticholinergics, lithium, cefepime, intoxication, polypharmacy, ...)',
      rule: toxicCause,
    },
    'metabolic-type-denied': {
      says: 'Metabolic encephalopathy denied by name and never affirmed',
      rule: allOf(ruledOut('metabolic-type-named'), not(mentioned('metabolic-type-named', { allow: ['historical'] })), not(mentioned('toxic-metabolic-name'))),
    },
    'toxic-type-denied': {
      says: 'Toxic encephalopathy denied by name and never affirmed',
      rule: allOf(ruledOut('toxic-type-named'), not(mentioned('toxic-type-named', { allow: ['historical'] })), not(mentioned('toxic-metabolic-name'))),
    },
    'toxic-metabolic-named': { says: 'Toxic-metabolic encephalopathy named (fits the metabolic and the toxic codes)', rule: mentioned('toxic-metabolic-name') },
    // The type is documented otherwise only for an encephalopathy the note describes: a name in the
    // diagnosis list beside an AKI says nothing of what caused it.
    'toxic-cause-only': {
      says: 'Only a toxic (drug) cause documented, no metabolic one',
      rule: allOf(
        mentalStatusChange,
        toxicCause,
        not(mentioned('toxic-metabolic-name')),
        not(metabolicCause),
      ),
    },
    'metabolic-cause-only': {
      says: 'Only a metabolic cause documented, no toxic (drug) one',
      rule: allOf(
        mentalStatusChange,
        not(mentioned('toxic-metabolic-name')),
        metabolicCause,
        not(toxicCause),
      ),
    },
    workup: {
      says: 'Evaluated (CT/MRI head, EEG, ammonia, drug screen, TSH, B12, LP, neurology)',
      rule: anyOf(mentioned('workup', { allow: ['historical'] }), ruledOut('workup')),
    },
    treatment: {
      says: 'Cause treated or mental status managed (naloxone, lactulose, thiamine, saline, BiPAP, drug held, neuro checks, sitter)',
      rule: mentioned('treatment'),
    },
    // Counter-evidence that outranks a confusion word: the confusion is the chronic baseline,
    // or it resolved before arrival (reference §2.6 pitfalls).
    'acute-change-not-explained-away': {
      says: 'Mental status not documented as the chronic baseline, nor as back to baseline by arrival',
      rule: not(anyOf(atBaselineThroughout, mentioned('transient-resolution'))),
    },
    // "Toxic, due to oxycodone accumulation ... work-up for a metabolic cause was negative": the
    // derangements present were looked at and not blamed.
    'metabolic-search-negative': {
      says: 'The search for a metabolic cause was negative and a drug is blamed',
      rule: allOf(mentalStatusChange, mentioned('cause-not-found'), toxicCause, not(mentioned('toxic-metabolic-name'))),
    },
    'no-cause-found': {
      says: 'The search for a metabolic or toxic cause was unrevealing, and no drug is blamed',
      rule: allOf(mentioned('cause-not-found'), not(toxicCause)),
    },
    'transient-only': {
      says: 'Altered mental status resolved before arrival or within minutes',
      rule: mentioned('transient-resolution'),
    },
    'mental-status-at-baseline': {
      says: 'Mental status documented as the chronic baseline, with no acute change',
      rule: atBaselineThroughout,
    },
    'structural-cause-only': {
      says: 'Structural cause only (stroke, intracranial bleed, tumour, CNS infection), no metabolic or toxic cause',
      rule: allOf(
        mentioned('structural-cause'),
        not(mentioned('metabolic-cause', { allow: ['uncertain'] })),
        not(toxicCause),
      ),
    },
    'sedation-only': {
      says: 'Confusion from expected sedation or anesthesia only',
      rule: allOf(mentioned('sedation-effect'), not(mentioned('metabolic-cause', { allow: ['uncertain'] })), not(toxicCause)),
    },
    'postictal-only': {
      says: 'Transient post-ictal state only',
      rule: allOf(mentioned('postictal'), not(mentioned('metabolic-cause', { allow: ['uncertain'] })), not(toxicCause)),
    },
    'mental-status-normal': {
      says: 'GCS 15 throughout with no altered mental status described',
      rule: allOf(
        measuredThroughout('gcs', atLeast(15, 'points')),
        not(mentioned('altered-mental-status')),
        not(mentioned('mental-status-recovered')),
        not(mentioned('delirium-tool-positive')),
      ),
    },
  },
  decision: {
    documented: 'encephalopathy-documented',
    supported: {
      allOf: [
        'encephalopathy-documented',
        'acute-mental-status-change',
        { anyOf: ['metabolic-cause', 'toxic-cause'] },
        { anyOf: ['treatment', 'workup'] },
        'acute-change-not-explained-away',
      ],
    },
    decidable: 'mental-status-normal',
    refuted: { anyOf: ['encephalopathy-ruled-out', 'mental-status-at-baseline', 'transient-only', 'structural-cause-only', 'sedation-only', 'postictal-only', 'no-cause-found'] },
    strengthens: ['structured-assessment'],
  },
  variants: {
    'delirium-counts': {
      says: 'Delirium or altered mental status from a documented metabolic or toxic cause supports encephalopathy even when the summary never names it',
      decision: {
        supported: { allOf: ['acute-mental-status-change', { anyOf: ['metabolic-cause', 'toxic-cause'] }, { anyOf: ['treatment', 'workup'] }, 'acute-change-not-explained-away'] },
      },
    },
    'structured-tool-required': {
      says: 'Encephalopathy needs a structured assessment: a positive CAM/CAM-ICU or 4AT, or a GCS below 15',
      required: 'structured-assessment',
    },
  },
});
