import {
  above,
  allOf,
  anyOf,
  atMost,
  below,
  definePack,
  fall,
  measured,
  measuredThroughout,
  mentioned,
  not,
  reported,
  rise,
  ruledOut,
  type Rule,
} from '../lib/criteria/define';

type Concept =
  | 'mi'
  | 'untyped-mi'
  | 'type-2-mi'
  | 'type-1-mi'
  | 'type-alternative'
  | 'other-type-mi'
  | 'stemi'
  | 'nstemi'
  | 'st-elevation'
  | 'troponin'
  | 'troponin-trend'
  | 'troponin-not-drawn'
  | 'injury-only'
  | 'mimic'
  | 'ischemic-symptoms'
  | 'ischemic-ecg'
  | 'ischemic-imaging'
  | 'demand-trigger'
  | 'atherothrombosis'
  | 'mi-treatment';

const m = (c: Concept, options: Parameters<typeof mentioned>[1] = {}): Rule<Concept> => mentioned(c, options);
/** One type of MI denied, and never affirmed: "Type 2 MI excluded given culprit thrombotic lesion". */
const typeDenied = (type: 'type-1-mi' | 'type-2-mi'): Rule<Concept> => allOf(ruledOut(type, { currentOnly: true }), not(m(type)));

/**
 * Each phrase ending in a capitalised abbreviation ("MI", "VT") is listed with its period too. wink
 * keeps "MI." as one token; lib/text/tokens.ts now splits it, so the period variants only carry a
 * match over the sentence's stop, which keeps the mention spans (and the quotes built on them) as
 * they were.
 */
const withPeriod = (phrases: readonly string[]): string[] => phrases.flatMap((p) => (/(^|\s)[A-Z][A-Z0-9]$/.test(p) ? [p, `${p}.`] : [p]));

/**
 * The 99th-percentile upper reference limit, in ng/L. It is assay-specific (hs-cTnT about 14;
 * hs-cTnI about 16 F / 34 M; conventional cTnI 0.03-0.04 ng/mL), and a summary rarely names the
 * assay, so the pack uses 40 ng/L (0.04 ng/mL): a value above it is above the URL whatever the
 * assay. Values between 14 and 40 ng/L are not read as elevated (engine gap: no assay- or
 * sex-specific URL, and a printed reference range is skipped rather than used as the limit).
 */
const URL_NG_L = 40;

/** "A rise and/or fall": a change of more than 20 % between serial values (Fourth UDMI). */
const DELTA_RATIO = 1.2;

// ---- MI wording. Within a pack the longest phrase wins, so every typed phrase is also an `mi` term.
const type2Phrases = [
  'type 2 myocardial infarction', 'type II myocardial infarction', 'type two myocardial infarction', 'type 2 MI', 'type II MI',
  'type 2 NSTEMI', 'type II NSTEMI', 'NSTEMI type 2', 'NSTEMI type II', 'NSTEMI, type 2', 'NSTEMI (type 2', 'type 2 non ST elevation MI',
  'type 2 non ST elevation myocardial infarction', 'type 2 STEMI', 'type 2 acute MI', 'type 2 acute myocardial infarction',
  'type 2 NSTEMI/demand ischemia', 'acute MI type 2', 'MI type 2', 'MI, type 2', 'myocardial infarction type 2', 'myocardial infarction, type 2',
  'T2MI', 'T2 MI', 'demand MI', 'demand myocardial infarction', 'demand related MI', 'demand related myocardial infarction',
  'demand mediated MI', 'demand NSTEMI', 'MI due to demand ischemia', 'myocardial infarction due to demand ischemia',
  'NSTEMI due to demand ischemia', 'NSTEMI secondary to demand ischemia', 'MI secondary to demand ischemia',
  'supply demand MI', 'supply demand mismatch MI', 'secondary MI', 'secondary myocardial infarction',
];
/** The second of two types set against each other: "type 1 versus type 2", "type 2 vs 1". */
const typeAlternative = (n: '1' | '2'): string[] =>
  ['versus', 'vs', 'vs.', 'or'].flatMap((link) => [`${link} type ${n}`, `${link} type ${n === '1' ? 'I' : 'II'}`]);
