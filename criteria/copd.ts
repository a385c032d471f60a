import { allOf, anyOf, atLeast, below, definePack, measured, mentioned, not, ruledOut, type Rule } from '../lib/criteria/define';
import { pneumoniaAbbreviations, pneumoniaPseudo, pneumoniaTerms } from './pneumonia';
import { notAddressedPhrases } from './phrases.en';

/**
 * Chronic obstructive pulmonary disease: with acute exacerbation (J44.1), with acute lower
 * respiratory infection (J44.0), and unspecified (J44.9). Criteria reference §2.15 (GOLD
 * 2023–2025; Rome proposal, Celli 2021; Anthonisen 1987).
 *
 * Established COPD (DX) is COPD or emphysema documented for the patient: a chronic condition,
 * so a past-history entry counts. COPD itself (J44.9, validated on presence) is supported when
 * it is documented and managed this stay: maintenance inhalers or home oxygen on the medication
 * list, exacerbation treatment, or COPD addressed in the course or plan. Named with nothing else
 * ("PMH: COPD") is NoDetermination.
 *
 * An exacerbation (J44.1) needs, on top of established COPD, an acute worsening (WORSE:
 * increased dyspnea, cough or sputum volume or purulence, wheezing, bronchospasm; RR >= 24 or
 * SpO2 < 92% as Rome severity markers) treated as an exacerbation (TX): systemic
 * corticosteroids, short-acting bronchodilators given as nebulisers (DuoNebs), NIV, or
 * antibiotics for purulent sputum or a named exacerbation. "COPD exacerbation" named without
 * both is NoDetermination. COPD documented as stable or at baseline, or managed with
 * maintenance therapy only and no exacerbation treatment, or an exacerbation explicitly
 * excluded, is Unsupported for J44.1 (chronic state coded as acute). Home prednisone, inhaled or
 * nasal steroids and home BiPAP are not exacerbation treatment, nor are antibiotics given for a
 * pneumonia or bronchitis documented the same stay.
 *
 * J44.0 needs an acute lower respiratory infection documented (pneumonia, acute bronchitis,
 * tracheobronchitis); one explicitly excluded, with none affirmed, makes it Unsupported. The
 * infection's own validity is its own code's question (pneumonia pack).
 *
 * No COPD basis is Unsupported: COPD ruled out, an airway disease documented only as asthma
 * (asthma exacerbation is J45.x1), or COPD mentioned only for a relative. Emphysema-only (J43),
 * asthma (J45), chronic bronchitis (J41/J42), bronchiectasis (J47) and J44.81/J44.89 are other
 * codes (common-condition packs); emphysema counts as established COPD for these criteria.
 *
 * @example "COPD on Spiriva; 3 days of increased dyspnea and green sputum; Solu-Medrol IV, scheduled DuoNebs" supports J44.1.
 */

/** "COPD exacerbation", "acute exacerbation of COPD", "AECOPD", ... */
function exacerbationPhrases(): string[] {
  const names = ['COPD', 'chronic obstructive pulmonary disease', 'chronic obstructive lung disease', 'emphysema'];
  const out: string[] = [];
  for (const n of names) {
    out.push(
      `${n} exacerbation`,
      `acute ${n} exacerbation`,
      `${n} with acute exacerbation`,
      `${n} with exacerbation`,
      `${n} in exacerbation`,
      `${n} flare`,
      `${n} exac`,
      `acute exacerbation of ${n}`,
      `exacerbation of ${n}`,
      `exacerbation of his ${n}`,
      `exacerbation of her ${n}`,
      `exacerbation of their ${n}`,
      `flare of ${n}`,
      `flare of his ${n}`,
      `flare of her ${n}`,
    );
  }
  return [...out, 'acute exacerbation of chronic obstructive pulmonary disease', 'acute exacerbation of chronic obstructive lung disease'];
}

