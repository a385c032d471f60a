import type { CommonCondition } from './condition';
import { underdosing } from './underdosing';
import { fractureCare, painCare, poisoningCare, qualified, sided, words } from './vocabulary.en';

/**
 * Injuries (S00-S99) and poisonings, toxic effects and other external causes (T15-T79) that no
 * other entry answers, all at the initial encounter (7th character A, or the 4th-6th character
 * code of T58/T63 with A): the active injury or poisoning treated this stay.
 *
 * - Head: vault, base and unspecified skull fractures (S02.0, S02.109, S02.91), nasal bones
 *   (S02.2), orbital floor by side (S02.30-S02.32), mandible (S02.609), scalp and forehead
 *   lacerations (S01.01, S01.81), scalp and face contusions (S00.03, S00.83), traumatic epidural
 *   hemorrhage, cerebral contusion and diffuse traumatic brain injury by loss of consciousness
 *   (S06.4X0/1/9, S06.330/331/339, S06.2X0/1/9).
 * - Spine: cervical vertebrae C1-C7, displaced and nondisplaced (S12.n00, S12.n01) and neck
 *   fracture unspecified (S12.9); thoracic wedge compression T5-T12 (S22.050-S22.080) and an
 *   unspecified thoracic vertebra (S22.009); lumbar L1-L5 wedge compression and unspecified
 *   (S32.0n0, S32.0n9) and an unspecified lumbar vertebra (S32.009); sacrum, coccyx, ilium by side
 *   (S32.10, S32.2, S32.301/302); spinal cord injury of the cervical, thoracic and lumbar cord and
 *   central cord syndrome (S14.109, S14.129, S24.109, S34.109).
 * - Chest: traumatic pneumothorax, hemothorax, hemopneumothorax (S27.0-S27.2), pulmonary
 *   contusion (S27.321/322/329), sternum (S22.20).
 * - Limbs by side: clavicle, proximal humerus, humeral shaft (S42.00-, S42.20-, S42.30-), distal
 *   radius and Colles (S52.50-, S52.53-), scaphoid (S62.00-), boxer's fracture (S62.33-), femoral
 *   shaft and distal femur (S72.30-, S72.40-), proximal tibia and tibial shaft (S82.10-, S82.20-),
 *   bimalleolar, trimalleolar and other ankle fractures (S82.84-, S82.85-, S82.89-), calcaneus
 *   (S92.00-), fifth metatarsal (S92.35-); lacerations of the forearm, hand, lower leg and foot
 *   (S51.81-, S61.41-, S81.81-, S91.31-); shoulder dislocation (S43.00-); hip and knee
 *   contusions (S70.0-, S80.0-).
 * - Toxic effects by intent (accidental 1 / intentional self-harm 2): ethanol (T51.0X-), methanol
 *   (T51.1X-), carbon monoxide from an unspecified source (T58.9-); venoms of snakes, bees and
 *   spiders (T63.00-, T63.01-, T63.31-, T63.33-, T63.44-).
 * - Drugs: digoxin, beta blockers and calcium channel blockers by poisoning, self-harm and adverse
 *   effect (T46.0X-, T44.7X-, T46.1X-); cocaine and methamphetamine poisonings (T40.5X1,
 *   T43.621); underdosing of anticoagulants, insulin and oral hypoglycemics, ACE inhibitors, loop
 *   diuretics, beta blockers and other antihypertensives (T45.516, T38.3X6, T46.4X6, T50.1X6,
 *   T44.7X6, T46.5X6).
 * - Burns: second degree of the head, face and neck, the trunk and the upper limb (T20.20,
 *   T21.20, T22.20), second and third degree of the hand by side (T23.20-, T23.30-), second degree
 *   of the lower limb by side (T24.20-); extent by total and third-degree body surface (T31.0,
 *   T31.10, T31.11, T31.20, T31.21, T31.22), read from "25% TBSA, 12% full thickness" as phrases.
 * - Drowning and nonfatal submersion (T75.1), traumatic subcutaneous emphysema (T79.7).
 *
 * Left to other entries: rib fractures, flail chest, the proximal femur, acetabulum, pubis and
 * pelvic ring, spleen and liver, concussion and subdural and subarachnoid hemorrhage (the table
 * and ./surgical.en.ts); osteoporotic and pathological fractures (M80, M84), which contradict the
 * traumatic codes here; the poisonings the table's `poisoning()` entries own (acetaminophen,
 * salicylates, opioids, benzodiazepines, antidepressants, antipsychotics). Not here yet: other
 * burn sites and degrees, burns over 29% TBSA, frostbite, subsequent (D) and sequela (S) encounters.
 *
 * Sided codes are one entry per side: the other side's name documents something else
 * (`refutedBy.instead`), as does the same fracture called healed, old or pathological. Displaced
 * and nondisplaced codes contradict each other with `specificity`; a fracture not said to be
 * either is coded displaced (ICD-10-CM chapter 19), so the displaced code's names include the plain
 * name. Intent codes: unknown intent is coded accidental (guideline I.C.19.e.5.b), so the
 * accidental code is documented by the poisoning alone and contradicted by self-harm; the self-harm
 * code needs the self-harm documented, and an accident contradicts it.
 */

type Side = 'right' | 'left';
const limbSides: readonly Side[] = ['right', 'left'];

// ------------------------------------------------------------------ helpers

/** A fracture at a place, with `{side}`: "{side} clavicle fracture", "{side} clavicle fx", "fracture of the {side} clavicle". */
function fractureAt(places: readonly string[]): string[] {
  return places.flatMap((p) => [`{side} ${p} fracture`, `{side} ${p} fx`, `fracture of the {side} ${p}`, `fracture of {side} ${p}`, `fractured {side} ${p}`]);
}

/** A fracture at an unsided place: "c5 fracture", "fracture of c5". */
function fractureOf(places: readonly string[]): string[] {
  return places.flatMap((p) => [`${p} fracture`, `${p} fx`, `fracture of the ${p}`, `fracture of ${p}`, `fractured ${p}`]);
}

/** A laceration at a place, with `{side}`: "{side} forearm laceration", "laceration to the {side} forearm". */
function lacerationAt(places: readonly string[]): string[] {
  return places.flatMap((p) => [
    `{side} ${p} laceration`, `{side} ${p} lac`, `laceration of the {side} ${p}`, `laceration to the {side} ${p}`, `laceration on the {side} ${p}`,
    `laceration of {side} ${p}`, `laceration to {side} ${p}`,
  ]);
}

/** The same injury said to be over before the stay or not traumatic: another code (a sequela, M80, M84, M97). */
// "Old", "remote" and "prior" before the name are ConText's historical cues already: only
// what ConText does not read is spelled out here (each form multiplies every name, by side).
const notThisInjury = (phrases: readonly string[]) =>
  words(qualified(['healed', 'chronic', 'malunited', 'pathologic', 'pathological', 'periprosthetic'], phrases), phrases.flatMap((p) => [`${p}, healed`, `${p} (healed)`]));
/** `sided` with the side written out ("right", "left"), for the long lists that only refute. */
const sidedInFull = (sides: readonly Side[], patterns: readonly string[]): string[] => words(sides.flatMap((side) => patterns.map((p) => p.replaceAll('{side}', side))));
const nondisplaced = (phrases: readonly string[]) => qualified(['nondisplaced', 'non displaced'], phrases);
const displaced = (phrases: readonly string[]) => qualified(['displaced', 'minimally displaced'], phrases);

/**
 * One entry per side. `named`, the side's phrases with `{side}`; `elsewhere`, what documents a
 * sibling (another part of the bone, another type), with `{side}` or without; `otherwise`, what
 * documents this place otherwise than the code (nondisplaced for a displaced code). The other side,
 * a sibling, or the injury called healed or pathological is documented instead.
 */
function bySide(spec: Omit<CommonCondition, 'id' | 'title' | 'codes' | 'terms' | 'specificity'> & {
  id: string;
  title: string;
  codes: Readonly<Record<Side, string>>;
  named: readonly string[];
  elsewhere?: readonly string[];
  otherwise?: readonly string[];
}): CommonCondition[] {
  const { id, title, codes, named, elsewhere = [], otherwise = [], refutedBy, ...rest } = spec;
  return limbSides.map((side) => {
    const other: Side = side === 'right' ? 'left' : 'right';
    const terms = sided([side], named);
    const own = new Set(terms);
    const contradicting = sided([side], otherwise);
    const instead = words(sided([other], named), sidedInFull(limbSides, elsewhere), sidedInFull(limbSides, notThisInjury(named)), contradicting).filter((p) => !own.has(p));
    return {
      ...rest,
      id: `${id}-${side}`,
      title: title.replace('{side}', side),
      codes: [codes[side]],
      terms,
      // "No scaphoid fracture" on imaging, without a side, argues against either side's code.
      refutedBy: { ...refutedBy, instead, absent: words(refutedBy?.absent ?? [], named.map((p) => p.replace('{side} ', ''))) },
      ...(contradicting.length > 0 ? { specificity: { contradictedBy: contradicting } } : {}),
    };
  });
}

/** A fracture managed this stay: fixation, a cast or splint, weight bearing, orthopaedics, pain control. */
const fractureBacking = {
  terms: words(fractureCare, painCare, [
    'sling', 'cast', 'short arm cast', 'long arm cast', 'sugar tong splint', 'volar splint', 'thumb spica splint', 'thumb spica cast', 'ulnar gutter splint',
    'cam boot', 'walking boot', 'post op shoe', 'hard soled shoe', 'shoulder immobilizer', 'coaptation splint', 'functional brace', 'hand surgery', 'podiatry',
    'reverse total shoulder arthroplasty', 'shoulder arthroplasty', 'volar plating', 'volar plate', 'plate and screws', 'syndesmotic screw',
  ]),
  abbreviations: ['ORIF', 'CRPP', 'IMN', 'WBAT', 'NWB', 'TTWB', 'PT/OT'],
};

/** A spine fracture managed this stay: a collar or brace, spine surgery, a kyphoplasty, pain control. */
const spineFractureBacking = {
  terms: words(painCare, [
    'cervical collar', 'c collar', 'hard collar', 'aspen collar', 'miami j collar', 'philadelphia collar', 'halo', 'halo vest', 'tlso', 'tlso brace', 'lso brace',
    'back brace', 'thoracolumbar brace', 'spine surgery', 'spine service', 'neurosurgery', 'orthopedic spine', 'kyphoplasty', 'vertebroplasty', 'spinal fusion',
    'posterior fusion', 'posterior spinal fusion', 'anterior cervical discectomy and fusion', 'decompression', 'laminectomy', 'flexion extension films',
    'flexion extension x rays', 'mri cervical spine', 'mri of the cervical spine', 'mri thoracic spine', 'mri lumbar spine', 'mri of the lumbar spine',
    'spine precautions', 'log roll', 'physical therapy',
  ]),
  abbreviations: ['TLSO', 'LSO', 'ACDF', 'PSF', 'PT/OT'],
};

/** A laceration repaired or cared for this stay. */
const lacerationBacking = {
  terms: [
    'laceration repair', 'laceration was repaired', 'laceration repaired', 'repaired with sutures', 'repaired with staples', 'sutured', 'sutures', 'suture repair',
    'staples', 'stapled', 'staple closure', 'dermabond', 'skin adhesive', 'tissue adhesive', 'steri strips', 'wound closure', 'primary closure', 'layered closure',
    'wound irrigation', 'irrigated and closed', 'tetanus', 'tetanus booster', 'tetanus toxoid', 'tetanus immunization', 'plastic surgery', 'wound care',
    'local wound care', 'suture removal', 'staple removal', 'bacitracin',
  ],
  abbreviations: ['Tdap', 'TDaP', 'DTaP'],
};
/** A laceration with something left in it is coded with a foreign body. */
const foreignBody = ['foreign body', 'retained foreign body', 'glass in the wound', 'embedded glass', 'retained glass'];

/** A contusion or hematoma managed this stay: ice, compression, analgesia, a repeat scan. */
const contusionBacking = {
  terms: words(painCare, ['ice', 'ice pack', 'cold compress', 'pressure dressing', 'compression dressing', 'neuro checks', 'repeat ct head', 'repeat head ct', 'wound check']),
  tiedTerms: ['ct head', 'head ct', 'ct of the head', 'imaging'],
};

