import { allOf, anyOf, atLeast, atMost, between, measured, measuredThroughout, not, reported, type Rule } from '../../lib/criteria/define';
import type { CommonCondition } from './condition';
import { antiepileptics, words } from './vocabulary.en';

/**
 * Neurology: epilepsy by type, intractability and status epilepticus (G40.0- to G40.4-, G40.80-
 * to G40.83-), communicating and obstructive hydrocephalus (G91.0, G91.1), the Glasgow coma scale
 * total score by range and time (R40.241- to R40.243-), the NIH stroke scale score (R29.700 to
 * R29.742), cerebral vasospasm (I67.848) and Todd's paralysis (G83.84). Appended to the
 * common-conditions table (./conditions.en.ts); `conditionPack` turns each entry into a pack.
 *
 * Epilepsy codes say three things: the type (G40.0 idiopathic focal, G40.1 focal with simple
 * partial seizures, G40.2 focal with complex partial seizures, G40.3 idiopathic generalized, G40.4
 * other generalized, G40.80 other, G40.81 Lennox-Gastaut, G40.82 epileptic spasms, G40.83 Dravet),
 * whether it is intractable, and whether status epilepticus occurred. A specificity requirement
 * is one list of phrases, so two requirements are split: the type (and, for an intractable code,
 * intractability with it) is the entry's name, status epilepticus its `documentedBy`. The ICD-10-CM
 * note at G40 makes "pharmacoresistant, treatment resistant, refractory (medically), poorly
 * controlled" intractable and "without intractability" the default, so a code that is not
 * intractable needs nothing documented and is contradicted by intractability, and an intractable
 * code needs it written with the type ("drug-resistant temporal lobe epilepsy", "focal epilepsy,
 * medically refractory"). Without status epilepticus is the default too: written this stay, status
 * epilepticus contradicts a code without it.
 *
 * Unspecified epilepsy (G40.90-, G40.91-) stays with the 'epilepsy', 'intractable-epilepsy' and
 * 'status-epilepticus' entries of the table, and unspecified hydrocephalus (G91.9) with its
 * 'hydrocephalus' entry: not repeated here.
 */

// ------------------------------------------------------------------ epilepsy (G40)

/** ICD-10-CM's intractable (the note at G40): its synonyms as clinicians write them. */
const intractableQualifiers = [
  'intractable', 'medically intractable', 'refractory', 'medically refractory', 'medication refractory', 'drug refractory', 'drug resistant',
  'medication resistant', 'pharmacoresistant', 'pharmaco resistant', 'pharmacologically resistant', 'treatment resistant', 'treatment refractory',
  'poorly controlled',
];
/** What says the epilepsy is not intractable: ICD-10-CM's own wording, or seizure freedom and good control. */
const notIntractable = [
  'not intractable', 'nonintractable', 'non intractable', 'without intractability', 'well controlled epilepsy', 'well controlled seizure disorder',
  'well controlled seizures', 'seizures well controlled', 'seizures are well controlled', 'epilepsy well controlled', 'epilepsy is well controlled',
  'controlled epilepsy', 'controlled seizure disorder', 'seizure free', 'seizure freedom',
];
/** Control written of the epilepsy itself: "Jacksonian epilepsy, well controlled". */
const controlledQualifiers = ['well controlled', 'not intractable', 'seizure free', 'controlled on medication', 'controlled on medications'];
/** Status epilepticus as written; "in status" only with a seizure word, not a mental or performance status. */
const statusEpilepticus = [
  'status epilepticus', 'convulsive status epilepticus', 'generalized convulsive status epilepticus', 'nonconvulsive status epilepticus',
  'non convulsive status epilepticus', 'refractory status epilepticus', 'super refractory status epilepticus', 'superrefractory status epilepticus',
  'focal status epilepticus', 'focal motor status epilepticus', 'electrographic status epilepticus', 'absence status epilepticus',
  'myoclonic status epilepticus', 'ncse', 'gcse', 'seizing in status', 'seizures in status', 'in status epilepticus', 'status epilepticus, convulsive',
];
/** Generic heads that carry a type: "epilepsy with complex partial seizures", "seizure disorder with focal aware seizures". */
const epilepsyHeads = ['epilepsy', 'seizure disorder', 'epileptic syndrome', 'epilepsy syndrome'];

type EpilepsyType = 'focal-idiopathic' | 'focal-simple' | 'focal-complex' | 'generalized-idiopathic' | 'generalized-other' | 'other' | 'lennox-gastaut' | 'spasms' | 'dravet';