/** A problem heading with its status: "#COPD: at baseline", "COPD - stable". */
function stableProblemHeadings(): string[] {
  const names = ['COPD', 'chronic obstructive pulmonary disease', 'emphysema'];
  const states = ['stable', 'at baseline', 'compensated', 'stable on home inhalers', 'at baseline on home inhalers'];
  return names.flatMap((n) => states.flatMap((state) => [`${n}: ${state}`, `${n} - ${state}`]));
}

type Concept =
  | 'copd'
  | 'exacerbation'
  | 'asthma'
  | 'copd-stable'
  | 'maintenance-therapy'
  | 'spirometry-normal'
  | 'comorbidity-list'
  | 'no-obstruction'
  | 'spirometry'
  | 'other-oxygen-indication'
  | 'systemic-steroids'
  | 'nebulized-bronchodilators'
  | 'niv'
  | 'antibiotics'
  | 'worse'
  | 'sputum-change'
  | 'lower-respiratory-infection'
  | 'exacerbation-denied'
  | 'not-addressed'
  | 'copd-unverified'
  | 'pulmonary-edema';

// Exacerbation treatment is read outside the home-medication list (a home prednisone is chronic)
// and the allergy list; a discharge prescription (prednisone taper) counts.
const given = (c: Concept): Rule<Concept> => mentioned(c, { notInSections: ['medications', 'allergies', 'family-history'] });
const systemicSteroids = given('systemic-steroids');
const exacerbationTreatment = anyOf<Concept>(
  systemicSteroids,
  given('nebulized-bronchodilators'),
  // NIV for pulmonary edema treats the edema ("hypertensive emergency with acute pulmonary edema ...
  // BiPAP, nitroglycerin, furosemide"), unless the note names an exacerbation too.
  allOf(given('niv'), anyOf(mentioned('exacerbation'), not(mentioned('pulmonary-edema')))),
  // Antibiotics are exacerbation treatment when sputum is purulent or the exacerbation is named
  // (GOLD); on their own they may treat anything, and beside a pneumonia they treat the pneumonia.
  allOf(given('antibiotics'), anyOf(mentioned('sputum-change'), mentioned('exacerbation')), not(mentioned('lower-respiratory-infection'))),
);
const DIAGNOSIS_LISTS = ['discharge-diagnoses', 'admission-diagnoses'] as const;
// The course wins over a diagnosis list carried forward (reference §1.5, copy-forward): "COPD was
// excluded by spirometry" stands against "AECOPD" on a templated list.
const copdRuledOut = allOf<Concept>(
  ruledOut('copd'),
  not(mentioned('copd', { allow: ['historical'], notInSections: DIAGNOSIS_LISTS })),
  not(mentioned('exacerbation', { allow: ['historical'], notInSections: DIAGNOSIS_LISTS, attributedDeniedBy: ['copd'] })),
);
const copdDeniedForAsthma = allOf<Concept>(ruledOut('copd'), mentioned('asthma', { allow: ['historical'] }));
const worsening = anyOf<Concept>(mentioned('worse'), mentioned('sputum-change'), measured('respiratory-rate', atLeast(24, '/min')), measured('spo2', below(92, '%')));
const copdAnyState = anyOf<Concept>(
  mentioned('copd', { allow: ['historical', 'uncertain'] }),
  mentioned('exacerbation', { allow: ['historical', 'uncertain'] }),
  mentioned('copd-stable', { allow: ['historical', 'uncertain'] }),
);

const spirometryNormal = anyOf<Concept>(
  mentioned('spirometry-normal', { allow: ['historical', 'negated'] }),
  mentioned('no-obstruction', { allow: ['historical', 'negated'], sameSentenceAs: ['spirometry'] }),
);

