import type { CommonCondition } from './condition';
import { acidSuppression, antibiotics, painCare, sided, steroidsSystemic, transfusion, withCompounds, words } from './vocabulary.en';

/**
 * Surgical and trauma conditions: injuries of the spleen and liver by degree (S36.0-, S36.11-),
 * rib fractures of an unspecified side and flail chest (S22.39, S22.49, S22.5), ruptured abdominal
 * aortic aneurysm by site (I71.3-, FY2023), peptic ulcers with perforation (K25-K27 .1/.5),
 * radiation pneumonitis and fibrosis (J70.0, J70.1) and myocarditis (I40.8, I40.9, I51.4).
 * Appended to the common-conditions table (./conditions.en.ts); `conditionPack` turns each entry
 * into a pack.
 *
 * Degree, site, count and rupture siblings document and contradict one another with
 * `specificity`: what the note writes otherwise is Unsupported, what it does not write is
 * NoDetermination. An unspecified sibling (degree, side, site or acuity not stated) has no
 * specificity: the condition named and managed supports it.
 *
 * Within a pack the longest phrase wins over every shorter one it overlaps, whatever concept each
 * belongs to: "grade iv splenic laceration" as a grade word hides "splenic laceration" as the name.
 * So each compound is listed in every concept it means (`withCompounds`), and the names hold the
 * compounds of the specificity lists.
 *
 * Intact abdominal aortic aneurysms (I71.40-I71.43) are answered by the `I714` prefix of the
 * 'abdominal-aortic-aneurysm' entry of the table, and one rib or several on a named side
 * (S22.31-S22.43) by its rib entries: not repeated here.
 */

// ------------------------------------------------------------------ helpers

/** Roman, Arabic and spelled grades. */
const gradeSpellings: Readonly<Record<number, readonly string[]>> = {
  1: ['i', '1', 'one'],
  2: ['ii', '2', 'two'],
  3: ['iii', '3', 'three'],
  4: ['iv', '4', 'four'],
  5: ['v', '5', 'five'],
};

/**
 * AAST-graded names of an organ's injury: "grade IV splenic laceration", "splenic laceration,
 * grade IV", "splenic laceration (AAST grade 4)", "grade IV laceration of the spleen".
 */
function graded(adjectives: readonly string[], organ: string, nouns: readonly string[], grades: readonly number[]): string[] {
  const out: string[] = [];
  for (const g of grades) {
    for (const r of gradeSpellings[g]!) {
      for (const n of nouns) {
        out.push(`grade ${r} ${n} of the ${organ}`, `grade ${r} ${n} of ${organ}`);
        for (const a of adjectives) {
          out.push(
            `grade ${r} ${a} ${n}`, `grade ${r} blunt ${a} ${n}`, `${a} ${n} grade ${r}`, `${a} ${n}, grade ${r}`, `${a} ${n} (grade ${r})`,
            `${a} ${n} aast grade ${r}`, `${a} ${n}, aast grade ${r}`, `${a} ${n} (aast grade ${r})`,
          );
        }
      }
    }
  }
  return words(out);
}

// ------------------------------------------------------------------ spleen and liver (S36.0-, S36.11-)

/** Management of a solid-organ injury: nonoperative observation, blood, angiography, laparotomy, the ICU. */
const solidOrganInjuryCare = words(transfusion, [
  'trauma surgery', 'trauma service', 'acute care surgery', 'general surgery', 'nonoperative management', 'non operative management',
  'selective nonoperative management', 'nonoperative observation', 'serial hemoglobin', 'serial hemoglobins', 'serial h/h', 'serial h&h',
  'serial hematocrit', 'serial hematocrits', 'serial cbc', 'hemoglobin checks', 'hemoglobin q6h', 'hgb q6h', 'hemoglobin every 6 hours',
  'serial abdominal exam', 'serial abdominal examination', 'serial exams', 'bed rest', 'strict bed rest', 'activity restriction',
  'no contact sports', 'avoid contact sports', 'lifting restriction', 'angioembolization', 'angio embolization', 'embolization', 'angiography',
  'interventional radiology', 'exploratory laparotomy', 'ex lap', 'trauma laparotomy', 'damage control laparotomy', 'repeat ct', 'repeat ct abdomen',
  'intensive care unit', 'surgical icu', 'trauma icu', 'admitted to the icu', 'icu observation', 'observed in the icu', 'monitored in the icu',
  'massive transfusion protocol', 'fresh frozen plasma', 'cryoprecipitate', 'tranexamic acid', 'held chemoprophylaxis', 'chemoprophylaxis held',
  'delayed chemoprophylaxis', 'vte chemoprophylaxis held',
]);
const solidOrganInjuryAbbreviations = ['NOM', 'IR', 'MTP', 'PRBC', 'FFP', 'TXA', 'SICU', 'TICU'];
/** Monitoring every trauma admission gets: it backs the injury only written in one sentence with it. */
const solidOrganInjuryTied = ['icu', 'hemoglobin', 'hgb', 'cbc', 'ct abdomen', 'ct of the abdomen', 'ct scan'];

const spleenAdjectives = ['splenic', 'spleen'];
const lacerationNouns = ['laceration', 'lac'];

const spleenLacerationNames = [
  'splenic laceration', 'spleen laceration', 'laceration of the spleen', 'laceration of spleen', 'lacerated spleen', 'splenic lac', 'spleen lac',
  'splenic and hepatic laceration', 'hepatic and splenic laceration', 'liver and spleen laceration', 'spleen and liver laceration',
  'laceration of spleen, unspecified degree', 'splenic laceration of unspecified degree',
];
/** AAST grade I (capsular, under 1 cm deep): ICD-10-CM's superficial (minor) laceration. */
const spleenMinor = words(graded(spleenAdjectives, 'spleen', lacerationNouns, [1]), [
  'superficial splenic laceration', 'superficial laceration of spleen', 'superficial laceration of the spleen', 'superficial capsular laceration of spleen',
  'capsular splenic laceration', 'capsular laceration of the spleen', 'splenic capsular laceration', 'splenic capsular tear', 'capsular tear of the spleen',
  'minor splenic laceration', 'minor laceration of spleen', 'minor laceration of the spleen',
]);
/** AAST grade II (1-3 cm deep): ICD-10-CM's moderate laceration. */
const spleenModerate = words(graded(spleenAdjectives, 'spleen', lacerationNouns, [2]), [
  'moderate splenic laceration', 'moderate laceration of spleen', 'moderate laceration of the spleen',
]);
/**
 * AAST grade III-V (over 3 cm deep, hilar or segmental vessels, shattered): ICD-10-CM's major
 * laceration, which includes avulsion, stellate and massive lacerations.
 */
const spleenMajor = words(graded(spleenAdjectives, 'spleen', lacerationNouns, [3, 4, 5]), [
  'major splenic laceration', 'major laceration of spleen', 'major laceration of the spleen', 'massive splenic laceration', 'massive laceration of spleen',
  'stellate splenic laceration', 'stellate laceration of spleen', 'high grade splenic laceration', 'high grade splenic injury', 'shattered spleen',
  'splenic avulsion', 'avulsion of spleen', 'avulsion of the spleen', 'avulsed spleen', 'hilar splenic laceration', 'splenic hilar laceration',
  'splenic hilar injury', 'laceration involving the splenic hilum', 'laceration extending to the splenic hilum', 'laceration extending into the splenic hilum',
  'splenic devascularization', 'devascularized spleen', 'devascularization of the spleen', 'multiple moderate lacerations of spleen',
]);
/** "Low grade" is I or II: not a major laceration. */
const spleenLowGrade = ['low grade splenic laceration', 'low grade splenic injury'];
const spleenLacerationAll = words(spleenLacerationNames, spleenMinor, spleenModerate, spleenMajor, spleenLowGrade);

