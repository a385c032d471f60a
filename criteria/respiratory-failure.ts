import {
  above,
  allOf,
  anyOf,
  atLeast,
  atMost,
  below,
  definePack,
  measured,
  measuredThroughout,
  mentioned,
  not,
  ruledOut,
  type Rule,
} from '../lib/criteria/define';

/** Cannula flows, in litres a minute, that the criteria reference counts as escalated oxygen. */
const oxygenFlows = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
const cannulaFlows = oxygenFlows.flatMap((litres) =>
  [
    'l nasal cannula', 'liters nasal cannula', 'liters via nasal cannula', 'l via nasal cannula', 'l nc', 'liters nc', 'l of oxygen', 'liters of oxygen', 'l o2', 'liters o2',
    'l/min nasal cannula', 'l/min via nasal cannula', 'l/min nc', 'l/min of oxygen', 'l/min o2', 'lpm nasal cannula', 'lpm nc', 'lpm o2',
  ].map(
    (how) => `${litres} ${how}`,
  ),
);

/**
 * Acute and acute-on-chronic respiratory failure (J96.0x, J96.2x). Criteria reference §2.2.
 *
 * Acute respiratory failure is an objective failure of gas exchange together with the work of
 * breathing or the treatment that failure calls for:
 *
 * - hypoxemia: PaO2 < 60 mmHg, a P/F ratio < 300, or SpO2 < 91% (the CDI convention for a PaO2
 *   of about 60; a saturation that low on supplemental oxygen is at least as bad), or
 * - acute hypercapnia: PaCO2 > 50 mmHg with pH < 7.35 (a high PaCO2 with a normal pH is
 *   compensated, chronic hypercapnia);
 * - and respiratory distress (RR >= 28 or < 12, accessory muscles, retractions, tripoding,
 *   speaking in short phrases, cyanosis) or treatment (BiPAP/NIV, high-flow nasal cannula,
 *   non-rebreather, intubation and mechanical ventilation, ICU care, an escalating oxygen need).
 *
 * "Hypoxic on room air, needed BiPAP" without a number is Supported at reduced confidence. A
 * summary that names respiratory failure with oxygen but reports no saturation, gas or rate is
 * NoDetermination; oximetry or a gas reported with no distress and no escalated support ("SpO2
 * 94% on RA, 2 L for comfort"), a normal gas on room air, "remained on her home oxygen" or an
 * explicit rule-out is Unsupported.
 *
 * Acute-on-chronic (J96.2x) additionally needs the chronic baseline: home oxygen, chronic
 * hypercapnia, a CO2 retainer, home BiPAP or chronic respiratory failure documented. The type
 * must fit the code: J96.01/J96.21 need hypoxemia, J96.02/J96.22 need acute hypercapnia by gas;
 * a gas or saturation that excludes the billed type (PaO2 >= 60 and SpO2 >= 91% on room air for
 * a hypoxic code, PaCO2 <= 45 for a hypercapnic one) makes the code Unsupported.
 *
 * Chronic (J96.1x) and unspecified-acuity (J96.9x) failure, hypoxemia (R09.02), respiratory
 * distress (R06.03) and "respiratory insufficiency" are other diagnoses and are not answered here.
 *
 * @example "ABG 7.24/72/55 on 2 L; placed on BiPAP" supports J96.02 (PaCO2 72 with pH 7.24, BiPAP).
 */

const HYPOXIC = ['hypoxic', 'hypoxemic', 'hypoxia', 'hypoxaemic'];
const HYPERCAPNIC = ['hypercapnic', 'hypercarbic', 'hypercapneic'];

