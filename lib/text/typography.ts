/**
 * Typography a word processor or an EHR puts in a note, read as the plain characters it stands
 * for: non-breaking and thin spaces, a typographic minus, superscript and subscript signs and
 * digits ("K⁺ 2.6", "HCO₃⁻ 18", "Ca²⁺"), and a word hyphenated across a line break ("hypo-\n
 * natremia"). The view keeps the note's length, so every span still slices back from the note.
 */
import { isDictionaryWord } from './tokens';

const PLAIN: Readonly<Record<string, string>> = {
  '\u00a0': ' ', // no-break space
  '\u2007': ' ', // figure space
  '\u2009': ' ', // thin space
  '\u200a': ' ', // hair space
  '\u202f': ' ', // narrow no-break space
  '\u2212': '-', // minus sign
  '\u207a': '+', // superscript plus
  '\u207b': '-', // superscript minus
  '\u208a': '+', // subscript plus
  '\u208b': '-', // subscript minus
};
const SUBSCRIPT_ZERO = 0x2080;
const SUPERSCRIPT_DIGITS: Readonly<Record<string, string>> = {
  '\u2070': '0', '\u00b9': '1', '\u00b2': '2', '\u00b3': '3', '\u2074': '4', '\u2075': '5', '\u2076': '6', '\u2077': '7', '\u2078': '8', '\u2079': '9',
};

const TYPOGRAPHY = /[\u00a0\u2007\u2009\u200a\u202f\u2212\u207a\u207b\u208a\u208b\u2080-\u2089\u2070\u00b9\u00b2\u00b3\u2074-\u2079]/g;

/**
 * The note with its typographic characters read as plain ones, or undefined when it has none
 * (most notes: nothing is copied). A superscript digit is read as a digit only after a letter or
 * another such sign ("Ca²⁺", "m²"): after a number it is a power ("×10⁹/L"), which the unit table
 * reads as written.
 */
export function typographicView(text: string): string | undefined {
  const joined = joinHyphenatedWords(text);
  const source = joined ?? text;
  TYPOGRAPHY.lastIndex = 0;
  if (!TYPOGRAPHY.test(source)) return joined;
  TYPOGRAPHY.lastIndex = 0;
  return source.replace(TYPOGRAPHY, (char, at: number) => {
    const plain = PLAIN[char];
    if (plain !== undefined) return plain;
    const code = char.charCodeAt(0);
    if (code >= SUBSCRIPT_ZERO && code <= SUBSCRIPT_ZERO + 9) return String(code - SUBSCRIPT_ZERO);
    return afterLetter(source, at) ? (SUPERSCRIPT_DIGITS[char] ?? char) : char;
  });
}

/** Whether the superscript at `at` follows a letter, directly or through other superscripts. */
function afterLetter(text: string, at: number): boolean {
  let p = at - 1;
  while (p >= 0 && (SUPERSCRIPT_DIGITS[text[p] as string] !== undefined || text[p] === '\u207a' || text[p] === '\u207b')) p--;
  return p >= 0 && /\p{L}/u.test(text[p] as string);
}

const lineEndHyphen = /([A-Za-z]{2,})-[ \t]*\r?\n[ \t]*([a-z]{2,})(?![A-Za-z])/g;

/**
 * Words a hard wrap hyphenated, written whole with the spaces they saved after them ("mag-\nnesium"
 * is "magnesium  "), or undefined when there are none. A hyphen stays where the part after it is a
 * word of its own and the whole is none ("well-\nknown", "follow-\nup").
 */
function joinHyphenatedWords(text: string): string | undefined {
  if (text.indexOf('-\n') < 0 && text.indexOf('-\r\n') < 0 && !/-[ \t]+\r?\n/.test(text)) return undefined;
  let changed = false;
  lineEndHyphen.lastIndex = 0;
  const view = text.replace(lineEndHyphen, (all: string, head: string, tail: string) => {
    const whole = head + tail;
    if (isDictionaryWord(tail.toLowerCase()) && !isDictionaryWord(whole.toLowerCase())) return all;
    changed = true;
    return whole + ' '.repeat(all.length - whole.length);
  });
  return changed ? view : undefined;
}
