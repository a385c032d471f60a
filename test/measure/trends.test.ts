import { extractMeasurements, type Measurement } from '../../lib/measure';
import { spanProblems } from '../support/spans';

function read(text: string): Measurement[] {
  const found = extractMeasurements(text);
  expect(spanProblems(text, found)).toEqual([]);
  return found;
}

/** [value, role] per measurement. */
const roles = (text: string) => read(text).map((m) => [m.value.number, m.role ?? null]);

/** [value, role, series index/length] per measurement. */
const trend = (found: readonly Measurement[]) => found.map((m) => [m.value.number, m.role ?? null, m.series ? `${m.series.index}/${m.series.length}` : null]);

describe('values linked in one expression form a series', () => {
  it('reads ASCII arrows, in text order, sharing the name', () => {
    const found = read('Cr 1.1 -> 2.4 -> 1.6 over the stay.');
    expect(trend(found)).toEqual([
      [1.1, null, '0/3'],
      [2.4, null, '1/3'],
      [1.6, null, '2/3'],
    ]);
    expect(found.map((m) => m.name)).toEqual(Array(3).fill({ start: 0, end: 2, text: 'Cr' }));
    expect(found.map((m) => m.text)).toEqual(['Cr 1.1', '2.4', '1.6']);
    expect(new Set(found.map((m) => m.series?.id)).size).toBe(1);
  });

  it('goes on past "pre-op," and "drifted to": "plt 245 pre-op, drifted to 151 on POD5 and recovered to 212 at discharge"', () => {
    expect(trend(read('Platelets - plt 245 pre-op, drifted to 151 on POD5 and recovered to 212 at discharge.'))).toEqual([
      [245, 'baseline', '0/3'],
      [151, null, '1/3'],
      [212, 'discharge', '2/3'],
    ]);
  });

  it('reads a pre-operative value as the baseline and goes on past timing notes', () => {
    expect(trend(read('hs-TnI 9 (pre-op) -> 310 ng/L at 06:00 -> 265 ng/L at 12:00.'))).toEqual([
      [9, 'baseline', '0/3'],
      [310, null, '1/3'],
      [265, null, '2/3'],
    ]);
    expect(trend(read('Hgb 12.1 (post-op) -> 8.2 (repeat)'))).toEqual([
      [12.1, null, '0/2'],
      [8.2, null, '1/2'],
    ]);
  });

  it('reads a bare "pre-op" as the baseline and post-operative days after the values', () => {
    expect(trend(read('Renal: Cr 1.0 pre-op -> 1.3 POD1 -> 1.7 POD2 (peak) -> 1.4 POD3 -> 1.1 POD5.'))).toEqual([
      [1, 'baseline', '0/5'],
      [1.3, null, '1/5'],
      [1.7, 'peak', '2/5'],
      [1.4, null, '3/5'],
      [1.1, null, '4/5'],
    ]);
  });

  it('reads unicode arrows', () => {
    expect(trend(read('Hgb 11.2 → 7.9 after the bleed.'))).toEqual([
      [11.2, null, '0/2'],
      [7.9, null, '1/2'],
    ]);
  });

  it('reads ">" between values as an arrow, not a comparator', () => {
    const found = read('Na 118 > 124 > 131 with fluid restriction.');
    expect(trend(found)).toEqual([
      [118, null, '0/3'],
      [124, null, '1/3'],
      [131, null, '2/3'],
    ]);
    expect(found.every((m) => m.comparator === '=')).toBe(true);
  });

  it('reads "dropped from ... to ..."', () => {
    expect(trend(read('Hgb dropped from 11.2 to 7.9.'))).toEqual([
      [11.2, null, '0/2'],
      [7.9, null, '1/2'],
    ]);
  });

  it('reads the day before each value as its date, never as a value or a trailing note of the value before', () => {
    expect(trend(read('Creatinine POD1 1.0, POD2 1.1, POD3 1.0, discharge 0.9.')).map(([v]) => v)).toEqual([1.0, 1.1, 1.0, 0.9]);
    expect(read('creatinine on day 3 was 2.1').map((m) => m.value.number)).toEqual([2.1]);
    expect(read('Na HD#3 0600 131').map((m) => m.value.number)).toEqual([131]);
  });

  it('reads a dated item of a list after a semicolon ("Potassium: 4.2 on admission; 03/05: 3.1 mmol/L")', () => {
    expect(read('Potassium: 4.2 on admission; 03/05: 3.1 mmol/L (slightly hemolyzed); 03/06: 3.9.').map((m) => m.value.number).slice(0, 2)).toEqual([4.2, 3.1]);
  });

  it('steps over how often a value was drawn ("every 4 hours", "q4h") to the draws themselves', () => {
    expect(read('Plan: lactate every 4 hours - 2.4 at 03:00 and 1.3 at 09:00 on 10/06.').map((m) => m.value.number)).toEqual([2.4, 1.3]);
    expect(read('lactate q4h: 2.4 at 03:00 and 1.3 at 09:00').map((m) => m.value.number)).toEqual([2.4, 1.3]);
    expect(read('Check lactate every 4 hours until below 2.')).toEqual([]);
  });

  it('never reads a volume of fluid in a series as a value ("after 2 L LR", "after about 4 L of fluid")', () => {
    expect(read('Hgb pre-op 13.6 -> POD1 11.8 -> POD2 12.0 g/dL after 2 L LR intra-op.').map((m) => m.value.number)).toEqual([13.6, 11.8, 12.0]);
    expect(read('Hgb 11.8 -> 10.6 after about 4 L of fluid, felt dilutional.').map((m) => m.value.number)).toEqual([11.8, 10.6]);
  });

  it('reads a value "at that time" of an earlier encounter as a baseline', () => {
    const found = read('Problem list carries morbid obesity from a 2019 clinic letter (BMI 41 at that time). BMI 22.0 this admission.');
    expect(found.map((m) => [m.value.number, m.role ?? null])).toEqual([
      [41, 'baseline'],
      [22, null],
    ]);
  });

  it('reads a value the sentence dates to an earlier year or month as a baseline, and a full date as this stay', () => {
    expect(roles('BMI 46.3. The BMI of 51.2 still on her problem list dates from her bariatric surgery consult in 2023 and is not current.')).toEqual([
      [46.3, null],
      [51.2, 'baseline'],
    ]);
    expect(roles('(The BMI of 41.0 on the old problem list is from his 05/2023 clinic visit.)')).toEqual([[41, 'baseline']]);
    expect(roles('Creatinine 2.1 was from the 05/12/2025 draw.')).toEqual([[2.1, null]]);
  });

  it('reads on past a multiple of the baseline in brackets, and reads a baseline given as a span', () => {
    expect(read('Cr 3.1 (~2x bl) -> 2.4 -> 1.9 -> 1.6 HD4').map((m) => m.value.number)).toEqual([3.1, 2.4, 1.9, 1.6]);
    const baseline = read('CKD 3b (bl Cr 1.5-1.6, eGFR 38-41 over past yr)')[0];
    expect([baseline?.kind, baseline?.value.number, baseline?.role]).toEqual(['creatinine', 1.5, 'baseline']);
    expect(read('Creatinine 0.6-1.2 mg/dL (reference).')).toEqual([]);
  });

  it('reads values after bare commas as a series when each is timed or written with the same unit, and not otherwise', () => {
    expect(read('hs-troponin I 22 ng/L at 09:10, 486 ng/L at 12:30, 310 ng/L the next morning.').map((m) => m.value.number)).toEqual([22, 486, 310]);
    expect(read('Cr 1.0 on 5/1, 1.4 on 5/2.').map((m) => m.value.number)).toEqual([1.0, 1.4]);
    expect(read('WBC 12.1, 9.8, 270.').map((m) => m.value.number)).toEqual([12.1]);
  });

  it('reads on past a note on how a sample was taken', () => {
    expect(read('Platelets were 212 on arrival (hemoconcentrated), 188 on 08/04 and 196 on 08/05.').map((m) => m.value.number)).toEqual([212, 188, 196]);
  });

  it('reads the hour of a serial draw written before its value as no value', () => {
    expect(read('hs-troponin I (ng/L): 0 h 12 -> 3 h 310 -> 9 h 540 -> 24 h 420.').map((m) => m.value.number)).toEqual([12, 310, 540, 420]);
  });

  it('reads "9.4 before and 3.8 after" as a series', () => {
    expect(trend(read('Creatinine 9.4 before and 3.8 after the first session.'))).toEqual([
      [9.4, null, '0/2'],
      [3.8, null, '1/2'],
    ]);
  });

  it('reads on past "but" before a change ("4.2 on admission but fell to 3.1")', () => {
    expect(read('Potassium was 4.2 mEq/L on admission but fell to 3.1 mEq/L on the morning of day 3.').map((m) => m.value.number)).toEqual([4.2, 3.1]);
    // "but" before another name starts that name's value, not a second potassium.
    expect(read('Na 128 but K 3.1 on day 2.').map((m) => `${m.kind} ${m.value.number}`)).toEqual(['sodium 128', 'potassium 3.1']);
  });

  it('reads on past a time from an event ("at T0", "at T+3h") and the same value in another unit in brackets', () => {
    expect(
      read('hs-troponin T 0.019 ng/mL [19 ng/L] at T0 -> 0.212 ng/mL [212 ng/L] at T+3h -> 0.388 ng/mL [388 ng/L] at T+9h (peak).').map((m) => m.value.number),
    ).toEqual([0.019, 0.212, 0.388]);
    expect(read('Creatinine 2.1 mg/dL (186 umol/L) -> 1.4 mg/dL (124 umol/L).').map((m) => m.value.number)).toEqual([2.1, 1.4]);
  });

  it('reads "followed by" and a list after a verb', () => {
    expect(trend(read('Troponin was 0.04 followed by 0.38.'))).toEqual([
      [0.04, null, '0/2'],
      [0.38, null, '1/2'],
    ]);
    expect(trend(read('Hct 31.2, subsequently dropped to 26.9 and 25.6.'))).toEqual([
      [31.2, null, '0/3'],
      [26.9, null, '1/3'],
      [25.6, null, '2/3'],
    ]);
  });

  it('steps over the time of each draw in brackets, but keeps a bracketed year as a past value', () => {
    expect(trend(read('Troponin I: 0.02 (1640) -> 0.58 (2240) -> 0.41 (06/13 0500) ng/mL.'))).toEqual([
      [0.02, null, '0/3'],
      [0.58, null, '1/3'],
      [0.41, null, '2/3'],
    ]);
    expect(read('Cr 1.2 (2015) -> 2.3')[0]?.role).toBe('baseline');
  });

  it('gives separate trends separate ids', () => {
    const found = read('Cr 1.1 -> 2.4. Lactate 4.2 -> 1.8.');
    const ids = found.map((m) => m.series?.id);
    expect(ids).toEqual([0, 0, 1, 1]);
  });

  it('keeps a trend in the first value unit when later ones write none', () => {
    expect(read('Cr 186 -> 150').map((m) => [m.canonical.value, m.canonical.unit])).toEqual([
      [2.1041, 'mg/dL'],
      [1.6968, 'mg/dL'],
    ]);
  });

  it('follows blood pressure pairs slot by slot', () => {
    const found = read('BP 80/40 → 110/70 after 2 L of fluid.');
    expect(found.map((m) => [m.kind, m.value.number, m.series?.index])).toEqual([
      ['systolic-bp', 80, 0],
      ['diastolic-bp', 40, 0],
      ['systolic-bp', 110, 1],
      ['diastolic-bp', 70, 1],
    ]);
    expect(found[0]?.series?.id).not.toBe(found[1]?.series?.id);
  });
});

