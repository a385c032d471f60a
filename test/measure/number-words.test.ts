import { extractMeasurements } from '../../lib/measure';
import { readSpokenNumber } from '../../lib/measure/number-words';
import { spanProblems } from '../support/spans';

/** [kind, number, the value's text] per measurement. */
function read(text: string): [string, number, string][] {
  const found = extractMeasurements(text);
  expect(spanProblems(text, found)).toEqual([]);
  return found.map((m) => [m.kind, m.value.number, m.value.text]);
}

describe('values dictated in words', () => {
  it('reads the dropped hundred, decimals, and "oh" for zero', () => {
    expect(read('Sodium of one twenty four on admission.')).toEqual([['sodium', 124, 'one twenty four']]);
    expect(read('venous pH of seven point one one, beta hydroxybutyrate of seven point four')).toEqual([
      ['ph', 7.11, 'seven point one one'],
      ['beta-hydroxybutyrate', 7.4, 'seven point four'],
    ]);
    expect(read('heart rate of one oh four')).toEqual([['heart-rate', 104, 'one oh four']]);
    expect(read('On arrival sodium one eighteen, potassium three point zero.')).toEqual([
      ['sodium', 118, 'one eighteen'],
      ['potassium', 3, 'three point zero'],
    ]);
    expect(read('platelets two forty one, glucose of six hundred ninety')).toEqual([
      ['platelets', 241, 'two forty one'],
      ['glucose', 690, 'six hundred ninety'],
    ]);
  });

  it('reads a blood pressure said "over"', () => {
    expect(read('blood pressure one thirty two over eighty')).toEqual([
      ['systolic-bp', 132, 'one thirty two'],
      ['diastolic-bp', 80, 'eighty'],
    ]);
  });

  it('does not take a count for a value', () => {
    expect(read('hemoglobin two units transfused')).toEqual([]);
    expect(read('creatinine one day later was pending')).toEqual([]);
    expect(read('potassium one dose given')).toEqual([]);
  });

  it('reads no number inside a longer word, and no unfinished run', () => {
    expect(readSpokenNumber('tenderness', 0)).toBeUndefined();
    expect(readSpokenNumber('one point', 0)).toBeUndefined();
    expect(readSpokenNumber('ninety two point', 0)).toEqual({ end: 'ninety two'.length, value: 92, hasDecimal: false });
  });
});
