import {
  above,
  allOf,
  anyOf,
  atLeast,
  atMost,
  definePack,
  measured,
  measuredThroughout,
  mentioned,
  not,
  rise,
  ruledOut,
  type Rule,
} from '../lib/criteria/define';

/**
 * Heart failure (I50), acute and acute-on-chronic above all. Criteria reference §2.10 (2022
 * AHA/ACC/HFSA guideline; Universal Definition of HF 2021; ESC 2021/2023).
 *
 * The acute rule: new or worse symptoms or congestion on exam, AND objective congestion
 * (imaging, BNP > 100 / NT-proBNP > 300 pg/mL, invasive filling pressures), AND acute
 * treatment (IV or escalated loop diuretic, vasoactive therapy, NIV for pulmonary edema).
 * Acute-on-chronic adds known chronic HF (chronic HF named, in the past history, on home HF
 * therapy or device). The type is answered as billed: systolic needs HFrEF / systolic named or
 * an EF of 40% or less; diastolic needs HFpEF / HFmrEF / diastolic named or an EF above 40%
 * (HFmrEF and recovered EF go to the diastolic codes, Coding Clinic); combined needs both. An
 * EF that contradicts the billed type (every EF >= 50% or "EF normal" for systolic, every EF
 * <= 40% for diastolic) is Unsupported.
 *
 * One decision serves every I50 code, so `supported` is "heart failure is present": acute
 * decompensation, or heart failure documented with management (HF therapy, a measured EF, a
 * device). The acuity and type of each code are its `requires` and `contradicts`: a chronic
 * stable, compensated heart failure billed as acute is contradicted; an acute code with no
 * decompensation data either way is NoDetermination. Chronic (I50.22/.32/.42) and
 * unspecified-acuity codes (I50.20/.30/.40), which §2.10 keeps out of the acute criteria, are
 * validated on current, managed heart failure of the billed type. I50.1, I50.82-I50.89 and
 * I50.9 carry no acuity (§2.10 "acuity not captured") and are validated on presence.
 *
 * Plan variants (§2.10): `np-required` (the objective evidence must be an elevated BNP /
 * NT-proBNP) and `iv-diuretic-required` (the treatment must be an IV loop diuretic).
 */

// ---- phrase tables: every way a note names heart failure, with its acuity and type --------

type HfType = 'none' | 'systolic' | 'diastolic' | 'combined';
type HfAcuity = 'none' | 'acute' | 'chronic' | 'acute-on-chronic' | 'new-onset';

const bases = ['heart failure', 'congestive heart failure', 'cardiac failure', 'chf', 'hf'];
const typeWords: Record<Exclude<HfType, 'none'>, readonly string[]> = {
  systolic: ['systolic', 'systolic congestive'],
  diastolic: ['diastolic', 'diastolic congestive'],
  combined: ['combined systolic and diastolic', 'systolic and diastolic', 'combined', 'mixed systolic and diastolic', 'combined systolic diastolic'],
};
/** Names that carry their type without a base noun. HFmrEF and recovered EF map to diastolic. */
const typeStandalone: Record<HfType, readonly string[]> = {
  none: ['adhf'],
  systolic: ['hfref', 'schf', 'heart failure with reduced ejection fraction', 'heart failure with reduced ef', 'hf with reduced ef', 'hf with reduced ejection fraction'],
  diastolic: [
    'hfpef', 'dchf', 'hfmref', 'hfimpef', 'hfrecef', 'heart failure with preserved ejection fraction', 'heart failure with preserved ef',
    'hf with preserved ef', 'hf with preserved ejection fraction', 'heart failure with mildly reduced ejection fraction',
    'heart failure with mid range ejection fraction', 'heart failure with recovered ejection fraction', 'heart failure with improved ejection fraction',
  ],
  combined: [],
};
const acuityWords: Record<Exclude<HfAcuity, 'none'>, readonly string[]> = {
  acute: ['acute', 'acute decompensated', 'acutely decompensated', 'decompensated', 'worsening', 'acute exacerbation of'],
  chronic: ['chronic', 'chronic compensated', 'chronic stable', 'stable chronic', 'known'],
  'acute-on-chronic': ['acute on chronic', 'acute and chronic', 'acute exacerbation of chronic', 'decompensated chronic', 'aoc', 'acute on chronic decompensated'],
  // Not a bare 'new': "a new CHF exacerbation" is an episode of known heart failure.
  'new-onset': ['new onset', 'newly diagnosed', 'new diagnosis of', 'de novo'],
};
/** "CHF exacerbation", "exacerbation of HFrEF": an acute episode. */
const exacerbations = (core: string) => [`${core} exacerbation`, `exacerbation of ${core}`, `${core} decompensation`, `decompensation of ${core}`, `decompensated ${core}`];

interface Phrase {
  readonly text: string;
  readonly type: HfType;
  readonly acuity: HfAcuity;
}

