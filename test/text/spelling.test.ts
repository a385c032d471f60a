import { compileConcepts } from '../../lib/match/concepts';
import { americanSpelling } from '../../lib/text/spelling';
import { tokenize } from '../../lib/text/tokens';

describe('British medical spellings', () => {
  it.each([
    ['hyperlipidaemia', 'hyperlipidemia'],
    ['haemoglobin', 'hemoglobin'],
    ['oedema', 'edema'],
    ['lymphoedema', 'lymphedema'],
    ['dyspnoea', 'dyspnea'],
    ['diarrhoea', 'diarrhea'],
    ['oesophageal', 'esophageal'],
    ['ischaemic', 'ischemic'],
    ['leucocytosis', 'leukocytosis'],
    ['artefact', 'artifact'],
    ['frusemide', 'furosemide'],
    ['salbutamol', 'albuterol'],
    ['noradrenaline', 'norepinephrine'],
    ['necrotising', 'necrotizing'],
    ['hospitalisation', 'hospitalization'],
    ['catheterised', 'catheterized'],
    ['immunisation', 'immunization'],
  ])('%s folds to %s', (british, american) => {
    expect(americanSpelling(british)).toBe(american);
  });

  it.each(['does', 'shoe', 'four', 'hour', 'phosphate', 'aerosol', 'poem', 'promise', 'exercise', 'otherwise', 'syphilis', 'dialysis'])('leaves the everyday word %s alone', (word) => {
    expect(americanSpelling(word)).toBe(word);
  });

  it('lets an American lexicon match a British note', () => {
    const text = 'Hyperlipidaemia on atorvastatin; bilateral oedema; platelet clumping artefact.';
    const matcher = compileConcepts([
      { id: 'hld', terms: ['hyperlipidemia'] },
      { id: 'edema', terms: ['edema'] },
      { id: 'clumping', terms: ['clumping artifact'] },
    ]);
    expect(matcher.find(text, tokenize(text)).map((h) => [h.concept, text.slice(h.start, h.end)])).toEqual([
      ['hld', 'Hyperlipidaemia'],
      ['edema', 'oedema'],
      ['clumping', 'clumping artefact'],
    ]);
  });
});
