import {
  locateConcept,
  parseNegexContextTsv,
  parseNegexTsv,
  runNegexEval,
  scoreBinary,
  summarizeNegexEval,
} from '../../lib/eval/negex';
import { isClinvalError } from '../../lib/errors';

// Invented sentences in the kit's format (the corpus itself is never copied into the repo).
const kit = [
  'id\tconcept\tsentence\tlabel',
  '1\tfever\tPatient denies FEVER or chills.\tnegated',
  '2\tcough\tShe has a productive COUGH.\taffirmed',
  '3\tpneumonia\tPNEUMONIA was ruled out.\tnegated',
  '4\tchest pain\tReturn if CHEST PAIN recurs.\taffirmed',
  '5\tdiabetes\tFamily history of DIABETES.\taffirmed',
  '6\tasthma\tHistory of ASTHMA.\taffirmed',
  '7\tstroke\tThe sentence splitter cut this one short before the\taffirmed',
  '8\tedema\tNo clubbing or cyanosis; EDEMA of both legs.\taffirmed',
].join('\n');

const contextKit = [
  'id\tconcept\tsentence\tnegation\ttemporality\texperiencer',
  '1\tfever\t-\tnegated\trecent\tpatient',
  '2\tcough\t-\taffirmed\trecent\tpatient',
  '3\tpneumonia\t-\tnegated\trecent\tpatient',
  '4\tchest pain\t-\taffirmed\tnot particular\tpatient',
  '5\tdiabetes\t-\taffirmed\thistorical\tfamily member',
  '6\tasthma\t-\taffirmed\thistorical\tpatient',
  '7\tstroke\t-\taffirmed\t?\t?',
  '99\tnot in the kit\t-\taffirmed\thistorical\tpatient',
].join('\n');

function inputError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isClinvalError(error) && error.code === 'INPUT_INVALID') return error.message;
    throw error;
  }
  throw new Error('no error');
}

describe('reading the corpus format', () => {
  it('parses rows, skipping a trailing newline, accepting CRLF', () => {
    expect(parseNegexTsv(kit)).toHaveLength(8);
    expect(parseNegexTsv(`${kit.replace(/\n/g, '\r\n')}\r\n`)[0]).toEqual({ id: 1, concept: 'fever', sentence: 'Patient denies FEVER or chills.', label: 'negated' });
  });

  it('names the line and quotes the value on bad input', () => {
    expect(inputError(() => parseNegexTsv('id\tconcept\ttext\tlabel\n'))).toContain('header must start with');
    expect(inputError(() => parseNegexTsv('id\tconcept\tsentence\tlabel\n1\tx\tX.\tpossible'))).toMatch(/line 2: .*"possible"/);
    expect(inputError(() => parseNegexTsv('id\tconcept\tsentence\tlabel\n1\tx'))).toMatch(/line 2: expected 4/);
    expect(inputError(() => parseNegexTsv('id\tconcept\tsentence\tlabel\nabc\tx\tX.\taffirmed'))).toContain('"abc"');
    expect(inputError(() => parseNegexTsv('id\tconcept\tsentence\tlabel\n1\tx\tX.\taffirmed\n1\tx\tX.\taffirmed'))).toContain('id 1 appears twice');
    expect(inputError(() => parseNegexContextTsv('id\tconcept\tsentence\tnegation\ttemporality\texperiencer\n1\tx\tX\taffirmed\tfuture\tpatient'))).toContain('"future"');
  });
});

describe('locating the target', () => {
  it('prefers the upper-cased mention the annotators marked', () => {
    const s = 'No edema today; EDEMA of the ankles last week.';
    expect(s.slice(locateConcept(s, 'edema')!.start, locateConcept(s, 'edema')!.end)).toBe('EDEMA');
  });

  it('joins concept words by any run of non-word characters', () => {
    const s = 'There is no PERICARDIAL   EFFUSION, and no TEA-COLORED\nURINE.';
    const hit = locateConcept(s, 'pericardial effusion')!;
    expect(s.slice(hit.start, hit.end)).toBe('PERICARDIAL   EFFUSION');
    const hit2 = locateConcept(s, 'tea colored urine')!;
    expect(s.slice(hit2.start, hit2.end)).toBe('TEA-COLORED\nURINE');
  });

  it('falls back to a case-insensitive search, at word boundaries', () => {
    const s = 'Denies Headache.';
    expect(locateConcept(s, 'headache')).toEqual({ start: 7, end: 15 });
    expect(locateConcept('Cardiomyopathy.', 'myopathy')).toBeNull();
  });

  it('returns null when the concept is not in the sentence', () => {
    expect(locateConcept('No fever.', 'chills')).toBeNull();
    expect(locateConcept('No fever.', '  ')).toBeNull();
  });
});

