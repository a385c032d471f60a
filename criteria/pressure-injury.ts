import {
  allOf,
  anyOf,
  atLeastOf,
  definePack,
  mentioned,
  not,
  ruledOut,
  type CodeSpec,
  type Criterion,
  type CriterionExpr,
  type Rule,
} from '../lib/criteria/define';
import type { ConceptDefinition } from '../lib/match/concepts';
import type { SectionCategory } from '../lib/segment/section-rules.en';

/**
 * Pressure injury / pressure ulcer (L89). Criteria reference §2.14 (NPIAP staging 2016;
 * NPIAP/EPUAP/PPPIA guideline 2019; Official Guidelines I.B.14 and I.C.12.a).
 *
 * A pressure injury is supported when the summary documents it as a pressure injury for this
 * stay (pressure ulcer, pressure injury, decubitus, DTI; or a sacral, buttock, hip, heel, elbow
 * or occipital ulcer not attributed to another cause) with a stage, a wound description or
 * wound care. The code's last character is the stage, and the stage must be the documented one
 * (a stage named in words, digits or Roman numerals, or the NPIAP findings of that stage):
 * stage 1 non-blanchable erythema; stage 2 partial thickness, serous blister; stage 3 full
 * thickness with fat visible; stage 4 exposed or palpable bone, tendon, muscle or fascia;
 * unstageable when slough or eschar obscures the bed; DTI with purple or maroon discoloration
 * or a blood-filled blister. A stage the note does not document is NoDetermination; a different
 * stage documented and the billed one never is Unsupported (stage 2 billed as stage 3). A
 * pressure injury that worsened during the stay documents both stages, so both codes stand; a
 * healing stage 4 stays stage 4 (no reverse staging). The site and side must likewise be the
 * documented ones: another site documented and the billed one never is Unsupported, and so is a
 * site examined and found clear ("Sacrum/coccyx: blanchable erythema only; skin intact; no PI")
 * with no stage or wound finding written with it; a site or side not documented is NoDetermination. Unspecified stage (…9; L89.40, L89.90) and unspecified
 * site (L89.9x) are validated on presence alone.
 *
 * Unsupported: the injury negated ("no skin breakdown", "skin intact"), healed, only a risk
 * ("at risk for pressure injury", a Braden score), or reclassified to another cause
 * (moisture-associated skin damage, incontinence dermatitis, skin tear, diabetic, venous or
 * arterial ulcer). POA does not change clinical validity (§1.2) and is not checked.
 *
 * With several ulcers a stage counts for a site only when it is written in one sentence with
 * that site ("Sacral stage 4 ...; right heel pressure injury, see flowsheet for stage" leaves the
 * heel unstaged: NoDetermination for a heel stage, not a contradiction). With one site every stage
 * the note gives is that site's.
 *
 * @example "Stage 3 sacral pressure injury, full thickness with visible subcutaneous fat; wound care
 * consulted" supports L89.153 and contradicts L89.154.
 */

// ---- stages -------------------------------------------------------------------------------

type Stage = '1' | '2' | '3' | '4';
const STAGE_NAMES: Readonly<Record<Stage, readonly string[]>> = {
  '1': ['1', 'I', 'one'],
  '2': ['2', 'II', 'two'],
  '3': ['3', 'III', 'three'],
  '4': ['4', 'IV', 'four'],
};
const stageWords = (s: Stage): string[] => STAGE_NAMES[s].flatMap((n) => [`stage ${n}`, `category ${n}`, `category/stage ${n}`]);

/** "stage 3" that belongs to another disease: CKD, AKI, cancer, hypertension, sleep, fibrosis, heart failure. */
const otherStaged = [
  'CKD', 'chronic kidney disease', 'kidney disease', 'renal disease', 'renal insufficiency', 'AKI', 'acute kidney injury', 'kidney injury',
  'cancer', 'carcinoma', 'adenocarcinoma', 'squamous cell carcinoma', 'lymphoma', 'melanoma', 'malignancy', 'breast cancer', 'lung cancer',
  'colon cancer', 'rectal cancer', 'prostate cancer', 'ovarian cancer', 'pancreatic cancer', 'NSCLC', 'SCLC', 'myeloma', 'tumor',
  'metastatic', 'disease', 'hypertension', 'sleep', 'fibrosis', 'liver fibrosis', 'lymphedema', 'heart failure', 'HF', 'COPD',
  'endometriosis', 'sarcoidosis', 'prolapse', 'labor', 'hepatic encephalopathy', 'osteoarthritis', 'hemorrhoids', 'Hodgkin', 'CLL',
  'chondromalacia', 'emphysema', 'liver disease', 'cirrhosis', 'HIV', 'Lyme', 'syphilis', 'glaucoma', 'retinopathy',
  // "stage 1 lung adenocarcinoma", "stage IV non small cell ..."
  'lung', 'breast', 'colon', 'colorectal', 'rectal', 'prostate', 'pancreatic', 'ovarian', 'cervical cancer', 'endometrial', 'bladder',
  'renal cell', 'gastric', 'esophageal', 'hepatocellular', 'head and neck', 'oral', 'tongue', 'laryngeal', 'thyroid', 'testicular',
  'non small cell', 'small cell', 'invasive', 'follicular', 'diffuse large', 'mantle cell', 'triple negative', 'HER2', 'ER positive',
  // Diet stages after bariatric surgery: "tolerating stage 2 bariatric diet".
  'diet', 'bariatric diet', 'liquid diet', 'full liquid diet', 'clear liquid diet', 'puree diet', 'pureed diet', 'soft diet', 'post op diet',
];
const otherStagers = [
  'CKD', 'chronic kidney disease', 'AKI', 'acute kidney injury', 'KDIGO', 'cancer', 'carcinoma', 'lymphoma', 'melanoma', 'NSCLC',
  'NYHA', 'GOLD', 'ACC/AHA', 'hypertension', 'fibrosis', 'sleep', 'FIGO', 'TNM', 'Ann Arbor', 'clinical', 'pathologic', 'pathological',
  'tumor', 'disease', 'COPD', 'heart failure', 'Rai', 'Binet', 'Child Pugh', 'prolapse', 'lymphedema', 'cirrhosis', 'Tanner',
];
const stagePseudo = (s: Stage): string[] =>
  STAGE_NAMES[s].flatMap((n) => [
    ...otherStaged.map((x) => `stage ${n} ${x}`),
    ...otherStagers.flatMap((x) => [`${x} stage ${n}`, `${x}, stage ${n}`]),
  ]);

// ---- what the ulcer is called -------------------------------------------------------------