const focalHeads = [
  'focal epilepsy', 'partial epilepsy', 'localization related epilepsy', 'localization related symptomatic epilepsy', 'symptomatic localization related epilepsy',
  'symptomatic focal epilepsy', 'structural focal epilepsy', 'focal seizure disorder', 'partial seizure disorder', 'focal onset epilepsy',
];
/** A focal epilepsy of no stated seizure type: neither G40.1 nor G40.2 until the seizures are named. */
const focalGeneric = words(focalHeads, ['frontal lobe epilepsy', 'parietal lobe epilepsy', 'occipital lobe epilepsy', 'lesional epilepsy', 'localization related epilepsy, symptomatic']);
const generalizedGeneric = ['generalized epilepsy', 'generalized seizure disorder', 'generalised epilepsy', 'generalized onset epilepsy'];

const simpleSeizures = ['simple partial seizures', 'focal aware seizures', 'focal seizures without impaired awareness', 'focal seizures without loss of awareness', 'focal motor seizures without impaired awareness'];
const complexSeizures = [
  'complex partial seizures', 'focal impaired awareness seizures', 'focal seizures with impaired awareness', 'focal seizures with impaired consciousness',
  'dyscognitive seizures', 'complex partial seizures with secondary generalization',
];
const withSeizures = (heads: readonly string[], seizures: readonly string[]) => heads.flatMap((h) => seizures.map((s) => `${h} with ${s}`));

const typeNames: Readonly<Record<EpilepsyType, readonly string[]>> = {
  // G40.0: benign childhood epilepsy with centrotemporal spikes, childhood epilepsy with occipital paroxysms.
  'focal-idiopathic': [
    'idiopathic focal epilepsy', 'idiopathic partial epilepsy', 'idiopathic localization related epilepsy', 'localization related idiopathic epilepsy',
    'benign rolandic epilepsy', 'rolandic epilepsy', 'benign epilepsy with centrotemporal spikes', 'benign childhood epilepsy with centrotemporal spikes',
    'childhood epilepsy with centrotemporal spikes', 'self limited epilepsy with centrotemporal spikes', 'benign focal epilepsy of childhood',
    'benign partial epilepsy of childhood', 'childhood occipital epilepsy', 'benign occipital epilepsy', 'idiopathic childhood occipital epilepsy',
    'childhood epilepsy with occipital paroxysms', 'panayiotopoulos syndrome', 'gastaut type childhood occipital epilepsy', 'self limited focal epilepsy',
  ],
  // G40.1: attacks without alteration of consciousness; epilepsia partialis continua [Kozhevnikof].
  'focal-simple': words(withSeizures(words(epilepsyHeads, focalGeneric), simpleSeizures), [
    'simple partial epilepsy', 'simple partial seizure disorder', 'focal aware epilepsy', 'focal aware seizure disorder', 'jacksonian epilepsy',
    'jacksonian seizure disorder', 'epilepsia partialis continua', 'kozhevnikov epilepsy', 'kojevnikov epilepsy', 'kozhevnikof epilepsy',
  ]),
  // G40.2: attacks with alteration of consciousness, often with automatisms; the temporal lobe (psychomotor) epilepsies.
  'focal-complex': words(withSeizures(words(epilepsyHeads, focalGeneric), complexSeizures), [
    'complex partial epilepsy', 'complex partial seizure disorder', 'focal impaired awareness epilepsy', 'temporal lobe epilepsy', 'mesial temporal lobe epilepsy',
    'medial temporal lobe epilepsy', 'lateral temporal lobe epilepsy', 'temporal lobe seizure disorder', 'psychomotor epilepsy', 'limbic epilepsy', 'uncinate epilepsy',
  ]),
  // G40.3 (absence epilepsy is G40.A-, juvenile myoclonic epilepsy G40.B- since FY2016).
  'generalized-idiopathic': [
    'idiopathic generalized epilepsy', 'idiopathic generalised epilepsy', 'genetic generalized epilepsy', 'primary generalized epilepsy',
    'idiopathic generalized seizure disorder', 'primary generalized seizure disorder', 'epilepsy with grand mal seizures on awakening',
    'epilepsy with generalized tonic clonic seizures alone', 'epilepsy with generalized tonic clonic seizures on awakening', 'benign myoclonic epilepsy in infancy',
    'myoclonic epilepsy in infancy', 'benign familial neonatal seizures', 'benign familial neonatal convulsions', 'benign neonatal convulsions',
    'self limited familial neonatal epilepsy', 'epilepsy with eyelid myoclonia',
  ],
  // G40.4: grand mal epilepsy NOS, myoclonic absences, myoclonic-astatic seizures, symptomatic early myoclonic encephalopathy.
  'generalized-other': [
    'symptomatic generalized epilepsy', 'cryptogenic generalized epilepsy', 'secondary generalized epilepsy', 'epilepsy with grand mal seizures', 'grand mal epilepsy',
    'grand mal seizure disorder', 'generalized tonic clonic seizure disorder', 'generalized convulsive epilepsy', 'epilepsy with myoclonic absences',
    'epilepsy with myoclonic astatic seizures', 'epilepsy with myoclonic atonic seizures', 'myoclonic astatic epilepsy', 'myoclonic atonic epilepsy', 'doose syndrome',
    'early myoclonic encephalopathy', 'symptomatic early myoclonic encephalopathy',
  ],
  // G40.80: undetermined whether focal or generalized; Landau-Kleffner syndrome.
  other: [
    'landau kleffner syndrome', 'acquired epileptic aphasia', 'epilepsy undetermined whether focal or generalized', 'epilepsy of unknown onset',
    'combined generalized and focal epilepsy', 'combined focal and generalized epilepsy', 'epilepsy with continuous spike and wave during sleep',
  ],
  'lennox-gastaut': ['lennox gastaut syndrome', 'lennox gastaut', 'lennox syndrome', 'lennox gastaut epilepsy'],
  // G40.82: West syndrome, infantile spasms, salaam attacks.
  spasms: ['epileptic spasms', 'infantile spasms', 'infantile spasm syndrome', 'west syndrome', 'wests syndrome', 'salaam attacks', 'salaam spasms', 'jackknife seizures'],
  dravet: ['dravet syndrome', 'severe myoclonic epilepsy of infancy', 'severe myoclonic epilepsy in infancy'],
};
const typeAbbreviations: Partial<Record<EpilepsyType, readonly string[]>> = {
  'focal-idiopathic': ['BECTS', 'BECT'],
  'focal-complex': ['TLE', 'MTLE'],
  'lennox-gastaut': ['LGS'],
  dravet: ['SMEI'],
};
/** Absence and juvenile myoclonic epilepsy (G40.A-, G40.B-): other kinds for every type here. */
const absenceAndMyoclonic = [
  'absence epilepsy', 'childhood absence epilepsy', 'juvenile absence epilepsy', 'absence seizure disorder', 'petit mal epilepsy', 'juvenile myoclonic epilepsy',
  'impulsive petit mal', 'janz syndrome',
];

