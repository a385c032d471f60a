import fc from 'fast-check';
import { extractMeasurements, type Measurement } from '../../lib/measure';
import { loadSummaries } from '../support/shared-data';
import { spanProblems } from '../support/spans';

function read(text: string): Measurement[] {
  const found = extractMeasurements(text);
  expect(spanProblems(text, found)).toEqual([]);
  return found;
}

describe('offsets through real-note typography', () => {
  it('CRLF line ends, tabs and runs of spaces', () => {
    const text = 'LABS:\r\nNa\t131\r\nK   3.1\r\nCr  2.4  mg/dL\r\n';
    expect(read(text).map((m) => [m.text, m.start])).toEqual([
      ['Na\t131', 7],
      ['K   3.1', 15],
      ['Cr  2.4  mg/dL', 24],
    ]);
  });

  it('non-ASCII units and apostrophes (° µ μ ’)', () => {
    const text = 'The patient’s creatinine was 186 µmol/L; temp 38.6 °C; T 96.1° F; Cr 150 μmol/L.';
    expect(read(text).map((m) => [m.kind, m.unit?.text, m.canonical.value])).toEqual([
      ['creatinine', 'µmol/L', 2.1041],
      ['temperature', '°C', 38.6],
      ['temperature', '° F', 35.6111],
      ['creatinine', 'μmol/L', 1.6968],
    ]);
  });

  it('a non-breaking space between name and value', () => {
    expect(read('Hgb\u00a07.9').map((m) => m.text)).toEqual(['Hgb\u00a07.9']);
  });

  it('Kaggle-flattened text, where line breaks became commas', () => {
    const text = 'LABS:,Sodium 131,Potassium 3.2,Creatinine 2.1,DISCHARGE DIAGNOSES:,1. Hyponatremia.,2. Leukocytosis.,3. Anemia.';
    expect(read(text).map((m) => [m.kind, m.value.number])).toEqual([
      ['sodium', 131],
      ['potassium', 3.2],
      ['creatinine', 2.1],
    ]);
  });

  it('does not take a list number after a heading for a value', () => {
    expect(read('DIAGNOSES:\n1. Leukocytosis.\n2. Anemia.\n3. Troponin\n4. CHF')).toEqual([]);
  });

  it('quotes multi-line spans exactly', () => {
    const text = 'Blood\npressure 88/50';
    expect(read(text).map((m) => m.name.text)).toEqual(['Blood\npressure', 'Blood\npressure']);
  });
});

/** Expressions shaped like real notes, including traps that must yield nothing. */
const fragment = fc.oneof(
  fc.constantFrom(
    'Cr 1.1 -> 2.4 -> 1.6', 'Na 135-145', 'T 38.6°C', 'SpO2 88% on 4L NC', 'BP 86/50', 'Hgb dropped from 11.2 to 7.9', 'K 2.9 (L)',
    'potassium chloride 40 mEq PO', 'platelets 45,000', 'white count 15, 000', 'ABG 7.21/68/55', 'Cr 2.4 (baseline 0.9)', 'on 3/12',
    '02/14/2019', 'µmol/L', '°F', '→', '≥', '’', '\t', '\r\n', '\n\n', '   ', '. ', ',', '1. ', '(ref 3.5-5.1)', 'HR 120s', 'MAPs in the 50s',
    'troponin I <0.01', 'GCS 3T', 'UOP 150 mL over 12 h', 'Ht 5\'9"', 'sats 90% on HFNC 40 L/60%',
  ),
  fc.string({ maxLength: 10 }),
  fc.string({ unit: 'grapheme', maxLength: 5 }),
  fc.integer({ min: 0, max: 2000 }).map(String),
);
const noteText = fc.array(fragment, { maxLength: 30 }).map((parts) => parts.join(' '));

describe('properties', () => {
  it('every span slices back and output is sorted, on note-like text', () => {
    fc.assert(
      fc.property(noteText, (text) => {
        const found = extractMeasurements(text);
        expect(spanProblems(text, found)).toEqual([]);
        for (let i = 1; i < found.length; i++) expect((found[i] as Measurement).start).toBeGreaterThanOrEqual((found[i - 1] as Measurement).start);
        for (const m of found) expect(Number.isFinite(m.canonical.value)).toBe(true);
      }),
      { numRuns: 400, seed: 20261123 },
    );
  });

  it('never throws on arbitrary strings, including lone surrogates', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(spanProblems(text, extractMeasurements(text))).toEqual([]);
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('shifts every offset when text is put in front, and changes nothing else', () => {
    fc.assert(
      fc.property(noteText, fc.constantFrom('HOSPITAL COURSE:  ', 'Dr. X saw her.\r\n', '\t\t'), (text, prefix) => {
        const plain = extractMeasurements(text);
        const shifted = extractMeasurements(prefix + text);
        expect(shifted.map((m) => [m.kind, m.start - prefix.length, m.text, m.canonical])).toEqual(plain.map((m) => [m.kind, m.start, m.text, m.canonical]));
      }),
      { numRuns: 200, seed: 11 },
    );
  });
});

describe('real summaries', () => {
  const data = loadSummaries();
  const realIt = 'records' in data ? it : it.skip;

  realIt(`extract without error and slice back exactly, in text and flattened form${'missing' in data ? ` (skipped: ${data.missing})` : ''}`, () => {
    if (!('records' in data)) return;
    let total = 0;
    for (const record of data.records) {
      for (const text of [record.text, record.text_flat].filter((t): t is string => typeof t === 'string')) {
        const found = extractMeasurements(text);
        total += found.length;
        expect({ id: record.id, problems: spanProblems(text, found) }).toEqual({ id: record.id, problems: [] });
      }
    }
    // The corpus is full of vitals and labs; an extractor that finds none is broken.
    expect(total).toBeGreaterThan(1000);
  });
});