const type1Phrases = [
  'type 1 myocardial infarction', 'type I myocardial infarction', 'type one myocardial infarction', 'type 1 MI', 'type I MI',
  'type 1 NSTEMI', 'type I NSTEMI', 'NSTEMI type 1', 'NSTEMI type I', 'NSTEMI, type 1', 'type 1 STEMI', 'STEMI type 1',
  'MI type 1', 'myocardial infarction type 1',
];
const otherTypePhrases = [
  'type 3 MI', 'type 3 myocardial infarction', 'type 4a MI', 'type 4b MI', 'type 4c MI', 'type 4 MI', 'type 4a myocardial infarction',
  'type 4b myocardial infarction', 'type 4c myocardial infarction', 'type 5 MI', 'type 5 myocardial infarction',
  'periprocedural MI', 'periprocedural myocardial infarction', 'PCI related MI', 'PCI related myocardial infarction',
  'CABG related MI', 'CABG related myocardial infarction', 'post CABG MI', 'stent thrombosis MI', 'MI due to stent thrombosis',
];
const stemiPhrases = [
  'STEMI', 'ST elevation myocardial infarction', 'ST elevation MI', 'ST segment elevation myocardial infarction', 'ST segment elevation MI',
  'anterior STEMI', 'anterior wall STEMI', 'anterolateral STEMI', 'anteroseptal STEMI', 'inferior STEMI', 'inferior wall STEMI',
  'inferolateral STEMI', 'inferoposterior STEMI', 'lateral STEMI', 'lateral wall STEMI', 'posterior STEMI', 'STEMI equivalent',
  'acute STEMI', 'type 1 STEMI', 'STEMI type 1',
];
const nstemiPhrases = [
  'NSTEMI', 'non STEMI', 'non ST elevation myocardial infarction', 'non ST elevation MI', 'non ST segment elevation myocardial infarction',
  'non ST segment elevation MI', 'NSTE MI', 'NSTEACS', 'NSTE ACS',
];
const genericMiPhrases = [
  'myocardial infarction', 'acute myocardial infarction', 'acute MI', 'heart attack', 'myocardial infarct', 'acute myocardial infarct',
  'acute coronary event with infarction',
];
// "history of MI" is left to ConText; these are other diagnoses (old MI, I25.2) that contain the words.
const miPseudo = [
  'old MI', 'old myocardial infarction', 'prior MI', 'prior myocardial infarction', 'remote MI', 'remote myocardial infarction',
  'previous MI', 'previous myocardial infarction', 'rule out MI', 'rule out myocardial infarction', 'r/o MI', 'MI rule out',
  'MI protocol', 'NSTEMI protocol', 'STEMI alert', 'STEMI activation', 'code STEMI', 'STEMI team',
];
/** The MI named without a type: generic, STEMI or NSTEMI. */
const untypedMi = {
  terms: withPeriod([...genericMiPhrases, ...stemiPhrases, ...nstemiPhrases]),
  abbreviations: ['MI', 'MI.', 'AMI'],
  pseudo: withPeriod(miPseudo),
};

/** Phrases that show an injury pattern, not an infarction (criteria reference §2.12 pitfalls). */
const injuryOnlyPhrases = [
  'troponin leak', 'troponin leaks', 'troponin bump', 'troponinemia', 'troponemia', 'mild troponinemia',
  'non ischemic myocardial injury', 'nonischemic myocardial injury', 'myocardial injury without infarction', 'myocardial injury',
  'acute myocardial injury', 'chronic myocardial injury', 'acute non ischemic myocardial injury',
  'chronically elevated troponin', 'chronically elevated troponins', 'chronic troponin elevation', 'chronic elevation of troponin',
  'chronic troponinemia', 'chronic troponin leak', 'chronically positive troponin', 'baseline troponin elevation',
  'baseline elevated troponin', 'troponin at baseline', 'troponins at baseline', 'troponin at her baseline', 'troponin at his baseline',
  'troponins at her baseline', 'troponins at his baseline', 'troponin near baseline', 'flat troponin', 'flat troponins', 'troponin flat',
  'troponins flat', 'troponins remained flat', 'troponin remained flat', 'troponin plateau', 'troponins plateaued', 'no delta',
  'without a delta', 'no significant delta', 'no dynamic change', 'no rise and fall', 'elevated troponin due to ESRD',
  'elevated troponin due to CKD', 'troponin elevation due to ESRD', 'troponin elevation due to CKD', 'troponin elevation from ESRD',
  'troponin elevation from CKD', 'troponin elevation secondary to renal disease', 'elevated troponin secondary to renal failure',
  'demand ischemia without infarction', 'demand ischemia rather than MI', 'demand ischemia rather than myocardial infarction',
  'demand ischemia, not MI', 'demand ischemia, not an MI', 'not consistent with MI', 'not consistent with myocardial infarction',
  'not consistent with type 2 MI', 'not consistent with NSTEMI', 'does not meet criteria for MI', 'did not meet criteria for MI',
  'does not meet criteria for myocardial infarction', 'did not meet criteria for myocardial infarction', 'did not meet criteria for NSTEMI',
  'does not meet criteria for NSTEMI', 'did not meet criteria for type 2 MI', 'does not meet criteria for type 2 MI',
];