const dtiTerms = [
  'deep tissue injury', 'deep tissue injuries', 'deep tissue pressure injury', 'suspected deep tissue injury', 'suspected deep tissue pressure injury',
  'deep tissue damage', 'pressure induced deep tissue damage', 'pressure-induced deep tissue damage', 'deep tissue pressure ulcer', 'evolving deep tissue injury',
];
const dtiAbbreviations = ['DTI', 'DTIs', 'sDTI', 'SDTI', 'sDTIs', 'DTPI', 'DTPIs'];
const pressureNouns = [
  'pressure ulcer', 'pressure ulceration', 'pressure injury', 'pressure sore', 'pressure wound', 'pressure related injury', 'pressure related ulcer',
  'pressure related wound', 'pressure induced injury', 'pressure induced skin injury', 'pressure necrosis', 'decubitus ulcer', 'decubitus ulceration',
  'decubitus', 'decubiti', 'decub', 'decubitus wound', 'bedsore', 'bed sore', 'medical device related pressure injury', 'device related pressure injury',
  'hospital acquired pressure injury', 'hospital acquired pressure ulcer', 'facility acquired pressure injury', 'unstageable pressure injury',
  ...dtiTerms,
];
/** The matcher accepts plurals in -s and -es only, so "injuries" is listed for every "injury" phrase. */
const withIes = (phrases: readonly string[]): string[] => phrases.flatMap((p) => (p.endsWith('injury') ? [p, `${p.slice(0, -1)}ies`] : [p]));
const pressurePseudo = [
  'pressure relief', 'pressure relieving', 'pressure redistribution', 'pressure redistributing', 'pressure injury prevention bundle',
  'lateral decubitus', 'left lateral decubitus', 'right lateral decubitus', 'decubitus position', 'decubitus positioning', 'decubitus view',
  'decubitus views', 'decubitus film', 'decubitus films', 'decubitus radiograph', 'decubitus x ray', 'decubitus xray', 'mucosal pressure injury',
  'mucosal pressure injuries', 'non pressure ulcer', 'nonpressure ulcer', 'non pressure chronic ulcer', 'non pressure related ulcer',
];

// ---- sites ----------------------------------------------------------------------------------

interface SiteDef {
  /** Words for the site, without side. */
  readonly words: readonly string[];
  /** The site has a right and a left code. */
  readonly sided: boolean;
  /** "sacral ulcer", "heel wound": at this site an ulcer or wound is a pressure ulcer unless another cause is named. */
  readonly pressureSite: boolean;
  /** Non-wound phrases starting with a site word ("hip fracture"). */
  readonly pseudoNouns?: readonly string[];
}

const SITES = {
  elbow: { words: ['elbow', 'olecranon', 'olecranon process'], sided: true, pressureSite: true, pseudoNouns: ['fracture', 'pain', 'bursitis', 'surgery', 'dislocation'] },
  'upper-back': {
    words: ['upper back', 'scapula', 'scapular', 'scapulae', 'shoulder blade', 'shoulder blades', 'upper thoracic back', 'thoracic back'],
    sided: true,
    pressureSite: false,
    pseudoNouns: ['pain', 'fracture', 'surgery'],
  },
  'lower-back': { words: ['lower back', 'low back', 'lumbar back', 'lumbar region', 'lumbar area'], sided: true, pressureSite: false, pseudoNouns: ['pain', 'surgery'] },
  'mid-back': { words: ['mid back', 'midback', 'middle back', 'mid thoracic back', 'posterior trunk', 'spinous process', 'spinous processes'], sided: false, pressureSite: false, pseudoNouns: ['pain'] },
  sacral: {
    words: [
      'sacral', 'sacrum', 'coccyx', 'coccygeal', 'sacrococcygeal', 'sacro coccygeal', 'sacral coccygeal', 'tailbone', 'presacral', 'sacral region',
      'sacral area', 'coccyx area', 'sacral/coccyx', 'sacrum/coccyx', 'coccyx/sacrum',
    ],
    sided: false,
    pressureSite: true,
    pseudoNouns: ['fracture', 'insufficiency fracture', 'edema', 'nerve', 'nerves', 'plexus', 'radiculopathy', 'chordoma', 'dimple', 'neuromodulation', 'pain'],
  },
  hip: {
    words: ['hip', 'trochanter', 'trochanteric', 'greater trochanter', 'greater trochanteric', 'trochanteric region'],
    sided: true,
    pressureSite: true,
    pseudoNouns: [
      'fracture', 'fractures', 'replacement', 'arthroplasty', 'hemiarthroplasty', 'pain', 'surgery', 'precautions', 'dislocation', 'osteoarthritis',
      'arthritis', 'x ray', 'xray', 'film', 'films', 'bursitis', 'ORIF', 'flexion', 'flexor', 'flexors', 'abductor', 'abductors', 'protector',
    ],
  },
  buttock: {
    words: [
      'buttock', 'buttocks', 'gluteal', 'gluteus', 'gluteal fold', 'gluteal cleft', 'intergluteal', 'intergluteal cleft', 'natal cleft', 'ischial',
      'ischium', 'ischial tuberosity', 'ischial tuberosities',
    ],
    sided: true,
    pressureSite: true,
    pseudoNouns: ['pain', 'abscess', 'cellulitis', 'injection', 'muscle', 'bursitis', 'hematoma'],
  },
  ankle: {
    words: ['ankle', 'ankles', 'malleolus', 'malleoli', 'malleolar', 'lateral malleolus', 'medial malleolus', 'lateral ankle', 'medial ankle'],
    sided: true,
    pressureSite: false,
    pseudoNouns: ['fracture', 'fractures', 'edema', 'swelling', 'brachial index', 'brachial indices', 'pain', 'sprain', 'ORIF', 'surgery', 'reflexes', 'jerk', 'jerks'],
  },
  heel: {
    words: ['heel', 'heels', 'calcaneus', 'calcaneal', 'posterior heel', 'lateral heel', 'medial heel'],
    sided: true,
    pressureSite: true,
    pseudoNouns: [
      // Offloading equipment ("heel protectors") is a wound-care term instead, which wins its span.
      'pain', 'spur', 'spurs', 'fracture', 'to shin', 'shin test', 'stick', 'sticks',
    ],
  },
  head: {
    words: [
      'occiput', 'occipital', 'occipital scalp', 'scalp', 'back of the head', 'back of head', 'posterior head', 'ear', 'ears', 'earlobe', 'ear lobe',
      'pinna', 'nasal bridge', 'bridge of the nose', 'bridge of nose', 'nares', 'naris', 'nostril', 'forehead', 'cheek', 'chin', 'lip', 'lips',
    ],
    sided: false,
    pressureSite: true,
    pseudoNouns: ['neuralgia', 'headache', 'lobe', 'laceration', 'infection', 'pain', 'canal', 'wax', 'ENT', 'nose and throat', 'cannula', 'bleeding'],
  },
  other: {
    words: [
      'shoulder', 'shoulders', 'knee', 'knees', 'medial knee', 'lateral knee', 'toe', 'toes', 'great toe', 'lateral foot', 'dorsal foot', 'dorsum of the foot',
      'metatarsal head', 'fifth metatarsal', 'shin', 'pretibial', 'thigh', 'calf', 'lower leg', 'lateral leg', 'finger', 'wrist', 'forearm', 'penis', 'penile',
      'labia', 'perineum', 'abdominal fold', 'pannus', 'neck fold',
    ],
    sided: false,
    pressureSite: false,
    pseudoNouns: [
      'replacement', 'arthroplasty', 'pain', 'fracture', 'surgery', 'dislocation', 'osteoarthritis', 'arthritis', 'swelling', 'edema', 'x ray', 'xray',
      'immobilizer', 'sling', 'amputation', 'cellulitis', 'DVT', 'compartment', 'injury', 'laceration',
    ],
  },
} as const satisfies Record<string, SiteDef>;
type SiteId = keyof typeof SITES;
const SIDED = (Object.keys(SITES) as SiteId[]).filter((s) => SITES[s].sided);