describe('scoring', () => {
  it('computes precision, recall, F1 and accuracy', () => {
    const pairs = [
      ...Array.from({ length: 8 }, () => ({ gold: true, predicted: true })),
      ...Array.from({ length: 2 }, () => ({ gold: false, predicted: true })),
      ...Array.from({ length: 4 }, () => ({ gold: true, predicted: false })),
      ...Array.from({ length: 86 }, () => ({ gold: false, predicted: false })),
    ];
    const s = scoreBinary(pairs);
    expect(s).toMatchObject({ tp: 8, fp: 2, fn: 4, tn: 86, precision: 0.8, accuracy: 0.94 });
    expect(s.recall).toBeCloseTo(8 / 12);
    expect(s.f1).toBeCloseTo((2 * 0.8 * (8 / 12)) / (0.8 + 8 / 12));
  });

  it('reports 0, not NaN, for an empty denominator', () => {
    expect(scoreBinary([{ gold: false, predicted: false }])).toMatchObject({ precision: 0, recall: 0, f1: 0, accuracy: 1 });
    expect(scoreBinary([])).toMatchObject({ precision: 0, recall: 0, f1: 0, accuracy: 0 });
  });
});

describe('running the evaluation', () => {
  const rows = parseNegexTsv(kit);
  let now = 0;
  const clock = () => (now += 0.25);

  it('answers every row, unlocated targets as affirmed', () => {
    const result = runNegexEval(rows, { clock, warmupPasses: 0, measuredPasses: 1 });
    expect(result.rows).toBe(8);
    expect(result.unlocated).toBe(1);
    expect(result.predictions.map((p) => [p.id, p.negated])).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [4, false],
      [5, false],
      [6, false],
      [7, false],
      [8, false],
    ]);
    expect(result.negated).toMatchObject({ tp: 2, fp: 0, fn: 0, tn: 6, f1: 1, accuracy: 1 });
    // Four clock reads per row, 0.25 ms apart: 0.75 ms of timed work per row.
    expect(result.timing.total).toBeCloseTo(8 * 0.75);
    expect(result.timing.sentencesPerSecond).toBeCloseTo((8 * 1000) / 6);
  });

  it('scores the context attributes on the rows whose gold is not "?"', () => {
    const result = runNegexEval(rows, { clock, context: parseNegexContextTsv(contextKit), warmupPasses: 0, measuredPasses: 1 });
    expect(result.historical).toMatchObject({ rows: 6, tp: 2, fp: 0, fn: 0 });
    expect(result.hypothetical).toMatchObject({ rows: 6, tp: 1, fp: 0, fn: 0 });
    expect(result.family).toMatchObject({ rows: 6, tp: 1, fp: 0, fn: 0 });
  });

  it('the summary keeps the --json contract keys', () => {
    const plain = summarizeNegexEval(runNegexEval(rows, { clock, warmupPasses: 0, measuredPasses: 1 }));
    expect(Object.keys(plain)).toEqual(['rows', 'accuracy', 'precision', 'recall', 'f1', 'sentences_per_second']);
    const withContext = summarizeNegexEval(runNegexEval(rows, { clock, context: parseNegexContextTsv(contextKit), warmupPasses: 0, measuredPasses: 1 }));
    expect(Object.keys(withContext)).toEqual(['rows', 'accuracy', 'precision', 'recall', 'f1', 'sentences_per_second', 'historical', 'hypothetical', 'family']);
    expect(Object.keys(withContext.historical ?? {})).toEqual(['precision', 'recall', 'f1']);
  });

  it('reports the median measured pass and the cold first pass separately', () => {
    // Four clock reads per row; every read in pass p advances the clock by perRead[p] ms.
    const perRead = [10, 1, 3, 2];
    let t = 0;
    let reads = 0;
    const passClock = () => {
      const pass = Math.floor(reads / (4 * rows.length));
      reads++;
      t += perRead[pass] ?? 1;
      return t;
    };
    const result = runNegexEval(rows, { clock: passClock, warmupPasses: 1, measuredPasses: 3 });
    expect(result.coldTiming.total).toBeCloseTo(3 * 10 * rows.length);
    expect(result.timing.total).toBeCloseTo(3 * 2 * rows.length);
    expect(() => runNegexEval(rows, { measuredPasses: 0 })).toThrow(/measuredPasses/);
  });
});