describe('roles', () => {
  it.each([
    ['creatinine peaked at 3.1', 'peak'],
    ['baseline creatinine 0.9', 'baseline'],
    ['Creatinine on admission was 2.8.', 'admission'],
    ['Discharge hemoglobin 9.1.', 'discharge'],
    ['Hemoglobin today is 8.4.', 'current'],
    ['plt nadir of 31', 'nadir'],
    ['nadir platelet count 31', 'nadir'],
    ['Blood glucose was as low as 38.', 'nadir'],
    ['Tmax 102.3', 'peak'],
    ['fevers up to 103', 'peak'],
    ['INR 1.9 on discharge', 'discharge'],
    ['Cr 1.3, at baseline.', 'baseline'],
  ])('%s → %s', (text, role) => {
    expect(read(text).map((m) => m.role)).toEqual([role]);
  });

  it('reads "Cr 2.4 (baseline 0.9)" as a current value and its baseline', () => {
    const found = read('Cr 2.4 (baseline 0.9) on arrival.');
    expect(trend(found)).toEqual([
      [2.4, null, '0/2'],
      [0.9, 'baseline', '1/2'],
    ]);
    expect(found[1]?.text).toBe('0.9');
  });

  it('reads "improved to" after an admission value', () => {
    expect(trend(read('Creatinine 2.8 on admission, improved to 1.2 with fluids.'))).toEqual([
      [2.8, 'admission', '0/2'],
      [1.2, null, '1/2'],
    ]);
  });

  it('reads admission and discharge values separated by a comma', () => {
    expect(trend(read('Cr 3.2 on admission, 1.0 at discharge.'))).toEqual([
      [3.2, 'admission', '0/2'],
      [1.0, 'discharge', '1/2'],
    ]);
  });

  it('reads a peak and a later discharge value', () => {
    expect(trend(read('Cr peaked at 3.8, down to 1.6 at d/c.'))).toEqual([
      [3.8, 'peak', '0/2'],
      [1.6, 'discharge', '1/2'],
    ]);
  });

  it('reads a usual range as the baseline and "today" as current', () => {
    const found = read('Creatinine usually in the 1.8 to 1.9 range, today it is 2.1.');
    expect(found.map((m) => [m.value.number, m.value.upper ?? null, m.role])).toEqual([
      [1.8, 1.9, 'baseline'],
      [2.1, null, 'current'],
    ]);
  });
});