function heartFailurePhrases(): Phrase[] {
  const out: Phrase[] = [];
  for (const type of ['none', 'systolic', 'diastolic', 'combined'] as const) {
    const cores = [...(type === 'none' ? bases : typeWords[type].flatMap((t) => bases.map((b) => `${t} ${b}`))), ...typeStandalone[type]];
    for (const core of cores) {
      out.push({ text: core, type, acuity: 'none' });
      for (const text of exacerbations(core)) out.push({ text, type, acuity: 'acute' });
      for (const acuity of ['acute', 'chronic', 'acute-on-chronic', 'new-onset'] as const) {
        for (const word of acuityWords[acuity]) out.push({ text: `${word} ${core}`, type, acuity });
      }
      for (const word of acuityWords['acute-on-chronic']) {
        for (const text of exacerbations(core)) out.push({ text: `${word} ${text}`, type, acuity: 'acute-on-chronic' });
      }
      for (const text of exacerbations(core)) out.push({ text: `chronic ${text}`, type, acuity: 'acute-on-chronic' });
    }
  }
  // "HF" alone is two letters; keep it to the multi-word phrases (the abbreviation list has it exact-case).
  return out.filter((p) => p.text !== 'hf');
}

const phrases = heartFailurePhrases();
const pick = (test: (p: Phrase) => boolean) => [...new Set(phrases.filter(test).map((p) => p.text))];
const newOnsetAfterName = pick((p) => p.acuity === 'none' || (p.acuity === 'acute' && p.text.startsWith('acute '))).flatMap((name) =>
  ['new diagnosis', 'newly diagnosed', 'new onset'].flatMap((onset) => [`${name}, ${onset}`, `${name} ${onset}`]),
);
const rightHf = [
  'right heart failure', 'right sided heart failure', 'right ventricular failure', 'rv failure', 'right ventricular dysfunction',
  'rv dysfunction', 'reduced rv function', 'reduced right ventricular function', 'right ventricular systolic dysfunction',
  'acute right heart failure', 'chronic right heart failure', 'acute on chronic right heart failure', 'right heart failure due to left heart failure',
];
const otherHf = [
  'left ventricular failure', 'left heart failure', 'lv failure', 'biventricular heart failure', 'biventricular failure',
  'high output heart failure', 'high output cardiac failure', 'end stage heart failure', 'stage d heart failure', 'advanced heart failure',
];

// ---- medications and management ----------------------------------------------------------

const loopDiuretics = ['furosemide', 'lasix', 'bumetanide', 'bumex', 'torsemide', 'demadex'];
/** Drugs given for heart failure alone (not diuretics, ACE inhibitors or ARBs, which treat other things too). */
const hfOnlyMedications = [
  'entresto', 'sacubitril', 'sacubitril valsartan', 'carvedilol', 'coreg', 'metoprolol succinate', 'toprol xl', 'bisoprolol',
  'spironolactone', 'aldactone', 'eplerenone', 'inspra', 'dapagliflozin', 'farxiga', 'empagliflozin', 'jardiance', 'ivabradine',
  'hydralazine and isosorbide dinitrate', 'bidil', 'gdmt', 'guideline directed medical therapy', 'goal directed medical therapy',
];
const hfMedications = [
  ...loopDiuretics, 'loop diuretic', 'metolazone', ...hfOnlyMedications, 'toprol', 'digoxin', 'isosorbide dinitrate', 'lisinopril',
  'enalapril', 'losartan', 'valsartan', 'candesartan',
];
const ivDoses = ['20', '40', '60', '80', '100', '120', '160', '200', '0.5', '1', '2', '3', '4'];
const ivDiuretics = [
  ...['lasix', 'furosemide', 'bumex', 'bumetanide', 'torsemide', 'diuretic', 'diuretics', 'loop diuretic', 'loop diuretics'].flatMap((d) => [
    `iv ${d}`, `intravenous ${d}`, `${d} iv`, `${d} intravenously`, `${d} drip`, `${d} gtt`, `${d} infusion`,
    ...ivDoses.flatMap((n) => [`${d} ${n} iv`, `${d} ${n} mg iv`, `${d} ${n}mg iv`, `${d} ${n} mg intravenously`]),
  ]),
  'iv diuresis', 'intravenous diuresis', 'diuresed', 'aggressive diuresis', 'aggressively diuresed', 'net negative', 'diuretic drip',
  'diuretic infusion', 'ivp lasix', 'lasix ivp', 'iv push lasix', 'iv push furosemide',
];
/** "Chronic systolic heart failure, over-diuresed": too much diuretic, the opposite of a decompensation. */
const overDiuresed = ['over diuresed', 'overdiuresed', 'over diuresis', 'overdiuresis', 'over diuretic', 'excessive diuresis'];
/** An escalated oral dose also counts as acute treatment (§2.10 TX), except under an IV-required plan. */
const escalatedDiuretic = ['escalated diuretic', 'diuretic escalation', 'increased diuretic dose', 'diuretics were uptitrated', 'uptitrated diuretics'];
const vasoactive = [
  'nitroglycerin drip', 'nitroglycerin infusion', 'nitro drip', 'nitro gtt', 'ntg drip', 'ntg gtt', 'iv nitroglycerin', 'nitroprusside',
  // Glyceryl trinitrate, as British and Australian notes write nitroglycerin.
  'gtn infusion', 'gtn drip', 'iv gtn', 'glyceryl trinitrate infusion',
  'nipride', 'milrinone', 'dobutamine', 'inotrope', 'inotropes', 'inotropic support', 'aquapheresis', 'isolated ultrafiltration',
];

// ---- rules shared by several criteria ------------------------------------------------------

