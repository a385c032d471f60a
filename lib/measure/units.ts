import { UnitError } from '../errors';

/**
 * Every kind of measurement clinval reads from a note. A closed vocabulary: a pack that names
 * `'creatinin'` does not compile.
 *
 * @example "Cr 2.4 (baseline 0.9)" is a `'creatinine'` measurement.
 */
export const measurementKinds = [
  'creatinine',
  'bun',
  'sodium',
  'potassium',
  'bicarbonate',
  'chloride',
  'glucose',
  'lactate',
  'wbc',
  'hemoglobin',
  'hematocrit',
  'platelets',
  'inr',
  'bilirubin',
  'albumin',
  'troponin',
  'bnp',
  'nt-probnp',
  'ph',
  'pco2',
  'po2',
  'fio2',
  'pf-ratio',
  'spo2',
  'temperature',
  'heart-rate',
  'respiratory-rate',
  'systolic-bp',
  'diastolic-bp',
  'map',
  'gcs',
  'bmi',
  'weight',
  'height',
  'urine-output',
  'ejection-fraction',
  'anion-gap',
  'beta-hydroxybutyrate',
  'bands',
  'blood-loss',
  'osmolality',
  'pcwp',
  'lvedp',
  'hba1c',
  'egfr',
  'tsh',
  'fena',
  'ciwa',
  'nihss',
  'magnesium',
  'calcium',
  'ionized-calcium',
  'corrected-calcium',
  'phosphorus',
  'vitamin-d',
  'ck',
  'ast',
  'alt',
] as const;

export type MeasurementKind = (typeof measurementKinds)[number];

/**
 * The units values are normalised to before any threshold is compared (criteria-reference §1.6).
 * ASCII spellings, so a pack can type them: `above(38, 'degC')`, `below(100, 'K/uL')`.
 * `K/uL` is ×10³/µL (= ×10⁹/L); `fraction` is FiO2 as 0.21–1.0; `points` is a score.
 *
 * @example "T 101.5" has canonical value 38.61 in `'degC'`.
 */
export const canonicalUnits = [
  'mg/dL',
  'mmol/L',
  'g/dL',
  '%',
  'K/uL',
  'ng/L',
  'pg/mL',
  'mmHg',
  'fraction',
  'degC',
  '/min',
  'kg/m2',
  'kg',
  'm',
  'mL/h',
  'mL/kg/h',
  'mL',
  'ratio',
  'pH',
  'points',
  'mOsm/kg',
  'mL/min/1.73m2',
  'mIU/L',
  'U/L',
  'ng/mL',
] as const;

export type CanonicalUnit = (typeof canonicalUnits)[number];

/**
 * Units as they are written in notes, each normalised to one id ("µmol/L", "umol/l" and
 * "micromol/L" are all `umol/L`). `deg` is a bare "degrees"/"°" that says neither C nor F.
 *
 * @example "Cr 186 µmol/L" is written in `'umol/L'`.
 */
export const units = [
  'mg/dL',
  'umol/L',
  'mmol/L',
  'mEq/L',
  'g/dL',
  'g/L',
  'ng/mL',
  'ng/L',
  'pg/mL',
  'pmol/L',
  'nmol/L',
  'ug/L',
  'K/uL',
  '10^9/L',
  '/uL',
  '%',
  'fraction',
  'mmHg',
  'kPa',
  'degC',
  'degF',
  'deg',
  '/min',
  'kg/m2',
  'kg',
  'lb',
  'g',
  'oz',
  'm',
  'cm',
  'in',
  'ft',
  'mL/h',
  'mL/kg/h',
  'mL',
  'L',
  'ratio',
  'pH',
  'points',
  'mOsm/kg',
  'mL/min/1.73m2',
  'mIU/L',
  'mmol/mol',
  'U/L',
  'ukat/L',
] as const;

export type Unit = (typeof units)[number];

/**
 * How a written unit becomes the canonical one, as data so the table reads like §1.6:
 * `{ divide: 88.4 }` is creatinine µmol/L → mg/dL. `reportAs` keeps the number and reports it in
 * another canonical unit (urine output per kg per hour cannot become mL/h without a weight).
 */
export type Conversion =
  | { readonly multiply: number }
  | { readonly divide: number }
  | { readonly formula: 'fahrenheit-to-celsius' | 'ifcc-to-ngsp' }
  | { readonly reportAs: CanonicalUnit };

/**
 * A unit to assume for an unwritten one when the number falls in `[min, max]`.
 *
 * @example { unit: 'umol/L', min: 25, max: 2500 } reads "Cr 186" as µmol/L.
 */
export interface AssumeRule {
  readonly unit: Unit;
  readonly min: number;
  readonly max: number;
  /** Only numbers written with a decimal point ("troponin 0.45", not "troponin 12"). @default false */
  readonly decimalOnly?: boolean;
}

/**
 * A plausible range in one canonical unit; outside it a number is not a patient value.
 *
 * @example { unit: 'pH', min: 6.5, max: 7.9 } rejects a urine "pH 5.5".
 */
export interface PlausibleRange {
  readonly unit: CanonicalUnit;
  readonly min: number;
  readonly max: number;
}

/**
 * Units, conversions and plausible ranges of one measurement kind.
 *
 * @example kindUnits.lactate: canonical mmol/L, mg/dL ÷ 9.01, "lactate 36" assumed mg/dL.
 */
export interface KindUnits {
  readonly canonical: CanonicalUnit;
  /** Every unit accepted for the kind; the canonical unit itself maps to `{ multiply: 1 }`. */
  readonly conversions: Readonly<Partial<Record<Unit, Conversion>>>;
  /**
   * When no unit is written, the first rule whose range holds the number picks the unit
   * ("Cr 186" → µmol/L). No rule fits → the number is not reported. An empty list means the
   * kind cannot be read without a unit (a bare "weight 134" may be kg or lb).
   */
  readonly assume: readonly AssumeRule[];
  readonly plausible: readonly PlausibleRange[];
}