/** A traumatic hematoma of the spleen is its contusion (S36.02-); over 2 cm is major. */
const spleenContusionNames = [
  'splenic contusion', 'spleen contusion', 'contusion of the spleen', 'contusion of spleen', 'splenic hematoma', 'subcapsular splenic hematoma',
  'splenic subcapsular hematoma', 'subcapsular hematoma of the spleen', 'intraparenchymal splenic hematoma', 'splenic intraparenchymal hematoma',
  'intrasplenic hematoma',
];
const spleenContusionMinor = [
  'minor splenic contusion', 'minor contusion of spleen', 'minor contusion of the spleen', 'small splenic contusion', 'small splenic hematoma',
  'small subcapsular splenic hematoma', 'small splenic subcapsular hematoma', 'small subcapsular hematoma of the spleen', 'small intraparenchymal splenic hematoma',
  'tiny splenic hematoma', 'tiny subcapsular splenic hematoma',
];
const spleenContusionMajor = [
  'major splenic contusion', 'major contusion of spleen', 'major contusion of the spleen', 'large splenic contusion', 'large splenic hematoma',
  'large subcapsular splenic hematoma', 'large splenic subcapsular hematoma', 'large subcapsular hematoma of the spleen', 'large intraparenchymal splenic hematoma',
  'expanding splenic hematoma', 'expanding subcapsular splenic hematoma',
];
const spleenContusionAll = words(spleenContusionNames, spleenContusionMinor, spleenContusionMajor);

/** A traumatic rupture (S36.09); one without trauma (infectious mononucleosis, a pathological spleen) is D73.5. */
const spleenRuptureNames = [
  'ruptured spleen', 'splenic rupture', 'rupture of the spleen', 'rupture of spleen', 'traumatic splenic rupture', 'traumatic rupture of the spleen',
  'delayed splenic rupture',
];
const spleenRuptureNontraumatic = [
  'spontaneous splenic rupture', 'atraumatic splenic rupture', 'nontraumatic splenic rupture', 'non traumatic splenic rupture', 'pathologic splenic rupture',
  'pathological splenic rupture', 'spontaneous rupture of the spleen', 'atraumatic rupture of the spleen', 'nontraumatic rupture of the spleen',
];
const spleenInjuryNames = words(
  [
    'splenic injury', 'spleen injury', 'injury of spleen', 'injury of the spleen', 'injury to the spleen', 'blunt splenic injury', 'traumatic splenic injury',
    'splenic trauma', 'unspecified injury of spleen',
  ],
  graded(spleenAdjectives, 'spleen', ['injury'], [1, 2, 3, 4, 5]),
);

const spleenCare = {
  terms: words(solidOrganInjuryCare, [
    'splenectomy', 'emergent splenectomy', 'laparoscopic splenectomy', 'partial splenectomy', 'splenorrhaphy', 'splenic artery embolization',
    'proximal splenic artery embolization', 'distal splenic artery embolization', 'splenic angioembolization', 'splenic embolization',
    'post splenectomy vaccines', 'post splenectomy vaccination', 'asplenia vaccines', 'pneumococcal vaccine', 'meningococcal vaccine',
    'haemophilus influenzae type b vaccine', 'hib vaccine',
  ]),
  abbreviations: words(solidOrganInjuryAbbreviations, ['SAE']),
  tiedTerms: solidOrganInjuryTied,
};

const liverAdjectives = ['liver', 'hepatic'];
const liverLacerationNames = [
  'liver laceration', 'hepatic laceration', 'laceration of the liver', 'laceration of liver', 'lacerated liver', 'liver lac', 'hepatic lac',
  'splenic and hepatic laceration', 'hepatic and splenic laceration', 'liver and spleen laceration', 'spleen and liver laceration',
  'laceration of liver, unspecified degree', 'liver laceration of unspecified degree',
];
/** AAST grade I (capsular, under 1 cm deep): ICD-10-CM's minor laceration. */
const liverMinor = words(graded(liverAdjectives, 'liver', lacerationNouns, [1]), [
  'minor liver laceration', 'minor hepatic laceration', 'minor laceration of liver', 'minor laceration of the liver', 'superficial liver laceration',
  'superficial hepatic laceration', 'capsular liver laceration', 'capsular hepatic laceration', 'hepatic capsular tear', 'capsular tear of the liver',
]);
/** AAST grade II (1-3 cm deep, under 10 cm long): ICD-10-CM's moderate laceration. */
const liverModerate = words(graded(liverAdjectives, 'liver', lacerationNouns, [2]), [
  'moderate liver laceration', 'moderate hepatic laceration', 'moderate laceration of liver', 'moderate laceration of the liver',
]);
/** AAST grade III-V (over 3 cm deep, lobar disruption): ICD-10-CM's major laceration, stellate or multiple moderate ones included. */
const liverMajor = words(graded(liverAdjectives, 'liver', lacerationNouns, [3, 4, 5]), [
  'major liver laceration', 'major hepatic laceration', 'major laceration of liver', 'major laceration of the liver', 'massive liver laceration',
  'stellate liver laceration', 'stellate hepatic laceration', 'stellate laceration of liver', 'stellate laceration of the liver',
  'high grade liver laceration', 'high grade hepatic laceration', 'high grade liver injury', 'high grade hepatic injury', 'complex liver laceration',
  'complex hepatic laceration', 'multiple moderate lacerations of liver', 'hepatic avulsion',
]);
const liverLowGrade = ['low grade liver laceration', 'low grade hepatic laceration', 'low grade liver injury', 'low grade hepatic injury'];
const liverLacerationAll = words(liverLacerationNames, liverMinor, liverModerate, liverMajor, liverLowGrade);
/** A traumatic hematoma of the liver is its contusion (S36.112). */
const liverContusionNames = [
  'liver contusion', 'hepatic contusion', 'contusion of liver', 'contusion of the liver', 'liver hematoma', 'hepatic hematoma', 'subcapsular hepatic hematoma',
  'subcapsular liver hematoma', 'hepatic subcapsular hematoma', 'intraparenchymal hepatic hematoma', 'intrahepatic hematoma',
];

const liverCare = {
  terms: words(solidOrganInjuryCare, [
    'perihepatic packing', 'hepatic packing', 'liver packing', 'hepatorrhaphy', 'hepatic angioembolization', 'hepatic artery embolization',
    'hepatic embolization', 'pringle maneuver', 'hepatic resection', 'nonanatomic hepatic resection', 'bile leak', 'biloma', 'hida scan',
    'ercp with biliary stent', 'biliary stent', 'percutaneous drain', 'serial liver function tests', 'serial lfts',
  ]),
  abbreviations: solidOrganInjuryAbbreviations,
  tiedTerms: words(solidOrganInjuryTied, ['lfts', 'liver function tests']),
};