/**
 * Acute myocardial infarction (I21), centred on type 2 MI (I21.A1). Criteria reference §2.12.
 *
 * Every MI (Fourth Universal Definition) needs acute myocardial injury, a troponin above the
 * 99th-percentile URL with a rise and/or fall, and clinical evidence of ischemia: ischemic
 * symptoms, new ischemic ECG changes (ST depression or elevation, T-wave inversion, new Q
 * waves) or imaging (a new regional wall-motion abnormality). A troponin trend without
 * ischemia is myocardial injury or "demand ischemia" (I5A, I24.89, R79.89), not MI, and a flat
 * elevation is chronic injury (CKD, ESRD, heart failure): Unsupported. "Troponin leak",
 * "chronically elevated troponin", "NSTEMI ruled out" or negative troponins refute it.
 * Type 2 MI named with no troponin values is NoDetermination.
 *
 * The billed type must be the documented type. I21.A1 additionally needs the supply/demand
 * context (tachy- or bradyarrhythmia, hypotension or shock, severe hypertension, severe anemia
 * with Hgb < 8 g/dL, hypoxemia, coronary spasm or embolism, SCAD); an atherothrombotic picture
 * (plaque rupture, culprit thrombus, or type 1 MI documented and type 2 never) contradicts it.
 * A documented type 2 MI is coded only to I21.A1 (Official Guidelines I.C.9.e.5), so it
 * contradicts the type 1 codes I21.0-I21.4 (STEMI, NSTEMI). STEMI codes need ST elevation
 * or a STEMI diagnosis and are contradicted by an NSTEMI-only picture, and I21.4 by a STEMI-only
 * one (the wall of a STEMI is not checked); I21.A9 needs type 3, 4 or 5 MI; I21.9 is validated
 * on presence alone. Takotsubo or myocarditis as the diagnosis contradicts every MI code. The
 * reference leaves the type 1 codes to a separate pack; none exists, so they are answered here
 * with the same Fourth UDMI criteria and their own type checks.
 *
 * Variant `objective-ischemia` (a plan that wants ECG or imaging evidence, §2.12 plan variants)
 * needs a profile in criteria/profiles.ts to be selectable.
 *
 * Subsequent MI (I22), demand ischemia (I24.89), non-ischemic myocardial injury (I5A),
 * elevated troponin (R79.89) and old MI (I25.2) are other diagnoses and are not matched.
 *
 * @example "hs-TnT 22 -> 310 ng/L, chest pressure, new ST depression V4-V6, AF with RVR 160s; type 2 MI"
 * supports I21.A1 and contradicts I21.4.
 */