const RIGHT = ['right', 'R', 'R.', 'rt', 'rt.', 'right sided'];
const LEFT = ['left', 'L', 'L.', 'lt', 'lt.', 'left sided'];
const BOTH = ['bilateral', 'both', 'b/l', 'bilat', 'right and left', 'left and right'];
const WEAK_NOUNS = ['ulcer', 'ulceration', 'wound', 'sore'];

/** "right heel", "R heel", "bilateral heels" (the plural is matched from the singular). */
const prefixed = (s: SiteId, sides: readonly string[]): string[] => sides.flatMap((p) => SITES[s].words.map((w) => `${p} ${w}`));
/** "heel, right", "heel (left", "heels bilaterally". */
const suffixed = (s: SiteId, side: 'right' | 'left'): string[] =>
  SITES[s].words.flatMap((w) => [`${w}, ${side}`, `${w} (${side}`, `${w} on the ${side}`, `${side} side of the ${w}`, `${w} bilaterally`]);
const sidePrefixed = (s: SiteId, side: 'right' | 'left'): string[] => prefixed(s, [...(side === 'right' ? RIGHT : LEFT), ...BOTH]);
const sideForms = (s: SiteId, side: 'right' | 'left'): string[] => [...sidePrefixed(s, side), ...suffixed(s, side)];
/** Site words with any side written before them. */
const prefixedForms = (s: SiteId): string[] => (SITES[s].sided ? [...SITES[s].words, ...prefixed(s, [...RIGHT, ...LEFT, ...BOTH])] : [...SITES[s].words]);
/** "sacral ulcer", "right heel wound": a pressure-site ulcer phrase. Also a term of its site, so the longer phrase keeps the site. */
const ulcerForms = (forms: readonly string[]): string[] => forms.flatMap((f) => WEAK_NOUNS.map((n) => `${f} ${n}`));
/**
 * Non-wound phrases ("left hip fracture"). A pseudo phrase blocks every concept of the pack on
 * its span, so each is listed once, on the site's own concept.
 */
const sitePseudo = (s: SiteId): string[] => {
  const nouns: readonly string[] = SITES[s].pseudoNouns ?? [];
  const forms = SITES[s].sided ? [...SITES[s].words, ...prefixed(s, ['right', 'left', 'R', 'L', 'bilateral'])] : SITES[s].words;
  return forms.flatMap((f) => nouns.map((n) => `${f} ${n}`));
};

// ---- concepts -------------------------------------------------------------------------------