/** One degree of an organ injury: its own words document it, the other degrees' words contradict it. */
function byDegree(
  spec: Pick<CommonCondition, 'id' | 'title' | 'codes' | 'backing'> & {
    all: readonly string[];
    own?: readonly string[];
    others?: readonly string[];
    otherKinds: readonly string[];
  },
): CommonCondition {
  const { own, others } = spec;
  return {
    id: spec.id,
    title: spec.title,
    kind: 'episodic',
    codes: spec.codes,
    terms: spec.all,
    ...(spec.backing ? { backing: spec.backing } : {}),
    specificity: {
      ...(own ? { documentedBy: withCompounds(own, spec.all) } : {}),
      ...(others ? { contradictedBy: withCompounds(others, spec.all) } : {}),
      // Another injury of the organ (a contusion for a laceration) or the other organ's, with this one never named.
      otherKinds: spec.otherKinds,
    },
  };
}

// ------------------------------------------------------------------ ribs (S22.39, S22.49, S22.5)

const ribOrdinals = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];
const ribOrdinalWords = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const ribNumbers = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];
const countWords = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', ...ribNumbers.slice(1)];

const ribNames = [
  'rib fracture', 'rib fx', 'fractured rib', 'broken rib', 'fracture of rib', 'fracture of the rib', 'fracture of one rib', 'rib fracture, unspecified side',
  'fracture of one rib, unspecified side', 'multiple fractures of ribs', 'multiple fractures of ribs, unspecified side',
];

/** One rib, said so: a count of one or the rib's number. */
const oneRib = words(
  [
    'single rib fracture', 'isolated rib fracture', 'solitary rib fracture', 'one rib fracture', 'fracture of one rib', 'fracture of one rib, unspecified side',
    'one fractured rib', 'single fractured rib', 'single rib fx', 'isolated rib fx', 'single broken rib', 'one broken rib',
  ],
  [...ribOrdinals, ...ribOrdinalWords].flatMap((o) => [
    `${o} rib fracture`, `${o} rib fx`, `fracture of the ${o} rib`, `fractured ${o} rib`, `broken ${o} rib`,
    ...sided(['right', 'left'], [`fracture of the {side} ${o} rib`, `fractured {side} ${o} rib`]),
  ]),
  ribNumbers.flatMap((n) => [`rib ${n} fracture`, `fracture of rib ${n}`, `fractured rib ${n}`]),
);

/** Several ribs: a count, a range or the plural ("4th-7th rib fractures", "ribs 4-7", "3 rib fractures"). */
const ribRangePairs = (list: readonly string[]) => list.flatMap((a, i) => list.slice(i + 1).map((b) => [a, b] as const));
const multipleRibs = words(
  [
    'rib fractures', 'multiple rib fractures', 'multiple rib fx', 'fractured ribs', 'broken ribs', 'multiple fractured ribs', 'multiple broken ribs',
    'several rib fractures', 'numerous rib fractures', 'multiple fractures of ribs', 'multiple fractures of ribs, unspecified side', 'fractures of multiple ribs',
    'consecutive rib fractures', 'contiguous rib fractures', 'multiple rib fractures, unspecified side', 'fractures of ribs', 'fractures of the ribs',
    'fractured ribs', 'ribs fractured',
  ],
  countWords.flatMap((n) => [`${n} rib fractures`, `${n} fractured ribs`, `${n} ribs fractured`, `${n} broken ribs`, `fractures of ${n} ribs`, `${n} consecutive rib fractures`, `${n} adjacent rib fractures`]),
  // "7th rib fractures": the plural of a rib's number (the one-rib phrase reads it too).
  ribOrdinals.map((o) => `${o} rib fractures`),
  ribRangePairs(ribOrdinals).flatMap(([a, b]) => [
    `${a} ${b} rib fractures`, `${a} through ${b} rib fractures`, `${a} to ${b} rib fractures`, `${a} and ${b} rib fractures`, `${a}, ${b} rib fractures`,
    `${a}, and ${b} rib fractures`, `${a} ${b} ribs`, `${a} through ${b} ribs`, `${a} to ${b} ribs`, `${a} and ${b} ribs`,
  ]),
  ribRangePairs(ribOrdinals).flatMap(([a, b]) => [`${a}–${b} rib fractures`, `${a}–${b} ribs`]),
  // "ribs 4-7" is one token as written, so each dash is spelled out.
  ribRangePairs(ribNumbers).flatMap(([a, b]) => [
    `ribs ${a}-${b}`, `ribs ${a}–${b}`, `ribs ${a} ${b}`, `ribs ${a} through ${b}`, `ribs ${a} to ${b}`, `ribs ${a} and ${b}`, `ribs ${a}, ${b}`,
  ]),
);
const flailNames = [
  'flail chest', 'flail segment', 'flail chest wall', 'flail chest injury', 'flail rib segment', 'anterior flail segment', 'lateral flail segment',
  'posterior flail segment', 'radiographic flail chest', 'radiographic flail segment', 'clinical flail chest', 'flail chest deformity', 'flail chest, initial encounter',
];
const ribAll = words(ribNames, oneRib, multipleRibs);
/** Healed or old fractures seen on imaging are not this stay's injury. */
const ribPseudo = words(
  ['rib fracture risk', 'rib fracture protocol', 'rib fracture pathway', 'prior rib fractures'],
  ['healed', 'old', 'old healed', 'chronic', 'remote'].flatMap((q) => [
    `${q} rib fracture`, `${q} rib fractures`, ...sided(['right', 'left', 'bilateral'], [`${q} {side} rib fracture`, `${q} {side} rib fractures`]),
    ...[...ribOrdinals, ...ribOrdinalWords].flatMap((o) => [`${q} ${o} rib fracture`, ...sided(['right', 'left'], [`${q} {side} ${o} rib fracture`])]),
  ]),
);
const ribCare = words(painCare, [
  'incentive spirometry', 'incentive spirometer', 'lidocaine patch', 'thoracic epidural', 'epidural', 'epidural analgesia', 'serratus anterior plane block',
  'serratus plane block', 'serratus block', 'erector spinae plane block', 'erector spinae block', 'paravertebral block', 'paravertebral catheter',
  'intercostal nerve block', 'rib fixation', 'rib plating', 'surgical stabilization of rib fractures', 'surgical rib fixation', 'pulmonary toilet',
  'chest physiotherapy', 'chest pt', 'trauma surgery', 'chest x ray', 'ct chest', 'chest ct', 'ct of the chest', 'thoracic surgery', 'cough and deep breathing',
]);
const ribBacking = { terms: ribCare, abbreviations: ['SSRF', 'ESP', 'PCA'] };

// ------------------------------------------------------------------ abdominal aortic aneurysm, ruptured (I71.3-)

type AorticSite = 'infrarenal' | 'juxtarenal' | 'pararenal' | 'suprarenal';
const siteWords: Readonly<Record<AorticSite, readonly string[]>> = {
  infrarenal: ['infrarenal', 'infra renal'],
  juxtarenal: ['juxtarenal', 'juxta renal'],
  pararenal: ['pararenal', 'para renal'],
  // Above the renal arteries, up to the visceral segment: not infrarenal or juxtarenal; ICD-10-CM
  // gives it no code of its own (pararenal or thoracoabdominal by extent), so it documents none.
  suprarenal: ['suprarenal', 'supra renal'],
};
const sites = Object.keys(siteWords) as AorticSite[];
/** The aneurysm's names, at a site or at none. */
function aneurysmNames(site?: AorticSite): string[] {
  if (!site) return ['abdominal aortic aneurysm', 'aaa', 'aneurysm of the abdominal aorta', 'abdominal aortic aneurysm, unspecified'];
  return siteWords[site].flatMap((s) => [`${s} abdominal aortic aneurysm`, `${s} aortic aneurysm`, `${s} aaa`, `${s} aneurysm`, `${s} abdominal aneurysm`]);
}
const ruptured = (names: readonly string[]) =>
  names.flatMap((n) => [
    `ruptured ${n}`, `${n} rupture`, `rupture of ${n}`, `rupture of the ${n}`, `rupture of an ${n}`, `leaking ${n}`, `${n} with rupture`,
    `${n}, ruptured`, `${n} (ruptured)`, `${n} with contained rupture`, `${n} with free rupture`, `symptomatic ruptured ${n}`,
  ]);
