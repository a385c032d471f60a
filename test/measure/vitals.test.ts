import { extractMeasurements, type Measurement, type MeasurementKind } from '../../lib/measure';
import { analyze } from '../../lib/analyze';
import { spanProblems } from '../support/spans';

function read(text: string): Measurement[] {
  const found = extractMeasurements(text);
  expect(spanProblems(text, found)).toEqual([]);
  return found;
}

const values = (found: readonly Measurement[]) => found.map((m) => [m.kind, m.canonical.value, m.canonical.unit] as const);

describe('blood pressure', () => {
  it.each([
    ['BP 120/80', 120, 80],
    ['blood pressure of 86/50', 86, 50],
    ['Blood pressure: 97/65 mmHg.', 97, 65],
    ['blood pressure 120 over 80', 120, 80],
    ['hypertensive to 210/115', 210, 115],
  ])('%s', (text, systolic, diastolic) => {
    expect(values(read(text))).toEqual([
      ['systolic-bp', systolic, 'mmHg'],
      ['diastolic-bp', diastolic, 'mmHg'],
    ]);
  });

  it('spans the whole reading for both slots and quotes each value', () => {
    const found = read('On arrival BP 86/50.');
    expect(found.map((m) => [m.text, m.value.text, m.name.text])).toEqual([
      ['BP 86/50', '86', 'BP'],
      ['BP 86/50', '50', 'BP'],
    ]);
  });

  it('shares a unit written after the pair', () => {
    expect(read('BP 97/65 mmHg').map((m) => m.unit?.text)).toEqual(['mmHg', 'mmHg']);
  });

  it('reads "90s/50s" as the lower bound with the decade as upper', () => {
    expect(read('BP 90s/50s overnight').map((m) => [m.kind, m.value.text, m.canonical.value, m.canonical.upper])).toEqual([
      ['systolic-bp', '90s', 90, 99],
      ['diastolic-bp', '50s', 50, 59],
    ]);
  });

  it('reads a palpated systolic pressure alone', () => {
    expect(values(read('BP 80/palp in the field'))).toEqual([['systolic-bp', 80, 'mmHg']]);
  });

  it('reads systolic pressures and decades named on their own', () => {
    expect(read('SBP in the 70s').map((m) => [m.kind, m.canonical.value, m.canonical.upper])).toEqual([['systolic-bp', 70, 79]]);
    expect(read('hypotensive to 70s').map((m) => [m.kind, m.canonical.value, m.canonical.upper])).toEqual([['systolic-bp', 70, 79]]);
    expect(read('sats in the low 80s').map((m) => [m.kind, m.canonical.value, m.canonical.upper])).toEqual([['spo2', 80, 83]]);
  });

  it('does not read pulmonary artery pressures or murmurs as blood pressure', () => {
    expect(read('Estimated PA systolic pressure is 46-51 mmHg.')).toEqual([]);
    expect(read('Grade 2/6 systolic murmur.')).toEqual([]);
  });
});

describe('mean arterial pressure', () => {
  it('reads MAP only when written', () => {
    expect(values(read('MAP 58 despite fluids'))).toEqual([['map', 58, 'mmHg']]);
    expect(read('MAPs in the 50s').map((m) => [m.kind, m.canonical.value, m.canonical.upper])).toEqual([['map', 50, 59]]);
    expect(read('BP 86/50').some((m) => m.kind === 'map')).toBe(false);
  });
});

