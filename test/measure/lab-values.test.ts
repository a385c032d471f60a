import { InputError, SpanRangeError } from '../../lib/errors';
import { extractMeasurements, type ExtractMeasurementsOptions, type Measurement } from '../../lib/measure';
import { spanProblems } from '../support/spans';

/** Extracts and checks that every span slices back, so each test also guards offsets. */
const text = (span: { readonly text: string }) => span.text;

function read(text: string, options?: ExtractMeasurementsOptions): Measurement[] {
  const found = extractMeasurements(text, options);
  expect(spanProblems(text, found)).toEqual([]);
  return found;
}

const brief = (m: Measurement) => [m.kind, m.canonical.value, m.canonical.unit] as const;

describe('a lab value with its name, value and unit', () => {
  it('reports every part with exact offsets', () => {
    const text = 'Labs notable for K 2.9 (L) on arrival.';
    expect(read(text)).toEqual([
      {
        kind: 'potassium',
        start: 17,
        end: 26,
        text: 'K 2.9 (L)',
        name: { start: 17, end: 18, text: 'K' },
        value: { start: 19, end: 22, text: '2.9', number: 2.9 },
        unit: null,
        canonical: { value: 2.9, unit: 'mmol/L', inferred: false },
        comparator: '=',
        flags: ['low'],
        role: 'admission',
      },
    ]);
  });

  it('includes a written unit in the span', () => {
    const [m] = read('Creatinine 2.1 mg/dL this morning.');
    expect(m).toMatchObject({ text: 'Creatinine 2.1 mg/dL', unit: { text: 'mg/dL' }, canonical: { value: 2.1, unit: 'mg/dL', inferred: false } });
  });

  it('reads a unit in square or round brackets, before or after the value', () => {
    expect(read('Beta-hydroxybutyrate [mmol/L] 5.4; HCO3 [mmol/L] 10').map(brief)).toEqual([
      ['beta-hydroxybutyrate', 5.4, 'mmol/L'],
      ['bicarbonate', 10, 'mmol/L'],
    ]);
    // In mmol/L a glucose of 14.9 is 268 mg/dL, not a low 14.9 mg/dL.
    expect(read('glucose 14.9 [mmol/L]; lactate 3.8 (mmol/L)').map((m) => [m.kind, Math.round(m.canonical.value), m.canonical.unit])).toEqual([
      ['glucose', 268, 'mg/dL'],
      ['lactate', 4, 'mmol/L'],
    ]);
  });

  it('reads a basic metabolic panel written as a list', () => {
    const found = read('Sodium 131, potassium 3.4, chloride 98, CO2 20, BUN 41, creatinine 2.2, glucose 212.');
    expect(found.map(brief)).toEqual([
      ['sodium', 131, 'mmol/L'],
      ['potassium', 3.4, 'mmol/L'],
      ['chloride', 98, 'mmol/L'],
      ['bicarbonate', 20, 'mmol/L'],
      ['bun', 41, 'mg/dL'],
      ['creatinine', 2.2, 'mg/dL'],
      ['glucose', 212, 'mg/dL'],
    ]);
  });

  it('reads narrative forms ("his creatinine on admission was", "elevated at")', () => {
    expect(read('His creatinine on admission was 3.4.').map((m) => [m.kind, m.value.number, m.role])).toEqual([['creatinine', 3.4, 'admission']]);
    const [wbc] = read('WBC count is elevated at 19,000 with a left shift.');
    expect(wbc).toMatchObject({ kind: 'wbc', canonical: { value: 19 }, flags: ['high'] });
  });

  it('reads a value across a clause set off by commas', () => {
    expect(read('Her creatinine, which was 1.1 on admission, rose to 2.3.').map((m) => [m.kind, m.value.number, m.role ?? null])).toEqual([
      ['creatinine', 1.1, 'admission'],
      ['creatinine', 2.3, null],
    ]);
    expect(read('Renal function started deteriorating, went up from 2.08 to 2.67 in two days.').map(brief)).toEqual([
      ['creatinine', 2.08, 'mg/dL'],
      ['creatinine', 2.67, 'mg/dL'],
    ]);
  });

  it('does not take a number straight after a comma as the value', () => {
    expect(read('Transfused for a low hemoglobin, 2 units given.')).toEqual([]);
  });
});

describe('approximate values', () => {
  it('reads tenths of a whole number as a range: "low 3s", "in the 7s"', () => {
    expect(read('Potassium in the low 3s on arrival.').map((m) => [m.kind, m.canonical.value, m.canonical.upper])).toEqual([['potassium', 3, 3.3]]);
    expect(read('Hgb in the 7s after the bleed.').map((m) => [m.kind, m.canonical.value, m.canonical.upper])).toEqual([['hemoglobin', 7, 7.9]]);
    expect(read('Lactate high 4s.').map((m) => [m.kind, m.canonical.value, m.canonical.upper])).toEqual([['lactate', 4.7, 4.9]]);
  });
});

describe('names and abbreviations', () => {
  it.each([
    ['creat 2.1', 'creatinine'],
    ['serum creatinine 2.1', 'creatinine'],
    ['Cr 2.1', 'creatinine'],
    ['Cre 2.1', 'creatinine'],
    ['Hgb 7.9', 'hemoglobin'],
    ['Hb 7.9', 'hemoglobin'],
    ['haemoglobin 7.9', 'hemoglobin'],
    ['Hct 24', 'hematocrit'],
    ['bicarb 14', 'bicarbonate'],
    ['HCO3 14', 'bicarbonate'],
    ['lactic acid 4.4', 'lactate'],
    ['LA 4.4', 'lactate'],
    ['T bili 3.4', 'bilirubin'],
    ['INR 2.1', 'inr'],
    ['BNP 1,250', 'bnp'],
    ['NT-proBNP 4200', 'nt-probnp'],
    ['albumin 2.1', 'albumin'],
    ['fingerstick glucose 486', 'glucose'],
    ['K+ 3.1', 'potassium'],
    ['Na 128', 'sodium'],
  ])('%s → %s', (text, kind) => {
    expect(read(text).map((m) => m.kind)).toEqual([kind]);
  });

  it('keeps the name as written', () => {
    expect(read('Hgb 7.9').map((m) => m.name.text)).toEqual(['Hgb']);
  });
});

describe('comparators', () => {
  it('reads a value past the assay limit named before it', () => {
    const [bhb] = read('Beta-hydroxybutyrate: above the reportable range (>8.0 mmol/L).');
    expect([bhb!.kind, bhb!.comparator, bhb!.canonical.value]).toEqual(['beta-hydroxybutyrate', '>', 8]);
  });

  it.each([
    ['troponin I <0.01', '<', 10],
    ['lactate greater than 4', '>', 4],
    ['INR ≥ 3.5', '>=', 3.5],
    ['Hgb less than 7', '<', 7],
    ['BNP >5000', '>', 5000],
    ['platelets at least 150', '>=', 150],
  ] as const)('%s', (text, comparator, value) => {
    const [m] = read(text);
    expect(m).toMatchObject({ comparator, canonical: { value } });
  });

  it('quotes the comparator inside the expression, not inside the value', () => {
    const [m] = read('Troponin was less than 0.02.');
    expect(m).toMatchObject({ text: 'Troponin was less than 0.02', value: { text: '0.02' } });
  });
});

describe('flags', () => {
  it.each([
    ['K 2.9 (L)', ['low']],
    ['WBC 18.2 H', ['high']],
    ['Na 118*', ['abnormal']],
    ['K 6.9, critical', ['critical']],
    ['K 6.9 (HH)', ['high', 'critical']],
    ['K 3.1 (ref 3.5-5.1)', ['low']],
    ['creatinine 1.4 (normal 0.6-1.2)', ['high']],
    ['Hgb 13.2', []],
  ] as const)('%s → %j', (text, flags) => {
    expect(read(text).map((m) => m.flags)).toEqual([flags]);
  });
});