const intact = (names: readonly string[]) =>
  names.flatMap((n) => [`unruptured ${n}`, `nonruptured ${n}`, `non ruptured ${n}`, `intact ${n}`, `asymptomatic ${n}`, `incidental ${n}`, `${n}, without rupture`, `${n} without rupture`]);
const allSiteNames = words(aneurysmNames(), ...sites.map(aneurysmNames));
/** A ruptured abdominal aortic aneurysm, by any name; it contradicts the intact codes (I71.4-) too. */
export const rupturedNames = words(ruptured(allSiteNames), [
  'ruptured aneurysm', 'aneurysm rupture', 'aortic rupture', 'contained rupture', 'contained leak', 'raaa', 'ruptured aortic aneurysm', 'aortic aneurysm rupture',
]);
/** An aneurysm the stay documents as not ruptured: repaired electively, followed, or said to be intact. */
const intactNames = words(intact(allSiteNames), [
  'unruptured', 'nonruptured', 'intact aneurysm', 'elective evar', 'elective endovascular aneurysm repair', 'elective endovascular repair', 'elective open repair',
  'elective open aneurysm repair', 'elective aneurysm repair', 'elective aaa repair', 'planned evar', 'scheduled evar', 'aneurysm surveillance', 'aaa surveillance',
  'under surveillance', 'surveillance ultrasound', 'surveillance imaging',
]);
const thoracoabdominal = ['thoracoabdominal aortic aneurysm', 'thoracoabdominal aneurysm', 'thoraco abdominal aortic aneurysm', 'type iv thoracoabdominal aortic aneurysm'];
const aaaAll = words(allSiteNames, rupturedNames, intact(allSiteNames));
const aaaPseudo = [
  'aaa screening', 'abdominal aortic aneurysm screening', 'screening for abdominal aortic aneurysm', 'screening for aaa', 'aaa screening ultrasound',
  'rule out ruptured aaa', 'rule out aaa', 'r/o aaa', 'r/o ruptured aaa',
];
const rupturedAaaCare = {
  terms: words(transfusion, [
    'emergent evar', 'emergency evar', 'emergent endovascular aneurysm repair', 'emergency endovascular aneurysm repair', 'endovascular aneurysm repair',
    'emergent open repair', 'emergency open repair', 'open aneurysm repair', 'open aaa repair', 'aortic occlusion balloon', 'resuscitative endovascular balloon occlusion',
    'massive transfusion protocol', 'permissive hypotension', 'hypotensive resuscitation', 'vascular surgery', 'aortobiiliac graft', 'aorto bi iliac graft',
    'aortobifemoral graft', 'aortic tube graft', 'tube graft', 'stent graft', 'endograft', 'abdominal compartment syndrome', 'decompressive laparotomy',
    'ct angiogram', 'ct angiography', 'fresh frozen plasma', 'cryoprecipitate', 'intensive care unit', 'surgical icu', 'cardiovascular icu',
  ]),
  abbreviations: ['EVAR', 'REBOA', 'MTP', 'CTA', 'PRBC', 'FFP', 'SICU', 'CVICU'],
};

/** A ruptured AAA at one site: named at that site (or by its site in the sentence), rupture its specificity. */
function rupturedAneurysm(id: string, title: string, code: string, site?: AorticSite): CommonCondition {
  const own = site ? words(aneurysmNames(site), ruptured(aneurysmNames(site)), intact(aneurysmNames(site))) : aaaAll;
  const otherSites = site ? sites.filter((s) => s !== site && !(site === 'pararenal' && s === 'suprarenal')) : [];
  const otherKinds = words(
    thoracoabdominal,
    ...otherSites.map((s) => words(siteWords[s], aneurysmNames(s), ruptured(aneurysmNames(s)), intact(aneurysmNames(s)))),
  );
  return {
    id,
    title,
    kind: 'episodic',
    codes: [code],
    terms: own,
    ...(site ? {} : { abbreviations: ['AAA', 'rAAA', 'RAAA'] }),
    // "Ruptured AAA ... the aneurysm was infrarenal": the site written beside a name without one.
    ...(site ? { namedInParts: { terms: words(aneurysmNames(), ruptured(aneurysmNames()), intact(aneurysmNames())), inSentenceWith: siteWords[site] } } : {}),
    pseudo: aaaPseudo,
    backing: rupturedAaaCare,
    refutedBy: { absent: ['rupture', 'aneurysm rupture', 'retroperitoneal hematoma', 'periaortic hematoma', 'extravasation', 'active extravasation'] },
    specificity: {
      documentedBy: withCompounds(rupturedNames, own),
      contradictedBy: withCompounds(intactNames, own),
      ...(otherKinds.length > 0 ? { otherKinds } : {}),
    },
  };
}

// ------------------------------------------------------------------ peptic ulcer with perforation (K25-K27 .1, .5)

type UlcerSite = 'gastric' | 'duodenal' | 'peptic';
const ulcerSiteNames: Readonly<Record<UlcerSite, readonly string[]>> = {
  gastric: [
    'gastric ulcer', 'stomach ulcer', 'gastric ulceration', 'antral ulcer', 'gastric antral ulcer', 'prepyloric ulcer', 'pre pyloric ulcer', 'pyloric ulcer',
    'pyloric channel ulcer', 'gastric body ulcer', 'lesser curvature ulcer', 'greater curvature ulcer', 'incisura ulcer', 'prepyloric gastric ulcer',
  ],
  duodenal: [
    'duodenal ulcer', 'duodenal bulb ulcer', 'duodenal ulceration', 'postbulbar ulcer', 'post bulbar ulcer', 'anterior duodenal ulcer', 'anterior duodenal bulb ulcer',
    'posterior duodenal ulcer', 'juxtapyloric duodenal ulcer', 'pyloroduodenal ulcer',
  ],
  peptic: ['peptic ulcer', 'peptic ulcer disease', 'peptic ulceration', 'pud'],
};
const perforatedForms = (names: readonly string[]) =>
  names.flatMap((n) => [
    `perforated ${n}`, `${n} perforation`, `${n} with perforation`, `perforation of ${n}`, `perforation of the ${n}`, `perforation of a ${n}`,
    `perforation of an ${n}`, `${n}, perforated`, `${n} (perforated)`, `${n} with free perforation`, `${n} with contained perforation`,
    `contained perforation of ${n}`, `contained perforated ${n}`, `sealed perforated ${n}`,
  ]);
const acuteForms = (names: readonly string[]) =>
  names.flatMap((n) => [`acute ${n}`, `acute perforated ${n}`, `perforated acute ${n}`, `acute ${n} with perforation`, `acute ${n} perforation`]);
