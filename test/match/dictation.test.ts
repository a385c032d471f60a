import { analyze } from '../../lib/analyze';
import { dictatedSplit } from '../../lib/match/dictation';

describe('dictated spellings of prefixed terms', () => {
  it('splits hyper- and hypo- words whose rest is a word of its own size', () => {
    expect(dictatedSplit('hypertension')).toBe('hyper tension');
    expect(dictatedSplit('acute hyponatremia')).toBe('acute hypo natremia');
    expect(dictatedSplit('hypoxia')).toBeUndefined();
    expect(dictatedSplit('pneumonia')).toBeUndefined();
  });

  it('finds the dictated split as the term, with its exact offsets', () => {
    const text = 'PMH: Hyper tension. Hypo natremia on admission.';
    const concepts = [
      { id: 'htn', terms: ['hypertension'] },
      { id: 'hyponatremia', terms: ['hyponatremia'] },
    ];
    const found = analyze(text, { concepts }).mentions.map((m) => [m.concept, text.slice(m.start, m.end)]);
    expect(found).toEqual([
      ['htn', 'Hyper tension'],
      ['hyponatremia', 'Hypo natremia'],
    ]);
  });
});