describe('calcium and phosphorus', () => {
  it('reads total, ionized and albumin-corrected calcium apart, and phosphorus', () => {
    const text = 'Ca 7.9 mg/dL (8.5-10.5), albumin 2.6 g/dL. Ca: corrected for albumin = 9.0. Ionized calcium 0.98 mmol/L. Phos 1.1.';
    expect(read(text).map((m) => [m.kind, m.value.number])).toEqual([
      ['calcium', 7.9],
      ['albumin', 2.6],
      ['corrected-calcium', 9],
      ['ionized-calcium', 0.98],
      ['phosphorus', 1.1],
    ]);
  });

  it('converts SI units, and never reads a salt, a dose or a tumour marker as a value', () => {
    expect(read('Calcium 2.05 mmol/L').map((m) => [m.kind, Math.round(m.canonical.value * 100) / 100])).toEqual([['calcium', 8.22]]);
    expect(read('Calcium gluconate 2 g IV; calcium carbonate 500 mg; CA 19-9 was 45; sodium phosphate 15 mmol; alkaline phosphatase 168 U/L')).toEqual([]);
  });
});

describe('25-hydroxyvitamin D', () => {
  it('is read in ng/mL, converted from nmol/L, with its printed range', () => {
    expect(read('25-OH vitamin D 38 ng/mL (30-100)').map((m) => [m.kind, m.value.number, m.withinReference])).toEqual([['vitamin-d', 38, true]]);
    expect(read('Vitamin D 25-hydroxy: 45 nmol/L').map((m) => [m.kind, Math.round(m.canonical.value * 10) / 10, m.canonical.unit])).toEqual([['vitamin-d', 18, 'ng/mL']]);
  });

  it('never reads the supplement or the diagnosis as a value', () => {
    expect(read('Vitamin D3 2000 units daily; ergocalciferol 50,000 units weekly for vitamin D deficiency')).toEqual([]);
  });
});

describe("a value inside the laboratory's printed range", () => {
  it('is marked so, for rules whose threshold laboratories draw differently', () => {
    expect(read('Potassium 5.2 mmol/L (ref 3.5-5.3)').map((m) => [m.value.number, m.flags, m.withinReference])).toEqual([[5.2, [], true]]);
    expect(read('Potassium 5.6 mmol/L (ref 3.5-5.3)').map((m) => [m.value.number, m.flags, m.withinReference])).toEqual([[5.6, ['high'], undefined]]);
    expect(read('Potassium 5.2 mmol/L').map((m) => m.withinReference)).toEqual([undefined]);
  });
});

describe('reference ranges are never patient values', () => {
  it.each(['Na 135-145', 'normal 0.6-1.2', '(ref 3.5-5.1)', 'Potassium 3.5-5.1 mmol/L', 'Hgb 12.0–16.0'])('%s', (text) => {
    expect(read(text)).toEqual([]);
  });

  it('keeps the value beside its reference range', () => {
    expect(read('Sodium 131 (135-145), potassium 3.1 (ref 3.5-5.1) L').map((m) => [m.kind, m.value.number, m.flags])).toEqual([
      ['sodium', 131, ['low']],
      ['potassium', 3.1, ['low']],
    ]);
  });
});

describe('a value the note corrects is never a value', () => {
  it('drops a value "transcribed in error", wherever it was written', () => {
    const text = 'ED: creatinine 5.2 mg/dL. Cr 2.6 on day 2.\nCORRECTION: the admission creatinine was transcribed in error as 5.2 mg/dL; the correct value is 2.5 mg/dL.';
    expect(read(text).map(brief)).toEqual([['creatinine', 2.6, 'mg/dL']]);
  });

  it('drops the value a correction says it is not', () => {
    expect(read('Na 121 on admission. Correction: the sodium nadir was 131, not 121.').map(brief)).toEqual([['sodium', 131, 'mmol/L']]);
  });

  it('drops every value of an entry quoted as in error', () => {
    const text = 'Hypokalemia: K 2.7 on 02/13, repleted.\nCorrection: the entry "K 2.7 on 02/13, repleted" is in error; the potassium was 3.7 mmol/L.';
    expect(read(text).map(brief)).toEqual([['potassium', 3.7, 'mmol/L']]);
  });

  it('drops a platelet count the smear found clumped, even a sentence later, and keeps one the smear cleared', () => {
    expect(read('Automated platelet count 64 K/uL, flagged. Smear showed extensive platelet clumping.')).toEqual([]);
    expect(read('Platelets 61 on day 2. Smear: true thrombocytopenia; clumping (-), schistocytes (-).').map(brief)).toEqual([['platelets', 61, 'K/uL']]);
    expect(read('Plt 70; smear negative for clumping.').map(brief)).toEqual([['platelets', 70, 'K/uL']]);
  });

  it('drops a value drawn proximal to an infusion', () => {
    expect(read('K 3.3 on 11/04 was drawn proximal to an NS infusion; repeat K 4.0.').map(brief)).toEqual([['potassium', 4, 'mmol/L']]);
  });

  it('drops a value from a contaminated draw, and a high potassium from a hemolyzed one, wherever restated', () => {
    expect(read('Na 119 (critical), glucose 584, drawn from the vein above the running D5 1/2NS infusion. Repeat Na 137.').map(brief)).toEqual([
      ['sodium', 137, 'mmol/L'],
    ]);
    expect(read('ED labs: Na 136, K 6.4, lactate 1.8.\nK 6.4: lab comment "SPECIMEN GROSSLY HEMOLYZED"; repeat K 4.1.').map(brief)).toEqual([
      ['sodium', 136, 'mmol/L'],
      ['lactate', 1.8, 'mmol/L'],
      ['potassium', 4.1, 'mmol/L'],
    ]);
    expect(read('K 6.9 on arrival. Potassium: the 6.9 result was on a grossly hemolyzed specimen.').map(brief)).toEqual([]);
    // A clotted specimen, remarked on after the call-back: "; lab comment:" still speaks of the value.
    expect(read('21:30 CBC: Hgb 6.2 g/dL - critical value called to RN; lab comment: specimen clotted - redrawn. Redraw Hgb 9.8.').map(brief)).toEqual([
      ['hemoglobin', 9.8, 'g/dL'],
    ]);
  });

  it('drops a quoted value the next sentence calls a transcription error', () => {
    expect(read('ED: GCS 4 (see correction). Correction: the ED note states "GCS 4". This was a transcription error for GCS 14.').map(brief)).toEqual([
      ['gcs', 14, 'points'],
    ]);
  });

  it('drops a value the repeat did not confirm, named by its number', () => {
    expect(read('CBC: WBC 10.4, plt 92 K.\nRepeat CBC: platelets 188 K, no clumps. The ED value of 92 K is not confirmed.').map(brief)).toEqual([
      ['wbc', 10.4, 'K/uL'],
      ['platelets', 188, 'K/uL'],
    ]);
  });

  it('keeps a low potassium on a hemolyzed specimen (hemolysis only raises it) and a value called non-hemolyzed', () => {
    expect(read('K 3.1 (specimen mildly hemolyzed), Cr 1.2.').map(brief)).toEqual([
      ['potassium', 3.1, 'mmol/L'],
      ['creatinine', 1.2, 'mg/dL'],
    ]);
    expect(read('K 5.6 (non-hemolyzed).').map(brief)).toEqual([['potassium', 5.6, 'mmol/L']]);
  });

  it("drops a value an addendum says was another patient's, and keeps the corrected one", () => {
    const text =
      "Potassium 4.4 on admission; 3.2 on 04/15; 4.2 at discharge.\nADDENDUM: The potassium of 3.2 listed above for 04/15 was another patient's result. This patient's 04/15 potassium was 4.3.";
    expect(read(text).map(brief)).toEqual([
      ['potassium', 4.4, 'mmol/L'],
      ['potassium', 4.2, 'mmol/L'],
      ['potassium', 4.3, 'mmol/L'],
    ]);
  });

  it('keeps a value of another kind that happens to share the number', () => {
    expect(read('K 5.2, Cr 1.1. Correction: the creatinine was entered in error as 5.2.').map(brief)).toEqual([
      ['potassium', 5.2, 'mmol/L'],
      ['creatinine', 1.1, 'mg/dL'],
    ]);
  });
});