export default definePack({
  id: 'copd',
  title: 'Chronic obstructive pulmonary disease',
  version: '1.0.0',
  source: 'criteria-reference §2.15 (GOLD 2023-2025; Rome proposal 2021; Anthonisen 1987)',
  codes: [
    {
      code: 'J441',
      title: 'chronic obstructive pulmonary disease with (acute) exacerbation',
      requires: { allOf: ['worse', 'exacerbation-treatment'] },
      contradicts: { anyOf: ['exacerbation-ruled-out', 'chronic-management-only'] },
    },
    {
      code: 'J440',
      title: 'chronic obstructive pulmonary disease with (acute) lower respiratory infection',
      requires: 'lower-respiratory-infection',
      contradicts: 'lower-respiratory-infection-excluded',
    },
    { code: 'J449', title: 'chronic obstructive pulmonary disease, unspecified' },
  ],
  // J44.81 bronchiolitis obliterans and J44.89 other specified COPD (FY2024) are other diagnoses.
  excludes: ['J448'],
  concepts: {
    copd: {
      terms: [
        // Dictation software spells the letters out: "severe C O P D".
        'c o p d',
        'chronic obstructive pulmonary disease',
        'chronic obstructive lung disease',
        'chronic obstructive airway disease',
        'chronic obstructive airways disease',
        'chronic obstructive bronchitis',
        'emphysema',
        'severe COPD',
        'end stage COPD',
        'end-stage chronic obstructive pulmonary disease',
        'oxygen dependent COPD',
        'COPD GOLD',
        'asthma COPD overlap',
        'asthma COPD overlap syndrome',
      ],
      abbreviations: ['COPD', 'COAD', 'ACOS'],
      pseudo: ['subcutaneous emphysema', 'surgical emphysema', 'mediastinal emphysema', 'interstitial emphysema', 'COPD screening'],
    },
    exacerbation: {
      terms: exacerbationPhrases(),
      abbreviations: ['AECOPD'],
      // A checklist's title names what it screens for: "AECOPD screen (pulmonology): [ ] purulent sputum ...".
      pseudo: ['AECOPD screen', 'AECOPD checklist', 'AECOPD criteria', 'COPD exacerbation screen', 'COPD exacerbation checklist', 'exacerbation screen'],
    },
    'not-addressed': { terms: [...notAddressedPhrases] },
    'copd-unverified': {
      terms: [
        'not verified', 'unverified', 'per patient report', 'by patient report', 'patient reported', 'self reported', 'no pfts on file', 'no pfts',
        'has no pfts', 'never had pfts', 'no spirometry on file', 'never had spirometry', 'uses no inhalers', 'on no inhalers', 'no inhalers at home',
        // Carried from the chart, not treated: "COPD (per old records)", "no home inhalers on her medication list".
        'per old records', 'per outside records', 'per prior records', 'per records', 'per old chart', 'no home inhalers', 'not on inhalers', 'not on any inhalers',
      ],
    },
    // An exacerbation denied without the disease's name, said of the COPD: "2. COPD. Not an exacerbation: cough at baseline".
    'exacerbation-denied': {
      terms: [
        'not an exacerbation', 'not in exacerbation', 'not exacerbated', 'no exacerbation', 'no evidence of exacerbation', 'not a flare', 'no flare',
        // "On review his COPD was at baseline throughout".
        'was at baseline', 'at baseline throughout', 'remained at baseline', 'at his baseline', 'at her baseline',
      ],
    },
    asthma: {
      terms: ['asthma', 'asthmatic', 'asthma exacerbation', 'acute asthma exacerbation', 'exacerbation of asthma', 'status asthmaticus', 'reactive airway disease', 'reactive airways disease'],
      abbreviations: ['RAD'],
    },
    'copd-stable': {
      terms: [
        'stable COPD',
        'COPD stable',
        'COPD is stable',
        'COPD was stable',
        'COPD remained stable',
        'COPD at baseline',
        'COPD was at baseline',
        'COPD remained at baseline',
        'compensated COPD',
        'stable chronic obstructive pulmonary disease',
        'chronic obstructive pulmonary disease was stable',
        'breathing at baseline',
        'breathing was at baseline',
        'respiratory status at baseline',
        'respiratory status was at baseline',
        'dyspnea at baseline',
        'at baseline dyspnea',
        'shortness of breath at baseline',
        'no change from baseline dyspnea',
        ...stableProblemHeadings(),
      ],
    },
    // A line that gives only where the name came from ("COPD: per outside PCP problem list.", "COPD: listed on the
    // problem list.") is a list entry, not the course addressing it. Only here: the phrase may be an aside on another
    // condition of the sentence ("on apixaban, and depression (listed on his problem list)").
    'comorbidity-list': {
      terms: [
        'comorbidities', 'comorbidity', 'comorbid conditions', 'past medical history', 'medical history includes', 'per h&p', 'per the h&p',
        'per outside problem list', 'per outside pcp problem list', 'per pcp problem list', 'per the outside problem list', 'per problem list',
        'per the problem list', 'per outside records', 'per outside pcp', 'per snf problem list', 'per nursing home problem list',
        'listed on the problem list', 'listed on her problem list', 'listed on his problem list', 'on the problem list only', 'listed only',
      ],
      abbreviations: ['PMH'],
    },
    // Spirometry without obstruction: COPD needs FEV1/FVC below 0.70 (reference §2.15, DX).
    'spirometry-normal': {
      terms: [
        'normal spirometry', 'spirometry was normal', 'spirometry normal', 'normal pfts', 'pfts were normal', 'pfts normal', 'pfts without obstruction',
        'no obstruction on spirometry', 'no obstructive lung disease', 'no obstructive airway disease', 'no obstructive airways disease', 'no obstructive ventilatory defect',
      ],
    },
    // "No obstruction" says so only beside the test: "PFTs: FEV1/FVC 0.79, no obstruction" (not a renal ultrasound's).
    'no-obstruction': {
      terms: ['no obstruction', 'without obstruction', 'no airflow obstruction', 'no obstructive defect', 'no airflow limitation', 'no fixed obstruction'],
    },
    spirometry: { terms: ['spirometry', 'pfts', 'pulmonary function tests', 'pulmonary function testing', 'fev1/fvc', 'fev1', 'post bronchodilator'], abbreviations: ['PFT', 'PFTs'] },
    // "2 L home oxygen since 2023 (attributed to HFpEF and obesity)": the oxygen is for those.
    'other-oxygen-indication': {
      terms: [
        'heart failure', 'hfpef', 'hfref', 'obesity', 'obesity hypoventilation', 'sleep apnea', 'obstructive sleep apnea', 'interstitial lung disease',
        'pulmonary fibrosis', 'idiopathic pulmonary fibrosis', 'pulmonary hypertension', 'sarcoidosis',
      ],
      abbreviations: ['HF', 'CHF', 'HFpEF', 'HFrEF', 'OSA', 'OHS', 'ILD', 'IPF', 'PAH'],
    },
    'maintenance-therapy': {
      terms: [
        'tiotropium',
        'Spiriva',
        'umeclidinium',
        'Incruse',
        'aclidinium',
        'Tudorza',
        'glycopyrrolate inhaler',
        'revefenacin',
        'Yupelri',
        'salmeterol',
        'formoterol',
        'arformoterol',
        'Brovana',
        'Perforomist',
        'olodaterol',
        'Striverdi',
        'Stiolto',
        'Anoro',
        'Bevespi',
        'Trelegy',
        'Breztri',
        'Breo',
        'Advair',
        'Symbicort',
        'Dulera',
        'Wixela',
        'fluticasone-salmeterol',
        'fluticasone/salmeterol',
        'budesonide-formoterol',
        'budesonide/formoterol',
        'fluticasone-vilanterol',
        'roflumilast',
        'Daliresp',
        'theophylline',
        'Combivent Respimat',
        'albuterol inhaler',
        'albuterol MDI',
        'ProAir',
        'Ventolin',
        'rescue inhaler',
        'maintenance inhaler',
        'home inhalers',
        'home inhaler',
        'inhalers',
        'home nebulizer',
        'home oxygen',
        'home O2',
        'supplemental oxygen at home',
        'pulmonary rehabilitation',
        'pulmonary rehab',
        'pulmonology follow-up',
        'follow up with pulmonology',
      ],
      abbreviations: ['LAMA', 'LABA'],
    },
    'systemic-steroids': {
      terms: [
        'prednisone',
        'prednisolone',
        'methylprednisolone',
        'Solu-Medrol',
        'Solumedrol',
        'Medrol Dosepak',
        'Medrol dose pack',
        'IV steroids',
        'intravenous steroids',
        'systemic steroids',
        'systemic corticosteroids',
        'oral steroids',
        'steroids',
        'corticosteroids',
        'steroid taper',
        'prednisone taper',
        'prednisone burst',
        'steroid burst',
        'pred taper',
      ],
      pseudo: [
        'chronic prednisone',
        'chronic steroids',
        'chronic steroid use',
        'chronic steroid therapy',
        'home prednisone',
        'long-term steroids',
        'long term steroids',
        'baseline prednisone',
        'inhaled steroids',
        'inhaled steroid',
        'inhaled corticosteroid',
        'inhaled corticosteroids',
        'steroid inhaler',
        'nasal steroid',
        'nasal steroids',
        'steroid nasal spray',
        'topical steroids',
        'steroid cream',
        'steroid injection',
        'epidural steroid',
        'stress dose steroids',
        'stress-dose steroids',
      ],
    },
    'nebulized-bronchodilators': {
      terms: [
        'DuoNeb',
        'DuoNebs',
        'albuterol-ipratropium',
        'ipratropium-albuterol',
        'albuterol/ipratropium',
        'ipratropium/albuterol',
        'albuterol and ipratropium',
        'albuterol and Atrovent',
        'nebulized albuterol',
        'albuterol nebs',
        'albuterol nebulizer',
        'albuterol nebulizers',
        'scheduled nebulizers',
        'scheduled nebs',
        'nebulizer treatments',
        'nebulizers',
        'nebulized ipratropium',
        'Atrovent nebs',
        'levalbuterol',
        'Xopenex',
        'breathing treatments',
        'bronchodilator therapy',
        'aggressive bronchodilation',
        'continuous albuterol',
      ],
      pseudo: ['home nebulizer', 'home nebulizers', 'nebulizer at home'],
    },
    'pulmonary-edema': {
      terms: ['pulmonary edema', 'acute pulmonary edema', 'flash pulmonary edema', 'cardiogenic pulmonary edema', 'alveolar edema', 'pulmonary oedema', 'acute pulmonary oedema'],
    },
    niv: {
      terms: ['BiPAP', 'Bi-PAP', 'NIPPV', 'noninvasive ventilation', 'non-invasive ventilation', 'noninvasive positive pressure ventilation'],
      abbreviations: ['NIV'],
      pseudo: ['home BiPAP', 'nocturnal BiPAP', 'BiPAP at night', 'BiPAP at home', 'nightly BiPAP'],
    },
    antibiotics: {
      terms: [
        'azithromycin',
        'Zithromax',
        'Z-pak',
        'doxycycline',
        'amoxicillin-clavulanate',
        'Augmentin',
        'levofloxacin',
        'Levaquin',
        'moxifloxacin',
        'Avelox',
        'ceftriaxone',
        'cefuroxime',
        'cefpodoxime',
        'antibiotics',
        'antibiotic',
      ],
      pseudo: ['antibiotic prophylaxis', 'prophylactic antibiotics', 'chronic azithromycin', 'azithromycin prophylaxis'],
    },
    worse: {
      terms: [
        'increased shortness of breath',
        'increasing shortness of breath',
        'worsening shortness of breath',
        'progressive shortness of breath',
        'worsening dyspnea',
        'increased dyspnea',
        'increasing dyspnea',
        'progressive dyspnea',
        'worsening breathlessness',
        'acute dyspnea',
        'shortness of breath',
        'short of breath',
        'dyspnea',
        'dyspneic',
        'increased work of breathing',
        'accessory muscle use',
        'increased cough',
        'increasing cough',
        'worsening cough',
        'productive cough',
        'wheezing',
        'wheezes',
        'wheeze',
        'bronchospasm',
        'prolonged expiratory phase',
        'diminished breath sounds',
        'poor air movement',
        'chest tightness',
      ],
      abbreviations: ['SOB'],
      pseudo: ['chronic dyspnea', 'chronic shortness of breath', 'baseline dyspnea', 'chronic cough', 'dyspnea on exertion at baseline'],
    },
    'sputum-change': {
      terms: [
        'increased sputum',
        'increased sputum production',
        'increasing sputum',
        'increased secretions',
        'change in sputum',
        'purulent sputum',
        'green sputum',
        'yellow sputum',
        'discolored sputum',
        'sputum purulence',
        'thick sputum',
      ],
      // "No change in sputum" states the sputum is unchanged; ConText keeps "no change" from negating.
      pseudo: ['no change in sputum', 'no change in his sputum', 'no change in her sputum', 'no change in sputum production', 'without change in sputum'],
    },
    'lower-respiratory-infection': {
      terms: [
        ...pneumoniaTerms,
        'aspiration pneumonia',
        'acute bronchitis',
        'bronchitis',
        'tracheobronchitis',
        'acute tracheobronchitis',
        'lower respiratory tract infection',
        'lower respiratory infection',
        'acute lower respiratory infection',
        'acute bronchiolitis',
      ],
      abbreviations: [...pneumoniaAbbreviations, 'LRTI'],
      pseudo: [
        ...pneumoniaPseudo,
        'chronic bronchitis',
        'bronchiolitis obliterans',
        'upper respiratory infection',
        'upper respiratory tract infection',
        'pneumonia vaccine',
      ],
    },
  },
  criteria: {
    'copd-documented': {
      says: 'COPD documented for the patient (a chronic condition: past history counts)',
      rule: allOf(
        anyOf(
          mentioned('copd', { allow: ['historical'] }),
          mentioned('exacerbation', { allow: ['historical'] }),
          mentioned('copd-stable', { allow: ['historical'] }),
        ),
        not(copdDeniedForAsthma),
        not(copdRuledOut),
      ),
    },
    // "Reversible obstruction consistent with asthma, not COPD": the note denies COPD and names the
    // asthma that explains the airway disease, whatever labels it quotes from elsewhere (§2.15 pitfall).
    'copd-denied-for-asthma': {
      says: 'COPD denied in favour of asthma',
      rule: copdDeniedForAsthma,
    },
    'copd-ruled-out': {
      says: 'COPD negated or ruled out',
      rule: copdRuledOut,
    },
    'spirometry-excludes': { says: 'Spirometry without obstruction (COPD needs a post-bronchodilator FEV1/FVC below 0.70)', rule: spirometryNormal },
    'spirometry-not-normal': { says: 'No spirometry without obstruction reported', rule: not(spirometryNormal) },
    'asthma-only': {
      says: 'Airway disease documented as asthma only, with no COPD basis',
      rule: allOf(mentioned('asthma', { allow: ['historical'] }), not(copdAnyState)),
    },
    'family-only': {
      says: 'COPD mentioned only for a relative',
      rule: allOf(mentioned('copd', { allow: ['family', 'historical'] }), not(copdAnyState)),
    },
    'copd-managed': {
      says: 'COPD managed this stay: maintenance inhalers, home oxygen, exacerbation treatment, or addressed in the course or plan',
      rule: anyOf(
        mentioned('maintenance-therapy', { allow: ['historical'], claimedBy: { concepts: ['other-oxygen-indication'], ownedBy: ['copd'] } }),
        exacerbationTreatment,
        // Addressed, not listed: "Comorbidities per H&P: DM2, COPD, obesity" in a pasted review is a list.
        // Nor is "7. C.O.P.D. (per NH problem list). Not addressed this adm."; and a COPD the note calls
        // unverified ("per patient report; no PFTs on file, no inhalers") is addressed only by treating it.
        allOf(
          mentioned('copd', { allow: ['historical'], inSections: ['hospital-course', 'assessment-plan'], notSameSentenceAs: ['comorbidity-list', 'not-addressed'] }),
          not(mentioned('copd-unverified', { allow: ['historical', 'negated'] })),
        ),
        mentioned('exacerbation', { inSections: ['hospital-course', 'assessment-plan'] }),
        mentioned('copd-stable', { inSections: ['hospital-course', 'assessment-plan'] }),
      ),
    },
    worse: {
      says: 'Acute worsening: increased dyspnea, cough or sputum, wheezing or bronchospasm (RR >= 24, SpO2 < 92%)',
      rule: worsening,
    },
    'exacerbation-treatment': {
      says: 'Exacerbation treatment: systemic steroids, nebulised short-acting bronchodilators, NIV, or antibiotics for purulent sputum',
      rule: exacerbationTreatment,
    },
    'chronic-management-only': {
      says: 'COPD documented as stable or at baseline, or on maintenance therapy only, with no exacerbation treatment',
      rule: allOf(anyOf(mentioned('copd-stable'), mentioned('maintenance-therapy', { allow: ['historical'] })), not(exacerbationTreatment)),
    },
    'exacerbation-ruled-out': {
      says: 'COPD exacerbation negated or ruled out',
      // The course wins over a diagnosis list carried forward (reference §1.5, copy-forward).
      rule: allOf(
        anyOf(ruledOut('exacerbation'), mentioned('exacerbation-denied', { sameSentenceAs: ['copd', 'copd-stable'] })),
        // A flare reported by EMS or the family yields to the author's own "no exacerbation".
        not(mentioned('exacerbation', { notInSections: ['discharge-diagnoses', 'admission-diagnoses', 'past-medical-history'], attributedYieldsTo: ['exacerbation-denied'] })),
      ),
    },
    'lower-respiratory-infection': {
      says: 'Acute lower respiratory infection documented (pneumonia, acute bronchitis, tracheobronchitis)',
      rule: mentioned('lower-respiratory-infection'),
    },
    'lower-respiratory-infection-excluded': {
      says: 'Lower respiratory infection negated or ruled out, none affirmed',
      rule: allOf(ruledOut('lower-respiratory-infection'), not(mentioned('lower-respiratory-infection'))),
    },
    'systemic-steroids': { says: 'Systemic corticosteroids given (prednisone, methylprednisolone)', rule: systemicSteroids },
  },
  decision: {
    documented: 'copd-documented',
    supported: { allOf: ['copd-documented', 'copd-managed', 'spirometry-not-normal'] },
    refuted: { anyOf: ['copd-ruled-out', 'copd-denied-for-asthma', 'asthma-only', 'family-only', 'spirometry-excludes'] },
    strengthens: ['systemic-steroids'],
  },
  variants: {
    // Reference §2.15 plan variant "require systemic steroids". No built-in profile selects it yet.
    'systemic-steroids-required': {
      says: 'A COPD exacerbation needs systemic corticosteroids; bronchodilators, antibiotics or NIV alone do not qualify',
      criteria: {
        'exacerbation-treatment': { says: 'Systemic corticosteroids for the exacerbation (prednisone, methylprednisolone)', rule: systemicSteroids },
        // Worsening documented but no systemic steroid: the plan's required treatment is absent.
        'chronic-management-only': {
          says: 'Acute worsening documented without systemic corticosteroids (required by the plan)',
          rule: allOf(worsening, not(systemicSteroids)),
        },
      },
    },
  },
});
