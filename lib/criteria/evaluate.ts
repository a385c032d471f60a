import type { Analysis, Mention, PlacedMeasurement } from '../analyze';
import type { TextSpan } from '../text/span';
import type { ContextCue } from '../context/assertion';
import type { MeasurementKind } from '../measure/units';
import type { CriterionExpr, Pack, Rule, ValueTest } from './define';

/** One piece of text that bore on a criterion, and how. */
export interface Finding {
  readonly span: TextSpan;
  readonly evaluation: 'Supports' | 'Rejects' | 'Other';
  /** A short human description: "creatinine 2.4 mg/dL", "'AKI' (affirmed)". */
  readonly note: string;
}

/** The state of one criterion on one summary. */
export interface CriterionResult {
  readonly met: boolean;
  /** The text held data that bear on it (a value, a mention), met or not. */
  readonly evaluated: boolean;
  readonly findings: readonly Finding[];
}

export type CriteriaResults = Readonly<Record<string, CriterionResult>>;

/** Mentions of each concept of a pack, keyed by the pack's own concept id. */
export type MentionIndex = ReadonlyMap<string, readonly Mention[]>;

export interface EvaluationInput {
  readonly analysis: Analysis;
  readonly mentions: MentionIndex;
  /**
   * The claim's POA indicator for the diagnosis. 'N' (arose after admission) keeps admission-time
   * values (ED, HPI, "on admission") out of every "normal throughout" and "reported" test, and an
   * unmet threshold on them alone is not evaluated: a normal SpO2 in the ED says nothing about a
   * respiratory failure that began on the ward two days later.
   */
  readonly presentOnAdmission?: string;
}

/** What a rule is evaluated against: the input and what the pack declares about its concepts. */
interface PackInput extends EvaluationInput {
  /** The pack's `sites` (see PackDefinition). */
  readonly sites?: readonly string[];
}

/** Evaluates every criterion of `pack` (with a variant's replacements already applied). */
export function evaluateCriteria(pack: Pack, input: EvaluationInput): CriteriaResults {
  const plan = planFor(pack.criteria);
  const memo: Memo = new Array<CriterionResult | undefined>(plan.slots);
  const out: Record<string, CriterionResult> = {};
  const packInput: PackInput = pack.sites === undefined ? input : { ...input, sites: pack.sites };
  for (let k = 0; k < plan.ids.length; k++) out[plan.ids[k]!] = evaluateNode(plan.roots[k]!, packInput, memo);
  return out;
}

/** Results by plan slot, for one evaluation. */
type Memo = (CriterionResult | undefined)[];

/**
 * A criteria table prepared once: the criterion ids in sorted order and each rule tree with a
 * slot per distinct rule. Packs repeat rules across criteria ("infection documented" inside
 * several sepsis criteria, often as separate but equal objects); a rule's result depends only
 * on its content and the input, so equal rules share a slot and are evaluated once per call
 * (sepsis: 929 rule nodes, 233 distinct).
 */
interface Plan {
  readonly ids: readonly string[];
  readonly roots: readonly PlanNode[];
  readonly slots: number;
}

interface PlanNode {
  readonly rule: Rule<string>;
  readonly slot: number;
  /** The sub-rules of an allOf/anyOf/atLeast, or the one rule of a not. */
  readonly children: readonly PlanNode[];
}

const plans = new WeakMap<object, Plan>();

function planFor(criteria: Pack['criteria']): Plan {
  let plan = plans.get(criteria);
  if (!plan) {
    const slots = new Map<string, number>();
    const ids = Object.keys(criteria).sort();
    const roots = ids.map((id) => planNode(criteria[id]!.rule, slots));
    plan = { ids, roots, slots: slots.size };
    plans.set(criteria, plan);
  }
  return plan;
}

/**
 * Rules are plain JSON data (see define.ts), so equal JSON means equal rules; non-finite
 * numbers, which JSON would write as null, are written out so they never collide with anything.
 */
function planNode(rule: Rule<string>, slots: Map<string, number>): PlanNode {
  const content = JSON.stringify(rule, (_name, value: unknown) =>
    typeof value === 'number' && !Number.isFinite(value) ? `\u0000${value}` : value,
  );
  let slot = slots.get(content);
  if (slot === undefined) {
    slot = slots.size;
    slots.set(content, slot);
  }
  const children =
    rule.kind === 'all-of' || rule.kind === 'any-of' || rule.kind === 'at-least'
      ? rule.rules.map((r) => planNode(r, slots))
      : rule.kind === 'not'
        ? [planNode(rule.rule, slots)]
        : [];
  return { rule, slot, children };
}

function evaluateNode(node: PlanNode, input: PackInput, memo: Memo): CriterionResult {
  let result = memo[node.slot];
  if (!result) {
    result = evaluateRuleWith(node, input, memo);
    memo[node.slot] = result;
  }
  return result;
}

const NONE: CriterionResult = { met: false, evaluated: false, findings: [] };

export function evaluateRule(rule: Rule<string>, input: EvaluationInput): CriterionResult {
  const slots = new Map<string, number>();
  const node = planNode(rule, slots);
  return evaluateNode(node, input, new Array<CriterionResult | undefined>(slots.size));
}

const NO_ALLOWANCE: readonly string[] = [];