describe('temperature', () => {
  it.each([
    ['T 38.6', 38.6, true],
    ['temp 101.5 F', 38.6111, false],
    ['T 101.5', 38.6111, true],
    ['Temperature 98.6', 37, true],
    ['febrile to 38.9', 38.9, true],
    ['Temperature 101.6 degrees Fahrenheit.', 38.6667, false],
    ['temperature 36.6 degree Celsius', 36.6, false],
  ] as const)('%s → %d °C', (text, value, inferred) => {
    expect(read(text).map((m) => [m.kind, m.canonical.value, m.canonical.inferred])).toEqual([['temperature', value, inferred]]);
  });

  it('reads a value named only by its unit', () => {
    const found = read('Spiked to 38.6°C overnight.');
    expect(found.map((m) => [m.kind, m.text, m.name.text, m.unit?.text, m.canonical.value])).toEqual([['temperature', '38.6°C', '°C', '°C', 38.6]]);
  });

  it('reads Tmax as a peak', () => {
    expect(read('Tmax 102.3').map((m) => [m.role, m.canonical.value])).toEqual([['peak', 39.0556]]);
  });

  it('does not read "afebrile" as a value', () => {
    expect(read('Afebrile, HR 88.').map((m) => m.kind)).toEqual(['heart-rate']);
    expect(read('She remained afebrile.')).toEqual([]);
  });
});

describe('heart rate and respiratory rate', () => {
  it.each([
    ['HR 120', 'heart-rate', 120],
    ['pulse 110', 'heart-rate', 110],
    ['heart rate 70 beats per minute', 'heart-rate', 70],
    ['RR 28', 'respiratory-rate', 28],
    ['respirations 24', 'respiratory-rate', 24],
    ['tachypneic to 32', 'respiratory-rate', 32],
  ] as const)('%s', (text, kind, value) => {
    expect(values(read(text))).toEqual([[kind, value, '/min']]);
  });

  it('reads "tachycardic to 130s" as 130 up to 139', () => {
    expect(read('tachycardic to 130s').map((m) => [m.kind, m.value.text, m.canonical.value, m.canonical.upper])).toEqual([['heart-rate', '130s', 130, 139]]);
  });

  it('does not read "hr" (hour) as heart rate', () => {
    expect(read('NPO for 24 hr 80 mL of contrast')).toEqual([]);
  });
});

describe('vital-sign strings', () => {
  const expected: [MeasurementKind, number, string][] = [
    ['temperature', 37, 'degC'],
    ['heart-rate', 88, '/min'],
    ['respiratory-rate', 18, '/min'],
    ['systolic-bp', 130, 'mmHg'],
    ['diastolic-bp', 70, 'mmHg'],
    ['spo2', 95, '%'],
  ];

  it('reads one-letter names beside other vitals', () => {
    const text = 'VS: T 98.6, P 88, R 18, BP 130/70, O2 sat 95% on RA.';
    const found = read(text);
    expect(values(found)).toEqual(expected);
    const at = text.indexOf('on RA');
    expect(found.find((m) => m.kind === 'spo2')?.oxygen).toEqual({ support: 'room-air', text: { start: at, end: at + 5, text: 'on RA' } });
  });

  it('reads them without commas and in Kaggle-flattened form', () => {
    expect(values(read('T 98.6 P 88 R 18 BP 130/70 O2 Sat 95% on RA'))).toEqual(expected);
    expect(values(read('VITAL SIGNS:,T 98.6,P 88,R 18,BP 130/70,O2 sat 95% on RA,GENERAL:,Alert.'))).toEqual(expected);
  });

  it('reads a flowsheet string where "HR" follows a value, not as the hours of that value', () => {
    expect(values(read('T 37 HR 88 RR 18 BP 130/70 SpO2 95% RA'))).toEqual(expected);
    expect(values(read('K 3.1 HR 90')).map(([kind]) => kind)).toEqual(['potassium', 'heart-rate']);
  });

  it('reads case-exact names in any case in a note typed in lower case', () => {
    const found = read('ed: t 37 hr 88 rr 18 bp 130/70 spo2 95% ra. abg ph 7.24 / pco2 11.2 kpa. na 141, cr 0.8.');
    expect(found.map((m) => [m.kind, m.canonical.value])).toEqual([
      ['temperature', 37], ['heart-rate', 88], ['respiratory-rate', 18], ['systolic-bp', 130], ['diastolic-bp', 70], ['spo2', 95],
      ['ph', 7.24], ['pco2', 84.2105], ['sodium', 141], ['creatinine', 0.8],
    ]);
    // In sentence case "hr" stays the hour.
    expect(read('NPO for 24 hr 80 mL of contrast. Cr 1.0.').map((m) => m.kind)).toEqual(['creatinine']);
  });

  it('ignores a lone one-letter name with no vitals around it', () => {
    expect(read('See figure P 88 of the atlas.')).toEqual([]);
  });
});

