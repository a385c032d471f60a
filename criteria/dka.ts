import {
  above,
  allOf,
  anyOf,
  atLeast,
  atMost,
  below,
  definePack,
  measured,
  mentioned,
  not,
  ruledOut,
  type Rule,
} from '../lib/criteria/define';

type Concept =
  | 'dka'
  | 'dka-not-met'
  | 'other-ketoacidosis'
  | 'type-1'
  | 'type-2'
  | 'type-2-withdrawn'
  | 'diabetes'
  | 'dm-due-to-condition'
  | 'dm-drug-induced'
  | 'dm-other-specified'
  | 'ketones'
  | 'ketones-trace'
  | 'acidosis-words'
  | 'dka-treatment'
  | 'insulin-infusion'
  | 'coma'
  | 'alert';

const m = (c: Concept, options: Parameters<typeof mentioned>[1] = {}): Rule<Concept> => mentioned(c, options);
const ACUTE = ['admission', 'peak', 'nadir', 'current', 'none'] as const;
const chronic = { allow: ['historical'] } as const;

const diabetesKnown = anyOf<Concept>(m('type-1', chronic), m('type-2', chronic), m('diabetes', chronic), m('dm-due-to-condition', chronic), m('dm-drug-induced', chronic), m('dm-other-specified', chronic));
const ketosis = anyOf<Concept>(
  measured('beta-hydroxybutyrate', atLeast(3.0, 'mmol/L')),
  allOf(m('ketones'), not(measured('beta-hydroxybutyrate', below(3.0, 'mmol/L'), { quantifier: 'every' }))),
);
const acidosis = anyOf<Concept>(measured('ph', below(7.3, 'pH')), measured('bicarbonate', below(18, 'mmol/L')));
const coma = anyOf<Concept>(m('coma'), measured('gcs', atMost(8, 'points')));
const presentation = ['history-present-illness', 'chief-complaint', 'hospital-course', 'assessment-plan'] as const;

/**
 * Diabetic ketoacidosis (E08.1x, E09.1x, E10.1x, E11.1x, E13.1x; .10 without coma, .11 with
 * coma). Criteria reference §2.18, 2024 ADA/EASD/JBDS/AACE/DTS consensus (Umpierrez et al.) by
 * default, the 2009 ADA consensus (Kitabchi et al.) as a plan variant.
 *
 * DKA needs all three of: diabetes or hyperglycaemia (glucose 200 mg/dL or more, or known
 * diabetes, which admits euglycaemic DKA on an SGLT2 inhibitor), ketosis (beta-hydroxybutyrate
 * 3.0 mmol/L or more, or urine/serum ketones clearly positive) and acidosis (pH below 7.30 or
 * bicarbonate below 18 mmol/L), and DKA treatment (insulin infusion or a DKA protocol, the gap
 * closed, the transition to subcutaneous insulin). A pH of 7.30 or more with a bicarbonate of 18
 * or more, trace or absent ketones, "ketosis without acidosis", "DKA ruled out", or alcoholic or
 * starvation ketoacidosis without diabetes is Unsupported. With-coma codes need coma or stupor
 * (GCS 8 or less, obtunded, unresponsive) and are contradicted by a patient alert and oriented
 * on presentation. The code's diabetes type must match the note: type 1 for E10 (coded without a
 * documented type it is undocumented specificity), type 2 or unspecified for E11, a secondary
 * form for E08, E09 and E13.
 *
 * @example "Type 1 diabetes, glucose 512, pH 7.12, bicarbonate 8, BHB 6.4, insulin drip until the gap closed"
 * supports E10.10; the same values in a patient documented as type 2 contradict E10.10.
 */
// "No prior DKA admissions" denies a history, not this episode.
const dkaRuledOut = anyOf<Concept>(
  ruledOut('dka', { certainOnly: true, currentOnly: true }),
  allOf(ruledOut('dka', { currentOnly: true }), not(m('dka'))),
  m('dka-not-met'),
);

