import fc from 'fast-check';
import { assertTargets } from '../../lib/context';
import { detectSections, sectionAt } from '../../lib/segment/sections';
import { tokenize } from '../../lib/text/tokens';
import { spanProblems } from '../support/spans';
import { assertOne } from './helpers';

describe('every cue slices back exactly', () => {
  it('CRLF, tabs and runs of spaces', () => {
    const text = 'Line one.\r\nPAST MEDICAL HISTORY:\r\n\tNo  history of\r\nasthma; denies\tfever.\r\n';
    const a = assertOne(text, 'asthma', {
      section: { category: 'past-medical-history', start: 11, end: text.length, title: { start: 11, end: 31, text: 'PAST MEDICAL HISTORY' } },
    });
    expect(a).toMatchObject({ negated: true, historical: true });
    expect(spanProblems(text, a.cues)).toEqual([]);
    expect(a.cues.map((c) => c.text)).toEqual(expect.arrayContaining(['PAST MEDICAL HISTORY', 'No', 'history of']));
    for (const cue of a.cues) {
      expect(text.slice(cue.start, cue.end)).toBe(cue.text);
      expect(cue.scope.start).toBeLessThanOrEqual(cue.scope.end);
    }
  });

  it('a cue is a phrase on one line: a header and the next line do not fuse into ": negative"', () => {
    const text = 'Cultures:\r\nnegative.';
    const a = assertOne(text, 'Cultures');
    expect(a.negated).toBe(true);
    expect(a.cues.map((c) => [c.rule, c.text])).toEqual([['neg-post', 'negative']]);
    expect(spanProblems(text, a.cues)).toEqual([]);
    expect(assertOne('Cultures: negative.', 'Cultures').cues.map((c) => c.text)).toEqual([': negative']);
  });

  it('non-ASCII text before the cue does not shift offsets (UTF-16 units)', () => {
    const text = 'Pt. Zoë – 😀 – denies fever.';
    const a = assertOne(text, 'fever');
    expect(a.negated).toBe(true);
    expect(a.cues[0]).toMatchObject({ text: 'denies', start: text.indexOf('denies') });
  });

  it('property: random whitespace and line endings never break the slice invariant', () => {
    const words = ['No', 'fever', 'or', 'chills', 'but', 'history', 'of', 'asthma', 'Mother', 'with', 'lupus', 'r/o', 'MI', 'PMH:', 'Fever:', 'none', 'if', 'rash'];
    const gaps = [' ', '  ', '\t', '\r\n', '\n', ' \r\n '];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...gaps)), { minLength: 1, maxLength: 25 }), (parts) => {
        const text = parts.map(([w, g]) => w + g).join('');
        const tokens = tokenize(text);
        const sections = detectSections(text);
        const targets = parts.flatMap(([w], i) => {
          if (!['fever', 'chills', 'asthma', 'lupus', 'MI', 'rash'].includes(w)) return [];
          const start = parts.slice(0, i).reduce((n, [pw, pg]) => n + pw.length + pg.length, 0);
          return [{ start, end: start + w.length }];
        });
        if (targets.length === 0) return;
        const section = sectionAt(sections, 0);
        if (!section) throw new Error('no section');
        const whole = { ...section, start: 0, end: text.length };
        const out = assertTargets({ text, tokens, sentence: { start: 0, end: text.length }, section: whole, targets });
        expect(out).toHaveLength(targets.length);
        expect(spanProblems(text, out)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
