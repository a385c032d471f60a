import {
  above,
  allOf,
  anyOf,
  atLeast,
  below,
  definePack,
  fall,
  measured,
  measuredThroughout,
  mentioned,
  not,
  reported,
  ruledOut,
} from '../lib/criteria/define';
import type { SectionCategory } from '../lib/segment/section-rules.en';

/**
 * Acute blood loss anemia, acute posthemorrhagic anemia (D62). Criteria reference §2.4.
 *
 * The defining feature is becoming anemic, or more anemic, from an acute loss of blood. All three
 * are needed:
 *
 * - an acute bleeding source: GI bleeding (hematemesis, melena, hematochezia), surgery with its
 *   blood loss, trauma, a retroperitoneal hematoma, hemoptysis, postpartum hemorrhage, epistaxis,
 *   hematuria;
 * - anemia from it, new or worsened: a hemoglobin fall of at least 2 g/dL from the baseline or
 *   admission value (hematocrit at least 6 points), or a hemoglobin below the WHO lower limit
 *   (13.0 g/dL in men, 12.0 g/dL in non-pregnant women; without the sex in the summary, below
 *   12.0). A low hemoglobin in a documented chronic anemia (microcytic, iron deficiency, chronic
 *   disease) counts only when it fell at least 1 g/dL: iron deficiency from chronic GI loss is
 *   D50.0, not D62;
 * - its consequence: a transfusion or other treatment and monitoring (serial H/H, iron,
 *   anticoagulants held, endoscopic or surgical control of the bleeding, tranexamic acid, a PPI
 *   drip), or its hemodynamic effect (tachycardia above 100, systolic pressure below 90,
 *   orthostasis, dizziness, syncope).
 *
 * "Melena; Hgb 11.2 on admission, 7.4 the next day; transfused 2 units PRBC" is Supported.
 * Unsupported: no bleeding source with hemoglobin values reported, every hemoglobin 13 g/dL or
 * more, anemia explained as chronic (iron deficiency, chronic disease, "anemia at baseline"),
 * dilutional, or "expected blood loss" per the surgeon (unless transfused or symptomatic: routine
 * postoperative CBCs do not make it D62), or an explicit rule-out.
 * NoDetermination: D62 named (even with a transfusion) but no hemoglobin or hematocrit reported,
 * unless the summary narrates the drop with a transfusion ("hemoglobin dropped after the bleed,
 * transfused 2 units"), which is Supported at reduced confidence.
 *
 * @example "POD 1 Hgb 7.9 from 12.6 preop after total knee arthroplasty; transfused 1 unit." supports D62.
 */

const ABLA_TERMS = [
  'acute blood loss anemia',
  'acute blood loss anaemia',
  'acute blood-loss anemia',
  'acute posthemorrhagic anemia',
  'acute post hemorrhagic anemia',
  'posthemorrhagic anemia',
  'post hemorrhagic anemia',
  'blood loss anemia',
  'acute on chronic blood loss anemia',
  'anemia due to acute blood loss',
  'anemia secondary to acute blood loss',
  'anemia from acute blood loss',
  'anemia due to blood loss',
  'anemia secondary to blood loss',
  'anemia from blood loss',
  'acute anemia due to blood loss',
  'acute anemia secondary to blood loss',
  'anemia of acute blood loss',
];

/** "Postop acute blood loss anemia" names both the anemia and its surgical source. */
const POSTOP_ABLA_TERMS = ['postop', 'post op', 'postoperative', 'post operative'].flatMap((p) => [
  `${p} acute blood loss anemia`,
  `${p} blood loss anemia`,
  `${p} anemia due to acute blood loss`,
]);

/** Sections that tell the presentation, before any operation this stay. */
const PRESENTATION: SectionCategory[] = ['chief-complaint', 'history-present-illness'];

/**
 * Tachycardia or hypotension by value, except where the note gives it another cause ("attributed to
 * the fever"); outside `notInSections` when given.
 */
