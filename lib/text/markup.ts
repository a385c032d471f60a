/**
 * Notes exported from an EHR as HTML ("<b>HOSPITAL COURSE</b><br>K 3.4 (ref 3.5&ndash;5.0)").
 * clinval reads such a note through a plain view of the same length: every tag becomes spaces
 * (a line-breaking tag ends in a newline) and every entity becomes its character, placed last
 * in the entity's span after spaces. Offsets into the view are offsets into the note, so every
 * span still slices back from the note itself.
 */

/** Tags that end a line where they stand: `<br>`, `</p>`, `<li>`, `</tr>`... */
const LINE_TAGS = new Set(['br', 'p', 'div', 'li', 'tr', 'table', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'pre', 'blockquote']);
/** Tags that only style or group inline text, read as spaces. */
const INLINE_TAGS = new Set(['b', 'i', 'u', 'em', 'strong', 'span', 'font', 'sup', 'sub', 'small', 'big', 'td', 'th', 'thead', 'tbody', 'tfoot', 'a', 'mark', 'tt', 'code', 'img', 'col', 'colgroup', 'caption']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", ndash: '\u2013', mdash: '\u2014', minus: '-', deg: '\u00b0',
  rarr: '\u2192', larr: '\u2190', uarr: '\u2191', darr: '\u2193', harr: '\u2194', le: '\u2264', ge: '\u2265', plusmn: '\u00b1', micro: '\u00b5',
  times: '\u00d7', divide: '\u00f7', middot: '\u00b7', bull: '\u2022', hellip: '\u2026', lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201c',
  rdquo: '\u201d', frac12: '\u00bd', frac14: '\u00bc', frac34: '\u00be', sup2: '\u00b2', sup3: '\u00b3', copy: '\u00a9', reg: '\u00ae',
  trade: '\u2122', shy: '', ensp: ' ', emsp: ' ', thinsp: ' ',
};

const markup = /<(\/?)([a-zA-Z][a-zA-Z0-9]{0,9})\b[^<>\n]{0,200}?\/?>|&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,7});/g;

/**
 * The plain view of `text`, or undefined when it holds no HTML tag or entity clinval knows (most
 * notes: nothing is copied). Unknown tags and entities are left as written.
 *
 * @example plainView('Na 126<br>K&nbsp;3.4') // 'Na 126   \nK     3.4'
 */
export function plainView(text: string): string | undefined {
  if (text.indexOf('<') < 0 && text.indexOf('&') < 0) return undefined;
  let out: string[] | undefined;
  let last = 0;
  markup.lastIndex = 0;
  for (let m = markup.exec(text); m !== null; m = markup.exec(text)) {
    const replacement = m[2] !== undefined ? tagView(m[2].toLowerCase(), m[0].length) : entityView(m[3]!, m[0].length);
    if (replacement === undefined) continue;
    out ??= [];
    out.push(text.slice(last, m.index), replacement);
    last = m.index + m[0].length;
  }
  if (out === undefined) return undefined;
  out.push(text.slice(last));
  return out.join('');
}

function tagView(name: string, length: number): string | undefined {
  if (LINE_TAGS.has(name)) return ' '.repeat(length - 1) + '\n';
  if (INLINE_TAGS.has(name)) return ' '.repeat(length);
  return undefined;
}

function entityView(entity: string, length: number): string | undefined {
  let char: string | undefined;
  if (entity.startsWith('#')) {
    const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    // One UTF-16 unit only, so the view keeps the note's length.
    if (Number.isFinite(code) && code > 0 && code <= 0xffff && !(code >= 0xd800 && code <= 0xdfff)) char = String.fromCharCode(code);
  } else {
    char = NAMED_ENTITIES[entity] ?? NAMED_ENTITIES[entity.toLowerCase()];
  }
  if (char === undefined) return undefined;
  return ' '.repeat(length - char.length) + char;
}

/**
 * Sets every `text` beside a `start` and an `end` in `value` (a fresh analysis, walked in place)
 * to the note's own characters, so spans read from the view slice back from the note.
 */