describe('dates are never values', () => {
  it('reads a day.month.year date as a date, and the series past it', () => {
    expect(read('Creatinine was 104 µmol/L on 14.03.2025 and 95 µmol/L on 16.03.2025.').map(brief)).toEqual([
      ['creatinine', 1.1765, 'mg/dL'],
      ['creatinine', 1.0747, 'mg/dL'],
    ]);
  });

  it('steps over a date between the name and the value', () => {
    expect(read('Creatinine on 3/12 was 2.1.').map(brief)).toEqual([['creatinine', 2.1, 'mg/dL']]);
    expect(read('Creatinine 02/14/2019: 1.8').map(brief)).toEqual([['creatinine', 1.8, 'mg/dL']]);
    expect(read('Creatinine in 2019 was 1.2.').map(brief)).toEqual([['creatinine', 1.2, 'mg/dL']]);
  });

  it('does not read a date after the value as more values', () => {
    expect(read('INR 1.03 on 05/18/07.').map(brief)).toEqual([['inr', 1.03, 'ratio']]);
  });
});

describe('doses and drugs are never values', () => {
  it.each([
    'furosemide 40 mg IV twice daily',
    'KCl 20 mEq PO x2',
    'potassium chloride 40 mEq PO',
    'Received 2 units PRBC.',
    'given potassium 40 mEq IV',
    'K-Dur 20 mEq daily',
    'sodium bicarbonate 650 mg three times a day',
    'albumin 25 g IV',
    'Started potassium 20 PO daily',
    'Vitamin K 10 mg',
    'Magnesium oxide 400 mg',
  ])('%s', (text) => {
    expect(read(text)).toEqual([]);
  });

  it('keeps the lab value and drops the repletion dose in the same sentence', () => {
    expect(read('K 3.2, repleted with KCl 40 mEq.').map(brief)).toEqual([['potassium', 3.2, 'mmol/L']]);
    expect(read('Potassium was 2.8 and she received potassium chloride 40 mEq.').map(brief)).toEqual([['potassium', 2.8, 'mmol/L']]);
  });

  it('reads the lab after a drug word when a verb of change follows the name', () => {
    expect(read('On the furosemide infusion K fell to 3.1 on HD2 and 3.3 on HD3.').map(brief)).toEqual([
      ['potassium', 3.1, 'mmol/L'],
      ['potassium', 3.3, 'mmol/L'],
    ]);
    expect(read('Given potassium 40 mEq IV.')).toEqual([]);
  });
});

describe('abbreviation collisions', () => {
  it('reads "K" as potassium before a value, and as thousand after one', () => {
    expect(read('Na 140 K 4.1').map(brief)).toEqual([
      ['sodium', 140, 'mmol/L'],
      ['potassium', 4.1, 'mmol/L'],
    ]);
    expect(read('WBC 15.2K').map((m) => [m.kind, m.unit?.text, m.canonical.value])).toEqual([['wbc', 'K', 15.2]]);
  });

  it('does not read "CR" (complete response) as creatinine', () => {
    expect(read('She achieved CR after six cycles.')).toEqual([]);
    expect(read('In CR 2 years after transplant.')).toEqual([]);
    expect(read('CR 1.9 today').map(brief)).toEqual([['creatinine', 1.9, 'mg/dL']]);
  });

  it('reads CO2 as bicarbonate in a panel and as pCO2 right after a pH', () => {
    expect(read('Na 140, Cl 101, CO2 24').map((m) => m.kind)).toEqual(['sodium', 'chloride', 'bicarbonate']);
    expect(read('pH 7.30, CO2 60').map((m) => m.kind)).toEqual(['ph', 'pco2']);
  });

  it('does not read other analytes that contain a name', () => {
    for (const text of ['direct bilirubin 0.2', 'creatinine clearance of 23 mL/minute', 'CK-MB 9.2']) {
      expect(read(text)).toEqual([]);
    }
    // A1c is its own kind: never a hemoglobin.
    expect(read('Hemoglobin A1c 7.2').map((m) => m.kind)).toEqual(['hba1c']);
  });
});

describe('other specimens and targets', () => {
  it.each(['UA with WBC 25 per hpf', 'CSF glucose 40', 'urine sodium 20', 'Urinalysis showed pH 5.5.', 'Spinal fluid was clear with glucose 62'])(
    '%s is not a blood value',
    (text) => {
      expect(read(text)).toEqual([]);
    },
  );

  it.each([
    ['VBG 7.31/58/38.', ['ph', 'pco2']],
    ['VBG: pH 7.30, pCO2 62, pO2 35', ['ph', 'pco2']],
    ['Capillary blood gas showed pH 7.34 with pCO2 of 55, O2 sat of 51.', ['ph', 'pco2']],
    ['Mixed venous saturation 62%.', []],
  ])('%s: a venous or capillary gas gives pH and pCO2, never oxygenation', (text, kinds) => {
    expect(read(text).map((m) => m.kind)).toEqual(kinds);
  });

  it('reads oxygenation next to a venous word that is not a gas', () => {
    expect(read('Venous duplex negative, O2 sat 95% on RA; ABG 7.31/58/52.').map((m) => m.kind)).toEqual(['spo2', 'ph', 'pco2', 'po2']);
  });

  it('still reads blood values after "urine output"', () => {
    expect(read('Urine output improved, creatinine 1.1.').map((m) => m.kind)).toEqual(['creatinine']);
  });

  it.each(['MAP goal > 65', 'goal INR 2-3', 'Keep SBP < 160.', 'titrate to MAP above 65'])('%s is a target, not a value', (text) => {
    expect(read(text)).toEqual([]);
  });

  it.each([
    '- If K < 3.5: replete per protocol (KCl 40 mEq PO).',
    'If Na < 130: notify MD; fluid restrict to 1.2 L.',
    'Call for potassium less than 3.0.',
    'Hold the diuretic when creatinine is above 2.0.',
    'ICU if anion gap > 20 or pH < 7.2.',
    'Call if K < 3.0 or Mg below 1.5.',
  ])(
    '%s is a contingency threshold, not a value',
    (text) => {
      expect(read(text)).toEqual([]);
    },
  );

  it('still reads a value the team acted on ("KCl given for K of 3.1")', () => {
    expect(read('KCl given for K of 3.1.').map((m) => [m.kind, m.value.number])).toEqual([['potassium', 3.1]]);
  });
});