/** Head injury care: neurosurgery, repeat imaging, neuro checks, seizure prophylaxis. */
const headInjuryCare = [
  'neurosurgery', 'neurosurgical', 'neurosurgery consult', 'repeat ct head', 'repeat head ct', 'serial ct head', 'neuro checks', 'neurological checks',
  'craniotomy', 'craniectomy', 'burr hole', 'hematoma evacuation', 'evacuation of the hematoma', 'seizure prophylaxis', 'levetiracetam', 'keppra',
  'hypertonic saline', 'mannitol', 'trauma surgery', 'intensive care unit', 'neuro icu', 'elevation of the depressed skull fracture', 'csf leak',
];

/** Facial fracture care: the facial surgeons, reduction or fixation, sinus precautions. */
const facialFractureCare = words(painCare, [
  'oral maxillofacial surgery', 'oral and maxillofacial surgery', 'maxillofacial surgery', 'facial plastic surgery', 'plastic surgery', 'otolaryngology',
  'ophthalmology', 'ophthalmology consult', 'closed reduction', 'open reduction', 'orbital floor repair', 'orbital floor reconstruction', 'nasal packing',
  'sinus precautions', 'no nose blowing', 'maxillomandibular fixation', 'arch bars', 'jaw wired', 'wired jaw', 'full liquid diet', 'chlorhexidine rinse',
  'facial trauma', 'amoxicillin clavulanate', 'augmentin',
]);
const facialAbbreviations = ['OMFS', 'ENT', 'MMF', 'ORIF'];

// ------------------------------------------------------------------ head (S00-S06)

const skullVault = words(
  fractureOf(['skull vault', 'vault of skull', 'calvarial', 'calvarium', 'frontal bone', 'frontal skull', 'parietal bone', 'parietal skull']),
  ['depressed skull fracture', 'depressed calvarial fracture', 'fracture of vault of skull'],
);
const skullBase = words(
  fractureOf(['basilar skull', 'skull base', 'basal skull', 'base of skull', 'base of the skull', 'temporal bone', 'occipital bone', 'occipital skull', 'sphenoid', 'clival', 'clivus']),
  ['basilar skull fractures'],
);
const skullAny = words(skullVault, skullBase, fractureOf(['skull']), ['skull fractures']);

const orbitalFloor = [
  '{side} orbital floor fracture', '{side} orbital floor fx', 'fracture of the {side} orbital floor', 'fracture of {side} orbital floor', '{side} orbital blowout fracture',
  '{side} blowout fracture', '{side} orbital floor blowout fracture', 'blowout fracture of the {side} orbit', 'orbital floor fracture on the {side}',
];
const orbitalFloorAny = words(sided(limbSides, orbitalFloor), ['orbital floor fracture', 'orbital floor fx', 'fracture of the orbital floor', 'blowout fracture', 'orbital blowout fracture']);

/** Loss of consciousness with a head injury, documented or denied (the 6th character of S06). */
const lossOfConsciousness = [
  'loss of consciousness', 'lost consciousness', 'brief loss of consciousness', 'transient loss of consciousness', 'brief loc', 'positive loc', 'with loc',
  'had loc', 'reported loc', 'witnessed loc', 'knocked unconscious', 'was knocked out', 'found unresponsive',
];
const noLossOfConsciousness = [
  'no loss of consciousness', 'without loss of consciousness', 'no loc', 'without loc', 'denies loss of consciousness', 'denied loss of consciousness',
  'denies loc', 'denied loc', 'did not lose consciousness', 'no reported loss of consciousness',
];
const epiduralNames = [
  'epidural hematoma', 'epidural hemorrhage', 'traumatic epidural hematoma', 'traumatic epidural hemorrhage', 'extradural hematoma', 'extradural hemorrhage',
  'acute epidural hematoma', 'intracranial epidural hematoma', ...sided(['right', 'left'], ['{side} epidural hematoma', '{side} frontal epidural hematoma', '{side} temporal epidural hematoma', '{side} parietal epidural hematoma']),
  'frontal epidural hematoma', 'temporal epidural hematoma', 'parietal epidural hematoma',
];
/** A spinal epidural hematoma (after neuraxial anaesthesia, anticoagulation) is no head injury. */
const epiduralNotHead = ['spinal epidural hematoma', 'spinal epidural hemorrhage', 'epidural hematoma of the spine', 'lumbar epidural hematoma', 'thoracic epidural hematoma', 'cervical epidural hematoma'];

/**
 * A brain injury by loss of consciousness (the S06 6th character): 0 none, 1 30 minutes or less,
 * 9 unspecified duration. The "with" codes need it documented, and its denial contradicts them;
 * the "without" code needs the denial, and a loss of consciousness contradicts it.
 */
function byLossOfConsciousness(spec: {
  id: string;
  title: string;
  codes: { without: string; with: readonly string[] };
  terms: readonly string[];
  abbreviations?: readonly string[];
  instead?: readonly string[];
}): CommonCondition[] {
  const common = {
    kind: 'episodic' as const,
    terms: spec.terms,
    ...(spec.abbreviations ? { abbreviations: spec.abbreviations } : {}),
    ...(spec.instead ? { refutedBy: { instead: spec.instead } } : {}),
    backing: { terms: headInjuryCare, abbreviations: ['NSGY', 'ICU', 'EVD', 'ICP'] },
  };
  return [
    {
      ...common,
      id: `${spec.id}-without-loss-of-consciousness`,
      title: `${spec.title} without loss of consciousness, initial encounter`,
      codes: [spec.codes.without],
      specificity: { documentedBy: noLossOfConsciousness, contradictedBy: lossOfConsciousness },
    },
    {
      ...common,
      id: `${spec.id}-with-loss-of-consciousness`,
      title: `${spec.title} with loss of consciousness, initial encounter`,
      codes: spec.codes.with,
      specificity: { documentedBy: lossOfConsciousness, contradictedBy: noLossOfConsciousness },
    },
  ];
}

const cerebralContusion = words(
  [
    'cerebral contusion', 'brain contusion', 'hemorrhagic contusion', 'hemorrhagic cerebral contusion', 'contusion of the brain', 'cortical contusion',
    'intraparenchymal contusion', 'traumatic intraparenchymal contusion', 'frontal lobe contusion', 'temporal lobe contusion', 'parietal lobe contusion',
    'occipital lobe contusion', 'bifrontal contusion', 'bifrontal hemorrhagic contusion', 'coup contrecoup contusion', 'cerebral laceration',
    'contusion and laceration of cerebrum',
  ],
  sided(['right', 'left'], ['{side} frontal lobe contusion', '{side} temporal lobe contusion', '{side} parietal lobe contusion', '{side} frontal hemorrhagic contusion', '{side} temporal hemorrhagic contusion', '{side} cerebral contusion']),
);
const diffuseAxonalInjury = ['diffuse axonal injury', 'traumatic axonal injury', 'diffuse traumatic brain injury', 'shear injury', 'shearing injury', 'diffuse shear injury'];

// ------------------------------------------------------------------ spine (S12, S14, S22.0, S24, S32, S34)

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];
/** A vertebra's fracture at a level ("c5"), as notes write it. */
const vertebraFracture = (level: string, ordinal?: string, region?: string) =>
  words(
    fractureOf([level, `${level} vertebra`, `${level} vertebral`, `${level} vertebral body`]),
    ordinal && region ? [`fracture of ${ordinal} ${region} vertebra`, `fracture of the ${ordinal} ${region} vertebra`, `${ordinal} ${region} vertebra fracture`] : [],
  );
/** Names of the fracture as other than traumatic: osteoporosis, a metastasis, insufficiency. */
const vertebraNotTraumatic = [
  'osteoporotic', 'osteoporosis', 'fragility fracture', 'pathologic fracture', 'pathological fracture', 'insufficiency fracture', 'metastatic', 'lytic lesion',
  'malignant compression fracture',
];

function cervicalVertebrae(): CommonCondition[] {
  const levels = [1, 2, 3, 4, 5, 6, 7];
  const plain = (l: number) => vertebraFracture(`c${l}`, ordinals[l - 1], 'cervical');
  return levels.flatMap((l) => {
    const named = plain(l);
    const others = words(...levels.filter((o) => o !== l).map(plain));
    const base = { kind: 'episodic' as const, backing: spineFractureBacking };
    return [
      {
        ...base,
        id: `cervical-vertebra-fracture-c${l}-displaced`,
        title: `Unspecified displaced fracture of ${ordinals[l - 1]} cervical vertebra, initial encounter`,
        codes: [`S12${l - 1}00A`],
        terms: words(named, displaced(named)),
        refutedBy: { instead: words(others, notThisInjury(named), nondisplaced(named)) },
        specificity: { contradictedBy: nondisplaced(named) },
      },
      {
        ...base,
        id: `cervical-vertebra-fracture-c${l}-nondisplaced`,
        title: `Unspecified nondisplaced fracture of ${ordinals[l - 1]} cervical vertebra, initial encounter`,
        codes: [`S12${l - 1}01A`],
        terms: nondisplaced(named),
        refutedBy: { instead: words(others, notThisInjury(named), displaced(named)) },
        specificity: { contradictedBy: displaced(named) },
      },
    ];
  });
}

const cervicalAny = words(
  fractureOf(['cervical spine', 'cervical vertebra', 'cervical vertebral', 'c spine', 'neck']),
  ['broken neck', 'fracture of neck', 'cervical spine fractures'],
  ...[1, 2, 3, 4, 5, 6, 7].map((l) => vertebraFracture(`c${l}`)),
);

/** Thoracic levels as ICD-10-CM pairs them (S22.05-S22.08). */
const thoracicPairs = [
  { code: '5', levels: ['t5', 't6'] },
  { code: '6', levels: ['t7', 't8'] },
  { code: '7', levels: ['t9', 't10'] },
  { code: '8', levels: ['t11', 't12'] },
] as const;
const compressionAt = (level: string) => [
  `${level} compression fracture`, `${level} wedge compression fracture`, `${level} vertebral body compression fracture`, `compression fracture of ${level}`,
  `compression fracture of the ${level} vertebra`, `${level} compression deformity`, `traumatic ${level} compression fracture`,
];
const burstAt = (level: string) => [`${level} burst fracture`, `burst fracture of ${level}`, `${level} vertebral burst fracture`];
const anyFractureAt = (level: string) => words(vertebraFracture(level), compressionAt(level), burstAt(level), [`${level} transverse process fracture`, `${level} spinous process fracture`]);

const thoracicLevels = Array.from({ length: 12 }, (_, i) => `t${i + 1}`);
const lumbarLevels = ['l1', 'l2', 'l3', 'l4', 'l5'];
const thoracicAny = words(
  fractureOf(['thoracic spine', 'thoracic vertebra', 'thoracic vertebral', 't spine', 'thoracic vertebral body']),
  ['thoracic compression fracture', 'thoracic burst fracture', 'thoracic spine fractures'],
  ...thoracicLevels.map(anyFractureAt),
);
const lumbarAny = words(
  fractureOf(['lumbar spine', 'lumbar vertebra', 'lumbar vertebral', 'l spine', 'lumbar vertebral body']),
  ['lumbar compression fracture', 'lumbar burst fracture', 'lumbar spine fractures'],
  ...lumbarLevels.map(anyFractureAt),
);

function thoracicCompression(): CommonCondition[] {
  return thoracicPairs.map(({ code, levels }) => {
    const named = words(...levels.map(compressionAt));
    const others = words(...thoracicLevels.filter((l) => !(levels as readonly string[]).includes(l)).map(compressionAt));
    return {
      id: `thoracic-wedge-compression-fracture-${levels.join('-')}`,
      title: `Wedge compression fracture of ${levels.join('-').toUpperCase()} vertebra, initial encounter`,
      kind: 'episodic',
      codes: [`S220${code}0A`],
      terms: named,
      refutedBy: { instead: words(others, notThisInjury(named), ...levels.map(burstAt)) },
      specificity: { contradictedBy: words(vertebraNotTraumatic, ...levels.map(burstAt)) },
      backing: spineFractureBacking,
    };
  });
}

