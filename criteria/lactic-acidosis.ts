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
  reported,
  ruledOut,
  type Rule,
} from '../lib/criteria/define';

type Concept =
  | 'lactic-acidosis'
  | 'metabolic-acidosis'
  | 'acidosis'
  | 'respiratory-acidosis'
  | 'chronic-acidosis'
  | 'dka'
  | 'other-ketoacidosis'
  | 'artefact'
  | 'treatment'
  | 'escalation';

const m = (c: Concept, options: Parameters<typeof mentioned>[1] = {}): Rule<Concept> => mentioned(c, options);
const ACUTE = ['admission', 'peak', 'nadir', 'current', 'none'] as const;

const acidemia = anyOf<Concept>(measured('ph', below(7.35, 'pH')), measured('bicarbonate', below(22, 'mmol/L')), measured('anion-gap', above(12, 'mmol/L')));
const lacticAcidosis = allOf<Concept>(
  anyOf(measured('lactate', atLeast(4, 'mmol/L')), allOf(measured('lactate', above(2, 'mmol/L')), acidemia)),
  not(m('artefact')),
);
const metabolicAcidosis = anyOf<Concept>(
  allOf(measured('bicarbonate', below(22, 'mmol/L')), anyOf(measured('ph', below(7.35, 'pH')), measured('anion-gap', above(12, 'mmol/L')))),
  measured('bicarbonate', below(18, 'mmol/L')),
);
const respiratoryAcidosis = allOf<Concept>(measured('ph', below(7.35, 'pH')), measured('pco2', above(45, 'mmHg')));
const anyAcidosis = anyOf<Concept>(lacticAcidosis, metabolicAcidosis, respiratoryAcidosis);

/**
 * Lactic acidosis and acidosis (E87.2 until 30 Sep 2022; E87.20, E87.21, E87.29 from 1 Oct 2022).
 * Criteria reference §2.11 (Kraut & Madias 2014; Surviving Sepsis Campaign 2021).
 *
 * Lactic acidosis is a lactate of 4 mmol/L (36 mg/dL) or more, or a lactate above 2 mmol/L with
 * acidemia (pH below 7.35, bicarbonate below 22 mmol/L or an anion gap above 12). A metabolic
 * acidosis without a high lactate counts for the acidosis codes when the bicarbonate is below 22
 * with a low pH or a wide gap (or below 18 on its own); a respiratory acidosis is a pH below 7.35
 * with a PaCO2 above 45 mmHg. The condition must also have been monitored or treated (a repeat
 * lactate or bicarbonate, fluids, bicarbonate, metformin held, dialysis) to be reportable
 * (UHDDS). A normal lactate with no acidosis, hyperlactatemia below 4 with a normal pH and
 * bicarbonate, or a single mildly raised value that normalises without acidosis is Unsupported;
 * so is a value blamed on the draw. Ketoacidosis belongs to the DKA codes (Excludes1 at E87.2),
 * so an acidosis documented only as DKA contradicts E87.2x, and a chronic metabolic acidosis
 * (CKD, renal tubular acidosis) contradicts the acute code E87.21. E87.22 (chronic metabolic
 * acidosis) is a different clinical question and is not matched.
 *
 * @example "Lactate 6.2 with pH 7.24 and bicarbonate 15, trended to 1.4 after fluids" supports E87.21;
 * "lactate 2.6, repeat 1.3, bicarbonate 24" does not.
 */
