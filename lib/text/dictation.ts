/**
 * Notes dictated with spoken punctuation ("creatinine 1.3 comma baseline 1.1 period"). clinval
 * reads such a note through a view of the same length in which each spoken mark becomes its
 * character followed by spaces ("creatinine 1.3,       baseline 1.1.       "), so values, lists
 * and sentences read as if typed, and every offset is still an offset into the note.
 */

const MARKS: Readonly<Record<string, string>> = { comma: ',', period: '.', 'full stop': '.', colon: ':', semicolon: ';' };

/** A spoken mark as its own word after a word: " comma", " full stop". */
const spokenMark = /(?<=[A-Za-z0-9)%]) (comma|period|full stop|colon|semicolon)\b(?![-'])/gi;
/** Notes that speak their commas: "comma" is never a clinical word, so three of them mark dictation. */
const SPOKEN_COMMAS_TO_TRUST = 3;
const spokenComma = /\bcomma\b/gi;

/**
 * The note with its spoken punctuation written as marks, or undefined when the note does not
 * speak its punctuation (most notes: nothing is copied). "Over a period of days" keeps its
 * "period" unless the note is dictated.
 */
export function spokenPunctuationView(text: string): string | undefined {
  if ((text.match(spokenComma)?.length ?? 0) < SPOKEN_COMMAS_TO_TRUST) return undefined;
  return text.replace(spokenMark, (whole: string, word: string, at: number) => {
    const spoken = word.toLowerCase();
    if (spoken === 'period' && periodAsWord.test(text.slice(at + whole.length, at + whole.length + 4))) return whole;
    if (spoken === 'colon' && colonAsOrgan.test(text.slice(Math.max(0, at - 12), at + whole.length + 12))) return whole;
    const mark = MARKS[spoken]!;
    return mark + ' '.repeat(whole.length - mark.length);
  });
}

/** "a period of three days": the word, even in dictation. */
const periodAsWord = /^ of\b/i;
/** "the sigmoid colon", "colon cancer": the organ, even in dictation. */
const colonAsOrgan =
  /\b(?:the|sigmoid|transverse|ascending|descending|right|left|distal|proximal|entire|rectosigmoid) colon\b|\bcolon (?:cancer|carcinoma|polyps?|mass|resection|wall|perforation|ischemia)\b/i;