describe('what is not a trend', () => {
  it('does not chain a differential onto a white count', () => {
    expect(trend(read('White count of 13 with 76% neutrophils.'))).toEqual([[13, null, null]]);
  });

  it('does not chain two different analytes', () => {
    expect(read('Na 131 and K 3.2.').map((m) => [m.kind, m.series ?? null])).toEqual([
      ['sodium', null],
      ['potassium', null],
    ]);
  });

  it('does not chain a bare list of numbers', () => {
    expect(trend(read('WBC 12.1, 9.8, 270'))).toEqual([[12.1, null, null]]);
  });

  it('reads a bare comma list as a series only after a verb of change, and never counts a hospital day', () => {
    expect(trend(read('Creatinine improved 2.3, 1.6, 1.1 by hospital day 4.'))).toEqual([
      [2.3, null, '0/3'],
      [1.6, null, '1/3'],
      [1.1, null, '2/3'],
    ]);
  });

  it('reads a baseline written after the value ("against a baseline of", "vs baseline", "up from her baseline of")', () => {
    const cases: [string, number, string | null][] = [
      ['Creatinine 2.3 mg/dL against a baseline of 0.9.', 2.3, null],
      ['Cr 2.1 on admission vs baseline 0.9.', 2.1, 'admission'],
      ['Cr 2.1, up from her baseline of 0.9.', 2.1, null],
    ];
    for (const [text, value, role] of cases) {
      expect(trend(read(text)).map(([v, r]) => [v, r])).toEqual([
        [value, role],
        [0.9, 'baseline'],
      ]);
    }
  });

  it('"troponin 2.3 from 1.9 yesterday" runs back in time: no series without a role', () => {
    expect(trend(read('Troponin is 2.3 from 1.9 yesterday.'))).toEqual([[2.3, null, null]]);
  });

  it('does not read a span of values as a trend ("HR 80 to 90")', () => {
    expect(read('heart rate 80 to 90').map((m) => [m.value.text, m.value.number, m.value.upper, m.series ?? null])).toEqual([
      ['80 to 90', 80, 90, null],
    ]);
  });
});