const concepts: Record<string, Omit<ConceptDefinition, 'id'>> = {
  'pressure-injury': { terms: withIes(pressureNouns), abbreviations: [...dtiAbbreviations, 'HAPI', 'HAPU', 'MDRPI', 'PI', 'PIs'], pseudo: pressurePseudo },
  'site-ulcer': {
    terms: (Object.keys(SITES) as SiteId[]).filter((s) => SITES[s].pressureSite).flatMap((s) => ulcerForms(prefixedForms(s))),
  },
  'stage-1': { terms: stageWords('1'), pseudo: stagePseudo('1') },
  'stage-2': { terms: stageWords('2'), pseudo: stagePseudo('2') },
  'stage-3': { terms: stageWords('3'), pseudo: stagePseudo('3') },
  'stage-4': { terms: stageWords('4'), pseudo: stagePseudo('4') },
  unstageable: {
    terms: [
      'unstageable', 'unstagable', 'un stageable', 'not stageable', 'unable to stage', 'unable to be staged', 'cannot be staged', 'could not be staged',
      'unstageable/unclassified', 'unstageable pressure injury', 'unstageable pressure ulcer',
    ],
  },
  dti: { terms: withIes(dtiTerms), abbreviations: dtiAbbreviations },
  'stage-1-findings': {
    terms: [
      'non blanchable erythema', 'nonblanchable erythema', 'non blanching erythema', 'nonblanching erythema', 'non blanchable redness',
      'nonblanchable redness', 'non blanching redness', 'non blanchable', 'nonblanchable', 'non blanching',
    ],
  },
  blanchable: { terms: ['blanchable erythema', 'blanchable redness', 'blanching erythema', 'blanching redness', 'erythema blanches', 'redness blanches', 'blanches'] },
  'stage-2-findings': {
    terms: [
      'partial thickness', 'partial thickness skin loss', 'partial thickness wound', 'partial thickness ulcer', 'exposed dermis', 'shallow open ulcer',
      'shallow open area', 'shallow open wound', 'shallow ulcer', 'shallow crater', 'serous blister', 'serum filled blister', 'fluid filled blister',
      'intact blister', 'ruptured blister', 'open blister', 'ruptured serous blister', 'pink wound bed', 'red pink wound bed',
    ],
    pseudo: ['partial thickness burn', 'partial thickness burns', 'partial thickness skin graft', 'partial thickness laceration'],
  },
  'full-thickness': {
    terms: ['full thickness', 'full thickness skin loss', 'full thickness tissue loss', 'full thickness wound', 'full thickness ulcer'],
    pseudo: [
      'full thickness burn', 'full thickness burns', 'full thickness skin graft', 'full thickness laceration', 'full thickness tear',
      'full thickness rotator cuff tear', 'full thickness macular hole',
    ],
  },
  'stage-3-findings': {
    terms: [
      'subcutaneous fat visible', 'visible subcutaneous fat', 'subcutaneous tissue visible', 'visible subcutaneous tissue', 'adipose tissue visible',
      'visible adipose tissue', 'adipose visible', 'visible adipose', 'fat visible', 'visible fat', 'exposed subcutaneous tissue', 'exposed adipose',
      'exposed adipose tissue', 'subcutaneous tissue exposed', 'subcutaneous fat exposed', 'exposed subcutaneous fat', 'into subcutaneous tissue',
      'to the subcutaneous tissue', 'subq fat visible', 'sub q fat visible', 'visible subq fat',
    ],
  },
  'stage-4-findings': {
    terms: [
      'bone palpable', 'palpable bone', 'exposed bone', 'bone exposed', 'visible bone', 'bone visible', 'probe to bone', 'probes to bone', 'probed to bone',
      'probing to bone', 'exposed tendon', 'tendon exposed', 'visible tendon', 'tendon visible', 'exposed muscle', 'muscle exposed', 'visible muscle',
      'muscle visible', 'exposed fascia', 'fascia exposed', 'visible fascia', 'exposed ligament', 'exposed cartilage', 'exposed joint capsule',
      'down to bone', 'to the level of bone', 'to the level of the bone', 'to bone', 'palpable sacrum', 'palpable coccyx', 'exposed sacrum', 'exposed coccyx',
    ],
  },
  'unstageable-findings': {
    terms: [
      '100% eschar', '100% slough', '100 percent eschar', '100 percent slough', 'covered with eschar', 'covered in eschar', 'covered by eschar',
      'covered with slough', 'covered in slough', 'covered by slough', 'obscured by slough', 'obscured by eschar', 'obscured by slough and eschar',
      'obscured by eschar and slough', 'base obscured', 'wound bed obscured', 'wound base obscured', 'full eschar', 'stable eschar', 'dry stable eschar',
      'dry eschar', 'eschar covered', 'slough covered',
    ],
  },
  'dti-findings': {
    terms: [
      'purple discoloration', 'purple discolouration', 'purplish discoloration', 'maroon discoloration', 'maroon discolouration',
      'deep red discoloration', 'deep red, maroon or purple', 'deep purple', 'dark purple', 'purple intact skin', 'intact purple',
      'blood filled blister', 'blood blister', 'non blanchable deep red', 'nonblanchable deep red', 'non blanchable purple', 'nonblanchable purple',
      'non blanchable maroon', 'nonblanchable maroon', 'purple maroon', 'maroon', 'purple area',
      // NPIAP: "persistent non-blanchable deep red, maroon or purple discoloration"; erythema is stage 1, discoloration is not.
      'non blanchable discoloration', 'nonblanchable discoloration', 'non blanching discoloration', 'nonblanching discoloration',
      'non blanchable discolouration', 'nonblanchable discolouration',
    ],
    pseudo: ['maroon stool', 'maroon stools', 'maroon colored stool', 'maroon colored stools', 'maroon emesis'],
  },
  'non-pressure': {
    terms: [
      'moisture associated skin damage', 'moisture associated skin injury', 'moisture related skin damage', 'moisture lesion', 'moisture damage',
      'incontinence associated dermatitis', 'incontinence associated skin damage', 'incontinence dermatitis', 'perineal dermatitis', 'diaper dermatitis',
      'intertrigo', 'intertriginous dermatitis', 'candidal intertrigo', 'skin tear', 'skin tears', 'friction injury', 'friction blister', 'abrasion',
      'diabetic foot ulcer', 'diabetic ulcer', 'diabetic foot wound', 'diabetic wound', 'diabetic heel ulcer', 'diabetic foot infection',
      'neuropathic ulcer', 'neuropathic foot ulcer', 'venous stasis ulcer', 'venous ulcer', 'venous leg ulcer', 'stasis ulcer', 'arterial ulcer',
      'arterial insufficiency ulcer', 'ischemic ulcer', 'ischemic foot ulcer', 'malum perforans', 'plantar ulcer', 'non pressure ulcer', 'nonpressure ulcer',
      'non pressure chronic ulcer', 'non pressure related ulcer', 'traumatic wound', 'surgical wound', 'pilonidal', 'pilonidal cyst', 'pilonidal abscess',
      'hidradenitis', 'calciphylaxis', 'pyoderma gangrenosum',
    ],
    abbreviations: ['MASD', 'IAD', 'DFU'],
  },
  healed: {
    terms: [
      'healed', 'has healed', 'had healed', 'have healed', 'is healed', 'was healed', 'now healed', 'since healed', 'completely healed', 'fully healed',
      'healed over', 'fully epithelialized', 'completely epithelialized', 'resolved and healed', 'closed and healed',
    ],
    pseudo: [
      'well healed', 'partially healed', 'nearly healed', 'almost healed', 'mostly healed', 'not healed', 'not yet healed', 'healed incision',
      'healed incisions', 'incision healed', 'incisions healed', 'incision has healed', 'healed scar', 'healed scars', 'healed fracture',
      'healed fractures', 'healed rib fracture', 'healed rib fractures', 'healed surgical incision', 'healed surgical scar', 'healed sternotomy',
      'healed laceration', 'healed skin tear', 'healed burn', 'healed amputation',
    ],
  },
  'at-risk': {
    terms: [
      'at risk for pressure injury', 'at risk for pressure injuries', 'at risk for pressure ulcer', 'at risk for pressure ulcers', 'at risk for skin breakdown',
      'risk for pressure injury', 'risk for pressure injuries', 'risk for pressure ulcer', 'risk for pressure ulcers', 'risk for skin breakdown',
      'risk of pressure injury', 'risk of pressure injuries', 'risk of pressure ulcer', 'risk of pressure ulcers', 'risk of skin breakdown',
      'high risk for pressure injury', 'high risk for pressure ulcer', 'high risk for skin breakdown', 'pressure injury risk', 'pressure ulcer risk',
      'pressure injury prevention', 'pressure ulcer prevention', 'prevention of pressure injury', 'prevention of pressure injuries',
      'prevention of pressure ulcer', 'prevention of pressure ulcers', 'prevent pressure injury', 'prevent pressure injuries', 'prevent pressure ulcer',
      'prevent pressure ulcers', 'prevent skin breakdown', 'pressure injury precautions', 'pressure ulcer precautions', 'skin breakdown precautions',
      'Braden score', 'Braden scale', 'Braden',
    ],
  },
  'skin-intact': {
    terms: [
      'skin intact', 'skin is intact', 'skin was intact', 'skin remained intact', 'skin clean dry and intact', 'skin clean, dry and intact',
      'skin clean, dry, and intact', 'skin warm dry and intact', 'skin warm, dry and intact', 'skin warm, dry, intact', 'skin integrity intact',
      'skin: intact', 'skin exam intact', 'skin without breakdown', 'skin without wounds', 'skin without lesions', 'skin intact throughout',
      // A site examined and clear, its name left to the site concept: "Right heel intact, blanchable."
      'intact, blanchable', 'intact and blanchable', 'intact with blanchable erythema', 'intact, no breakdown', 'intact without breakdown',
    ],
  },
  'skin-breakdown': {
    terms: ['skin breakdown', 'breakdown', 'open areas', 'open area', 'open wounds', 'open wound', 'wounds', 'skin ulcers', 'ulcers', 'skin lesions'],
    pseudo: ['muscle breakdown', 'tissue breakdown products', 'red cell breakdown'],
  },
  'wound-care': {
    terms: [
      'wound care', 'wound care consult', 'wound care consulted', 'wound care nurse', 'wound care team', 'wound ostomy nurse', 'wound ostomy continence nurse',
      'WOC nurse', 'WOC RN', 'WOCN', 'wound nurse', 'wound team', 'offloading', 'off loading', 'offloaded', 'off loaded', 'offloading boots',
      'heel protector', 'heel protectors', 'heel boot', 'heel boots', 'heel offloading', 'heel off loading', 'heel offloading boot',
      'heel offloading boots', 'heel lift', 'heel lifts', 'heel suspension', 'heel cushion', 'heel cushions', 'float heels', 'floating heels',
      'heels floated', 'heels floating', 'heels offloaded', 'heels off loaded', 'Prevalon boots', 'Prevalon boot', 'low air loss mattress', 'low air loss bed', 'air mattress', 'specialty mattress', 'specialty bed',
      'alternating pressure mattress', 'turning every 2 hours', 'turned every 2 hours', 'repositioning every 2 hours', 'repositioned every 2 hours',
      'turn q2h', 'turns q2h', 'turned q2h', 'q2h turns', 'q2 hour turns', 'foam dressing', 'Mepilex', 'hydrocolloid', 'alginate', 'calcium alginate',
      'silver alginate', 'Santyl', 'collagenase', 'enzymatic debridement', 'debridement', 'sharp debridement', 'surgical debridement', 'debrided',
      'wound vac', 'wound VAC', 'negative pressure wound therapy', 'dressing changes', 'dressing change', 'wet to dry', 'wet-to-dry', 'Dakin',
      'Dakins', 'medihoney', 'hydrogel', 'xeroform', 'flap closure', 'rotational flap', 'plastic surgery',
    ],
    abbreviations: ['NPWT', 'WOC', 'LAL'],
    // Care that prevents an ulcer on intact skin is no ulcer's care: "Preventive foam dressing and turning".
    pseudo: ['preventive', 'preventative', 'prophylactic'].flatMap((why) => ['foam dressing', 'sacral foam dressing', 'Mepilex', 'sacral Mepilex', 'dressing', 'sacral dressing'].map((care) => `${why} ${care}`)),
  },
  'wound-description': {
    terms: [
      'wound bed', 'wound base', 'granulation tissue', 'granulating', 'slough', 'eschar', 'tunneling', 'tunnelling', 'undermining', 'exudate',
      'serosanguineous drainage', 'purulent drainage', 'periwound', 'peri wound', 'wound edges', 'wound margins', 'epibole', 'wound measures',
      'wound measured', 'wound measurements',
    ],
  },
  contiguous: {
    terms: [
      'contiguous', 'extending to the buttock', 'extending to the buttocks', 'extending onto the buttock', 'extending onto the buttocks',
      'extending to the hip', 'extending onto the hip', 'sacrum and buttocks', 'sacrum and buttock', 'sacral and buttock', 'sacral and gluteal',
      'sacrum, buttocks and hip', 'sacrum, buttock and hip', 'back, buttock and hip',
    ],
  },
};
for (const s of Object.keys(SITES) as SiteId[]) {
  const site = SITES[s];
  const forms = site.sided ? [...prefixedForms(s), ...suffixed(s, 'right'), ...suffixed(s, 'left')] : prefixedForms(s);
  concepts[`site-${s}`] = { terms: [...new Set([...forms, ...(site.pressureSite ? ulcerForms(prefixedForms(s)) : [])])], pseudo: sitePseudo(s) };
  if (site.sided) {
    for (const side of ['right', 'left'] as const) {
      concepts[`site-${s}-${side}`] = { terms: [...new Set([...sideForms(s, side), ...(site.pressureSite ? ulcerForms(sidePrefixed(s, side)) : [])])] };
    }
  }
}