const chronicForms = (names: readonly string[]) =>
  names.flatMap((n) => [`chronic ${n}`, `chronic perforated ${n}`, `perforated chronic ${n}`, `chronic ${n} with perforation`, `chronic ${n} perforation`]);
/** An ulcer that bled: with perforation too it is K25.2/K25.6 (K26, K27 alike), without it K25.0/K25.4. */
const bleedingForms = (names: readonly string[]) =>
  names.flatMap((n) => [
    `bleeding ${n}`, `${n} with bleeding`, `${n} with hemorrhage`, `hemorrhagic ${n}`, `${n} with visible vessel`, `${n} with a visible vessel`,
    `${n} with adherent clot`, `${n} with active bleeding`, `actively bleeding ${n}`, `${n} hemorrhage`, `${n} bleed`,
  ]);
const nonPerforatedForms = (names: readonly string[]) =>
  names.flatMap((n) => [`nonperforated ${n}`, `non perforated ${n}`, `clean based ${n}`, `${n} without perforation`]);
/** A perforation written beside the ulcer: "anterior duodenal bulb ulcer with a 5 mm perforation, Graham patch". */
const perforationSigns = [
  'perforation', 'perforated', 'free air', 'free intraperitoneal air', 'pneumoperitoneum', 'graham patch', 'modified graham patch', 'omental patch',
  'perforated viscus', 'hollow viscus perforation', 'extraluminal air', 'extraluminal contrast', 'contrast extravasation',
];
/** An anastomotic (marginal) ulcer is K28, another site altogether. */
const marginalUlcer = ['marginal ulcer', 'anastomotic ulcer', 'gastrojejunal ulcer', 'perforated marginal ulcer', 'perforated anastomotic ulcer'];
const ulcerPseudo = [
  'stress ulcer prophylaxis', 'ulcer prophylaxis', 'gi prophylaxis', 'peptic ulcer prophylaxis', 'peptic ulcer disease prophylaxis', 'pud prophylaxis',
  'peptic ulcer risk', 'risk of peptic ulcer', 'ulcer precautions',
];
const perforatedUlcerCare = {
  terms: words(acidSuppression, antibiotics, [
    'graham patch', 'modified graham patch', 'graham patch repair', 'omental patch', 'omental patch repair', 'omentopexy', 'laparoscopic repair',
    'laparoscopic graham patch', 'laparoscopic omental patch', 'exploratory laparotomy', 'ex lap', 'laparotomy', 'diagnostic laparoscopy', 'primary closure',
    'primary repair', 'partial gastrectomy', 'distal gastrectomy', 'antrectomy', 'wedge resection', 'vagotomy', 'pyloroplasty', 'peritoneal washout',
    'peritoneal lavage', 'nothing by mouth', 'nasogastric tube', 'ng tube', 'nasogastric decompression', 'upper gi series', 'gastrografin study',
    'water soluble contrast study', 'leak study', 'pantoprazole infusion', 'pantoprazole drip', 'ppi infusion', 'iv ppi', 'iv pantoprazole',
    'h pylori', 'h. pylori', 'helicobacter pylori', 'triple therapy', 'quadruple therapy', 'fluconazole', 'micafungin', 'drain placement',
    'percutaneous drain', 'general surgery', 'acute care surgery', 'avoid nsaids', 'stop nsaids', 'nsaids discontinued',
  ]),
  abbreviations: ['PPI', 'NPO', 'NGT', 'UGI'],
};

/** A perforated ulcer at one site, of one acuity ('acute', or 'chronic' for chronic or unspecified). */
function perforatedUlcer(id: string, title: string, code: string, site: UlcerSite, acuity: 'acute' | 'chronic'): CommonCondition {
  // A peptic ulcer of no stated site is named by any site's words (as K27.9 is in the table).
  const siteNames = site === 'peptic' ? words(ulcerSiteNames.peptic, ulcerSiteNames.gastric, ulcerSiteNames.duodenal) : ulcerSiteNames[site];
  const perforated = perforatedForms(siteNames);
  const acute = acuteForms(siteNames);
  const chronic = chronicForms(siteNames);
  const bleeding = bleedingForms(siteNames);
  const terms = words(perforated, acute.filter((t) => t.includes('perforat')), chronic.filter((t) => t.includes('perforat')));
  const otherSites = (['gastric', 'duodenal'] as const).filter((s) => site !== 'peptic' && s !== site);
  const otherKinds = words(
    siteNames, bleeding, nonPerforatedForms(siteNames), marginalUlcer,
    ...otherSites.map((s) => words(ulcerSiteNames[s], perforatedForms(ulcerSiteNames[s]))),
  );
  const contradicting = words(bleeding, nonPerforatedForms(siteNames).filter((t) => !t.startsWith('clean')), acuity === 'acute' ? chronic : acute);
  return {
    id,
    title,
    kind: 'episodic',
    codes: [code],
    terms,
    ...(site === 'peptic' ? { abbreviations: ['PUD'] } : {}),
    namedInParts: { terms: siteNames, inSentenceWith: perforationSigns },
    pseudo: ulcerPseudo,
    backing: perforatedUlcerCare,
    refutedBy: { absent: ['perforation', 'free air', 'pneumoperitoneum', 'free intraperitoneal air', 'extraluminal air'] },
    specificity: {
      // Perforation is in the name; the acuity ("acute perforated duodenal ulcer") is what K25.1, K26.1 and K27.1 add.
      ...(acuity === 'acute' ? { documentedBy: withCompounds(acute, terms) } : {}),
      contradictedBy: withCompounds(contradicting, words(terms, otherKinds)),
      otherKinds,
    },
  };
}

// ------------------------------------------------------------------ radiation lung disease (J70.0, J70.1)