/** Every name of every type: what "another kind" is, type by type. */
const allTypeNames = (except: readonly EpilepsyType[]) =>
  words(...(Object.keys(typeNames) as EpilepsyType[]).filter((t) => !except.includes(t)).map((t) => typeNames[t]));
/** The other kinds of a type: the other types' names, and the generic names of the other family (focal against generalized). */
const otherKindsOf: ReadonlyMap<EpilepsyType, readonly string[]> = new Map(
  (Object.keys(typeNames) as EpilepsyType[]).map((type) => [
    type,
    words(allTypeNames([type]), type.startsWith('focal-') ? generalizedGeneric : type.startsWith('generalized-') ? focalGeneric : [], absenceAndMyoclonic),
  ]),
);

/** "Intractable temporal lobe epilepsy", "temporal lobe epilepsy, drug resistant", "temporal lobe epilepsy (refractory)". */
const qualifiedBy = (qualifiers: readonly string[], names: readonly string[]) =>
  names.flatMap((n) => qualifiers.flatMap((q) => [`${q} ${n}`, `${n}, ${q}`]));
/** Intractability written of any epilepsy: a code that is not intractable is contradicted by it. */
const intractableAny = (names: readonly string[]) => qualifiedBy(intractableQualifiers, words(names, epilepsyHeads, ['seizures']));