/** "acute hypoxic respiratory failure", "acute on chronic hypercapnic and hypoxic respiratory failure", ... */
function failurePhrases(acuities: readonly string[]): string[] {
  const types = [
    '',
    ...HYPOXIC,
    ...HYPERCAPNIC,
    ...HYPOXIC.flatMap((a) => HYPERCAPNIC.flatMap((b) => [`${a} and ${b}`, `${b} and ${a}`, `${a} ${b}`, `${b} ${a}`])),
  ];
  const nouns = ['respiratory failure', 'resp failure', 'ventilatory failure'];
  // "acute respiratory failure with hypoxia": the type word belongs to the diagnosis, not to a narrative of hypoxemia.
  const withTypes = ['hypoxia', 'hypoxemia', 'hypercapnia', 'hypercarbia', 'hypoxia and hypercapnia', 'hypercapnia and hypoxia', 'hypoxemia and hypercapnia'];
  const out: string[] = [];
  for (const acuity of acuities) {
    for (const noun of nouns) {
      for (const type of types) out.push([acuity, type, noun].filter(Boolean).join(' '));
      for (const type of withTypes) out.push([acuity, noun, 'with', type].filter(Boolean).join(' '));
    }
  }
  return out;
}

/** "Remained on his home 2 L": the flow written out, since "remained on his home" alone may be his medications. */
function homeFlowPhrases(): string[] {
  const out: string[] = [];
  for (const who of ['remained on his home', 'remained on her home', 'remained on home', 'stayed on his home', 'stayed on her home', 'stayed on home']) {
    for (const flow of ['1', '1.5', '2', '2.5', '3', '4', '5', '6']) out.push(`${who} ${flow} L`, `${who} ${flow}L`, `${who} ${flow} liters`);
  }
  return out;
}

const ACUTE = ['acute', 'acute on chronic', 'acute and chronic', 'acute worsening of chronic'];
const CHRONIC = ['chronic', 'chronic stable', 'stable chronic'];

// Oximetry or a gas from the acute phase (a discharge value shows recovery, not the episode).
const AFTER_DISCHARGE = ['discharge-instructions', 'discharge-medications'] as const;
const ACUTE_ROLES = ['admission', 'peak', 'nadir', 'current', 'none'] as const;

/** Ventilatory support counts unless the note says the intubation was for airway protection, not gas exchange. */
const ventilated = <C extends string>(support: Rule<C>): Rule<C | 'non-respiratory-intubation'> => allOf<C | 'non-respiratory-intubation'>(support, not(mentioned('non-respiratory-intubation')));

const po2Low: Rule<never> = measured('po2', below(60, 'mmHg'));
const pfLow: Rule<never> = measured('pf-ratio', below(300, 'mmHg'));
const spo2Low: Rule<never> = measured('spo2', below(91, '%'));
const hypercapnicGas: Rule<never> = allOf(measured('pco2', above(50, 'mmHg')), measured('ph', below(7.35, 'pH')));