const radiationPneumonitisNames = [
  'radiation pneumonitis', 'radiation induced pneumonitis', 'radiation related pneumonitis', 'radiotherapy induced pneumonitis', 'radiotherapy related pneumonitis',
  'pneumonitis due to radiation', 'pneumonitis from radiation', 'pneumonitis secondary to radiation', 'pneumonitis related to radiation', 'post radiation pneumonitis',
  'postradiation pneumonitis', 'acute radiation pneumonitis', 'radiation recall pneumonitis', 'radiation pneumopathy', 'acute radiation pneumopathy',
  'sbrt pneumonitis', 'sbrt induced pneumonitis', 'sbrt related pneumonitis', 'acute pulmonary manifestations due to radiation',
];
const radiationFibrosisNames = [
  'radiation fibrosis', 'radiation induced fibrosis', 'radiation induced pulmonary fibrosis', 'radiation induced lung fibrosis', 'pulmonary radiation fibrosis',
  'radiation fibrosis of the lung', 'post radiation fibrosis', 'postradiation fibrosis', 'fibrosis due to radiation', 'fibrosis from radiation',
  'fibrosis secondary to radiation', 'radiation related fibrosis', 'radiation fibrotic changes', 'post radiation fibrotic changes', 'chronic radiation pneumonitis',
  'chronic pulmonary manifestations due to radiation', 'radiation induced interstitial fibrosis',
];
const radiationPneumonitisPseudo = [
  'radiation pneumonitis risk', 'risk of radiation pneumonitis', 'risk for radiation pneumonitis', 'signs of radiation pneumonitis', 'symptoms of radiation pneumonitis',
  'monitor for radiation pneumonitis', 'monitoring for radiation pneumonitis', 'radiation pneumonitis precautions', 'radiation pneumonitis education',
  'counseled on radiation pneumonitis', 'counseled regarding radiation pneumonitis', 'rule out radiation pneumonitis', 'evaluate for radiation pneumonitis',
];
/** Radiation fibrosis of another site (the neck, the skin, a breast): not the lung's. */
const radiationFibrosisPseudo = [
  'radiation fibrosis syndrome', 'radiation fibrosis of the neck', 'neck radiation fibrosis', 'cervical radiation fibrosis', 'radiation fibrosis of the skin',
  'skin radiation fibrosis', 'radiation fibrosis of the breast', 'breast radiation fibrosis', 'radiation induced fibrosis of the neck', 'radiation fibrosis risk',
  'risk of radiation fibrosis',
];
/** What the infiltrate turned out to be instead: an infection, another drug's pneumonitis, the tumour. */
const radiationPneumonitisInstead = [
  'pneumonia', 'community acquired pneumonia', 'hospital acquired pneumonia', 'bacterial pneumonia', 'aspiration pneumonia', 'multifocal pneumonia',
  'viral pneumonia', 'covid 19 pneumonia', 'covid pneumonia', 'pneumocystis pneumonia', 'pjp pneumonia', 'pjp', 'infectious pneumonia',
  'checkpoint inhibitor pneumonitis', 'immune checkpoint inhibitor pneumonitis', 'immunotherapy related pneumonitis', 'immune related pneumonitis',
  'immune mediated pneumonitis', 'pembrolizumab pneumonitis', 'durvalumab pneumonitis', 'nivolumab pneumonitis', 'drug induced pneumonitis',
  'lymphangitic carcinomatosis', 'lymphangitic spread', 'tumor progression', 'disease progression',
];
const radiationLungCare = {
  terms: words(steroidsSystemic, [
    'prednisone taper', 'steroid taper', 'tapering prednisone', 'tapering course of prednisone', 'high dose steroids', 'systemic steroids', 'corticosteroids',
    'pulmonology', 'pulmonary consult', 'pulmonology consult', 'pulmonary medicine', 'ct chest', 'chest ct', 'ct of the chest', 'high resolution ct',
    'bronchoscopy', 'bronchoalveolar lavage', 'pulmonary function tests', 'radiation oncology', 'pjp prophylaxis', 'pneumocystis prophylaxis',
    'home oxygen', 'oxygen titration', 'ambulatory oximetry', 'six minute walk', '6 minute walk test', 'pulmonary rehabilitation', 'infliximab', 'mycophenolate',
  ]),
  abbreviations: ['HRCT', 'PFT', 'PFTs', 'BAL', 'DLCO'],
  // Dexamethasone with chemotherapy or for brain metastases, prednisone for COPD: not this.
  otherIndications: {
    terms: ['copd exacerbation', 'copd', 'asthma', 'brain metastases', 'brain metastasis', 'cerebral edema', 'vasogenic edema', 'antiemetic', 'premedication', 'adrenal insufficiency'],
    abbreviations: ['COPD', 'AECOPD'],
  },
  tiedTerms: ['oxygen', 'supplemental oxygen', 'nasal cannula'],
};

// ------------------------------------------------------------------ myocarditis (I40.8, I40.9, I51.4)

const checkpointAgents = [
  'immune checkpoint inhibitor', 'checkpoint inhibitor', 'ici', 'immunotherapy', 'pembrolizumab', 'nivolumab', 'ipilimumab', 'atezolizumab', 'durvalumab',
  'cemiplimab', 'avelumab', 'dostarlimab', 'tremelimumab', 'relatlimab', 'pd 1 inhibitor', 'pd l1 inhibitor', 'ctla 4 inhibitor', 'immune related', 'immune mediated', 'irae',
];
/** Myocarditis another named cause brought on, the I40.8 kind: a checkpoint inhibitor, a drug, a toxin. */
const otherAcuteMyocarditis = words(
  checkpointAgents.flatMap((a) => [
    `${a} myocarditis`, `${a} associated myocarditis`, `${a} induced myocarditis`, `${a} related myocarditis`, `${a} mediated myocarditis`,
    `myocarditis due to ${a}`, `myocarditis secondary to ${a}`, `myocarditis from ${a}`, `myocarditis related to ${a}`, `myocarditis attributed to ${a}`,
  ]),
  [
    'immune related adverse event myocarditis', 'drug induced myocarditis', 'toxic myocarditis', 'clozapine myocarditis', 'clozapine induced myocarditis',
    'clozapine associated myocarditis', 'other acute myocarditis',
  ],
);
const acuteMyocarditis = [
  'acute myocarditis', 'subacute myocarditis', 'fulminant myocarditis', 'acute fulminant myocarditis', 'acute viral myocarditis', 'acute lymphocytic myocarditis',
  'acute onset myocarditis', 'acute myocarditis, unspecified', 'myocarditis, acute',
];
const chronicMyocarditis = ['chronic myocarditis', 'chronic active myocarditis', 'chronic lymphocytic myocarditis', 'chronic interstitial myocarditis'];
/** The I40.0 and I40.1 kinds: an infection, or an isolated (giant cell) myocarditis. */
const infectiveOrIsolatedMyocarditis = [
  'viral myocarditis', 'infective myocarditis', 'infectious myocarditis', 'septic myocarditis', 'bacterial myocarditis', 'coxsackie myocarditis', 'giant cell myocarditis',
  'isolated myocarditis', 'fiedler myocarditis',
];
const myocarditisNames = words(
  ['myocarditis', 'myocarditis, unspecified', 'lymphocytic myocarditis', 'eosinophilic myocarditis', 'inflammatory myocarditis'],
  acuteMyocarditis, chronicMyocarditis, otherAcuteMyocarditis, infectiveOrIsolatedMyocarditis,
);
const myocarditisPseudo = [
  'rule out myocarditis', 'r/o myocarditis', 'to rule out myocarditis', 'evaluate for myocarditis', 'evaluation for myocarditis', 'myocarditis workup',
  'myocarditis work up', 'myocarditis evaluation', 'myocarditis risk', 'risk of myocarditis', 'risk for myocarditis', 'monitor for myocarditis',
  'monitoring for myocarditis', 'screen for myocarditis', 'screening for myocarditis', 'myocarditis screening', 'signs of myocarditis', 'symptoms of myocarditis',
  'myocarditis precautions', 'myocarditis protocol', 'myocarditis panel', 'myocarditis education', 'counseled on myocarditis',
];
const myocarditisCare = {
  terms: [
    'troponin trend', 'troponin trended', 'trended troponin', 'trending troponin', 'serial troponin', 'serial troponins', 'troponin peaked', 'peak troponin',
    'troponin downtrended', 'troponin down trended', 'cardiac mri', 'cardiac magnetic resonance', 'cardiac magnetic resonance imaging', 'lake louise criteria',
    'modified lake louise criteria', 'late gadolinium enhancement', 'endomyocardial biopsy', 'right ventricular biopsy', 'pulse methylprednisolone',
    'pulse dose methylprednisolone', 'pulse steroids', 'pulse dose steroids', 'methylprednisolone', 'solu medrol', 'prednisone', 'prednisone taper', 'steroid taper',
    'high dose steroids', 'ivig', 'intravenous immunoglobulin', 'mycophenolate', 'abatacept', 'plasmapheresis', 'plasma exchange', 'infliximab', 'alemtuzumab',
    'antithymocyte globulin', 'checkpoint inhibitor held', 'checkpoint inhibitor discontinued', 'immunotherapy held', 'immunotherapy discontinued',
    'immunotherapy was held', 'immunotherapy was discontinued', 'immunotherapy permanently discontinued', 'held pembrolizumab', 'held nivolumab', 'held ipilimumab',
    'pembrolizumab held', 'pembrolizumab discontinued', 'nivolumab held', 'nivolumab discontinued', 'ipilimumab discontinued', 'discontinued pembrolizumab',
    'discontinued nivolumab', 'cardiology', 'cardiology consult', 'cardio oncology', 'cardiooncology', 'heart failure team', 'advanced heart failure',
    'guideline directed medical therapy', 'activity restriction', 'exercise restriction', 'avoid competitive sports', 'no competitive sports',
    'avoid strenuous exercise', 'mechanical circulatory support', 'impella', 'ecmo', 'va ecmo', 'intra aortic balloon pump', 'milrinone', 'dobutamine',
    'inotropes', 'inotropic support', 'clozapine discontinued', 'clozapine was stopped', 'stopped clozapine',
  ],
  abbreviations: ['CMR', 'EMB', 'IVIG', 'LGE', 'GDMT', 'MCS', 'IABP', 'ECMO'],
  // Every chest complaint gets these: they back a myocarditis written in one sentence with them.
  tiedTerms: ['troponin', 'telemetry', 'ecg', 'ekg', 'echocardiogram', 'tte', 'echo', 'steroids'],
};
const myocarditisRefuted = {
  // A cardiac MRI or biopsy that found none of it ("no LGE or edema") with myocarditis only in a list.
  absent: ['late gadolinium enhancement', 'myocardial edema', 'myocardial inflammation', 'inflammatory infiltrate', 'lymphocytic infiltrate'],
  instead: [
    'takotsubo', 'takotsubo cardiomyopathy', 'stress cardiomyopathy', 'stress induced cardiomyopathy', 'type 2 myocardial infarction', 'type 2 mi',
    'type 2 nstemi', 'demand ischemia', 'nstemi', 'non st elevation myocardial infarction', 'stemi', 'acute coronary syndrome', 'coronary vasospasm',
  ],
};
/** Pericarditis alone is I30, not a myocarditis. */
const pericarditis = ['pericarditis', 'acute pericarditis', 'idiopathic pericarditis', 'viral pericarditis', 'acute idiopathic pericarditis'];