describe('counts: WBC and platelets', () => {
  it.each([
    ['WBC 15.2', 'wbc', 15.2],
    ['white count of 18,000', 'wbc', 18],
    ['white count 7100', 'wbc', 7.1],
    ['WBC 15.2K', 'wbc', 15.2],
    ['WBC 12.4 x10^9/L', 'wbc', 12.4],
    ['white count of 15, 000', 'wbc', 15], // dictated with a space after the comma
    ['plt 45', 'platelets', 45],
    ['platelets 45,000', 'platelets', 45],
    ['platelet count of 98 K', 'platelets', 98],
    ['plt 45000', 'platelets', 45],
    ['platelets 1,121,000', 'platelets', 1121],
  ] as const)('%s → %d K/uL', (text, kind, value) => {
    const found = read(text);
    expect(found.map(brief)).toEqual([[kind, value, 'K/uL']]);
  });

  it('reads a British white cell count ("WCC 13,2 x10^9/L")', () => {
    expect(read('WCC 13,2 x10^9/L').map(brief)).toEqual([['wbc', 13.2, 'K/uL']]);
  });

  it('quotes a dictated "15, 000" as one value', () => {
    expect(read('white count 15, 000').map((m) => m.value.text)).toEqual(['15, 000']);
  });
});

describe('troponin units', () => {
  it.each([
    ['troponin 0.45 ng/mL', 450, false],
    ['hs-troponin 120 ng/L', 120, false],
    ['troponin I <0.01', 10, true],
    ['troponin 0.45', 450, true],
    ['hs-troponin 8', 8, true],
    ['high-sensitivity troponin T 52', 52, true],
  ] as const)('%s → %d ng/L', (text, value, inferred) => {
    expect(read(text).map((m) => m.canonical)).toEqual([{ value, unit: 'ng/L', inferred }]);
  });
});

describe('units guessed from plausible ranges', () => {
  it.each([
    ['Cr 186', 'creatinine', 2.1041],
    ['lactate 36', 'lactate', 3.9956],
    ['Hb 79', 'hemoglobin', 7.9],
    ['glucose 5.6', 'glucose', 100.8],
  ] as const)('%s', (text, kind, value) => {
    expect(read(text).map((m) => [m.kind, m.canonical.value, m.canonical.inferred, m.unit])).toEqual([[kind, value, true, null]]);
  });

  it('does not report a number that is implausible for the kind', () => {
    expect(read('pH 5.5')).toEqual([]);
    expect(read('Potassium 45')).toEqual([]);
  });

  it('does not guess a weight without its unit (kg and lb overlap)', () => {
    expect(read('Weight: 134.')).toEqual([]);
  });

  it('reads "it fell to 3.2" as the analyte last named in its paragraph, never across a blank line or for a blood pressure', () => {
    expect(read('Potassium 4.0 on arrival. After two days of IV furosemide it fell to 3.2.').map((m) => [m.kind, m.value.number, text(m.name)])).toEqual([
      ['potassium', 4, 'Potassium'],
      ['potassium', 3.2, 'it'],
    ]);
    expect(read('Sodium 128.\n\nIt fell to 120 mg.').map((m) => [m.kind, m.value.number])).toEqual([['sodium', 128]]);
    expect(read('BP 80/40; it rose to 110 after fluids.').filter((m) => text(m.name) === 'it')).toEqual([]);
  });

  it('passes over the assay named after the analyte ("Troponin I high-sensitivity 2,140 ng/L", "troponin T hs 52")', () => {
    expect(read('Troponin I high-sensitivity 2,140 ng/L at 01:58. Troponin T hs 52 ng/L.').map((m) => [m.kind, m.value.number])).toEqual([
      ['troponin', 2140],
      ['troponin', 52],
    ]);
  });

  it('passes over a plain-language gloss of the test in brackets, and the limit it quotes', () => {
    expect(read("Troponin I (a protein released by injured heart muscle; our lab's upper limit is 0.04 ng/mL): 0.03 at 2:20 am, 0.82 at 5:30 am, peak 1.46 at 11:45 am.").map((m) => m.value.number)).toEqual([
      0.03, 0.82, 1.46,
    ]);
  });

  it('passes over a weekday and a 12-hour clock time between a name and its values', () => {
    expect(read('ABG Sunday 10:20 pm on 2 L: 7.24 / 81 / 54. Creatinine Friday morning 1.1.').map((m) => [m.kind, m.value.number])).toEqual([
      ['ph', 7.24],
      ['pco2', 81],
      ['po2', 54],
      ['creatinine', 1.1],
    ]);
  });

  it('reads comparisons written in words, and passes over a multiple of the baseline to the value', () => {
    expect(read('Lactate no higher than 1.8 throughout. SpO2 never below 94% on room air.').map((m) => [m.kind, m.comparator, m.value.number])).toEqual([
      ['lactate', '<=', 1.8],
      ['spo2', '>=', 94],
    ]);
    expect(read('Creatinine more than twice his baseline: 2.3 mg/dL against 1.0 in July 2024.').map((m) => [m.kind, m.value.number, m.role ?? null])).toEqual([
      ['creatinine', 2.3, null],
      ['creatinine', 1, 'baseline'],
    ]);
  });

  it('reads the size of a change written before its reference as no value ("Plt down 62 from the pre-op value of 251")', () => {
    expect(read('Plt down 62 from the pre-op value of 251 K/uL. Hgb down 2.1 g/dL since admission.').map((m) => [m.kind, m.value.number])).toEqual([['platelets', 251]]);
    expect(read('Sodium down to 128 today.').map((m) => [m.kind, m.value.number])).toEqual([['sodium', 128]]);
  });

  it('does not read a weight or BMI derived for dosing or surgery as the patient\'s', () => {
    expect(read('Weight 129.8 kg, BMI 47.7 (ideal body weight at BMI 21: 57 kg; excess body weight 72.8 kg). Adjusted body weight 86 kg.').map((m) => [m.kind, m.value.number])).toEqual([
      ['weight', 129.8],
      ['bmi', 47.7],
    ]);
  });
});

describe('options.blocks', () => {
  const text = 'Creatinine\n1.4 this morning.';

  it('pairs a name and a value across one line break when there are no blocks', () => {
    expect(read(text).map(brief)).toEqual([['creatinine', 1.4, 'mg/dL']]);
  });

  it('never pairs across a block boundary that a sentence ends at', () => {
    const ended = 'We will recheck the creatinine.\n1.4 L of saline given.';
    expect(read(ended, { blocks: [{ start: 0, end: 31 }, { start: 32, end: ended.length }] })).toEqual([]);
    const blankLine = 'Creatinine\n\n1.4 this morning.';
    expect(read(blankLine, { blocks: [{ start: 0, end: 10 }, { start: 12, end: blankLine.length }] })).toEqual([]);
  });

  it('joins a name alone at the end of its line to the value that opens the next line', () => {
    expect(read(text, { blocks: [{ start: 0, end: 10 }, { start: 11, end: text.length }] }).map(brief)).toEqual([['creatinine', 1.4, 'mg/dL']]);
    const gas = 'ABG pH\n7.29, pCO2\n58 on arrival.';
    const lines = [{ start: 0, end: 6 }, { start: 7, end: 17 }, { start: 18, end: gas.length }];
    expect(read(gas, { blocks: lines }).map(brief)).toEqual([['ph', 7.29, 'pH'], ['pco2', 58, 'mmHg']]);
  });

  it('does not take a numbered list item on the next line for a value', () => {
    const list = 'Trend creatinine\n2. Acute kidney injury';
    expect(read(list, { blocks: [{ start: 0, end: 16 }, { start: 17, end: list.length }] })).toEqual([]);
  });

  it('ignores names outside every block', () => {
    const labs = 'Na 131. K 3.1.';
    expect(read(labs, { blocks: [{ start: 8, end: labs.length }] }).map((m) => m.kind)).toEqual(['potassium']);
  });

  it('rejects blocks outside the text with a coded error', () => {
    expect(() => extractMeasurements('Na 131', { blocks: [{ start: 0, end: 99 }] })).toThrow(SpanRangeError);
    expect(() => extractMeasurements('Na 131', { blocks: [{ start: 4, end: 2 }] })).toThrow(SpanRangeError);
  });

  it('rejects a text that is not a string', () => {
    expect(() => extractMeasurements(42 as unknown as string)).toThrow(InputError);
  });
});