const same = { multiply: 1 } as const;
/** A clinical scale's score: points, any value on the scale assumed and plausible. */
function scalePoints(min: number, max: number): KindUnits {
  return { canonical: 'points', conversions: { points: same }, assume: [{ unit: 'points', min, max }], plausible: [{ unit: 'points', min, max }] };
}

/**
 * Liver transaminases (AST, ALT), units per litre (IU/L the same number; 1 µkat/L is 60 U/L). An
 * unwritten unit is U/L: normal is about 7-40, a shock liver or acetaminophen injury reaches the
 * tens of thousands.
 */
/** Total calcium, measured or corrected for albumin. */
const calciumUnits: KindUnits = {
  canonical: 'mg/dL',
  conversions: { 'mg/dL': same, 'mmol/L': { multiply: 4.008 }, 'mEq/L': { multiply: 2.004 } },
  assume: [
    { unit: 'mg/dL', min: 4, max: 20 },
    { unit: 'mmol/L', min: 1, max: 3.99 },
  ],
  plausible: [{ unit: 'mg/dL', min: 3, max: 20 }],
};

const transaminaseUnits: KindUnits = {
  canonical: 'U/L',
  conversions: { 'U/L': same, 'ukat/L': { multiply: 60 } },
  assume: [{ unit: 'U/L', min: 1, max: 50_000 }],
  plausible: [{ unit: 'U/L', min: 1, max: 50_000 }],
};

/**
 * The conversion table of criteria-reference §1.6, per kind. Ranges for `assume` are chosen so the
 * conventional unit wins wherever both readings are possible; the SI reading is taken only where
 * the conventional one is implausible ("lactate 36" cannot be 36 mmol/L, so it is mg/dL).
 *
 * @example kindUnits.creatinine.conversions['umol/L'] is `{ divide: 88.4 }`.
 */
