/**
 * At most 3 capitals in 400 letters: the note was typed in lower case ("pt w/ htn, cr 2.1"), so
 * the case of a name says nothing about it. Sentence-case prose has a capital per sentence and
 * stays above (the real summaries: 1.0% to 35%).
 */
export function isWrittenInLowerCase(text: string): boolean {
  let upper = 0;
  let letters = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 65 && code <= 90) upper++;
    else if (code < 97 || code > 122) continue;
    letters++;
  }
  return letters > 0 && upper * 400 <= letters * 3;
}
