/**
 * Walks any result and checks every span it holds: an object with numeric start/end (or
 * start_index/end_index) and a text must slice back exactly; every span must lie in the text.
 * Returns the problems found, so a failure names each bad span.
 */
export function spanProblems(text: string, value: unknown, path = '$'): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, at: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, `${at}[${i}]`));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    const start = typeof o.start === 'number' ? o.start : typeof o.start_index === 'number' ? o.start_index : undefined;
    const end = typeof o.end === 'number' ? o.end : typeof o.end_index === 'number' ? o.end_index : undefined;
    if (start !== undefined && end !== undefined) {
      if (!(start >= 0 && start <= end && end <= text.length)) problems.push(`${at}: [${start}, ${end}) outside text of ${text.length}`);
      else if (typeof o.text === 'string' && text.slice(start, end) !== o.text) {
        problems.push(`${at}: slice ${JSON.stringify(text.slice(start, end))} !== ${JSON.stringify(o.text)}`);
      }
    }
    for (const [k, v] of Object.entries(o)) if (typeof v === 'object') visit(v, `${at}.${k}`);
  };
  visit(value, path);
  return problems;
}
