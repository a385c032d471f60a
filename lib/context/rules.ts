import { RuleValidationError } from '../errors';
import { numberSlot, yearSlot, zeroSlot } from '../match/number-slot';

/**
 * What a ConText cue says about the targets in its scope. A closed vocabulary: a rule naming a
 * category that is not listed here fails validation, and `assertion.ts` maps every category to
 * its effect in one table, so a category no rule produces cannot hide in a flag table.
 *
 * - `negated-existence`: "no fever", "denies chest pain", "cultures: negative".
 * - `possible-existence`: "possible pneumonia", "r/o MI", "PE cannot be excluded".
 * - `historical`: "history of DVT", "s/p CABG", "prior stroke".
 * - `hypothetical`: "return to the ER if she develops chest pain".
 * - `family`: "family history of colon cancer", "mother with breast cancer".
 * - `other-experiencer`: "his wife has the flu".
 * - `attributed`: a label reported from another source, not the author's own reading ("Type 2
 *   NSTEMI (per ED)", "labelled 'COPD exac' in the ED"). It stands until the author denies it.
 * - `current`: "currently", "this admission": overrides the historical reading a past-history
 *   section would otherwise give ("PMH: asthma, currently in exacerbation").
 * - `conjunction`: used by `terminate` rules that end every scope ("but", "however", ";").
 */
export const contextCategories = [
  'negated-existence',
  'possible-existence',
  'historical',
  'hypothetical',
  'family',
  'other-experiencer',
  'attributed',
  'current',
  'conjunction',
] as const;
export type ContextCategory = (typeof contextCategories)[number];

/**
 * How a rule's matches act on the tokens around them (medspaCy's `TargetRule` directions):
 *
 * - `forward`: the scope runs from the cue to the right: "no [fever or chills]".
 * - `backward`: the scope runs from the cue to the left: "[fever]: none", "[PE] was ruled out".
 * - `bidirectional`: both sides: "[breast cancer] in her mother", "mother [had breast cancer]".
 * - `terminate`: no scope of its own; it ends the scopes that reach it. With category
 *   `conjunction` it ends every scope ("no evidence of chf but there is [pneumonia]"); with
 *   another category only the scopes of that category ("history of asthma who presents with
 *   [wheezing]": "presents" ends the historical scope, not a negation).
 * - `pseudo`: a phrase that looks like a cue but is not one ("no increase", "gram negative",
 *   "not ruled out"). It never modifies anything; it wins over the shorter cues it overlaps.
 */
export const contextDirections = ['forward', 'backward', 'bidirectional', 'terminate', 'pseudo'] as const;
export type ContextDirection = (typeof contextDirections)[number];

/**
 * One ConText rule, as plain JSON-safe data (no callbacks, no regexes), so a rule set can be
 * stored, diffed, reviewed by an informaticist and loaded back unchanged.
 *
 * Literals are matched on tokens, case-insensitively, with hyphens optional ("rule-out" =
 * "rule out") and a final plural in -s/-es accepted. The slot `{number}` matches any number
 * token ("s/p {number} units" matches "s/p 2 units"), `{zero}` only a zero and `{year}` only a
 * year from 1900 to 2099 ("diagnosed in {year}" leaves "in 2 weeks" alone); a number written out
 * in a literal is rejected (digits inside a word, as in "free t4", are fine).
 *
 * @example
 * { id: 'neg-denies', literals: ['denies', 'denied'], category: 'negated-existence', direction: 'forward' }
 * // "Patient denies [chest pain or shortness of breath]."
 */