type Concept =
  | 'heart-failure'
  | 'hf-plain'
  | 'hf-acute-stated'
  | 'hf-chronic-stated'
  | 'hf-new-onset'
  | 'hf-systolic-stated'
  | 'hf-diastolic-stated'
  | 'hf-combined-stated'
  | 'hf-right'
  | 'hf-biventricular'
  | 'hf-high-output'
  | 'hf-end-stage'
  | 'hf-symptoms'
  | 'congestion-signs'
  | 'imaging-congestion'
  | 'hemodynamic-congestion'
  | 'acute-hf-treatment'
  | 'iv-diuretic'
  | 'niv'
  | 'hf-meds'
  | 'hf-home-meds'
  | 'hf-only-meds'
  | 'oral-diuretic'
  | 'diuretic-given'
  | 'hf-management'
  | 'hf-device'
  | 'euvolemic'
  | 'compensated-throughout'
  | 'lungs-clear'
  | 'congestion-plain'
  | 'np-normal-stated'
  | 'normal-ef'
  | 'diastolic-dysfunction'
  | 'missed-dialysis'
  | 'noncardiogenic-edema'
  | 'obesity';

const ALL_ROLES = ['baseline', 'peak', 'nadir', 'admission', 'discharge', 'current', 'none'] as const;
const m = (c: Concept, options: Parameters<typeof mentioned>[1] = {}): Rule<Concept> => mentioned(c, options);
const ever = (c: Concept): Rule<Concept> => mentioned(c, { allow: ['historical'] });

// Natriuretic peptides: BNP > 100, NT-proBNP > 300 pg/mL (ng/L is the same number; pmol/L is
// converted). Age-adjusted NT-proBNP cut-offs need the age, which the engine does not read.
const npElevated = anyOf<Concept>(measured('bnp', above(100, 'pg/mL')), measured('nt-probnp', above(300, 'pg/mL')));
const npReported = anyOf<Concept>(measured('bnp'), measured('nt-probnp'));
// Obesity lowers natriuretic peptides: a normal value in a BMI >= 35 patient does not count against HF.
// "pro-BNP was within normal limits" says the same as a value under the cut-off.
const npNormal = allOf<Concept>(
  anyOf(allOf(npReported, not(npElevated)), allOf(m('np-normal-stated', { allow: ['negated'] }), not(npElevated))),
  not(measured('bmi', atLeast(35, 'kg/m2'))),
  not(ever('obesity')),
);

const symptoms = anyOf<Concept>(m('hf-symptoms'), rise('weight', { by: 2, unit: 'kg' }));
const signs = m('congestion-signs');
const imaging = m('imaging-congestion');
// Filling pressures above 18 mmHg on catheterisation (criteria-reference §2.10 HEMO: PCWP > 15-18).
const hemodynamic = anyOf<Concept>(
  m('hemodynamic-congestion'),
  measured('pcwp', above(18, 'mmHg'), { roles: ALL_ROLES }),
  measured('lvedp', above(18, 'mmHg'), { roles: ALL_ROLES }),
);
// NIV counts as acute HF treatment for pulmonary edema, not for COPD or OSA.
const acuteTreatment = anyOf<Concept>(m('acute-hf-treatment'), allOf(m('niv'), m('imaging-congestion')));
const ivDiureticOnly = m('iv-diuretic');
// Volume overload from missed dialysis, ARDS or TRALI is not heart failure unless the provider links it.
const otherCause = allOf<Concept>(anyOf(m('missed-dialysis'), m('noncardiogenic-edema')), not(m('hf-acute-stated')));
// "X-ray did not show any congestion": a bare "congestion" counts only when negated.
const congestionAbsent = anyOf<Concept>(ruledOut('congestion-signs'), ruledOut('imaging-congestion'), ruledOut('congestion-plain'), m('lungs-clear'));

/**
 * The acute rule and its counter-evidence, for the default and the plan variants (a plan may
 * require a natriuretic peptide as the objective evidence, or an IV diuretic as the treatment).
 */
function acuteRules(options: { objective: Rule<Concept>; treatment: Rule<Concept>; missing?: Rule<Concept>; routeUnstated?: boolean }) {
  const oralOnly = allOf<Concept>(m('oral-diuretic', { allow: ['historical'] }), not(options.treatment));
  // An exacerbation the provider states, with objective congestion, treated with a loop diuretic in
  // the course whose route is not written: the note does not say oral, and the stated
  // exacerbation stands in for the symptoms the summary leaves out.
  const statedAndDiuresed = allOf<Concept>(
    // Another's label ("ED impression: acute on chronic systolic HF") yields to the author's "compensated on exam".
    m('hf-acute-stated', { attributedYieldsTo: ['euvolemic'] }),
    options.objective,
    m('diuretic-given', { notInSections: ['medications', 'discharge-medications', 'past-medical-history'] }),
    not(m('oral-diuretic', { allow: ['historical'] })),
  );
  const decompensation = allOf<Concept>(
    anyOf(allOf(anyOf(symptoms, signs), options.treatment), ...(options.routeUnstated ? [statedAndDiuresed] : [])),
    options.objective,
    not(otherCause),
  );
  // The author withdrawing the acute episode after the evidence ("I do not agree with acute on
  // chronic systolic heart failure and have removed it from my assessment") has the last word on it.
  // So does the author's word for the whole stay ("chronic HFpEF, compensated, with no evidence of
  // decompensation") against an ED dose of IV diuretic, where the author never states an acute episode.
  const withdrawn = anyOf<Concept>(
    allOf(ruledOut('hf-acute-stated'), not(m('hf-acute-stated'))),
    allOf(m('compensated-throughout'), not(m('hf-acute-stated'))),
  );
  const contradicted = anyOf<Concept>(
    allOf(
      not(decompensation),
      anyOf(
        ruledOut('hf-acute-stated'),
        otherCause,
        allOf(not(options.treatment), anyOf(m('euvolemic'), congestionAbsent, oralOnly, npNormal)),
        m('compensated-throughout'),
        allOf(npNormal, congestionAbsent),
        ...(options.missing ? [options.missing] : []),
      ),
    ),
    withdrawn,
  );
  return { decompensation, contradicted };
}