describe('the span of values a stay ranged over', () => {
  const spans = (text: string) => read(text).map((m) => [m.kind, m.value.number, m.value.upper ?? null]);

  it('reads "ranged 3.1-4.4" as the patient\'s span, even after a one-letter name', () => {
    expect(spans('Electrolytes: K ranged 3.1-4.4 over the stay.')).toEqual([['potassium', 3.1, 4.4]]);
    expect(spans('Na ranging 124-129 until the thiazide was stopped.')).toEqual([['sodium', 124, 129]]);
  });

  it('keeps a hyphenated span after the noun "range" a reference range', () => {
    expect(spans('Potassium range 3.5-5.0.')).toEqual([]);
    expect(spans('Sodium 128 (range 135-145).')).toEqual([['sodium', 128, null]]);
  });
});

describe('a one-letter name reads a trend verb like a full name', () => {
  it('"K fell from 4.6 to 3.2" is a potassium series', () => {
    const found = read('Hypokalemia: K fell from 4.6 to 3.2 on insulin infusion.');
    expect(found.map((m) => m.kind)).toEqual(['potassium', 'potassium']);
    expect(trend(found)).toEqual([
      [4.6, null, '0/2'],
      [3.2, null, '1/2'],
    ]);
  });

  it('still needs the value or the verb right after it', () => {
    expect(read('Vitamin K given, then 3 units FFP.').filter((m) => m.kind === 'potassium')).toEqual([]);
  });
});

