/**
 * Whether the note was typed in lower case ("pt w/ htn, cr 2.1"), so that the case of a name
 * says nothing about it: at most 3 capitals in 400 letters, or, where a flowsheet line pasted in
 * brings capitals ("T 36.9 HR 124 BP 108/66"), at least 5 lines that open with a letter and 4 in
 * 5 of them opening in lower case. Sentence-case prose has a capital per sentence and fails both
 * (the real summaries: 1.0% to 35% capitals; none has its lines open in lower case).
 */
export function isWrittenInLowerCase(text: string): boolean {
  let upper = 0;
  let letters = 0;
  let lines = 0;
  let lowerLines = 0;
  let atLineStart = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 10) {
      atLineStart = true;
      continue;
    }
    const isUpper = code >= 65 && code <= 90;
    const isLower = code >= 97 && code <= 122;
    if (atLineStart && (isUpper || isLower)) {
      lines++;
      if (isLower) lowerLines++;
      atLineStart = false;
    } else if (atLineStart && code !== 32 && code !== 9 && code !== 13) {
      atLineStart = false;
    }
    if (isUpper) upper++;
    else if (!isLower) continue;
    letters++;
  }
  if (letters === 0) return false;
  return upper * 400 <= letters * 3 || (lines >= 5 && lowerLines * 5 >= lines * 4);
}
