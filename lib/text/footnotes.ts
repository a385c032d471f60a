import type { TextSpan } from './span';

/**
 * Footnotes: a mark after a value or a diagnosis ("K 3.2[1]", "New atrial fibrillation†") and the
 * lines below that start with the same mark and say more about it.
 */

/** The marks authors use: asterisks, daggers, section and pilcrow signs, bracketed numbers. */
const FOOTNOTE_MARKS = '\\*{1,3}|†|‡|§|¶|\\[\\d{1,2}\\]';

/** A character a mark can start with. */
const MARK_CHAR = /[*†‡§¶[]/;

/** A mark right after the words, or after a unit or flag between: "2.08*", "1.7 mg/dL†", "stage 2*". */
const markAfter = new RegExp(`^(?:[ \\t]*[A-Za-zµ/%]{1,8})?[ \\t]*(${FOOTNOTE_MARKS})(?![\\w*])`);

/** The footnote marked right after `end`, as the offsets of its text (the mark excluded). */
export function footnoteAfter(text: string, end: number): TextSpan | undefined {
  const after = text.slice(end, end + 14);
  // Most words have no mark after them: a look for a mark character spares the pattern.
  if (!MARK_CHAR.test(after)) return undefined;
  const mark = markAfter.exec(after)?.[1];
  if (mark === undefined) return undefined;
  const escaped = mark.replace(/[*[\]]/g, (c) => `\\${c}`);
  // The footnote runs on over wrapped lines, to a blank line or the next mark.
  const definition = new RegExp(`(?:^|\\n)[ \\t]*${escaped}[ \\t]*([^\\n]{1,400}(?:\\n(?![ \\t]*(?:${FOOTNOTE_MARKS}))[^\\n]+){0,3})`, 'g');
  definition.lastIndex = end;
  const found = definition.exec(text);
  if (found === null || found[1] === undefined) return undefined;
  // Markdown bold ("**Sepsis**" over a line "**Plan:** ...") closes on its own line; a footnote does not.
  if (mark.startsWith('**') && found[1].includes(mark)) return undefined;
  const start = found.index + found[0].length - found[1].length;
  return { start, end: start + found[1].length };
}