export default definePack({
  id: 'dka',
  title: 'Diabetic ketoacidosis',
  version: '1.0.0',
  source: 'criteria-reference §2.18 (ADA/EASD/JBDS/AACE/DTS consensus 2024; ADA 2009 as a variant)',
  codes: [
    { code: 'E1010', title: 'type 1 diabetes mellitus with ketoacidosis without coma', requires: 'type-1', contradicts: 'type-2-only' },
    { code: 'E1011', title: 'type 1 diabetes mellitus with ketoacidosis with coma', requires: { allOf: ['type-1', 'coma'] }, contradicts: { anyOf: ['type-2-only', 'coma-contradicted'] } },
    { code: 'E1110', title: 'type 2 diabetes mellitus with ketoacidosis without coma', contradicts: 'type-1-only' },
    { code: 'E1111', title: 'type 2 diabetes mellitus with ketoacidosis with coma', requires: 'coma', contradicts: { anyOf: ['type-1-only', 'coma-contradicted'] } },
    { code: 'E1310', title: 'other specified diabetes mellitus with ketoacidosis without coma', requires: 'other-specified-diabetes', contradicts: 'type-1-or-2-only' },
    { code: 'E1311', title: 'other specified diabetes mellitus with ketoacidosis with coma', requires: { allOf: ['other-specified-diabetes', 'coma'] }, contradicts: { anyOf: ['type-1-or-2-only', 'coma-contradicted'] } },
    { code: 'E0810', title: 'diabetes mellitus due to underlying condition with ketoacidosis without coma', requires: 'diabetes-due-to-condition', contradicts: 'type-1-or-2-only' },
    { code: 'E0811', title: 'diabetes mellitus due to underlying condition with ketoacidosis with coma', requires: { allOf: ['diabetes-due-to-condition', 'coma'] }, contradicts: { anyOf: ['type-1-or-2-only', 'coma-contradicted'] } },
    { code: 'E0910', title: 'drug or chemical induced diabetes mellitus with ketoacidosis without coma', requires: 'diabetes-drug-induced', contradicts: 'type-1-or-2-only' },
    { code: 'E0911', title: 'drug or chemical induced diabetes mellitus with ketoacidosis with coma', requires: { allOf: ['diabetes-drug-induced', 'coma'] }, contradicts: { anyOf: ['type-1-or-2-only', 'coma-contradicted'] } },
  ],
  concepts: {
    // The same words as the lactic-acidosis pack's dka concept, so neither pack hides the other's mention.
    dka: { terms: ['diabetic ketoacidosis', 'ketoacidosis', 'euglycemic diabetic ketoacidosis', 'euglycemic DKA', 'euDKA'], abbreviations: ['DKA'] },
    'dka-not-met': {
      // Negated forms ("did not meet criteria for DKA") are read by ConText as a ruled-out DKA.
      terms: ['ketosis without acidosis', 'ketosis without acidemia', 'ketosis but no acidosis', 'ketosis without ketoacidosis', 'simple ketosis'],
    },
    'other-ketoacidosis': { terms: ['alcoholic ketoacidosis', 'starvation ketoacidosis', 'starvation ketosis', 'fasting ketosis', 'alcoholic ketosis'] },
    'type-1': {
      terms: [
        'type 1 diabetes', 'type 1 diabetes mellitus', 'type I diabetes', 'type I diabetes mellitus', 'type 1 DM', 'diabetes mellitus type 1', 'diabetes type 1',
        'DM type 1', 'juvenile diabetes', 'insulin dependent diabetes mellitus', 'type one diabetes', 'type 1 diabetic', 'type I diabetic',
      ],
      abbreviations: ['T1DM', 'DM1', 'T1D', 'IDDM', 'DM I'],
    },
    // The type the work-up withdrew: "i.e. type 1 diabetes, not type 2".
    'type-2-withdrawn': { terms: ['not type 2', 'rather than type 2', 'instead of type 2', 'and not type 2', 'not type 2 diabetes', 'not type II'] },
    'type-2': {
      terms: [
        'type 2 diabetes', 'type 2 diabetes mellitus', 'type II diabetes', 'type II diabetes mellitus', 'type 2 DM', 'diabetes mellitus type 2', 'diabetes type 2',
        'DM type 2', 'non insulin dependent diabetes mellitus', 'type two diabetes', 'adult onset diabetes', 'type 2 diabetic', 'type II diabetic',
      ],
      abbreviations: ['T2DM', 'DM2', 'T2D', 'NIDDM', 'DM II'],
    },
    diabetes: { terms: ['diabetes', 'diabetes mellitus', 'diabetic', 'SGLT2 inhibitor', 'empagliflozin', 'dapagliflozin', 'canagliflozin'], abbreviations: ['DM'] },
    'dm-due-to-condition': {
      terms: [
        'diabetes due to pancreatitis', 'diabetes secondary to pancreatitis', 'diabetes due to chronic pancreatitis', 'pancreatogenic diabetes', 'type 3c diabetes',
        'cystic fibrosis related diabetes', 'diabetes due to cystic fibrosis', "diabetes due to Cushing's", 'diabetes due to hemochromatosis',
        'diabetes due to an underlying condition', 'diabetes due to underlying condition',
      ],
      abbreviations: ['CFRD'],
    },
    'dm-drug-induced': {
      terms: [
        'steroid induced diabetes', 'steroid-induced diabetes', 'glucocorticoid induced diabetes', 'drug induced diabetes', 'drug-induced diabetes',
        'checkpoint inhibitor induced diabetes', 'immune checkpoint inhibitor diabetes', 'medication induced diabetes', 'tacrolimus induced diabetes',
        'post-transplant diabetes', 'post transplant diabetes mellitus',
      ],
      abbreviations: ['PTDM'],
    },
    'dm-other-specified': {
      terms: [
        'post pancreatectomy diabetes', 'diabetes after pancreatectomy', 'postpancreatectomy diabetes', 'secondary diabetes', 'secondary diabetes mellitus',
        'other specified diabetes', 'maturity onset diabetes of the young', 'monogenic diabetes',
      ],
      abbreviations: ['MODY'],
    },
    ketones: {
      terms: [
        'ketones', 'ketonemia', 'ketonuria', 'ketosis', 'ketotic', 'positive ketones', 'ketones positive', 'serum ketones', 'urine ketones',
        'large ketones', 'moderate ketones', 'elevated ketones', 'elevated beta-hydroxybutyrate', 'elevated BHB', 'positive serum ketones',
        'positive urine ketones',
      ],
      pseudo: ['ketone strips', 'ketone meter'],
    },
    'ketones-trace': { terms: ['trace ketones', 'ketones trace', 'small ketones', 'ketones small', 'trace ketonuria', 'trace urine ketones', 'ketones 1+'] },
    'acidosis-words': {
      terms: [
        'anion gap metabolic acidosis', 'elevated anion gap', 'high anion gap', 'wide anion gap', 'widened anion gap', 'anion gap acidosis', 'gap acidosis',
        'metabolic acidosis', 'acidosis', 'acidotic', 'acidemia', 'gap closed', 'anion gap closed', 'closure of the anion gap', 'gap closure', 'closed anion gap',
      ],
      abbreviations: ['AGMA'],
      // Acidoses that are not the ketoacidosis: a lactic acidosis named beside DKA narrates lactate, not ketones.
      pseudo: ['lactic acidosis', 'respiratory acidosis', 'non anion gap metabolic acidosis', 'non gap metabolic acidosis', 'non gap acidosis', 'normal anion gap metabolic acidosis', 'hyperchloremic metabolic acidosis', 'hyperchloremic acidosis'],
    },
    'dka-treatment': {
      terms: [
        'insulin drip', 'insulin gtt', 'insulin infusion', 'IV insulin', 'intravenous insulin', 'DKA protocol', 'DKA pathway', 'DKA order set',
        'two bag system', 'two-bag system', '2 bag system', '2-bag system', 'two bag protocol', 'gap closed', 'anion gap closed', 'closure of the anion gap',
        'gap closure', 'closed anion gap', 'transitioned to subcutaneous insulin', 'transitioned to SQ insulin', 'transitioned to subcutaneous',
        'transitioned to basal bolus', 'transitioned to basal-bolus insulin', 'bridged to subcutaneous insulin', 'subcutaneous insulin protocol',
        'Endotool', 'Glucommander',
      ],
      pseudo: ['insulin infusion pump', 'continuous subcutaneous insulin infusion', 'subcutaneous insulin infusion'],
    },
    'insulin-infusion': {
      terms: ['insulin drip', 'insulin gtt', 'insulin infusion', 'IV insulin', 'intravenous insulin', 'DKA protocol', 'Endotool', 'Glucommander'],
      pseudo: ['insulin infusion pump', 'continuous subcutaneous insulin infusion', 'subcutaneous insulin infusion'],
    },
    coma: { terms: ['coma', 'comatose', 'diabetic coma', 'unresponsive', 'obtunded', 'obtundation', 'stupor', 'stuporous'], pseudo: ['coma cocktail', 'glasgow coma scale', 'glasgow coma score', 'coma scale'] },
    alert: {
      terms: ['alert and oriented', 'awake and alert', 'alert and interactive', 'mentating normally', 'mental status normal', 'normal mental status', 'neurologically intact', 'A&Ox3', 'AAOx3', 'oriented x3'],
    },
  },
  criteria: {
    'dka-documented': { says: 'Diabetic ketoacidosis documented for this stay', rule: m('dka') },
    // A hedged denial ("R/o DKA - felt unlikely" on day 1) yields to "diagnosis revised to euglycemic
    // DKA" overnight; a plain one ("alcoholic ketoacidosis, not DKA") rules it out.
    'dka-ruled-out': { says: 'DKA negated or ruled out and not affirmed, or ketosis without acidosis', rule: dkaRuledOut },
    'dka-not-ruled-out': { says: 'DKA not ruled out in the summary', rule: not(dkaRuledOut) },
    'non-diabetic-ketoacidosis': {
      says: 'Alcoholic or starvation ketoacidosis in a patient without diabetes',
      rule: allOf(m('other-ketoacidosis'), not(diabetesKnown), not(measured('glucose', atLeast(200, 'mg/dL')))),
    },
    'diabetes-or-hyperglycemia': {
      says: 'Glucose 200 mg/dL or more, or known diabetes (2024 consensus)',
      rule: anyOf(measured('glucose', atLeast(200, 'mg/dL')), diabetesKnown),
    },
    ketosis: { says: 'Ketosis: beta-hydroxybutyrate 3.0 mmol/L or more, or positive serum/urine ketones', rule: ketosis },
    acidosis: { says: 'Acidosis: pH below 7.30 or bicarbonate below 18 mmol/L', rule: acidosis },
    'dka-treatment': { says: 'DKA treatment: insulin infusion or DKA protocol, gap closure, transition to subcutaneous insulin', rule: m('dka-treatment') },
    'insulin-infusion': { says: 'Intravenous insulin infusion', rule: m('insulin-infusion') },
    // "Ketosis was never documented", "BHB not resulted": the pivotal criterion is missing, so a
    // treated DKA stays undecided (design.md), however its acidosis is described. A denial that
    // rules nothing out (a test never done) is the only kind left when all else is excluded.
    'ketones-not-left-unmeasured': {
      says: 'Ketones not documented as never measured or never resulted',
      rule: not(allOf(m('ketones', { allow: ['negated'] }), not(m('ketones')), not(ruledOut('ketones')))),
    },
    // An acid-base work-up (pH, BHB or ketones), not a bicarbonate alone, which may be a discharge BMP.
    'acidosis-absent': {
      says: 'pH 7.30 or more and bicarbonate 18 or more wherever reported, with a pH, ketone or BHB work-up',
      rule: allOf(
        anyOf(measured('ph', { op: 'any' }, { roles: ACUTE }), measured('beta-hydroxybutyrate', { op: 'any' }, { roles: ACUTE }), m('ketones'), ruledOut('ketones'), m('ketones-trace')),
        // A pH or bicarbonate reported at all: with neither ("BMP hemolyzed, VBG never drawn") nothing shows the acidosis absent.
        anyOf(measured('ph', { op: 'any' }, { roles: ACUTE }), measured('bicarbonate', { op: 'any' }, { roles: ACUTE })),
        not(measured('ph', below(7.3, 'pH'))),
        not(measured('bicarbonate', below(18, 'mmol/L'))),
      ),
    },
    'ketones-absent': {
      says: 'Ketones absent or trace, or beta-hydroxybutyrate below 3.0 mmol/L',
      rule: allOf(not(ketosis), anyOf(ruledOut('ketones'), m('ketones-trace'), measured('beta-hydroxybutyrate', below(3.0, 'mmol/L')))),
    },
    'acidosis-narrative': {
      says: 'Anion gap acidosis described or anion gap above 12',
      rule: anyOf(m('acidosis-words'), measured('anion-gap', above(12, 'mmol/L'))),
    },
    'type-1': { says: 'Type 1 diabetes documented', rule: m('type-1', chronic) },
    // A type the diabetes was "previously labelled" as yields to the one the author now documents
    // ("autoimmune type 1 diabetes ...; previously labelled and treated as type 2").
    'type-1-only': {
      says: 'Type 1 diabetes documented and type 2 not, or withdrawn',
      rule: allOf(m('type-1', chronic), anyOf(not(m('type-2', { ...chronic, attributedYieldsTo: ['type-1'] })), m('type-2-withdrawn', { allow: ['negated'] }))),
    },
    'type-2-only': { says: 'Type 2 diabetes documented and type 1 not', rule: allOf(m('type-2', chronic), not(m('type-1', { ...chronic, attributedYieldsTo: ['type-2'] }))) },
    'type-1-or-2-only': {
      says: 'Type 1 or type 2 diabetes documented and no secondary form',
      rule: allOf(anyOf(m('type-1', chronic), m('type-2', chronic)), not(m('dm-due-to-condition', chronic)), not(m('dm-drug-induced', chronic)), not(m('dm-other-specified', chronic))),
    },
    'diabetes-due-to-condition': { says: 'Diabetes due to an underlying condition documented', rule: m('dm-due-to-condition', chronic) },
    'diabetes-drug-induced': { says: 'Drug- or chemical-induced diabetes documented', rule: m('dm-drug-induced', chronic) },
    'other-specified-diabetes': { says: 'Other specified diabetes documented', rule: m('dm-other-specified', chronic) },
    coma: { says: 'Coma or stupor (GCS 8 or less, obtunded, unresponsive)', rule: coma },
    'coma-contradicted': {
      says: 'Alert on presentation (alert and oriented, GCS 13 or more) and no coma documented',
      rule: anyOf(
        allOf(not(coma), anyOf(m('alert', { inSections: presentation }), measured('gcs', atLeast(13, 'points'), { roles: ACUTE, quantifier: 'every' }))),
        // The author's "she was never comatose" beside a GCS of 13 or more outranks a coded label ("DKA with coma | E10.11").
        allOf(ruledOut('coma'), measured('gcs', atLeast(13, 'points'), { roles: ACUTE, quantifier: 'every' })),
      ),
    },
  },
  decision: {
    documented: 'dka-documented',
    supported: { allOf: ['dka-not-ruled-out', 'diabetes-or-hyperglycemia', 'ketosis', 'acidosis', 'dka-treatment'] },
    decidable: { anyOf: ['acidosis-absent', 'ketones-absent'] },
    refuted: { anyOf: ['dka-ruled-out', 'non-diabetic-ketoacidosis'] },
    narrative: { allOf: ['dka-documented', 'dka-not-ruled-out', 'insulin-infusion', 'acidosis-narrative', 'ketones-not-left-unmeasured'] },
    strengthens: ['insulin-infusion'],
  },
  variants: {
    'ada-2009': {
      says: 'ADA 2009: glucose above 250 mg/dL, pH 7.30 or less or bicarbonate 18 or less, and anion gap above 10; known diabetes alone does not satisfy the glucose criterion',
      criteria: {
        'diabetes-or-hyperglycemia': { says: 'Glucose above 250 mg/dL (ADA 2009)', rule: measured('glucose', above(250, 'mg/dL')) },
        acidosis: {
          says: 'pH 7.30 or less or bicarbonate 18 or less, with anion gap above 10 (ADA 2009)',
          rule: allOf(anyOf(measured('ph', atMost(7.3, 'pH')), measured('bicarbonate', atMost(18, 'mmol/L'))), measured('anion-gap', above(10, 'mmol/L'))),
        },
      },
    },
    'insulin-infusion-required': {
      says: 'DKA treatment must include an intravenous insulin infusion; a subcutaneous protocol does not qualify',
      criteria: { 'dka-treatment': { says: 'Intravenous insulin infusion', rule: m('insulin-infusion') } },
    },
    'bhb-required': {
      says: 'Ketosis must be shown by beta-hydroxybutyrate 3.0 mmol/L or more; urine ketones do not qualify',
      criteria: { ketosis: { says: 'Beta-hydroxybutyrate 3.0 mmol/L or more', rule: measured('beta-hydroxybutyrate', atLeast(3.0, 'mmol/L')) } },
    },
  },
});