// ---- criteria -------------------------------------------------------------------------------

const m = (c: string, options: Parameters<typeof mentioned>[1] = {}): Rule<string> => mentioned(c, options);
const ANY_STATE = { allow: ['historical', 'uncertain', 'hypothetical'] } as const;

/**
 * Wound findings and sites qualify the injury the note documents: "suspected deep tissue injury
 * to the sacrum, maroon discoloration" carries the uncertainty cue over to the site and finding,
 * which are not themselves in doubt. The injury itself must be affirmed (`documented`).
 */
const QUALIFIER = { allow: ['uncertain'] } as const;
const f = (c: string): Rule<string> => mentioned(c, QUALIFIER);

type StageKey = '1' | '2' | '3' | '4' | 'unstageable' | 'dti';
const NAMED_STAGES = ['stage-1', 'stage-2', 'stage-3', 'stage-4', 'unstageable', 'dti'] as const;
const STAGE_KEYS: readonly StageKey[] = ['1', '2', '3', '4', 'unstageable', 'dti'];
type StageRules = Readonly<Record<StageKey, Rule<string>>> & { readonly specific3: Rule<string> };

/** The stages as named anywhere, or (`near` given) only where written in one sentence with those site concepts. */
function stageRules(near?: readonly string[]): StageRules {
  const bound = near ? { sameSentenceAs: near } : {};
  // A stage quoted from a transfer sheet yields to the stage the team assigns on its own exam.
  const named = (c: string): Rule<string> => mentioned(c, { ...bound, attributedYieldsTo: NAMED_STAGES.filter((s) => s !== c) });
  const finding = (c: string): Rule<string> => mentioned(c, { ...QUALIFIER, ...bound });
  return {
    '1': anyOf(named('stage-1'), finding('stage-1-findings')),
    '2': anyOf(named('stage-2'), finding('stage-2-findings')),
    // Full thickness without a deeper finding is stage 3; it never contradicts stage 4 (below).
    '3': anyOf(named('stage-3'), finding('stage-3-findings'), finding('full-thickness')),
    '4': anyOf(named('stage-4'), finding('stage-4-findings')),
    unstageable: anyOf(named('unstageable'), finding('unstageable-findings')),
    dti: anyOf(named('dti'), finding('dti-findings')),
    specific3: anyOf(named('stage-3'), finding('stage-3-findings')),
  };
}

/** Another stage documented and `stage` never (stage 1 also when the erythema blanches). */
function stageContradicted(stage: StageKey, rules: StageRules): Rule<string> {
  const others = anyOf(...STAGE_KEYS.filter((k) => k !== stage).map((k) => rules[k]));
  switch (stage) {
    case '1':
      return allOf(not(rules['1']), anyOf(others, f('blanchable')));
    case '3':
      return allOf(not(rules.specific3), others);
    case '4':
      // Full thickness alone is compatible with stage 4.
      return allOf(not(rules['4']), anyOf(rules['1'], rules['2'], rules.specific3, rules.unstageable, rules.dti));
    default:
      return allOf(not(rules[stage]), others);
  }
}

const stageNamed = stageRules();
const anyStageNamed = anyOf(m('stage-1'), m('stage-2'), m('stage-3'), m('stage-4'), m('unstageable'), m('dti'));

const documented: Rule<string> = anyOf(
  m('pressure-injury'),
  // "sacral ulcer", "stage 3 wound": a pressure ulcer unless the note names another cause.
  allOf(anyOf(m('site-ulcer'), anyStageNamed), not(m('non-pressure'))),
);
const documentedAnyState: Rule<string> = anyOf(m('pressure-injury', ANY_STATE), m('site-ulcer', ANY_STATE));
const SITE_CONCEPTS = Object.keys(concepts).filter((c) => c.startsWith('site-') && c !== 'site-ulcer');
// A pressure injury affirmed at a site no denial names ("#1 Sacral pressure injury, stage 4" beside
// "#4 R buttock: IAD, NOT a pressure injury") is not reclassified with the other site's lesion. A
// denial of no site in particular ("Assessment: IAD, NOT a pressure injury") covers every site.
const affirmedAtUndeniedSite: Rule<string> = allOf(
  not(ruledOut('pressure-injury', { notSameSentenceAs: SITE_CONCEPTS })),
  anyOf(...SITE_CONCEPTS.map((site) => allOf(m('pressure-injury', { sameSentenceAs: [site] }), not(ruledOut('pressure-injury', { sameSentenceAs: [site] }))))),
);
const reclassified: Rule<string> = allOf(m('non-pressure'), ruledOut('pressure-injury'), not(affirmedAtUndeniedSite));

/**
 * Wound care this stay: not a skin check that finds the skin intact ("Skin (WOC RN 8/12): sacrum
 * ... skin intact, no open area"), nor the care a history tells healed the ulcer with before the
 * stay ("HPI: a stage 3 sacral pressure ulcer in 2022 that healed with wound care"). Healed with
 * care told in the hospital course is this stay's.
 */