const epilepsyCare = words(antiepileptics, [
  'seizure precautions', 'seizure action plan', 'rescue benzodiazepine', 'intranasal midazolam', 'nayzilam', 'valtoco', 'rectal diazepam', 'diastat',
  'epileptologist', 'epilepsy clinic', 'antiseizure medication level', 'levetiracetam level', 'lacosamide level', 'ethosuximide', 'rufinamide', 'banzel',
  'felbamate', 'cannabidiol', 'epidiolex', 'fenfluramine', 'fintepla', 'stiripentol', 'diacomit', 'ketogenic diet', 'vigabatrin', 'sabril',
  'acth', 'acthar', 'corticotropin', 'prednisolone', 'clonazepam', 'klonopin',
]);
const intractableCare = [
  'vagus nerve stimulator', 'vagal nerve stimulator', 'vagus nerve stimulation', 'responsive neurostimulation', 'responsive neurostimulator', 'deep brain stimulation',
  'epilepsy surgery', 'temporal lobectomy', 'anterior temporal lobectomy', 'selective amygdalohippocampectomy', 'laser interstitial thermal therapy',
  'corpus callosotomy', 'phase 1 evaluation', 'surgical evaluation', 'presurgical evaluation', 'epilepsy monitoring unit',
];
const statusCare = [
  'intubated', 'intubation', 'airway protection', 'propofol', 'propofol infusion', 'midazolam infusion', 'midazolam drip', 'ketamine infusion', 'pentobarbital',
  'pentobarbital coma', 'burst suppression', 'continuous eeg', 'continuous video eeg', 'ceeg', 'neuro icu', 'neurocritical care', 'loading dose',
  'loaded with levetiracetam', 'loaded with fosphenytoin', 'fosphenytoin load', 'levetiracetam load', 'keppra load', 'valproate load', 'benzodiazepines',
];

/**
 * One epilepsy code: its type named (with intractability, for an intractable code), status
 * epilepticus documented or contradicted, the other types as other kinds.
 */
function epilepsy(id: string, title: string, code: string, type: EpilepsyType, intractable: boolean, status: boolean): CommonCondition {
  const own = typeNames[type];
  // Dravet syndrome is intractable by its codes' titles (G40.833, G40.834): its name says it.
  const intractabilityInName = intractable && type !== 'dravet';
  // A name that holds intractability is listed as the name too: the longest phrase wins.
  const terms = intractabilityInName ? qualifiedBy(intractableQualifiers, own) : words(own, qualifiedBy(intractableQualifiers, own));
  const abbreviations = typeAbbreviations[type];
  const contradicting = words(intractabilityInName || type === 'dravet' ? [] : intractableAny(own), status ? [] : statusEpilepticus);
  return {
    id,
    title,
    kind: 'chronic',
    codes: [code],
    terms,
    ...(abbreviations && !intractabilityInName ? { abbreviations } : {}),
    // "Temporal lobe epilepsy, on levetiracetam, medically refractory": the type and its intractability in one sentence.
    ...(intractabilityInName ? { namedInParts: { terms: own, inSentenceWith: intractableQualifiers } } : {}),
    backing: {
      terms: words(epilepsyCare, intractable ? intractableCare : [], status ? statusCare : []),
      abbreviations: ['EEG', 'EMU', 'AED', 'ASM', ...(intractable ? ['VNS', 'RNS', 'LITT'] : []), ...(status ? ['cEEG'] : [])],
    },
    specificity: {
      ...(status ? { documentedBy: statusEpilepticus } : {}),
      ...(contradicting.length > 0 ? { contradictedBy: contradicting } : {}),
      // Another type named and this one never; for an intractable code, the epilepsy said to be controlled.
      otherKinds: words(otherKindsOf.get(type) ?? [], intractabilityInName ? words(notIntractable, qualifiedBy(controlledQualifiers, own)) : []),
    },
  };
}

/** The four codes of a type: 5th/6th characters not intractable (0) or intractable (1), with (1) or without (9) status epilepticus. */
function epilepsyType(prefix: string, idBase: string, titleBase: string, type: EpilepsyType, scheme: 'standard' | 'g408'): CommonCondition[] {
  const variants: [boolean, boolean, string][] =
    scheme === 'standard'
      ? [[false, true, '01'], [false, false, '09'], [true, true, '11'], [true, false, '19']]
      : [[false, true, '1'], [false, false, '2'], [true, true, '3'], [true, false, '4']];
  return variants.map(([intractable, status, suffix]) =>
    epilepsy(
      `${idBase}-${intractable ? 'intractable' : 'not-intractable'}-${status ? 'with' : 'without'}-status-epilepticus`,
      `${titleBase}, ${intractable ? 'intractable' : 'not intractable'}, ${status ? 'with' : 'without'} status epilepticus`,
      `${prefix}${suffix}`,
      type,
      intractable,
      status,
    ),
  );
}

// ------------------------------------------------------------------ hydrocephalus (G91.0, G91.1)