describe('blood gases', () => {
  it('reads named components', () => {
    expect(values(read('pH 7.28, pCO2 58, pO2 55'))).toEqual([
      ['ph', 7.28, 'pH'],
      ['pco2', 58, 'mmHg'],
      ['po2', 55, 'mmHg'],
    ]);
  });

  it('reads a gas whose name, draw time and oxygen open the line as a title', () => {
    const text = 'ABG 02/11 1420 (2 L NC): 7.28 / 71 / 54 / HCO3 33';
    const found = analyze(text).measurements;
    expect(spanProblems(text, found)).toEqual([]);
    expect(values(found)).toEqual([
      ['ph', 7.28, 'pH'],
      ['pco2', 71, 'mmHg'],
      ['po2', 54, 'mmHg'],
      ['bicarbonate', 33, 'mmol/L'],
    ]);
    expect(found.find((m) => m.kind === 'po2')?.oxygen?.support).toBe('nasal-cannula');
  });

  it('reads an ABG triple as pH/pCO2/pO2, with its oxygen context', () => {
    const found = read('ABG 7.31/58/52 on RA.');
    expect(values(found)).toEqual([
      ['ph', 7.31, 'pH'],
      ['pco2', 58, 'mmHg'],
      ['po2', 52, 'mmHg'],
    ]);
    expect(found.find((m) => m.kind === 'po2')?.oxygen?.support).toBe('room-air');
    expect(values(read('ABG 7.21/68/55'))).toEqual([
      ['ph', 7.21, 'pH'],
      ['pco2', 68, 'mmHg'],
      ['po2', 55, 'mmHg'],
    ]);
  });

  it('reads kPa and dictated zeros ("pC02")', () => {
    expect(values(read('pCO2 8 kPa'))).toEqual([['pco2', 60.1504, 'mmHg']]);
    expect(values(read('pC02 32, p02 46'))).toEqual([
      ['pco2', 32, 'mmHg'],
      ['po2', 46, 'mmHg'],
    ]);
  });

  it('reads the P/F ratio and FiO2 as a fraction', () => {
    expect(values(read('P/F ratio 180'))).toEqual([['pf-ratio', 180, 'mmHg']]);
    expect(values(read('FiO2 40%'))).toEqual([['fio2', 0.4, 'fraction']]);
    expect(values(read('FiO2 0.4'))).toEqual([['fio2', 0.4, 'fraction']]);
    expect(read('FiO2 of 60').map((m) => [m.canonical.value, m.canonical.inferred])).toEqual([[0.6, true]]);
  });
});

describe('scores and body size', () => {
  it.each([
    ['GCS 8', 'gcs', 8, 'points'],
    ['GCS of 13', 'gcs', 13, 'points'],
    ['GCS 3T after intubation', 'gcs', 3, 'points'],
    ['BMI 42.3', 'bmi', 42.3, 'kg/m2'],
    ['BMI of 41 kg/m2', 'bmi', 41, 'kg/m2'],
    ['weight 120 kg', 'weight', 120, 'kg'],
    ['She weighs 265 lbs.', 'weight', 120.2032, 'kg'],
    ['birth weight of 7 pounds 10 ounces', 'weight', 3.4587, 'kg'],
    ['weight is 1779 g', 'weight', 1.779, 'kg'],
    ['Ht 5\'9"', 'height', 1.7526, 'm'],
    ['height 175 cm', 'height', 1.75, 'm'],
    ['Height is 5 feet 1 inch.', 'height', 1.5494, 'm'],
  ] as const)('%s', (text, kind, value, unit) => {
    expect(values(read(text))).toEqual([[kind, value, unit]]);
  });

  it('quotes a compound value whole, with its first unit', () => {
    expect(read('Ht 5\'9"').map((m) => [m.value.text, m.value.number, m.unit?.text])).toEqual([['5\'9"', 5.75, "'"]]);
  });

  it('does not read weight change as a weight', () => {
    expect(read('Weight loss of 20 pounds over 3 months.')).toEqual([]);
  });
});