export default definePack({
  id: 'myocardial-infarction',
  title: 'Myocardial infarction',
  version: '1.0.0',
  source: 'criteria-reference §2.12 (Fourth Universal Definition of MI, 2018; Official Guidelines I.C.9.e.5)',
  codes: [
    {
      code: 'I210',
      title: 'ST elevation myocardial infarction of anterior wall',
      requires: 'stemi-picture',
      contradicts: { anyOf: ['type-2-documented', 'type-1-ruled-out', 'nstemi-only', 'mimic-diagnosed'] },
    },
    {
      code: 'I211',
      title: 'ST elevation myocardial infarction of inferior wall',
      requires: 'stemi-picture',
      contradicts: { anyOf: ['type-2-documented', 'type-1-ruled-out', 'nstemi-only', 'mimic-diagnosed'] },
    },
    {
      code: 'I212',
      title: 'ST elevation myocardial infarction of other sites',
      requires: 'stemi-picture',
      contradicts: { anyOf: ['type-2-documented', 'type-1-ruled-out', 'nstemi-only', 'mimic-diagnosed'] },
    },
    {
      code: 'I213',
      title: 'ST elevation myocardial infarction of unspecified site',
      requires: 'stemi-picture',
      contradicts: { anyOf: ['type-2-documented', 'type-1-ruled-out', 'nstemi-only', 'mimic-diagnosed'] },
    },
    {
      code: 'I214',
      title: 'non-ST elevation myocardial infarction',
      contradicts: { anyOf: ['type-2-documented', 'type-1-ruled-out', 'stemi-only', 'mimic-diagnosed'] },
    },
    { code: 'I219', title: 'acute myocardial infarction, unspecified', contradicts: 'mimic-diagnosed' },
    {
      code: 'I21A1',
      title: 'myocardial infarction type 2',
      requires: { allOf: ['supply-demand', 'type-not-left-open'] },
      contradicts: { anyOf: ['type-1-picture', 'type-2-ruled-out', 'mimic-diagnosed'] },
      validFrom: '2017-10-01',
    },
    {
      code: 'I21A9',
      title: 'other myocardial infarction type',
      requires: 'other-type-documented',
      contradicts: { anyOf: ['type-1-or-2-only', 'mimic-diagnosed'] },
      validFrom: '2017-10-01',
    },
  ],
  concepts: {
    mi: { ...untypedMi, terms: [...untypedMi.terms, ...withPeriod([...type2Phrases, ...type1Phrases, ...otherTypePhrases])] },
    // The MI named without a type: its denial denies every MI, where "Type 2 MI excluded" denies only that type.
    'untyped-mi': untypedMi,
    'type-2-mi': { terms: withPeriod(type2Phrases), pseudo: withPeriod(miPseudo) },
    'type-1-mi': { terms: withPeriod(type1Phrases), pseudo: withPeriod(miPseudo) },
    // "NSTEMI, type 1 versus type 2": the second type named elliptically, the two set against each other.
    'type-alternative': { terms: [...typeAlternative('1'), ...typeAlternative('2')] },
    'other-type-mi': { terms: withPeriod(otherTypePhrases) },
    stemi: {
      terms: [...new Set([...stemiPhrases, ...[...type2Phrases, ...type1Phrases].filter((p) => /(^|\s)STEMI/.test(p))])],
      // "non-STEMI" and "type 2 STEMI" are longer phrases of other concepts and win their span.
      pseudo: [...withPeriod(miPseudo), 'STEMI ruled out', 'not a STEMI', 'did not meet STEMI criteria', 'no STEMI'],
    },
    nstemi: { terms: withPeriod([...nstemiPhrases, ...[...type2Phrases, ...type1Phrases].filter((p) => /NSTEMI|non ST/i.test(p))]), pseudo: [...withPeriod(miPseudo), 'NSTEMI ruled out', 'NSTEMI was ruled out'] },
    'st-elevation': {
      terms: [
        'ST elevation', 'ST elevations', 'ST segment elevation', 'ST segment elevations', 'ST elevation in', 'STE in', 'ST elevation of',
        'mm ST elevation', 'mm ST elevations', 'new ST elevation', 'new ST elevations', 'inferior ST elevation', 'inferior ST elevations',
        'anterior ST elevation', 'anterior ST elevations', 'lateral ST elevation', 'lateral ST elevations',
      ],
      pseudo: ['diffuse ST elevation', 'diffuse ST elevations', 'ST elevation with PR depression', 'early repolarization'],
    },
    troponin: {
      terms: ['troponin', 'troponins', 'trop', 'trops', 'troponin I', 'troponin T', 'hs troponin', 'high sensitivity troponin', 'cardiac enzymes', 'cardiac biomarkers', 'serial troponins', 'serial troponin'],
      abbreviations: ['TnI', 'TnT', 'cTnI', 'cTnT', 'hsTnI', 'hsTnT'],
    },
    // "No troponin or ECG obtained this admission": the test was not done, which says nothing of its result.
    'troponin-not-drawn': {
      terms: [
        ...['troponin', 'troponins', 'troponin or ecg', 'troponin or ekg', 'ecg or troponin', 'ekg or troponin', 'cardiac enzymes'].flatMap((t) => [
          `no ${t} obtained`, `no ${t} was obtained`, `no ${t} were obtained`, `no ${t} checked`, `no ${t} was checked`, `no ${t} drawn`,
          `no ${t} sent`, `${t} not obtained`, `${t} was not obtained`, `${t} were not obtained`, `${t} not checked`, `${t} was not checked`,
          `${t} were not checked`, `${t} not drawn`, `${t} not sent`, `${t} not done`,
          // No second value: "no repeat troponin or echocardiogram was obtained".
          `no repeat ${t}`, `no further ${t}`, `no serial ${t}`, `${t} was not repeated`, `${t} were not repeated`, `${t} not repeated`,
          // No result at all: "the sample haemolysed and was not repeated, so there is no troponin result".
          `no ${t} result`, `no ${t} results`, `no ${t} value`, `no ${t} values`, `no ${t} level`, `no result for ${t}`, `${t} result not available`,
          `${t} results not available`, `${t} result unavailable`, `${t} was not available`,
        ]),
      ],
    },
    'troponin-trend': {
      terms: [
        'uptrending troponin', 'uptrending troponins', 'troponin uptrended', 'troponins uptrended', 'troponin uptrending', 'troponins uptrending',
        'rising troponin', 'rising troponins', 'troponin rose', 'troponins rose', 'troponin rise', 'troponin rising', 'troponins rising',
        'troponin trended up', 'troponins trended up', 'troponin trended down', 'troponins trended down', 'troponin downtrended',
        'troponins downtrended', 'downtrending troponin', 'downtrending troponins', 'troponin downtrending', 'troponins downtrending',
        'troponin peaked', 'troponins peaked', 'peak troponin', 'delta troponin', 'troponin delta', 'positive delta', 'significant delta',
        'dynamic troponin', 'dynamic troponins', 'troponin rise and fall', 'rise and fall of troponin', 'rise and fall in troponin',
        'troponin rise and subsequent fall', 'trop peaked', 'trops peaked', 'uptrending trop', 'uptrending trops',
      ],
    },
    'injury-only': { terms: withPeriod(injuryOnlyPhrases) },
    mimic: {
      terms: [
        'takotsubo', 'takotsubo cardiomyopathy', 'stress cardiomyopathy', 'stress induced cardiomyopathy', 'broken heart syndrome',
        'apical ballooning syndrome', 'myocarditis', 'acute myocarditis', 'myopericarditis', 'perimyocarditis',
      ],
    },
    'ischemic-symptoms': {
      terms: [
        'chest pain', 'chest pressure', 'chest tightness', 'chest discomfort', 'chest heaviness', 'substernal chest pain',
        'substernal chest pressure', 'substernal pressure', 'substernal discomfort', 'retrosternal chest pain', 'angina', 'anginal',
        'anginal chest pain', 'anginal symptoms', 'anginal equivalent', 'angina equivalent', 'ischemic chest pain', 'ischemic symptoms',
        'typical chest pain', 'exertional chest pain', 'jaw pain', 'left arm pain', 'radiating to the left arm', 'radiating to the jaw',
        'crushing chest pain', 'pressure like chest pain', 'squeezing chest pain', 'unstable angina',
      ],
      pseudo: [
        'noncardiac chest pain', 'non cardiac chest pain', 'musculoskeletal chest pain', 'chest wall pain', 'pleuritic chest pain',
        'reproducible chest pain', 'chest pain free', 'chest pain resolved prior to arrival',
        // Pain with breathing or position is pleuritic, not anginal: "right upper chest pain on inspiration".
        'chest pain on inspiration', 'chest pain with inspiration', 'chest pain on deep inspiration', 'chest pain with breathing', 'positional chest pain',
        'chest pain worse with inspiration', 'chest pain worse with breathing',
      ],
    },
    'ischemic-ecg': {
      terms: [
        'ST depression', 'ST depressions', 'ST segment depression', 'ST segment depressions', 'mm ST depression', 'mm ST depressions',
        'new ST depression', 'new ST depressions', 'lateral ST depression', 'lateral ST depressions', 'inferior ST depression',
        'inferior ST depressions', 'anterior ST depression', 'anterior ST depressions', 'diffuse ST depression', 'diffuse ST depressions',
        'rate related ST depression', 'rate related ST depressions',
        'ST elevation', 'ST elevations', 'ST segment elevation', 'ST segment elevations', 'ST elevation in', 'STE in', 'ST elevation of',
        'mm ST elevation', 'mm ST elevations', 'new ST elevation', 'new ST elevations', 'inferior ST elevation', 'inferior ST elevations',
        'anterior ST elevation', 'anterior ST elevations', 'lateral ST elevation', 'lateral ST elevations',
        'T wave inversion', 'T wave inversions', 'T-wave inversion', 'inverted T waves', 'new T wave inversion', 'new T wave inversions',
        'deep T wave inversions', 'TWI', 'TWIs', 'new Q waves', 'new Q wave', 'pathologic Q waves', 'pathological Q waves',
        'ischemic changes', 'ischemic ECG changes', 'ischemic EKG changes', 'ischemic ST changes', 'ischemic ST segment changes',
        'dynamic ECG changes', 'dynamic EKG changes', 'dynamic ST changes', 'dynamic ST segment changes', 'dynamic T wave changes',
        'new ST changes', 'new ST-T changes', 'new ST T wave changes', 'new left bundle branch block', 'new LBBB', 'ST changes',
      ],
      pseudo: [
        'nonspecific ST changes', 'non specific ST changes', 'nonspecific ST-T changes', 'nonspecific ST T changes',
        'non specific ST T wave changes', 'nonspecific ST T wave changes', 'nonspecific T wave changes', 'old Q waves', 'chronic T wave inversions',
        'diffuse ST elevation', 'diffuse ST elevations', 'early repolarization',
      ],
    },
    'ischemic-imaging': {
      terms: [
        'regional wall motion abnormality', 'regional wall motion abnormalities', 'new wall motion abnormality', 'new wall motion abnormalities',
        'new regional wall motion abnormality', 'new regional wall motion abnormalities', 'wall motion abnormality', 'wall motion abnormalities',
        'regional hypokinesis', 'anterior hypokinesis', 'inferior hypokinesis', 'lateral hypokinesis', 'septal hypokinesis',
        'apical hypokinesis', 'inferolateral hypokinesis', 'anteroseptal hypokinesis', 'posterior hypokinesis', 'anterior akinesis',
        'inferior akinesis', 'apical akinesis', 'septal akinesis', 'lateral akinesis', 'new hypokinesis', 'new akinesis',
        'hypokinetic inferior wall', 'hypokinetic anterior wall', 'hypokinetic lateral wall', 'akinetic inferior wall', 'akinetic anterior wall',
        'perfusion defect', 'reversible perfusion defect', 'reversible ischemia', 'late gadolinium enhancement in a coronary distribution',
        // "akinesis of the anterior wall", "inferior wall hypokinesis", "dyskinetic apex".
        ...['anterior', 'inferior', 'lateral', 'septal', 'anteroseptal', 'anterolateral', 'inferolateral', 'inferoseptal', 'posterior'].flatMap((wall) => [
          `akinesis of the ${wall} wall`, `hypokinesis of the ${wall} wall`, `dyskinesis of the ${wall} wall`, `${wall} wall akinesis`, `${wall} wall hypokinesis`,
          `akinetic ${wall} wall`, `${wall} wall motion abnormality`,
        ]),
        'akinesis of the apex', 'dyskinetic apex', 'apical dyskinesis', 'akinetic apex',
      ],
      abbreviations: ['RWMA', 'RWMAs', 'WMA'],
      pseudo: ['global hypokinesis', 'diffuse hypokinesis', 'global hypokinesia', 'globally hypokinetic', 'no regional wall motion abnormality'],
    },
    'demand-trigger': {
      terms: [
        'atrial fibrillation with rapid ventricular response', 'atrial fibrillation with RVR', 'afib with RVR', 'AF with RVR',
        'a fib with RVR', 'atrial flutter with rapid ventricular response', 'atrial flutter with RVR', 'rapid ventricular response',
        'rapid atrial fibrillation', 'RVR', 'supraventricular tachycardia', 'SVT', 'ventricular tachycardia', 'VT', 'VT.', 'VT storm',
        'tachyarrhythmia', 'tachyarrhythmias', 'tachycardia', 'tachycardic', 'sinus tachycardia', 'wide complex tachycardia',
        'bradycardia', 'bradyarrhythmia', 'symptomatic bradycardia', 'complete heart block', 'third degree heart block',
        'high grade AV block', 'hypotension', 'hypotensive', 'shock', 'septic shock', 'cardiogenic shock', 'hemorrhagic shock',
        'hypovolemic shock', 'hypertensive emergency', 'hypertensive urgency', 'severe hypertension', 'hypertensive crisis',
        'uncontrolled hypertension', 'anemia', 'severe anemia', 'symptomatic anemia', 'acute blood loss anemia', 'acute anemia',
        'GI bleed', 'gastrointestinal bleed', 'gastrointestinal bleeding', 'GI bleeding', 'upper GI bleed', 'lower GI bleed', 'hemorrhage',
        'hypoxemia', 'hypoxia', 'hypoxic', 'hypoxemic', 'hypoxic respiratory failure', 'hypoxemic respiratory failure',
        'respiratory failure', 'coronary vasospasm', 'coronary spasm', 'vasospasm', 'coronary embolism', 'coronary embolus',
        'spontaneous coronary artery dissection', 'SCAD', 'supply demand mismatch', 'supply/demand mismatch', 'supply demand imbalance',
        'supply/demand imbalance', 'oxygen supply demand mismatch', 'demand ischemia', 'demand related', 'increased myocardial oxygen demand',
        'transfused', 'transfusion',
      ],
      pseudo: ['history of anemia', 'anemia of chronic disease', 'chronic anemia', 'shock liver'],
    },
    atherothrombosis: {
      terms: [
        'plaque rupture', 'ruptured plaque', 'plaque erosion', 'culprit lesion', 'culprit thrombus', 'culprit vessel', 'culprit artery',
        'intracoronary thrombus', 'coronary thrombus', 'thrombotic occlusion', 'acute thrombotic occlusion', 'acute occlusion',
        'thrombotic lesion', 'atherothrombosis', 'atherothrombotic', 'acutely occluded', 'totally occluded', '100% occluded',
        '100% occlusion', 'TIMI 0 flow', 'thrombus in the',
      ],
    },
    'mi-treatment': {
      terms: [
        'cardiology', 'cardiology consult', 'cardiology was consulted', 'cardiology consulted', 'heparin drip', 'heparin gtt', 'heparin infusion',
        'aspirin', 'beta blocker', 'metoprolol', 'carvedilol', 'statin', 'atorvastatin', 'high intensity statin', 'clopidogrel', 'ticagrelor',
        'dual antiplatelet therapy', 'cardiac catheterization', 'left heart catheterization', 'coronary angiography', 'echocardiogram',
        'transthoracic echocardiogram', 'rate control', 'diltiazem', 'transfusion', 'transfused', 'stress test', 'nuclear stress test',
      ],
      abbreviations: ['DAPT', 'LHC', 'TTE', 'PCI'],
    },
  },
  criteria: {
    'mi-documented': { says: 'Myocardial infarction documented for this stay', rule: m('mi') },
    // "Denies any prior heart attack" is about the past, not this stay's troponin rise.
    'mi-ruled-out': { says: 'Myocardial infarction negated or ruled out', rule: ruledOut('untyped-mi', { currentOnly: true }) },
    'type-1-ruled-out': { says: 'Type 1 myocardial infarction negated or ruled out', rule: typeDenied('type-1-mi') },
    'type-2-ruled-out': { says: 'Type 2 myocardial infarction negated or ruled out', rule: typeDenied('type-2-mi') },
    'injury-only': {
      says: 'Troponin elevation documented as injury, not infarction (troponin leak, chronic elevation, no delta)',
      rule: m('injury-only', { allow: ['historical'] }),
    },
    'troponin-negative': { says: 'Troponins documented as negative', rule: allOf(ruledOut('troponin'), not(m('troponin-not-drawn'))) },
    'mimic-diagnosed': { says: 'Takotsubo or myocarditis diagnosed as the cause', rule: m('mimic') },
    'troponin-above-url': {
      says: `Troponin above the 99th-percentile URL (above ${URL_NG_L} ng/L, 0.04 ng/mL)`,
      rule: measured('troponin', above(URL_NG_L, 'ng/L')),
    },
    'troponin-dynamic': {
      says: 'Troponin rise and/or fall: a change of at least 20 % between serial values, a stated peak, or a documented uptrend or downtrend',
      rule: anyOf(
        rise('troponin', { ratio: DELTA_RATIO, unit: 'ng/L' }),
        fall('troponin', { ratio: DELTA_RATIO, unit: 'ng/L' }),
        measured('troponin', above(URL_NG_L, 'ng/L'), { roles: ['peak'] }),
        m('troponin-trend'),
      ),
    },
    'troponin-serial': { says: 'At least two troponin values reported', rule: reported('troponin', 2) },
    'troponin-reported': { says: 'A troponin value reported', rule: reported('troponin', 1) },
    'ischemia-absent': {
      says: 'Ischemia explicitly absent (no chest pain, no ischemic ECG changes or no wall-motion abnormality) and never documented',
      rule: allOf(
        anyOf(ruledOut('ischemic-symptoms'), ruledOut('ischemic-ecg'), ruledOut('ischemic-imaging')),
        not(anyOf(m('ischemic-symptoms'), m('ischemic-ecg'), m('st-elevation'), m('ischemic-imaging'))),
      ),
    },
    'troponin-normal': {
      says: `Every troponin value reported is at or below ${URL_NG_L} ng/L (0.04 ng/mL)`,
      rule: measuredThroughout('troponin', atMost(URL_NG_L, 'ng/L')),
    },
    'troponin-rise-narrative': { says: 'Troponin rise or fall described without values', rule: m('troponin-trend') },
    'ischemic-symptoms': { says: 'Ischemic symptoms (chest pain or pressure, anginal equivalent)', rule: m('ischemic-symptoms') },
    'ischemic-ecg': {
      says: 'New ischemic ECG changes (ST depression or elevation, T-wave inversion, new Q waves)',
      rule: anyOf(m('ischemic-ecg'), m('st-elevation')),
    },
    'ischemic-imaging': { says: 'Imaging with a new regional wall-motion abnormality or perfusion defect', rule: m('ischemic-imaging') },
    // Fourth UDMI: a coronary thrombus found at angiography shows the ischemia of a type 1 MI.
    'coronary-thrombus': { says: 'Coronary thrombus or acute culprit occlusion at angiography', rule: m('atherothrombosis') },
    'supply-demand': {
      says: 'Supply/demand imbalance (arrhythmia, hypotension or shock, severe hypertension, anemia with Hgb < 8 g/dL, hypoxemia, spasm, embolism, SCAD)',
      rule: anyOf(m('demand-trigger'), measured('hemoglobin', below(8, 'g/dL')), measured('systolic-bp', below(90, 'mmHg'))),
    },
    // "NSTEMI, type 1 versus type 2 (undetermined)": set against each other, and neither settled.
    'type-not-left-open': {
      says: 'The type is not left open between type 1 and type 2',
      rule: not(allOf(m('type-alternative', { allow: ['uncertain'] }), not(m('type-1-mi')), not(m('type-2-mi')))),
    },
    // "Likely type 2 MI" at discharge is coded as type 2 (Guidelines II.H), so it counts here.
    'type-2-documented': { says: 'Type 2 (demand) myocardial infarction documented', rule: m('type-2-mi', { allow: ['uncertain'] }) },
    'type-1-picture': {
      says: 'Atherothrombotic (type 1) picture: plaque rupture or culprit thrombus, or type 1 MI documented and type 2 never',
      rule: anyOf(
        m('atherothrombosis'),
        allOf(m('type-1-mi', { allow: ['uncertain'] }), not(m('type-2-mi', { allow: ['uncertain'] })), not(m('type-alternative', { allow: ['uncertain'] }))),
      ),
    },
    'stemi-picture': { says: 'ST elevation MI documented or ST elevation on the ECG', rule: anyOf(m('stemi'), m('st-elevation')) },
    'stemi-only': { says: 'ST elevation MI documented and NSTEMI never', rule: allOf(m('stemi'), not(m('nstemi'))) },
    'nstemi-only': { says: 'Non-ST elevation MI documented, with no STEMI and no ST elevation', rule: allOf(m('nstemi'), not(m('stemi')), not(m('st-elevation'))) },
    'other-type-documented': { says: 'Type 3, 4 or 5 MI documented (sudden death, PCI- or CABG-related, stent thrombosis)', rule: m('other-type-mi') },
    'type-1-or-2-only': {
      says: 'Type 1 or type 2 MI documented and no type 3-5 MI',
      rule: allOf(anyOf(m('type-1-mi'), m('type-2-mi')), not(m('other-type-mi'))),
    },
    'mi-treatment': { says: 'Managed as MI (cardiology, antiplatelet or anticoagulation, beta blocker, catheterization, echo, trigger treated)', rule: m('mi-treatment') },
  },
  decision: {
    documented: 'mi-documented',
    // Fourth UDMI: acute injury (troponin above the URL with a rise and/or fall) plus ischemia.
    supported: {
      allOf: ['troponin-above-url', 'troponin-dynamic', { anyOf: ['ischemic-symptoms', 'ischemic-ecg', 'ischemic-imaging', 'coronary-thrombus'] }],
    },
    // Serial or normal troponins decide: a trend without ischemia is injury, a flat one chronic;
    // so does an elevated troponin with ischemia explicitly absent ("denied chest pain, ECG unchanged").
    decidable: { anyOf: ['troponin-serial', 'troponin-normal', { allOf: ['troponin-reported', 'ischemia-absent'] }] },
    refuted: { anyOf: ['mi-ruled-out', 'injury-only', 'troponin-negative'] },
    narrative: {
      allOf: ['mi-documented', 'troponin-rise-narrative', { anyOf: ['ischemic-symptoms', 'ischemic-ecg', 'ischemic-imaging'] }, 'mi-treatment'],
    },
    strengthens: ['mi-treatment'],
  },
  variants: {
    'objective-ischemia': {
      says: 'Ischemia must be shown by the ECG or imaging; ischemic symptoms alone do not qualify',
      decision: {
        supported: { allOf: ['troponin-above-url', 'troponin-dynamic', { anyOf: ['ischemic-ecg', 'ischemic-imaging', 'coronary-thrombus'] }] },
        narrative: { allOf: ['mi-documented', 'troponin-rise-narrative', { anyOf: ['ischemic-ecg', 'ischemic-imaging'] }, 'mi-treatment'] },
      },
    },
  },
});