export const kindUnits: Readonly<Record<MeasurementKind, KindUnits>> = {
  creatinine: {
    canonical: 'mg/dL',
    conversions: { 'mg/dL': same, 'umol/L': { divide: 88.4 } },
    assume: [
      { unit: 'mg/dL', min: 0.1, max: 25 },
      { unit: 'umol/L', min: 25, max: 2500 },
    ],
    plausible: [{ unit: 'mg/dL', min: 0.1, max: 30 }],
  },
  bun: {
    canonical: 'mg/dL',
    // Urea in mmol/L: BUN mg/dL × 0.357 = urea mmol/L.
    conversions: { 'mg/dL': same, 'mmol/L': { divide: 0.357 } },
    assume: [{ unit: 'mg/dL', min: 1, max: 300 }],
    plausible: [{ unit: 'mg/dL', min: 1, max: 300 }],
  },
  sodium: {
    canonical: 'mmol/L',
    conversions: { 'mmol/L': same, 'mEq/L': same },
    assume: [{ unit: 'mmol/L', min: 95, max: 190 }],
    plausible: [{ unit: 'mmol/L', min: 95, max: 190 }],
  },
  potassium: {
    canonical: 'mmol/L',
    conversions: { 'mmol/L': same, 'mEq/L': same },
    assume: [{ unit: 'mmol/L', min: 1, max: 10 }],
    plausible: [{ unit: 'mmol/L', min: 1, max: 10 }],
  },
  bicarbonate: {
    canonical: 'mmol/L',
    conversions: { 'mmol/L': same, 'mEq/L': same },
    assume: [{ unit: 'mmol/L', min: 2, max: 60 }],
    plausible: [{ unit: 'mmol/L', min: 2, max: 60 }],
  },
  chloride: {
    canonical: 'mmol/L',
    conversions: { 'mmol/L': same, 'mEq/L': same },
    assume: [{ unit: 'mmol/L', min: 60, max: 150 }],
    plausible: [{ unit: 'mmol/L', min: 60, max: 150 }],
  },
  glucose: {
    canonical: 'mg/dL',
    conversions: { 'mg/dL': same, 'mmol/L': { multiply: 18 } },
    // Below 10 mg/dL is not survivable; such a number is mmol/L ("glucose 5.6").
    assume: [
      { unit: 'mg/dL', min: 10, max: 3000 },
      { unit: 'mmol/L', min: 1, max: 10 },
    ],
    plausible: [{ unit: 'mg/dL', min: 5, max: 3000 }],
  },
  lactate: {
    canonical: 'mmol/L',
    conversions: { 'mmol/L': same, 'mg/dL': { divide: 9.01 } },
    // Lactate above 20 mmol/L is rare; 21–36 is the usual mg/dL span of clinical thresholds.
    assume: [
      { unit: 'mmol/L', min: 0.1, max: 20 },
      { unit: 'mg/dL', min: 20, max: 300 },
    ],
    plausible: [{ unit: 'mmol/L', min: 0.1, max: 35 }],
  },
  wbc: {
    canonical: 'K/uL',
    conversions: { 'K/uL': same, '10^9/L': same, '/uL': { divide: 1000 } },
    // "WBC 15.2" is ×10³/µL; "white count of 18,000" or "7100" is an absolute count per µL.
    assume: [
      { unit: 'K/uL', min: 0.05, max: 300 },
      { unit: '/uL', min: 300, max: 500_000 },
    ],
    plausible: [{ unit: 'K/uL', min: 0.05, max: 500 }],
  },
  hemoglobin: {
    canonical: 'g/dL',
    // "Hgb 7.9g": grams alone is shorthand for g/dL.
    conversions: { 'g/dL': same, g: same, 'g/L': { divide: 10 }, 'mmol/L': { divide: 0.6206 } },
    assume: [
      { unit: 'g/dL', min: 1.5, max: 25 },
      { unit: 'g/L', min: 25, max: 250 },
    ],
    plausible: [{ unit: 'g/dL', min: 1.5, max: 25 }],
  },
  hematocrit: {
    canonical: '%',
    conversions: { '%': same, fraction: { multiply: 100 } },
    assume: [
      { unit: '%', min: 8, max: 75 },
      { unit: 'fraction', min: 0.08, max: 0.75 },
    ],
    plausible: [{ unit: '%', min: 8, max: 75 }],
  },
  platelets: {
    canonical: 'K/uL',
    conversions: { 'K/uL': same, '10^9/L': same, '/uL': { divide: 1000 } },
    // "plt 45" is ×10³/µL; "platelets 45000" or "45,000" is absolute.
    assume: [
      { unit: 'K/uL', min: 1, max: 1500 },
      { unit: '/uL', min: 1500, max: 5_000_000 },
    ],
    plausible: [{ unit: 'K/uL', min: 1, max: 5000 }],
  },
  inr: {
    canonical: 'ratio',
    conversions: { ratio: same },
    assume: [{ unit: 'ratio', min: 0.5, max: 20 }],
    plausible: [{ unit: 'ratio', min: 0.5, max: 20 }],
  },
  bilirubin: {
    canonical: 'mg/dL',
    conversions: { 'mg/dL': same, 'umol/L': { divide: 17.1 } },
    assume: [
      { unit: 'mg/dL', min: 0.1, max: 50 },
      { unit: 'umol/L', min: 50, max: 1000 },
    ],
    plausible: [{ unit: 'mg/dL', min: 0.05, max: 60 }],
  },
  albumin: {
    canonical: 'g/dL',
    conversions: { 'g/dL': same, 'g/L': { divide: 10 } },
    assume: [
      { unit: 'g/dL', min: 0.5, max: 7 },
      { unit: 'g/L', min: 7, max: 70 },
    ],
    plausible: [{ unit: 'g/dL', min: 0.5, max: 7 }],
  },
  troponin: {
    canonical: 'ng/L',
    conversions: { 'ng/L': same, 'pg/mL': same, 'ng/mL': { multiply: 1000 }, 'ug/L': { multiply: 1000 } },
    // Conventional assays report ng/mL with decimals ("0.45"); high-sensitivity ones report whole
    // ng/L ("120"). Below 1 no hs assay reports, so it is ng/mL; a decimal below 50 is ng/mL too.
    assume: [
      { unit: 'ng/mL', min: 0, max: 0.999 },
      { unit: 'ng/mL', min: 1, max: 50, decimalOnly: true },
      { unit: 'ng/L', min: 1, max: 1_000_000 },
    ],
    plausible: [{ unit: 'ng/L', min: 0, max: 1_000_000 }],
  },
  bnp: {
    canonical: 'pg/mL',
    conversions: { 'pg/mL': same, 'ng/L': same },
    assume: [{ unit: 'pg/mL', min: 1, max: 50_000 }],
    plausible: [{ unit: 'pg/mL', min: 1, max: 50_000 }],
  },
  'nt-probnp': {
    canonical: 'pg/mL',
    conversions: { 'pg/mL': same, 'ng/L': same, 'pmol/L': { multiply: 8.457 } },
    assume: [{ unit: 'pg/mL', min: 5, max: 100_000 }],
    plausible: [{ unit: 'pg/mL', min: 5, max: 100_000 }],
  },
  ph: {
    canonical: 'pH',
    conversions: { pH: same },
    // Urine and gastric pH (4.5–8) fall mostly outside; blood pH lives in 6.5–7.9.
    assume: [{ unit: 'pH', min: 6.5, max: 7.9 }],
    plausible: [{ unit: 'pH', min: 6.5, max: 7.9 }],
  },
  pco2: {
    canonical: 'mmHg',
    conversions: { mmHg: same, kPa: { divide: 0.133 } },
    assume: [
      { unit: 'mmHg', min: 10, max: 200 },
      { unit: 'kPa', min: 1.3, max: 10 },
    ],
    plausible: [{ unit: 'mmHg', min: 10, max: 200 }],
  },
  po2: {
    canonical: 'mmHg',
    conversions: { mmHg: same, kPa: { divide: 0.133 } },
    assume: [
      { unit: 'mmHg', min: 15, max: 700 },
      { unit: 'kPa', min: 2, max: 15 },
    ],
    plausible: [{ unit: 'mmHg', min: 15, max: 700 }],
  },
  fio2: {
    canonical: 'fraction',
    conversions: { fraction: same, '%': { divide: 100 } },
    assume: [
      { unit: 'fraction', min: 0.21, max: 1 },
      { unit: '%', min: 21, max: 100 },
    ],
    plausible: [{ unit: 'fraction', min: 0.21, max: 1 }],
  },
  'pf-ratio': {
    canonical: 'mmHg',
    conversions: { mmHg: same },
    assume: [{ unit: 'mmHg', min: 20, max: 700 }],
    plausible: [{ unit: 'mmHg', min: 20, max: 700 }],
  },
  spo2: {
    canonical: '%',
    conversions: { '%': same },
    assume: [{ unit: '%', min: 40, max: 100 }],
    plausible: [{ unit: '%', min: 40, max: 100 }],
  },
  temperature: {
    canonical: 'degC',
    conversions: { degC: same, degF: { formula: 'fahrenheit-to-celsius' } },
    // 45 °C and 77 °F do not meet, so a bare "T 101.5" can only be Fahrenheit.
    assume: [
      { unit: 'degC', min: 25, max: 45 },
      { unit: 'degF', min: 77, max: 113 },
    ],
    plausible: [{ unit: 'degC', min: 25, max: 45 }],
  },
  'heart-rate': {
    canonical: '/min',
    conversions: { '/min': same },
    assume: [{ unit: '/min', min: 20, max: 300 }],
    plausible: [{ unit: '/min', min: 20, max: 300 }],
  },
  'respiratory-rate': {
    canonical: '/min',
    conversions: { '/min': same },
    assume: [{ unit: '/min', min: 4, max: 80 }],
    plausible: [{ unit: '/min', min: 4, max: 80 }],
  },
  'systolic-bp': {
    canonical: 'mmHg',
    conversions: { mmHg: same },
    assume: [{ unit: 'mmHg', min: 40, max: 300 }],
    plausible: [{ unit: 'mmHg', min: 40, max: 300 }],
  },
  'diastolic-bp': {
    canonical: 'mmHg',
    conversions: { mmHg: same },
    assume: [{ unit: 'mmHg', min: 10, max: 200 }],
    plausible: [{ unit: 'mmHg', min: 10, max: 200 }],
  },
  map: {
    canonical: 'mmHg',
    conversions: { mmHg: same },
    assume: [{ unit: 'mmHg', min: 20, max: 200 }],
    plausible: [{ unit: 'mmHg', min: 20, max: 200 }],
  },
  // Clinical scales, in points: the NIH stroke scale 0-42, CIWA-Ar (alcohol withdrawal) 0-67, the Glasgow coma scale 3-15.
  nihss: scalePoints(0, 42),
  ciwa: scalePoints(0, 67),
  gcs: scalePoints(3, 15),
  bmi: {
    canonical: 'kg/m2',
    conversions: { 'kg/m2': same },
    assume: [{ unit: 'kg/m2', min: 10, max: 100 }],
    plausible: [{ unit: 'kg/m2', min: 10, max: 100 }],
  },
  weight: {
    canonical: 'kg',
    // 1 kg = 2.2046 lb.
    conversions: { kg: same, lb: { divide: 2.2046 }, g: { divide: 1000 }, oz: { divide: 35.274 } },
    assume: [],
    plausible: [{ unit: 'kg', min: 0.3, max: 400 }],
  },
  height: {
    canonical: 'm',
    conversions: { m: same, cm: { divide: 100 }, in: { multiply: 0.0254 }, ft: { multiply: 0.3048 } },
    // A bare "68" may be inches or centimetres; only unambiguous spans are assumed.
    assume: [
      { unit: 'm', min: 0.3, max: 2.5 },
      { unit: 'cm', min: 100, max: 250 },
    ],
    plausible: [{ unit: 'm', min: 0.3, max: 2.5 }],
  },
  'ejection-fraction': {
    canonical: '%',
    conversions: { '%': same },
    assume: [{ unit: '%', min: 5, max: 85 }],
    plausible: [{ unit: '%', min: 5, max: 85 }],
  },
  'anion-gap': {
    canonical: 'mmol/L',
    conversions: { 'mmol/L': same, 'mEq/L': same },
    assume: [{ unit: 'mmol/L', min: 1, max: 60 }],
    plausible: [{ unit: 'mmol/L', min: 1, max: 60 }],
  },
  'beta-hydroxybutyrate': {
    canonical: 'mmol/L',
    // BHB mg/dL / 10.41 = mmol/L (molar mass 104.1 g/mol).
    conversions: { 'mmol/L': same, 'mg/dL': { divide: 10.41 } },
    assume: [{ unit: 'mmol/L', min: 0, max: 25 }],
    plausible: [{ unit: 'mmol/L', min: 0, max: 25 }],
  },
  bands: {
    canonical: '%',
    conversions: { '%': same },
    assume: [{ unit: '%', min: 0, max: 90 }],
    plausible: [{ unit: '%', min: 0, max: 90 }],
  },
  'blood-loss': {
    canonical: 'mL',
    conversions: { mL: same, L: { multiply: 1000 } },
    assume: [{ unit: 'mL', min: 5, max: 20_000 }],
    plausible: [{ unit: 'mL', min: 1, max: 30_000 }],
  },
  egfr: {
    canonical: 'mL/min/1.73m2',
    conversions: { 'mL/min/1.73m2': same },
    assume: [{ unit: 'mL/min/1.73m2', min: 2, max: 150 }],
    plausible: [{ unit: 'mL/min/1.73m2', min: 2, max: 150 }],
  },
  // mIU/L and µIU/mL are the same number.
  tsh: {
    canonical: 'mIU/L',
    conversions: { 'mIU/L': same },
    assume: [{ unit: 'mIU/L', min: 0.005, max: 150 }],
    plausible: [{ unit: 'mIU/L', min: 0.001, max: 500 }],
  },
  // Magnesium: 1.7-2.2 mg/dL is 0.70-0.90 mmol/L (x 2.43) or 1.4-1.8 mEq/L (x 1.215). An unwritten
  // unit below 1 is mmol/L: a magnesium under 1 mg/dL is rare, under 1 mmol/L the SI norm.
  magnesium: {
    canonical: 'mg/dL',
    conversions: { 'mg/dL': same, 'mmol/L': { multiply: 2.43 }, 'mEq/L': { multiply: 1.215 } },
    assume: [
      { unit: 'mg/dL', min: 1, max: 10 },
      { unit: 'mmol/L', min: 0.2, max: 0.99 },
    ],
    plausible: [{ unit: 'mg/dL', min: 0.3, max: 15 }],
  },
  // Total calcium: 8.5-10.5 mg/dL is 2.12-2.62 mmol/L (x 4.008) or 4.2-5.2 mEq/L (x 2.004). An
  // unwritten unit under 4 is mmol/L (a total calcium under 4 mg/dL is not compatible with life).
  calcium: calciumUnits,
  // The albumin-corrected total calcium, in the same units.
  'corrected-calcium': calciumUnits,
  // Ionized calcium: 1.12-1.32 mmol/L is 4.5-5.3 mg/dL (x 0.2495). An unwritten unit under 2 is mmol/L.
  'ionized-calcium': {
    canonical: 'mmol/L',
    conversions: { 'mmol/L': same, 'mg/dL': { multiply: 0.2495 } },
    assume: [
      { unit: 'mmol/L', min: 0.4, max: 1.99 },
      { unit: 'mg/dL', min: 2, max: 8 },
    ],
    plausible: [{ unit: 'mmol/L', min: 0.3, max: 2.5 }],
  },
  // Phosphorus: 2.5-4.5 mg/dL is 0.81-1.45 mmol/L (x 3.097). Written without a unit, US notes mean mg/dL.
  phosphorus: {
    canonical: 'mg/dL',
    conversions: { 'mg/dL': same, 'mmol/L': { multiply: 3.097 } },
    assume: [{ unit: 'mg/dL', min: 0.3, max: 20 }],
    plausible: [{ unit: 'mg/dL', min: 0.3, max: 25 }],
  },
  // 25-hydroxyvitamin D: 30 ng/mL is 75 nmol/L (x 2.496). Written without a unit, US notes mean ng/mL.
  'vitamin-d': {
    canonical: 'ng/mL',
    conversions: { 'ng/mL': same, 'nmol/L': { multiply: 0.4006 } },
    assume: [{ unit: 'ng/mL', min: 3, max: 150 }],
    plausible: [{ unit: 'ng/mL', min: 2, max: 200 }],
  },
  // Creatine kinase, units per litre (IU/L the same number).
  ck: {
    canonical: 'U/L',
    conversions: { 'U/L': same },
    assume: [{ unit: 'U/L', min: 5, max: 2_000_000 }],
    plausible: [{ unit: 'U/L', min: 5, max: 2_000_000 }],
  },
  ast: transaminaseUnits,
  alt: transaminaseUnits,
  // Fractional excretion of sodium: below 1% prerenal, above 2% tubular necrosis (criteria-reference §2.3).
  fena: {
    canonical: '%',
    conversions: { '%': same },
    assume: [{ unit: '%', min: 0.01, max: 30 }],
    plausible: [{ unit: '%', min: 0.01, max: 60 }],
  },
  // NGSP percent, or IFCC mmol/mol by the master equation ("HbA1c 38 mmol/mol" is 5.6%); a bare number is percent.
  hba1c: {
    canonical: '%',
    conversions: { '%': same, 'mmol/mol': { formula: 'ifcc-to-ngsp' } },
    assume: [{ unit: '%', min: 3, max: 20 }],
    plausible: [{ unit: '%', min: 3, max: 20 }],
  },
  // Filling pressures from a right-heart or left-heart catheterisation.
  pcwp: {
    canonical: 'mmHg',
    conversions: { mmHg: same },
    assume: [{ unit: 'mmHg', min: 2, max: 60 }],
    plausible: [{ unit: 'mmHg', min: 2, max: 60 }],
  },
  lvedp: {
    canonical: 'mmHg',
    conversions: { mmHg: same },
    assume: [{ unit: 'mmHg', min: 2, max: 60 }],
    plausible: [{ unit: 'mmHg', min: 2, max: 60 }],
  },
  osmolality: {
    canonical: 'mOsm/kg',
    conversions: { 'mOsm/kg': same },
    assume: [{ unit: 'mOsm/kg', min: 200, max: 450 }],
    plausible: [{ unit: 'mOsm/kg', min: 200, max: 450 }],
  },
  'urine-output': {
    canonical: 'mL/h',
    conversions: { 'mL/h': same, 'mL/kg/h': { reportAs: 'mL/kg/h' }, mL: { reportAs: 'mL' }, L: { multiply: 1000 } },
    assume: [],
    plausible: [
      { unit: 'mL/h', min: 0, max: 3000 },
      { unit: 'mL/kg/h', min: 0, max: 30 },
      { unit: 'mL', min: 0, max: 30_000 },
    ],
  },
};