describe('output', () => {
  const text = 'BP 88/50, HR 124, Cr 2.4 (baseline 0.9), lactate 4.1 → 2.0, SpO2 89% on RA.';

  it('is sorted by start and deterministic', () => {
    const first = read(text);
    expect(first.map((m) => m.start)).toEqual([...first.map((m) => m.start)].sort((a, b) => a - b));
    expect(read(text)).toEqual(first);
  });

  it('is plain JSON', () => {
    const found = read(text);
    expect(JSON.parse(JSON.stringify(found))).toEqual(found);
  });

  it('returns nothing for text without measurements', () => {
    expect(read('')).toEqual([]);
    expect(read('No acute distress. Afebrile. Labs unremarkable, BMP normal.')).toEqual([]);
  });
});

describe('a value in brackets after words about it', () => {
  it('reads "potassium was low (3.2)", but never a range in brackets', () => {
    expect(read('Your potassium was low (3.2) when you arrived.').map((m) => [m.kind, m.value.number])).toEqual([['potassium', 3.2]]);
    expect(read('Potassium was low (ref 3.5-5.0).')).toEqual([]);
  });

  it('reads a bracketed list of dated values with SI-factor units', () => {
    expect(read('Platelets were normal throughout (246 x10^9/L on admission, 198 x10^9/L on 03/13).').map(brief)).toEqual([
      ['platelets', 246, 'K/uL'],
      ['platelets', 198, 'K/uL'],
    ]);
  });
});

describe('a name heading its line, referred to again as "the count"', () => {
  it('reads the value of "the count" in the heading\'s sentence, and not past another name', () => {
    expect(read('Platelets: after the massive transfusion the count dropped to 64 on day 2.').map(brief)).toEqual([['platelets', 64, 'K/uL']]);
    expect(read('Potassium: replaced with 40 mEq; the level was 3.9 the next day.').map(brief)).toEqual([['potassium', 3.9, 'mmol/L']]);
    expect(read('Plans reviewed: the level of care is unchanged at 3.')).toEqual([]);
    expect(read('Platelets: stable. Sodium and the level of 3 are unrelated.').map(brief)).toEqual([]);
  });
});

describe('a panel written as a fishbone on one line', () => {
  it('reads a BMP and a CBC in their fixed order, across slashes and the fishbone marks', () => {
    expect(read('BMP 137/2.8/101/26/18/0.8<131').map((m) => [m.kind, m.value.number])).toEqual([
      ['sodium', 137], ['potassium', 2.8], ['chloride', 101], ['bicarbonate', 26], ['bun', 18], ['creatinine', 0.8], ['glucose', 131],
    ]);
    expect(read('CBC 14.2>9.1/27.4<88').map((m) => [m.kind, m.value.number])).toEqual([
      ['wbc', 14.2], ['hemoglobin', 9.1], ['hematocrit', 27.4], ['platelets', 88],
    ]);
  });

  it('reads no panel from a date or a lone number after its name', () => {
    expect(read('BMP 05/21 pending.')).toEqual([]);
    expect(read('Repeat BMP 2 hours later.')).toEqual([]);
  });
});

describe('a lab table', () => {
  const table = [
    'PERTINENT LABS:',
    'Test          Ref range    03/04    03/05    03/07',
    'Sodium        135-145      134 L    137      139',
    'Potassium     3.5-5.1      3.9      4.2      4.0',
    'Lactate       0.5-2.0      3.4 H    --       1.3',
  ].join('\n');

  it('reads each row as a series in column order, never the reference-range column', () => {
    const found = read(table);
    const rows = (kind: string) => found.filter((m) => m.kind === kind).map((m) => m.value.number);
    expect(rows('sodium')).toEqual([134, 137, 139]);
    expect(rows('potassium')).toEqual([3.9, 4.2, 4.0]);
    expect(rows('lactate')).toEqual([3.4, 1.3]);
  });

  it('reads the unit written with the name, and the reference column at the end of the row as no value', () => {
    const dayColumns = [
      'AM LABS        08/11   08/12   08/13   Ref',
      'Na mmol/L      137     133 L   136     135-145',
      'Cr umol/L      88      154 H   --      60-110',
      'BNP pg/mL      2,950   --      --      <100',
      'Trop I ng/mL   0.09    0.10    0.09    <0.04',
      'Hgb g/dL (12.0-15.5)   12.6   8.9 L   --',
    ].join('\n');
    const found = read(dayColumns);
    const rows = (kind: string) => found.filter((m) => m.kind === kind).map((m) => m.canonical.value);
    expect(rows('sodium')).toEqual([137, 133, 136]);
    expect(rows('creatinine')).toEqual([0.9955, 1.7421]);
    expect(found.find((m) => m.kind === 'creatinine')?.unit?.text).toBe('umol/L');
    expect(rows('bnp')).toEqual([2950]);
    expect(rows('troponin')).toEqual([90, 100, 90]);
    expect(rows('hemoglobin')).toEqual([12.6, 8.9]);
  });

  it('reads a unit in brackets after the name, then the range column, and steps over a critical flag in its own cell', () => {
    const rows = [
      'LAB TABLE                  Ref         07/14    07/15    07/16',
      'Platelets (K/uL)         150-400         7 C     19 L*    33 L',
      'Creatinine (mg/dL)       0.6-1.2       1.1      1.6 H    2.4 H',
    ].join('\n');
    const found = read(rows);
    expect(found.filter((m) => m.kind === 'platelets').map((m) => m.value.number)).toEqual([7, 19, 33]);
    expect(found.filter((m) => m.kind === 'creatinine').map((m) => m.value.number)).toEqual([1.1, 1.6, 2.4]);
  });

  it('keeps a final bound as a value when no header names a reference column', () => {
    expect(read('Trop   0.02   <0.01').map((m) => [m.comparator, m.value.number])).toEqual([
      ['=', 0.02],
      ['<', 0.01],
    ]);
  });

  it('reads an assay cut-off in brackets after the name as no value', () => {
    expect(read('hs-Troponin I (female 99th percentile 16 ng/L): 22 -> 410 -> 980 ng/L').map((m) => m.value.number)).toEqual([22, 410, 980]);
  });
});

describe('thresholds in instructions to the patient', () => {
  it.each([
    'Return if redness spreads past the marks, red streaks, fever over 100.4 F, or dizziness.',
    'Call your doctor for temperature above 101 F.',
  ])('%s -> no value', (text) => {
    expect(read(text)).toEqual([]);
  });

  it('still reads the values after the instruction', () => {
    expect(read('Return to the ER if you develop chest pain. T 38.9 on admission.').map((m) => m.value.number)).toEqual([38.9]);
  });
});