const acuteDefault = acuteRules({ objective: anyOf(imaging, npElevated, hemodynamic), treatment: acuteTreatment, routeUnstated: true });
const acuteNpRequired = acuteRules({ objective: npElevated, treatment: acuteTreatment, missing: not(npReported) });
const acuteIvRequired = acuteRules({ objective: anyOf(imaging, npElevated, hemodynamic), treatment: ivDiureticOnly, missing: not(ivDiureticOnly) });

const hfEver = ever('heart-failure');
const efAny = measured<Concept>('ejection-fraction', { op: 'any' }, { roles: ALL_ROLES });
const knownChronic = anyOf<Concept>(
  ever('hf-chronic-stated'),
  mentioned('heart-failure', { allow: ['historical'], inSections: ['past-medical-history'] }),
  allOf(hfEver, not(m('heart-failure'))),
  allOf(hfEver, anyOf(m('hf-meds', { inSections: ['medications'] }), ever('hf-home-meds'), ever('hf-device'))),
  // "66M with cardiomyopathy on carvedilol, sacubitril-valsartan and spironolactone, presented with...":
  // heart-failure therapy the patient came in on.
  allOf(hfEver, mentioned('hf-only-meds', { allow: ['historical'], inSections: ['history-present-illness', 'past-medical-history', 'medications'] })),
);
const currentManaged = allOf<Concept>(
  hfEver,
  anyOf(ever('hf-meds'), ever('hf-home-meds'), efAny, m('hf-management'), acuteTreatment, ever('hf-device')),
);

const efReduced = measured<Concept>('ejection-fraction', atMost(40, '%'), { roles: ALL_ROLES });
const efAbove40 = measured<Concept>('ejection-fraction', above(40, '%'), { roles: ALL_ROLES });
const efPreservedThroughout = measuredThroughout<Concept>('ejection-fraction', atLeast(50, '%'));
const efReducedThroughout = measuredThroughout<Concept>('ejection-fraction', atMost(40, '%'));
const systolicStated = ever('hf-systolic-stated');
const diastolicStated = ever('hf-diastolic-stated');
const combinedStated = ever('hf-combined-stated');
const typeSystolic = anyOf<Concept>(systolicStated, combinedStated, efReduced);
const typeDiastolic = anyOf<Concept>(diastolicStated, efAbove40);
const typeCombined = anyOf<Concept>(combinedStated, allOf(anyOf(systolicStated, efReduced), ever('diastolic-dysfunction')));
// A preserved EF contradicts systolic dysfunction unless a reduced EF is also on record (recovered EF).
const systolicDisproved = allOf<Concept>(anyOf(efPreservedThroughout, m('normal-ef')), not(efReduced));

