/**
 * Values dictated in words: "sodium of one twenty four", "temperature ninety nine point one",
 * "heart rate one oh four". A voice-recognition note spells its numbers out, and a clinician
 * reading a value aloud drops the "hundred" ("one twenty four" = 124).
 *
 * The run of number words is found here, with its exact offsets; compromise turns the words into
 * the number. compromise is loaded on the first run only, so a note written in digits never pays
 * for it, and it only ever sees the few words of one run (it is slow on whole notes).
 */

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const NUMBER_WORD = `(?:${[...UNITS, ...TEENS, ...TENS, 'hundred', 'thousand', 'point', 'oh'].join('|')})`;
/** Words joined by one space or a hyphen; the run must not run into a longer word ("tenderness"). */
const runPattern = new RegExp(`${NUMBER_WORD}(?:(?:[ \\t]|-)${NUMBER_WORD})*(?![A-Za-z])`, 'iy');
/** What a count of something else is followed by: "two units", "twenty four hours later". */
const countedNoun = /[ \t]*(?:units?|doses?|times|hours?|hrs?|days?|weeks?|months?|years?|minutes?|mins?|liters?|litres?|tablets?|pills?|episodes?|runs?|bags?|amps?|of)(?![A-Za-z])/iy;

type Nlp = (text: string) => { numbers(): { get(): unknown[] } };
let nlp: Nlp | undefined;
function compromise(): Nlp {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
  nlp ??= require('compromise') as Nlp;
  return nlp;
}

/** A value read from number words: the characters it spans and the number they say. */
export interface SpokenNumber {
  readonly end: number;
  readonly value: number;
  readonly hasDecimal: boolean;
}

/**
 * Reads a dictated value starting at `pos`, or undefined. A lone small word ("one", "two") is
 * too often a count ("one dose") to be a value, so a run says a value only when it has two words
 * or more, a decimal point, or a value of ten or more; and never when a counted noun follows.
 */
export function readSpokenNumber(text: string, pos: number): SpokenNumber | undefined {
  runPattern.lastIndex = pos;
  const match = runPattern.exec(text);
  if (match === null) return undefined;
  const words = match[0].toLowerCase().split(/[ \t-]+/);
  // A run ends on a word that says something: "one point" or "two oh" is not finished.
  let kept = words.length;
  while (kept > 0 && (words[kept - 1] === 'point' || words[kept - 1] === 'oh')) kept--;
  if (kept === 0 || words[0] === 'point' || words[0] === 'oh' || words[0] === 'hundred' || words[0] === 'thousand') return undefined;
  const used = words.slice(0, kept);
  const end = pos + spanOfWords(match[0], kept);
  countedNoun.lastIndex = end;
  if (countedNoun.test(text)) return undefined;
  const value = valueOf(used);
  if (value === undefined) return undefined;
  const hasDecimal = used.includes('point');
  if (used.length === 1 && value < 10) return undefined;
  return { end, value, hasDecimal };
}

/** Length of the first `count` words of a run, in characters. */
function spanOfWords(run: string, count: number): number {
  const separators = /[ \t-]+/g;
  let seen = 1;
  for (let m = separators.exec(run); m !== null; m = separators.exec(run)) {
    if (seen === count) return m.index;
    seen++;
  }
  return run.length;
}

function valueOf(words: readonly string[]): number | undefined {
  // "one oh four" = 104: compromise reads "oh" as a word, not as a zero.
  const oh = words.indexOf('oh');
  if (oh >= 0) {
    const [before, after] = [words.slice(0, oh), words.slice(oh + 1)];
    if (before.length !== 1 || after.length !== 1 || !UNITS.includes(before[0]!) || !UNITS.includes(after[0]!)) return undefined;
    return UNITS.indexOf(before[0]!) * 100 + UNITS.indexOf(after[0]!);
  }
  // "one eighteen" = 118: a hundreds digit read before a teen, which compromise reads as two numbers.
  if (words.length === 2 && UNITS.indexOf(words[0]!) > 0 && TEENS.includes(words[1]!)) {
    return UNITS.indexOf(words[0]!) * 100 + 10 + TEENS.indexOf(words[1]!);
  }
  const numbers = compromise()(words.join(' ')).numbers().get();
  if (numbers.length !== 1 || typeof numbers[0] !== 'number' || !Number.isFinite(numbers[0])) return undefined;
  return numbers[0];
}
