import { isClinvalError, UnitError } from '../../lib/errors';
import {
  acceptsUnit,
  assumeUnit,
  canonicalUnitOf,
  convertToCanonical,
  isPlausible,
  kindUnits,
  measurementKinds,
  readWrittenUnit,
  type MeasurementKind,
  type Unit,
} from '../../lib/measure/units';

describe('conversions (criteria-reference §1.6)', () => {
  it.each<[MeasurementKind, number, Unit, number, string]>([
    ['creatinine', 186, 'umol/L', 2.1041, 'mg/dL'], // ÷ 88.4
    ['creatinine', 176.8, 'umol/L', 2, 'mg/dL'],
    ['bilirubin', 34.2, 'umol/L', 2, 'mg/dL'], // ÷ 17.1
    ['lactate', 36, 'mg/dL', 3.9956, 'mmol/L'], // ÷ 9.01
    ['glucose', 13.9, 'mmol/L', 250.2, 'mg/dL'], // × 18
    ['bun', 10, 'mmol/L', 28.0112, 'mg/dL'], // urea ÷ 0.357
    ['hemoglobin', 79, 'g/L', 7.9, 'g/dL'], // ÷ 10
    ['hemoglobin', 5, 'mmol/L', 8.0567, 'g/dL'], // ÷ 0.6206
    ['albumin', 32, 'g/L', 3.2, 'g/dL'],
    ['temperature', 100.4, 'degF', 38, 'degC'],
    ['temperature', 96.8, 'degF', 36, 'degC'],
    ['pco2', 8, 'kPa', 60.1504, 'mmHg'], // ÷ 0.133
    ['po2', 6.7, 'kPa', 50.3759, 'mmHg'],
    ['troponin', 0.04, 'ng/mL', 40, 'ng/L'], // × 1000
    ['troponin', 40, 'pg/mL', 40, 'ng/L'],
    ['nt-probnp', 100, 'pmol/L', 845.7, 'pg/mL'], // × 8.457
    ['bnp', 400, 'ng/L', 400, 'pg/mL'],
    ['platelets', 150, '10^9/L', 150, 'K/uL'],
    ['platelets', 150_000, '/uL', 150, 'K/uL'],
    ['wbc', 12_000, '/uL', 12, 'K/uL'],
    ['sodium', 128, 'mEq/L', 128, 'mmol/L'],
    ['fio2', 40, '%', 0.4, 'fraction'],
    ['hematocrit', 0.32, 'fraction', 32, '%'],
    ['weight', 220.46, 'lb', 100, 'kg'], // 1 kg = 2.2046 lb
    ['weight', 3400, 'g', 3.4, 'kg'],
    ['height', 70, 'in', 1.778, 'm'],
    ['height', 175, 'cm', 1.75, 'm'],
    ['urine-output', 0.3, 'mL/kg/h', 0.3, 'mL/kg/h'],
  ])('%s %d %s → %d %s', (kind, value, unit, expected, canonical) => {
    expect(convertToCanonical(kind, value, unit)).toEqual({ value: expected, unit: canonical });
  });

  it('throws a coded UnitError for a unit the kind has no conversion for', () => {
    let caught: unknown;
    try {
      convertToCanonical('creatinine', 2.1, 'mmHg');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UnitError);
    expect(isClinvalError(caught) && caught.code).toBe('UNIT_UNKNOWN');
    expect((caught as Error).message).toContain('"mmHg"');
  });

  it('names the canonical unit every pack threshold must use', () => {
    expect(canonicalUnitOf('lactate')).toBe('mmol/L');
    expect(canonicalUnitOf('troponin')).toBe('ng/L');
    expect(canonicalUnitOf('temperature')).toBe('degC');
    expect(canonicalUnitOf('platelets')).toBe('K/uL');
  });
});

describe('the unit table is consistent data', () => {
  it.each(measurementKinds.map((k) => [k]))('%s: canonical unit converts to itself, assumed units are accepted', (kind) => {
    const spec = kindUnits[kind];
    const identity = Object.entries(spec.conversions).some(([unit, c]) => unit === spec.canonical && 'multiply' in c && c.multiply === 1);
    expect(identity).toBe(true);
    for (const rule of spec.assume) expect(acceptsUnit(kind, rule.unit)).toBe(true);
    expect(spec.plausible.some((r) => r.unit === spec.canonical)).toBe(true);
  });

  it('round-trips through JSON', () => {
    expect(JSON.parse(JSON.stringify(kindUnits))).toEqual(kindUnits);
  });
});