export default definePack({
  id: 'heart-failure',
  title: 'Heart failure',
  version: '1.0.0',
  source: 'criteria-reference §2.10 (2022 AHA/ACC/HFSA; Universal Definition of HF 2021; ESC 2021/2023)',
  codes: [
    { code: 'I50', title: 'heart failure' },
    { code: 'I501', title: 'left ventricular failure, unspecified' },
    { code: 'I5020', title: 'unspecified systolic (congestive) heart failure', requires: 'type-systolic', contradicts: 'systolic-contradicted' },
    {
      code: 'I5021',
      title: 'acute systolic (congestive) heart failure',
      requires: { allOf: ['acute-decompensation', 'type-systolic'] },
      contradicts: { anyOf: ['acute-contradicted', 'systolic-contradicted'] },
    },
    {
      code: 'I5022',
      title: 'chronic systolic (congestive) heart failure',
      requires: { allOf: ['hf-current-managed', 'type-systolic'] },
      contradicts: { anyOf: ['systolic-contradicted', 'new-onset'] },
    },
    {
      code: 'I5023',
      title: 'acute on chronic systolic (congestive) heart failure',
      requires: { allOf: ['acute-decompensation', 'known-chronic-hf', 'type-systolic'] },
      contradicts: { anyOf: ['acute-contradicted', 'systolic-contradicted', 'new-onset'] },
    },
    { code: 'I5030', title: 'unspecified diastolic (congestive) heart failure', requires: 'type-diastolic', contradicts: 'diastolic-contradicted' },
    {
      code: 'I5031',
      title: 'acute diastolic (congestive) heart failure',
      requires: { allOf: ['acute-decompensation', 'type-diastolic'] },
      contradicts: { anyOf: ['acute-contradicted', 'diastolic-contradicted'] },
    },
    {
      code: 'I5032',
      title: 'chronic diastolic (congestive) heart failure',
      requires: { allOf: ['hf-current-managed', 'type-diastolic'] },
      contradicts: { anyOf: ['diastolic-contradicted', 'new-onset'] },
    },
    {
      code: 'I5033',
      title: 'acute on chronic diastolic (congestive) heart failure',
      requires: { allOf: ['acute-decompensation', 'known-chronic-hf', 'type-diastolic'] },
      contradicts: { anyOf: ['acute-contradicted', 'diastolic-contradicted', 'new-onset'] },
    },
    {
      code: 'I5040',
      title: 'unspecified combined systolic and diastolic (congestive) heart failure',
      requires: 'type-combined',
      contradicts: 'combined-contradicted',
    },
    {
      code: 'I5041',
      title: 'acute combined systolic and diastolic (congestive) heart failure',
      requires: { allOf: ['acute-decompensation', 'type-combined'] },
      contradicts: { anyOf: ['acute-contradicted', 'combined-contradicted'] },
    },
    {
      code: 'I5042',
      title: 'chronic combined systolic and diastolic (congestive) heart failure',
      requires: { allOf: ['hf-current-managed', 'type-combined'] },
      contradicts: { anyOf: ['combined-contradicted', 'new-onset'] },
    },
    {
      code: 'I5043',
      title: 'acute on chronic combined systolic and diastolic (congestive) heart failure',
      requires: { allOf: ['acute-decompensation', 'known-chronic-hf', 'type-combined'] },
      contradicts: { anyOf: ['acute-contradicted', 'combined-contradicted', 'new-onset'] },
    },
    // The I50.81x-I50.89 subdivisions were created in FY2018.
    { code: 'I50810', title: 'right heart failure, unspecified', requires: 'type-right', validFrom: '2017-10-01' },
    {
      code: 'I50811',
      title: 'acute right heart failure',
      requires: { allOf: ['acute-decompensation', 'type-right'] },
      contradicts: 'acute-contradicted',
      validFrom: '2017-10-01',
    },
    {
      code: 'I50812',
      title: 'chronic right heart failure',
      requires: { allOf: ['hf-current-managed', 'type-right'] },
      contradicts: 'new-onset',
      validFrom: '2017-10-01',
    },
    {
      code: 'I50813',
      title: 'acute on chronic right heart failure',
      requires: { allOf: ['acute-decompensation', 'known-chronic-hf', 'type-right'] },
      contradicts: { anyOf: ['acute-contradicted', 'new-onset'] },
      validFrom: '2017-10-01',
    },
    { code: 'I50814', title: 'right heart failure due to left heart failure', requires: 'type-right', validFrom: '2017-10-01' },
    { code: 'I5082', title: 'biventricular heart failure', requires: 'type-biventricular', validFrom: '2017-10-01' },
    { code: 'I5083', title: 'high output heart failure', requires: 'type-high-output', validFrom: '2017-10-01' },
    { code: 'I5084', title: 'end stage heart failure', requires: 'type-end-stage', validFrom: '2017-10-01' },
    { code: 'I5089', title: 'other heart failure', validFrom: '2017-10-01' },
  ],
  concepts: {
    'heart-failure': {
      terms: [...pick(() => true), ...rightHf, ...otherHf],
      abbreviations: ['CHF', 'HF', 'HFrEF', 'HFpEF', 'HFmrEF', 'ADHF'],
      // "HF" is also high-flow oxygen.
      pseudo: ['hf nasal cannula', 'hf nc', 'hf oxygen', 'hf o2'],
    },
    // Named with no acuity word: what "no evidence of heart failure" negates.
    'hf-plain': {
      terms: [...pick((p) => p.acuity === 'none' && p.text !== 'adhf'), ...rightHf.filter((t) => !/acute|chronic/.test(t)), ...otherHf],
      abbreviations: ['CHF', 'HF', 'HFrEF', 'HFpEF', 'HFmrEF'],
    },
    'hf-acute-stated': {
      terms: [...pick((p) => p.acuity === 'acute' || p.acuity === 'acute-on-chronic' || p.acuity === 'new-onset' || p.text === 'adhf'), 'acute right heart failure', 'acute on chronic right heart failure'],
      abbreviations: ['ADHF'],
    },
    'hf-chronic-stated': { terms: [...pick((p) => p.acuity === 'chronic' || p.acuity === 'acute-on-chronic'), 'chronic right heart failure', 'acute on chronic right heart failure'] },
    // "Acute systolic heart failure, new diagnosis": the onset word after the name.
    'hf-new-onset': { terms: [...pick((p) => p.acuity === 'new-onset'), ...newOnsetAfterName] },
    'hf-systolic-stated': {
      terms: [...pick((p) => p.type === 'systolic'), 'systolic dysfunction', 'lv systolic dysfunction', 'left ventricular systolic dysfunction', 'reduced ejection fraction', 'reduced lvef', 'severely reduced ejection fraction'],
      abbreviations: ['HFrEF'],
    },
    'hf-diastolic-stated': {
      terms: pick((p) => p.type === 'diastolic'),
      abbreviations: ['HFpEF', 'HFmrEF'],
    },
    'hf-combined-stated': { terms: pick((p) => p.type === 'combined') },
    'hf-right': { terms: rightHf },
    'hf-biventricular': { terms: ['biventricular heart failure', 'biventricular failure'] },
    'hf-high-output': { terms: ['high output heart failure', 'high output cardiac failure'] },
    'hf-end-stage': { terms: ['end stage heart failure', 'stage d heart failure', 'advanced heart failure'] },
    'hf-symptoms': {
      terms: [
        'dyspnea', 'shortness of breath', 'orthopnea', 'paroxysmal nocturnal dyspnea', 'dyspnea on exertion', 'exertional dyspnea',
        'exercise intolerance', 'pillow orthopnea', 'bendopnea', 'weight gain', 'gained weight', 'leg swelling', 'lower extremity swelling',
        'ankle swelling', 'abdominal distension', 'abdominal girth',
      ],
      abbreviations: ['SOB', 'DOE', 'PND'],
      pseudo: ['weight gain counseling'],
    },
    'congestion-signs': {
      terms: [
        'jvd', 'jugular venous distension', 'jugular venous distention', 'jugular venous distention to the jaw', 'elevated jvp',
        'elevated jugular venous pressure', 'jvp elevated', 'jvp is elevated', 'jvp was elevated', 'rales', 'crackles', 'bibasilar crackles',
        'bibasilar rales', 's3 gallop', 'hepatojugular reflux', 'positive hepatojugular reflux', 'edema', 'pitting edema',
        'peripheral edema', 'lower extremity edema', 'leg edema', 'pedal edema', 'ankle edema', 'sacral edema', 'anasarca', 'ascites',
        'volume overload', 'volume overloaded', 'fluid overload', 'fluid overloaded', 'hypervolemia', 'hypervolemic', 'fluid retention',
      ],
      abbreviations: ['JVD', 'S3'],
      pseudo: ['cerebral edema', 'macular edema', 'vasogenic edema', 'airway edema', 'laryngeal edema', 'bone marrow edema', 'scrotal edema', 'edema precautions'],
    },
    'imaging-congestion': {
      terms: [
        'pulmonary edema', 'flash pulmonary edema', 'cardiogenic pulmonary edema', 'pulmonary vascular congestion', 'vascular congestion',
        'pulmonary congestion', 'pulmonary venous congestion', 'interstitial edema', 'interstitial pulmonary edema', 'alveolar edema',
        'kerley b lines', 'kerley lines', 'cephalization', 'vascular cephalization', 'vascular redistribution', 'bilateral pleural effusions',
        'b lines', 'pulmonary venous hypertension',
      ],
    },
    'hemodynamic-congestion': {
      terms: [
        'elevated wedge pressure', 'elevated pcwp', 'elevated pulmonary capillary wedge pressure', 'elevated filling pressures',
        'elevated left sided filling pressures', 'elevated biventricular filling pressures', 'elevated right atrial pressure', 'elevated ra pressure',
      ],
    },
    'acute-hf-treatment': { terms: [...ivDiuretics, ...escalatedDiuretic, ...vasoactive], pseudo: overDiuresed },
    // The same IV diuretic phrases alone, for a plan that requires an IV diuretic.
    'iv-diuretic': { terms: ivDiuretics, pseudo: overDiuresed },
    niv: { terms: ['bipap', 'bilevel positive airway pressure', 'noninvasive ventilation', 'non invasive ventilation', 'noninvasive positive pressure ventilation'], abbreviations: ['BiPAP', 'NIPPV', 'NIV'] },
    'hf-meds': { terms: hfMedications, abbreviations: ['ACEi', 'ARNI'] },
    'hf-only-meds': { terms: hfOnlyMedications, abbreviations: ['ARNI'] },
    'hf-home-meds': {
      terms: [...hfMedications.map((d) => `home ${d}`), 'home diuretic', 'home diuretics', 'home heart failure medications', 'home hf medications'],
    },
    // A loop diuretic given in the course, route unstated ("treated with diuretics and Lasix").
    'diuretic-given': { terms: [...loopDiuretics, 'diuretic', 'diuretics', 'loop diuretic', 'loop diuretics', 'diuresed', 'diuresis'], pseudo: overDiuresed },
    'oral-diuretic': {
      terms: [
        ...loopDiuretics.flatMap((d) => [`home ${d}`, `oral ${d}`, `po ${d}`, `${d} po`, `${d} by mouth`]),
        'home diuretic', 'home diuretics', 'oral diuretic', 'oral diuretics', 'po diuretics', 'po diuretic',
      ],
    },
    'hf-management': {
      terms: [
        'fluid restriction', 'sodium restriction', 'low sodium diet', '2 gram sodium diet', '2 g sodium diet', 'daily weights', 'daily weight',
        'strict intake and output', 'heart failure clinic', 'chf clinic', 'hf clinic', 'heart failure education', 'heart failure cardiology',
        'heart failure service', 'heart failure team', 'advanced heart failure clinic', 'advanced heart failure team',
      ],
    },
    'hf-device': {
      terms: [
        'aicd', 'icd', 'implantable cardioverter defibrillator', 'biventricular pacemaker', 'biventricular icd', 'crt d', 'crt p',
        'cardiac resynchronization therapy', 'lvad', 'left ventricular assist device', 'cardiomems',
      ],
      abbreviations: ['AICD', 'ICD', 'CRT-D', 'CRT-P', 'LVAD'],
      pseudo: ['icd 10', 'icd10', 'icd code'],
    },
    // The author's word for the whole stay, which a dose of IV diuretic given on another's report does not undo.
    'compensated-throughout': {
      terms: [
        'compensated throughout', 'compensated throughout the stay', 'compensated throughout the admission', 'remained compensated', 'stayed compensated',
        'euvolemic throughout', 'euvolemic throughout the stay', 'remained euvolemic', 'at dry weight throughout',
        'no evidence of decompensation', 'without evidence of decompensation', 'no signs of decompensation', 'without decompensation',
        'not decompensated', 'was not decompensated', 'no decompensation',
      ],
    },
    euvolemic: {
      terms: ['euvolemic', 'euvolemia', 'clinically euvolemic', 'appears euvolemic', 'at dry weight', 'at his dry weight', 'at her dry weight', 'compensated', 'well compensated', 'clinically compensated'],
      pseudo: ['compensated cirrhosis', 'compensated metabolic', 'compensated respiratory', 'partially compensated', 'fully compensated', 'metabolically compensated'],
    },
    'lungs-clear': {
      terms: [
        'lungs clear', 'lungs are clear', 'lungs were clear', 'clear lungs', 'lungs clear to auscultation', 'clear to auscultation bilaterally',
        'clear lung fields', 'no acute cardiopulmonary process', 'no acute cardiopulmonary abnormality', 'no acute cardiopulmonary disease',
      ],
      abbreviations: ['CTAB'],
    },
    'congestion-plain': {
      terms: ['congestion', 'any congestion', 'signs of congestion', 'evidence of congestion'],
      pseudo: ['nasal congestion', 'sinus congestion', 'chest congestion', 'head congestion', 'hepatic congestion', 'passive congestion'],
    },
    'np-normal-stated': {
      // Each natriuretic-peptide name with each way of saying its value was normal.
      terms: ['bnp', 'pro bnp', 'probnp', 'nt pro bnp', 'nt probnp', 'ntprobnp', 'brain natriuretic peptide', 'b type natriuretic peptide'].flatMap(
        (name) => [
          `normal ${name}`,
          `${name} normal`,
          `${name} is normal`,
          `${name} was normal`,
          `${name} within normal limits`,
          `${name} was within normal limits`,
          `${name} is within normal limits`,
          `${name} wnl`,
          `${name} was wnl`,
          `${name} not elevated`,
          `${name} was not elevated`,
          `${name} is not elevated`,
          `${name} unremarkable`,
          `${name} was unremarkable`,
        ],
      ),
    },
    'normal-ef': {
      terms: [
        'normal ejection fraction', 'normal ef', 'ef normal', 'ef is normal', 'ef was normal', 'ejection fraction normal',
        'ejection fraction was normal', 'normal lvef', 'lvef normal', 'normal lv function', 'normal left ventricular function',
        'normal lv systolic function', 'normal left ventricular systolic function', 'normal systolic function', 'normal biventricular function',
        'preserved lv function', 'preserved systolic function', 'preserved lv systolic function', 'preserved left ventricular systolic function',
        'preserved ejection fraction', 'preserved ef', 'ef preserved', 'lvef preserved', 'hyperdynamic lv', 'hyperdynamic left ventricle',
      ],
    },
    'diastolic-dysfunction': {
      terms: [
        'diastolic dysfunction', 'grade 1 diastolic dysfunction', 'grade 2 diastolic dysfunction', 'grade 3 diastolic dysfunction',
        'grade i diastolic dysfunction', 'grade ii diastolic dysfunction', 'grade iii diastolic dysfunction', 'impaired relaxation',
        'restrictive filling pattern', 'pseudonormal filling',
      ],
    },
    'missed-dialysis': {
      terms: [
        'missed dialysis', 'missed hemodialysis', 'missed hd', 'missed his dialysis', 'missed her dialysis', 'missed dialysis sessions',
        'missed his hemodialysis', 'missed her hemodialysis', 'skipped dialysis', 'noncompliance with dialysis', 'nonadherence to dialysis',
        'dialysis noncompliance', 'noncompliant with dialysis', 'non compliant with dialysis',
      ],
    },
    'noncardiogenic-edema': {
      terms: [
        'acute respiratory distress syndrome', 'noncardiogenic pulmonary edema', 'non cardiogenic pulmonary edema', 'negative pressure pulmonary edema',
        'reexpansion pulmonary edema', 're expansion pulmonary edema', 'transfusion related acute lung injury',
      ],
      abbreviations: ['ARDS', 'TRALI'],
    },
    obesity: { terms: ['morbid obesity', 'morbidly obese', 'severe obesity', 'class 3 obesity', 'class iii obesity'] },
  },
  criteria: {
    'hf-documented': { says: 'Heart failure documented for this stay', rule: m('heart-failure') },
    'hf-ruled-out': { says: 'Heart failure negated or ruled out', rule: ruledOut('hf-plain') },
    'hf-family-only': {
      says: 'Heart failure mentioned only for a family member',
      rule: allOf(mentioned('heart-failure', { allow: ['family', 'historical'] }), not(mentioned('heart-failure', { allow: ['historical', 'uncertain', 'hypothetical'] }))),
    },
    'hf-symptoms': { says: 'New or worse heart failure symptoms (dyspnea, orthopnea, PND, weight gain, swelling)', rule: symptoms },
    'congestion-signs': { says: 'Congestion on exam (JVD, rales, S3, hepatojugular reflux, edema, volume overload)', rule: signs },
    'imaging-congestion': { says: 'Congestion on imaging (pulmonary edema, vascular congestion, Kerley B lines, effusions)', rule: imaging },
    'np-elevated': { says: 'Natriuretic peptide elevated (BNP > 100 pg/mL or NT-proBNP > 300 pg/mL)', rule: npElevated },
    'np-normal': { says: 'Natriuretic peptides reported normal (BNP <= 100, NT-proBNP <= 300 pg/mL) in a patient without severe obesity', rule: npNormal },
    'hemodynamic-congestion': { says: 'Elevated filling pressures on invasive or echo hemodynamics (PCWP or LVEDP above 18 mmHg)', rule: hemodynamic },
    'acute-treatment': { says: 'Acute heart failure treatment (IV or escalated loop diuretic, vasodilator or inotrope drip, NIV for pulmonary edema)', rule: acuteTreatment },
    'other-cause': { says: 'Volume overload or pulmonary edema from another cause (missed dialysis, ARDS, TRALI) not linked to heart failure', rule: otherCause },
    'acute-decompensation': {
      says: 'Acute decompensation: symptoms or congestion on exam treated with IV diuretic or vasoactive therapy, or a stated exacerbation treated with a loop diuretic (route unstated); with imaging, natriuretic peptide or hemodynamic evidence',
      rule: acuteDefault.decompensation,
    },
    'acute-contradicted': {
      says: 'No acute decompensation: exacerbation ruled out or withdrawn by the author, another cause, or compensated / no congestion / normal BNP / only oral diuretics',
      rule: acuteDefault.contradicted,
    },
    'known-chronic-hf': { says: 'Known chronic heart failure (chronic HF named, in the past history, or on home HF therapy or device)', rule: knownChronic },
    'hf-current-managed': {
      says: 'Heart failure current and managed this stay (HF medications, measured EF, HF management or device)',
      rule: currentManaged,
    },
    gdmt: { says: 'Guideline-directed HF medications documented', rule: anyOf(ever('hf-meds'), ever('hf-home-meds')) },
    'new-onset': { says: 'Heart failure documented as new onset (no chronic heart failure before this stay)', rule: m('hf-new-onset') },
    'type-systolic': { says: 'Systolic dysfunction documented (HFrEF / systolic heart failure named, or EF 40% or less)', rule: typeSystolic },
    'type-diastolic': { says: 'Diastolic type documented (HFpEF, HFmrEF or diastolic heart failure named, or EF above 40%)', rule: typeDiastolic },
    'type-combined': { says: 'Combined systolic and diastolic heart failure documented (named, or systolic dysfunction with diastolic dysfunction)', rule: typeCombined },
    'type-right': { says: 'Right heart failure or RV dysfunction documented', rule: ever('hf-right') },
    'type-biventricular': { says: 'Biventricular heart failure documented', rule: anyOf(ever('hf-biventricular'), allOf(ever('hf-right'), typeSystolic)) },
    'type-high-output': { says: 'High-output heart failure documented', rule: ever('hf-high-output') },
    'type-end-stage': { says: 'End-stage (stage D) heart failure documented', rule: ever('hf-end-stage') },
    'systolic-contradicted': {
      says: 'Systolic type contradicted: EF 50% or more (or "EF normal") with no reduced EF on record, or only HFpEF named',
      rule: anyOf(systolicDisproved, allOf(diastolicStated, not(typeSystolic))),
    },
    'diastolic-contradicted': {
      says: 'Diastolic type contradicted: every EF 40% or less, or only systolic heart failure named',
      rule: anyOf(efReducedThroughout, allOf(systolicStated, not(combinedStated), not(typeDiastolic))),
    },
    'combined-contradicted': {
      says: 'Combined type contradicted: EF 50% or more with no reduced EF on record, or only diastolic heart failure named',
      rule: anyOf(systolicDisproved, allOf(diastolicStated, not(typeSystolic))),
    },
  },
  decision: {
    documented: 'hf-documented',
    supported: { anyOf: ['acute-decompensation', 'hf-current-managed'] },
    // A normal natriuretic peptide in a non-obese patient largely excludes heart failure.
    decidable: 'np-normal',
    refuted: { anyOf: ['hf-ruled-out', 'hf-family-only'] },
    strengthens: ['acute-treatment', 'gdmt'],
  },
  // §2.10 plan variants. No built-in profile selects them yet; a deployment's profile can.
  variants: {
    'np-required': {
      says: 'Acute heart failure needs an elevated BNP or NT-proBNP; imaging or hemodynamics alone do not qualify, and an acute code with no natriuretic peptide drawn is unsupported',
      criteria: {
        'acute-decompensation': {
          says: 'Acute decompensation: symptoms or congestion on exam, with an elevated BNP / NT-proBNP, treated with IV diuretic or vasoactive therapy',
          rule: acuteNpRequired.decompensation,
        },
        'acute-contradicted': {
          says: 'No acute decompensation under a natriuretic-peptide plan: no BNP / NT-proBNP drawn, exacerbation ruled out, another cause, or compensated',
          rule: acuteNpRequired.contradicted,
        },
      },
    },
    'iv-diuretic-required': {
      says: 'Acute heart failure needs IV loop diuretic treatment; nitrates, inotropes, NIV or an escalated oral dose alone do not qualify',
      criteria: {
        'acute-treatment': { says: 'IV loop diuretic given', rule: ivDiureticOnly },
        'acute-decompensation': {
          says: 'Acute decompensation: symptoms or congestion on exam, with imaging, natriuretic peptide or hemodynamic evidence, treated with an IV loop diuretic',
          rule: acuteIvRequired.decompensation,
        },
        'acute-contradicted': {
          says: 'No acute decompensation under an IV-diuretic plan: no IV diuretic given, exacerbation ruled out, another cause, or normal BNP with no congestion',
          rule: acuteIvRequired.contradicted,
        },
      },
    },
  },
});