/**
 * The canonical unit of a kind: the unit every pack threshold for it must use.
 *
 * @example canonicalUnitOf('lactate') → 'mmol/L' ("lactate 36" mg/dL is reported as 4.0 mmol/L)
 */
export function canonicalUnitOf(kind: MeasurementKind): CanonicalUnit {
  return kindUnits[kind].canonical;
}

/**
 * A number in a canonical unit.
 *
 * @example { value: 38.6111, unit: 'degC' } for "temp 101.5 F".
 */
export interface Converted {
  readonly value: number;
  readonly unit: CanonicalUnit;
}

/**
 * Converts `value` written in `unit` to the canonical unit of `kind` (criteria-reference §1.6).
 * Results are rounded to 4 decimals so float noise never reaches a golden file.
 *
 * @throws UnitError when the kind has no conversion for the unit ("creatinine in mmHg").
 * @example convertToCanonical('creatinine', 186, 'umol/L') → { value: 2.1041, unit: 'mg/dL' }
 */
export function convertToCanonical(kind: MeasurementKind, value: number, unit: Unit): Converted {
  const spec = kindUnits[kind];
  const conversion = spec.conversions[unit];
  if (conversion === undefined) {
    throw new UnitError(`No conversion from "${unit}" for ${kind}; accepted: ${Object.keys(spec.conversions).join(', ')}.`);
  }
  if ('reportAs' in conversion) return { value: round(value), unit: conversion.reportAs };
  let out: number;
  if ('multiply' in conversion) out = value * conversion.multiply;
  else if ('divide' in conversion) out = value / conversion.divide;
  // HbA1c: NGSP % = 0.09148 x IFCC mmol/mol + 2.152 (the IFCC-NGSP master equation).
  else if (conversion.formula === 'ifcc-to-ngsp') out = 0.09148 * value + 2.152;
  else out = ((value - 32) * 5) / 9;
  return { value: round(out), unit: spec.canonical };
}