const BEFORE_THE_STAY: SectionCategory[] = ['history-present-illness', 'past-medical-history', 'past-surgical-history'];
const woundCare: Rule<string> = anyOf(
  m('wound-care', { notSameSentenceAs: ['skin-intact', 'healed'] }),
  m('wound-care', { sameSentenceAs: ['healed'], notSameSentenceAs: ['skin-intact'], notInSections: BEFORE_THE_STAY }),
);

const criteria: Record<string, Criterion<string>> = {
  'pressure-injury-documented': {
    says: 'Pressure injury documented for this stay (pressure ulcer or injury, decubitus, DTI, or a pressure-site ulcer with no other cause named)',
    rule: documented,
  },
  'stage-documented': { says: 'A pressure-injury stage documented (stage named or NPIAP stage findings)', rule: anyOf(...Object.values(stageNamed)) },
  'wound-described': { says: 'Wound described (bed, granulation, slough or eschar, tunneling, undermining, exudate)', rule: m('wound-description') },
  'wound-care': { says: 'Wound care (WOC nurse, offloading, specialty mattress, turning, dressings, debridement, wound vac)', rule: woundCare },
  'not-reclassified': { says: 'Not reclassified to another cause (moisture, incontinence, skin tear, diabetic, venous or arterial)', rule: not(reclassified) },
  // Healed with wound care this stay means it was present this stay (design.md: "resolved"
  // within the stay means it occurred); healed with no care this stay is an old ulcer.
  'not-healed': { says: 'The ulcer is not documented as healed before this stay', rule: anyOf(not(m('healed')), woundCare) },
  reclassified: { says: 'Reclassified as not a pressure injury (moisture-associated skin damage, incontinence dermatitis, skin tear, vascular or diabetic ulcer)', rule: reclassified },
  healed: { says: 'Pressure injury documented as healed, with no wound care this stay', rule: allOf(m('healed'), not(woundCare)) },
  'ruled-out': {
    says: 'No pressure injury: pressure injury or skin breakdown negated, or skin documented intact',
    rule: allOf(anyOf(ruledOut('pressure-injury'), ruledOut('skin-breakdown'), ruledOut('site-ulcer'), m('skin-intact')), not(documented)),
  },
  'other-cause-only': {
    says: 'Only a non-pressure skin lesion documented (moisture, incontinence, skin tear, diabetic, venous or arterial ulcer)',
    rule: allOf(m('non-pressure'), not(documentedAnyState)),
  },
  'risk-only': {
    says: 'Only a risk of pressure injury documented (at risk, prevention, Braden score)',
    rule: allOf(m('at-risk', ANY_STATE), not(documentedAnyState)),
  },
  'stage-1': { says: 'Stage 1 documented (stage 1 or non-blanchable erythema of intact skin)', rule: stageNamed['1'] },
  'stage-2': { says: 'Stage 2 documented (stage 2, partial-thickness loss with exposed dermis, serous blister)', rule: stageNamed['2'] },
  'stage-3': { says: 'Stage 3 documented (stage 3, full-thickness loss with fat visible)', rule: stageNamed['3'] },
  'stage-4': { says: 'Stage 4 documented (stage 4, exposed or palpable bone, tendon, muscle or fascia)', rule: stageNamed['4'] },
  unstageable: { says: 'Unstageable documented (full-thickness loss obscured by slough or eschar)', rule: stageNamed.unstageable },
  dti: { says: 'Deep tissue pressure injury documented (DTI, purple or maroon discoloration, blood-filled blister)', rule: stageNamed.dti },
  'stage-1-contradicted': { says: 'Another stage documented, or the erythema blanches, and stage 1 never', rule: stageContradicted('1', stageNamed) },
  'stage-2-contradicted': { says: 'Another stage documented and stage 2 never', rule: stageContradicted('2', stageNamed) },
  'stage-3-contradicted': { says: 'Another stage documented and stage 3 never', rule: stageContradicted('3', stageNamed) },
  'stage-4-contradicted': {
    says: 'Another stage documented and stage 4 never (no exposed or palpable bone, tendon, muscle or fascia)',
    rule: stageContradicted('4', stageNamed),
  },
  'unstageable-contradicted': { says: 'Another stage documented and unstageable never', rule: stageContradicted('unstageable', stageNamed) },
  'dti-contradicted': { says: 'Another stage documented and deep tissue injury never', rule: stageContradicted('dti', stageNamed) },
  'site-contiguous': {
    says: 'Contiguous pressure injury of back, buttock and hip documented',
    rule: anyOf(f('contiguous'), atLeastOf(2, anyOf(f('site-upper-back'), f('site-lower-back'), f('site-mid-back'), f('site-sacral')), f('site-buttock'), f('site-hip'))),
  },
};

/** Site families and the leaf sites each one covers (a back ulcer may be written as sacral). */
const FAMILIES: Readonly<Record<string, readonly SiteId[]>> = {
  elbow: ['elbow'],
  back: ['upper-back', 'lower-back', 'mid-back', 'sacral'],
  'upper-back': ['upper-back'],
  'lower-back': ['lower-back'],
  sacral: ['sacral'],
  hip: ['hip'],
  buttock: ['buttock'],
  contiguous: ['upper-back', 'lower-back', 'mid-back', 'sacral', 'buttock', 'hip'],
  ankle: ['ankle'],
  heel: ['heel'],
  head: ['head'],
  other: ['other'],
};
const siteTitles: Readonly<Record<string, string>> = {
  elbow: 'elbow', back: 'back', 'upper-back': 'upper back', 'lower-back': 'lower back', sacral: 'sacral region', hip: 'hip', buttock: 'buttock',
  contiguous: 'contiguous site of back, buttock and hip', ankle: 'ankle', heel: 'heel', head: 'head', other: 'other site',
};
/**
 * Words that make a sentence about a skin lesion. A site counts as a second wound site, or as
 * the site a code is contradicted by, only in a sentence with one of them: "primary
 * osteoarthritis, right hip" names a joint, not an ulcer.
 */
