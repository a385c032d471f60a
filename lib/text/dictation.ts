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

/**
 * A dictation that corrects itself: "GCS um 13, scratch that, 11", "weight 125 kilos - correction:
 * 152 kilos", "the nadir was 129, not 119". The value withdrawn, the filler and the correction's
 * words read as blank; what the speaker settled on stays. Undefined when the note has none.
 */
export function selfCorrectionView(text: string): string | undefined {
  if (!mayCorrectItself.test(text)) return undefined;
  let view = text.replace(withdrawnValue, (whole: string, kept: string) => ' '.repeat(whole.length - kept.length) + kept);
  view = view.replace(rejectedValue, (whole: string) => ' '.repeat(whole.length));
  view = view.replace(filler, (whole: string) => ' '.repeat(whole.length));
  return view === text ? undefined : view;
}

const mayCorrectItself = /scratch that|strike that|correction|\bnot \d|\bum\b|\buh\b|let's see/i;
/** A number, its unit, and the spoken withdrawal after it, up to the number that replaces it. */
const withdrawnValue =
  /\b\d+(?:\.\d+)?(?:[ \t]*(?:kilos?|kg|pounds?|lbs?|mg\/dl|mmol\/l|meq\/l|%))?[ \t]*[,;—–-]*[ \t]*(?:(?:scratch that|strike that|correction|i mean|sorry)[ \t]*[,:—–-]*[ \t]*)+((?:[A-Za-z]+[ \t]+){0,4}\d)/gi;
/** ", not 119" after the value it replaces: "the nadir was 129, not 119". */
const rejectedValue = /(?<=\d(?:[ \t]*[A-Za-z/%]{1,6})?),?[ \t]+not[ \t]+\d+(?:\.\d+)?(?![\d.])/gi;
/** Spoken hesitation: "GCS um 13", "BMI, let's see, 51.4". */
const filler = /(?:,[ \t]*)?\b(?:um+|uh+|erm|let's see)\b,?/gi;
