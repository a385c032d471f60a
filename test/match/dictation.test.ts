import { analyze } from '../../lib/analyze';
import { dictatedSplits } from '../../lib/match/dictation';

describe('dictated spellings of prefixed terms', () => {
  it('splits hyper- and hypo- words whose rest is a word of its own size', () => {
    expect(dictatedSplits('hypertension')).toEqual(['hyper tension', 'hi per tension']);
    expect(dictatedSplits('acute hyponatremia')).toEqual(['acute hypo natremia']);
    expect(dictatedSplits('hypoxia')).toEqual([]);
    expect(dictatedSplits('pneumonia')).toEqual([]);
  });

  it('finds the dictated split as the term, with its exact offsets', () => {
    const text = 'PMH: Hyper tension. Hypo natremia on admission. hi per tension with chronic kidney disease.';
    const concepts = [
      { id: 'htn', terms: ['hypertension'] },
      { id: 'hyponatremia', terms: ['hyponatremia'] },
    ];
    const found = analyze(text, { concepts }).mentions.map((m) => [m.concept, text.slice(m.start, m.end)]);
    expect(found).toEqual([
      ['htn', 'Hyper tension'],
      ['hyponatremia', 'Hypo natremia'],
      ['htn', 'hi per tension'],
    ]);
  });
});