/**
 * True when `kind` has a conversion for `unit`.
 *
 * @example acceptsUnit('potassium', 'mEq/L') → true; acceptsUnit('potassium', '%') → false
 */
export function acceptsUnit(kind: MeasurementKind, unit: Unit): boolean {
  return kindUnits[kind].conversions[unit] !== undefined;
}

/**
 * The unit to read an unwritten one as, from the plausible ranges ("Cr 186" → `umol/L`), or
 * `undefined` when no reading is plausible or the kind needs a written unit.
 *
 * @param rules overrides the kind's own rules (a name such as "hs-troponin" knows its unit).
 * @example assumeUnit('temperature', 101.5, false) → 'degF'
 */
export function assumeUnit(kind: MeasurementKind, value: number, hasDecimal: boolean, rules?: readonly AssumeRule[]): Unit | undefined {
  for (const rule of rules ?? kindUnits[kind].assume) {
    if (value < rule.min || value > rule.max) continue;
    if (rule.decimalOnly === true && !hasDecimal) continue;
    return rule.unit;
  }
  return undefined;
}

/**
 * True when the kind can be read in more than one unit, so an unwritten unit is a guess.
 *
 * @example hasUnitChoice('creatinine') → true (mg/dL or µmol/L); hasUnitChoice('heart-rate') → false
 */