describe('serial values with their times', () => {
  it('"18 ng/L at 0 h, 486 ng/L at 3 h, peak 1,120 ng/L at 12 h" is one series, and no time is a value', () => {
    const found = read('High-sensitivity troponin T 18 ng/L at 0 h, 486 ng/L at 3 h, peak 1,120 ng/L at 12 h.');
    expect(found.map((m) => [m.kind, m.value.number])).toEqual([
      ['troponin', 18],
      ['troponin', 486],
      ['troponin', 1120],
    ]);
    expect(new Set(found.map((m) => m.series?.id)).size).toBe(1);
  });
});

describe('a series written with its dates and roles in parentheses', () => {
  it('"1.1 (bl, 5/2024) -> 1.5 (8/12) -> 1.9 (8/14, peak)" keeps every value and reads the roles', () => {
    const found = read('Creatinine: 1.1 (bl, 5/2024) -> 1.5 (8/12) -> 1.9 (8/14, peak) -> 1.3 (8/18)');
    expect(trend(found)).toEqual([
      [1.1, 'baseline', '0/4'],
      [1.5, null, '1/4'],
      [1.9, 'peak', '2/4'],
      [1.3, null, '3/4'],
    ]);
  });

  it('"plt 212K adm -> 146K HD3 -> 64K HD5": a bare role or day after a value leaves the series going', () => {
    expect(trend(read('plt 212K adm → 146K HD3 → 64K HD5 on heparin.'))).toEqual([
      [212, 'admission', '0/3'],
      [146, null, '1/3'],
      [64, null, '2/3'],
    ]);
    expect(trend(read('Hgb 11.2 (adm) -> 7.9 (HD3)'))).toEqual([
      [11.2, 'admission', '0/2'],
      [7.9, null, '1/2'],
    ]);
  });

  it('"0.03 (ED 07:50) -> 0.62 (13:40) -> 0.48 (HD2 06:00)": a place or day with a clock time in brackets dates each value', () => {
    expect(trend(read('Troponin I (ref < 0.04 ng/mL): 0.03 (ED 07:50) -> 0.62 (13:40) -> 0.48 (HD2 06:00).'))).toEqual([
      [0.03, 'admission', '0/3'],
      [0.62, null, '1/3'],
      [0.48, null, '2/3'],
    ]);
  });

  it('"Cr 1.1 -> peak 1.9": a role word may follow an arrow', () => {
    expect(read('Cr 1.1 -> peak 1.9 on HD3.').map((m) => m.value.number)).toEqual([1.1, 1.9]);
  });
});

