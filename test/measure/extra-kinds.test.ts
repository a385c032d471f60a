import { extractMeasurements } from '../../lib/measure';

function read(text: string) {
  return extractMeasurements(text).map((m) => ({ kind: m.kind, value: m.canonical.value, unit: m.canonical.unit, upper: m.canonical.upper }));
}

describe('kinds the family packs read', () => {
  it('reads an ejection fraction, including a dictated range', () => {
    expect(read('Echo showed an EF of 25%.')).toEqual([expect.objectContaining({ kind: 'ejection-fraction', value: 25, unit: '%' })]);
    expect(read('LVEF 20-25%.')[0]).toMatchObject({ kind: 'ejection-fraction', value: 20, upper: 25 });
  });

  it('reads anion gap, beta-hydroxybutyrate in either unit, bands and osmolality', () => {
    expect(read('Anion gap 24, BHB 5.2, bands 14%, serum osmolality 310 mOsm/kg.')).toEqual([
      expect.objectContaining({ kind: 'anion-gap', value: 24, unit: 'mmol/L' }),
      expect.objectContaining({ kind: 'beta-hydroxybutyrate', value: 5.2, unit: 'mmol/L' }),
      expect.objectContaining({ kind: 'bands', value: 14, unit: '%' }),
      expect.objectContaining({ kind: 'osmolality', value: 310, unit: 'mOsm/kg' }),
    ]);
    expect(read('beta-hydroxybutyrate 52 mg/dL')[0]!.value).toBeCloseTo(5.0, 1);
  });

  it('reads filling pressures from a catheterisation, and not a wedge resection', () => {
    expect(read('PA cath: CI 1.6, PCWP 28. LVEDP 32 mmHg.')).toEqual([
      expect.objectContaining({ kind: 'pcwp', value: 28, unit: 'mmHg' }),
      expect.objectContaining({ kind: 'lvedp', value: 32, unit: 'mmHg' }),
    ]);
    expect(read('Wedge resection 2 cm from the margin.')).toEqual([]);
  });

  it('reads an IFCC HbA1c in mmol/mol as NGSP percent by the master equation', () => {
    expect(read('HbA1c 38 mmol/mol; HbA1c 53 mmol/mol.').map((m) => [m.kind, Math.round(m.value * 10) / 10, m.unit])).toEqual([
      ['hba1c', 5.6, '%'],
      ['hba1c', 7, '%'],
    ]);
  });

  it('reads a hemoglobin A1c as itself, never as a hemoglobin', () => {
    expect(read('Hgb 9.1, hemoglobin A1c here was 6.0%, prior 5.8% in 2023.')).toEqual([
      expect.objectContaining({ kind: 'hemoglobin', value: 9.1, unit: 'g/dL' }),
      expect.objectContaining({ kind: 'hba1c', value: 6, unit: '%' }),
      expect.objectContaining({ kind: 'hba1c', value: 5.8, unit: '%' }),
    ]);
  });

  it('reads an eGFR in its own unit, a capped one as a bound', () => {
    expect(read('eGFR 42 mL/min/1.73 m2; later eGFR >90.')).toEqual([
      expect.objectContaining({ kind: 'egfr', value: 42, unit: 'mL/min/1.73m2' }),
      expect.objectContaining({ kind: 'egfr', value: 90, unit: 'mL/min/1.73m2' }),
    ]);
  });

  it('reads a TSH in mIU/L or µIU/mL (the same number), and no TSH merely ordered', () => {
    expect(read('TSH 1.8 mIU/L on no thyroid medication; TSH was 12.4 uIU/mL in clinic.')).toEqual([
      expect.objectContaining({ kind: 'tsh', value: 1.8, unit: 'mIU/L' }),
      expect.objectContaining({ kind: 'tsh', value: 12.4, unit: 'mIU/L' }),
    ]);
    expect(read('Check TSH in 6 weeks.')).toEqual([]);
    // A lab list goes on past it: "TSH was 1.7, and chem-7, sodium 134".
    expect(read('TSH was 1.7, and chem-7, sodium 134, potassium 4.4.').map((m) => m.kind)).toEqual(['tsh', 'sodium', 'potassium']);
  });

  it('reads estimated blood loss in mL or L', () => {
    expect(read('EBL 900 mL.')).toEqual([expect.objectContaining({ kind: 'blood-loss', value: 900, unit: 'mL' })]);
    expect(read('Estimated blood loss of 1.2 L.')).toEqual([expect.objectContaining({ kind: 'blood-loss', value: 1200, unit: 'mL' })]);
  });
});

describe('a gas drawn from a vein', () => {
  it('marks its pH and pCO2 venous, and leaves a capillary or arterial gas alone', () => {
    const venous = (text: string) => extractMeasurements(text).filter((m) => m.kind === 'pco2' || m.kind === 'ph').map((m) => [m.kind, m.venous === true]);
    expect(venous('VBG before naloxone: pH 7.37, pCO2 46.')).toEqual([['ph', true], ['pco2', true]]);
    expect(venous('CBG on i-STAT showed the pH of 7.34 with CO2 of 55.')).toEqual([['ph', false], ['pco2', false]]);
    expect(venous('ABG 7.30/55/70.')).toEqual([['ph', false], ['pco2', false]]);
  });
});