// ------------------------------------------------------------------ the entries

export const surgicalConditions: readonly CommonCondition[] = [
  // ================================================================ spleen (S36.0-)
  byDegree({
    id: 'spleen-laceration-minor',
    title: 'Superficial (capsular) laceration of spleen, initial encounter',
    codes: ['S36030A'],
    all: spleenLacerationAll,
    own: spleenMinor,
    others: words(spleenModerate, spleenMajor),
    otherKinds: words(spleenContusionAll, liverLacerationNames),
    backing: spleenCare,
  }),
  byDegree({
    id: 'spleen-laceration-moderate',
    title: 'Moderate laceration of spleen, initial encounter',
    codes: ['S36031A'],
    all: spleenLacerationAll,
    own: spleenModerate,
    others: words(spleenMinor, spleenMajor),
    otherKinds: words(spleenContusionAll, liverLacerationNames),
    backing: spleenCare,
  }),
  byDegree({
    id: 'spleen-laceration-major',
    title: 'Major laceration of spleen, initial encounter',
    codes: ['S36032A'],
    all: spleenLacerationAll,
    own: spleenMajor,
    others: words(spleenMinor, spleenModerate, spleenLowGrade),
    otherKinds: words(spleenContusionAll, liverLacerationNames),
    backing: spleenCare,
  }),
  byDegree({
    id: 'spleen-laceration-unspecified-degree',
    title: 'Laceration of spleen, unspecified degree, initial encounter',
    codes: ['S36039A'],
    all: spleenLacerationAll,
    otherKinds: words(spleenContusionAll, liverLacerationNames),
    backing: spleenCare,
  }),
  byDegree({
    id: 'spleen-contusion-minor',
    title: 'Minor contusion of spleen, initial encounter',
    codes: ['S36020A'],
    all: spleenContusionAll,
    own: spleenContusionMinor,
    others: spleenContusionMajor,
    otherKinds: words(spleenLacerationAll, liverContusionNames),
    backing: spleenCare,
  }),
  byDegree({
    id: 'spleen-contusion-major',
    title: 'Major contusion of spleen, initial encounter',
    codes: ['S36021A'],
    all: spleenContusionAll,
    own: spleenContusionMajor,
    others: spleenContusionMinor,
    otherKinds: words(spleenLacerationAll, liverContusionNames),
    backing: spleenCare,
  }),
  byDegree({
    id: 'spleen-contusion-unspecified',
    title: 'Contusion of spleen, unspecified, initial encounter',
    codes: ['S36029A'],
    all: spleenContusionAll,
    otherKinds: words(spleenLacerationAll, liverContusionNames),
    backing: spleenCare,
  }),
  {
    // A traumatic rupture; a laceration or contusion named instead is coded as that (S36.02-, S36.03-).
    id: 'spleen-injury-other',
    title: 'Other injury of spleen, initial encounter',
    kind: 'episodic',
    codes: ['S3609XA'],
    terms: spleenRuptureNames,
    backing: spleenCare,
    refutedBy: { instead: spleenRuptureNontraumatic },
    specificity: { otherKinds: words(spleenLacerationAll, spleenContusionAll) },
  },
  {
    id: 'spleen-injury-unspecified',
    title: 'Unspecified injury of spleen, initial encounter',
    kind: 'episodic',
    codes: ['S3600XA'],
    terms: words(spleenInjuryNames, spleenLacerationAll, spleenContusionAll, spleenRuptureNames),
    backing: spleenCare,
    refutedBy: { instead: spleenRuptureNontraumatic },
    specificity: { otherKinds: words(liverLacerationNames, liverContusionNames, ['liver injury', 'hepatic injury']) },
  },

  // ================================================================ liver (S36.11-)
  byDegree({
    id: 'liver-laceration-minor',
    title: 'Minor laceration of liver, initial encounter',
    codes: ['S36114A'],
    all: liverLacerationAll,
    own: liverMinor,
    others: words(liverModerate, liverMajor),
    otherKinds: words(liverContusionNames, spleenLacerationNames),
    backing: liverCare,
  }),
  byDegree({
    id: 'liver-laceration-moderate',
    title: 'Moderate laceration of liver, initial encounter',
    codes: ['S36115A'],
    all: liverLacerationAll,
    own: liverModerate,
    others: words(liverMinor, liverMajor),
    otherKinds: words(liverContusionNames, spleenLacerationNames),
    backing: liverCare,
  }),
  byDegree({
    id: 'liver-laceration-major',
    title: 'Major laceration of liver, initial encounter',
    codes: ['S36116A'],
    all: liverLacerationAll,
    own: liverMajor,
    others: words(liverMinor, liverModerate, liverLowGrade),
    otherKinds: words(liverContusionNames, spleenLacerationNames),
    backing: liverCare,
  }),
  byDegree({
    id: 'liver-laceration-unspecified-degree',
    title: 'Laceration of liver, unspecified degree, initial encounter',
    codes: ['S36113A'],
    all: liverLacerationAll,
    otherKinds: words(liverContusionNames, spleenLacerationNames),
    backing: liverCare,
  }),

  // ================================================================ ribs (S22.39, S22.49) and flail chest (S22.5)
  {
    // One rib, no side coded. A side written is no contradiction of the unspecified code.
    id: 'rib-fracture-one-unspecified-side',
    title: 'Fracture of one rib, unspecified side, initial encounter for closed fracture',
    kind: 'episodic',
    codes: ['S2239XA'],
    terms: ribAll,
    pseudo: ribPseudo,
    backing: ribBacking,
    specificity: {
      documentedBy: withCompounds(oneRib, ribAll),
      // Several ribs, or a flail segment (S22.5, which S22.3- excludes).
      contradictedBy: words(withCompounds(multipleRibs, ribAll), flailNames),
    },
  },
  {
    id: 'rib-fractures-multiple-unspecified-side',
    title: 'Multiple fractures of ribs, unspecified side, initial encounter for closed fracture',
    kind: 'episodic',
    codes: ['S2249XA'],
    terms: ribAll,
    pseudo: ribPseudo,
    backing: ribBacking,
    specificity: {
      documentedBy: withCompounds(multipleRibs, ribAll),
      // Said to be one rib; or a flail chest, which S22.4- excludes. A rib's number alone ("the
      // displaced 7th rib fracture") may be one of several, so it contradicts nothing.
      contradictedBy: words(
        ['single rib fracture', 'isolated rib fracture', 'solitary rib fracture', 'one rib fracture', 'fracture of one rib', 'fracture of one rib, unspecified side', 'one fractured rib', 'single fractured rib', 'single rib fx', 'isolated rib fx', 'single broken rib', 'one broken rib'],
        flailNames,
      ),
    },
  },
  {
    id: 'flail-chest',
    title: 'Flail chest, initial encounter for closed fracture',
    kind: 'episodic',
    codes: ['S225XXA'],
    terms: flailNames,
    pseudo: [
      'flail segment of the mitral valve', 'flail segment of the mitral leaflet', 'flail segment of the posterior mitral leaflet', 'flail segment of the anterior mitral leaflet',
      'flail segment of the posterior leaflet', 'flail segment of the anterior leaflet', 'risk of flail chest', 'flail chest risk',
    ],
    backing: {
      terms: words(ribCare, [
        'mechanical ventilation', 'intubated', 'intubation', 'ventilator', 'positive pressure ventilation', 'internal pneumatic stabilization', 'noninvasive ventilation',
        'non invasive ventilation', 'bipap', 'high flow nasal cannula', 'intensive care unit', 'surgical icu', 'trauma icu', 'chest tube', 'tube thoracostomy',
      ]),
      abbreviations: ['SSRF', 'ESP', 'PCA', 'NIV', 'HFNC', 'ICU', 'SICU'],
    },
  },

  // ================================================================ abdominal aortic aneurysm, ruptured (I71.3-)
  rupturedAneurysm('ruptured-abdominal-aortic-aneurysm', 'Abdominal aortic aneurysm, ruptured, unspecified', 'I7130'),
  rupturedAneurysm('ruptured-pararenal-abdominal-aortic-aneurysm', 'Pararenal abdominal aortic aneurysm, ruptured', 'I7131', 'pararenal'),
  rupturedAneurysm('ruptured-juxtarenal-abdominal-aortic-aneurysm', 'Juxtarenal abdominal aortic aneurysm, ruptured', 'I7132', 'juxtarenal'),
  rupturedAneurysm('ruptured-infrarenal-abdominal-aortic-aneurysm', 'Infrarenal abdominal aortic aneurysm, ruptured', 'I7133', 'infrarenal'),

  // ================================================================ peptic ulcer with perforation
  perforatedUlcer('acute-gastric-ulcer-with-perforation', 'Acute gastric ulcer with perforation', 'K251', 'gastric', 'acute'),
  perforatedUlcer('gastric-ulcer-with-perforation', 'Chronic or unspecified gastric ulcer with perforation', 'K255', 'gastric', 'chronic'),
  perforatedUlcer('acute-duodenal-ulcer-with-perforation', 'Acute duodenal ulcer with perforation', 'K261', 'duodenal', 'acute'),
  perforatedUlcer('duodenal-ulcer-with-perforation', 'Chronic or unspecified duodenal ulcer with perforation', 'K265', 'duodenal', 'chronic'),
  perforatedUlcer('acute-peptic-ulcer-with-perforation', 'Acute peptic ulcer, site unspecified, with perforation', 'K271', 'peptic', 'acute'),
  perforatedUlcer('peptic-ulcer-with-perforation', 'Chronic or unspecified peptic ulcer, site unspecified, with perforation', 'K275', 'peptic', 'chronic'),

  // ================================================================ radiation lung disease
  {
    id: 'radiation-pneumonitis',
    title: 'Acute pulmonary manifestations due to radiation',
    kind: 'episodic',
    codes: ['J700'],
    terms: radiationPneumonitisNames,
    pseudo: radiationPneumonitisPseudo,
    backing: radiationLungCare,
    refutedBy: { instead: radiationPneumonitisInstead },
    // Fibrosis is the chronic manifestation (J70.1); "chronic radiation pneumonitis" too.
    specificity: { otherKinds: radiationFibrosisNames },
  },
  {
    id: 'radiation-fibrosis',
    title: 'Chronic and other pulmonary manifestations due to radiation',
    kind: 'chronic',
    codes: ['J701'],
    terms: radiationFibrosisNames,
    pseudo: radiationFibrosisPseudo,
    backing: {
      ...radiationLungCare,
      terms: words(radiationLungCare.terms, ['nintedanib', 'ofev', 'pirfenidone', 'supplemental oxygen', 'oxygen therapy']),
    },
    specificity: { otherKinds: radiationPneumonitisNames.filter((n) => !radiationFibrosisNames.includes(n)) },
  },

  // ================================================================ myocarditis
  {
    // "Myocarditis" alone is I51.4; I40.9 needs it called acute (or subacute, fulminant).
    id: 'acute-myocarditis',
    title: 'Acute myocarditis, unspecified',
    kind: 'episodic',
    codes: ['I409'],
    terms: myocarditisNames,
    pseudo: myocarditisPseudo,
    backing: myocarditisCare,
    refutedBy: myocarditisRefuted,
    specificity: {
      documentedBy: withCompounds(acuteMyocarditis, myocarditisNames),
      contradictedBy: withCompounds(chronicMyocarditis, myocarditisNames),
      otherKinds: pericarditis,
    },
  },
  {
    // Immune checkpoint inhibitor, drug or toxic myocarditis.
    id: 'other-acute-myocarditis',
    title: 'Other acute myocarditis',
    kind: 'episodic',
    codes: ['I408'],
    terms: myocarditisNames,
    pseudo: myocarditisPseudo,
    backing: myocarditisCare,
    refutedBy: myocarditisRefuted,
    specificity: {
      documentedBy: withCompounds(otherAcuteMyocarditis, myocarditisNames),
      contradictedBy: withCompounds(words(infectiveOrIsolatedMyocarditis, chronicMyocarditis), myocarditisNames),
      otherKinds: pericarditis,
    },
  },
  {
    id: 'myocarditis-unspecified',
    title: 'Myocarditis, unspecified',
    kind: 'episodic',
    codes: ['I514'],
    terms: myocarditisNames,
    pseudo: myocarditisPseudo,
    backing: myocarditisCare,
    refutedBy: myocarditisRefuted,
    specificity: { otherKinds: pericarditis },
  },
];