describe('a value dated only to a year or month is from an earlier encounter', () => {
  it.each([
    ['qualifying sat 86% RA in 2023', 86],
    ['Cr 1.9 in March 2024, now 2.8.', 1.9],
    ['Hgb 13.8 (2/2024).', 13.8],
    ['History of hypokalemia on diuretics (K 2.7 in March).', 2.7],
    ['AKI on CKD 4 - Cr 2.9, prior peak 4.8 in June; trend BMP.', 4.8],
    ['Creatinine: 01/2025 2.9; 03/2025 3.2; 05/22/2025 3.0 mg/dL.', 3.2],
    ['A1c was 5.6% in 10/2024 and 5.3% this admission.', 5.6],
    ['Type 2 diabetes was diagnosed in 2019 (A1c 6.8%); off metformin since.', 6.8],
    ['Her highest weight was 139.2 kg (BMI 50.9) in 2023; BMI 46.8 today.', 50.9],
  ])('%s reads %d as a baseline', (text, value) => {
    const found = read(text).find((m) => m.value.number === value);
    expect(found?.role).toBe('baseline');
  });

  it('leaves a value with a day-level date alone', () => {
    expect(read('Cr 2.8 on 3/14/2024.')[0]?.role).toBeUndefined();
  });
});

describe('values written after their day and month', () => {
  it('reads "Platelets 11/4 121, 11/5 96, 11/6 104" as a dated series, not as fractions', () => {
    expect(read('Platelets 11/4 121, 11/5 96, 11/6 104, 11/7 138.').map((m) => m.value.number)).toEqual([121, 96, 104, 138]);
    expect(read('Hgb 3/12 7.4 g/dL, 3/13 8.1 g/dL.').map((m) => m.value.number)).toEqual([7.4, 8.1]);
  });

  it('still reads a slash pair that is no date as values', () => {
    expect(read('H/H 8/24.').map((m) => m.value.number)).toEqual([8, 24]);
  });
});

describe('a spelled-out baseline in brackets', () => {
  it('"creatinine of two point four (baseline one point one)" reads both values, the second as the baseline', () => {
    expect(roles('a creatinine of two point four (baseline one point one in January 2025) and more.')).toEqual([
      [2.4, null],
      [1.1, 'baseline'],
    ]);
  });
});

describe('arrow shorthand and dated items', () => {
  it('reads a value after a flag arrow ("plt ↓↓ 188 → 121 (6/13) → 84 (6/15)")', () => {
    expect(read('Heme: plt ↓↓ 188 → 121 (6/13) → 84 (6/15).').map((m) => m.value.number)).toEqual([188, 121, 84]);
    expect(read('Hgb ↓ 11.2 → 7.4.').map((m) => [m.value.number, m.flags.includes('low')])).toEqual([
      [11.2, true],
      [7.4, false],
    ]);
  });

  it('does not read a vital sign\'s rise as its value ("HR ↑ 24 standing")', () => {
    expect(read('Orthostatic (+) (HR ↑ 24 standing).')).toEqual([]);
  });

  it('reads a comma series whose values carry dates in brackets', () => {
    expect(read('platelets 264 (8/9), 201 (8/10), 187 (8/11), 196 (8/13) K/uL.').map((m) => m.value.number)).toEqual([264, 201, 187, 196]);
  });
});

describe('hedged words and a month before a value', () => {
  it('reads "minimally elevated at 1.32 ..., against her January baseline of 1.21"', () => {
    const text = 'Creatinine was minimally elevated at 1.32 on admission, peaked at 1.38 on day 2 and was 1.25 at discharge, against her January baseline of 1.21.';
    expect(roles(text)).toEqual([
      [1.32, 'admission'],
      [1.38, 'peak'],
      [1.25, 'discharge'],
      [1.21, 'baseline'],
    ]);
  });
});

describe('links by "with" and "compared with"', () => {
  it('reads "104 on admission with a nadir of 97", not "a white count of 13 with 76 neutrophils"', () => {
    expect(roles('Platelets 104 on admission with a nadir of 97.')).toEqual([
      [104, 'admission'],
      [97, 'nadir'],
    ]);
    expect(read('White count of 13 with 76 neutrophils.').map((m) => m.value.number)).toEqual([13]);
  });

  it('reads the value after "compared with" as the reference', () => {
    expect(roles('His hemoglobin was 7.1, compared with 13.5 at his primary care visit.')).toEqual([
      [7.1, null],
      [13.5, 'baseline'],
    ]);
  });
});