export default definePack({
  id: 'respiratory-failure',
  title: 'Acute respiratory failure',
  version: '1.0.0',
  source: 'criteria-reference §2.2 (gas or oximetry plus distress or treatment; ARF-ABG-REQUIRED as the abg-required variant)',
  codes: [
    // Every code here is acute: "chronic hypercapnic respiratory failure at his baseline, without an
    // acute component" in the author's words contradicts each of them.
    { code: 'J960', title: 'acute respiratory failure', contradicts: 'acuity-denied' },
    { code: 'J9600', title: 'acute respiratory failure, unspecified whether with hypoxia or hypercapnia', contradicts: 'acuity-denied' },
    { code: 'J9601', title: 'acute respiratory failure with hypoxia', requires: 'hypoxemia-type', contradicts: { anyOf: ['normoxemia', 'acuity-denied'] } },
    { code: 'J9602', title: 'acute respiratory failure with hypercapnia', requires: 'hypercap', contradicts: { anyOf: ['normocapnia', 'hypercapnia-denied', 'acuity-denied'] } },
    { code: 'J962', title: 'acute and chronic respiratory failure', requires: 'chronic-baseline', contradicts: { anyOf: ['chronic-baseline-denied', 'acuity-denied'] } },
    {
      code: 'J9620',
      title: 'acute and chronic respiratory failure, unspecified whether with hypoxia or hypercapnia',
      requires: 'chronic-baseline',
      contradicts: { anyOf: ['chronic-baseline-denied', 'acuity-denied'] },
    },
    {
      code: 'J9621',
      title: 'acute and chronic respiratory failure with hypoxia',
      requires: { allOf: ['chronic-baseline', 'hypoxemia-type'] },
      contradicts: { anyOf: ['normoxemia', 'chronic-baseline-denied', 'acuity-denied'] },
    },
    {
      code: 'J9622',
      title: 'acute and chronic respiratory failure with hypercapnia',
      requires: { allOf: ['chronic-baseline', 'hypercap'] },
      contradicts: { anyOf: ['normocapnia', 'hypercapnia-denied', 'chronic-baseline-denied', 'acuity-denied'] },
    },
    // After an operation or procedure (J95.82-): the same failure, named or shown, in that setting.
    { code: 'J95821', title: 'acute postprocedural respiratory failure', requires: 'after-procedure', contradicts: 'acuity-denied' },
    { code: 'J95822', title: 'acute and chronic postprocedural respiratory failure', requires: { allOf: ['after-procedure', 'chronic-baseline'] }, contradicts: { anyOf: ['chronic-baseline-denied', 'acuity-denied'] } },
  ],
  // Chronic (J96.1x) and unspecified acuity (J96.9x) are other diagnoses; the J960/J962 entries
  // never cover them, and these keep any wider prefix added later from doing so.
  excludes: ['J961', 'J969'],
  concepts: {
    'acute-respiratory-failure': {
      terms: [...failurePhrases(['', ...ACUTE]), 'acute respiratory decompensation', 'respiratory failure requiring intubation'],
      abbreviations: ['AHRF', 'AHCRF', 'ACHRF', 'AHRF/AHCRF'],
      pseudo: ['impending respiratory failure', 'risk for respiratory failure', 'respiratory failure precautions', 'respiratory failure protocol'],
    },
    'chronic-baseline': {
      terms: [
        ...failurePhrases(CHRONIC),
        'home oxygen',
        'home O2',
        'home oxygen requirement',
        'oxygen at home',
        'O2 at home',
        'L at home',
        'liters at home',
        'L of home oxygen',
        'L home oxygen',
        'L home O2',
        'chronic oxygen',
        'chronic oxygen therapy',
        'chronic home oxygen',
        'supplemental oxygen at home',
        'oxygen dependent',
        'O2 dependent',
        'oxygen-dependent COPD',
        'baseline oxygen requirement',
        'baseline O2 requirement',
        'baseline home oxygen',
        'chronic hypercapnia',
        'chronic hypercarbia',
        'chronic CO2 retention',
        'chronic respiratory acidosis',
        'compensated respiratory acidosis',
        'CO2 retainer',
        'chronic CO2 retainer',
        'home BiPAP',
        'home NIV',
        'home ventilator',
        'chronic ventilator',
        'ventilator dependent',
        'trach and vent dependent',
        'baseline PaCO2',
        'baseline pCO2',
        'nocturnal oxygen',
      ],
    },
    'acute-component-denied': {
      terms: ['no acute decompensation of his chronic respiratory failure', 'no acute decompensation of her chronic respiratory failure'],
    },
    // Said of the breathing only where its sentence names the failure or its support: "right
    // popliteal thrombus unchanged since 2022 - chronic, no acute component" is the clot's.
    'acute-component-denied-unnamed': {
      terms: [
        'without an acute component', 'without acute component', 'no acute component', 'without an acute on chronic component',
        'no acute on chronic component', 'not acute on chronic', 'not an acute on chronic',
      ],
    },
    // "There was no acute decompensation during this stay: FiO2 never exceeded 30%": said of the
    // breathing only where its sentence names the oxygen or the ventilator.
    'decompensation-denied-this-stay': {
      terms: [
        'no acute decompensation during this stay', 'no acute decompensation this stay', 'no acute decompensation during this admission',
        'no acute decompensation this admission', 'no acute decompensation during the stay', 'no acute decompensation during his stay',
        'no acute decompensation during her stay', 'no acute decompensation at any point',
      ],
    },
    'postprocedural-setting': {
      terms: [
        'postoperative', 'post operative', 'postoperatively', 'postop', 'post op', 'postprocedural', 'post procedural', 'after surgery', 'following surgery',
        'after the operation', 'after the procedure', 'following the procedure', 'pacu', 'post anesthesia care unit', 'postanesthesia care unit',
        'after extubation', 'post extubation', 'postextubation', 'pod 0', 'pod 1', 'pod 2', 'pod 3', 'pod0', 'pod1', 'pod2', 'pod3',
      ],
      abbreviations: ['POD', 'PACU'],
    },
    'respiratory-support-word': {
      terms: ['fio2', 'peep', 'oxygen', 'ventilator', 'vent', 'trach collar', 'spo2', 'bipap', 'high flow', 'nasal cannula', 'full support', 'respiratory support'],
      abbreviations: ['O2', 'NC', 'HFNC', 'NIV'],
    },
    'at-oxygen-baseline': {
      terms: [
        'remained on her home oxygen',
        'remained on his home oxygen',
        'stayed on her home oxygen',
        'stayed on his home oxygen',
        'stayed on home oxygen',
        'never required bipap or increased oxygen',
        'never required increased oxygen',
        'remained on home oxygen',
        'remained on her baseline oxygen',
        'remained on his baseline oxygen',
        'remained at her baseline oxygen requirement',
        'remained at his baseline oxygen requirement',
        'remained at baseline oxygen requirement',
        'oxygen requirement remained at baseline',
        'oxygen requirement unchanged from baseline',
        'oxygen requirement at baseline throughout',
        'at baseline oxygen requirement throughout',
        'never required more than her home oxygen',
        'never required more than his home oxygen',
        'did not require more than her home oxygen',
        'did not require more than his home oxygen',
        'did not require oxygen above her baseline',
        'did not require oxygen above his baseline',
        'no change from baseline oxygen requirement',
        'oxygen never increased above her home flow',
        'oxygen never increased above his home flow',
        'oxygen was never increased above her home flow',
        'oxygen was never increased above his home flow',
        'never increased above her home oxygen',
        'never increased above his home oxygen',
        'never required more than her home flow',
        'never required more than his home flow',
        'remained on her usual home oxygen',
        'remained on his usual home oxygen',
        'no change in oxygen requirement',
        'no increase in oxygen requirement',
        'no increased oxygen requirement',
        'at her home oxygen requirement on admission',
        'at his home oxygen requirement on admission',
        'at baseline oxygen requirement on admission',
        'no escalation of oxygen',
        'no escalation of O2',
        'no escalation in oxygen',
        'no escalation of respiratory support',
        'respiratory status at baseline',
        'pulmonary status at baseline',
        'respiratory status remained at baseline',
        'pulmonary status remained at baseline',
        ...homeFlowPhrases(),
      ],
    },
    hypoxemia: {
      terms: [
        'hypoxia',
        'hypoxemia',
        'hypoxaemia',
        'hypoxic',
        'hypoxemic',
        'severely hypoxic',
        'profoundly hypoxic',
        'desaturation',
        'desaturations',
        'desaturated',
        'desatted',
        'desats',
        'desat',
        'desatting',
        'desaturating',
        'low oxygen saturation',
        'low oxygen saturations',
        'low O2 sats',
        'low O2 saturation',
        'sats in the 80s',
        'saturations in the 80s',
        'sats in the 70s',
        'poor oxygenation',
        'inadequate oxygenation',
        'refractory hypoxemia',
      ],
      pseudo: [
        'hypoxic ischemic',
        'hypoxic ischemic encephalopathy',
        'hypoxic ischemic injury',
        'hypoxic brain injury',
        'hypoxic brain damage',
        'hypoxic encephalopathy',
        'hypoxic drive',
        'hypoxia workup',
        'hypoxic pulmonary vasoconstriction',
        'exercise oximetry',
        'ambulatory desaturation study',
      ],
    },
    hypercapnia: {
      terms: [
        'hypercapnia',
        'hypercapnic',
        'hypercarbia',
        'hypercarbic',
        'acute hypercapnia',
        'CO2 retention',
        'CO2 narcosis',
        'carbon dioxide retention',
        'carbon dioxide narcosis',
        'acute respiratory acidosis',
        'respiratory acidosis',
        'elevated pCO2',
        'elevated PaCO2',
        'elevated CO2',
        'hypoventilation',
      ],
    },
    'respiratory-distress': {
      terms: [
        'respiratory distress',
        'acute respiratory distress',
        'severe respiratory distress',
        'increased work of breathing',
        'increased WOB',
        'labored breathing',
        'labored respirations',
        'laboured breathing',
        'accessory muscle use',
        'use of accessory muscles',
        'using accessory muscles',
        'accessory muscles of respiration',
        'intercostal retractions',
        'subcostal retractions',
        'suprasternal retractions',
        'retractions',
        'tripoding',
        'tripod position',
        'unable to speak in full sentences',
        'unable to complete sentences',
        'speaking in short phrases',
        'two word sentences',
        'one word sentences',
        'three word sentences',
        '2 word sentences',
        '3 word sentences',
        '3-4 word sentences',
        'sentences of 3-4 words',
        'word dyspnea',
        'paradoxical breathing',
        'abdominal paradox',
        'cyanosis',
        'cyanotic',
        'air hunger',
        'respiratory muscle fatigue',
        'respiratory fatigue',
        'tiring out',
        'agonal breathing',
        'in extremis',
      ],
      pseudo: ['acute respiratory distress syndrome', 'respiratory distress syndrome'],
    },
    'ventilatory-support': {
      terms: [
        'BiPAP',
        'Bi-PAP',
        'bilevel positive airway pressure',
        'bilevel',
        'BPAP',
        'noninvasive ventilation',
        'non-invasive ventilation',
        'noninvasive positive pressure ventilation',
        'non-invasive positive pressure ventilation',
        'noninvasive positive pressure',
        'NIPPV',
        'AVAPS',
        'high flow nasal cannula',
        'high-flow nasal cannula',
        'high flow oxygen',
        'heated high flow',
        'heated high-flow',
        'HFNC',
        'HFNO',
        'Optiflow',
        'Vapotherm',
        'non-rebreather',
        'nonrebreather',
        'non rebreather',
        'non-rebreather mask',
        'NRB',
        'NRBM',
        'intubated',
        'intubation',
        'endotracheal intubation',
        'emergently intubated',
        'reintubated',
        're-intubated',
        'reintubation',
        'mechanical ventilation',
        'mechanically ventilated',
        'mechanical ventilatory support',
        'ventilatory support',
        'placed on the ventilator',
        'placed on the vent',
        'put on the vent',
        'on the ventilator',
        // Full ventilator modes: a tracheostomy patient "returned to full AC support" for a CO2 rise is escalated
        // (a pressure-support trial is weaning, not listed).
        'assist control',
        'assist control ventilation',
        'AC/VC',
        'AC/PC',
        'PRVC',
        'full ventilatory support',
        'full ventilator support',
        'full AC support',
        'full support on the ventilator',
        'returned to full support',
        'returned to full AC support',
        'back on full support',
        'ECMO',
        'CPAP',
      ],
      abbreviations: ['NIV'],
      pseudo: [
        'home CPAP',
        'home BiPAP',
        'CPAP at night',
        'CPAP at home',
        'CPAP nightly',
        'nocturnal CPAP',
        'nocturnal BiPAP',
        'BiPAP at night',
        'BiPAP at home',
        'BiPAP nightly',
        'CPAP for sleep apnea',
        'CPAP for obstructive sleep apnea',
        'CPAP for OSA',
        'BiPAP for OSA',
        'OSA on CPAP',
        'OSA on BiPAP',
        'sleep apnea on CPAP',
        'sleep apnea on BiPAP',
        'continue CPAP',
        'continue BiPAP',
        // The sleep apnoea's own machine, resumed or missed: "dipped to 89% while asleep without CPAP; CPAP was resumed".
        'nightly CPAP',
        'nightly BiPAP',
        'without CPAP',
        'without her CPAP',
        'without his CPAP',
        'off CPAP',
        'CPAP was resumed',
        'CPAP resumed',
        'CPAP continued',
        'BiPAP was resumed',
        'BiPAP continued',
        'continue home CPAP',
        'continue home BiPAP',
        'resume CPAP',
        'resume home CPAP',
        'usual CPAP',
        'usual BiPAP',
        'intubated for the procedure',
        'intubated for surgery',
        'intubated for the surgery',
        'intubated in the operating room',
        'elective intubation',
        'remained intubated postoperatively',
        'routine postoperative ventilation',
        'routine post-operative ventilation',
        // Ventilation continued routinely after surgery is not failure (criteria reference §2.2; hyphens are
        // optional in a phrase, so "fast track" also reads "fast-track"). An intubation for airway
        // protection is the non-respiratory-intubation concept's to say.
        'intubated per routine',
        'intubated as routine',
        'intubated as is routine',
        'arrived intubated per routine',
        'fast track extubation',
        'extubated per fast track protocol',
        'weaned per fast track protocol',
        ...['left him', 'left her', 'leave him', 'leave her', 'left', 'kept'].map((verb) => `${verb} intubated overnight`),
        'kept on the ventilator overnight',
        ...['intubated', 'remained intubated', 'remained intubated overnight', 'kept intubated', 'kept intubated overnight', 'ventilated overnight'].flatMap((kept) => [
          `${kept} per protocol`, `${kept} per our protocol`, `${kept} per unit protocol`, `${kept} per routine`,
        ]),
        // "Arrived to CVICU intubated and sedated as per the routine post-cardiac surgery pathway".
        ...['intubated', 'intubated and sedated', 'intubated and ventilated', 'remained intubated'].flatMap((kept) =>
          ['as per the routine', 'per the routine', 'as per routine', 'as per protocol', 'per the protocol', 'as per the protocol', 'per the pathway', 'as per the pathway'].map((how) => `${kept} ${how}`),
        ),
        'difficult intubation',
        'intubation attempt',
      ],
    },
    // The intubation was for something other than gas exchange (criteria reference §2.2 pitfalls).
    'non-respiratory-intubation': {
      terms: [
        'for airway protection', 'airway protection only', 'to protect the airway', 'to protect his airway', 'to protect her airway',
        'not for a respiratory indication', 'not for respiratory failure', 'for the procedure only',
      ],
    },
    'icu-care': {
      terms: [
        'admitted to the intensive care unit',
        'admitted to the ICU',
        'admitted to the MICU',
        'transferred to the intensive care unit',
        'transferred to the ICU',
        'transferred to the MICU',
        'transferred to ICU',
        'admitted to ICU',
        'ICU admission',
        'ICU transfer',
        'upgraded to the ICU',
        'moved to the ICU',
        'step-down unit',
        'stepdown unit',
      ],
    },
    'escalating-oxygen': {
      terms: [
        'increasing oxygen requirement',
        'increasing oxygen requirements',
        'increasing O2 requirement',
        'increasing O2 requirements',
        'escalating oxygen requirement',
        'escalating oxygen requirements',
        'escalating oxygen',
        'rising oxygen requirement',
        'worsening oxygen requirement',
        'worsening oxygenation',
        'increased oxygen requirement',
        'increased oxygen requirements',
        'increased O2 requirement',
        'high oxygen requirement',
        'high oxygen requirements',
        'oxygen requirement escalated',
        'oxygen requirements escalated',
        // Four litres or more by cannula put on for the event is the reference's escalating oxygen
        // (FiO2 about 0.36 and up). Only as a step up: "extubated to 4 L NC" is a wean, "home 4 L" a baseline.
        ...['placed on', 'started on', 'put on', 'increased to', 'escalated to', 'titrated up to', 'went up to', 'required', 'requiring', 'needed', 'needing', 'required up to', 'requiring up to', 'needed up to', 'needing up to'].flatMap(
          (step) => cannulaFlows.map((flow) => `${step} ${flow}`),
        ),
      ],
    },
  },
  criteria: {
    'arf-documented': { says: 'Acute respiratory failure documented for this stay', rule: mentioned('acute-respiratory-failure') },
    'arf-ruled-out': { says: 'Acute respiratory failure negated or ruled out', rule: ruledOut('acute-respiratory-failure') },
    'hypox-abg': { says: 'Hypoxemia by gas: PaO2 below 60 mmHg', rule: po2Low },
    pf: { says: 'P/F ratio below 300', rule: pfLow },
    'hypox-spo2': { says: 'Hypoxemia by oximetry: SpO2 below 91%', rule: spo2Low },
    hypercap: { says: 'Acute hypercapnia: PaCO2 above 50 mmHg with pH below 7.35', rule: hypercapnicGas },
    'after-procedure': { says: 'After an operation or procedure', rule: mentioned('postprocedural-setting', { allow: ['historical'] }) },
    'hypoxemia-type': { says: 'Hypoxemia shown by PaO2 < 60 mmHg, P/F < 300 or SpO2 < 91%', rule: anyOf(po2Low, pfLow, spo2Low) },
    normoxemia: {
      // A normal room-air reading where the narrative says the patient was hypoxic, or needed 4 L or
      // more, is another hour of the stay (the recovery, or before the event), not a contradiction.
      says: 'Oxygenation normal on room air (PaO2 >= 60 mmHg or SpO2 >= 91%), no hypoxemic value, no hypoxemia described and no escalating oxygen',
      rule: allOf(
        not(mentioned('hypoxemia')),
        not(mentioned('escalating-oxygen')),
        anyOf(
          measured('po2', atLeast(60, 'mmHg'), { oxygen: ['room-air'], quantifier: 'every', roles: ACUTE_ROLES }),
          measured('spo2', atLeast(91, '%'), { oxygen: ['room-air'], quantifier: 'every', roles: ACUTE_ROLES }),
        ),
        not(anyOf(po2Low, pfLow, spo2Low)),
      ),
    },
    normocapnia: { says: 'Every PaCO2 reported is 45 mmHg or less (a venous pCO2 read 6 mmHg lower)', rule: measuredThroughout('pco2', atMost(45, 'mmHg')) },
    // "PaCO2 46, unchanged from his baseline with a normal pH; no acute hypercapnia": the author's word, which no gas contradicts.
    'hypercapnia-denied': {
      says: 'Acute hypercapnia denied this stay, and no gas shows it',
      rule: allOf(ruledOut('hypercapnia', { currentOnly: true }), not(hypercapnicGas)),
    },
    distress: {
      says: 'Respiratory distress: RR >= 28 or < 12, accessory muscles, retractions, short phrases, cyanosis',
      rule: anyOf(
        mentioned('respiratory-distress'),
        measured('respiratory-rate', atLeast(28, '/min')),
        measured('respiratory-rate', below(12, '/min')),
      ),
    },
    tx: {
      says: 'Escalated respiratory support: NIV/BiPAP, high-flow, non-rebreather, intubation, ICU care or an escalating oxygen need',
      // "Continue home O2 and CPAP" in the instructions is the plan for home, not this stay's escalation.
      rule: anyOf(ventilated(mentioned('ventilatory-support', { notInSections: AFTER_DISCHARGE })), mentioned('icu-care'), mentioned('escalating-oxygen')),
    },
    'oxygenation-reported': {
      says: 'Oximetry or blood gas reported for the acute episode',
      rule: anyOf(
        measured('spo2', { op: 'any' }, { roles: ACUTE_ROLES }),
        measured('po2', { op: 'any' }, { roles: ACUTE_ROLES }),
        measured('pco2', { op: 'any' }, { roles: ACUTE_ROLES }),
        measured('pf-ratio', { op: 'any' }, { roles: ACUTE_ROLES }),
      ),
    },
    'no-distress-or-support': {
      says: 'No respiratory distress and no escalated respiratory support documented',
      rule: not(
        anyOf(
          mentioned('respiratory-distress'),
          measured('respiratory-rate', atLeast(28, '/min')),
          ventilated(mentioned('ventilatory-support')),
          mentioned('icu-care'),
          mentioned('escalating-oxygen'),
        ),
      ),
    },
    'gas-normal-room-air': {
      says: 'Arterial gas on room air normal (PaO2 >= 60 mmHg, PaCO2 <= 45 mmHg)',
      rule: allOf(
        measured('po2', atLeast(60, 'mmHg'), { oxygen: ['room-air'], quantifier: 'every' }),
        measuredThroughout('pco2', atMost(45, 'mmHg')),
        not(anyOf(spo2Low, pfLow)),
      ),
    },
    'narrative-gas-exchange': {
      says: 'Hypoxemia or hypercapnia described in the narrative',
      rule: anyOf(mentioned('hypoxemia'), mentioned('hypercapnia')),
    },
    'chronic-baseline': {
      says: 'Chronic baseline documented: home oxygen, chronic hypercapnia, CO2 retainer or chronic respiratory failure',
      rule: mentioned('chronic-baseline', { allow: ['historical'] }),
    },
    // "No chronic lung disease; never smoker; no home oxygen": there is no chronic failure for the acute one to sit on.
    'chronic-baseline-denied': {
      says: 'No chronic respiratory failure: home oxygen or chronic failure denied and never affirmed',
      rule: allOf(ruledOut('chronic-baseline'), not(mentioned('chronic-baseline', { allow: ['historical'] }))),
    },
    'acuity-denied': {
      says: 'The author documents no acute component (a chronic failure at its baseline)',
      rule: anyOf(
        mentioned('acute-component-denied'),
        mentioned('acute-component-denied-unnamed', { sameSentenceAs: ['acute-respiratory-failure', 'chronic-baseline', 'respiratory-support-word'] }),
        mentioned('decompensation-denied-this-stay', { sameSentenceAs: ['respiratory-support-word'] }),
      ),
    },
    'at-oxygen-baseline': {
      says: 'Oxygen need documented as unchanged from the home baseline',
      rule: mentioned('at-oxygen-baseline'),
    },
    'arterial-gas': {
      says: 'Arterial gas evidence: PaO2 < 60 mmHg, P/F < 300, or PaCO2 > 50 mmHg with pH < 7.35',
      rule: anyOf(po2Low, pfLow, hypercapnicGas),
    },
    'arterial-gas-when-data': {
      says: 'Arterial gas evidence (PaO2 < 60 mmHg, P/F < 300, or PaCO2 > 50 mmHg with pH < 7.35) wherever oximetry, distress or support is reported',
      rule: anyOf(
        po2Low,
        pfLow,
        hypercapnicGas,
        // A summary with no respiratory data at all is silent, not short of a gas.
        not(
          anyOf(
            measured('spo2'),
            measured('po2'),
            measured('pco2'),
            measured('pf-ratio'),
            mentioned('respiratory-distress'),
            mentioned('ventilatory-support'),
            mentioned('icu-care'),
            mentioned('escalating-oxygen'),
            mentioned('hypoxemia'),
            mentioned('hypercapnia'),
          ),
        ),
      ),
    },
  },
  decision: {
    documented: 'arf-documented',
    supported: { allOf: [{ anyOf: ['hypox-abg', 'pf', 'hypox-spo2', 'hypercap'] }, { anyOf: ['distress', 'tx'] }] },
    // The author's "no acute component" refutes the acute failure every code here is about, data or none.
    refuted: { anyOf: ['arf-ruled-out', 'at-oxygen-baseline', 'acuity-denied'] },
    decidable: { anyOf: [{ allOf: ['oxygenation-reported', 'no-distress-or-support'] }, 'gas-normal-room-air'] },
    narrative: { allOf: ['narrative-gas-exchange', 'tx'] },
    strengthens: ['arterial-gas'],
  },
  variants: {
    'abg-required': {
      says: 'Acute respiratory failure needs arterial gas evidence (PaO2 < 60, P/F < 300, or PaCO2 > 50 with pH < 7.35); SpO2 alone does not qualify',
      decision: {
        supported: { allOf: ['arterial-gas', { anyOf: ['distress', 'tx'] }] },
        decidable: { anyOf: ['oxygenation-reported', 'gas-normal-room-air'] },
      },
      required: 'arterial-gas-when-data',
    },
  },
});