describe('a lab grid: names across the header, one row per draw', () => {
  const grid = [
    'LABS (reference ranges in brackets)',
    'Date    WBC [4.0-11.0]   Hgb [12.0-16.0]   PLT [150-400]',
    '10/08   14.2 H           11.4 L            112 L',
    '10/10   9.6              --                98 L',
    '',
    'HOSPITAL COURSE: treated.',
  ].join('\r\n');

  it('gives each value the name of the column it sits under, as a series, with its flag', () => {
    const found = read(grid);
    const column = (kind: string) => found.filter((m) => m.kind === kind).map((m) => [m.value.number, m.name.text, [...m.flags]]);
    expect(column('wbc')).toEqual([
      [14.2, 'WBC', ['high']],
      [9.6, 'WBC', []],
    ]);
    expect(column('hemoglobin')).toEqual([[11.4, 'Hgb', ['low']]]);
    expect(column('platelets')).toEqual([
      [112, 'PLT', ['low']],
      [98, 'PLT', ['low']],
    ]);
    expect(new Set(found.filter((m) => m.kind === 'platelets').map((m) => m.series?.id)).size).toBe(1);
  });

  it('keeps the column of an analyte it does not read, so its values go to no neighbour', () => {
    const withOther = [
      'Date/Time      K (3.5-5.1)   Urate (3.5-7.2)   Cr (0.7-1.3)   POC glucose',
      '05/09 0140     4.8           9.9 H             1.21 H         486 H',
      '05/09 1200     3.1 L         8.7 H             1.02           214 H',
    ].join('\n');
    const found = read(withOther);
    const column = (kind: string) => found.filter((m) => m.kind === kind).map((m) => m.value.number);
    expect(column('potassium')).toEqual([4.8, 3.1]);
    expect(column('creatinine')).toEqual([1.21, 1.02]);
    expect(column('glucose')).toEqual([486, 214]);
    expect(found.map((m) => m.value.number)).not.toContain(9.9);
    // A phosphorus column is read as phosphorus.
    const withPhos = read(withOther.replace('Urate (3.5-7.2)', 'Phos (2.5-4.5)  ').replace('9.9 H', '1.9 L').replace('8.7 H', '1.5 L'));
    expect(withPhos.filter((m) => m.kind === 'phosphorus').map((m) => m.value.number)).toEqual([1.9, 1.5]);
  });

  it('does not read the bracketed ranges in the header as values', () => {
    expect(read(grid).map((m) => m.value.number)).not.toContain(150);
  });

  it('reads a pipe table by cell position, past its rule, skipping cells that are not bare values and the reference row', () => {
    const pipes = [
      'CHEMISTRY',
      '| Date/time | Glucose mg/dL | BHB mmol/L | SpO2 | Plt K/uL (ref 150-400) |',
      '|---|---|---|---|---|',
      '| 6/2 21:55 | 236 | 5.2 | 98% RA | 171 |',
      '| 6/3 01:00 | 198 |  | 97% RA | 158 |',
      '| Reference | 70-99 | <0.6 | | 150-400 |',
      '',
      'Treated with insulin.',
    ].join('\n');
    const found = read(pipes);
    const column = (kind: string) => found.filter((m) => m.kind === kind).map((m) => m.value.number);
    expect(column('glucose')).toEqual([236, 198]);
    expect(column('beta-hydroxybutyrate')).toEqual([5.2]);
    expect(column('platelets')).toEqual([171, 158]);
    expect(column('spo2')).toEqual([]);
  });
});

describe('a lab row with its tests as rows and the days as columns', () => {
  const rows = [
    '| Test | 04-07 | 04-08 | 04-09 | 04-10 | Ref |',
    '|---|---|---|---|---|---|',
    '| hs-cTnI (ng/L) | 12 / 486 (3 h) | 1,920 | 1,310 | -- | <34 (M) |',
    '| Potassium (mmol/L) | 6.1 (hemolysed) / 4.8 | 5.0 | 4.7 | 4.6 | 3.5-5.1 |',
  ].join('\n');
  const column = (kind: string) => read(rows).filter((m) => m.kind === kind).map((m) => m.value.number);

  it('reads two draws in one cell and every cell after a note on a value', () => {
    expect(column('troponin')).toEqual([12, 486, 1920, 1310]);
  });

  it('drops the hemolysed draw and keeps the rest of its row; the reference cell with its sex note is no value', () => {
    expect(column('potassium')).toEqual([4.8, 5.0, 4.7, 4.6]);
  });
});

describe('a lab table exported as CSV or TSV', () => {
  it('gives each value the column in the same position, past blank cells, a time column and a footnote mark', () => {
    const csv = ['Date,Time,WBC,Hgb,Plt,Na,K,Cr', '2025-07-02,05:00,21.7,13.4,88,134,3.9,1.12', '2025-07-03,05:10,18.2,8.1,,136,,1.18', '2025-07-04,04:55,14.9,7.4,121,137,4.0,1.16*', 'Units: K/uL; g/dL.'].join('\n');
    const column = (kind: string) => read(csv).filter((m) => m.kind === kind).map((m) => m.value.number);
    expect(column('platelets')).toEqual([88, 121]);
    expect(column('potassium')).toEqual([3.9, 4.0]);
    expect(column('creatinine')).toEqual([1.12, 1.18, 1.16]);
    const tsv = ['Date\tNa\tK\tCr', '06/01\t128\t3.2\t1.9', '06/02\t131\t\t1.6'].join('\n');
    expect(read(tsv).map((m) => [m.kind, m.value.number])).toEqual([
      ['sodium', 128],
      ['potassium', 3.2],
      ['creatinine', 1.9],
      ['sodium', 131],
      ['creatinine', 1.6],
    ]);
  });

  it('leaves a sentence with commas alone ("Na 128, K 3.2, Cr 1.9" is read by its names)', () => {
    expect(read('Labs: Na 128, K 3.2, Cr 1.9.').map((m) => [m.kind, m.value.number])).toEqual([
      ['sodium', 128],
      ['potassium', 3.2],
      ['creatinine', 1.9],
    ]);
  });
});

describe('a value whose footnote voids it', () => {
  it('is no value when its footnote names a specimen fault or another patient\'s sample, wherever restated', () => {
    const text = [
      '2025-03-03T18:40 K 3.2[1], CO2 26, Cr 1.7 mg/dL',
      'Date,Na,Cr',
      '07-04,137,2.08*',
      '07-05,138,1.15',
      '[1] Drawn through the ED IV after a saline flush; flagged by the laboratory as possible IV-line contamination. Repeat K 4.0.',
      '* The Cr of 2.08 was amended by the laboratory: wrong-patient specimen.',
    ].join('\n');
    expect(read(text).map((m) => [m.kind, m.value.number])).toEqual([
      ['bicarbonate', 26],
      ['creatinine', 1.7],
      ['sodium', 137],
      ['sodium', 138],
      ['creatinine', 1.15],
      ['potassium', 4.0],
    ]);
  });

  it('is no value when the note calls the draw of its time spurious ("the 23:00 result")', () => {
    const text =
      'Lab called RN: potassium 2.4 mmol/L and glucose 1,180 mg/dL on the 23:00 draw; read back. Repeat: potassium 4.1 mmol/L. ' +
      'Dr. Feld documented the 23:00 result as spurious (IV fluid contamination). Na 129 on arrival.';
    expect(read(text).map((m) => [m.kind, m.value.number])).toEqual([
      ['potassium', 4.1],
      ['sodium', 129],
    ]);
  });

  it('stands when its footnote says something else', () => {
    expect(read('K 3.2[1]\n[1] Repleted with oral KCl.').map((m) => m.value.number)).toEqual([3.2]);
  });
});

describe('ISO date-times', () => {
  it('date the value after them and are never values ("2025-05-06T05:00 86")', () => {
    expect(read('Platelets (x10^3/uL): 2025-05-02T21:30 214; 2025-05-04T05:00 152; 2025-05-06T05:00 86.').map((m) => m.value.number)).toEqual([214, 152, 86]);
    expect(read('Lactate 2025-06-03 4.1').map((m) => m.value.number)).toEqual([4.1]);
  });
});

describe('the span of every draw', () => {
  it('reads "every later potassium was 4.0-4.4" as the patient\'s span, not a reference range', () => {
    expect(read('Repeat K 4.0, and every later potassium was 4.0-4.4.').map((m) => [m.value.number, m.value.upper])).toEqual([
      [4.0, undefined],
      [4.0, 4.4],
    ]);
    // No laboratory prints 4.0-4.4 as its potassium interval: a bare span unlike any reference range is the patient's.
    expect(read('Potassium 4.0-4.4.').map((m) => [m.value.number, m.value.upper])).toEqual([[4.0, 4.4]]);
    expect(read('Potassium 3.5-5.1.').map((m) => m.value.number)).toEqual([]);
  });
});