const STAGE_FINDINGS = ['stage-1-findings', 'stage-2-findings', 'stage-3-findings', 'stage-4-findings', 'unstageable-findings', 'dti-findings'];
const WOUND_WORDS = [
  'pressure-injury', 'site-ulcer', 'skin-breakdown', 'wound-description', 'non-pressure', 'healed', 'blanchable', 'full-thickness', ...NAMED_STAGES,
  ...STAGE_FINDINGS,
];
/** What shows an injury on a side: blanchable erythema and a healed scar do not. */
const SIDE_INJURY_WORDS = ['pressure-injury', 'site-ulcer', 'wound-description', 'full-thickness', ...NAMED_STAGES, ...STAGE_FINDINGS];
/** What shows an injury at a site examined in the same breath: a stage or a wound finding, not the word "pressure injury" in a list. */
const SITE_FINDING_WORDS = ['wound-description', 'full-thickness', ...NAMED_STAGES, ...STAGE_FINDINGS];
function siteClear(l: SiteId): Rule<string> {
  const at = { sameSentenceAs: [`site-${l}`] };
  // Skin found intact there; or an injury denied there and affirmed there nowhere ("a small sacral
  // pressure injury, not present on the admission skin assessment" is one, found later).
  const denied = allOf(anyOf(ruledOut('pressure-injury', at), ruledOut('site-ulcer', at)), not(anyOf(m('pressure-injury', at), m('site-ulcer', at))));
  return allOf(anyOf(m('skin-intact', at), denied), not(anyOf(...SITE_FINDING_WORDS.map((w) => mentioned(w, { ...QUALIFIER, ...at })))));
}
const woundSite = (l: SiteId): Rule<string> => mentioned(`site-${l}`, { ...QUALIFIER, sameSentenceAs: WOUND_WORDS });
for (const [family, leaves] of Object.entries(FAMILIES)) {
  const here = anyOf(...leaves.map((l) => f(`site-${l}`)));
  // Bound to a wound word, even the "other site" words (knee, shoulder, calf...) that are common outside wound care.
  const elsewhere = anyOf(...(Object.keys(SITES) as SiteId[]).filter((l) => !leaves.includes(l)).map(woundSite));
  if (family !== 'contiguous') criteria[`site-${family}`] = { says: `Site documented: ${siteTitles[family]}`, rule: here };
  const elsewhereOnly = allOf(not(here), elsewhere);
  // A site with no sides ("Sacrum/coccyx: blanchable erythema only; skin intact; no PI") examined and
  // found clear, with no stage or wound finding ever written with it. (A sided site's sides are
  // judged apart, below: one heel clear says nothing of the other.)
  const unsidedSite = family !== 'other' && leaves.every((l) => !SITES[l].sided);
  criteria[`site-${family}-contradicted`] = unsidedSite
    ? { says: `Another site documented and the ${siteTitles[family]} never, or the ${siteTitles[family]} examined and clear`, rule: anyOf(elsewhereOnly, ...leaves.map(siteClear)) }
    : { says: `Another site documented and the ${siteTitles[family]} never`, rule: elsewhereOnly };
}
for (const s of SIDED) {
  // A side quoted from a transfer sheet ("SNF list: L heel") yields to the side the team examined ("RIGHT heel").
  const sideOf = (side: 'right' | 'left', other: 'right' | 'left'): Rule<string> =>
    mentioned(`site-${s}-${side}`, { ...QUALIFIER, attributedYieldsTo: [`site-${s}-${other}`] });
  // "Right heel: skin intact, mild blanchable erythema only, no pressure injury": that side was
  // examined and is clear, unless an injury is written with it elsewhere by the team.
  const sideClear = (side: 'right' | 'left'): Rule<string> => {
    const withSide = { sameSentenceAs: [`site-${s}-${side}`] };
    const injured = anyOf(
      ...SIDE_INJURY_WORDS.map((w) => mentioned(w, { ...QUALIFIER, ...withSide, attributedYieldsTo: ['skin-intact'] })),
    );
    return allOf(anyOf(ruledOut('pressure-injury', withSide), ruledOut('site-ulcer', withSide), mentioned('skin-intact', withSide)), not(injured));
  };
  for (const [side, other] of [['right', 'left'], ['left', 'right']] as const) {
    criteria[`site-${s}-${side}`] = { says: `Site and side documented: ${side} ${siteTitles[s]}`, rule: sideOf(side, other) };
    criteria[`site-${s}-${side}-contradicted`] = {
      says: `Another site, or only the ${other} ${siteTitles[s]}, documented, or the ${side} ${siteTitles[s]} examined and clear`,
      rule: anyOf(criteria[`site-${s}-contradicted`]!.rule, allOf(sideOf(other, side), not(sideOf(side, other))), sideClear(side)),
    };
  }
}

// With several ulcers a stage counts for a site only when written in one sentence with it: a
// stage 4 sacral wound says nothing of the heel ulcer listed below it. With one site, every stage
// the note gives is that site's.
const stageCriterion = (stage: StageKey): string => (stage === 'unstageable' || stage === 'dti' ? stage : `stage-${stage}`);
const STAGE_TITLES: Readonly<Record<StageKey, string>> = { '1': 'stage 1', '2': 'stage 2', '3': 'stage 3', '4': 'stage 4', unstageable: 'unstageable', dti: 'deep tissue injury' };
const severalSites = atLeastOf(2, ...(Object.keys(SITES) as SiteId[]).map(woundSite));
for (const [family, leaves] of Object.entries(FAMILIES)) {
  const bound = stageRules(leaves.map((l) => `site-${l}`));
  // "Left lateral malleolus: ... an arterial ulcer, not a pressure injury": that site's lesion has another cause.
  const atSite = { sameSentenceAs: leaves.map((l) => `site-${l}`) };
  criteria[`reclassified-at-${family}`] = {
    says: `The ${siteTitles[family]} lesion documented as another cause and not a pressure injury, in one sentence with it`,
    rule: allOf(m('non-pressure', atSite), ruledOut('pressure-injury', atSite)),
  };
  // "Sacrum: the stage 2 on the carried-forward list has healed - intact scar" beside a heel ulcer under
  // wound care: the care is the heel's, so the sacral code is an old ulcer's (the whole-note `healed`
  // criterion cannot tell the two apart).
  criteria[`healed-at-${family}`] = {
    says: `The ${siteTitles[family]} lesion documented as healed, with no wound care written with it, where several sites are documented`,
    rule: allOf(severalSites, m('healed', atSite), not(m('wound-care', atSite))),
  };
  for (const stage of STAGE_KEYS) {
    const id = stageCriterion(stage);
    criteria[`${id}-at-${family}`] = {
      says: `${STAGE_TITLES[stage]} documented for the ${siteTitles[family]}: in one sentence with it where several sites are documented`,
      rule: anyOf(bound[stage], allOf(not(severalSites), criteria[id]!.rule)),
    };
    criteria[`${id}-contradicted-at-${family}`] = {
      says: `Another stage documented for the ${siteTitles[family]} and ${STAGE_TITLES[stage]} never`,
      rule: anyOf(stageContradicted(stage, bound), allOf(not(severalSites), criteria[`${id}-contradicted`]!.rule)),
    };
  }
}

// With ulcers on both sides of one site a stage counts for a side only when written in one
// sentence with that side: "DTI of right heel; unstageable left heel" stages each heel apart. With
// one side, the site's stages are that side's (the codes below choose between the two).
for (const s of SIDED) {
  const woundSide = (side: 'right' | 'left'): Rule<string> => mentioned(`site-${s}-${side}`, { ...QUALIFIER, sameSentenceAs: WOUND_WORDS });
  const bothSides = allOf(woundSide('right'), woundSide('left'));
  criteria[`both-sides-${s}`] = { says: `Wounds documented on both sides: ${siteTitles[s]}`, rule: bothSides };
  criteria[`one-side-${s}`] = { says: `Wounds documented on one side only, or no side given: ${siteTitles[s]}`, rule: not(bothSides) };
  for (const side of ['right', 'left'] as const) {
    const bound = stageRules([`site-${s}-${side}`]);
    for (const stage of STAGE_KEYS) {
      const id = stageCriterion(stage);
      criteria[`${id}-with-${s}-${side}`] = {
        says: `${STAGE_TITLES[stage]} documented for the ${side} ${siteTitles[s]}, in one sentence with it`,
        rule: bound[stage],
      };
      criteria[`${id}-contradicted-with-${s}-${side}`] = {
        says: `Both sides documented; another stage written with the ${side} ${siteTitles[s]} and ${STAGE_TITLES[stage]} never`,
        rule: allOf(stageContradicted(stage, bound), bothSides),
      };
    }
  }
}

