import fc from 'fast-check';
import { analyze, createAnalyzer } from '../../lib/analyze';
import { validateClaim } from '../../lib/validate-claim';
import { loadSummaries } from '../support/shared-data';
import { spanProblems } from '../support/spans';

/** Text shaped like real notes: headers, CRLF, tabs, runs of spaces, numbers, non-ASCII. */
const noteFragment = fc.oneof(
  fc.constantFrom(
    'HOSPITAL COURSE:', 'Past Medical History:', 'DISCHARGE DIAGNOSES:\r\n1. ', 'FAMILY HISTORY: ', ',2.  ', 'A/P:',
    'Cr 1.1 -> 2.4 -> 1.6', 'Na 135-145', 'T 38.6°C', 'SpO2 88% on 4L NC', 'BP 86/50', 'Hgb dropped from 11.2 to 7.9',
    'no evidence of pneumonia', 'history of CHF', 'r/o sepsis', 'mother with DKA', 'return if fever', 'AKI',
    'café’s', 'µmol/L', '°F', '\t', '\r\n', '\n\n', '   ', '. ', 'Dr. X', 'b.i.d.', '**NAME[AAA]', '—', '→', '≥',
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
);
const noteText = fc.array(noteFragment, { maxLength: 40 }).map((parts) => parts.join(' '));

describe('every span slices back exactly', () => {
  const analyzer = createAnalyzer();

  it('on generated note-like text', () => {
    fc.assert(
      fc.property(noteText, (text) => {
        expect(spanProblems(text, analyzer.analyze(text))).toEqual([]);
      }),
      { numRuns: 300, seed: 20261123 },
    );
  });

  it('on arbitrary strings, including lone surrogates', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(spanProblems(text, analyze(text))).toEqual([]);
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  const data = loadSummaries();
  const realIt = 'records' in data ? it : it.skip;
  realIt(`on every real summary and its flattened form${'missing' in data ? ` (skipped: ${data.missing})` : ''}`, () => {
    if (!('records' in data)) return;
    for (const record of data.records) {
      for (const text of [record.text, record.text_flat].filter((t): t is string => typeof t === 'string')) {
        const problems = spanProblems(text, analyzer.analyze(text));
        expect({ id: record.id, problems }).toEqual({ id: record.id, problems: [] });
      }
    }
  });

  realIt('in validateClaim evidence on every real summary', () => {
    if (!('records' in data)) return;
    const claim = {
      principal_diagnosis: { code: 'N17.9' },
      secondary_diagnosis: [{ code: 'A41.9' }, { code: 'J96.01' }, { code: 'E87.1' }, { code: 'I50.23' }, { code: 'D62' }],
    };
    for (const record of data.records) {
      const result = validateClaim({ claim, discharge_summary: { text: record.text } });
      expect({ id: record.id, problems: spanProblems(record.text, result) }).toEqual({ id: record.id, problems: [] });
    }
  });
});