export function hasUnitChoice(kind: MeasurementKind): boolean {
  return new Set(kindUnits[kind].assume.map((r) => r.unit)).size > 1;
}

/**
 * True when a canonical value is a believable patient value for the kind.
 *
 * @example isPlausible('ph', 5.5, 'pH') → false (a urine pH, not a blood gas)
 */
export function isPlausible(kind: MeasurementKind, value: number, unit: CanonicalUnit): boolean {
  for (const range of kindUnits[kind].plausible) {
    if (range.unit === unit) return value >= range.min && value <= range.max;
  }
  return false;
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}

/**
 * What a word written after a number says about it.
 *
 * @example "40 mg" is a `'dose'`, "2 days" a `'time'`, "2.1 mg/dL" a `'unit'`.
 */
export type WrittenUnitCategory = 'unit' | 'dose' | 'time' | 'length' | 'route';

/**
 * Written spellings of units, as data. Matching ignores case except where `exactCase` is set,
 * and a spelling must end at a non-alphanumeric character ("mg/dL" but not "mg/dLx").
 * Single letters ("K", "C", "F", "L") are units only for kinds that accept them, so the "K" in
 * "Na 140 K 4.1" stays a name and the "L" in "K 2.9 L" stays a flag.
 */
export const unitSpellings: readonly (readonly [spelling: string, unit: Unit])[] = [
  ['mOsm/kg', 'mOsm/kg'],
  ['mOsm/kg H2O', 'mOsm/kg'],
  ['mOsm/L', 'mOsm/kg'],
  ['mosm/kg', 'mOsm/kg'],
  ['mg/dL', 'mg/dL'], ['mg/dl', 'mg/dL'], ['mg %', 'mg/dL'], ['mg%', 'mg/dL'], ['mg per dL', 'mg/dL'],
  ['umol/L', 'umol/L'], ['µmol/L', 'umol/L'], ['μmol/L', 'umol/L'], ['micromol/L', 'umol/L'], ['mcmol/L', 'umol/L'],
  ['mmol/mol', 'mmol/mol'],
  ['mmol/L', 'mmol/L'], ['mmol/l', 'mmol/L'],
  ['mEq/L', 'mEq/L'], ['meq/l', 'mEq/L'],
  ['g/dL', 'g/dL'], ['gm/dL', 'g/dL'], ['g/dl', 'g/dL'], ['gm %', 'g/dL'], ['gm%', 'g/dL'], ['g %', 'g/dL'], ['grams per deciliter', 'g/dL'],
  ['g/L', 'g/L'], ['gm/L', 'g/L'],
  ['ng/mL', 'ng/mL'], ['ng/ml', 'ng/mL'],
  ['ng/L', 'ng/L'],
  ['pg/mL', 'pg/mL'], ['pg/ml', 'pg/mL'],
  ['pmol/L', 'pmol/L'],
  ['nmol/L', 'nmol/L'], ['nmol/l', 'nmol/L'],
  ['ug/L', 'ug/L'], ['µg/L', 'ug/L'], ['μg/L', 'ug/L'], ['mcg/L', 'ug/L'],
  ['mIU/L', 'mIU/L'], ['mU/L', 'mIU/L'], ['uIU/mL', 'mIU/L'], ['µIU/mL', 'mIU/L'], ['μIU/mL', 'mIU/L'], ['microIU/mL', 'mIU/L'], ['mcIU/mL', 'mIU/L'],
  ['uU/mL', 'mIU/L'], ['µU/mL', 'mIU/L'],
  ['U/L', 'U/L'], ['u/l', 'U/L'], ['IU/L', 'U/L'], ['iu/l', 'U/L'], ['units/L', 'U/L'], ['units per liter', 'U/L'], ['units per litre', 'U/L'],
  ['ukat/L', 'ukat/L'], ['µkat/L', 'ukat/L'], ['μkat/L', 'ukat/L'], ['microkat/L', 'ukat/L'],
  ['K', 'K/uL'], ['k', 'K/uL'], ['K/uL', 'K/uL'], ['K/µL', 'K/uL'], ['K/μL', 'K/uL'], ['K/mm3', 'K/uL'], ['K/cumm', 'K/uL'],
  ['thou/uL', 'K/uL'], ['x10^3/uL', 'K/uL'], ['x 10^3/uL', 'K/uL'], ['x10^3/µL', 'K/uL'], ['x 10^3/µL', 'K/uL'],
  ['×10³/µL', 'K/uL'], ['× 10³/µL', 'K/uL'], ['x10³/µL', 'K/uL'], ['10^3/uL', 'K/uL'], ['10^3/µL', 'K/uL'], ['x10e3/uL', 'K/uL'],
  ['x10^9/L', '10^9/L'], ['x 10^9/L', '10^9/L'], ['×10⁹/L', '10^9/L'], ['× 10⁹/L', '10^9/L'], ['x10⁹/L', '10^9/L'],
  ['10^9/L', '10^9/L'], ['10*9/L', '10^9/L'], ['x10*9/L', '10^9/L'],
  ['/uL', '/uL'], ['/µL', '/uL'], ['/μL', '/uL'], ['/mm3', '/uL'], ['/mm^3', '/uL'], ['/cumm', '/uL'], ['/cmm', '/uL'],
  ['cells/uL', '/uL'], ['cells/µL', '/uL'], ['cells/mm3', '/uL'], ['per microliter', '/uL'], ['per mm3', '/uL'],
  ['%', '%'], ['percent', '%'],
  ['mmHg', 'mmHg'], ['mm Hg', 'mmHg'], ['mm of Hg', 'mmHg'], ['torr', 'mmHg'],
  ['kPa', 'kPa'],
  ['°C', 'degC'], ['° C', 'degC'], ['ºC', 'degC'], ['º C', 'degC'], ['C', 'degC'], ['deg C', 'degC'], ['degC', 'degC'],
  ['degrees C', 'degC'], ['degree C', 'degC'], ['degrees Celsius', 'degC'], ['degree Celsius', 'degC'], ['degrees centigrade', 'degC'],
  ['degree centigrade', 'degC'], ['Celsius', 'degC'], ['centigrade', 'degC'],
  ['°F', 'degF'], ['° F', 'degF'], ['ºF', 'degF'], ['º F', 'degF'], ['F', 'degF'], ['deg F', 'degF'], ['degF', 'degF'],
  ['degrees F', 'degF'], ['degree F', 'degF'], ['degrees Fahrenheit', 'degF'], ['degree Fahrenheit', 'degF'], ['Fahrenheit', 'degF'],
  ['°', 'deg'], ['º', 'deg'], ['degrees', 'deg'], ['degree', 'deg'], ['deg', 'deg'],
  ['/min', '/min'], ['per minute', '/min'], ['per min', '/min'], ['bpm', '/min'], ['beats per minute', '/min'], ['beats/min', '/min'],
  ['beats a minute', '/min'], ['breaths per minute', '/min'], ['breaths/min', '/min'], ['breaths a minute', '/min'], ['a minute', '/min'],
  ['kg/m2', 'kg/m2'], ['kg/m^2', 'kg/m2'], ['kg/m²', 'kg/m2'], ['kg/sq m', 'kg/m2'], ['kg/sqm', 'kg/m2'], ['kg per square meter', 'kg/m2'],
  ['kg', 'kg'], ['kgs', 'kg'], ['kilos', 'kg'], ['kilo', 'kg'], ['kilograms', 'kg'], ['kilogram', 'kg'],
  ['lb', 'lb'], ['lbs', 'lb'], ['pounds', 'lb'], ['pound', 'lb'],
  ['g', 'g'], ['gm', 'g'], ['gms', 'g'], ['grams', 'g'], ['gram', 'g'],
  ['oz', 'oz'], ['ounce', 'oz'], ['ounces', 'oz'],
  ['m', 'm'], ['meters', 'm'], ['meter', 'm'], ['metres', 'm'],
  ['cm', 'cm'], ['centimeters', 'cm'], ['centimetres', 'cm'],
  ['inches', 'in'], ['inch', 'in'], ['"', 'in'], ['”', 'in'], ["''", 'in'],
  ['feet', 'ft'], ['foot', 'ft'], ['ft', 'ft'], ["'", 'ft'], ['’', 'ft'],
  ['mL/h', 'mL/h'], ['mL/hr', 'mL/h'], ['ml/h', 'mL/h'], ['cc/h', 'mL/h'], ['cc/hr', 'mL/h'], ['mL per hour', 'mL/h'], ['cc per hour', 'mL/h'], ['mL/hour', 'mL/h'],
  ['mL/min/1.73m2', 'mL/min/1.73m2'], ['mL/min/1.73 m2', 'mL/min/1.73m2'], ['mL/min/1.73m^2', 'mL/min/1.73m2'], ['mL/min/1.73 m^2', 'mL/min/1.73m2'],
  ['mL/min/1.73m²', 'mL/min/1.73m2'], ['mL/min/1.73 m²', 'mL/min/1.73m2'], ['ml/min/1.73m2', 'mL/min/1.73m2'],
  ['mL/kg/h', 'mL/kg/h'], ['mL/kg/hr', 'mL/kg/h'], ['cc/kg/h', 'mL/kg/h'], ['cc/kg/hr', 'mL/kg/h'], ['mL/kg/hour', 'mL/kg/h'], ['mL/kg per hour', 'mL/kg/h'],
  ['mL', 'mL'], ['ml', 'mL'], ['cc', 'mL'], ['cc.', 'mL'], ['milliliters', 'mL'],
  ['L', 'L'], ['liters', 'L'], ['liter', 'L'], ['litres', 'L'], ['litre', 'L'],
];