// ---- codes ----------------------------------------------------------------------------------

type StageCode = { readonly char: string; readonly stage: StageKey | undefined; readonly title: string };
/** Six-character codes (L89.0-L89.3, L89.5-L89.8): 0 unstageable, 1-4, 6 DTI, 9 unspecified. */
const STAGES6: readonly StageCode[] = [
  { char: '0', stage: 'unstageable', title: 'unstageable' },
  { char: '1', stage: '1', title: 'stage 1' },
  { char: '2', stage: '2', title: 'stage 2' },
  { char: '3', stage: '3', title: 'stage 3' },
  { char: '4', stage: '4', title: 'stage 4' },
  { char: '6', stage: 'dti', title: 'pressure-induced deep tissue damage' },
  { char: '9', stage: undefined, title: 'unspecified stage' },
];
/** Five-character codes (L89.4 contiguous, L89.9 unspecified site): 0 unspecified, 1-4, 5 unstageable, 6 DTI. */
const STAGES5: readonly StageCode[] = [
  { char: '0', stage: undefined, title: 'unspecified stage' },
  { char: '1', stage: '1', title: 'stage 1' },
  { char: '2', stage: '2', title: 'stage 2' },
  { char: '3', stage: '3', title: 'stage 3' },
  { char: '4', stage: '4', title: 'stage 4' },
  { char: '5', stage: 'unstageable', title: 'unstageable' },
  { char: '6', stage: 'dti', title: 'pressure-induced deep tissue damage' },
];
/** Site subcategories and the site criterion each needs (undefined: unspecified site). */
const SITE_CODES: readonly { readonly code: string; readonly title: string; readonly site: string | undefined; readonly stages: readonly StageCode[] }[] = [
  { code: 'L8900', title: 'unspecified elbow', site: 'elbow', stages: STAGES6 },
  { code: 'L8901', title: 'right elbow', site: 'elbow-right', stages: STAGES6 },
  { code: 'L8902', title: 'left elbow', site: 'elbow-left', stages: STAGES6 },
  { code: 'L8910', title: 'unspecified part of back', site: 'back', stages: STAGES6 },
  { code: 'L8911', title: 'right upper back', site: 'upper-back-right', stages: STAGES6 },
  { code: 'L8912', title: 'left upper back', site: 'upper-back-left', stages: STAGES6 },
  { code: 'L8913', title: 'right lower back', site: 'lower-back-right', stages: STAGES6 },
  { code: 'L8914', title: 'left lower back', site: 'lower-back-left', stages: STAGES6 },
  { code: 'L8915', title: 'sacral region', site: 'sacral', stages: STAGES6 },
  { code: 'L8920', title: 'unspecified hip', site: 'hip', stages: STAGES6 },
  { code: 'L8921', title: 'right hip', site: 'hip-right', stages: STAGES6 },
  { code: 'L8922', title: 'left hip', site: 'hip-left', stages: STAGES6 },
  { code: 'L8930', title: 'unspecified buttock', site: 'buttock', stages: STAGES6 },
  { code: 'L8931', title: 'right buttock', site: 'buttock-right', stages: STAGES6 },
  { code: 'L8932', title: 'left buttock', site: 'buttock-left', stages: STAGES6 },
  { code: 'L894', title: 'contiguous site of back, buttock and hip', site: 'contiguous', stages: STAGES5 },
  { code: 'L8950', title: 'unspecified ankle', site: 'ankle', stages: STAGES6 },
  { code: 'L8951', title: 'right ankle', site: 'ankle-right', stages: STAGES6 },
  { code: 'L8952', title: 'left ankle', site: 'ankle-left', stages: STAGES6 },
  { code: 'L8960', title: 'unspecified heel', site: 'heel', stages: STAGES6 },
  { code: 'L8961', title: 'right heel', site: 'heel-right', stages: STAGES6 },
  { code: 'L8962', title: 'left heel', site: 'heel-left', stages: STAGES6 },
  { code: 'L8981', title: 'head', site: 'head', stages: STAGES6 },
  { code: 'L8989', title: 'other site', site: 'other', stages: STAGES6 },
  { code: 'L899', title: 'unspecified site', site: undefined, stages: STAGES5 },
];

const codes: CodeSpec<string>[] = [{ code: 'L89', title: 'pressure ulcer' }];
for (const site of SITE_CODES) {
  for (const st of site.stages) {
    const requires: CriterionExpr<string>[] = [];
    const contradicts: CriterionExpr<string>[] = [];
    if (site.site) {
      requires.push(`site-${site.site}`);
      contradicts.push(`site-${site.site}-contradicted`);
      const family = site.site.match(/^(.+)-(?:right|left)$/)?.[1] ?? site.site;
      if (family in FAMILIES) contradicts.push(`reclassified-at-${family}`, `healed-at-${family}`);
    }
    if (st.stage) {
      const id = stageCriterion(st.stage);
      const sided = site.site?.match(/^(.+)-(right|left)$/);
      if (sided) {
        // A sided code takes its side's stage where both sides have wounds, the site's otherwise.
        const [, family, side] = sided;
        requires.push({ anyOf: [`${id}-with-${family}-${side}`, { allOf: [`one-side-${family}`, `${id}-at-${family}`] }] });
        contradicts.push(`${id}-contradicted-with-${family}-${side}`, { allOf: [`one-side-${family}`, `${id}-contradicted-at-${family}`] });
      } else {
        const at = site.site === undefined ? '' : `-at-${site.site}`;
        requires.push(`${id}${at}`);
        contradicts.push(`${id}-contradicted${at}`);
      }
    }
    codes.push({
      code: `${site.code}${st.char}`,
      title: `pressure ulcer of ${site.title}, ${st.title}`,
      ...(requires.length === 0 ? {} : { requires: requires.length === 1 ? requires[0]! : { allOf: requires } }),
      ...(contradicts.length === 0 ? {} : { contradicts: contradicts.length === 1 ? contradicts[0]! : { anyOf: contradicts } }),
      // Pressure-induced deep tissue damage codes were added in FY2020.
      ...(st.stage === 'dti' ? { validFrom: '2019-10-01' } : {}),
    });
  }
}

export default definePack({
  id: 'pressure-injury',
  title: 'Pressure injury',
  version: '1.0.0',
  source: 'criteria-reference §2.14 (NPIAP staging 2016; Official Guidelines I.B.14, I.C.12.a)',
  codes,
  concepts,
  criteria,
  // "#4 R buttock: IAD, NOT a pressure injury" revises the buttock, not the sacral ulcer (§2.14: match by site).
  sites: SITE_CONCEPTS,
  decision: {
    documented: 'pressure-injury-documented',
    supported: {
      allOf: ['pressure-injury-documented', 'not-reclassified', 'not-healed', { anyOf: ['stage-documented', 'wound-described', 'wound-care'] }],
    },
    refuted: { anyOf: ['ruled-out', 'reclassified', 'healed', 'other-cause-only', 'risk-only'] },
    strengthens: ['wound-care'],
  },
});