describe('spans, point-of-care values and months before a value', () => {
  it('reads a lab span written with the stay ("sodium 136-139 on every draw") but not a bare reference range', () => {
    expect(read('Serum sodium 136-139 on every draw during the stay.').map((m) => [m.value.number, m.value.upper])).toEqual([[136, 139]]);
    expect(read('Redraw normal. Daily sodium thereafter 137-140.').map((m) => [m.value.number, m.value.upper])).toEqual([[137, 140]]);
    expect(read('Na 135-145.')).toEqual([]);
    expect(read('K stayed 3.9-4.3 for the rest of the stay.').map((m) => [m.value.number, m.value.upper])).toEqual([[3.9, 4.3]]);
  });

  it('drops a point-of-care value the laboratory\'s simultaneous draw did not bear out', () => {
    expect(read('The triage i-STAT sodium was 133; the laboratory serum sodium drawn at the same time was 137.').map((m) => m.value.number)).toEqual([137]);
  });

  it('reads a lab value introduced by a month of an earlier encounter as a baseline ("admitted 05/2023 w/ Na 119")', () => {
    expect(roles('Hx hyponatremia: admitted 05/2023 w/ Na 119 from beer potomania.')).toEqual([[119, 'baseline']]);
  });
});

describe('a value written as the baseline', () => {
  it('reads "GCS 14 (E4 V4 M6) at baseline" and "GCS 14 = baseline" as baselines', () => {
    expect(roles('GCS 14 (E4 V4 M6) at baseline. SOFA 1 (CNS, GCS 14 = baseline; delta 0). GCS 9 (E2 V2 M5) on arrival.')).toEqual([
      [14, 'baseline'],
      [14, 'baseline'],
      [9, 'admission'],
    ]);
  });
});

describe('admission and discharge values in one slash pair', () => {
  it('reads "K 3.1/4.4 (adm/dc)" as the admission value, then the discharge one, and leaves a blood pressure a pair', () => {
    expect(read('4. Hypokalemia - K 3.1/4.4 (adm/dc).').map((m) => [m.kind, m.value.number, m.role ?? null])).toEqual([
      ['potassium', 3.1, 'admission'],
      ['potassium', 4.4, 'discharge'],
    ]);
    expect(read('Cr 2.1/1.3 on adm/dc.').map((m) => m.value.number)).toEqual([2.1, 1.3]);
    expect(read('BP 120/80 on admission.').map((m) => m.kind)).toEqual(['systolic-bp', 'diastolic-bp']);
  });
});

describe('shorthand roles', () => {
  it('"K 3.9 on adm -> 3.1 on 3/6" reads the admission value and the fall; "(Na 127 then)" is a past value', () => {
    expect(roles('#2 low potassium - K 3.9 on adm -> 3.1 on 3/6 after IV lasix.')).toEqual([
      [3.9, 'admission'],
      [3.1, null],
    ]);
    expect(roles('h/o low sodium 2023 on HCTZ (Na 127 then) - HCTZ stopped 2023.')).toEqual([[127, 'baseline']]);
  });
});

describe('the hours of a whole series', () => {
  it('"0.08 -> 0.09 -> 0.08 ng/mL at 0, 3 and 9 h" reads three values, not the hours', () => {
    expect(read('Troponin I 0.08 -> 0.09 -> 0.08 ng/mL at 0, 3 and 9 h.').map((m) => m.value.number)).toEqual([0.08, 0.09, 0.08]);
  });
});

describe('a long assay note before the values', () => {
  it('steps over "(conventional assay, 99th percentile upper reference limit 0.04 ng/mL)"', () => {
    const text = 'Troponin I (conventional assay, 99th percentile upper reference limit 0.04 ng/mL): 0.03 at 09:40 -> 0.58 at 13:10 -> 0.71 at 19:00.';
    expect(read(text).map((m) => m.value.number)).toEqual([0.03, 0.58, 0.71]);
  });
});