function lumbarFractures(): CommonCondition[] {
  return lumbarLevels.flatMap((level, i) => {
    const compression = compressionAt(level);
    const any = anyFractureAt(level);
    const otherLevels = lumbarLevels.filter((l) => l !== level);
    return [
      {
        id: `lumbar-wedge-compression-fracture-${level}`,
        title: `Wedge compression fracture of ${['first', 'second', 'third', 'fourth', 'fifth'][i]} lumbar vertebra, initial encounter`,
        kind: 'episodic' as const,
        codes: [`S320${i + 1}0A`],
        terms: compression,
        refutedBy: { instead: words(...otherLevels.map(compressionAt), notThisInjury(compression), burstAt(level)) },
        specificity: { contradictedBy: words(vertebraNotTraumatic, burstAt(level)) },
        backing: spineFractureBacking,
      },
      {
        id: `lumbar-vertebra-fracture-${level}`,
        title: `Unspecified fracture of ${['first', 'second', 'third', 'fourth', 'fifth'][i]} lumbar vertebra, initial encounter`,
        kind: 'episodic' as const,
        codes: [`S320${i + 1}9A`],
        terms: any,
        refutedBy: { instead: words(...otherLevels.map(anyFractureAt), notThisInjury(any)) },
        specificity: { contradictedBy: vertebraNotTraumatic },
        backing: spineFractureBacking,
      },
    ];
  });
}

/** Care of a spinal cord injury: a collar, a blood-pressure goal, decompression, rehabilitation. */
const spinalCordInjuryCare = {
  terms: [
    'neurosurgery', 'spine surgery', 'cervical collar', 'c collar', 'hard collar', 'tlso', 'map goal', 'map goals', 'map goal above 85', 'mean arterial pressure goal',
    'blood pressure augmentation', 'norepinephrine', 'vasopressors', 'decompression', 'surgical decompression', 'laminectomy', 'anterior cervical discectomy and fusion',
    'posterior cervical fusion', 'posterior spinal fusion', 'spinal fusion', 'mri cervical spine', 'mri of the cervical spine', 'mri thoracic spine', 'mri lumbar spine',
    'spinal cord injury rehabilitation', 'acute inpatient rehabilitation', 'bowel program', 'bladder program', 'intermittent catheterization', 'methylprednisolone',
    'spine precautions', 'log roll',
  ],
  abbreviations: ['ACDF', 'MAP', 'TLSO'],
};
/** An old cord injury is a sequela (S14.-S, G82), not this stay's injury. */
const oldCordInjury = ['remote spinal cord injury', 'chronic spinal cord injury', 'old spinal cord injury', 'history of spinal cord injury', 'prior spinal cord injury'];
const cordInjury = (region: string, levels: readonly string[]) =>
  words(
    [`${region} spinal cord injury`, `${region} cord injury`, `${region} sci`, `traumatic ${region} spinal cord injury`, `injury of the ${region} spinal cord`, `${region} spinal cord contusion`, `${region} cord contusion`],
    levels.flatMap((l) => [`spinal cord injury at ${l}`, `${l} spinal cord injury`, `${l} sci`, `${l} cord injury`, `spinal cord contusion at ${l}`, `cord contusion at ${l}`]),
  );
const centralCord = ['central cord syndrome', 'acute central cord syndrome', 'traumatic central cord syndrome', 'central cord injury'];

// ------------------------------------------------------------------ chest (S22.2, S27)

const chestTraumaCare = {
  terms: [
    'chest tube', 'tube thoracostomy', 'thoracostomy', 'pigtail catheter', 'pigtail chest tube', 'needle decompression', 'video assisted thoracoscopic surgery',
    'thoracoscopic evacuation', 'thoracotomy', 'serial chest x rays', 'repeat chest x ray', 'repeat cxr', 'thoracic surgery', 'trauma surgery', 'water seal',
    'chest tube to suction',
  ],
  abbreviations: ['VATS'],
  tiedTerms: ['chest x ray', 'ct chest', 'oxygen', 'observation', 'observed'],
};
/** What places a pneumothorax in an injury, written in its sentence. */
const traumaWords = [
  'trauma', 'traumatic', 'blunt chest trauma', 'blunt trauma', 'penetrating trauma', 'stab wound', 'gunshot wound', 'motor vehicle collision', 'motor vehicle accident',
  'fall', 'fell', 'assault', 'assaulted', 'injury', 'injuries', 'trauma surgery',
];
/** Hemothorax without injury (J94.2) or from a procedure (J95.830s, T81). */
const hemothoraxNotTraumatic = ['spontaneous hemothorax', 'nontraumatic hemothorax', 'non traumatic hemothorax', 'iatrogenic hemothorax', 'postprocedural hemothorax', 'post procedural hemothorax', 'malignant hemothorax', 'hemothorax after thoracentesis'];
const hemopneumothorax = ['hemopneumothorax', 'hemo pneumothorax', 'traumatic hemopneumothorax', 'hemothorax and pneumothorax', 'pneumothorax and hemothorax'];
const pulmonaryContusion = {
  unilateral: words(
    sided(['right', 'left'], ['{side} pulmonary contusion', '{side} lung contusion', '{side} sided pulmonary contusion', 'contusion of the {side} lung', '{side} upper lobe pulmonary contusion', '{side} lower lobe pulmonary contusion', '{side} middle lobe pulmonary contusion']),
    ['unilateral pulmonary contusion', 'unilateral lung contusion'],
  ),
  bilateral: ['bilateral pulmonary contusion', 'bilateral lung contusion', 'pulmonary contusions bilaterally', 'lung contusions bilaterally', 'bilateral pulmonary contusions'],
};
const pulmonaryContusionCare = {
  terms: [
    'incentive spirometry', 'incentive spirometer', 'pulmonary toilet', 'chest physiotherapy', 'supplemental oxygen', 'high flow nasal cannula', 'noninvasive ventilation',
    'mechanical ventilation', 'intubated', 'repeat ct chest', 'serial chest x rays', 'trauma surgery',
  ],
  abbreviations: ['HFNC', 'BiPAP', 'NIV'],
};

// ------------------------------------------------------------------ limbs (S42, S52, S62, S72, S82, S92; S51, S61, S81, S91)

const clavicle = fractureAt(['clavicle', 'clavicular', 'clavicle shaft', 'clavicular shaft', 'midshaft clavicle', 'midshaft clavicular', 'distal clavicle', 'distal clavicular', 'collarbone']);
const proximalHumerus = words(fractureAt(['proximal humerus', 'proximal humeral', 'humeral head', 'humeral neck', 'surgical neck', 'humerus surgical neck', 'greater tuberosity']), [
  'fracture of upper end of {side} humerus', 'fracture of the surgical neck of the {side} humerus', 'fracture of the {side} humeral head',
]);
const humeralShaft = words(fractureAt(['humerus', 'humeral', 'humeral shaft', 'humerus shaft', 'midshaft humerus', 'midshaft humeral']), ['fracture of shaft of {side} humerus', 'fracture of the shaft of the {side} humerus']);
const distalHumerus = fractureAt(['distal humerus', 'distal humeral', 'supracondylar humerus', 'supracondylar humeral']);
const colles = ['{side} colles fracture', '{side} wrist colles fracture', 'colles fracture of the {side} wrist', 'colles fracture of the {side} radius', 'colles fracture of {side} radius', "{side} colles' fracture"];
const distalRadius = words(
  fractureAt(['distal radius', 'distal radial', 'distal radius and ulna', 'distal radial metaphyseal', 'intra articular distal radius', 'extra articular distal radius']),
  ['fracture of lower end of {side} radius', 'fracture of the lower end of the {side} radius', '{side} smith fracture', '{side} barton fracture', ...colles],
);
const scaphoid = words(fractureAt(['scaphoid', 'carpal scaphoid', 'scaphoid waist', 'proximal pole scaphoid']), ['fracture of the {side} scaphoid bone', 'fracture of navicular bone of {side} wrist']);
const boxer = words(
  fractureAt(['fifth metacarpal neck', '5th metacarpal neck', 'small finger metacarpal neck']),
  ['{side} boxer fracture', "{side} boxer's fracture", '{side} boxers fracture', 'boxer fracture of the {side} hand', "boxer's fracture of the {side} hand", 'fracture of the neck of the {side} fifth metacarpal', 'fracture of the {side} fifth metacarpal neck'],
);
const femoralShaft = words(fractureAt(['femoral shaft', 'femur shaft', 'midshaft femur', 'midshaft femoral', 'diaphyseal femur', 'femoral diaphyseal']), ['fracture of shaft of {side} femur', 'fracture of the shaft of the {side} femur']);
const distalFemur = words(fractureAt(['distal femur', 'distal femoral', 'supracondylar femur', 'supracondylar femoral', 'femoral condyle', 'distal femoral condyle']), ['fracture of lower end of {side} femur']);
const femurNotTraumatic = ['{side} atypical femur fracture', '{side} atypical femoral fracture', 'atypical fracture of the {side} femur'];
const proximalTibia = words(fractureAt(['proximal tibia', 'proximal tibial', 'tibial plateau', 'lateral tibial plateau', 'medial tibial plateau', 'bicondylar tibial plateau']), ['fracture of upper end of {side} tibia']);
const tibialShaft = words(fractureAt(['tibia', 'tibial', 'tibial shaft', 'tibia shaft', 'midshaft tibia', 'midshaft tibial', 'tib fib', 'tibia and fibula', 'tibia fibula', 'tibial and fibular shaft']), ['fracture of shaft of {side} tibia']);
const bimalleolar = [
  '{side} bimalleolar fracture', '{side} bimalleolar fx', '{side} bimalleolar ankle fracture', 'bimalleolar fracture of the {side} ankle', 'bimalleolar fracture of {side} ankle',
  '{side} ankle fracture, bimalleolar', '{side} ankle bimalleolar fracture', 'bimalleolar fracture of {side} lower leg', '{side} bimalleolar equivalent fracture',
];
const trimalleolar = [
  '{side} trimalleolar fracture', '{side} trimalleolar fx', '{side} trimalleolar ankle fracture', 'trimalleolar fracture of the {side} ankle', 'trimalleolar fracture of {side} ankle',
  '{side} ankle fracture, trimalleolar', '{side} ankle trimalleolar fracture', 'trimalleolar fracture of {side} lower leg',
];
const ankle = words(fractureAt(['ankle']), ['broken {side} ankle']);
/** The ankle's other named fractures, coded each to its own code (S82.5-, S82.6-, S82.84-, S82.85-). */
const ankleTyped = words(bimalleolar, trimalleolar, fractureAt(['lateral malleolus', 'medial malleolus', 'lateral malleolar', 'medial malleolar', 'distal fibula', 'distal fibular', 'pilon', 'tibial plafond']));
const calcaneus = words(fractureAt(['calcaneus', 'calcaneal', 'heel bone', 'os calcis']), ['fracture of the {side} heel']);
const fifthMetatarsal = words(fractureAt(['fifth metatarsal', '5th metatarsal', 'fifth metatarsal base', '5th metatarsal base', 'fifth metatarsal shaft', '5th metatarsal shaft']), [
  '{side} jones fracture', 'jones fracture of the {side} foot', 'fracture of the base of the {side} fifth metatarsal', '{side} foot fifth metatarsal fracture', '{side} foot 5th metatarsal fracture',
]);

const limbFracture = (spec: { id: string; title: string; codes: Readonly<Record<Side, string>>; named: readonly string[]; elsewhere?: readonly string[]; otherwise?: readonly string[] }) =>
  bySide({ ...spec, kind: 'episodic', backing: fractureBacking });
const limbLaceration = (spec: { id: string; title: string; codes: Readonly<Record<Side, string>>; places: readonly string[] }) =>
  bySide({
    id: spec.id,
    title: spec.title,
    kind: 'episodic',
    codes: spec.codes,
    named: lacerationAt(spec.places),
    // A foreign body left in it is another code (S51.82-, S61.42-, ...).
    otherwise: foreignBody.map((f) => `${f} in the {side} ${spec.places[0]}`),
    elsewhere: spec.places.flatMap((p) => [`{side} ${p} abrasion`, `{side} ${p} skin tear`, `{side} ${p} puncture wound`, `{side} ${p} bite`]),
    backing: lacerationBacking,
  }).map((entry) => ({ ...entry, specificity: { contradictedBy: words(entry.specificity?.contradictedBy ?? [], foreignBody) } }));