const communicating = [
  'communicating hydrocephalus', 'nonobstructive hydrocephalus', 'non obstructive hydrocephalus', 'hydrocephalus, communicating', 'secondary normal pressure hydrocephalus',
  'post hemorrhagic communicating hydrocephalus', 'posthemorrhagic communicating hydrocephalus', 'communicating hydrocephalus after subarachnoid hemorrhage',
  'post meningitic hydrocephalus', 'postinfectious communicating hydrocephalus',
];
const obstructive = [
  'obstructive hydrocephalus', 'noncommunicating hydrocephalus', 'non communicating hydrocephalus', 'hydrocephalus, obstructive', 'hydrocephalus, noncommunicating',
  'triventricular hydrocephalus', 'trapped fourth ventricle', 'entrapped ventricle', 'trapped ventricle', 'obstructive hydrocephalus from aqueductal stenosis',
  'hydrocephalus due to aqueductal stenosis', 'hydrocephalus from fourth ventricular compression', 'intraventricular obstruction',
];
const hydrocephalusGeneric = [
  'hydrocephalus', 'acute hydrocephalus', 'chronic hydrocephalus', 'shunted hydrocephalus', 'shunt dependent hydrocephalus', 'post hemorrhagic hydrocephalus',
  'posthemorrhagic hydrocephalus', 'acquired hydrocephalus', 'ventriculomegaly with hydrocephalus',
];
/** Idiopathic normal pressure hydrocephalus is G91.2; ex vacuo is atrophy, not raised CSF volume under pressure. */
const idiopathicNph = ['normal pressure hydrocephalus', 'idiopathic normal pressure hydrocephalus', 'inph'];
const hydrocephalusAll = words(hydrocephalusGeneric, communicating, obstructive);
const hydrocephalusCare = {
  terms: [
    'external ventricular drain', 'external ventriculostomy', 'ventriculostomy', 'ventriculostomy drain', 'ventricular drain', 'ventriculoperitoneal shunt',
    'vp shunt', 'ventriculoatrial shunt', 'va shunt', 'ventriculopleural shunt', 'lumboperitoneal shunt', 'shunt placement', 'shunt revision',
    'shunt externalization', 'endoscopic third ventriculostomy', 'lumbar drain', 'serial lumbar punctures', 'icp monitoring', 'intracranial pressure monitoring',
    'icp monitor', 'evd clamp trial', 'evd weaning', 'evd was weaned', 'csf diversion', 'acetazolamide', 'diamox', 'neurosurgery', 'neurosurgical',
  ],
  abbreviations: ['EVD', 'VPS', 'ETV', 'ICP', 'CSF'],
};

/** One kind of hydrocephalus: its kind's words document the code, the other kind's contradict it. */
function hydrocephalusOfKind(id: string, title: string, code: string, own: readonly string[], other: readonly string[]): CommonCondition {
  return {
    id,
    title,
    kind: 'chronic',
    codes: [code],
    terms: hydrocephalusAll,
    pseudo: ['hydrocephalus protocol', 'shunt series', 'evaluate for hydrocephalus', 'monitor for hydrocephalus', 'risk of hydrocephalus'],
    backing: hydrocephalusCare,
    refutedBy: { instead: ['hydrocephalus ex vacuo', 'ex vacuo dilatation', 'ex vacuo ventricular enlargement', 'ventriculomegaly ex vacuo'] },
    specificity: { documentedBy: own, contradictedBy: other, otherKinds: idiopathicNph },
  };
}

// ------------------------------------------------------------------ Glasgow coma scale (R40.241- to R40.243-)

/**
 * The 7th character says when the score was taken. A value counts for a timed code only in a
 * sentence that says that time ("GCS 7 per EMS", "GCS 14 on arrival to the ED"); the time's words
 * alone, anywhere, document the character. "On arrival" is the emergency department's (the
 * patient arrives there), "on admission" the hospital's; the field is the EMS crew's.
 */