export interface ContextRule {
  /** Unique kebab-case id, reported on every cue the rule produces. */
  readonly id: string;
  /** One or more phrases ("denies", "negative for"). At least one. */
  readonly literals: readonly string[];
  readonly category: ContextCategory;
  readonly direction: ContextDirection;
  /**
   * The most tokens (words, numbers and symbols; punctuation does not count) the scope may span
   * on each side it runs. "fever: none" needs 1; "denies [fever, chills, night sweats]" needs 5.
   * @default unlimited: the scope runs to the sentence edge or the first terminator.
   */
  readonly maxScope?: number;
  /**
   * Categories of other cues that end this rule's scope, besides the `terminate` rules
   * (medspaCy `terminated_by`). "if he develops [fever], no further antibiotics" with
   * `terminatedBy: ['negated-existence']` on "if".
   * @default none
   */
  readonly terminatedBy?: readonly ContextCategory[];
  /**
   * The scope ends at a comma on the side it runs. For cues that govern one phrase, not a list:
   * in "Chest pain, [MI] ruled out" the bare "ruled out" leaves the chest pain affirmed.
   * @default false: a list runs on ("denies [fever, chills, night sweats]")
   */
  readonly stopsAtComma?: boolean;
  /**
   * A forward scope that `maxScope` cuts inside a list runs on to the list's last item, when
   * the rest is only short items joined by commas and or/and/nor: "No history of hypertension,
   * diabetes, sleep apnea, GERD, heart failure or [osteoarthritis]".
   * @default false: `maxScope` is a hard limit
   */
  readonly wholeList?: boolean;
  /**
   * A cue written as a label, followed by a colon after any dates ("Prior stay 03/18-03/24:
   * pneumonia ...; hyponatremia ..."), governs the rest of its sentence: neither `maxScope` nor
   * a clause break ends the scope; only `terminatedBy` does.
   * @default false
   */
  readonly governsLabel?: boolean;
  /**
   * The rule only modifies targets of these types (a target's `type`, e.g. a concept group).
   * A target without a type is not modified. Not with `excludedTypes`.
   * @default every target
   */
  readonly allowedTypes?: readonly string[];
  /**
   * The rule never modifies targets of these types: "s/p" with `excludedTypes: ['transfusion']`
   * leaves "s/p [2 units PRBC]" current. Not with `allowedTypes`.
   * @default none
   */
  readonly excludedTypes?: readonly string[];
  /**
   * The cue counts only as the last words of its sentence, punctuation aside: a problem-list item
   * written "[Hyponatremia] history of" or "[DVT], h/o". Mid-sentence the same words are another
   * rule's (the forward "history of [DVT]").
   * @default false
   */
  readonly endsSentence?: boolean;
  /** Match the literals' letters case-exactly ("PE", not "pe"). @default false */
  readonly caseSensitive?: boolean;
  /**
   * Historical rules only: the cue dates the finding's onset before this encounter without putting
   * the finding itself in the past ("dialysis since 2003", "diagnosed in 2019 with lymphoma").
   * ConText counts such a finding historical (it began before the episode); its cues carry
   * `datesOnset: true`, and a validation does not take them for a condition that is over.
   * @default false: the cue places the finding in the past ("history of DVT", "s/p CABG")
   */
  readonly datesOnset?: boolean;
  /** Free text for reviewers: the clinical reading the rule encodes. @default none */
  readonly description?: string;
}

/** The closed set of keys a rule may carry; anything else is rejected at load time. */
export const contextRuleKeys = [
  'id',
  'literals',
  'category',
  'direction',
  'maxScope',
  'terminatedBy',
  'stopsAtComma',
  'wholeList',
  'governsLabel',
  'allowedTypes',
  'excludedTypes',
  'endsSentence',
  'caseSensitive',
  'datesOnset',
  'description',
] as const satisfies readonly (keyof ContextRule)[];

/** The slot a literal may use for any number token. */
export { numberSlot, yearSlot, zeroSlot };

const ruleKeySet: ReadonlySet<string> = new Set(contextRuleKeys);
const categorySet: ReadonlySet<string> = new Set(contextCategories);
const directionSet: ReadonlySet<string> = new Set(contextDirections);
const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Checks rules loaded from anywhere (a JSON file, a pack, a literal) and returns them typed.
 * Unknown keys, wrong types, duplicate ids, empty or digit-bearing literals, and contradictory
 * options throw a {@link RuleValidationError} that quotes the offending input, e.g.
 * `context rule #3 ("neg-no"): unknown key "maxscope" (allowed: id, literals, ...)`.
 */
export function validateContextRules(input: unknown): ContextRule[] {
  if (!Array.isArray(input)) {
    throw new RuleValidationError(`context rules must be an array of rule objects, got ${quote(input)}`);
  }
  const seen = new Map<string, number>();
  const out: ContextRule[] = [];
  input.forEach((raw: unknown, index) => {
    const rule = validateContextRule(raw, index);
    const earlier = seen.get(rule.id);
    if (earlier !== undefined) {
      throw new RuleValidationError(`context rule #${index} has id ${quote(rule.id)}, already used by rule #${earlier}; ids must be unique`);
    }
    seen.set(rule.id, index);
    out.push(rule);
  });
  return out;
}