/** A limb contusion's care: analgesia and ice, therapy and walking, imaging that excluded a fracture. */
const limbContusionBacking = {
  terms: words(contusionBacking.terms, ['physical therapy', 'occupational therapy', 'weight bearing as tolerated', 'walker', 'ambulating with a walker']),
  abbreviations: ['WBAT', 'PT/OT'],
  tiedTerms: ['x ray', 'xray', 'ct', 'imaging', 'radiographs'],
};
const contusionAt = (places: readonly string[]) =>
  places.flatMap((p) => [`{side} ${p} contusion`, `contusion of the {side} ${p}`, `contusion of {side} ${p}`, `contusion to the {side} ${p}`, `{side} ${p} hematoma`, `hematoma of the {side} ${p}`, `{side} ${p} bruise`, `{side} ${p} bruising`, `bruising of the {side} ${p}`]);
const shoulderDislocation = [
  '{side} shoulder dislocation', 'dislocation of the {side} shoulder', 'dislocation of {side} shoulder', 'dislocated {side} shoulder', '{side} glenohumeral dislocation',
  '{side} anterior shoulder dislocation', '{side} posterior shoulder dislocation', 'anterior dislocation of the {side} shoulder', 'posterior dislocation of the {side} shoulder',
  '{side} shoulder anterior dislocation', 'dislocation of {side} shoulder joint',
];

// ------------------------------------------------------------------ toxic effects and drugs (T38-T63, T75)

/** A poisoning's intent: self-harm, or an accident, documented this stay. */
const selfHarmIntent = [
  'intentional overdose', 'intentional ingestion', 'intentional self harm', 'intentional self poisoning', 'deliberate self harm', 'deliberate overdose', 'deliberate ingestion',
  'suicide attempt', 'suicidal attempt', 'attempted suicide', 'with suicidal intent', 'with intent to die', 'with the intent to die', 'tried to kill herself', 'tried to kill himself',
  'self inflicted', 'suicidal overdose', 'intentionally ingested', 'intentionally overdosed', 'intentionally took', 'intentionally drank',
];
const accidentalIntent = [
  'accidental overdose', 'accidental ingestion', 'accidental exposure', 'accidentally ingested', 'accidentally took', 'accidentally drank', 'unintentional overdose',
  'unintentional ingestion', 'unintentional exposure', 'unintentionally took', 'medication error', 'dosing error', 'not a suicide attempt', 'not an intentional overdose',
  'denies suicidal intent', 'denied suicidal intent', 'no suicidal intent', 'without suicidal intent', 'denies intentional ingestion', 'denies intentional overdose',
];
const intentional = (names: readonly string[]) => qualified(['intentional', 'deliberate'], names);
const accidental = (names: readonly string[]) => qualified(['accidental', 'unintentional'], names);

/**
 * A toxic effect or poisoning by intent (the 6th character, 1 accidental and 2 intentional
 * self-harm): `names` the poisoning as notes write it, `elsewhere` what documents another
 * substance or kind, `care` what shows it managed.
 */
function byIntent(spec: {
  id: string;
  title: string;
  kindOf: 'Toxic effect of' | 'Poisoning by';
  codes: { accidental: string; selfHarm?: string };
  names: readonly string[];
  elsewhere?: readonly string[];
  /** What documents the effect as an adverse effect of correct use instead (the 6th character 5). */
  asPrescribed?: readonly string[];
  care: readonly string[];
  abbreviations?: readonly string[];
}): CommonCondition[] {
  const { names } = spec;
  const common = {
    kind: 'episodic' as const,
    backing: { terms: words(poisoningCare, spec.care), abbreviations: words(['ICU', 'UDS'], spec.abbreviations ?? []) },
  };
  const entries: CommonCondition[] = [
    {
      ...common,
      id: `${spec.id}-accidental`,
      title: `${spec.kindOf} ${spec.title}, accidental (unintentional), initial encounter`,
      codes: [spec.codes.accidental],
      terms: words(names, accidental(names)),
      refutedBy: { instead: words(intentional(names), spec.elsewhere ?? [], spec.asPrescribed ?? []) },
      specificity: { contradictedBy: words(selfHarmIntent, intentional(names), spec.asPrescribed ?? []) },
    },
  ];
  if (spec.codes.selfHarm) {
    entries.push({
      ...common,
      id: `${spec.id}-intentional-self-harm`,
      title: `${spec.kindOf} ${spec.title}, intentional self-harm, initial encounter`,
      codes: [spec.codes.selfHarm],
      terms: words(names, intentional(names)),
      refutedBy: { instead: words(accidental(names), spec.elsewhere ?? [], spec.asPrescribed ?? []) },
      specificity: { documentedBy: words(selfHarmIntent, intentional(names)), contradictedBy: words(accidentalIntent, accidental(names), spec.asPrescribed ?? []) },
    });
  }
  return entries;
}

/** A drug's overdose by name: "digoxin overdose", "overdose of digoxin", "digoxin ingestion". */
const overdoseOf = (drugs: readonly string[]) =>
  drugs.flatMap((d) => [`${d} overdose`, `${d} poisoning`, `${d} ingestion`, `overdose of ${d}`, `overdose on ${d}`, `ingestion of ${d}`, `${d} od`]);
/** What says a drug was taken as prescribed: its harm is then an adverse effect (the 6th character 5). */
const takenAsPrescribed = ['taken as prescribed', 'taking as prescribed', 'took as prescribed', 'as prescribed', 'at the prescribed dose', 'at a therapeutic dose', 'therapeutic dosing'];
const takenTooMuch = ['took extra', 'took more than prescribed', 'more than prescribed', 'took too many', 'double dose', 'doubled the dose', 'doubled his dose', 'doubled her dose'];

/**
 * A drug's adverse effect in correct use: the drug named as the cause of an effect ("bradycardia
 * due to metoprolol") and stopped, held or reduced. An overdose of it is a poisoning instead.
 */
function adverseEffect(spec: { id: string; title: string; code: string; drugs: readonly string[]; also?: readonly string[]; care?: readonly string[] }): CommonCondition {
  const { drugs } = spec;
  return {
    id: `${spec.id}-adverse-effect`,
    title: `Adverse effect of ${spec.title}, initial encounter`,
    kind: 'episodic',
    codes: [spec.code],
    terms: words(
      spec.also ?? [],
      drugs.flatMap((d) => [`adverse effect of ${d}`, `${d} adverse effect`, `${d} side effect`, `side effect of ${d}`, `adverse reaction to ${d}`, `${d} induced`, `due to ${d}`, `secondary to ${d}`, `attributed to ${d}`, `caused by ${d}`]),
    ),
    pseudo: drugs.flatMap((d) => [`${d} side effects reviewed`, `${d} side effects discussed`]),
    refutedBy: { instead: words(overdoseOf(drugs), intentional(overdoseOf(drugs)), accidental(overdoseOf(drugs))) },
    specificity: { contradictedBy: words(selfHarmIntent, takenTooMuch) },
    backing: {
      terms: words(
        drugs.flatMap((d) => [`${d} held`, `${d} was held`, `held ${d}`, `holding ${d}`, `${d} stopped`, `${d} was stopped`, `stopped ${d}`, `${d} discontinued`, `${d} was discontinued`, `discontinued ${d}`, `${d} dose reduced`, `reduced ${d}`, `decreased ${d}`]),
        ['dose reduced', 'dose was reduced', 'dose decreased', 'added to allergies', 'added to the allergy list', 'listed as an allergy'],
        spec.care ?? [],
      ),
    },
  };
}

const ethanolNames = [
  'ethanol poisoning', 'alcohol poisoning', 'ethanol toxicity', 'toxic effect of ethanol', 'toxic effect of alcohol', 'acute alcohol poisoning', 'acute ethanol poisoning',
  'ethanol overdose', 'alcohol overdose', 'ethanol ingestion',
];
const methanolNames = ['methanol poisoning', 'methanol toxicity', 'methanol ingestion', 'methyl alcohol poisoning', 'toxic effect of methanol', 'wood alcohol poisoning', 'methanol intoxication'];
const toxicAlcoholCare = ['fomepizole', 'antizol', 'ethanol infusion', 'osmolar gap', 'osmolal gap', 'serum osmolality', 'methanol level', 'ethylene glycol level', 'folinic acid', 'leucovorin', 'nephrology'];
const ethanolCare = ['serum ethanol level', 'ethanol level', 'blood alcohol level', 'blood alcohol concentration', 'serum alcohol level', 'intubated', 'mechanical ventilation', 'airway monitoring', 'aspiration precautions'];
const carbonMonoxideNames = [
  'carbon monoxide poisoning', 'carbon monoxide toxicity', 'carbon monoxide intoxication', 'co poisoning', 'co toxicity', 'toxic effect of carbon monoxide',
  'carbon monoxide inhalation', 'elevated carboxyhemoglobin',
];
const carbonMonoxideCare = ['hyperbaric oxygen', 'hyperbaric oxygen therapy', 'hyperbaric chamber', 'hyperbaric medicine', 'carboxyhemoglobin', 'carboxyhemoglobin level', 'non rebreather', 'nonrebreather', 'high flow oxygen', 'co oximetry'];
const envenomationCare = [
  'antivenom', 'antivenin', 'crofab', 'anavip', 'crotalidae polyvalent immune fab', 'serial fibrinogen', 'fibrinogen', 'serial platelet counts', 'limb circumference',
  'leading edge of swelling marked', 'marked the leading edge', 'elevation', 'poison control', 'toxicology', 'tetanus', 'wound care', 'debridement', 'dapsone',
  'epinephrine', 'epipen', 'diphenhydramine', 'benadryl', 'famotidine', 'methylprednisolone', 'prednisone', 'stinger removed', 'calcium gluconate',
];
const snakeBite = [
  'snake bite', 'snakebite', 'snake envenomation', 'envenomation by snake', 'venomous snake bite', 'copperhead bite', 'copperhead envenomation', 'cottonmouth bite',
  'water moccasin bite', 'pit viper bite', 'pit viper envenomation', 'crotalid envenomation', 'crotaline envenomation', 'coral snake bite',
];
const rattlesnakeBite = ['rattlesnake bite', 'rattlesnake envenomation', 'bitten by a rattlesnake', 'envenomation by rattlesnake', 'rattle snake bite'];
/** A bite without venom injected is an open wound (S-code), not a toxic effect. */
const dryBite = ['dry bite', 'no envenomation', 'without envenomation', 'nonvenomous snake bite', 'non venomous snake bite'];
const beeSting = ['bee sting', 'bee stings', 'honeybee sting', 'honey bee sting', 'stung by a bee', 'stung by bees', 'bee envenomation', 'multiple bee stings', 'africanized bee stings', 'toxic effect of bee venom'];
const blackWidow = ['black widow spider bite', 'black widow bite', 'black widow envenomation', 'latrodectus envenomation', 'latrodectism', 'bitten by a black widow'];
const brownRecluse = ['brown recluse spider bite', 'brown recluse bite', 'brown recluse envenomation', 'loxosceles envenomation', 'loxoscelism', 'necrotic arachnidism', 'bitten by a brown recluse'];