export function resliceFrom<T>(value: T, text: string): T {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record['start'] === 'number' && typeof record['end'] === 'number' && typeof record['text'] === 'string') {
      record['text'] = text.slice(record['start'], record['end']);
    }
    for (const key of Object.keys(record)) {
      const child = record[key];
      if (child !== null && typeof child === 'object') visit(child);
    }
  };
  visit(value);
  return value;
}

/**
 * Text the note itself withdraws: struck through ("~~Septic shock, pulmonary source~~") or quoted
 * inside a retraction ('[retracted 04/11: "Hyponatremia, Na 131 - start fluid restriction"]').
 * It is no longer the record, so it is read as blank; the retraction's own words (its reason, a
 * re-examination) still stand.
 */
const struckThrough = /~~[^~\n]{1,400}~~/g;
/**
 * A template field nobody filled in ("TSH @LASTLAB@", "CXR: <<insert>>", "Weight: ___ kg") says
 * nothing: its label is no test done. Blank underscores count only after a label's colon, since
 * a dictation's blanks stand for inaudible words ("Coumadin _____ as currently being taken").
 */
const templatePlaceholder = /@[A-Z][A-Z0-9_]*@|<<[^<>\n]{0,30}>>|\{\{[^{}\n]{0,30}\}\}|\[\*{3}\]|(?<![*\w])\*{3}(?![*\w])|(?<=[:=][ \t]*)_{3,}/g;
/** The label before a placeholder: a few words back to the start of its line or item. */
const placeholderLabel = /(?:^|[|;,\n\t•]|\s-\s)[ \t]*((?:[A-Za-z][A-Za-z0-9/().%+-]*[ \t]+){0,3}[A-Za-z][A-Za-z0-9/().%+-]*)[ \t]*[:=]?[ \t]*$/;
const retractedQuote = /\[[ \t]*(?:retracted|deleted|struck|withdrawn|removed|entry[ \t]+deleted)\b[^\]\n"“]{0,80}?:[ \t]*(["“])([^"”\]\n]{1,400})["”]/gi;

/**
 * The view of `text` with withdrawn text and unfilled template fields blanked (same length, line
 * breaks kept), or undefined when there are none.
 *
 * @example struckView('1. ~~Sepsis~~ UTI') // '1.           UTI'
 */
export function struckView(text: string): string | undefined {
  const placeholders = text.indexOf('@') >= 0 || text.indexOf('<<') >= 0 || text.indexOf('{{') >= 0 || text.indexOf('***') >= 0 || text.indexOf('___') >= 0;
  if (text.indexOf('~~') < 0 && text.indexOf('[') < 0 && !placeholders) return undefined;
  const blanks: [number, number][] = [];
  if (placeholders) {
    templatePlaceholder.lastIndex = 0;
    for (let m = templatePlaceholder.exec(text); m !== null; m = templatePlaceholder.exec(text)) {
      const before = text.slice(Math.max(0, m.index - 60), m.index);
      const label = placeholderLabel.exec(before);
      const underscores = m[0].startsWith('_');
      if (label === null && underscores) continue;
      const labelStart = label === null ? m.index : m.index - before.length + label.index + label[0].indexOf(label[1] as string);
      blanks.push([labelStart, m.index + m[0].length]);
    }
  }
  struckThrough.lastIndex = 0;
  for (let m = struckThrough.exec(text); m !== null; m = struckThrough.exec(text)) blanks.push([m.index, m.index + m[0].length]);
  retractedQuote.lastIndex = 0;
  for (let m = retractedQuote.exec(text); m !== null; m = retractedQuote.exec(text)) {
    const quoteEnd = m.index + m[0].length;
    blanks.push([quoteEnd - (m[2] ?? '').length - 2, quoteEnd]);
  }
  if (blanks.length === 0) return undefined;
  const chars = text.split('');
  for (const [from, to] of blanks) for (let i = from; i < to; i++) if (chars[i] !== '\n' && chars[i] !== '\r') chars[i] = ' ';
  return chars.join('');
}
