import { assertTargets, type Assertion, type CompiledContextRules, type SectionContext } from '../../lib/context';
import { tokenize } from '../../lib/text/tokens';

/** A section covering the whole text with no header: sets no attribute. */
export function plainSection(text: string): SectionContext {
  return { category: 'other', start: 0, end: text.length, title: null };
}

/**
 * Asserts the first occurrence of `target` in `text`, the whole text being one sentence unless
 * `sentence` says otherwise.
 * Throws when the target is absent, so a typo in a test fails loudly.
 */
export function assertOne(
  text: string,
  target: string,
  options: { section?: SectionContext; rules?: CompiledContextRules; type?: string; occurrence?: number; sentence?: { start: number; end: number } } = {},
): Assertion {
  let at = -1;
  for (let n = 0; n <= (options.occurrence ?? 0); n++) at = text.indexOf(target, at + 1);
  if (at < 0) throw new Error(`target ${JSON.stringify(target)} not in ${JSON.stringify(text)}`);
  const [assertion] = assertTargets(
    {
      text,
      tokens: tokenize(text),
      sentence: options.sentence ?? { start: 0, end: text.length },
      section: options.section ?? plainSection(text),
      targets: [{ start: at, end: at + target.length, ...(options.type !== undefined ? { type: options.type } : {}) }],
    },
    options.rules,
  );
  if (!assertion) throw new Error('no assertion returned');
  return assertion;
}

/** The flags of an assertion as a compact, readable record for `toEqual`. */
export function flagsOf(a: Assertion): { negated: boolean; uncertain: boolean; historical: boolean; hypothetical: boolean; experiencer: string } {
  return { negated: a.negated, uncertain: a.uncertain, historical: a.historical, hypothetical: a.hypothetical, experiencer: a.experiencer };
}

/** Rule ids behind the cues of one attribute. */
export function rulesFor(a: Assertion, attribute: string): string[] {
  return a.cues.filter((c) => c.attribute === attribute).map((c) => c.rule);
}
