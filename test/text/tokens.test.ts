import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { defaultTokenizer, TokenKind, tokenize, type RawTokenizer, type TokenLayer } from '../../lib/text/tokens';

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

  it('reads a problem heading "#AKI:" as the sign and the word, so the word matches like any other', () => {
    const text = '#AKI: improving\n#Sepsis/shock @home';
    expect(slices(text)).toEqual(['#', 'AKI', ':', 'improving', '#', 'Sepsis', '/', 'shock', '@', 'home']);
    const layer = tokenize(text);
    expect(layer.kinds[1]).toBe(TokenKind.word);
    expect(layer.norms[1]).toBe('aki');
  });

  it('reads the letter of a stage ending its sentence ("CKD stage 3b.") as a word and a full stop, but keeps initials', () => {
    expect(slices('CKD stage 3b.')).toEqual(['CKD', 'stage', '3', 'b', '.']);
    expect(slices('Dr. J. Smith')).toEqual(['Dr.', 'J.', 'Smith']);
  });

  it('reads an acronym in capitals and its stop as a word and a full stop ("no STE.", "lung MASS."), but keeps titles and months', () => {
    expect(slices('no STE. hs-cTnI 12')).toEqual(['no', 'STE', '.', 'hs', '-', 'cTnI', '12']);
    expect(slices('lung MASS. Biopsy')).toEqual(['lung', 'MASS', '.', 'Biopsy']);
    expect(slices('DR. SMITH on DEC. 5')).toEqual(['DR.', 'SMITH', 'on', 'DEC.', '5']);
  });

  it('keeps a word whole where wink cuts it between two letters ("AUDIT-C" is not "AUD" and "IT"), but reads "cannot" as "can not"', () => {
    expect(slices('AUDIT-C 3')).toEqual(['AUDIT', '-', 'C', '3']);
    expect(slices('He cannot walk.')).toEqual(['He', 'can', 'not', 'walk', '.']);
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

  it('carries a line break across pieces that yield no token, and over odd spaces wink keeps inside a piece', () => {
    const text = 'Na\u2003128\r\n\u000b\nK\u20283.1\u2009mEq';
    const layer = tokenize(text);
    const pieces = Array.from({ length: layer.count }, (_, i) => [text.slice(layer.starts[i], layer.ends[i]), layer.lineBreakBefore[i]]);
    expect(pieces).toEqual([
      ['Na', 0],
      ['128', 0],
      ['K', 1],
      ['3.1', 0],
      ['mEq', 0],
    ]);
  });

  it('gives the same tokens each time a text is read', () => {
    const text = 'Cr 1.1 -> 2.4 (baseline 0.9); Detrol 4 mg q.h.s.  3. Neurontin 300 mg p.o. t.i.d.';
    expect(plain(tokenize(text))).toEqual(plain(tokenize(text)));
  });

  it('gives the same tokens after wink has started over on a fresh cache', () => {
    const text = 'Na 128 -> 134 mEq/L; pt. given 2.5 mg b.i.d.\r\nT 38.6°C, SpO2 91% on 2L NC (baseline 0.9).';
    const before = plain(tokenize(text));
    // More distinct pieces (MRNs, as real notes have) than wink is kept for, and than the memo
    // holds: the text's own pieces are learnt again, from the fresh wink.
    for (let batch = 0; batch < 11; batch++) {
      const ids = Array.from({ length: 10_000 }, (_, i) => `MRN${batch * 10_000 + i}`);
      tokenize(ids.join(' '));
    }
    expect(plain(tokenize(text))).toEqual(before);
  });

  // The default tokenizer reads wink piece by piece, with a memo; aligning wink's answer for the
  // whole text is the reference it must equal.
  it('equals aligning wink on the whole text, for every fixture note', () => {
    const notes = fixtureNotes(join(__dirname, '..', '..', 'fixtures', 'notes'));
    expect(notes.length).toBeGreaterThan(100);
    for (const text of notes) expect(plain(tokenize(text))).toEqual(plain(tokenize(text, defaultTokenizer())));
  });
});

function plain(layer: TokenLayer): unknown {
  return {
    count: layer.count,
    starts: Array.from(layer.starts),
    ends: Array.from(layer.ends),
    kinds: Array.from(layer.kinds),
    lineBreakBefore: Array.from(layer.lineBreakBefore),
    norms: [...layer.norms],
  };
}

function fixtureNotes(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? fixtureNotes(path) : name.endsWith('.txt') ? [readFileSync(path, 'utf8')] : [];
    });
}