/**
 * Words after a number that say it is not a patient value of a lab or vital: a dose
 * ("furosemide 40 mg", "KCl 20 mEq"), a duration ("2 days"), a size ("3 mm") or a route ("40 PO").
 * Where a kind accepts one of these as its unit (weight in grams, urine output in mL), the unit
 * table wins.
 */
export const notValueWords: Readonly<Record<Exclude<WrittenUnitCategory, 'unit'>, readonly string[]>> = {
  dose: [
    'mg', 'mcg', 'µg', 'μg', 'ug', 'mEq', 'meq', 'mmol', 'units', 'unit', 'IU', 'tabs', 'tab', 'tablets', 'tablet', 'caps', 'cap',
    'capsules', 'capsule', 'puffs', 'puff', 'drops', 'amps', 'amp', 'vials', 'vial', 'bags', 'bag', 'mg/kg', 'mcg/kg/min',
    'mcg/kg', 'mcg/min', 'mg/h', 'mg/hr', 'mg/day', 'mg/d', 'units/h', 'units/hr', 'units/kg', 'units/kg/h', 'mL/kg', 'cc/kg', 'mg/m2',
    'g/kg', 'gm/kg', 'patch', 'sprays', 'spray', 'bolus', 'doses', 'dose',
  ],
  time: [
    'years', 'year', 'yrs', 'yr', 'y/o', 'yo', 'months', 'month', 'mos', 'weeks', 'week', 'wks', 'wk', 'days', 'day', 'hours', 'hour',
    'hrs', 'hr', 'minutes', 'minute', 'mins', 'min', 'seconds', 'second', 'secs', 'sec', 'times', 'cycles', 'cycle', 'episodes',
    'episode', 'am', 'pm', 'a.m.', 'p.m.', 'o\'clock',
  ],
  length: ['mm', 'millimeters', 'cm', 'centimeters', 'inches', 'inch', 'meters'],
  route: [
    'po', 'p.o.', 'iv', 'i.v.', 'ivp', 'ivpb', 'sq', 'subq', 'sc', 'im', 'daily', 'bid', 'b.i.d.', 'tid', 't.i.d.', 'qid', 'q.i.d.',
    'qd', 'q.d.', 'qhs', 'q.h.s.', 'prn', 'p.r.n.', 'qam', 'qpm', 'q.a.m.', 'nightly', 'weekly',
  ],
};