const digoxin = ['digoxin', 'lanoxin', 'digitalis', 'dig'];
const digoxinToxicity = ['digoxin toxicity', 'digitalis toxicity', 'dig toxicity', 'digoxin intoxication', 'supratherapeutic digoxin level', 'elevated digoxin level', 'toxic digoxin level'];
const digoxinCare = ['digoxin immune fab', 'digifab', 'digibind', 'digoxin level', 'serial digoxin levels', 'digoxin held', 'digoxin was held', 'digoxin discontinued', 'digoxin stopped', 'atropine', 'transcutaneous pacing', 'temporary pacemaker'];
/** Chronic digoxin toxicity at the usual dose (from kidney injury or an interaction) is an adverse effect, not a poisoning. */
const digoxinAsPrescribed = words(takenAsPrescribed, ['digoxin toxicity in the setting of aki', 'digoxin toxicity due to acute kidney injury', 'digoxin toxicity due to aki', 'chronic digoxin toxicity']);
const betaBlockers = ['beta blocker', 'metoprolol', 'lopressor', 'toprol', 'atenolol', 'tenormin', 'carvedilol', 'coreg', 'propranolol', 'inderal', 'labetalol', 'nadolol', 'bisoprolol', 'nebivolol', 'bystolic', 'sotalol'];
const betaBlockerOverdose = words(overdoseOf(betaBlockers), ['beta blocker toxicity', 'beta blocker overdose', 'beta blocker poisoning']);
const calciumChannelBlockers = ['calcium channel blocker', 'amlodipine', 'norvasc', 'diltiazem', 'cardizem', 'verapamil', 'calan', 'nifedipine', 'procardia', 'felodipine', 'nicardipine'];
const calciumChannelBlockerOverdose = words(overdoseOf(calciumChannelBlockers), ['calcium channel blocker toxicity', 'calcium channel blocker overdose', 'calcium channel blocker poisoning']);
const cardiacToxicityCare = [
  'glucagon', 'glucagon infusion', 'glucagon drip', 'high dose insulin', 'high dose insulin euglycemia', 'hyperinsulinemia euglycemia', 'hyperinsulinemic euglycemic therapy',
  'calcium chloride', 'calcium gluconate', 'intralipid', 'lipid emulsion', 'vasopressors', 'norepinephrine', 'epinephrine infusion', 'atropine', 'transcutaneous pacing',
  'transvenous pacing', 'temporary pacemaker', 'whole bowel irrigation',
];
const cocaineNames = ['cocaine overdose', 'cocaine poisoning', 'cocaine toxicity', 'cocaine ingestion', 'body packer', 'body stuffer', 'overdose of cocaine', 'overdose on cocaine', 'crack cocaine overdose'];
const methamphetamineNames = [
  'methamphetamine overdose', 'methamphetamine poisoning', 'methamphetamine toxicity', 'methamphetamine ingestion', 'amphetamine overdose', 'amphetamine poisoning',
  'amphetamine toxicity', 'overdose of methamphetamine', 'overdose on methamphetamine', 'meth overdose', 'meth toxicity',
];
const stimulantCare = ['benzodiazepines', 'lorazepam', 'midazolam', 'diazepam', 'active cooling', 'cooling blanket', 'phentolamine', 'creatine kinase', 'troponin', 'sedation'];

const anticoagulants = ['anticoagulation', 'anticoagulant', 'anticoagulants', 'warfarin', 'coumadin', 'apixaban', 'eliquis', 'rivaroxaban', 'xarelto', 'dabigatran', 'pradaxa', 'edoxaban', 'savaysa', 'enoxaparin', 'lovenox'];
const diabetesDrugs = ['insulin', 'lantus', 'glargine', 'basal insulin', 'humalog', 'novolog', 'lispro', 'aspart', 'levemir', 'tresiba', 'metformin', 'glipizide', 'glyburide', 'glimepiride', 'diabetes medications', 'diabetic medications', 'oral hypoglycemics'];
const aceInhibitorDrugs = ['lisinopril', 'enalapril', 'ramipril', 'benazepril', 'captopril', 'quinapril', 'ace inhibitor'];
const loopDiureticDrugs = ['furosemide', 'lasix', 'torsemide', 'demadex', 'bumetanide', 'bumex', 'diuretic', 'diuretics', 'water pill'];
const otherAntihypertensiveDrugs = ['antihypertensive', 'antihypertensives', 'antihypertensive medication', 'antihypertensive medications', 'blood pressure medication', 'blood pressure medications', 'bp medication', 'bp medications', 'hydralazine', 'clonidine', 'minoxidil'];

const drowning = [
  'drowning', 'near drowning', 'nonfatal drowning', 'non fatal drowning', 'submersion injury', 'nonfatal submersion', 'non fatal submersion', 'drowning event',
  'drowning incident', 'submersion event', 'found submerged', 'pulled from the pool', 'pulled from the water',
];
const drowningCare = {
  terms: [
    'mechanical ventilation', 'intubated', 'intubation', 'noninvasive ventilation', 'high flow nasal cannula', 'supplemental oxygen', 'targeted temperature management',
    'rewarming', 'warming blanket', 'bair hugger', 'cardiopulmonary resuscitation', 'bystander cpr', 'serial chest x rays', 'repeat chest x ray', 'pediatric intensive care unit',
    'intensive care unit',
  ],
  abbreviations: ['ICU', 'PICU', 'BiPAP', 'HFNC', 'ECMO', 'CPR', 'TTM'],
  tiedTerms: ['chest x ray', 'observation', 'observed', 'oxygen'],
};


// ------------------------------------------------------------------ burns (T20-T24, T31)

const burnDegrees = {
  first: ['first degree', '1st degree', 'superficial thickness'],
  second: ['second degree', '2nd degree', 'partial thickness', 'superficial partial thickness', 'deep partial thickness', 'second degree partial thickness'],
  third: ['third degree', '3rd degree', 'full thickness', 'third degree full thickness'],
} as const;
/** A burn of a degree at a place: "second degree burn of the face", "partial thickness burns to the right hand", "2nd degree face burn". */
function burnAt(degrees: readonly string[], places: readonly string[]): string[] {
  // Only a phrase's last word takes a plural by itself: "burns of the face" is spelled out.
  return degrees.flatMap((d) =>
    places.flatMap((p) => [
      ...['burn', 'burns'].flatMap((b) => [`${d} ${b} of the ${p}`, `${d} ${b} to the ${p}`, `${d} ${b} on the ${p}`, `${d} ${b} of ${p}`, `${d} ${b} to ${p}`, `${d} ${b} involving the ${p}`]),
      `${d} ${p} burn`,
    ]),
  );
}
const burnPlaces = {
  head: ['face', 'head', 'neck', 'face and neck', 'head and neck', 'scalp', 'forehead', 'cheek', 'chin', 'ear', 'lip', 'nose'],
  trunk: ['trunk', 'chest', 'chest wall', 'abdomen', 'abdominal wall', 'back', 'upper back', 'lower back', 'torso', 'anterior trunk', 'posterior trunk', 'flank', 'buttock'],
  arm: ['arm', 'upper arm', 'forearm', 'elbow', 'shoulder', 'upper extremity', 'upper limb', 'axilla'],
  hand: ['{side} hand', '{side} palm', 'dorsum of the {side} hand', '{side} dorsal hand'],
  leg: ['{side} leg', '{side} lower leg', '{side} thigh', '{side} knee', '{side} lower extremity', '{side} calf', '{side} shin', '{side} lower limb'],
};
const sidedArm = sided(['right', 'left', 'bilateral'], burnPlaces.arm.map((p) => `{side} ${p}`));
const burnCare = {
  terms: [
    'burn unit', 'burn center', 'burn surgery', 'burn service', 'burn team', 'silver sulfadiazine', 'silvadene', 'xeroform', 'mepilex ag', 'silver dressing', 'silver foam dressing',
    'bacitracin', 'excision and grafting', 'tangential excision', 'split thickness skin graft', 'skin graft', 'skin grafting', 'escharotomy', 'parkland formula',
    'burn resuscitation', 'fluid resuscitation', 'hydrotherapy', 'dressing changes', 'daily dressing changes', 'tetanus', 'wound care', 'debridement', 'blister debridement',
  ],
  abbreviations: ['STSG', 'TBSA'],
};

/** A burn's extent: "25% TBSA", "25 % total body surface area", "burns to 25% TBSA". */
const percents = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i).flatMap((n) => [`${n}`, `${n}.5`]);
const tbsa = (from: number, to: number) =>
  percents(from, to).flatMap((n) => [
    `${n}% tbsa`, `${n} % tbsa`, `${n}% total body surface area`, `${n}% of total body surface area`, `${n}% body surface area`, `${n} percent tbsa`,
    `${n} percent total body surface area`, `${n}% tbsa burn`, `${n}% tbsa partial thickness`, `${n}% tbsa second degree`, `${n}% tbsa mixed thickness`,
  ]);
/** The part of it that is third degree: "8% full thickness". */
const thirdDegreePart = (from: number, to: number) =>
  percents(from, to).flatMap((n) => [`${n}% full thickness`, `${n}% third degree`, `${n}% tbsa full thickness`, `${n}% tbsa third degree`, `${n} % full thickness`, `${n}% 3rd degree`]);
const noThirdDegree = ['no full thickness', 'no third degree', 'without full thickness', 'no full thickness component', 'no third degree component'];

function burnExtent(spec: { code: string; total: [number, number]; third?: [number, number] }): CommonCondition {
  const [lo, hi] = spec.total;
  const third = spec.third;
  const otherThird = words(
    third && third[0] > 1 ? thirdDegreePart(1, third[0] - 1) : [],
    thirdDegreePart(third ? third[1] + 1 : 10, 99),
  );
  return {
    id: `burn-extent-${spec.code.toLowerCase()}`,
    title: `Burns involving ${lo}-${hi}% of body surface${third ? ` with ${third[0]}-${third[1]}% third degree burns` : lo >= 10 ? ' with 0% to 9% third degree burns' : ''}`,
    kind: 'episodic',
    codes: [spec.code],
    terms: lo < 10 ? words(tbsa(1, 9), ['less than 10% tbsa', 'burns involving less than 10% of body surface', 'less than 10% total body surface area']) : tbsa(lo, hi),
    // Another extent documented instead.
    refutedBy: { instead: words(lo > 1 ? tbsa(1, lo - 1) : [], tbsa(hi + 1, 95)) },
    ...(lo < 10
      ? {}
      : third
        ? { specificity: { documentedBy: thirdDegreePart(third[0], third[1]), contradictedBy: words(otherThird, noThirdDegree) } }
        : { specificity: { contradictedBy: thirdDegreePart(10, 99) } }),
    backing: burnCare,
  };
}

// ================================================================== the entries