function hemodynamicValues(notInSections?: SectionCategory[]) {
  const options = { ...(notInSections ? { notInSections } : {}), notSameSentenceAs: ['vitals-explained-otherwise'] };
  return [measured('heart-rate', above(100, '/min'), options), measured('systolic-bp', below(90, 'mmHg'), options)];
}

export default definePack({
  id: 'acute-blood-loss-anemia',
  title: 'Acute blood loss anemia',
  version: '1.0.0',
  source: 'criteria-reference §2.4 (bleeding source + hemoglobin fall or anemia + transfusion/treatment or hemodynamic effect)',
  codes: [{ code: 'D62', title: 'acute posthemorrhagic anemia' }],
  concepts: {
    abla: { terms: [...ABLA_TERMS, ...POSTOP_ABLA_TERMS], abbreviations: ['ABLA'] },
    'bleeding-source': {
      terms: [
        ...POSTOP_ABLA_TERMS,
        'gi bleed',
        'gi bleeding',
        'gi hemorrhage',
        'gastrointestinal bleed',
        'gastrointestinal bleeding',
        'gastrointestinal hemorrhage',
        'upper gi bleed',
        'upper gi bleeding',
        'lower gi bleed',
        'lower gi bleeding',
        'upper gastrointestinal bleed',
        'upper gastrointestinal bleeding',
        'lower gastrointestinal bleed',
        'lower gastrointestinal bleeding',
        'variceal bleed',
        'variceal bleeding',
        'variceal hemorrhage',
        'bleeding ulcer',
        'bleeding peptic ulcer',
        'ulcer bleed',
        'diverticular bleed',
        'diverticular bleeding',
        'diverticular hemorrhage',
        'hematemesis',
        'coffee ground emesis',
        'coffee ground emeses',
        'coffee ground vomiting',
        'melena',
        'melenic stools',
        'melanotic stools',
        'melanotic stool',
        'black tarry stools',
        'hematochezia',
        'bright red blood per rectum',
        'rectal bleeding',
        'heme positive stools',
        'heme positive stool',
        'guaiac positive stools',
        'guaiac positive stool',
        'bleeding',
        'bleed',
        'hemorrhage',
        'hemorrhagic',
        'hemorrhagic shock',
        'blood loss',
        'acute blood loss',
        'estimated blood loss',
        'intraoperative blood loss',
        'operative blood loss',
        'surgical blood loss',
        'postoperative blood loss',
        'postoperative bleeding',
        'retroperitoneal hematoma',
        'retroperitoneal bleed',
        'retroperitoneal hemorrhage',
        'rp bleed',
        'rp hematoma',
        'hematoma',
        'hemoptysis',
        'postpartum hemorrhage',
        'epistaxis',
        'hematuria',
        'hemothorax',
        'hemarthrosis',
        'hemoperitoneum',
      ],
      abbreviations: ['GIB', 'UGIB', 'LGIB', 'BRBPR', 'EBL', 'PPH'],
    },
    // Surgery or trauma this stay; "s/p total knee arthroplasty" is this stay's operation.
    'surgery-or-trauma': {
      terms: [
        'surgery',
        'operation',
        'postoperative',
        'post operative',
        'postoperatively',
        'postop',
        'post op',
        'intraoperative',
        'arthroplasty',
        'hemiarthroplasty',
        'total knee replacement',
        'total hip replacement',
        'knee replacement',
        'hip replacement',
        'open reduction internal fixation',
        'laparotomy',
        'colectomy',
        'resection',
        'cesarean section',
        'c section',
        'coronary artery bypass',
        'trauma',
        'hip fracture',
        'femur fracture',
        'femoral fracture',
        'pelvic fracture',
        'femoral neck fracture',
        'intertrochanteric fracture',
        'laceration',
        'gunshot wound',
        'stab wound',
        'motor vehicle collision',
        'motor vehicle accident',
      ],
      abbreviations: ['POD', 'TKA', 'THA', 'TKR', 'THR', 'ORIF', 'CABG', 'MVC', 'MVA', 'GSW'],
      // A British general practice is a "surgery": "GP: Dr Wren, Orchard Lane Surgery".
      pseudo: [
        'gp surgery', 'lane surgery', 'road surgery', 'street surgery', 'avenue surgery', 'house surgery', 'park surgery', 'green surgery', 'medical centre surgery', 'surgery hours',
        // The search for a bleed, or its risk, is not one: "Bleeding evaluation: stool guaiac negative x2".
        'bleeding evaluation', 'bleeding workup', 'bleeding work up', 'evaluation for bleeding', 'workup for bleeding', 'bleeding risk', 'risk of bleeding',
        'bleeding precautions', 'bleeding history', 'bleeding threshold',
      ],
    },
    transfusion: {
      terms: [
        'transfusion',
        'transfusions',
        'transfused',
        'blood transfusion',
        'red cell transfusion',
        'packed red blood cells',
        'packed red cells',
        'packed cells',
        'units of blood',
        'unit of blood',
        'units of packed red blood cells',
        'massive transfusion protocol',
      ],
      abbreviations: ['PRBC', 'PRBCs', 'pRBC', 'pRBCs', 'RBC transfusion'],
    },
    // Longer phrases that contain a transfusion or bleeding term but say none was given or none
    // occurred; matching them keeps those words from counting.
    'not-transfusion-or-bleeding': {
      terms: [
        'bleeding precautions',
        'bleeding risk',
        'risk of bleeding',
        'risk for bleeding',
        'bleeding time',
        'bleeding diathesis',
        'declined transfusion',
        'refused transfusion',
        'declined blood transfusion',
        'refused blood transfusion',
        'transfusion threshold',
        'transfusion thresholds',
        'transfusion parameters',
        'transfusion goal',
        'transfusion trigger',
        'transfusion consent',
        'jehovah witness',
        'non bleeding',
        'nonbleeding',
        'without bleeding',
      ],
    },
    'bleeding-management': {
      terms: [
        'serial h/h',
        'serial h&h',
        'serial hemoglobin',
        'serial hemoglobins',
        'serial hgb',
        'serial cbc',
        'serial cbcs',
        'hemoglobin was monitored',
        'hemoglobin was trended',
        'trended hemoglobin',
        'monitored hemoglobin',
        'hemoglobin monitoring',
        'iv iron',
        'intravenous iron',
        'iron sucrose',
        'venofer',
        'ferric carboxymaltose',
        'injectafer',
        'iron infusion',
        'held anticoagulation',
        'anticoagulation was held',
        'anticoagulation held',
        'held anticoagulants',
        'anticoagulants were held',
        'held aspirin',
        'aspirin was held',
        'held plavix',
        'plavix was held',
        'held clopidogrel',
        'clopidogrel was held',
        'held heparin',
        'heparin was held',
        'held warfarin',
        'warfarin was held',
        'held coumadin',
        'coumadin was held',
        'held apixaban',
        'apixaban was held',
        'held eliquis',
        'eliquis was held',
        'held rivaroxaban',
        'rivaroxaban was held',
        'held xarelto',
        'xarelto was held',
        'held enoxaparin',
        'enoxaparin was held',
        'held lovenox',
        'lovenox was held',
        'reversal of anticoagulation',
        'kcentra',
        'prothrombin complex concentrate',
        'fresh frozen plasma',
        'egd',
        'upper endoscopy',
        'endoscopy',
        'colonoscopy',
        'endoscopic clipping',
        'clipping',
        'clipped',
        'hemoclips',
        'banding',
        'band ligation',
        'cauterization',
        'cautery',
        'epinephrine injection',
        'embolization',
        'angiography with embolization',
        'tranexamic acid',
        'ppi drip',
        'pantoprazole drip',
        'pantoprazole infusion',
        'protonix drip',
        'protonix gtt',
        'octreotide',
        'exploratory laparotomy',
        'return to the operating room',
      ],
      abbreviations: ['TXA', 'FFP', 'PPI gtt', 'IR embolization'],
    },
    'hemodynamic-signs': {
      terms: [
        'tachycardia',
        'tachycardic',
        'hypotension',
        'hypotensive',
        'orthostatic',
        'orthostatic hypotension',
        'orthostasis',
        'orthostatics positive',
        'positive orthostatics',
        'dizziness',
        'dizzy',
        'lightheaded',
        'lightheadedness',
        'light headed',
        'light headedness',
        'syncope',
        'syncopal',
        'syncopal episode',
        'presyncope',
        'near syncope',
        'hemorrhagic shock',
        'hypovolemic shock',
      ],
    },
    'hemoglobin-drop-narrative': {
      terms: [
        'hemoglobin dropped',
        'hemoglobin drop',
        'drop in hemoglobin',
        'hemoglobin decreased',
        'decrease in hemoglobin',
        'decline in hemoglobin',
        'falling hemoglobin',
        'hemoglobin trending down',
        'hemoglobin downtrending',
        'downtrending hemoglobin',
        'hgb dropped',
        'hgb drop',
        'drop in hgb',
        'hgb trending down',
        'downtrending hgb',
        'drop in h/h',
        'h/h drop',
        'h/h dropped',
        'drop in h&h',
        'significant drop in hemoglobin',
        'acute drop in hemoglobin',
      ],
    },
    // Anemia explained otherwise than by acute blood loss.
    // The surgeon calls the loss expected: not D62 by itself (Coding Clinic; reference §2.4).
    'expected-blood-loss': {
      terms: [
        ...['expected', 'anticipated'].flatMap((e) =>
          ['', 'postoperative ', 'post operative ', 'postop ', 'post op ', 'surgical ', 'operative ', 'intraoperative ', 'perioperative '].flatMap((when) =>
            [
              'blood loss', 'anemia', 'hemoglobin drop', 'drop in hemoglobin', 'hgb drop', 'drop in hgb', 'hemodilution', 'drop', 'decline', 'change',
              'dilutional change', 'dilutional drop', 'dilutional decline', 'drift', 'hgb drift', 'hemoglobin drift', 'dilution', 'decrease', 'fall', 'reduction',
              'dip',
            ].map((what) => `${e} ${when}${what}`),
          ),
        ),
      ],
    },
    // The author's own word that the expected loss had no effect: "Asymptomatic, hemodynamically stable; expected postoperative blood loss".
    'loss-without-effect': {
      terms: ['asymptomatic', 'hemodynamically stable', 'remained hemodynamically stable', 'no symptoms', 'without symptoms', 'no symptoms of anemia', 'well tolerated', 'tolerated well'],
    },
    // A tachycardia the note gives to something else: "heart rate of 96-104 ... attributed to the postpartum state and the uterine infection".
    'significant-loss': {
      terms: ['significant blood loss', 'significant bleeding', 'major blood loss', 'substantial blood loss', 'clinically significant blood loss', 'clinically significant bleeding'],
    },
    'vitals-explained-otherwise': {
      terms: ['attributed to', 'ascribed to', 'explained by', 'felt to reflect', 'felt due to', 'thought due to'].flatMap((given) =>
        [
          'the infection', 'infection', 'her infection', 'his infection', 'the uterine infection', 'fever', 'the fever', 'sepsis', 'pain', 'her pain', 'his pain',
          'anxiety', 'withdrawal', 'alcohol withdrawal', 'the postpartum state', 'labor', 'the pneumonia', 'pneumonia', 'dehydration', 'hypovolemia from vomiting',
        ].map((cause) => `${given} ${cause}`),
      ).concat(
        // A rate the rhythm explains: "POD2 new atrial fibrillation with RVR (HR 140s)".
        ['with rvr', 'with rapid ventricular response', 'rapid ventricular response', 'supraventricular tachycardia', 'atrial flutter with rapid', 'svt'],
      ),
    },
    'anemia-not-acute-loss': {
      // "Dilutional" names the hemoglobin's fall, not a platelet count's ("thrombocytopenia, dilutional after massive transfusion").
      pseudo: ['thrombocytopenia dilutional', 'thrombocytopenia, dilutional', 'dilutional thrombocytopenia', 'platelets dilutional', 'dilutional platelet', 'dilutional coagulopathy'],
      terms: [
        'dilutional anemia',
        'dilutional',
        'hemodilution',
        'hemodilutional',
        // What is left of an earlier stay's bleed: "This is the residual anemia from the May bleed, improving".
        'residual anemia',
        'residual anaemia',
        'anemia at baseline',
        'anemia is at baseline',
        'anemia was at baseline',
        'hemoglobin at baseline',
        'hemoglobin is at baseline',
        'hemoglobin was at baseline',
        'hemoglobin stable at baseline',
        'hgb at baseline',
        'hgb stable at baseline',
        'stable chronic anemia',
        'phlebotomy related anemia',
        'iatrogenic anemia from phlebotomy',
      ],
    },
    'chronic-anemia': {
      terms: [
        'chronic anemia',
        'chronic normocytic anemia',
        'chronic microcytic anemia',
        'chronic macrocytic anemia',
        'baseline anemia',
        'anemia at baseline',
        'known anemia',
        'anemia of chronic disease',
        'anemia of chronic kidney disease',
        'anemia of ckd',
        'anemia of chronic inflammation',
        'anemia of inflammation',
        'anemia of malignancy',
        'anemia in chronic kidney disease',
        'anemia due to chronic kidney disease',
        'iron deficiency anemia',
        'iron deficiency',
        'microcytic anemia',
        'chronic blood loss anemia',
        'chronic blood loss',
        'hemolytic anemia',
        'hemolysis',
        'aplastic anemia',
        'myelodysplastic syndrome',
        'pernicious anemia',
        'b12 deficiency anemia',
        'folate deficiency anemia',
        'sickle cell anemia',
        'thalassemia',
      ],
      abbreviations: ['IDA', 'MDS'],
    },
    'male-patient': {
      terms: ['year old man', 'year old male', 'yo man', 'yo male', 'y/o man', 'y/o male', 'year old gentleman', 'yo gentleman'],
    },
  },
  criteria: {
    'abla-documented': { says: 'Acute blood loss anemia documented for this stay', rule: mentioned('abla') },
    'abla-ruled-out': { says: 'Acute blood loss anemia negated or ruled out', rule: ruledOut('abla') },
    'bleeding-source': {
      says: 'Acute bleeding source (GI bleeding, surgery with blood loss, trauma, hematoma, hemorrhage)',
      rule: anyOf(
        mentioned('bleeding-source'),
        mentioned('surgery-or-trauma', { allow: ['historical'], notInSections: ['past-medical-history', 'past-surgical-history', 'family-history'] }),
        measured('blood-loss'),
      ),
    },
    'hemoglobin-drop': {
      says: 'Hemoglobin fell at least 2 g/dL (hematocrit at least 6 points) from baseline or admission',
      rule: anyOf(fall('hemoglobin', { by: 2, unit: 'g/dL' }), fall('hematocrit', { by: 6, unit: '%' })),
    },
    'hemoglobin-low': {
      says: 'New anemia: hemoglobin below the WHO lower limit (12 g/dL; 13 g/dL in men) or hematocrit below 36%, not a chronic anemia unless it fell at least 1 g/dL',
      rule: allOf(
        anyOf(
          measured('hemoglobin', below(12, 'g/dL')),
          allOf(mentioned('male-patient'), measured('hemoglobin', below(13, 'g/dL'))),
          measured('hematocrit', below(36, '%')),
        ),
        anyOf(not(mentioned('chronic-anemia', { allow: ['historical'] })), fall('hemoglobin', { by: 1, unit: 'g/dL' })),
      ),
    },
    transfusion: {
      says: 'Red cells transfused',
      rule: mentioned('transfusion'),
    },
    'bleeding-management': {
      says: 'Bleeding treated or hemoglobin monitored (serial H/H, iron, anticoagulants held, endoscopic or surgical control)',
      rule: anyOf(mentioned('bleeding-management'), reported('hemoglobin', 3)),
    },
    'hemodynamic-effect': {
      says: 'Hemodynamic effect (tachycardia, hypotension, orthostasis, dizziness, syncope)',
      rule: anyOf(
        mentioned('hemodynamic-signs'),
        ...hemodynamicValues(),
      ),
    },
    'hemoglobin-reported': {
      says: 'Hemoglobin or hematocrit reported',
      rule: anyOf(reported('hemoglobin'), reported('hematocrit')),
    },
    'hemoglobin-drop-narrative': {
      says: 'Hemoglobin fall described in words',
      rule: mentioned('hemoglobin-drop-narrative'),
    },
    'hemoglobin-normal': {
      says: 'Every hemoglobin reported is 13 g/dL or more',
      rule: measuredThroughout('hemoglobin', atLeast(13, 'g/dL')),
    },
    'anemia-not-acute-loss': {
      says: 'Anemia documented as expected blood loss, dilutional or at its chronic baseline',
      rule: anyOf(mentioned('anemia-not-acute-loss'), mentioned('expected-blood-loss')),
    },
    // Payers want a transfusion or symptoms when the surgeon documents the loss as expected, or the
    // author calls the fall dilutional or the anemia its baseline; routine CBCs alone do not make it
    // acute blood loss anemia.
    'not-expected-loss-only': {
      says: 'Blood loss not documented as the expected surgical loss or a dilutional fall, or else transfused or symptomatic',
      rule: not(
        allOf(
          // Or the author's "no significant blood loss" beside a small fall.
          anyOf(mentioned('expected-blood-loss'), mentioned('anemia-not-acute-loss'), ruledOut('significant-loss')),
          not(mentioned('transfusion')),
          // The presentation's vitals came before the operation whose loss is meant, and a sign
          // elsewhere is not the loss's when the author writes beside it that the loss had no effect.
          not(
            allOf(
              anyOf(
                mentioned('hemodynamic-signs', { notInSections: PRESENTATION }),
                ...hemodynamicValues(PRESENTATION),
              ),
              not(mentioned('loss-without-effect', { sameSentenceAs: ['expected-blood-loss', 'anemia-not-acute-loss'] })),
            ),
          ),
        ),
      ),
    },
    'chronic-anemia-only': {
      says: 'Anemia explained as chronic (iron deficiency, chronic disease) with no acute bleeding source',
      rule: allOf(
        mentioned('chronic-anemia', { allow: ['historical'] }),
        not(mentioned('bleeding-source')),
        not(mentioned('surgery-or-trauma', { allow: ['historical'], notInSections: ['past-medical-history', 'past-surgical-history', 'family-history'] })),
        not(measured('blood-loss')),
      ),
    },
  },
  decision: {
    documented: 'abla-documented',
    supported: {
      allOf: [
        'bleeding-source',
        { anyOf: ['hemoglobin-drop', 'hemoglobin-low'] },
        { anyOf: ['transfusion', 'bleeding-management', 'hemodynamic-effect'] },
        'not-expected-loss-only',
      ],
    },
    decidable: { anyOf: ['hemoglobin-reported', 'hemoglobin-normal'] },
    refuted: { anyOf: ['abla-ruled-out', 'anemia-not-acute-loss', 'chronic-anemia-only'] },
    narrative: { allOf: ['bleeding-source', 'hemoglobin-drop-narrative', 'transfusion'] },
    strengthens: ['transfusion'],
  },
  variants: {
    'transfusion-required': {
      says: 'Acute blood loss anemia needs a bleeding source, a hemoglobin fall or anemia, and a red-cell transfusion',
      decision: {
        supported: { allOf: ['bleeding-source', { anyOf: ['hemoglobin-drop', 'hemoglobin-low'] }, 'transfusion'] },
      },
    },
    'drop-3g': {
      says: 'Acute blood loss anemia needs a hemoglobin fall of at least 3 g/dL from a bleeding source, with treatment or hemodynamic effect',
      criteria: {
        'hemoglobin-drop': {
          says: 'Hemoglobin fell at least 3 g/dL (hematocrit at least 9 points) from baseline or admission',
          rule: anyOf(fall('hemoglobin', { by: 3, unit: 'g/dL' }), fall('hematocrit', { by: 9, unit: '%' })),
        },
      },
      decision: {
        supported: { allOf: ['bleeding-source', 'hemoglobin-drop', { anyOf: ['transfusion', 'bleeding-management', 'hemodynamic-effect'] }, 'not-expected-loss-only'] },
      },
    },
  },
});