/**
 * A unit or non-value word found right after a number.
 *
 * @example "Cr 186 µmol/L" → { start: 7, end: 13, category: 'unit', unit: 'umol/L' }
 */
export interface WrittenUnit {
  readonly start: number;
  readonly end: number;
  readonly category: WrittenUnitCategory;
  /** Set when `category` is `'unit'`. */
  readonly unit?: Unit;
}

// Spellings that are a unit only where the kind accepts them, and otherwise leave the text alone:
// single letters and quote marks ("K" is also potassium, "L" a low flag, 5'9" a height).
const SOFT_SPELLING = /^(?:[A-Za-z]|["”'’]|'')$/;
// Single letters that, when the kind does not take them as a unit, mark a dose ("albumin 25 g").
const dosingLetters = new Set(['g', 'u', 'U']);
const unitLookup = new Map<string, Unit>();
const softLookup = new Map<string, Unit>();
for (const [spelling, unit] of unitSpellings) {
  if (SOFT_SPELLING.test(spelling)) softLookup.set(spelling, unit);
  else unitLookup.set(unitKey(spelling), unit);
}
const otherLookup = new Map<string, WrittenUnitCategory>();
for (const [category, words] of Object.entries(notValueWords) as [Exclude<WrittenUnitCategory, 'unit'>, readonly string[]][]) {
  for (const word of words) if (!otherLookup.has(unitKey(word))) otherLookup.set(unitKey(word), category);
}
// Compiled once into a character trie, so reading a unit is one sticky match whatever the
// size of the table.
const unitPattern = new RegExp(
  `(?:${trieSource([...unitSpellings.map(([s]) => s).filter((s) => !SOFT_SPELLING.test(s)), ...Object.values(notValueWords).flat()])})(?![A-Za-z0-9])`,
  'iy',
);
const softPattern = /(''|[A-Za-z"”'’])(?![A-Za-z0-9])/y;

/**
 * Reads the unit (or dose, duration, size, route word) that starts at `pos`, after optional spaces
 * or tabs; never across a line break. Returns `undefined` when nothing unit-like is there.
 * Single letters and quote marks count as units only when `accepts` takes them.
 *
 * @example readWrittenUnit("Cr 186 µmol/L", 6, accepts) → { start: 7, end: 13, category: 'unit', unit: 'umol/L' }
 */
export function readWrittenUnit(text: string, pos: number, accepts: (unit: Unit) => boolean): WrittenUnit | undefined {
  let start = pos;
  while (start < text.length && (text.charCodeAt(start) === 32 || text.charCodeAt(start) === 9)) start++;
  unitPattern.lastIndex = start;
  const match = unitPattern.exec(text);
  if (match !== null && match[0].length > 0) {
    const key = unitKey(match[0]);
    const end = start + match[0].length;
    const unit = unitLookup.get(key);
    if (unit !== undefined) return { start, end, category: 'unit', unit };
    const category = otherLookup.get(key);
    if (category !== undefined) return { start, end, category };
  }
  softPattern.lastIndex = start;
  const soft = softPattern.exec(text)?.[1];
  if (soft === undefined) return undefined;
  const unit = softLookup.get(soft);
  if (unit !== undefined && accepts(unit)) return { start, end: start + soft.length, category: 'unit', unit };
  if (dosingLetters.has(soft)) return { start, end: start + 1, category: 'dose' };
  return undefined;
}

/** Lookup key of a spelling: lower case, runs of spaces as one. */
function unitKey(spelling: string): string {
  return spelling.toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Regex source for a set of phrases as a character trie, so the engine tries one branch per
 * character instead of every phrase in turn. Longer phrases are tried first; callers add their
 * own boundary look-ahead. Options: `lowerCase` folds the phrases (for an `i` pattern),
 * @default true; `space` is the pattern a space in a phrase stands for, @default '[ \t]+'.
 *
 * @example trieSource(['Cr', 'Cre', 'creat']) → 'cr(?:e(?:at)?)?'
 */
export function trieSource(phrases: Iterable<string>, options: { readonly lowerCase?: boolean; readonly space?: string } = {}): string {
  const lower = options.lowerCase ?? true;
  const space = options.space ?? '[ \\t]+';
  interface Node {
    accept: boolean;
    readonly next: Map<string, Node>;
  }
  const root: Node = { accept: false, next: new Map() };
  for (const phrase of phrases) {
    let node = root;
    for (const ch of lower ? phrase.toLowerCase() : phrase) {
      const key = ch === ' ' ? ' ' : ch;
      let child = node.next.get(key);
      if (child === undefined) {
        child = { accept: false, next: new Map() };
        node.next.set(key, child);
      }
      node = child;
    }
    node.accept = true;
  }
  const emit = (node: Node): string => {
    const keys = [...node.next.keys()].sort();
    const branches = keys.map((key) => (key === ' ' ? space : escapeChar(key)) + emit(node.next.get(key) as Node));
    if (branches.length === 0) return '';
    const group = branches.length === 1 && !node.accept ? (branches[0] as string) : `(?:${branches.join('|')})`;
    return node.accept ? `${group}?` : group;
  };
  return emit(root);
}

function escapeChar(ch: string): string {
  return /[\\^$.*+?()[\]{}|/-]/.test(ch) ? `\\${ch}` : ch;
}