describe('plausible ranges pick the unit when none is written', () => {
  it.each<[MeasurementKind, number, boolean, Unit | undefined]>([
    ['creatinine', 2.1, true, 'mg/dL'],
    ['creatinine', 186, false, 'umol/L'], // "Cr 186"
    ['lactate', 3.6, true, 'mmol/L'],
    ['lactate', 36, false, 'mg/dL'], // "lactate 36"
    ['temperature', 38.6, true, 'degC'],
    ['temperature', 101.5, true, 'degF'], // "T 101.5"
    ['platelets', 45, false, 'K/uL'], // "plt 45"
    ['platelets', 45_000, false, '/uL'], // "plt 45000"
    ['wbc', 7100, false, '/uL'], // "white count 7100"
    ['troponin', 0.45, true, 'ng/mL'],
    ['troponin', 2.3, true, 'ng/mL'], // a decimal: a conventional assay
    ['troponin', 120, false, 'ng/L'], // a whole number above 50: high-sensitivity
    ['glucose', 5.6, true, 'mmol/L'],
    ['hemoglobin', 79, false, 'g/L'],
    ['weight', 134, false, undefined], // kg or lb cannot be told apart
    ['ph', 5.5, true, undefined], // a urine pH
    ['heart-rate', 400, false, undefined],
  ])('%s %d → %s', (kind, value, hasDecimal, unit) => {
    expect(assumeUnit(kind, value, hasDecimal)).toBe(unit);
  });

  it('lets a name bring its own rules ("hs-troponin 8" is ng/L)', () => {
    expect(assumeUnit('troponin', 8, false, [{ unit: 'ng/L', min: 1, max: 1e6 }])).toBe('ng/L');
    expect(assumeUnit('troponin', 8, false)).toBe('ng/L');
    expect(assumeUnit('troponin', 8.5, true)).toBe('ng/mL');
  });

  it('rejects canonical values outside the plausible range', () => {
    expect(isPlausible('ph', 7.21, 'pH')).toBe(true);
    expect(isPlausible('ph', 5.5, 'pH')).toBe(false);
    expect(isPlausible('spo2', 101, '%')).toBe(false);
    expect(isPlausible('sodium', 128, 'mg/dL')).toBe(false); // not the kind's unit
  });
});

describe('written units', () => {
  const accepts = (kind: MeasurementKind) => (u: Unit) => acceptsUnit(kind, u);

  it.each<[string, Unit]>([
    ['Cr 186 µmol/L', 'umol/L'], // micro sign
    ['Cr 186 μmol/L', 'umol/L'], // Greek mu
    ['Cr 186 umol/l', 'umol/L'],
    ['Cr 2.1 mg/dL', 'mg/dL'],
  ])('%s', (text, unit) => {
    expect(readWrittenUnit(text, 6, accepts('creatinine'))).toMatchObject({ category: 'unit', unit });
  });

  it('reads °F with its exact span', () => {
    const text = 'T 101.5°F today';
    expect(readWrittenUnit(text, 7, accepts('temperature'))).toEqual({ start: 7, end: 9, category: 'unit', unit: 'degF' });
  });

  it('tells doses, durations and routes from units', () => {
    expect(readWrittenUnit('40 mg', 2, accepts('potassium'))?.category).toBe('dose');
    expect(readWrittenUnit('20 mEq', 2, accepts('potassium'))?.category).toBe('dose');
    expect(readWrittenUnit('4.0 mEq/L', 3, accepts('potassium'))).toMatchObject({ category: 'unit', unit: 'mEq/L' });
    expect(readWrittenUnit('2 days', 1, accepts('creatinine'))?.category).toBe('time');
    expect(readWrittenUnit('40 PO', 2, accepts('potassium'))?.category).toBe('route');
    expect(readWrittenUnit('25 g', 2, accepts('albumin'))?.category).toBe('dose');
    expect(readWrittenUnit('1779 g', 4, accepts('weight'))).toMatchObject({ category: 'unit', unit: 'g' });
  });

  it('reads a single letter only where the kind takes it ("K" is thousand for counts, potassium elsewhere)', () => {
    expect(readWrittenUnit('15.2K', 4, accepts('wbc'))).toMatchObject({ category: 'unit', unit: 'K/uL' });
    expect(readWrittenUnit('140 K 4.1', 3, accepts('sodium'))).toBeUndefined();
    expect(readWrittenUnit('2.9 L', 3, accepts('potassium'))).toBeUndefined(); // a low flag, not litres
  });

  it('never reads across a line break', () => {
    expect(readWrittenUnit('2.1\nmg/dL', 3, accepts('creatinine'))).toBeUndefined();
  });
});
