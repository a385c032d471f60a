/**
 * A half-open range `[start, end)` of UTF-16 code units into the original text: exactly the
 * units `String.prototype.slice` uses, so `text.slice(span.start, span.end)` is the span's text.
 * Every offset clinval reports follows this convention; there are no inclusive ends and no
 * offsets into normalised copies.
 */
export interface TextSpan {
  readonly start: number;
  readonly end: number;
}

/** A span that carries the characters it covers, so a consumer can check it slices back. */
export interface QuotedSpan extends TextSpan {
  readonly text: string;
}

/** The characters of `span` in `text`. */
export function sliceText(text: string, span: TextSpan): string {
  return text.slice(span.start, span.end);
}

/** Builds a {@link QuotedSpan} by slicing the original text, so the quote can never drift. */
export function quoteSpan(text: string, start: number, end: number): QuotedSpan {
  return { start, end, text: text.slice(start, end) };
}

/** True when the two half-open spans share at least one character. */
export function overlaps(a: TextSpan, b: TextSpan): boolean {
  return a.start < b.end && b.start < a.end;
}

/** True when `inner` lies wholly within `outer`. */
export function contains(outer: TextSpan, inner: TextSpan): boolean {
  return outer.start <= inner.start && inner.end <= outer.end;
}

/** Orders spans by start, then by longer first, for stable output. */
export function compareSpans(a: TextSpan, b: TextSpan): number {
  return a.start - b.start || b.end - a.end;
}

/** Narrows `[start, end)` so it neither begins nor ends with whitespace. */
export function trimSpan(text: string, start: number, end: number): TextSpan {
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  return { start, end };
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 160 || code === 0x2028 || code === 0x2029;
}
