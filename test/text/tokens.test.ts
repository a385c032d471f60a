import { TokenKind, tokenize, type RawTokenizer } from '../../lib/text/tokens';

function slices(text: string): string[] {
  const layer = tokenize(text);
  return Array.from({ length: layer.count }, (_, i) => text.slice(layer.starts[i], layer.ends[i]));
}

describe('tokenize', () => {
  it('rebuilds exact offsets through CRLF, tabs, runs of spaces and non-ASCII', () => {
    const text = 'Pt.  was\tgiven 2.5 mg b.i.d.\r\nT 38.6°C, café’s   note';
    const layer = tokenize(text);
    for (let i = 0; i < layer.count; i++) {
      expect(text.slice(layer.starts[i], layer.ends[i]).toLowerCase()).toBe(layer.norms[i]);
    }
    expect(slices(text)).toEqual(expect.arrayContaining(['Pt.', 'b.i.d.', '2.5', '°', 'café']));
  });

  it('flags the token after a line break, not the one after spaces', () => {
    const layer = tokenize('Fever\r\nCough  now');
    expect(Array.from(layer.lineBreakBefore)).toEqual([0, 1, 0]);
  });

  it('splits hyphenated and slashed words so both spellings of a term meet', () => {
    expect(slices('non-ST-elevation h/o')).toEqual(['non', '-', 'ST', '-', 'elevation', 'h', '/', 'o']);
  });

  it('recovers characters a base tokenizer drops, as symbol tokens', () => {
    const lossy: RawTokenizer = { tokenize: () => ({ values: ['Na', '128'], types: ['word', 'number'] }) };
    const layer = tokenize('Na ### 128', lossy);
    expect(layer.count).toBe(3);
    expect(layer.kinds[1]).toBe(TokenKind.symbol);
    expect(layer.norms[1]).toBe('###');
  });

  it('handles empty and whitespace-only text', () => {
    expect(tokenize('').count).toBe(0);
    expect(tokenize(' \r\n\t ').count).toBe(0);
  });
});