describe('a pipe table with an analyte per row', () => {
  it('reads each row cell by cell, past empty cells, with the unit in the row head', () => {
    const table = [
      '| Test | 02/10 | 02/11 | 02/12 | 02/13 |',
      '|---|---|---|---|---|',
      '| K (mmol/L) | 3.7 | 3.9 | | 3.6 |',
      '| WBC (K/uL) | | 14.8 | | 9.4 |',
      '| Lactate (mmol/L) | | | | |',
    ].join('\n');
    expect(read(table).map(brief)).toEqual([
      ['potassium', 3.7, 'mmol/L'],
      ['potassium', 3.9, 'mmol/L'],
      ['potassium', 3.6, 'mmol/L'],
      ['wbc', 14.8, 'K/uL'],
      ['wbc', 9.4, 'K/uL'],
    ]);
  });
});

describe('a decimal comma', () => {
  it.each([
    ['pH 7,14', 'ph', 7.14],
    ['K 3,1 mmol/L', 'potassium', 3.1],
    ['capillary glucose 28,4 mmol/L', 'glucose', 511.2],
    ['capillary ketones 5,6 mmol/L', 'beta-hydroxybutyrate', 5.6],
  ] as const)('%s is read with its decimals', (text, kind, value) => {
    expect(read(text).map((m) => [m.kind, Math.round(m.canonical.value * 100) / 100])).toEqual([[kind, value]]);
  });

  it('keeps a thousands separator and never reads a comma list as decimals', () => {
    expect(read('platelets 94,000').map(brief)).toEqual([['platelets', 94, 'K/uL']]);
    expect(read('K 3,4,5 on the chart').filter((m) => m.value.number === 3.4)).toEqual([]);
  });
});

describe('shorthand formats', () => {
  it.each([
    ['Hgb 7.9g', 'hemoglobin', 7.9],
    ['WBC 14.2k', 'wbc', 14.2],
    ['plt=84k', 'platelets', 84],
    ['Cr-2.4', 'creatinine', 2.4],
    ['SBP-72/palp', 'systolic-bp', 72],
    ['K:3.1', 'potassium', 3.1],
    ['Na=128', 'sodium', 128],
  ] as const)('%s is read', (text, kind, value) => {
    expect(read(text).map((m) => [m.kind, m.canonical.value])).toEqual([[kind, value]]);
  });

  it('reads past "was sent:" and "drawn" to the value', () => {
    expect(read('High-sensitivity troponin T was sent: 19 -> 61 -> 44 ng/L.').map((m) => m.value.number)).toEqual([19, 61, 44]);
  });

  it('still reads a bare "g" after a drug as a dose', () => {
    expect(read('albumin 25 g given')).toEqual([]);
  });
});

describe('a series across a semicolon', () => {
  it('does not carry another lab\'s values over to the name just before them', () => {
    const found = read('Kidneys: baseline creatinine 1.8 and estimated GFR 31 in April; 2.0 on arrival, 1.7 at discharge.');
    expect(found.filter((m) => m.kind === 'egfr').map((m) => m.value.number)).toEqual([31]);
  });

  it('still reads a lab that swings tenfold as one series', () => {
    expect(read('Troponin I 0.04 at 02:00; 1.2 at 08:00, 3.6 at 14:00.').map((m) => m.value.number)).toEqual([0.04, 1.2, 3.6]);
  });
});

describe('a value named by its condition or its day', () => {
  it('reads "hypokalemia to 3.1" and "hyponatremia to 126" as values', () => {
    expect(read('Hypokalemia to 3.1 this morning, repleted.').map(brief)).toEqual([['potassium', 3.1, 'mmol/L']]);
    expect(read('Hyponatremia to 126 on day 2.').map(brief)).toEqual([['sodium', 126, 'mmol/L']]);
  });

  it('never reads "2/2" (due to) after the condition as a value', () => {
    expect(read('Hypokalemia 2/2 diuresis.')).toEqual([]);
    expect(read('Hyponatremia 2/2 SIADH.')).toEqual([]);
  });

  it('reads a change whose circumstance stands between the verb and "to" its value, unless the clause has a verb or lab of its own', () => {
    expect(read('Potassium came down on the insulin drip to 3.1 overnight.').map(brief)).toEqual([['potassium', 3.1, 'mmol/L']]);
    expect(read('Creatinine rose during the contrast study to 2.4.').map(brief)).toEqual([['creatinine', 2.4, 'mg/dL']]);
    expect(read('Potassium dropped after the insulin was increased to 10 units per hour.')).toEqual([]);
  });

  it('reads past "the next day" and "the following morning" to the value', () => {
    expect(read('Repeat potassium the next day was 3.8.').map(brief)).toEqual([['potassium', 3.8, 'mmol/L']]);
    expect(read('Creatinine the following morning was 2.4.').map(brief)).toEqual([['creatinine', 2.4, 'mg/dL']]);
  });
});

describe('a lab line with a role or a trend word', () => {
  it('reads a one-letter name followed by its role, and a "trend:" line joined by ">"', () => {
    expect(read('K nadir 3.6 on 02/10.').map(brief)).toEqual([['potassium', 3.6, 'mmol/L']]);
    expect(read('Potassium trend: 5.1 > 4.4 > 3.6 > 4.1').map((m) => m.value.number)).toEqual([5.1, 4.4, 3.6, 4.1]);
  });

  it('takes "once K < 5.0" for the protocol\'s threshold, not a value', () => {
    expect(read('KCl added to the fluids per DKA protocol once K < 5.0.')).toEqual([]);
    expect(read('KCl added to the fluids once K fell below 5.0; held until INR was greater than 1.7.')).toEqual([]);
    expect(read('Potassium fell below 3.0 overnight.').map(brief)).toEqual([['potassium', 3, 'mmol/L']]);
  });
});

describe('a comma list closed by the lab\'s unit', () => {
  it('reads every number as the lab\'s series', () => {
    expect(read('Potassium 3.8, 3.6, 4.1 mmol/L - no replacement needed.').map((m) => m.value.number)).toEqual([3.8, 3.6, 4.1]);
  });

  it('does not when a number is ten times off the others (a panel read without names)', () => {
    expect(read('WBC 12.1, 9.8, 270 K/uL').map((m) => m.value.number)).toEqual([12.1]);
  });

  it('reads a last value after "and", and a cardiac marker\'s rise and fall however far it spans', () => {
    expect(read('Troponin I 0.03, 1.42 and 0.98 ng/mL at 0, 6 and 12 hours.').map((m) => m.value.number)).toEqual([0.03, 1.42, 0.98]);
    expect(read('Sodium 131, 133, and 136 mmol/L over the stay.').map((m) => m.value.number)).toEqual([131, 133, 136]);
  });
});

describe('a comma list closed by "and" and a last value', () => {
  it('is the lab\'s series, as written in prose ("3.9, 3.7, 3.6 and 4.1")', () => {
    expect(read('Potassium 3.9, 3.7, 3.6 and 4.1 over the stay; no replacement.').map((m) => m.value.number)).toEqual([3.9, 3.7, 3.6, 4.1]);
    expect(read('Potassium values this stay: 3.9, 3.7 and 3.6.').map((m) => m.value.number)).toEqual([3.9, 3.7, 3.6]);
  });

  it('is not when the numbers are ten times apart (a panel read without its names)', () => {
    expect(read('K 3.9, 102 and 24 on the BMP.').map((m) => m.value.number)).toEqual([3.9]);
  });

  it('leaves a bare comma list without "and" to its first value ("WBC 12.1, 9.8, 270")', () => {
    expect(read('Hgb 9.1, 30 units of insulin given.').map((m) => m.value.number)).toEqual([9.1]);
  });
});