export default definePack({
  id: 'lactic-acidosis',
  title: 'Lactic acidosis / acidosis',
  version: '1.0.0',
  source: 'criteria-reference §2.11 (Kraut & Madias 2014; SSC 2021)',
  codes: [
    { code: 'E872', title: 'acidosis', validTo: '2022-09-30', contradicts: 'acidosis-is-ketoacidosis' },
    { code: 'E8720', title: 'acidosis, unspecified', validFrom: '2022-10-01', contradicts: 'acidosis-is-ketoacidosis' },
    {
      code: 'E8721',
      title: 'acute metabolic acidosis',
      validFrom: '2022-10-01',
      requires: 'acute-metabolic-acidosis',
      contradicts: { anyOf: ['acidosis-is-ketoacidosis', 'acidosis-is-chronic'] },
    },
    { code: 'E8729', title: 'other acidosis', validFrom: '2022-10-01', requires: 'respiratory-acidosis' },
  ],
  // Chronic metabolic acidosis is a different clinical question (criteria reference §2.11).
  excludes: ['E8722'],
  concepts: {
    'lactic-acidosis': {
      terms: [
        'lactic acidosis', 'lactic acidemia', 'hyperlactatemia', 'hyperlactemia', 'elevated lactate', 'elevated lactic acid', 'lactate elevation',
        'metformin associated lactic acidosis', 'type A lactic acidosis', 'type B lactic acidosis',
      ],
      abbreviations: ['MALA'],
    },
    'metabolic-acidosis': {
      terms: [
        'metabolic acidosis', 'acute metabolic acidosis', 'anion gap metabolic acidosis', 'non anion gap metabolic acidosis', 'nonanion gap metabolic acidosis',
        'anion gap acidosis', 'gap acidosis', 'metabolic acidemia', 'acidemia', 'hyperchloremic metabolic acidosis',
      ],
      abbreviations: ['AGMA', 'NAGMA', 'HAGMA'],
    },
    acidosis: { terms: ['acidosis', 'acidotic', 'severe acidosis', 'mixed acidosis', 'acidemic', 'acidaemic', 'acidaemia'] },
    'respiratory-acidosis': { terms: ['respiratory acidosis', 'acute respiratory acidosis', 'respiratory acidemia'] },
    'chronic-acidosis': {
      terms: ['chronic metabolic acidosis', 'chronic acidosis', 'renal tubular acidosis'],
      abbreviations: ['RTA'],
    },
    // The same words as the DKA pack's concept, so neither pack hides the other's mention.
    dka: { terms: ['diabetic ketoacidosis', 'ketoacidosis', 'euglycemic diabetic ketoacidosis', 'euglycemic DKA', 'euDKA'], abbreviations: ['DKA'] },
    'other-ketoacidosis': { terms: ['alcoholic ketoacidosis', 'starvation ketoacidosis', 'starvation ketosis'] },
    artefact: {
      terms: [
        'spurious lactate', 'spuriously elevated lactate', 'lactate artifact', 'artifactual lactate', 'drawing artifact', 'draw artifact',
        'tourniquet artifact', 'prolonged tourniquet', 'delayed processing',
      ],
    },
    treatment: {
      terms: [
        'repeat lactate', 'repeat lactic acid', 'trended lactate', 'trended lactic acid', 'lactate trended', 'lactate was trended', 'serial lactates',
        'lactate cleared', 'lactic acid cleared', 'lactate clearance', 'lactate normalized', 'lactic acid normalized', 'IV fluids', 'intravenous fluids',
        'IV fluid', 'fluid resuscitation', 'fluid bolus', 'fluid boluses', 'IV hydration', 'intravenous hydration', 'sodium bicarbonate',
        "lactated Ringer's bolus", 'lactated ringers bolus', 'normal saline bolus', 'crystalloid bolus', 'LR bolus', 'NS bolus',
        // "Lactate 4.6 with low bicarbonate, cleared with transfusion and 1 L crystalloid".
        'crystalloid', 'crystalloids', 'cleared with transfusion', 'cleared with fluids', 'cleared with resuscitation', 'cleared with crystalloid',
        'bicarbonate drip', 'bicarb drip', 'bicarbonate infusion', 'IV bicarbonate', 'held metformin', 'metformin was held', 'metformin held',
        'discontinued metformin', 'metformin was discontinued', 'stopped metformin', 'thiamine', 'dialysis', 'hemodialysis', 'continuous renal replacement therapy',
      ],
      abbreviations: ['IVF', 'CRRT', 'CVVH', 'CVVHD'],
    },
    escalation: {
      terms: ['bicarbonate drip', 'bicarb drip', 'bicarbonate infusion', 'IV bicarbonate', 'continuous renal replacement therapy'],
      abbreviations: ['CRRT', 'CVVH', 'CVVHD'],
    },
  },
  criteria: {
    'acidosis-documented': {
      says: 'Lactic acidosis or acidosis documented for this stay',
      // A known chronic acidosis is documented too, so a code for an acute one can be weighed against it.
      rule: anyOf(m('lactic-acidosis'), m('metabolic-acidosis'), m('acidosis'), m('respiratory-acidosis'), m('chronic-acidosis', { allow: ['historical'] })),
    },
    'acidosis-ruled-out': {
      says: 'Lactic acidosis or acidosis negated or ruled out',
      rule: anyOf(ruledOut('lactic-acidosis'), ruledOut('metabolic-acidosis'), ruledOut('acidosis')),
    },
    'acidosis-not-ruled-out': {
      says: 'Acidosis not ruled out in the summary',
      rule: not(anyOf(ruledOut('lactic-acidosis'), ruledOut('metabolic-acidosis'), ruledOut('acidosis'))),
    },
    'lactic-acidosis': {
      says: 'Lactate 4 mmol/L or more, or above 2 mmol/L with pH below 7.35, bicarbonate below 22 or anion gap above 12',
      rule: lacticAcidosis,
    },
    'metabolic-acidosis': {
      says: 'Metabolic acidosis: bicarbonate below 22 with pH below 7.35 or anion gap above 12, or bicarbonate below 18',
      rule: metabolicAcidosis,
    },
    'respiratory-acidosis': { says: 'Respiratory acidosis: pH below 7.35 with PaCO2 above 45 mmHg', rule: respiratoryAcidosis },
    'acute-metabolic-acidosis': { says: 'Acute lactic or metabolic acidosis by values', rule: anyOf(lacticAcidosis, metabolicAcidosis) },
    'lactate-4': { says: 'Lactate 4 mmol/L or more', rule: measured('lactate', atLeast(4, 'mmol/L')) },
    treated: {
      says: 'Monitored or treated: repeat lactate or bicarbonate, fluids, bicarbonate, metformin held, dialysis',
      rule: anyOf(m('treatment'), reported('lactate', 2), reported('bicarbonate', 2), reported('ph', 2)),
    },
    'lactate-reported': { says: 'Lactate reported during the acute illness', rule: measured('lactate', { op: 'any' }, { roles: ACUTE }) },
    'lactate-normal': {
      says: 'Every lactate reported during the acute illness is 2 mmol/L or less',
      rule: measured('lactate', atMost(2, 'mmol/L'), { roles: ACUTE, quantifier: 'every' }),
    },
    'acid-base-normal': {
      says: 'pH 7.35 or more and bicarbonate 22 or more wherever reported',
      rule: allOf(
        anyOf(measured('ph', { op: 'any' }, { roles: ACUTE }), measured('bicarbonate', { op: 'any' }, { roles: ACUTE })),
        not(measured('ph', below(7.35, 'pH'))),
        not(measured('bicarbonate', below(22, 'mmol/L'))),
        not(measured('anion-gap', above(12, 'mmol/L'))),
      ),
    },
    'mild-transient-hyperlactatemia': {
      says: 'A mildly raised lactate (2-4 mmol/L) that normalised',
      rule: allOf(
        measured('lactate', above(2, 'mmol/L')),
        not(measured('lactate', atLeast(4, 'mmol/L'))),
        measured('lactate', atMost(2, 'mmol/L')),
      ),
    },
    'no-acidosis-values': {
      says: 'No value meets a lactic, metabolic or respiratory acidosis threshold',
      rule: not(anyAcidosis),
    },
    'lactate-artefact': { says: 'Lactate attributed to the draw (artefact)', rule: m('artefact') },
    // In DKA the acidaemia is the ketoacidosis's, so only a lactate of 4 or more is a lactic acidosis of
    // its own; a lactate of 2.6 that clears is not, even where a list names "lactic acidosis" (§2.11 pitfalls).
    'acidosis-is-ketoacidosis': {
      says: 'The acidosis is diabetic ketoacidosis (DKA codes, Excludes1 at E87.2): no lactate of 4 or more, and a lactic acidosis either not named or named against lactates all below 4',
      rule: allOf(m('dka'), not(measured('lactate', atLeast(4, 'mmol/L'))), anyOf(not(m('lactic-acidosis')), measured('lactate', { op: 'any' }))),
    },
    'acidosis-is-chronic': {
      says: 'The acidosis is chronic (CKD, renal tubular acidosis) with no acute lactic acidosis',
      rule: allOf(m('chronic-acidosis', { allow: ['historical'] }), not(lacticAcidosis)),
    },
    escalation: { says: 'Escalated treatment (bicarbonate infusion, dialysis)', rule: m('escalation') },
  },
  decision: {
    documented: 'acidosis-documented',
    supported: { allOf: ['acidosis-not-ruled-out', { anyOf: ['lactic-acidosis', 'metabolic-acidosis', 'respiratory-acidosis'] }, 'treated'] },
    // A lactate is needed: a normal bicarbonate alone may be a discharge BMP.
    decidable: { allOf: ['no-acidosis-values', { anyOf: ['lactate-normal', { allOf: ['acid-base-normal', 'lactate-reported'] }, 'mild-transient-hyperlactatemia'] }] },
    refuted: { anyOf: ['acidosis-ruled-out', 'lactate-artefact'] },
    narrative: { allOf: ['acidosis-documented', 'acidosis-not-ruled-out', 'escalation'] },
    strengthens: ['lactate-4'],
  },
  variants: {
    'lactate-4': {
      says: 'Lactic acidosis needs a lactate of 4 mmol/L or more; a lower lactate with acidemia does not qualify',
      criteria: {
        'lactic-acidosis': { says: 'Lactate 4 mmol/L or more', rule: allOf(measured('lactate', atLeast(4, 'mmol/L')), not(m('artefact'))) },
      },
    },
    'require-acidemia': {
      says: 'Lactic acidosis needs a lactate above 2 mmol/L together with acidemia (pH below 7.35 or bicarbonate below 22)',
      criteria: {
        'lactic-acidosis': {
          says: 'Lactate above 2 mmol/L with pH below 7.35 or bicarbonate below 22',
          rule: allOf(
            measured('lactate', above(2, 'mmol/L')),
            anyOf(measured('ph', below(7.35, 'pH')), measured('bicarbonate', below(22, 'mmol/L'))),
            not(m('artefact')),
          ),
        },
      },
    },
  },
});