const gcsTimes: Readonly<Record<'1' | '2' | '3' | '4', { readonly label: string; readonly words: readonly string[] }>> = {
  '1': {
    label: 'in the field [EMT or ambulance]',
    words: [
      'in the field', 'per ems', 'by ems', 'ems', 'emt', 'emts', 'paramedic', 'paramedics', 'per medics', 'medics', 'prehospital', 'pre hospital', 'on scene',
      'at the scene', 'on the scene', 'ambulance', 'en route', 'flight crew', 'field gcs',
    ],
  },
  '2': {
    label: 'at arrival to emergency department',
    words: [
      'on arrival', 'upon arrival', 'at arrival', 'on arrival to the ed', 'on arrival to the emergency department', 'arrival to the ed', 'arrival in the ed',
      'ed arrival', 'in the ed', 'in the er', 'in the emergency department', 'in the emergency room', 'emergency department', 'emergency room', 'triage',
      'at triage', 'in triage', 'ed gcs', 'trauma bay', 'in the trauma bay', 'trauma activation',
    ],
  },
  '3': {
    label: 'at hospital admission',
    words: [
      'on admission', 'at admission', 'upon admission', 'admission gcs', 'admission exam', 'admission examination', 'admitting exam', 'at the time of admission',
      'on admission to the icu', 'on admission to the floor', 'on arrival to the icu', 'on arrival to the floor', 'on transfer to the icu', 'admitted to the icu',
    ],
  },
  '4': {
    label: '24 hours or more after hospital admission',
    words: [
      'hospital day 2', 'hospital day 3', 'hospital day 4', 'hospital day 5', 'on hospital day', 'on day 2', 'on day 3', 'by day 2', 'by day 3',
      '24 hours after admission', '48 hours after admission', '72 hours after admission', 'the following day', 'the next day', 'the next morning',
      'the following morning', 'on discharge', 'at discharge', 'by discharge', 'at the time of discharge', 'discharge exam', 'discharge examination',
      'prior to discharge', 'before discharge',
    ],
  },
};
type GcsRange = { readonly low: number; readonly high: number; readonly code: string; readonly id: string };
const gcsRanges: readonly GcsRange[] = [
  { low: 13, high: 15, code: 'R40241', id: '13-15' },
  { low: 9, high: 12, code: 'R40242', id: '9-12' },
  { low: 3, high: 8, code: 'R40243', id: '3-8' },
];
const POINTS = 'points';
/** Every value outside a range: below it or above it, whichever the range has room for. */
function gcsOutside(r: GcsRange, options: Parameters<typeof measured>[2] & object): Rule<never> {
  // Every value the code reads (all roles but a baseline, unless the time's roles say which).
  const every = (test: ReturnType<typeof atMost>): Rule<never> =>
    options.roles || options.sameSentenceAs ? measured('gcs', test, { quantifier: 'every', ...options }) : measuredThroughout('gcs', test);
  const outside: Rule<never>[] = [];
  if (r.low > 3) outside.push(every(atMost(r.low - 1, POINTS)));
  if (r.high < 15) outside.push(every(atLeast(r.high + 1, POINTS)));
  return outside.length === 1 ? outside[0]! : anyOf(...outside);
}

/**
 * The values a timed code reads: in a sentence that says its time and, where the engine reads a
 * value's role, of that time: an arrival or admission value ("GCS 9 on admission, 14 by hospital
 * day 3" gives 9 to admission, not 14); a value 24 hours on is never the admission one. A field
 * value may be called "initial", so its role is not read.
 */
const gcsRoles: Readonly<Record<'1' | '2' | '3' | '4', readonly ('baseline' | 'peak' | 'nadir' | 'admission' | 'discharge' | 'current' | 'none')[] | undefined>> = {
  '1': undefined,
  '2': ['admission'],
  '3': ['admission'],
  '4': ['discharge', 'current', 'peak', 'nadir', 'none'],
};

function glasgowTotal(r: GcsRange, time: '0' | '1' | '2' | '3' | '4'): CommonCondition {
  const timed = time === '0' ? undefined : gcsTimes[time];
  const roles = time === '0' ? undefined : gcsRoles[time];
  const tie = timed ? { sameSentenceAs: ['specific'], ...(roles ? { roles } : {}) } : {};
  const spelled = [`${r.low}-${r.high}`, `${r.low} to ${r.high}`];
  return {
    id: `glasgow-coma-scale-${r.id}-${timed ? `time-${time}` : 'unspecified-time'}`,
    title: `Glasgow coma scale score ${r.low}-${r.high}, ${timed ? timed.label : 'unspecified time'}`,
    kind: 'episodic',
    codes: [`${r.code}${time}`],
    // The code's own title as written; the value itself is what supports it.
    terms: spelled.flatMap((s) => [`glasgow coma scale score ${s}`, `glasgow coma scale ${s}`, `gcs score ${s}`]),
    values: {
      shows: measured('gcs', between(r.low, r.high, POINTS), tie),
      excludes: gcsOutside(r, tie),
    },
    ...(timed ? { specificity: { documentedBy: timed.words } } : {}),
  };
}

// ------------------------------------------------------------------ NIH stroke scale (R29.700 to R29.742)

const nihssNames = ['nihss', 'nihss score', 'nih stroke scale', 'nih stroke scale score', 'nih stroke score', 'national institutes of health stroke scale'];
const nihssScores = Array.from({ length: 43 }, (_, n) => n);