describe('a repeat drawn later, or under a circumstance set off by commas', () => {
  it('reads the value past "six hours later" and ", before any intravenous fluid,"', () => {
    expect(read('A repeat sodium six hours later, before any intravenous fluid, was 139.').map(brief)).toEqual([['sodium', 139, 'mmol/L']]);
    expect(read('Repeat potassium two hours later was 4.1.').map(brief)).toEqual([['potassium', 4.1, 'mmol/L']]);
  });

  it('does not read past an aside with a number of its own, or past another lab', () => {
    expect(read('Potassium, after 40 mEq KCl, was 3.9.').map(brief)).toEqual([]);
    expect(read('Sodium, before the potassium was 3.1, was 131.').map((m) => m.kind)).not.toContain('sodium');
  });
});

describe('CIWA-Ar scores', () => {
  it('reads a score, a range of scores and a peak, not the protocol or its interval', () => {
    expect(read('CIWA scores 0-2 throughout. CIWA max 4. CIWA-Ar 14 at 02:00. CIWA q4h. Started on CIWA protocol.').map((m) => [m.kind, m.value.number, m.value.upper ?? null])).toEqual([
      ['ciwa', 0, 2],
      ['ciwa', 4, null],
      ['ciwa', 14, null],
    ]);
  });
});

describe('NIH stroke scale scores', () => {
  it('reads the score however the scale is named, "score" between name and value included', () => {
    expect(read('NIHSS 17 on arrival; NIHSS score of 9 at 24 hours; NIH stroke scale score was 4 at discharge.').map((m) => [m.kind, m.value.number])).toEqual([
      ['nihss', 17],
      ['nihss', 9],
      ['nihss', 4],
    ]);
  });
});

describe('a bare span after a lab name', () => {
  it('is a reference range only when a laboratory would print it as one', () => {
    expect(read('Sodium 135-145. Glucose 70-99. Creatinine 0.6-1.2. Platelets 150-400.')).toEqual([]);
    expect(read('Glucose 118-164. Na 131-134. Hgb 7.9-8.4.').map((m) => [m.kind, m.value.number, m.value.upper])).toEqual([
      ['glucose', 118, 164],
      ['sodium', 131, 134],
      ['hemoglobin', 7.9, 8.4],
    ]);
  });

  it('reads a baseline named by where it was drawn: "(PCP baseline 11.4 g/dL, 09/2024)", "(outpatient 1.1)"', () => {
    expect(read('Hgb 6.8 g/dL on arrival (PCP baseline 11.4 g/dL, 09/2024), MCV 71').filter((m) => m.kind === 'hemoglobin').map((m) => [m.value.number, m.role ?? null])).toEqual([
      [6.8, 'admission'],
      [11.4, 'baseline'],
    ]);
    expect(read('Cr 2.3 (outpatient 1.1)').map((m) => [m.value.number, m.role ?? null])).toEqual([
      [2.3, null],
      [1.1, 'baseline'],
    ]);
    expect(read('Potassium 3.1, repleted; recheck with PCP in 2 days.').map((m) => m.value.number)).toEqual([3.1]);
  });

  it('dates a value followed by a period before the stay as the baseline', () => {
    expect(read('Creatinine 1.9-2.1 over the past year. Creatinine 1.4 in the past 6 months. Creatinine 2.3 over the past 24 hours.').map((m) => m.role ?? null)).toEqual([
      'baseline',
      'baseline',
      null,
    ]);
  });
});

describe('magnesium and creatine kinase', () => {
  it('reads a magnesium in either unit and a CK, not a magnesium dose, CK-MB or the myasthenia abbreviation', () => {
    const got = read('Mg 1.2 on admission; magnesium 0.55 mmol/L later. Magnesium sulfate 2 g IV. MG crisis ruled out. CK 18,400 U/L, CK-MB 4.1. Creatinine kinase 5400; creatinine 1.8.').map((m) => [m.kind, m.canonical.value]);
    expect(got).toEqual([
      ['magnesium', 1.2],
      ['magnesium', 1.3365],
      ['ck', 18400],
      ['ck', 5400],
      ['creatinine', 1.8],
    ]);
  });
});

describe('liver transaminases (AST and ALT)', () => {
  const got = (text: string) => read(text).map((m) => [m.kind, m.canonical.value, m.canonical.unit]);

  it('reads each by its abbreviations and full names, in U/L, IU/L or µkat/L', () => {
    expect(got('SGOT 88, SGPT 120. Aspartate aminotransferase 245 IU/L; alanine transaminase 310 U/L. Serum ALT 1.2 µkat/L.')).toEqual([
      ['ast', 88, 'U/L'],
      ['alt', 120, 'U/L'],
      ['ast', 245, 'U/L'],
      ['alt', 310, 'U/L'],
      ['alt', 72, 'U/L'],
    ]);
  });

  it('reads a liver panel line, and skips the analytes it has no kind for', () => {
    expect(got('LFTs: AST 245, ALT 310, alk phos 120, T bili 1.2')).toEqual([
      ['ast', 245, 'U/L'],
      ['alt', 310, 'U/L'],
      ['bilirubin', 1.2, 'mg/dL'],
    ]);
  });

  it('reads the pair written as one tuple, in either order', () => {
    expect(got('AST/ALT 245/310. SGPT/SGOT 96/71 U/L.')).toEqual([
      ['ast', 245, 'U/L'],
      ['alt', 310, 'U/L'],
      ['alt', 96, 'U/L'],
      ['ast', 71, 'U/L'],
    ]);
  });

  it('reads every value of a trend', () => {
    expect(got('AST 1,240 -> 610 -> 180')).toEqual([
      ['ast', 1240, 'U/L'],
      ['ast', 610, 'U/L'],
      ['ast', 180, 'U/L'],
    ]);
  });

  it('does not read a reference range, a ratio, a dose or a date as a value', () => {
    for (const text of ['ALT 7-56', 'AST 10-40 U/L', 'AST/ALT ratio 2.3', 'De Ritis ratio 2.1', 'ALT ratio 1.8', 'ALT 12/05', 'ALT 500 mg', 'Alt 45 days later he was seen.']) {
      expect(read(text)).toEqual([]);
    }
    // With its reference range in brackets the value is read, and flagged.
    expect(read('ALT 310 (7-56)').map((m) => [m.kind, m.canonical.value, m.flags])).toEqual([['alt', 310, ['high']]]);
    // A span no laboratory prints as a reference range is the patient's.
    expect(got('ALT 120-180 this stay')).toEqual([['alt', 120, 'U/L']]);
  });
});

describe('a time phrase opening the clause before a name', () => {
  it('gives the value directly after it that time\'s role', () => {
    const roles = read('On admission, creatinine was 2.4. At discharge, creatinine 1.1. On ED arrival GCS 10 (E3 V2 M5). Creatinine 1.3 on day 2.').map((m) => [m.value.number, m.role ?? null]);
    expect(roles).toEqual([
      [2.4, 'admission'],
      [1.1, 'discharge'],
      [10, 'admission'],
      [1.3, null],
    ]);
  });
});

describe('a name\'s own scores after a semicolon', () => {
  it('reads "CIWA-Ar; scores 0-2", not a value of another clause', () => {
    expect(read('Monitored on CIWA-Ar; scores 0-2 throughout.').map((m) => [m.kind, m.value.number, m.value.upper ?? null])).toEqual([['ciwa', 0, 2]]);
    expect(read('Potassium replaced; rechecked 4.1.').map((m) => m.kind)).toEqual([]);
  });
});