function evaluateRuleWith(node: PlanNode, input: PackInput, memo: Memo): CriterionResult {
  const rule = node.rule;
  switch (rule.kind) {
    case 'mentioned': {
      const all = input.mentions.get(rule.concept) ?? [];
      const allow: readonly string[] = rule.allow ?? NO_ALLOWANCE;
      const sentences = rule.sameSentenceAs ? writtenWith(rule.sameSentenceAs, input) : undefined;
      const elsewhere = rule.notSameSentenceAs ? writtenNear(rule.notSameSentenceAs, input) : undefined;
      const items = rule.sameItemAs ? itemsMentioning(rule.sameItemAs, input) : undefined;
      // The author's own word outranks a label reported from elsewhere: a denial of the same
      // concept ("COPD exacerbation (ED dx)" ... "this was NOT a COPD exacerbation"), or an
      // affirmed answer to the same question ("transfer sheet listed 'stage 4'" ... "on our
      // assessment a stage 3"). The last word is the attending's.
      // A label reported as past ("told years ago she had 'borderline diabetes'") falls to the
      // author's denial even where that denial's line carries the same past ("RULED OUT: Diabetes ... years ago").
      // Asked only when a reported label is there to overrule (most concepts have none).
      const reported = all.some((m) => m.attributed && !m.negated);
      const deniedPast = reported && all.some(isOwnDenialEver);
      const overruled =
        reported &&
        (all.some(isOwnDenial) ||
          // The author's own doubt, never settled, outranks another note's label too: "The hospitalist
          // note lists paroxysmal AF" against a final "paroxysmal AF versus atrial ectopy, unconfirmed".
          (all.some(isOwnDoubt) && !all.some(isOwnAffirmation)) ||
          (rule.attributedYieldsTo?.some((c) => (input.mentions.get(c) ?? []).some(isOwnAffirmation)) ?? false) ||
          (rule.attributedDeniedBy?.some((c) => (input.mentions.get(c) ?? []).some(isOwnDenialEver)) ?? false));
      const revised = all.length === 0 ? null : rule.eachTermItsOwn === true ? revisionOfSameWords(all) : revisionOf(all, rule.concept, input);
      const claimed = rule.claimedBy && all.length > 0 ? claimedElsewhere(all, rule.claimedBy, input) : undefined;
      const hits = all.filter((m) => {
        if ((overruled || (deniedPast && isEarlier(m))) && m.attributed && !m.negated) return false;
        if (revised && !m.negated && revised.supersedes(m)) return false;
        if (!m.negated && deniedInItsFootnote(m, all)) return false;
        if (rule.inSections && !rule.inSections.includes(m.section)) return false;
        if (rule.notInSections && rule.notInSections.includes(m.section)) return false;
        if (sentences && !sentences.has(m.sentence)) return false;
        if (elsewhere?.has(m.sentence)) return false;
        if (items && !items.has(listItemsOf(input.analysis)[m.sentence]!)) return false;
        if (claimed?.has(wordsOf(m))) return false;
        if (rule.earlierOnly === true && !isEarlier(m)) return false;
        if (rule.familyOnly === true && m.experiencer === 'patient') return false;
        return mentionQualifies(m, allow);
      });
      return {
        met: hits.length > 0,
        // A mention outside the sentences the rule binds it to is about something else ("dysphagia"
        // with no stroke in its sentence says nothing of a stroke's sequela).
        evaluated: sentences ? all.some((m) => sentences.has(m.sentence)) : all.length > 0,
        findings: hits.map((m) => ({ span: m, evaluation: 'Supports' as const, note: `"${m.text}"` })),
      };
    }
    case 'ruled-out': {
      // As for a mention: the line under a problem heading naming the concept is written with it too.
      const sentences = rule.sameSentenceAs ? writtenWith(rule.sameSentenceAs, input) : undefined;
      const elsewhere = rule.notSameSentenceAs ? writtenNear(rule.notSameSentenceAs, input) : undefined;
      const hits = (input.mentions.get(rule.concept) ?? []).filter(
        (m) =>
          m.negated &&
          (rule.familyOnly === true ? m.experiencer !== 'patient' : m.experiencer === 'patient') &&
          !m.hypothetical &&
          !(rule.currentOnly === true && isEarlier(m)) &&
          !(rule.certainOnly === true && m.uncertain) &&
          !(sentences && !sentences.has(m.sentence)) &&
          !elsewhere?.has(m.sentence) &&
          !isTestNotDone(m, input.analysis) &&
          !isPatientQuotedDenial(m, input.analysis),
      );
      return {
        met: hits.length > 0,
        evaluated: hits.length > 0,
        findings: hits.map((m) => ({ span: m, evaluation: 'Rejects' as const, note: `"${m.text}" negated` })),
      };
    }
    case 'measured': {
      const sentences = rule.sameSentenceAs ? sentencesMentioning(rule.sameSentenceAs, input.mentions, input.analysis) : undefined;
      const elsewhere = rule.notSameSentenceAs ? sentencesMentioning(rule.notSameSentenceAs, input.mentions, input.analysis) : undefined;
      const candidates = thisStay(input.analysis).filter(
        (m) =>
          m.kind === rule.measurement &&
          (sentences === undefined || sentences.has(m.sentence)) &&
          (!rule.sameClause || !rule.sameSentenceAs || inClauseWith(m, rule.sameSentenceAs, input)) &&
          !elsewhere?.has(m.sentence) &&
          roleAllowed(m, rule.roles) &&
          oxygenAllowed(m, rule.oxygen) &&
          (!rule.inSections || rule.inSections.includes(m.section)) &&
          !(rule.notInSections && rule.notInSections.includes(m.section)) &&
          // Arose after admission: admission values neither show it normal throughout nor count as reported for it.
          !(input.presentOnAdmission === 'N' && (rule.quantifier === 'every' || rule.test.op === 'any') && beforeOnset(m)),
      );
      if (candidates.length === 0) return NONE;
      const every = rule.quantifier === 'every';
      // Inside the laboratory's printed range a value is normal, whatever the rule's own threshold.
      const passing = candidates.filter((m) => (rule.laboratoryRange === true && m.withinReference === true ? every : passes(m, rule.test, every)));
      // "Trending down to 1.2" alone: the higher values before it are unstated, so "normal throughout" is not shown.
      const fallHidesHigher = every && (rule.test.op === '<' || rule.test.op === '<=') && candidates.some((m) => m.endOfFall === true);
      const met = every ? passing.length === candidates.length && !fallHidesHigher : passing.length > 0;
      // Arose after admission, and only admission values were reported: the stay's values are unknown.
      if (!met && input.presentOnAdmission === 'N' && candidates.every(beforeOnset)) {
        return { met: false, evaluated: false, findings: candidates.map((m) => ({ span: m, evaluation: 'Other' as const, note: describeValue(m) })) };
      }
      const findings: Finding[] = candidates.map((m) => ({
        span: m,
        // Once met, the other values are context ("Na 138 ... then 128"), not counter-evidence.
        evaluation: passing.includes(m) ? 'Supports' : met ? 'Other' : 'Rejects',
        note: describeValue(m),
      }));
      return { met, evaluated: true, findings };
    }
    case 'reported': {
      const values = thisStay(input.analysis).filter((m) => m.kind === rule.measurement);
      const met = drawCount(values) >= rule.atLeast;
      return { met, evaluated: values.length > 0, findings: values.map((m) => ({ span: m, evaluation: 'Other' as const, note: describeValue(m) })) };
    }
    case 'change':
      return evaluateChange(rule, thisStay(input.analysis));
    case 'all-of':
    case 'any-of':
    case 'at-least': {
      const parts: CriterionResult[] = [];
      let metCount = 0;
      let evaluated = false;
      for (const child of node.children) {
        const part = evaluateNode(child, input, memo);
        parts.push(part);
        if (part.met) metCount++;
        if (part.evaluated) evaluated = true;
      }
      const need = rule.kind === 'all-of' ? parts.length : rule.kind === 'any-of' ? 1 : rule.n;
      const met = metCount >= need;
      // Met: what met it (the unmet branches of an anyOf are not counter-evidence), without its
      // rejecting asides unless rejecting is what met it ("no pneumonia" meets a ruled-out rule).
      // Unmet: all.
      let findings: Finding[];
      if (met) {
        const metFindings: Finding[] = [];
        const affirming: Finding[] = [];
        for (const p of parts) {
          if (!p.met) continue;
          for (const f of p.findings) {
            metFindings.push(f);
            if (f.evaluation !== 'Rejects') affirming.push(f);
          }
        }
        findings = affirming.length > 0 ? affirming : metFindings;
      } else {
        findings = [];
        for (const p of parts) for (const f of p.findings) findings.push(f);
      }
      return { met, evaluated, findings };
    }
    case 'not': {
      const inner = evaluateNode(node.children[0]!, input, memo);
      return {
        met: !inner.met,
        evaluated: inner.evaluated,
        findings: inner.findings.map((f) => ({ ...f, evaluation: flip(f.evaluation) })),
      };
    }
  }
}