export const injuryPoisoningConditions: readonly CommonCondition[] = [
  // ---------------------------------------------------------------- skull and face (S02)
  {
    id: 'skull-vault-fracture',
    title: 'Fracture of vault of skull, initial encounter for closed fracture',
    kind: 'episodic',
    codes: ['S020XXA'],
    terms: skullVault,
    // The base is another code (S02.1-).
    refutedBy: { instead: words(skullBase, notThisInjury(skullVault)) },
    backing: { terms: headInjuryCare, abbreviations: ['NSGY', 'ICU'] },
  },
  {
    id: 'skull-base-fracture-unspecified-side',
    title: 'Fracture of base of skull, unspecified side, initial encounter for closed fracture',
    kind: 'episodic',
    codes: ['S02109A'],
    terms: skullBase,
    refutedBy: { instead: words(skullVault, notThisInjury(skullBase)) },
    backing: { terms: words(headInjuryCare, ['beta 2 transferrin', 'otolaryngology', 'audiology', 'hearing test', 'csf rhinorrhea', 'csf otorrhea']), abbreviations: ['NSGY', 'ICU', 'ENT'] },
  },
  {
    // An unspecified skull fracture: named at any place of the skull, presence alone.
    id: 'skull-fracture-unspecified',
    title: 'Unspecified fracture of skull, initial encounter for closed fracture',
    kind: 'episodic',
    codes: ['S0291XA'],
    terms: skullAny,
    refutedBy: { instead: notThisInjury(skullAny), absent: ['skull fracture', 'calvarial fracture', 'fracture'] },
    backing: { terms: headInjuryCare, abbreviations: ['NSGY', 'ICU'] },
  },
  {
    id: 'nasal-bone-fracture',
    title: 'Fracture of nasal bones, initial encounter for closed fracture',
    kind: 'episodic',
    codes: ['S022XXA'],
    terms: words(fractureOf(['nasal bone', 'nasal', 'nose', 'nasal bones']), ['broken nose', 'fractured nose', 'fracture of nasal bones', 'nasal fractures']),
    refutedBy: { instead: notThisInjury(['nasal bone fracture', 'nasal fracture']) },
    backing: { terms: facialFractureCare, abbreviations: facialAbbreviations },
  },
  ...bySide({
    id: 'orbital-floor-fracture',
    title: 'Fracture of orbital floor, {side} side, initial encounter for closed fracture',
    kind: 'episodic',
    codes: { right: 'S0231XA', left: 'S0232XA' },
    named: orbitalFloor,
    backing: { terms: facialFractureCare, abbreviations: facialAbbreviations },
  }),
  {
    id: 'orbital-floor-fracture-unspecified-side',
    title: 'Fracture of orbital floor, unspecified side, initial encounter for closed fracture',
    kind: 'episodic',
    codes: ['S0230XA'],
    terms: orbitalFloorAny,
    backing: { terms: facialFractureCare, abbreviations: facialAbbreviations },
  },
  {
    id: 'mandible-fracture',
    title: 'Fracture of mandible, unspecified, initial encounter for closed fracture',
    kind: 'episodic',
    codes: ['S02609A'],
    terms: words(fractureOf(['mandible', 'mandibular', 'jaw', 'mandibular angle', 'mandibular body', 'mandibular symphysis', 'parasymphyseal', 'mandibular condyle', 'mandibular ramus']), [
      'broken jaw', 'fractured jaw', 'mandible fractures', 'bilateral mandible fractures',
    ]),
    backing: { terms: facialFractureCare, abbreviations: facialAbbreviations },
  },

  // ---------------------------------------------------------------- scalp and face: lacerations and contusions (S00, S01)
  {
    id: 'scalp-laceration',
    title: 'Laceration without foreign body of scalp, initial encounter',
    kind: 'episodic',
    codes: ['S0101XA'],
    terms: [
      'scalp laceration', 'laceration of the scalp', 'laceration to the scalp', 'laceration of scalp', 'laceration on the scalp', 'scalp lac', 'occipital scalp laceration',
      'frontal scalp laceration', 'parietal scalp laceration', 'vertex scalp laceration', 'occipital laceration', 'laceration to the back of the head', 'laceration of the back of the head',
    ],
    refutedBy: { instead: ['scalp hematoma', 'scalp contusion', 'scalp abrasion', 'no scalp laceration'] },
    specificity: { contradictedBy: foreignBody },
    backing: lacerationBacking,
  },
  {
    id: 'forehead-laceration',
    title: 'Laceration without foreign body of other part of head (forehead), initial encounter',
    kind: 'episodic',
    codes: ['S0181XA'],
    terms: ['forehead laceration', 'laceration of the forehead', 'laceration to the forehead', 'laceration of forehead', 'laceration on the forehead', 'forehead lac', 'frontal laceration'],
    refutedBy: { instead: ['forehead abrasion', 'forehead hematoma', 'forehead contusion'] },
    specificity: { contradictedBy: foreignBody },
    backing: lacerationBacking,
  },
  {
    id: 'scalp-contusion',
    title: 'Contusion of scalp, initial encounter',
    kind: 'episodic',
    codes: ['S0003XA'],
    terms: [
      'scalp hematoma', 'scalp contusion', 'contusion of scalp', 'contusion of the scalp', 'hematoma of the scalp', 'subgaleal hematoma', 'occipital scalp hematoma',
      'frontal scalp hematoma', 'parietal scalp hematoma', 'scalp swelling and hematoma',
    ],
    refutedBy: { instead: ['scalp laceration', 'cephalohematoma'] },
    backing: contusionBacking,
  },
  {
    id: 'face-contusion',
    title: 'Contusion of other part of head (forehead, face), initial encounter',
    kind: 'episodic',
    codes: ['S0083XA'],
    terms: ['forehead contusion', 'forehead hematoma', 'contusion of the forehead', 'contusion of forehead', 'hematoma of the forehead', 'facial contusion', 'contusion of the face', 'facial hematoma', 'cheek contusion'],
    refutedBy: { instead: ['forehead laceration', 'facial laceration'] },
    backing: contusionBacking,
  },
  ...byLossOfConsciousness({
    id: 'traumatic-epidural-hemorrhage',
    title: 'Epidural hemorrhage',
    codes: { without: 'S064X0A', with: ['S064X1A', 'S064X9A'] },
    terms: epiduralNames,
    abbreviations: ['EDH'],
    instead: epiduralNotHead,
  }),
  ...byLossOfConsciousness({
    // Unspecified side: a contusion on either side documents it too.
    id: 'cerebral-contusion',
    title: 'Contusion and laceration of cerebrum, unspecified',
    codes: { without: 'S06330A', with: ['S06331A', 'S06339A'] },
    terms: cerebralContusion,
    instead: ['pulmonary contusion', 'scalp contusion', 'forehead contusion'],
  }),
  ...byLossOfConsciousness({
    id: 'diffuse-traumatic-brain-injury',
    title: 'Diffuse traumatic brain injury',
    codes: { without: 'S062X0A', with: ['S062X1A', 'S062X9A'] },
    terms: diffuseAxonalInjury,
    abbreviations: ['DAI'],
  }),

  // ---------------------------------------------------------------- cervical spine (S12, S14)
  ...cervicalVertebrae(),
  {
    id: 'cervical-spine-fracture-unspecified',
    title: 'Fracture of neck, unspecified, initial encounter',
    kind: 'episodic',
    codes: ['S129XXA'],
    terms: cervicalAny,
    refutedBy: { instead: notThisInjury(cervicalAny), absent: ['cervical spine fracture', 'c spine fracture', 'fracture'] },
    specificity: { contradictedBy: vertebraNotTraumatic },
    backing: spineFractureBacking,
  },
  {
    id: 'cervical-spinal-cord-injury',
    title: 'Unspecified injury at unspecified level of cervical spinal cord, initial encounter',
    kind: 'episodic',
    codes: ['S14109A'],
    terms: words(cordInjury('cervical', ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8']), centralCord),
    refutedBy: { instead: oldCordInjury },
    backing: spinalCordInjuryCare,
  },
  {
    id: 'central-cord-syndrome',
    title: 'Central cord syndrome at unspecified level of cervical spinal cord, initial encounter',
    kind: 'episodic',
    codes: ['S14129A'],
    terms: centralCord,
    refutedBy: { instead: words(oldCordInjury, ['anterior cord syndrome', 'brown sequard syndrome', 'complete spinal cord injury']) },
    backing: spinalCordInjuryCare,
  },

  // ---------------------------------------------------------------- thoracic spine and chest (S22, S24, S27)
  ...thoracicCompression(),
  {
    id: 'thoracic-vertebra-fracture-unspecified',
    title: 'Unspecified fracture of unspecified thoracic vertebra, initial encounter',
    kind: 'episodic',
    codes: ['S22009A'],
    terms: thoracicAny,
    refutedBy: { instead: notThisInjury(thoracicAny) },
    specificity: { contradictedBy: vertebraNotTraumatic },
    backing: spineFractureBacking,
  },
  {
    id: 'thoracic-spinal-cord-injury',
    title: 'Unspecified injury at unspecified level of thoracic spinal cord, initial encounter',
    kind: 'episodic',
    codes: ['S24109A'],
    terms: cordInjury('thoracic', thoracicLevels),
    refutedBy: { instead: oldCordInjury },
    backing: spinalCordInjuryCare,
  },
  {
    id: 'sternal-fracture',
    title: 'Unspecified fracture of sternum, initial encounter for closed fracture',
    kind: 'episodic',
    codes: ['S2220XA'],
    terms: words(fractureOf(['sternal', 'sternum', 'sternal body', 'manubrial', 'manubrium']), ['fractured sternum', 'broken sternum']),
    // After a sternotomy the sternum is a wound, not an injury.
    refutedBy: { instead: ['sternal dehiscence', 'sternal wound dehiscence', 'sternal nonunion', 'sternal wire fracture', 'fractured sternal wire', 'fractured sternal wires'] },
    backing: {
      terms: words(painCare, ['incentive spirometry', 'incentive spirometer', 'sternal fixation', 'sternal plating', 'cardiology', 'echocardiogram', 'serial troponins', 'trauma surgery']),
      tiedTerms: ['troponin', 'ekg', 'ecg', 'telemetry'],
    },
  },
  {
    id: 'traumatic-pneumothorax',
    title: 'Traumatic pneumothorax, initial encounter',
    kind: 'episodic',
    codes: ['S270XXA'],
    terms: ['traumatic pneumothorax', 'traumatic ptx', 'posttraumatic pneumothorax', 'post traumatic pneumothorax', 'pneumothorax due to trauma', 'occult pneumothorax', 'pneumothorax from rib fractures'],
    namedInParts: { terms: ['pneumothorax', 'ptx'], inSentenceWith: traumaWords },
    refutedBy: {
      instead: words(hemopneumothorax, ['spontaneous pneumothorax', 'primary spontaneous pneumothorax', 'secondary spontaneous pneumothorax', 'iatrogenic pneumothorax', 'postprocedural pneumothorax']),
    },
    backing: chestTraumaCare,
  },
  {
    id: 'traumatic-hemothorax',
    title: 'Traumatic hemothorax, initial encounter',
    kind: 'episodic',
    codes: ['S271XXA'],
    terms: ['hemothorax', 'traumatic hemothorax', 'retained hemothorax', ...sided(['right', 'left'], ['{side} hemothorax', '{side} sided hemothorax']), 'posttraumatic hemothorax', 'post traumatic hemothorax'],
    refutedBy: { instead: words(hemopneumothorax, hemothoraxNotTraumatic) },
    backing: chestTraumaCare,
  },
  {
    id: 'traumatic-hemopneumothorax',
    title: 'Traumatic hemopneumothorax, initial encounter',
    kind: 'episodic',
    codes: ['S272XXA'],
    terms: words(hemopneumothorax, sided(['right', 'left'], ['{side} hemopneumothorax', '{side} sided hemopneumothorax'])),
    backing: chestTraumaCare,
  },
  {
    id: 'pulmonary-contusion-unilateral',
    title: 'Contusion of lung, unilateral, initial encounter',
    kind: 'episodic',
    codes: ['S27321A'],
    terms: pulmonaryContusion.unilateral,
    refutedBy: { instead: pulmonaryContusion.bilateral },
    backing: pulmonaryContusionCare,
  },
  {
    id: 'pulmonary-contusion-bilateral',
    title: 'Contusion of lung, bilateral, initial encounter',
    kind: 'episodic',
    codes: ['S27322A'],
    terms: pulmonaryContusion.bilateral,
    refutedBy: { instead: pulmonaryContusion.unilateral },
    backing: pulmonaryContusionCare,
  },
  {
    id: 'pulmonary-contusion-unspecified',
    title: 'Contusion of lung, unspecified, initial encounter',
    kind: 'episodic',
    codes: ['S27329A'],
    terms: words(['pulmonary contusion', 'lung contusion', 'contusion of lung', 'contusion of the lung'], pulmonaryContusion.unilateral, pulmonaryContusion.bilateral),
    backing: pulmonaryContusionCare,
  },

  // ---------------------------------------------------------------- lumbar spine and pelvis (S32, S34)
  ...lumbarFractures(),
  {
    id: 'lumbar-vertebra-fracture-unspecified',
    title: 'Unspecified fracture of unspecified lumbar vertebra, initial encounter',
    kind: 'episodic',
    codes: ['S32009A'],
    terms: lumbarAny,
    refutedBy: { instead: notThisInjury(lumbarAny) },
    specificity: { contradictedBy: vertebraNotTraumatic },
    backing: spineFractureBacking,
  },
  {
    id: 'sacral-fracture',
    title: 'Unspecified fracture of sacrum, initial encounter for closed fracture',
    kind: 'episodic',
    codes: ['S3210XA'],
    terms: words(fractureOf(['sacral', 'sacrum', 'sacral ala', 'sacral alar', 'zone 1 sacral', 'zone 2 sacral', 'zone 3 sacral']), ['fractured sacrum']),
    refutedBy: { instead: ['sacral insufficiency fracture', 'sacral insufficiency fractures', 'pathologic sacral fracture', 'osteoporotic sacral fracture'] },
    backing: { ...fractureBacking, terms: words(fractureBacking.terms, ['sacroiliac screw', 'iliosacral screw', 'lumbopelvic fixation']) },
  },
  {
    id: 'coccyx-fracture',
    title: 'Fracture of coccyx, initial encounter for closed fracture',
    kind: 'episodic',
    codes: ['S322XXA'],
    terms: words(fractureOf(['coccyx', 'coccygeal', 'tailbone']), ['fractured coccyx', 'broken tailbone']),
    backing: { ...fractureBacking, terms: words(fractureBacking.terms, ['donut cushion', 'doughnut cushion', 'coccyx cushion']) },
  },
  ...limbFracture({
    id: 'ilium-fracture',
    title: 'Unspecified fracture of {side} ilium, initial encounter for closed fracture',
    codes: { right: 'S32301A', left: 'S32302A' },
    named: words(fractureAt(['ilium', 'iliac', 'iliac wing', 'iliac crest', 'iliac bone']), ['{side} duverney fracture', 'fracture of the {side} iliac wing']),
    elsewhere: ['{side} acetabular fracture', '{side} acetabulum fracture'],
  }),
  {
    id: 'lumbar-spinal-cord-injury',
    title: 'Unspecified injury to unspecified level of lumbar spinal cord, initial encounter',
    kind: 'episodic',
    codes: ['S34109A'],
    terms: cordInjury('lumbar', ['l1', 'l2', 'l3', 'l4', 'l5']),
    refutedBy: { instead: words(oldCordInjury, ['cauda equina syndrome']) },
    backing: spinalCordInjuryCare,
  },

  // ---------------------------------------------------------------- shoulder and arm (S42)
  ...limbFracture({
    id: 'clavicle-fracture',
    title: 'Fracture of unspecified part of {side} clavicle, initial encounter for closed fracture',
    codes: { right: 'S42001A', left: 'S42002A' },
    named: words(clavicle, ['broken {side} collarbone']),
  }),
  ...limbFracture({
    id: 'proximal-humerus-fracture',
    title: 'Unspecified fracture of upper end of {side} humerus, initial encounter for closed fracture',
    codes: { right: 'S42201A', left: 'S42202A' },
    named: proximalHumerus,
    elsewhere: words(distalHumerus, ['{side} humeral shaft fracture', '{side} midshaft humerus fracture']),
  }),
  ...limbFracture({
    id: 'humeral-shaft-fracture',
    title: 'Unspecified fracture of shaft of humerus, {side} arm, initial encounter for closed fracture',
    codes: { right: 'S42301A', left: 'S42302A' },
    named: humeralShaft,
    elsewhere: words(proximalHumerus, distalHumerus),
  }),

  // ---------------------------------------------------------------- forearm, wrist and hand (S52, S62)
  ...limbFracture({
    // Every fracture of the distal radius, Colles and Smith included, documents the unspecified code.
    id: 'distal-radius-fracture',
    title: 'Unspecified fracture of the lower end of {side} radius, initial encounter for closed fracture',
    codes: { right: 'S52501A', left: 'S52502A' },
    named: distalRadius,
    elsewhere: fractureAt(['radial head', 'radial shaft', 'radial neck', 'olecranon']),
  }),
  ...limbFracture({
    id: 'colles-fracture',
    title: "Colles' fracture of {side} radius, initial encounter for closed fracture",
    codes: { right: 'S52531A', left: 'S52532A' },
    named: colles,
    // Volar displacement is a Smith fracture (S52.54-).
    elsewhere: ['{side} smith fracture', '{side} barton fracture', '{side} volarly displaced distal radius fracture'],
  }),
  ...limbFracture({
    id: 'scaphoid-fracture',
    title: 'Unspecified fracture of navicular [scaphoid] bone of {side} wrist, initial encounter for closed fracture',
    codes: { right: 'S62001A', left: 'S62002A' },
    named: scaphoid,
  }),
  ...limbFracture({
    id: 'fifth-metacarpal-neck-fracture-displaced',
    title: 'Displaced fracture of neck of fifth metacarpal bone, {side} hand, initial encounter for closed fracture',
    codes: { right: 'S62336A', left: 'S62337A' },
    named: words(boxer, displaced(boxer.filter((p) => p.startsWith('{side} ')))),
    otherwise: nondisplaced(boxer.filter((p) => p.startsWith('{side} '))),
  }),

  // ---------------------------------------------------------------- femur, leg, ankle and foot (S72, S82, S92)
  ...limbFracture({
    id: 'femoral-shaft-fracture',
    title: 'Unspecified fracture of shaft of {side} femur, initial encounter for closed fracture',
    codes: { right: 'S72301A', left: 'S72302A' },
    named: femoralShaft,
    elsewhere: words(distalFemur, femurNotTraumatic, ['{side} hip fracture', '{side} intertrochanteric fracture', '{side} subtrochanteric fracture', '{side} femoral neck fracture']),
  }),
  ...limbFracture({
    id: 'distal-femur-fracture',
    title: 'Unspecified fracture of lower end of {side} femur, initial encounter for closed fracture',
    codes: { right: 'S72401A', left: 'S72402A' },
    named: distalFemur,
    elsewhere: words(femoralShaft, femurNotTraumatic),
  }),
  ...limbFracture({
    id: 'proximal-tibia-fracture',
    title: 'Unspecified fracture of upper end of {side} tibia, initial encounter for closed fracture',
    codes: { right: 'S82101A', left: 'S82102A' },
    named: proximalTibia,
    elsewhere: words(fractureAt(['tibial shaft', 'midshaft tibia', 'distal tibia', 'pilon']), ['{side} tibial plafond fracture']),
  }),
  ...limbFracture({
    id: 'tibial-shaft-fracture',
    title: 'Unspecified fracture of shaft of {side} tibia, initial encounter for closed fracture',
    codes: { right: 'S82201A', left: 'S82202A' },
    named: tibialShaft,
    elsewhere: words(proximalTibia, ankleTyped, fractureAt(['distal tibia', 'distal tibial'])),
  }),
  ...limbFracture({
    id: 'bimalleolar-fracture-displaced',
    title: 'Displaced bimalleolar fracture of {side} lower leg, initial encounter for closed fracture',
    codes: { right: 'S82841A', left: 'S82842A' },
    named: words(bimalleolar, displaced(bimalleolar.filter((p) => p.startsWith('{side} ')))),
    otherwise: nondisplaced(bimalleolar.filter((p) => p.startsWith('{side} '))),
    elsewhere: trimalleolar,
  }),
  ...limbFracture({
    id: 'trimalleolar-fracture-displaced',
    title: 'Displaced trimalleolar fracture of {side} lower leg, initial encounter for closed fracture',
    codes: { right: 'S82851A', left: 'S82852A' },
    named: words(trimalleolar, displaced(trimalleolar.filter((p) => p.startsWith('{side} ')))),
    otherwise: nondisplaced(trimalleolar.filter((p) => p.startsWith('{side} '))),
    elsewhere: bimalleolar,
  }),
  ...limbFracture({
    // An ankle fracture not further described is indexed to "other fracture of lower leg"; a named type has its own code.
    id: 'ankle-fracture-other',
    title: 'Other fracture of {side} lower leg (ankle fracture), initial encounter for closed fracture',
    codes: { right: 'S82891A', left: 'S82892A' },
    named: ankle,
    elsewhere: ankleTyped,
  }),
  ...limbFracture({
    id: 'calcaneus-fracture',
    title: 'Unspecified fracture of {side} calcaneus, initial encounter for closed fracture',
    codes: { right: 'S92001A', left: 'S92002A' },
    named: calcaneus,
  }),
  ...limbFracture({
    id: 'fifth-metatarsal-fracture-displaced',
    title: 'Displaced fracture of fifth metatarsal bone, {side} foot, initial encounter for closed fracture',
    codes: { right: 'S92351A', left: 'S92352A' },
    named: words(fifthMetatarsal, displaced(fifthMetatarsal.filter((p) => p.startsWith('{side} ')))),
    otherwise: nondisplaced(fifthMetatarsal.filter((p) => p.startsWith('{side} '))),
  }),

  // ---------------------------------------------------------------- contusions and a dislocation by side (S43, S70, S80), subcutaneous emphysema (T79.7)
  ...bySide({
    id: 'shoulder-dislocation',
    title: 'Unspecified dislocation of {side} shoulder joint, initial encounter',
    kind: 'episodic',
    codes: { right: 'S43004A', left: 'S43005A' },
    named: shoulderDislocation,
    // A recurrent dislocation is M24.41-; a replaced joint's, T84.02-; a subluxation or an AC separation, their own codes.
    elsewhere: [
      'recurrent {side} shoulder dislocation', '{side} recurrent shoulder dislocation', '{side} shoulder subluxation', '{side} ac joint separation',
      '{side} acromioclavicular separation', '{side} shoulder prosthesis dislocation', 'dislocation of the {side} shoulder prosthesis', '{side} reverse shoulder arthroplasty dislocation',
    ],
    backing: {
      terms: words(painCare, ['closed reduction', 'reduced in the ed', 'reduced in the emergency department', 'procedural sedation', 'conscious sedation', 'post reduction x ray', 'post reduction films', 'sling', 'shoulder immobilizer', 'orthopedics', 'orthopedic surgery']),
    },
  }),
  ...bySide({
    id: 'hip-contusion',
    title: 'Contusion of {side} hip, initial encounter',
    kind: 'episodic',
    codes: { right: 'S7001XA', left: 'S7002XA' },
    named: contusionAt(['hip']),
    elsewhere: ['{side} hip fracture', '{side} femoral neck fracture', '{side} intertrochanteric fracture'],
    backing: limbContusionBacking,
  }),
  ...bySide({
    id: 'knee-contusion',
    title: 'Contusion of {side} knee, initial encounter',
    kind: 'episodic',
    codes: { right: 'S8001XA', left: 'S8002XA' },
    named: contusionAt(['knee']),
    elsewhere: ['{side} patella fracture', '{side} patellar fracture', '{side} tibial plateau fracture'],
    backing: limbContusionBacking,
  }),
  {
    id: 'traumatic-subcutaneous-emphysema',
    title: 'Traumatic subcutaneous emphysema, initial encounter',
    kind: 'episodic',
    codes: ['T797XXA'],
    terms: ['traumatic subcutaneous emphysema', 'posttraumatic subcutaneous emphysema', 'post traumatic subcutaneous emphysema'],
    // Subcutaneous air is an injury's when the sentence places it in one; after a procedure it is T81.82.
    namedInParts: { terms: ['subcutaneous emphysema', 'subcutaneous air'], inSentenceWith: words(traumaWords, ['rib fracture', 'rib fractures', 'traumatic pneumothorax', 'chest trauma']) },
    refutedBy: {
      instead: ['postprocedural subcutaneous emphysema', 'postoperative subcutaneous emphysema', 'iatrogenic subcutaneous emphysema', 'surgical emphysema', 'subcutaneous emphysema after chest tube placement', 'subcutaneous emphysema after thoracoscopy'],
    },
    backing: chestTraumaCare,
  },

  // ---------------------------------------------------------------- lacerations of the limbs (S51, S61, S81, S91)
  ...limbLaceration({ id: 'forearm-laceration', title: 'Laceration without foreign body of {side} forearm, initial encounter', codes: { right: 'S51811A', left: 'S51812A' }, places: ['forearm', 'volar forearm', 'dorsal forearm'] }),
  ...limbLaceration({ id: 'hand-laceration', title: 'Laceration without foreign body of {side} hand, initial encounter', codes: { right: 'S61411A', left: 'S61412A' }, places: ['hand', 'palm', 'palmar hand', 'dorsal hand', 'dorsum of the hand'] }),
  ...limbLaceration({ id: 'lower-leg-laceration', title: 'Laceration without foreign body, {side} lower leg, initial encounter', codes: { right: 'S81811A', left: 'S81812A' }, places: ['lower leg', 'leg', 'shin', 'pretibial', 'anterior shin', 'calf'] }),
  ...limbLaceration({ id: 'foot-laceration', title: 'Laceration without foreign body, {side} foot, initial encounter', codes: { right: 'S91311A', left: 'S91312A' }, places: ['foot', 'plantar foot', 'dorsal foot', 'sole of the foot', 'heel'] }),

  // ---------------------------------------------------------------- burns by site and degree (T20-T24), by extent (T31)
  {
    id: 'burn-second-degree-head-face-neck',
    title: 'Burn of second degree of head, face, and neck, unspecified site, initial encounter',
    kind: 'episodic',
    codes: ['T2020XA'],
    terms: burnAt(burnDegrees.second, burnPlaces.head),
    refutedBy: { instead: words(burnAt(burnDegrees.third, burnPlaces.head), burnAt(burnDegrees.first, burnPlaces.head)) },
    backing: burnCare,
  },
  {
    id: 'burn-second-degree-trunk',
    title: 'Burn of second degree of trunk, unspecified site, initial encounter',
    kind: 'episodic',
    codes: ['T2120XA'],
    terms: burnAt(burnDegrees.second, burnPlaces.trunk),
    refutedBy: { instead: words(burnAt(burnDegrees.third, burnPlaces.trunk), burnAt(burnDegrees.first, burnPlaces.trunk)) },
    backing: burnCare,
  },
  {
    id: 'burn-second-degree-upper-limb',
    title: 'Burn of second degree of shoulder and upper limb, except wrist and hand, unspecified site, initial encounter',
    kind: 'episodic',
    codes: ['T2220XA'],
    terms: burnAt(burnDegrees.second, words(burnPlaces.arm, sidedArm)),
    refutedBy: { instead: words(burnAt(burnDegrees.third, words(burnPlaces.arm, sidedArm)), burnAt(burnDegrees.first, words(burnPlaces.arm, sidedArm))) },
    backing: burnCare,
  },
  ...bySide({
    id: 'burn-second-degree-hand',
    title: 'Burn of second degree of {side} hand, unspecified site, initial encounter',
    kind: 'episodic',
    codes: { right: 'T23201A', left: 'T23202A' },
    named: burnAt(burnDegrees.second, burnPlaces.hand),
    elsewhere: words(burnAt(burnDegrees.third, burnPlaces.hand), burnAt(burnDegrees.first, burnPlaces.hand)),
    backing: burnCare,
  }),
  ...bySide({
    id: 'burn-third-degree-hand',
    title: 'Burn of third degree of {side} hand, unspecified site, initial encounter',
    kind: 'episodic',
    codes: { right: 'T23301A', left: 'T23302A' },
    named: burnAt(burnDegrees.third, burnPlaces.hand),
    elsewhere: words(burnAt(burnDegrees.second, burnPlaces.hand), burnAt(burnDegrees.first, burnPlaces.hand)),
    backing: burnCare,
  }),
  ...bySide({
    id: 'burn-second-degree-lower-limb',
    title: 'Burn of second degree of unspecified site of {side} lower limb, except ankle and foot, initial encounter',
    kind: 'episodic',
    codes: { right: 'T24201A', left: 'T24202A' },
    named: burnAt(burnDegrees.second, burnPlaces.leg),
    elsewhere: words(burnAt(burnDegrees.third, burnPlaces.leg), burnAt(burnDegrees.first, burnPlaces.leg)),
    backing: burnCare,
  }),
  burnExtent({ code: 'T310', total: [1, 9] }),
  burnExtent({ code: 'T3110', total: [10, 19] }),
  burnExtent({ code: 'T3111', total: [10, 19], third: [10, 19] }),
  burnExtent({ code: 'T3120', total: [20, 29] }),
  burnExtent({ code: 'T3121', total: [20, 29], third: [10, 19] }),
  burnExtent({ code: 'T3122', total: [20, 29], third: [20, 29] }),

  // ---------------------------------------------------------------- toxic effects (T51, T58, T63)
  ...byIntent({
    id: 'ethanol-toxic-effect',
    title: 'ethanol',
    kindOf: 'Toxic effect of',
    codes: { accidental: 'T510X1A', selfHarm: 'T510X2A' },
    names: ethanolNames,
    elsewhere: methanolNames,
    care: ethanolCare,
  }),
  ...byIntent({
    id: 'methanol-toxic-effect',
    title: 'methanol',
    kindOf: 'Toxic effect of',
    codes: { accidental: 'T511X1A', selfHarm: 'T511X2A' },
    names: methanolNames,
    elsewhere: ['ethylene glycol poisoning', 'ethylene glycol toxicity', 'ethylene glycol ingestion', 'isopropyl alcohol ingestion', 'isopropanol ingestion'],
    care: toxicAlcoholCare,
  }),
  ...byIntent({
    id: 'carbon-monoxide-toxic-effect',
    title: 'carbon monoxide from unspecified source',
    kindOf: 'Toxic effect of',
    codes: { accidental: 'T5891XA', selfHarm: 'T5892XA' },
    names: carbonMonoxideNames,
    care: carbonMonoxideCare,
    abbreviations: ['HBO', 'HBOT', 'COHb', 'HbCO'],
  }).map((entry) => ({ ...entry, refutedBy: { ...entry.refutedBy, absent: ['carbon monoxide poisoning', 'elevated carboxyhemoglobin'] } })),
  {
    id: 'snake-venom-toxic-effect-accidental',
    title: 'Toxic effect of venom of unspecified snake, accidental (unintentional), initial encounter',
    kind: 'episodic',
    codes: ['T63001A'],
    terms: words(snakeBite, rattlesnakeBite),
    refutedBy: { instead: dryBite, absent: ['envenomation', 'signs of envenomation', 'local envenomation', 'systemic envenomation'] },
    // A bite without venom injected is an open wound of its site (S-code), whatever it is called.
    specificity: { contradictedBy: dryBite },
    backing: { terms: envenomationCare, abbreviations: ['ICU'] },
  },
  {
    id: 'rattlesnake-venom-toxic-effect-accidental',
    title: 'Toxic effect of rattlesnake venom, accidental (unintentional), initial encounter',
    kind: 'episodic',
    codes: ['T63011A'],
    terms: rattlesnakeBite,
    refutedBy: { instead: words(dryBite, ['copperhead bite', 'copperhead envenomation', 'cottonmouth bite', 'water moccasin bite', 'coral snake bite']), absent: ['envenomation', 'signs of envenomation', 'systemic envenomation'] },
    specificity: { contradictedBy: dryBite },
    backing: { terms: envenomationCare, abbreviations: ['ICU'] },
  },
  {
    id: 'bee-venom-toxic-effect-accidental',
    title: 'Toxic effect of venom of bees, accidental (unintentional), initial encounter',
    kind: 'episodic',
    codes: ['T63441A'],
    terms: beeSting,
    refutedBy: { instead: ['wasp sting', 'hornet sting', 'yellow jacket sting', 'fire ant stings', 'fire ant bites'] },
    backing: { terms: envenomationCare, abbreviations: ['ICU'] },
  },
  {
    id: 'black-widow-venom-toxic-effect-accidental',
    title: 'Toxic effect of venom of black widow spider, accidental (unintentional), initial encounter',
    kind: 'episodic',
    codes: ['T63311A'],
    terms: blackWidow,
    refutedBy: { instead: brownRecluse },
    backing: { terms: words(envenomationCare, painCare, ['lorazepam', 'diazepam', 'benzodiazepine', 'black widow antivenom']), abbreviations: ['ICU'] },
  },
  {
    id: 'brown-recluse-venom-toxic-effect-accidental',
    title: 'Toxic effect of venom of brown recluse spider, accidental (unintentional), initial encounter',
    kind: 'episodic',
    codes: ['T63331A'],
    terms: brownRecluse,
    // A "spider bite" that is an abscess is an MRSA skin infection, the classic confusion.
    refutedBy: { instead: words(blackWidow, ['mrsa abscess', 'skin abscess', 'cellulitis with abscess', 'not a spider bite']) },
    backing: { terms: words(envenomationCare, ['incision and drainage', 'wound care consult']), abbreviations: ['ICU'] },
  },

  // ---------------------------------------------------------------- drugs (T38, T40, T43, T44, T45, T46, T50)
  ...byIntent({
    id: 'digoxin-poisoning',
    title: 'cardiac-stimulant glycosides and drugs of similar action (digoxin)',
    kindOf: 'Poisoning by',
    codes: { accidental: 'T460X1A', selfHarm: 'T460X2A' },
    names: words(digoxinToxicity, overdoseOf(digoxin)),
    asPrescribed: digoxinAsPrescribed,
    care: words(digoxinCare, cardiacToxicityCare),
  }),
  adverseEffect({ id: 'digoxin', title: 'cardiac-stimulant glycosides and drugs of similar action (digoxin)', code: 'T460X5A', drugs: digoxin.filter((d) => d !== 'dig'), also: words(digoxinToxicity, digoxinAsPrescribed.filter((p) => p.startsWith('digoxin toxicity') || p.startsWith('chronic'))), care: digoxinCare }),
  ...byIntent({
    id: 'beta-blocker-poisoning',
    title: 'beta-adrenoreceptor antagonists',
    kindOf: 'Poisoning by',
    codes: { accidental: 'T447X1A', selfHarm: 'T447X2A' },
    names: betaBlockerOverdose,
    elsewhere: calciumChannelBlockerOverdose,
    care: cardiacToxicityCare,
  }),
  adverseEffect({ id: 'beta-blocker', title: 'beta-adrenoreceptor antagonists', code: 'T447X5A', drugs: betaBlockers, care: ['atropine', 'glucagon', 'transcutaneous pacing'] }),
  underdosing({ id: 'beta-blocker', title: 'beta-adrenoreceptor antagonists', code: 'T447X6A', drugs: betaBlockers }),
  ...byIntent({
    id: 'calcium-channel-blocker-poisoning',
    title: 'calcium-channel blockers',
    kindOf: 'Poisoning by',
    codes: { accidental: 'T461X1A', selfHarm: 'T461X2A' },
    names: calciumChannelBlockerOverdose,
    elsewhere: betaBlockerOverdose,
    care: cardiacToxicityCare,
  }),
  adverseEffect({ id: 'calcium-channel-blocker', title: 'calcium-channel blockers', code: 'T461X5A', drugs: calciumChannelBlockers, care: ['compression stockings', 'leg elevation'] }),
  ...byIntent({ id: 'cocaine-poisoning', title: 'cocaine', kindOf: 'Poisoning by', codes: { accidental: 'T405X1A' }, names: cocaineNames, care: stimulantCare }),
  ...byIntent({ id: 'methamphetamine-poisoning', title: 'amphetamines (methamphetamine)', kindOf: 'Poisoning by', codes: { accidental: 'T43621A' }, names: methamphetamineNames, care: stimulantCare }),
  underdosing({ id: 'anticoagulant', title: 'anticoagulants', code: 'T45516A', drugs: anticoagulants, care: ['bridging', 'heparin drip', 'heparin infusion', 'enoxaparin bridge'] }),
  underdosing({ id: 'insulin-and-oral-hypoglycemic', title: 'insulin and oral hypoglycemic [antidiabetic] drugs', code: 'T383X6A', drugs: diabetesDrugs, care: ['diabetes education', 'diabetes educator', 'insulin teaching'] }),
  underdosing({ id: 'ace-inhibitor', title: 'angiotensin-converting-enzyme inhibitors', code: 'T464X6A', drugs: aceInhibitorDrugs }),
  underdosing({ id: 'loop-diuretic', title: 'loop [high-ceiling] diuretics', code: 'T501X6A', drugs: loopDiureticDrugs, care: ['daily weights', 'low sodium diet education', 'heart failure education'] }),
  underdosing({ id: 'other-antihypertensive', title: 'other antihypertensive drugs', code: 'T465X6A', drugs: otherAntihypertensiveDrugs }),

  // ---------------------------------------------------------------- drowning (T75.1)
  {
    id: 'drowning-nonfatal-submersion',
    title: 'Unspecified effects of drowning and nonfatal submersion, initial encounter',
    kind: 'episodic',
    codes: ['T751XXA'],
    terms: drowning,
    pseudo: ['drowning precautions', 'drowning risk', 'risk of drowning'],
    backing: drowningCare,
  },
];