/**
 * One NIHSS score code: the score written is the code. The engine reads the score as a
 * measurement ("NIHSS 17", "NIH stroke scale score was 17", "NIHSS improved to 4"), so a score
 * documented supports the code and scores documented, none of them this one, refute it.
 */
function nihss(n: number): CommonCondition {
  const nn = String(n).padStart(2, '0');
  return {
    id: `nihss-score-${n}`,
    title: `National Institutes of Health Stroke Scale score ${n}`,
    kind: 'episodic',
    codes: [`R297${nn}`],
    terms: nihssNames,
    values: {
      shows: measured('nihss', between(n, n, 'points')),
      excludes: allOf(reported('nihss'), not(measured('nihss', between(n, n, 'points')))),
    },
  };
}

// ------------------------------------------------------------------ cerebral vasospasm (I67.848), Todd's paralysis (G83.84)

const vasospasmNames = [
  'cerebral vasospasm', 'vasospasm', 'cerebral arterial vasospasm', 'intracranial vasospasm', 'angiographic vasospasm', 'symptomatic vasospasm',
  'symptomatic cerebral vasospasm', 'clinical vasospasm', 'radiographic vasospasm', 'sonographic vasospasm', 'delayed cerebral vasospasm',
  'mca vasospasm', 'aca vasospasm', 'ica vasospasm', 'basilar vasospasm', 'vasospasm of the mca', 'vasospasm of the middle cerebral artery',
  'vasospasm of the basilar artery', 'vasospasm after subarachnoid hemorrhage', 'post hemorrhagic vasospasm', 'cerebral vasoconstriction', 'mild vasospasm',
  'moderate vasospasm', 'severe vasospasm', 'moderate to severe vasospasm',
];
const vasospasmPseudo = [
  'vasospasm prophylaxis', 'prophylaxis against vasospasm', 'prophylaxis for vasospasm', 'vasospasm watch', 'vasospasm window', 'vasospasm period',
  'vasospasm monitoring', 'monitor for vasospasm', 'monitoring for vasospasm', 'monitored for vasospasm', 'risk of vasospasm', 'risk for vasospasm',
  'vasospasm risk', 'vasospasm precautions', 'vasospasm protocol', 'vasospasm screening', 'screening for vasospasm', 'evaluate for vasospasm',
  'evaluation for vasospasm', 'signs of vasospasm', 'coronary vasospasm', 'coronary artery vasospasm', 'coronary spasm', 'digital vasospasm',
  'esophageal spasm', 'vasospastic angina',
];
/** Reversible cerebral vasoconstriction syndrome has its own code (I67.841). */
const rcvs = ['reversible cerebral vasoconstriction syndrome', 'call fleming syndrome', 'reversible cerebral vasoconstriction'];

const toddNames = [
  "todd's paralysis", 'todd paralysis', 'todds paralysis', "todd's paresis", 'todd paresis', 'todds paresis', "todd's palsy", 'todd palsy',
  "todd's phenomenon", 'todd phenomenon', 'postictal paralysis', 'post ictal paralysis', 'postictal paresis', 'post ictal paresis', 'postictal hemiparesis',
  'post ictal hemiparesis', 'postictal hemiplegia', 'post ictal hemiplegia', 'postictal weakness', 'post ictal weakness', 'postictal focal weakness',
  'post ictal focal weakness', 'postictal todd paralysis', 'postictal monoparesis', 'postictal aphasia',
];

// ------------------------------------------------------------------ the entries