/** A mention of one of `concepts`, not denied, in the value's sentence with no semicolon between them. */
function inClauseWith(value: PlacedMeasurement, concepts: readonly string[], input: EvaluationInput): boolean {
  const sentence = input.analysis.sentences[value.sentence];
  if (!sentence) return false;
  return concepts.some((c) =>
    (input.mentions.get(c) ?? []).some((m) => {
      if (m.negated || m.sentence !== value.sentence) return false;
      const between = sentence.text.slice(Math.min(m.end, value.end) - sentence.start, Math.max(m.start, value.start) - sentence.start);
      return !between.includes(';');
    }),
  );
}

/** The sentences that affirm one of `concepts`, and the line under a problem heading that does ("sameSentenceAs"). */
function writtenWith(concepts: readonly string[], input: EvaluationInput): ReadonlySet<number> {
  return withHeadedLines(sentencesMentioning(concepts, input.mentions, input.analysis), input.analysis);
}

/**
 * The sentences that name one of `concepts`, denied too, the line under a problem heading that does,
 * and the bare heading over such a line ("notSameSentenceAs"): where a mention is said of them.
 */
function writtenNear(concepts: readonly string[], input: EvaluationInput): ReadonlySet<number> {
  return withHeadings(withHeadedLines(sentencesMentioning(concepts, input.mentions, input.analysis, true), input.analysis), input.analysis);
}

/** The list items (see listItemsOf) with a sentence that names one of `concepts`. */
function itemsMentioning(concepts: readonly string[], input: EvaluationInput): ReadonlySet<number> {
  const itemOfSentence = listItemsOf(input.analysis);
  return new Set([...sentencesMentioning(concepts, input.mentions, input.analysis)].map((k) => itemOfSentence[k]!));
}

/**
 * Each sentence's list item: a sentence that opens a numbered or bulleted item ("6. Prostate
 * cancer: ...", "# CAD", "- R buttock: ...") or a label line ("Prostate cancer:") starts one, which
 * the following sentences of its section join, up to the next item. Elsewhere a sentence is an item
 * of its own.
 */
function listItemsOf(analysis: Analysis): readonly number[] {
  let items = listItemCache.get(analysis);
  if (items) return items;
  items = [];
  let id = -1;
  let inItem = false;
  analysis.sentences.forEach((s, k) => {
    const opens = listItemStart.test(s.text) || problemLabel.test(s.text) || labelLine.test(s.text);
    if (opens || !inItem || s.section !== analysis.sentences[k - 1]?.section) {
      id++;
      inItem = opens;
    }
    items.push(id);
  });
  listItemCache.set(analysis, items);
  return items;
}
const listItemCache = new WeakMap<Analysis, number[]>();
/** A label alone on its line: "Prostate cancer:". */
const labelLine = /^[ \t]*[A-Za-z][^.:;]{0,60}:[ \t]*$/;

/**
 * The sentences, and the line after each that is a problem heading ("4. Sodium." then "The single
 * low value on admission was spurious"): what a heading names, the line under it is about.
 */
function withHeadedLines(sentences: ReadonlySet<number>, analysis: Analysis): ReadonlySet<number> {
  return withNeighbours(sentences, analysis, headedCache, 1, isProblemHeading);
}
const headedCache = new WeakMap<ReadonlySet<number>, ReadonlySet<number>>();

/**
 * The sentences, and the problem heading right above each ("4. Smoking." over "You told us you quit
 * cigarettes in 2019"): what the line under a heading says of it keeps the heading's mention out too.
 */
function withHeadings(sentences: ReadonlySet<number>, analysis: Analysis): ReadonlySet<number> {
  return withNeighbours(sentences, analysis, headingCache, -1, (text) => bareHeading.test(text));
}
const headingCache = new WeakMap<ReadonlySet<number>, ReadonlySet<number>>();

/**
 * The sentences, and for each the one `step` away where a heading (passing `isHeading`) and its line
 * meet in one section. The next item of a list ("1. DTI, right heel" over "2. Unstageable, left
 * heel") is not under the one before. The sets come cached per analysis from sentencesMentioning,
 * so the result can be kept with them.
 */
function withNeighbours(
  sentences: ReadonlySet<number>,
  analysis: Analysis,
  cache: WeakMap<ReadonlySet<number>, ReadonlySet<number>>,
  step: 1 | -1,
  isHeading: (text: string) => boolean,
): ReadonlySet<number> {
  const cached = cache.get(sentences);
  if (cached) return cached;
  let out: Set<number> | undefined;
  for (const k of sentences) {
    const other = k + step;
    const heading = analysis.sentences[step === 1 ? k : other];
    const line = analysis.sentences[step === 1 ? other : k];
    if (heading === undefined || line === undefined || sentences.has(other) || line.section !== heading.section || !isHeading(heading.text)) continue;
    // The next item of the same list is not under the one before; a bullet under "#4 R buttock skin" is.
    if (listItemStart.test(line.text) && (listItemStart.test(heading.text) || !problemLabel.test(heading.text))) continue;
    out ??= new Set(sentences);
    out.add(other);
  }
  cache.set(sentences, out ?? sentences);
  return out ?? sentences;
}

