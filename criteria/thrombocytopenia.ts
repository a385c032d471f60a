import {
  allOf,
  anyOf,
  atLeast,
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
  | 'thrombocytopenia'
  | 'specific-thrombocytopenia'
  | 'pseudothrombocytopenia'
  | 'significance'
  | 'secondary-cause'
  | 'post-transfusion-purpura';

const m = (c: Concept, options: Parameters<typeof mentioned>[1] = {}): Rule<Concept> => mentioned(c, options);
const ACUTE = ['admission', 'peak', 'nadir', 'current', 'none'] as const;
const chronicOk = { allow: ['historical'] } as const;

const low = measured<Concept>('platelets', below(150, 'K/uL'));

/** What a low count makes the team hold: the bleeding risk is what shows the count mattered. */
const heldAgents = [
  'heparin', 'subcutaneous heparin', 'Lovenox', 'enoxaparin', 'anticoagulation', 'anticoagulants', 'aspirin', 'Plavix', 'clopidogrel',
  ...['DVT', 'VTE'].flatMap((clot) => [`${clot} prophylaxis`, `pharmacologic ${clot} prophylaxis`, `pharmacological ${clot} prophylaxis`, `chemical ${clot} prophylaxis`]),
];

/**
 * Thrombocytopenia (D69.6 unspecified; D69.59 other secondary; D69.51 post-transfusion purpura).
 * Criteria reference §2.17.
 *
 * Thrombocytopenia is a platelet count below 150 K/µL (150,000/µL; ×10⁹/L is the same number)
 * that is real (not EDTA clumping or pseudothrombocytopenia) and clinically significant (UHDDS):
 * platelet transfusion, heparin or anticoagulants or antiplatelets held, a HIT work-up (4Ts,
 * PF4, SRA), haematology consulted, a smear reviewed, bleeding precautions, procedures held, or
 * a falling or moderate-to-severe count followed with serial values. No value below 150, a
 * pseudothrombocytopenia, or a count only mildly low (100-149) that nobody attended to is
 * Unsupported; a named thrombocytopenia with no platelet value is NoDetermination. Reference
 * ranges ("plt 150-400") are not patient values. D69.59 needs its secondary cause documented
 * (drug, dilution, hypersplenism, consumption, alcohol); D69.6 is validated on presence alone.
 * Chronic thrombocytopenia (cirrhosis, ITP) still qualifies when it was addressed this stay.
 * Pancytopenia (D61.81x), ITP, HIT and TTP have their own codes and are not matched here.
 *
 * @example "Platelets 240 -> 88 on heparin; heparin held and PF4 sent" supports D69.6; "platelets 138" with no
 * attention, or a low count from platelet clumping, does not.
 */

export default definePack({
  id: 'thrombocytopenia',
  title: 'Thrombocytopenia',
  version: '1.0.0',
  source: 'criteria-reference §2.17',
  codes: [
    { code: 'D696', title: 'thrombocytopenia, unspecified' },
    { code: 'D6959', title: 'other secondary thrombocytopenia', requires: 'secondary-cause' },
    { code: 'D6951', title: 'posttransfusion purpura', requires: 'post-transfusion-purpura' },
  ],
  concepts: {
    thrombocytopenia: {
      terms: [
        'thrombocytopenia', 'thrombocytopenic', 'low platelets', 'low platelet count', 'low platelet', 'decreased platelets', 'decreased platelet count',
        'platelets low', 'platelet count low', 'drop in platelets', 'drop in platelet count', 'platelet drop', 'falling platelets', 'low plts',
        'drug induced thrombocytopenia', 'drug-induced thrombocytopenia', 'dilutional thrombocytopenia', 'consumptive thrombocytopenia',
        'chronic thrombocytopenia', 'secondary thrombocytopenia', 'gestational thrombocytopenia',
      ],
    },
    'specific-thrombocytopenia': {
      terms: [
        'heparin induced thrombocytopenia', 'immune thrombocytopenia', 'immune thrombocytopenic purpura', 'idiopathic thrombocytopenic purpura',
        'thrombotic thrombocytopenic purpura', 'neonatal thrombocytopenia',
      ],
      abbreviations: ['HIT', 'ITP', 'TTP'],
    },
    pseudothrombocytopenia: {
      terms: [
        'pseudothrombocytopenia', 'pseudo thrombocytopenia', 'platelet clumping', 'platelet clumps', 'clumped platelets', 'clumping of platelets',
        'EDTA induced clumping', 'EDTA-dependent agglutination', 'spurious thrombocytopenia',
      ],
    },
    significance: {
      terms: [
        'platelet transfusion', 'platelet transfusions', 'transfused platelets', 'transfused 1 unit of platelets', 'units of platelets', 'unit of platelets',
        'platelets were transfused', 'received platelets', 'heparin was discontinued', 'discontinued heparin', 'stopped heparin',
        ...heldAgents.flatMap((agent) => [`held ${agent}`, `withheld ${agent}`, `holding ${agent}`, `${agent} held`, `${agent} was held`, `${agent} withheld`, `${agent} was withheld`]),
        'SCDs only', 'sequential compression devices instead', 'SCDs instead',
        'HIT workup', 'HIT work-up', 'HIT panel', 'HIT antibody', 'PF4', 'PF4 antibody', 'anti-PF4', 'heparin PF4 antibody', 'serotonin release assay',
        '4T score', '4Ts score', 'argatroban', 'bivalirudin', 'hematology consult', 'hematology was consulted', 'hematology consulted',
        'seen by hematology', 'peripheral smear', 'peripheral blood smear', 'smear review', 'smear was reviewed', 'smear reviewed', 'reviewed the smear',
        'reviewed the peripheral smear', 'bleeding precautions',
        'monitored platelets', 'platelets were monitored', 'platelet count was monitored', 'trended platelets', 'platelets were trended',
        'serial CBC', 'serial CBCs', 'daily CBC', 'repeat platelet count', 'procedure was deferred', 'procedure was postponed', 'IVIG',
      ],
      abbreviations: ['SRA'],
    },
    // No phrase here names another family's condition ("due to sepsis" would hide the sepsis pack's mention).
    'secondary-cause': {
      terms: [
        'drug induced', 'drug-induced', 'drug induced thrombocytopenia', 'drug-induced thrombocytopenia', 'medication induced', 'medication-induced',
        'medication related', 'chemotherapy induced', 'chemotherapy-induced',
        'secondary to chemotherapy', 'post chemotherapy', 'myelosuppression', 'marrow suppression', 'bone marrow suppression', 'dilutional',
        'dilutional thrombocytopenia', 'hypersplenism', 'splenic sequestration', 'sequestration', 'consumptive', 'consumptive thrombocytopenia',
        'alcohol induced', 'alcohol-induced', 'alcohol related', 'secondary to alcohol', 'secondary thrombocytopenia',
      ],
    },
    'post-transfusion-purpura': { terms: ['post transfusion purpura', 'posttransfusion purpura', 'post-transfusion purpura'], abbreviations: ['PTP'] },
  },
  criteria: {
    'thrombocytopenia-documented': {
      says: 'Thrombocytopenia documented for this stay',
      rule: anyOf(m('thrombocytopenia', chronicOk), m('specific-thrombocytopenia', chronicOk)),
    },
    // "There is no prior thrombocytopenia" denies a history, not this stay's count.
    'thrombocytopenia-ruled-out': { says: 'Thrombocytopenia negated or ruled out', rule: ruledOut('thrombocytopenia', { currentOnly: true }) },
    'platelets-low': { says: 'Platelet count below 150 K/uL', rule: low },
    'platelets-below-100': { says: 'Platelet count below 100 K/uL', rule: measured('platelets', below(100, 'K/uL')) },
    'pseudothrombocytopenia': { says: 'Platelet clumping or pseudothrombocytopenia', rule: m('pseudothrombocytopenia') },
    'true-low-count': {
      says: 'Low count not attributed to platelet clumping (pseudothrombocytopenia)',
      rule: not(m('pseudothrombocytopenia')),
    },
    'clinically-significant': {
      says: 'Clinically significant: transfusion, anticoagulant held, HIT work-up, hematology, smear, or serial counts of a count below 100',
      rule: anyOf(m('significance'), allOf(reported('platelets', 2), measured('platelets', below(100, 'K/uL')))),
    },
    // Two counts at least: a single normal count may be the discharge CBC of a resolved episode.
    'platelets-normal': {
      says: 'At least two platelet counts reported and every one during the acute illness is 150 K/uL or more',
      rule: allOf(reported('platelets', 2), measured('platelets', atLeast(150, 'K/uL'), { roles: ACUTE, quantifier: 'every' })),
    },
    'platelets-mild-only': {
      says: 'Platelet counts only mildly low (100-149 K/uL)',
      rule: allOf(low, not(measured('platelets', below(100, 'K/uL')))),
    },
    'not-attended': { says: 'No attention to the platelet count documented', rule: not(m('significance')) },
    'secondary-cause': { says: 'Secondary cause documented (drug, dilution, hypersplenism, consumption, alcohol)', rule: m('secondary-cause', chronicOk) },
    'post-transfusion-purpura': { says: 'Post-transfusion purpura documented', rule: m('post-transfusion-purpura') },
  },
  decision: {
    documented: 'thrombocytopenia-documented',
    supported: { allOf: ['platelets-low', 'true-low-count', 'clinically-significant'] },
    decidable: { anyOf: ['platelets-normal', { allOf: ['platelets-mild-only', 'not-attended'] }] },
    refuted: { anyOf: ['thrombocytopenia-ruled-out', 'pseudothrombocytopenia'] },
    strengthens: ['platelets-below-100'],
  },
  variants: {
    'threshold-100': {
      says: 'Clinically significant thrombocytopenia needs a platelet count below 100 K/uL',
      criteria: {
        'platelets-low': { says: 'Platelet count below 100 K/uL', rule: measured('platelets', below(100, 'K/uL')) },
        'platelets-mild-only': { says: 'Platelet counts 100 K/uL or more', rule: allOf(measured('platelets', { op: 'any' }, { roles: ACUTE }), not(measured('platelets', below(100, 'K/uL')))) },
        'not-attended': { says: 'Platelet count never below 100 K/uL', rule: not(measured('platelets', below(100, 'K/uL'))) },
      },
    },
    'value-only': {
      says: 'A platelet count below 150 K/uL suffices; clinical significance is not required',
      decision: {
        supported: { allOf: ['platelets-low', 'true-low-count'] },
        decidable: 'platelets-normal',
      },
    },
  },
});