/** Validates one rule; `index` only labels the error messages. */
export function validateContextRule(raw: unknown, index = 0): ContextRule {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new RuleValidationError(`context rule #${index} must be an object, got ${quote(raw)}`);
  }
  const record = raw as Record<string, unknown>;
  const label = `context rule #${index}${typeof record['id'] === 'string' ? ` (${quote(record['id'])})` : ''}`;
  const fail = (message: string): never => {
    throw new RuleValidationError(`${label}: ${message}`);
  };

  for (const key of Object.keys(record)) {
    if (!ruleKeySet.has(key)) fail(`unknown key ${quote(key)} (allowed: ${contextRuleKeys.join(', ')})`);
  }

  const id = record['id'];
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) fail(`"id" must be a kebab-case string, got ${quote(id)}`);

  const category = record['category'];
  if (typeof category !== 'string' || !categorySet.has(category)) {
    fail(`"category" must be one of ${contextCategories.join(', ')}; got ${quote(category)}`);
  }
  const direction = record['direction'];
  if (typeof direction !== 'string' || !directionSet.has(direction)) {
    fail(`"direction" must be one of ${contextDirections.join(', ')}; got ${quote(direction)}`);
  }
  if (category === 'conjunction' && direction !== 'terminate') {
    fail(`category "conjunction" is only for direction "terminate", got direction ${quote(direction)}`);
  }

  const literals = record['literals'];
  if (!Array.isArray(literals) || literals.length === 0) fail(`"literals" must be a non-empty array of strings, got ${quote(literals)}`);
  const literalSeen = new Set<string>();
  for (const literal of literals as unknown[]) {
    if (typeof literal !== 'string' || literal.trim().length === 0) fail(`every literal must be a non-blank string, got ${quote(literal)}`);
    const text = literal as string;
    if (/(?:^|[^A-Za-z0-9])[0-9][0-9.,]*(?![A-Za-z0-9])/.test(text.split(numberSlot).join(' '))) {
      fail(`literal ${quote(text)} contains a number; write ${numberSlot} to match any number token (${zeroSlot} for a zero, ${yearSlot} for a year)`);
    }
    if (/[{}]/.test([numberSlot, zeroSlot, yearSlot].reduce((rest, slot) => rest.split(slot).join(''), text))) {
      fail(`literal ${quote(text)} has a brace that is not the ${numberSlot}, ${zeroSlot} or ${yearSlot} slot`);
    }
    const key = text.toLowerCase().replace(/\s+/g, ' ').trim();
    if (literalSeen.has(key)) fail(`literal ${quote(text)} is listed twice`);
    literalSeen.add(key);
  }

  const maxScope = record['maxScope'];
  if (maxScope !== undefined) {
    if (typeof maxScope !== 'number' || !Number.isInteger(maxScope) || maxScope < 1) {
      fail(`"maxScope" must be a positive integer number of tokens, got ${quote(maxScope)}`);
    }
    if (direction === 'terminate' || direction === 'pseudo') fail(`"maxScope" has no meaning for direction ${quote(direction)}`);
  }

  const terminatedBy = record['terminatedBy'];
  if (terminatedBy !== undefined) {
    if (!Array.isArray(terminatedBy) || terminatedBy.some((c) => typeof c !== 'string' || !categorySet.has(c))) {
      fail(`"terminatedBy" must be an array of categories (${contextCategories.join(', ')}), got ${quote(terminatedBy)}`);
    }
    if (direction === 'terminate' || direction === 'pseudo') fail(`"terminatedBy" has no meaning for direction ${quote(direction)}`);
  }

  const stopsAtComma = record['stopsAtComma'];
  if (stopsAtComma !== undefined) {
    if (typeof stopsAtComma !== 'boolean') fail(`"stopsAtComma" must be a boolean, got ${quote(stopsAtComma)}`);
    if (direction === 'terminate' || direction === 'pseudo') fail(`"stopsAtComma" has no meaning for direction ${quote(direction)}`);
  }

  const wholeList = record['wholeList'];
  if (wholeList !== undefined) {
    if (typeof wholeList !== 'boolean') fail(`"wholeList" must be a boolean, got ${quote(wholeList)}`);
    if (direction !== 'forward' && direction !== 'bidirectional') fail(`"wholeList" is only for a forward scope, got direction ${quote(direction)}`);
  }

  const governsLabel = record['governsLabel'];
  if (governsLabel !== undefined) {
    if (typeof governsLabel !== 'boolean') fail(`"governsLabel" must be a boolean, got ${quote(governsLabel)}`);
    if (direction !== 'forward' && direction !== 'bidirectional') fail(`"governsLabel" is only for a forward scope, got direction ${quote(direction)}`);
  }

  const allowedTypes = record['allowedTypes'];
  const excludedTypes = record['excludedTypes'];
  for (const [name, value] of [
    ['allowedTypes', allowedTypes],
    ['excludedTypes', excludedTypes],
  ] as const) {
    if (value === undefined) continue;
    if (!Array.isArray(value) || value.length === 0 || value.some((t) => typeof t !== 'string' || t.length === 0)) {
      fail(`${quote(name)} must be a non-empty array of type names, got ${quote(value)}`);
    }
    if (direction === 'terminate' || direction === 'pseudo') fail(`${quote(name)} has no meaning for direction ${quote(direction)}`);
  }
  if (allowedTypes !== undefined && excludedTypes !== undefined) fail(`give "allowedTypes" or "excludedTypes", not both`);

  const endsSentence = record['endsSentence'];
  if (endsSentence !== undefined) {
    if (typeof endsSentence !== 'boolean') fail(`"endsSentence" must be a boolean, got ${quote(endsSentence)}`);
    if (direction !== 'backward') fail(`"endsSentence" is only for a backward scope, got direction ${quote(direction)}`);
  }

  const caseSensitive = record['caseSensitive'];
  if (caseSensitive !== undefined && typeof caseSensitive !== 'boolean') fail(`"caseSensitive" must be a boolean, got ${quote(caseSensitive)}`);
  const datesOnset = record['datesOnset'];
  if (datesOnset !== undefined) {
    if (typeof datesOnset !== 'boolean') fail(`"datesOnset" must be a boolean, got ${quote(datesOnset)}`);
    if (category !== 'historical') fail(`"datesOnset" is only for category "historical", got category ${quote(category)}`);
  }
  const description = record['description'];
  if (description !== undefined && typeof description !== 'string') fail(`"description" must be a string, got ${quote(description)}`);

  // Rebuild the rule key by key so the result holds exactly the validated fields, in a stable order.
  return {
    id: id as string,
    literals: [...(literals as string[])],
    category: category as ContextCategory,
    direction: direction as ContextDirection,
    ...(maxScope !== undefined ? { maxScope: maxScope as number } : {}),
    ...(terminatedBy !== undefined ? { terminatedBy: [...(terminatedBy as ContextCategory[])] } : {}),
    ...(stopsAtComma !== undefined ? { stopsAtComma: stopsAtComma as boolean } : {}),
    ...(wholeList !== undefined ? { wholeList: wholeList as boolean } : {}),
    ...(governsLabel !== undefined ? { governsLabel: governsLabel as boolean } : {}),
    ...(allowedTypes !== undefined ? { allowedTypes: [...(allowedTypes as string[])] } : {}),
    ...(excludedTypes !== undefined ? { excludedTypes: [...(excludedTypes as string[])] } : {}),
    ...(endsSentence !== undefined ? { endsSentence: endsSentence as boolean } : {}),
    ...(caseSensitive !== undefined ? { caseSensitive: caseSensitive as boolean } : {}),
    ...(datesOnset !== undefined ? { datesOnset: datesOnset as boolean } : {}),
    ...(description !== undefined ? { description: description as string } : {}),
  };
}

/** Quotes a value for an error message, cut short so a huge input does not flood the log. */
function quote(value: unknown): string {
  let shown: string;
  if (value === undefined) shown = 'undefined';
  else {
    try {
      shown = JSON.stringify(value) ?? String(value);
    } catch {
      shown = String(value);
    }
  }
  return shown.length > 120 ? `${shown.slice(0, 117)}...` : shown;
}