/** A problem's name alone on its line, numbered or not: "4. Smoking.", "#Tobacco use:" (not "Sacrum: stage 2 wound."). */
// Up to six words, a slash between two labels included ("2. Right basilar opacity / possible aspiration.").
const bareHeading = /^[ \t]*(?:#|\d{1,2}[.)])?[ \t]*[A-Za-z][A-Za-z'/-]*(?:[ \t]+(?:\/[ \t]+)?[A-Za-z][A-Za-z'/-]*){0,5}[ \t]*[.:]?[ \t]*$/;

/**
 * Sentences that mention any of `concepts` (not negated, unless `deniedToo`), once per summary and concept list:
 * a pack binds many findings to the same site ("stage 1" ... "deep tissue injury", each to "heel").
 */
function sentencesMentioning(concepts: readonly string[], mentions: MentionIndex, analysis: Analysis, deniedToo = false): ReadonlySet<number> {
  let byList = sentenceSets.get(mentions);
  if (!byList) {
    byList = new Map();
    sentenceSets.set(mentions, byList);
  }
  const key = concepts.join('\u0000') + (deniedToo ? '\u0001' : '');
  let out = byList.get(key);
  if (!out) {
    out = new Set<number>();
    // "Clean-based gastric ulcer, no visible vessel": a denied companion binds nothing. It still
    // says whom a sentence is about, so it keeps a mention out: "the 23:00 result as spurious; no potassium given".
    for (const c of concepts) {
      for (const m of mentions.get(c) ?? []) {
        if (m.negated && !deniedToo) continue;
        out.add(m.sentence);
        // "7. C.O.P.D. (per NH problem list). Not addressed this adm.": a fragment that opens with
        // the phrase, and with its "not", is said of the sentence before it.
        if (m.sentence > 0 && FRAGMENT_OPENING.test(m.text) && m.start - (analysis.sentences[m.sentence]?.start ?? -Infinity) <= 2 && analysis.sentences[m.sentence - 1]?.section === analysis.sentences[m.sentence]?.section) {
          out.add(m.sentence - 1);
        }
      }
    }
    byList.set(key, out);
  }
  return out;
}
const FRAGMENT_OPENING = /^(?:not|never)\b/i;
const sentenceSets = new WeakMap<MentionIndex, Map<string, Set<number>>>();

const wordsOf = (m: Mention): string => m.text.toLowerCase();

/**
 * The words (a medicine's name as written) that the note ties to another indication and never to
 * the condition's own names: "Atrial fibrillation: rate controlled on metoprolol" gives every
 * "metoprolol" of the note to the AF, not to a listed CAD. A mention belongs to what its list item
 * or clause names ("HTN; AF on metoprolol; CAD": the AF), else to what its sentence names, else to the
 * condition named just before it or by the problem heading over it.
 */
function claimedElsewhere(
  mentions: readonly Mention[],
  claimedBy: { readonly concepts: readonly string[]; readonly ownedBy: readonly string[] },
  input: EvaluationInput,
): ReadonlySet<string> {
  const others = placesMentioning(claimedBy.concepts, input);
  const own = placesMentioning(claimedBy.ownedBy, input);
  const claimed = new Set<string>();
  const owned = new Set<string>();
  const { sentences, sections } = input.analysis;
  const sectionKind = (sentence: number): string | undefined => sections[sentences[sentence]?.section ?? -1]?.category;
  const medicineSentences = new Set(mentions.map((m) => m.sentence));
  // A line with a medicine of its own ("Metoprolol for rate control.") heads nothing below it.
  const isHeading = (k: number): boolean => !medicineSentences.has(k) && isProblemHeading(sentences[k]!.text);
  // The problem heading right above a sentence: "5. Hypertension." over "Continued lisinopril; BP 120s once rate controlled".
  const headedBy = (k: number): 'own' | 'other' | undefined => {
    if (k < 0 || sectionKind(k) !== sectionKind(k + 1) || !isHeading(k)) return undefined;
    return own.sentences.has(k) ? 'own' : others.sentences.has(k) ? 'other' : undefined;
  };
  for (const m of mentions) {
    const clause = clauseOf(m, input.analysis);
    const item = itemOf(m, input.analysis);
    const heading = headedBy(m.sentence - 1);
    // "permanent atrial fibrillation on apixaban and metoprolol, hypertension and hyperlipidemia": the list item first.
    if (own.items.has(item)) owned.add(wordsOf(m));
    else if (others.items.has(item)) claimed.add(wordsOf(m));
    else if (own.clauses.has(clause)) owned.add(wordsOf(m));
    else if (others.clauses.has(clause)) claimed.add(wordsOf(m));
    else if (heading === 'own') owned.add(wordsOf(m));
    else if (heading === 'other') claimed.add(wordsOf(m));
    else if (own.sentences.has(m.sentence)) owned.add(wordsOf(m));
    else if (others.sentences.has(m.sentence)) claimed.add(wordsOf(m));
    else {
      // The nearest sentence before it in its section that names one: the one just before when it names
      // the condition ("Her depression has been worse. Sertraline 50 mg was continued."), a problem
      // heading up to three back ("Dx: HFrEF. / Evidence: ... / Plan: continue carvedilol").
      // A "Plan:" sub-line opens a section of its own, of the same kind as the "Dx:" line's.
      const kind = sectionKind(m.sentence);
      // A line of another problem's paragraph ("She had mild volume overload ...") is read past, to that problem's heading.
      let inOthersParagraph = false;
      for (let k = m.sentence - 1; k >= m.sentence - 3 && k >= 0 && sectionKind(k) === kind; k--) {
        const heading = isHeading(k);
        if (own.sentences.has(k)) {
          if (!inOthersParagraph && (heading || k === m.sentence - 1)) owned.add(wordsOf(m));
        } else if (others.sentences.has(k)) {
          if (heading) claimed.add(wordsOf(m));
          else {
            inOthersParagraph = true;
            continue;
          }
        } else continue;
        break;
      }
    }
  }
  for (const words of owned) claimed.delete(words);
  return claimed;
}

/** A short line naming a problem, or a "Dx:" line ("Dx: HFrEF (EF 30%); ED impression ..."): it heads the lines under it. */
function isProblemHeading(sentence: string): boolean {
  if (problemLabel.test(sentence)) return true;
  // A medicine's line ("- furosemide 20 mg PO daily (HFpEF, volume)") heads nothing.
  if (doseWritten.test(sentence)) return false;
  let words = 0;
  for (const _ of sentence.matchAll(/[A-Za-z]+/g)) if (++words > 6) return false;
  return true;
}

const listItemStart = /^[ \t]*(?:\d{1,2}[.)]|[-•*])[ \t]/;
const doseWritten = /\d[ \t]*(?:mg|mcg|g|units?|meq|ml|puffs?|tabs?)\b/i;
// Or a numbered problem with its short label: "2. Left buttock skin breakdown: superficial ..." heads the line's next sentence.
const problemLabel = /^[ \t]*(?:#|(?:dx|diagnosis|problem(?:[ \t]+\d{1,2})?)[ \t]*:|\d{1,2}[.)][ \t]*[A-Za-z][A-Za-z'/-]*(?:[ \t]+[A-Za-z][A-Za-z'/-]*){0,5}[ \t]*:)/i;

/** Sentences and clauses (a sentence's parts between semicolons) that mention any of `concepts`, not denied. */
function placesMentioning(
  concepts: readonly string[],
  input: EvaluationInput,
): { sentences: ReadonlySet<number>; clauses: ReadonlySet<string>; items: ReadonlySet<string> } {
  const clauses = new Set<string>();
  const items = new Set<string>();
  for (const c of concepts) {
    for (const m of input.mentions.get(c) ?? []) {
      if (m.negated) continue;
      clauses.add(clauseOf(m, input.analysis));
      items.add(itemOf(m, input.analysis));
    }
  }
  return { sentences: sentencesMentioning(concepts, input.mentions, input.analysis), clauses, items };
}

/** "sentence:n", n the semicolons before the span in its sentence. */
function clauseOf(span: Mention, analysis: Analysis): string {
  let n = 0;
  for (const at of breaksOf(analysis)[span.sentence]?.semicolons ?? []) if (at < span.start) n++;
  return `${span.sentence}:${n}`;
}

/** "sentence:n,m": the list item, between commas or semicolons, that holds the span. */
function itemOf(span: Mention, analysis: Analysis): string {
  let n = 0;
  for (const at of breaksOf(analysis)[span.sentence]?.items ?? []) if (at < span.start) n++;
  return `${span.sentence}:i${n}`;
}

/** Each sentence's semicolon offsets, and its list breaks (commas not inside a number, and semicolons), found once per analysis. */
function breaksOf(analysis: Analysis): readonly SentenceBreaks[] {
  let found = breakCache.get(analysis);
  if (!found) {
    found = analysis.sentences.map((s) => {
      const semicolons: number[] = [];
      const items: number[] = [];
      for (let i = 0; i < s.text.length; i++) {
        const c = s.text.charCodeAt(i);
        if (c === 59) {
          semicolons.push(s.start + i);
          items.push(s.start + i);
        } else if (c === 44 && !(isDigit(s.text.charCodeAt(i - 1)) && isDigit(s.text.charCodeAt(i + 1)))) items.push(s.start + i);
      }
      return { semicolons, items };
    });
    breakCache.set(analysis, found);
  }
  return found;
}
interface SentenceBreaks {
  readonly semicolons: readonly number[];
  readonly items: readonly number[];
}
const breakCache = new WeakMap<Analysis, readonly SentenceBreaks[]>();
const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** A value from the admission (its role, or the chief complaint and HPI where the ED findings are written). */
function beforeOnset(m: PlacedMeasurement): boolean {
  return m.role === 'admission' || m.section === 'history-present-illness' || m.section === 'chief-complaint';
}

/**
 * Historical by a cue or a section that puts the finding in the past, not one that only dates its
 * onset before the stay (a habit, an allergy, "since 2003", "diagnosed in 2019"): a validation reads
 * "denies alcohol", "smokes 1 ppd" and "lymphoma diagnosed in 2019, now on R-CHOP" as the patient's
 * state now.
 */
function isEarlier(m: Mention): boolean {
  return m.historical && m.cues.some(placesInPast);
}

/** Historical only by where it is listed (a home medication list), not by a cue nor by an earlier stay's recap. */
function historicalBySectionOnly(m: Mention): boolean {
  return m.cues.every((c) => !placesInPast(c) || (c.source === 'section' && c.rule !== 'section:earlier-stay'));
}

function placesInPast(c: ContextCue): boolean {
  return c.attribute === 'historical' && c.datesOnset !== true;
}

/**
 * "Ruled out", "excluded", "does not have", "entered in error", "please remove", "do not carry": the
 * author's explicit revision of a diagnosis, not a bare "no".
 */
const REVISION_CUE = new RegExp(
  `\\b(?:${[
    'not consistent with', 'ruled?[-\\s]+out', 'excluded', 'not have', 'never had', 'in error', 'removed?', 'removing', 'not agree', 'disagree',
    'not carry', 'not supported', 'not (?:felt|thought) to be', 'not met', 'no features of',
    'no longer (?:felt|thought|considered|believed) to (?:have|be)',
    // A test's verdict: "her coronary CTA showed no coronary artery disease".
    '(?:showed|shows|revealed|demonstrated) no',
  ]
    .map((phrase) => phrase.replace(/ /g, '[ \\t]+'))
    .join('|')})\\b`,
  'i',
);
/** A denial in the words of a revision ("I do not agree with this diagnosis", "ruled out"). */
export function isRevisionDenial(m: Mention, sentence?: string): boolean {
  if (!m.negated) return false;
  if (m.cues.some((c) => c.attribute === 'negated' && (REVISION_RULES.has(c.rule) || REVISION_CUE.test(c.text)))) return true;
  // A plain denial before the name, in a sentence that says it revises: "the assessment was
  // revised: septic emboli, not pneumonia"; "Final assessment: no pneumonia". (A result after the
  // name, "pneumonia, organism not identified", is no verdict on the label.)
  return sentence !== undefined && m.cues.some((c) => c.attribute === 'negated' && c.rule === 'neg-pre') && REVISING_SENTENCE.test(sentence);
}
const REVISING_SENTENCE = /\b(?:was|were|been|is)[ \t]+revised\b|\bfinal[ \t]+(?:assessment|diagnosis|diagnoses|impression)\b/i;
/** Rules whose every cue is a verdict on a label ("withdrawn", "was an error", "is NOT"): see lib/context/rules.en.ts. */
const REVISION_RULES: ReadonlySet<string> = new Set(['neg-verdict-post', 'neg-emphatic', 'neg-misclassified']);

const revisionCache = new WeakMap<readonly Mention[], { supersedes(m: Mention): boolean } | null>();

/**
 * A diagnosis the author rules out after making it ("#CAP - RULED OUT, antibiotics stopped" on day
 * 4): the affirmations written before the ruling-out are superseded, and so are later lines that
 * only repeat an earlier sentence word for word (copied-forward daily notes). An affirmation
 * written afresh after it stands ("ruled out in the ED; on day 2 septic shock").
 */
function revisionOf(all: readonly Mention[], concept: string, input: PackInput): { supersedes(m: Mention): boolean } | null {
  let cached = revisionCache.get(all);
  if (cached !== undefined) return cached;
  const analysis = input.analysis;
  // A denial that names a more specific condition ("aspiration pneumonia was ruled out", also a
  // mention of the pack's aspiration concept; "MRSA pneumonia | Ruled out", the organism written
  // onto the name) revises that condition, not the general one.
  const qualifies = (o: Mention, m: Mention): boolean => {
    if (o.start === m.start && o.end === m.end) return true;
    if (o.end > m.start || m.start - o.end > 2) return false;
    const sentence = analysis.sentences[m.sentence];
    return sentence !== undefined && /^[ -]*$/.test(sentence.text.slice(o.end - sentence.start, m.start - sentence.start));
  };
  // The pack's other concepts written on the same words: a more specific name ("aspiration").
  const named = new Map<Mention, string[]>();
  const othersNaming = (m: Mention): string[] => {
    let found = named.get(m);
    if (found) return found;
    found = [];
    for (const [other, mentions] of input.mentions) {
      if (other !== concept && mentions.some((o) => o.sentence === m.sentence && qualifies(o, m))) found.push(other);
    }
    named.set(m, found);
    return found;
  };
  let last: Mention | undefined;
  // A denial of a more specific name revises the mentions that name it too: "3. Acute metabolic
  // encephalopathy" ... "I disagree with her assessment of acute metabolic encephalopathy"; "Obesity
  // hypoventilation:" ... "no longer felt to have obesity hypoventilation syndrome" (names shared by
  // the pack's comorbidity concepts). The bare general name stays.
  const specific: { start: number; others: readonly string[] }[] = [];
  // A revision written of one site, with the sites of each mention: it revises only its own site's.
  const sitesOf = input.sites === undefined ? undefined : siteFinder(input.sites, input);
  const sited: { start: number; sites: ReadonlySet<string> }[] = [];
  for (const m of all) {
    // A revising sentence that also affirms the condition ("The final diagnosis is CAP; please do not
    // carry Pseudomonas") revises only what its own cue says.
    if (!isOwnDenial(m)) continue;
    const affirmedBeside = all.some((o) => o.sentence === m.sentence && !o.negated);
    if (!isRevisionDenial(m, affirmedBeside ? undefined : analysis.sentences[m.sentence]?.text)) continue;
    const others = othersNaming(m);
    const sites = sitesOf?.(m.sentence);
    if (sites !== undefined && sites.size > 0) sited.push({ start: m.start, sites });
    else if (others.length === 0) {
      if (!last || m.start > last.start) last = m;
    } else specific.push({ start: m.start, others });
  }
  cached = null;
  if (last !== undefined || specific.length > 0 || sited.length > 0) {
    const lastAt = last?.start ?? -1;
    cached = {
      supersedes: (m) => {
        let at = lastAt;
        if (sited.length > 0) {
          const mine = sitesOf!(m.sentence);
          for (const d of sited) if (d.start > at && (mine.size === 0 || [...mine].some((x) => d.sites.has(x)))) at = d.start;
        }
        if (m.start < at) return true;
        const later = specific.filter((d) => m.start < d.start);
        if (later.length > 0) {
          const mine = othersNaming(m);
          if (later.some((d) => d.others.every((o) => mine.includes(o)))) return true;
        }
        if (at < 0) return false;
        const copies = copiesOf(analysis);
        return (copies.firstEnd.get(copies.normalized[m.sentence] ?? '') ?? Infinity) <= at;
      },
    };
  }
  revisionCache.set(all, cached);
  return cached;
}

/**
 * The pack's site concepts written in a sentence, or else in the problem heading right above it
 * ("#4 R buttock skin" over "- Per WOC RN: IAD, NOT a pressure injury"), as sameSentenceAs reads them.
 */
function siteFinder(sites: readonly string[], input: EvaluationInput): (sentence: number) => ReadonlySet<string> {
  const written = sites.map((site) => ({ site, own: sentencesMentioning([site], input.mentions, input.analysis, true) }));
  const headed = written.map(({ site, own }) => ({ site, lines: withHeadedLines(own, input.analysis) }));
  return (k) => {
    const own = new Set(written.filter((w) => w.own.has(k)).map((w) => w.site));
    return own.size > 0 ? own : new Set(headed.filter((h) => h.lines.has(k)).map((h) => h.site));
  };
}

/** "New atrial fibrillation†" with "† ... over-read: no atrial fibrillation": the footnote corrects the line it marks. */
function deniedInItsFootnote(m: Mention, all: readonly Mention[]): boolean {
  const note = m.footnote;
  return note !== undefined && all.some((d) => d.start >= note.start && d.end <= note.end && isOwnDenial(d));
}

/** In a concept that lists different things, a revision supersedes only the earlier mentions of its own words. */
function revisionOfSameWords(all: readonly Mention[]): { supersedes(m: Mention): boolean } | null {
  const denials = all.filter((d) => isOwnDenial(d) && isRevisionDenial(d));
  if (denials.length === 0) return null;
  return { supersedes: (m) => denials.some((d) => d.start > m.start && wordsOf(d) === wordsOf(m)) };
}

const copyCache = new WeakMap<Analysis, { normalized: readonly string[]; firstEnd: ReadonlyMap<string, number> }>();

/** Each sentence's text as compared for copies, and where each text first ends in the note. */
function copiesOf(analysis: Analysis): { normalized: readonly string[]; firstEnd: ReadonlyMap<string, number> } {
  let copies = copyCache.get(analysis);
  if (!copies) {
    const normalized = analysis.sentences.map((s) => s.text.replace(/\s+/g, ' ').trim().toLowerCase());
    const firstEnd = new Map<string, number>();
    normalized.forEach((text, i) => {
      if (!firstEnd.has(text)) firstEnd.set(text, analysis.sentences[i]!.end);
    });
    copies = { normalized, firstEnd };
    copyCache.set(analysis, copies);
  }
  return copies;
}

/** A current, certain affirmation for the patient in the author's own voice. */
function isOwnAffirmation(m: Mention): boolean {
  // A social history's "quit smoking in 2004" is history only by where it stands: still the author's word now.
  return !m.negated && !m.attributed && !m.uncertain && m.experiencer === 'patient' && !m.hypothetical && (!isEarlier(m) || historicalBySectionOnly(m));
}

/** A current doubt for the patient in the author's own voice: "AF versus ectopy, unconfirmed". */
function isOwnDoubt(m: Mention): boolean {
  return m.uncertain && !m.negated && !m.attributed && m.experiencer === 'patient' && !m.hypothetical && !isEarlier(m);
}

/**
 * A test that was never done ("ketones were not sent", "no ketone measurement was obtained", "no
 * repeat troponin was drawn"): absent, but not a negative result, so it rules nothing out.
 */
function isTestNotDone(m: Mention, analysis: Analysis): boolean {
  const denials = m.cues.filter((c) => c.attribute === 'negated');
  if (denials.some((c) => c.rule === 'neg-not-done')) return true;
  const sentence = analysis.sentences[m.sentence];
  if (sentence === undefined || !denials.some((c) => c.end <= m.start)) return false;
  return NOT_DONE_AFTER.test(sentence.text.slice(m.end - sentence.start));
}
/** "No [ketone] measurement was obtained", "no [troponin] result is available": the denial is of the test being done. */
const NOT_DONE_AFTER =
  /^[^.;:]{0,40}?\b(?:was|were|is|are|has[ \t]+been|have[ \t]+been)[ \t]+(?:ever[ \t]+)?(?:obtained|available|sent|drawn|checked|measured|performed|done|ordered|repeated|present|on[ \t]+file|resulted|found)\b/i;

/** A current denial for the patient in the author's own voice, not one reported from elsewhere. */
function isOwnDenial(m: Mention): boolean {
  return isOwnDenialEver(m) && !isEarlier(m);
}

/** The author denying the patient ever had it ("no prior diagnosis of COPD"), which a label that presupposes it cannot survive. */
function isOwnDenialEver(m: Mention): boolean {
  return m.negated && (!m.attributed || deniesQuotedLabel(m)) && m.experiencer === 'patient' && !m.hypothetical;
}

/**
 * A denial inside the patient's own quoted words: he says he "never really smoked". A clinician's
 * quoted note ('Attending note: "Alcoholic ketoacidosis, not DKA"') still rules out.
 */
function isPatientQuotedDenial(m: Mention, analysis: Analysis): boolean {
  const quote = m.cues.find((c) => c.rule === 'attr-quoted');
  if (!quote || m.cues.some((d) => d.attribute === 'negated' && (d.start < quote.scope.start || d.end > quote.scope.end))) return false;
  const sentence = analysis.sentences[m.sentence];
  return sentence !== undefined && PATIENT_SAYS.test(sentence.text.slice(0, quote.start - sentence.start));
}
const PATIENT_SAYS = /\b(?:he|she|patient|pt)[ \t]+(?:says|said|states|stated|reports|reported|insists|insisted|claims|claimed|maintains|maintained)(?:[ \t]+(?:that[ \t]+)?(?:he|she))?[ \t]*$/i;

/**
 * A label in quotation marks is someone else's word, but a denial outside the quotes is the
 * author's verdict on it: '"COPD": not supported. Never smoker.'
 */
function deniesQuotedLabel(m: Mention): boolean {
  const attributions = m.cues.filter((c) => c.attribute === 'attributed');
  const denials = m.cues.filter((c) => c.attribute === 'negated');
  return (
    attributions.every((c) => c.rule === 'attr-quoted') &&
    denials.length > 0 &&
    denials.every((d) => attributions.every((q) => d.end <= q.scope.start || d.start >= q.scope.end))
  );
}

/** Affirmed, about the patient, current and not hypothetical, unless the rule opts in. */
function mentionQualifies(m: Mention, allow: readonly string[]): boolean {
  if (m.negated && !allow.includes('negated')) return false;
  if (m.experiencer !== 'patient' && !allow.includes('family')) return false;
  if (isEarlier(m) && !allow.includes('historical') && !(allow.includes('listed') && historicalBySectionOnly(m))) return false;
  if (m.uncertain && !allow.includes('uncertain')) return false;
  if (m.hypothetical && !allow.includes('hypothetical')) return false;
  return true;
}

function flip(e: Finding['evaluation']): Finding['evaluation'] {
  return e === 'Supports' ? 'Rejects' : e === 'Rejects' ? 'Supports' : 'Other';
}

function roleAllowed(m: PlacedMeasurement, roles: readonly string[] | undefined): boolean {
  const role = m.role ?? 'none';
  if (!roles) return role !== 'baseline';
  return roles.includes(role);
}

function oxygenAllowed(m: PlacedMeasurement, oxygen: readonly string[] | undefined): boolean {
  if (!oxygen) return true;
  const support = m.oxygen?.support;
  const state = support === undefined ? 'unknown' : support === 'room-air' ? 'room-air' : 'supplemental';
  return oxygen.includes(state);
}

const thisStayCache = new WeakMap<Analysis, readonly PlacedMeasurement[]>();

/**
 * How many draws the values of one kind stand for. A value restated elsewhere in the note ("Troponin
 * I 0.09 ng/mL" in the results, "the single ED troponin of 0.09" in the course; "creatinine 1.8 on
 * arrival") is one draw, so a single value does not pass for a series. Equal values in one section
 * with no role are separate draws ("K 3.4 on day 2 ... K 3.4 on day 4").
 */
function drawCount(values: readonly PlacedMeasurement[]): number {
  // A series written again in another sentence ("Hyponatremia (Na 134 -> 136)" ... "Na 134 on admission
  // and 136 the next morning") is the same draws.
  const seriesSeen = new Set<string>();
  const restatedSentences = new Set<number>();
  const bySentence = new Map<number, number[]>();
  for (const m of values) {
    const series = bySentence.get(m.sentence);
    if (series) series.push(m.canonical.value);
    else bySentence.set(m.sentence, [m.canonical.value]);
  }
  for (const [sentence, series] of bySentence) {
    if (series.length < 2) continue;
    const key = series.join('|');
    if (seriesSeen.has(key)) restatedSentences.add(sentence);
    seriesSeen.add(key);
  }
  // A span ("glucose 118-164") is at least two draws.
  return values
    .filter((m, i) => !restatedSentences.has(m.sentence) && !values.some((earlier, j) => j < i && restates(m, earlier)))
    .reduce((count, m) => count + (m.value.upper !== undefined && m.value.upper !== m.value.number ? 2 : 1), 0);
}

function restates(later: PlacedMeasurement, earlier: PlacedMeasurement): boolean {
  const unplaced = (m: PlacedMeasurement): boolean => m.role === undefined || m.role === 'admission';
  return (
    later.canonical.value === earlier.canonical.value &&
    // A span ("every later potassium was 4.0-4.4") is other draws than a single value at its low end.
    later.value.upper === earlier.value.upper &&
    unplaced(later) &&
    unplaced(earlier) &&
    (later.section !== earlier.section || later.role === 'admission' || earlier.role === 'admission')
  );
}

/**
 * The values of this stay: a value the note gives for an earlier stay, one the laboratory superseded,
 * a number in a teaching point ("a sodium below 130 should prompt ..."), or an episode's value
 * listed in the past history ("PMH: 4. Hyponatremia 04/2023 (Na 126), resolved") meets no criterion.
 */
function thisStay(analysis: Analysis): readonly PlacedMeasurement[] {
  let values = thisStayCache.get(analysis);
  if (values === undefined) {
    values = analysis.measurements.filter(
      (m) => m.earlierStay !== true && m.superseded !== true && m.section !== 'teaching' && !pastEpisodeValue(analysis, m),
    );
    thisStayCache.set(analysis, values);
  }
  return values;
}

const PAST_HISTORY_SECTIONS: ReadonlySet<string> = new Set(['past-medical-history', 'past-surgical-history']);
/**
 * Values of an acute episode. A past history's creatinine, eGFR, EF, weight, BMI or A1c describes a
 * standing state (a baseline, a heart failure's type, an obesity), so it stays.
 */
const EPISODE_KINDS: ReadonlySet<MeasurementKind> = new Set<MeasurementKind>([
  'sodium', 'potassium', 'bicarbonate', 'chloride', 'glucose', 'lactate', 'wbc', 'hemoglobin', 'hematocrit', 'platelets', 'troponin',
  'ph', 'pco2', 'po2', 'fio2', 'pf-ratio', 'spo2', 'temperature', 'heart-rate', 'respiratory-rate', 'systolic-bp', 'diastolic-bp', 'map',
  'gcs', 'anion-gap', 'beta-hydroxybutyrate', 'bands', 'blood-loss', 'osmolality', 'ciwa', 'magnesium', 'calcium', 'ionized-calcium', 'corrected-calcium', 'phosphorus', 'ck', 'ast', 'alt', 'fena',
]);

/** A year, alone or closing a date ("2023", "04/2023"). */
const DATED_BY_YEAR = /(?:^|[^0-9])(?:19|20)[0-9]{2}(?![0-9])/;

/**
 * An episode's value in a past-history entry dated by its year: that episode's, not this stay's.
 * The year is asked for because a past history's section runs on, in many notes, into the
 * paragraph that follows it ("PMH: hypertension, CKD 3a.\n\nOn arrival: T 36.9 C, BP 162/84").
 */
function pastEpisodeValue(analysis: Analysis, m: PlacedMeasurement): boolean {
  if (!PAST_HISTORY_SECTIONS.has(m.section) || !EPISODE_KINDS.has(m.kind) || m.role === 'baseline') return false;
  const sentence = analysis.sentences[m.sentence];
  return sentence !== undefined && DATED_BY_YEAR.test(sentence.text);
}

/** mmHg a venous pCO2 runs above the arterial (criteria-reference §2.2: ~4-8); the middle of that range. */
const VENOUS_PCO2_EXCESS = 6;

/**
 * Compares the canonical value, honouring the comparator as written ("<0.01" is below 0.04). A
 * span of values ("K ranged 3.1-4.4", "HR 110s") passes when some value in it does, or, for a
 * test every value must pass (`every`), when all of it does.
 */
function passes(m: PlacedMeasurement, test: ValueTest, every = false): boolean {
  if (test.op === 'any') return true;
  // Pack thresholds are checked at load to be in the measurement's canonical unit, and a pCO2's
  // are arterial: a venous one is read as the arterial value it stands for.
  const offset = m.venous === true && m.kind === 'pco2' ? -VENOUS_PCO2_EXCESS : 0;
  const low = m.canonical.value + offset;
  const high = (m.canonical.upper ?? m.canonical.value) + offset;
  const threshold = test.op === 'between' ? undefined : test.value;
  switch (test.op) {
    case '>': {
      const value = every ? low : high;
      return value > threshold! || (m.comparator === '>' && value >= threshold!);
    }
    case '>=':
      return (every ? low : high) >= threshold! && m.comparator !== '<';
    case '<': {
      const value = every ? high : low;
      return value < threshold! || (m.comparator === '<' && value <= threshold!);
    }
    case '<=':
      return (every ? high : low) <= threshold! && m.comparator !== '>';
    case 'between':
      return (every ? low >= test.low && high <= test.high : low <= test.high && high >= test.low) && m.comparator === '=';
  }
}

function evaluateChange(rule: Extract<Rule<string>, { kind: 'change' }>, all: readonly PlacedMeasurement[]): CriterionResult {
  const values = all.filter((m) => m.kind === rule.measurement);
  if (values.length < 2) return { met: false, evaluated: false, findings: values.map(asOther) };
  const rising = rule.direction === 'rise';
  // A bound guarantees one side only: "Cr > 1.5" (a dosing rule) may be the top of a rise but is
  // no nadir of a fall, and "< 1.0" may start a rise but ends no fall.
  const canStart = (m: PlacedMeasurement) => !m.comparator.startsWith(rising ? '>' : '<');
  const canEnd = (m: PlacedMeasurement) => !m.comparator.startsWith(rising ? '<' : '>');
  const stated = values.filter((m) => m.role === 'baseline' && canStart(m));
  if (rule.onlyWithoutBaseline === true && stated.length > 0) return { met: false, evaluated: true, findings: values.map(asOther) };
  const others = values.filter((m) => m.role !== 'baseline' && canEnd(m));
  if (others.length === 0) return { met: false, evaluated: false, findings: values.map(asOther) };
  // The extreme current value: the peak for a rise, the nadir for a fall.
  const extreme = pick(others, rising ? 'max' : 'min');
  // The reference: the lowest (rise) or highest (fall) of any stated baseline and the values
  // written before the extreme. "Cr 2.6 on admission (baseline 0.9)" rises from 0.9; "2.6 on
  // admission, 1.1 at discharge" falls from 2.6; "Hgb dropped from baseline 13 to 7.9" from 13.
  const candidates = [...stated, ...values.filter((m) => m.role !== 'baseline' && canStart(m) && m.start < extreme.start)];
  if (candidates.length === 0) {
    return { met: false, evaluated: true, findings: values.map((m) => ({ span: m, evaluation: 'Rejects' as const, note: describeValue(m) })) };
  }
  const baseline = pick(candidates, rising ? 'min' : 'max');
  // A baseline stated as a span ("creatinine 1.9-2.1 over the past year") holds every value in it:
  // a rise is counted from its top, or a value inside the patient's own range would be an injury.
  const from = rising ? (stated.includes(baseline) ? highOf(baseline) : baseline.canonical.value) : highOf(baseline);
  const to = rising ? highOf(extreme) : extreme.canonical.value;
  const delta = rising ? to - from : from - to;
  const ratio = rising ? (from > 0 ? to / from : Infinity) : to > 0 ? from / to : Infinity;
  const met = (rule.by !== undefined && delta >= rule.by - 1e-9) || (rule.ratio !== undefined && ratio >= rule.ratio - 1e-9);
  const evaluation = met ? 'Supports' : 'Rejects';
  const note = `${rule.measurement} ${fmt(from)} -> ${fmt(to)} ${baseline.canonical.unit}${stated.includes(baseline) ? ' (from the stated baseline)' : ''}`;
  return {
    met,
    evaluated: true,
    findings: [
      { span: baseline, evaluation, note },
      { span: extreme, evaluation, note },
    ],
  };
}

/** The highest value of a span ("Cr 1.8-2.3" is 2.3), or the value itself. */
function highOf(m: PlacedMeasurement): number {
  return m.canonical.upper ?? m.canonical.value;
}

function pick(values: readonly PlacedMeasurement[], which: 'max' | 'min'): PlacedMeasurement {
  let best = values[0]!;
  for (const m of values) {
    if (which === 'max' ? highOf(m) > highOf(best) : m.canonical.value < best.canonical.value) best = m;
  }
  return best;
}

function asOther(m: PlacedMeasurement): Finding {
  return { span: m, evaluation: 'Other', note: describeValue(m) };
}

export function describeValue(m: PlacedMeasurement): string {
  const cmp = m.comparator === '=' ? '' : m.comparator;
  const value = m.canonical.upper === undefined ? fmt(m.canonical.value) : `${fmt(m.canonical.value)}-${fmt(m.canonical.upper)}`;
  return `${m.kind} ${cmp}${value} ${m.canonical.unit}${m.venous === true ? ' (venous)' : ''}`.trim();
}

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}

/** Evaluates a decision expression over criterion results. */
export function evaluateExpr(expr: CriterionExpr<string>, results: CriteriaResults): { met: boolean; evaluated: boolean; ids: string[] } {
  if (typeof expr === 'string') {
    const r = results[expr];
    return { met: r?.met ?? false, evaluated: r?.evaluated ?? false, ids: [expr] };
  }
  const parts = 'allOf' in expr ? expr.allOf : 'anyOf' in expr ? expr.anyOf : expr.of;
  let metCount = 0;
  let evaluated = false;
  const ids: string[] = [];
  for (const p of parts) {
    const r = evaluateExpr(p, results);
    if (r.met) metCount++;
    if (r.evaluated) evaluated = true;
    for (const id of r.ids) ids.push(id);
  }
  const need = 'allOf' in expr ? parts.length : 'anyOf' in expr ? 1 : expr.atLeast;
  return { met: metCount >= need, evaluated, ids };
}