export const neurologyConditions: readonly CommonCondition[] = [
  // ================================================================ epilepsy by type (G40.0- to G40.4-, G40.80- to G40.83-)
  ...epilepsyType('G400', 'idiopathic-focal-epilepsy', 'Localization-related (focal) (partial) idiopathic epilepsy with seizures of localized onset', 'focal-idiopathic', 'standard'),
  ...epilepsyType('G401', 'focal-epilepsy-simple-partial', 'Localization-related (focal) (partial) symptomatic epilepsy with simple partial seizures', 'focal-simple', 'standard'),
  ...epilepsyType('G402', 'focal-epilepsy-complex-partial', 'Localization-related (focal) (partial) symptomatic epilepsy with complex partial seizures', 'focal-complex', 'standard'),
  ...epilepsyType('G403', 'idiopathic-generalized-epilepsy', 'Generalized idiopathic epilepsy and epileptic syndromes', 'generalized-idiopathic', 'standard'),
  ...epilepsyType('G404', 'other-generalized-epilepsy', 'Other generalized epilepsy and epileptic syndromes', 'generalized-other', 'standard'),
  ...epilepsyType('G4080', 'other-epilepsy', 'Other epilepsy', 'other', 'g408'),
  ...epilepsyType('G4081', 'lennox-gastaut-syndrome', 'Lennox-Gastaut syndrome', 'lennox-gastaut', 'g408'),
  ...epilepsyType('G4082', 'epileptic-spasms', 'Epileptic spasms', 'spasms', 'g408'),
  epilepsy('dravet-syndrome-with-status-epilepticus', 'Dravet syndrome, intractable, with status epilepticus', 'G40833', 'dravet', true, true),
  epilepsy('dravet-syndrome-without-status-epilepticus', 'Dravet syndrome, intractable, without status epilepticus', 'G40834', 'dravet', true, false),

  // ================================================================ hydrocephalus (G91.0, G91.1)
  // Communicating includes secondary normal pressure hydrocephalus; the idiopathic kind is G91.2.
  hydrocephalusOfKind('communicating-hydrocephalus', 'Communicating hydrocephalus', 'G910', communicating, obstructive),
  hydrocephalusOfKind('obstructive-hydrocephalus', 'Obstructive hydrocephalus', 'G911', obstructive, communicating),

  // ================================================================ Glasgow coma scale total score (R40.241- to R40.243-)
  ...gcsRanges.flatMap((r) => (['0', '1', '2', '3', '4'] as const).map((t) => glasgowTotal(r, t))),

  // ================================================================ NIH stroke scale score (R29.700 to R29.742)
  ...nihssScores.map(nihss),

  // ================================================================ cerebral vasospasm, Todd's paralysis
  {
    // Vasospasm after a subarachnoid hemorrhage: angiographic or transcranial Doppler narrowing, treated
    // with hemodynamic augmentation or endovascular therapy. Nimodipine is given to every aneurysmal
    // SAH to prevent it, so it backs nothing.
    id: 'cerebral-vasospasm',
    title: 'Other cerebrovascular vasospasm and vasoconstriction',
    kind: 'episodic',
    codes: ['I67848'],
    terms: vasospasmNames,
    pseudo: vasospasmPseudo,
    backing: {
      terms: [
        'intra arterial verapamil', 'intraarterial verapamil', 'ia verapamil', 'intra arterial nicardipine', 'intraarterial nicardipine', 'ia nicardipine',
        'intra arterial milrinone', 'intraarterial milrinone', 'balloon angioplasty', 'cerebral angioplasty', 'transluminal balloon angioplasty', 'angioplasty',
        'endovascular therapy for vasospasm', 'induced hypertension', 'hypertensive therapy', 'blood pressure augmentation', 'hemodynamic augmentation',
        'triple h therapy', 'hhh therapy', 'augmentation with norepinephrine', 'augmentation with phenylephrine', 'phenylephrine for augmentation', 'milrinone',
        'elevated lindegaard ratio', 'lindegaard ratio',
      ],
      abbreviations: ['HHH'],
      // Every aneurysmal SAH is screened this way: it backs a vasospasm written in one sentence with it.
      tiedTerms: ['transcranial doppler', 'transcranial dopplers', 'tcd', 'tcds', 'tcd velocities', 'cerebral angiogram', 'diagnostic cerebral angiogram', 'ct angiogram', 'ct perfusion', 'cta'],
    },
    refutedBy: { instead: rcvs },
  },
  {
    // Postictal paresis (G83.84); the epilepsy codes exclude it (Excludes2 at G40). A stroke found
    // instead is not a Todd's paralysis.
    id: 'todds-paralysis',
    title: "Todd's paralysis (postepileptic)",
    kind: 'episodic',
    codes: ['G8384'],
    terms: toddNames,
    backing: {
      terms: words(antiepileptics, [
        'stroke alert', 'code stroke', 'stroke code', 'mri brain', 'mri of the brain', 'ct head', 'ct angiogram', 'cta head and neck', 'ct perfusion',
        'tpa was held', 'tpa was not given', 'not a tpa candidate', 'thrombolysis deferred', 'neuro checks', 'serial neuro checks', 'neurology',
        'weakness resolved', 'strength returned to baseline', 'deficit resolved', 'resolved within 24 hours', 'resolved over 24 hours',
      ]),
      abbreviations: ['MRI', 'CTA', 'EEG'],
    },
    refutedBy: { instead: ['acute ischemic stroke', 'acute stroke', 'acute infarct', 'cerebral infarction', 'acute cerebral infarction'] },
  },
];