describe('urine output', () => {
  it.each([
    ['UOP 150 mL over 12 h', 12.5, 'mL/h', 'mL over 12 h'],
    ['urine output 20 cc/h', 20, 'mL/h', 'cc/h'],
    ['UOP 0.3 mL/kg/h', 0.3, 'mL/kg/h', 'mL/kg/h'],
    ['urine output of 1.2 L per day', 50, 'mL/h', 'L per day'],
    ['UOP 400 mL', 400, 'mL', 'mL'],
  ] as const)('%s', (text, value, unit, written) => {
    expect(read(text).map((m) => [m.kind, m.canonical.value, m.canonical.unit, m.unit?.text])).toEqual([['urine-output', value, unit, written]]);
  });
});

describe('SpO2 and its oxygen context', () => {
  it.each([
    ['SpO2 88% on room air', 88, 'room-air', undefined, undefined, 'on room air'],
    ['satting 92% on 4L NC', 92, 'nasal-cannula', 4, undefined, 'on 4L NC'],
    ['sats 90% on BiPAP', 90, 'bipap', undefined, undefined, 'on BiPAP'],
    ['O2 sat 94% on 100% NRB', 94, 'non-rebreather', undefined, 1, 'on 100% NRB'],
    ['SpO2 93% on HFNC 40 L/60%', 93, 'high-flow', 40, 0.6, 'on HFNC 40 L/60%'],
    ['saturating 95% on the ventilator', 95, 'ventilator', undefined, undefined, 'on the ventilator'],
    ['sats 96% on CPAP', 96, 'cpap', undefined, undefined, 'on CPAP'],
    ['SpO2 92% on 50% venti mask', 92, 'face-mask', undefined, 0.5, 'on 50% venti mask'],
    ['O2 saturation 97% on 2 L', 97, 'nasal-cannula', 2, undefined, 'on 2 L'],
    ['pulse oximetry 96% on 2 L nasal cannula', 96, 'nasal-cannula', 2, undefined, 'on 2 L nasal cannula'],
    ['O2 sat 95% RA', 95, 'room-air', undefined, undefined, 'RA'],
    ['Oxygen saturation on room air is 94%', 94, 'room-air', undefined, undefined, 'on room air'],
  ] as const)('%s', (text, value, support, lpm, fio2, quoted) => {
    const [m] = read(text);
    expect(m?.canonical.value).toBe(value);
    expect(m?.oxygen?.support).toBe(support);
    expect(m?.oxygen?.litersPerMinute).toBe(lpm);
    expect(m?.oxygen?.fio2).toBe(fio2);
    expect(m?.oxygen?.text.text).toBe(quoted);
  });

  it('leaves the oxygen context out of the measurement span', () => {
    expect(read('SpO2 88% on room air').map((m) => m.text)).toEqual(['SpO2 88%']);
  });

  it('reads a desaturation and a saturation range', () => {
    expect(read('desatted to 82% with ambulation').map((m) => [m.canonical.value, m.oxygen ?? null])).toEqual([[82, null]]);
    expect(read('O2 saturation of 90-92% at rest').map((m) => [m.value.text, m.canonical.value, m.canonical.upper])).toEqual([['90-92', 90, 92]]);
  });

  it('gives each value of a trend its own oxygen context', () => {
    expect(read('SpO2 84% on RA → 95% on 4 L NC').map((m) => [m.canonical.value, m.oxygen?.support, m.oxygen?.litersPerMinute])).toEqual([
      [84, 'room-air', undefined],
      [95, 'nasal-cannula', 4],
    ]);
  });
});