describe('a value the note says was not confirmed', () => {
  it('drops "the ED point-of-care reading of 3.4 was not confirmed" and keeps the serum value', () => {
    const text = 'K 3.4 (ED). The ED point-of-care reading of 3.4 was not confirmed: the serum potassium on the same draw was 3.9.';
    expect(read(text).map((m) => m.value.number)).toEqual([3.9]);
  });

  it('drops an i-STAT value the note says "was never reproduced", by the name before the remark, and keeps other kinds', () => {
    const text = 'EMS wrote "Na 129 on i-STAT" and "glucose 88 on i-STAT". Sodium: the EMS point-of-care value was never reproduced; laboratory sodium 137.';
    expect(read(text).map((m) => [m.kind, m.value.number])).toEqual([
      ['glucose', 88],
      ['sodium', 137],
    ]);
  });
});

describe('a fluid volume after a series', () => {
  it('"after roughly 4 L of IV crystalloid" is no hemoglobin', () => {
    expect(read('Hgb went from 12.4 on admission to 10.9 on POD 1 and 11.3 at discharge, after roughly 4 L of IV crystalloid.').map((m) => m.value.number)).toEqual([12.4, 10.9, 11.3]);
  });
});

describe('the end of a fall written alone', () => {
  it('marks "creatinine trending down to 1.2" as the end of a fall, and a written series as not', () => {
    expect(read('Creatinine trending down to 1.2 by the day of discharge.').map((m) => [m.value.number, m.endOfFall === true])).toEqual([[1.2, true]]);
    expect(read('Cr 2.1 -> 1.2.').map((m) => m.endOfFall === true)).toEqual([false, false]);
  });
});

describe('the size and time of a change are not values', () => {
  it('"dropped by 2 grams to 7.9" reads 7.9 only, and "increased by 0.5 to 1.6" is no range', () => {
    expect(roles('Hemoglobin dropped by 2 grams to 7.9.')).toEqual([[7.9, null]]);
    expect(roles('Hgb fell by about 3 g/dL overnight.')).toEqual([]);
    expect(read('creatinine increased by 0.5 to 1.6').map((m) => [m.value.number, m.value.upper ?? null])).toEqual([[1.6, null]]);
  });

  it('steps over "over 48 hours" and "over the stay", and reads the change\'s ends after them', () => {
    expect(roles('creatinine rose over 48 hours from 1.0 to 2.1')).toEqual([
      [1, null],
      [2.1, null],
    ]);
    expect(roles('Hemoglobin drifted down by about a gram over the stay (11.8 to 10.7) with daily draws.')).toEqual([
      [11.8, null],
      [10.7, null],
    ]);
    expect(roles('creatinine roughly doubled from her baseline of 0.9 to a peak of 1.9 on day 3')).toEqual([
      [0.9, 'baseline'],
      [1.9, 'peak'],
    ]);
  });
});

describe('an arrow series whose values carry when they were drawn', () => {
  it('reads past a pre-equilibration note, "post-op" and "after 2u PRBC POD1" to every value', () => {
    expect(roles('Hgb 14.1 on arrival (pre-equilibration) -> nadir 6.9 post-op -> 7.8 after 2u PRBC POD1 -> 8.4 stable at d/c.')).toEqual([
      [14.1, 'admission'],
      [6.9, 'nadir'],
      [7.8, null],
      [8.4, null],
    ]);
  });

  it('reads the hours since the first draw in brackets as a time, not a value', () => {
    expect(roles('Lactate 3.8 -> 2.1 (6 h) -> 1.3 (HD2).')).toEqual([
      [3.8, null],
      [2.1, null],
      [1.3, null],
    ]);
    expect(roles('Troponin 0.03 (0 h) -> 0.41 (at 3 hrs) -> 1.2 (6h).').map(([value]) => value)).toEqual([0.03, 0.41, 1.2]);
  });

  it('reads past "no known baseline;" and "improved with IVF to", but not into a fluid volume', () => {
    expect(roles('creatinine 2.3 on admit, no known baseline; improved with IVF to 1.4 on 5/21 and 0.9 mg/dL at discharge.')).toEqual([
      [2.3, 'admission'],
      [1.4, null],
      [0.9, 'discharge'],
    ]);
    expect(roles('Creatinine 2.1 with fluids 2 L.')).toEqual([[2.1, null]]);
  });

  it('does not step over "post-op" into a number that may be its own value', () => {
    expect(roles('Hgb 9.1 post-op 7.8 today.')).toEqual([[9.1, null]]);
  });
});
