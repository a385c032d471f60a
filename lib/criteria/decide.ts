import type { Analysis, Mention } from '../analyze';
import type { TextSpan } from '../text/span';
import { packConceptId, type CodeSpec, type CriterionExpr, type Pack, type Rule, type Variant } from './define';
import { evaluateExpr, isRevisionDenial, type CriteriaResults, type Finding } from './evaluate';

export type ResultValue = 'Supported' | 'Unsupported' | 'NoDetermination';
export type EvaluationValue = 'Supports' | 'Rejects' | 'Other';

/** An evidence item in the service specification's shape. */
export interface EvidenceItem {
  readonly criteria: string;
  readonly source: { readonly start_index: number; readonly end_index: number; readonly text: string };
  readonly evaluation: EvaluationValue;
}

export interface Determination {
  readonly result: ResultValue;
  readonly confidence: number;
  readonly reasoning: string;
  readonly evidence: readonly EvidenceItem[];
}

/** Which step of the decision decided, for reviewers and pack authors. */
export type DecisionStep =
  | 'ruled-out'
  | 'refuted'
  | 'plan-required-absent'
  | 'code-contradicted'
  | 'code-specificity-undocumented'
  | 'criteria-met'
  | 'criteria-not-met'
  | 'narrative'
  | 'named-only'
  | 'uncertain-or-historical'
  | 'conflicting'
  | 'self-contradicting'
  | 'left-open'
  | 'left-undecided'
  | 'silent';

export interface DecisionTrace {
  readonly step: DecisionStep;
  readonly met: readonly string[];
  readonly unmet: readonly string[];
}

/**
 * Confidence per step, from the grading table of criteria-reference §1.4, calibrated on the
 * labelled dev claims (see docs/criteria-packs.md). One table, so calibration is one edit.
 */
export const confidenceByStep: Readonly<Record<DecisionStep, number>> = {
  'ruled-out': 0.93,
  refuted: 0.85,
  'plan-required-absent': 0.8,
  'code-contradicted': 0.8,
  'code-specificity-undocumented': 0.5,
  'criteria-met': 0.93,
  'criteria-not-met': 0.85,
  narrative: 0.8,
  'named-only': 0.85,
  'uncertain-or-historical': 0.6,
  conflicting: 0.6,
  'self-contradicting': 0.6,
  'left-open': 0.6,
  'left-undecided': 0.6,
  silent: 0.75,
};

const MAX_EVIDENCE = 8;

export interface DecideInput {
  readonly pack: Pack;
  readonly variant: Variant<string, string> | undefined;
  readonly profileName: string;
  readonly code: CodeSpec<string>;
  readonly results: CriteriaResults;
  readonly analysis: Analysis;
  readonly text: string;
}

/** Applies a pack's decision to its criterion results, for one billed code. */
export function decide(input: DecideInput): { determination: Determination; trace: DecisionTrace } {
  const { pack, variant, results } = input;
  const decision = { ...pack.decision, ...(variant?.decision ?? {}) };
  const check = (expr: CriterionExpr<string> | undefined) => (expr === undefined ? undefined : evaluateExpr(expr, results));

  const documented = check(decision.documented)!;
  const supported = check(decision.supported)!;
  const decidable = check(decision.decidable) ?? { met: false, evaluated: false, ids: [] };
  const refuted = check(decision.refuted);
  const narrative = check(decision.narrative);
  const conflicts = check(decision.conflicts);
  const requires = check(input.code.requires);
  const contradicts = check(input.code.contradicts);
  const required = check(variant?.required);
  const strengthens = (decision.strengthens ?? []).filter((id) => results[id]?.met);

  let step: DecisionStep;
  let decisive: string[];
  // Criteria met against the billed code, besides those of the AGAINST_STEPS.
  let contradicting: string[] = [];
  // Refuted wins when the criteria are not met, and when they are met only on evidence while
  // the note names the condition and no longer affirms it (a diagnosis revised after the work-up).
  if (refuted?.met && (!supported.met || (documented.evaluated && !documented.met))) {
    step = documentedAnywhere(results, documented.ids) ? 'refuted' : 'ruled-out';
    decisive = metOf(refuted.ids, results);
  } else if (required && !required.met && (supported.met || decidable.met || narrative?.met || (documented.met && decidable.evaluated))) {
    // "Absent from a note that otherwise discusses the condition with data" (design.md): a bare
    // named mention is not enough to hold the note to the plan's required element.
    step = 'plan-required-absent';
    decisive = required.ids;
  } else if (supported.met && contradicts?.met) {
    step = 'code-contradicted';
    decisive = metOf(contradicts.ids, results);
  } else if (supported.met && requires && !requires.met) {
    step = 'code-specificity-undocumented';
    decisive = requires.ids;
  } else if (supported.met) {
    step = 'criteria-met';
    decisive = supported.ids;
  } else if (refuted?.met) {
    step = 'refuted';
    decisive = metOf(refuted.ids, results);
  } else if (decidable.met) {
    step = 'criteria-not-met';
    // What contradicts the billed code (a normal BNP and no congestion for acute HF) is named first.
    contradicting = contradicts?.met ? metOf(contradicts.ids, results) : [];
    decisive = unique([...contradicting, ...supported.ids, ...decidable.ids]);
  } else if (narrative?.met) {
    step = contradicts?.met ? 'code-contradicted' : 'narrative';
    decisive = contradicts?.met ? metOf(contradicts.ids, results) : narrative.ids;
  } else if (contradicts?.met && (documented.met || (documented.evaluated && (deniedByAuthor(results, contradicts.ids) || valuesContradict(results, contradicts.ids))))) {
    // Named, and documented otherwise than the code says (a chronic acidosis billed as acute, EF 62%
    // billed as systolic): the specificity is contradicted whatever the rest of the evidence. So is a
    // label the author withdrew ("COPD exacerbation - I do not agree with this diagnosis").
    step = 'code-contradicted';
    decisive = metOf(contradicts.ids, results);
  } else if (documented.met) {
    step = 'named-only';
    decisive = unique([...documented.ids, ...withData(supported.ids, results)]);
  } else if (documented.evaluated) {
    step = 'uncertain-or-historical';
    decisive = documented.ids;
  } else {
    step = 'silent';
    // Not named, yet some of its criteria had data ("Na 124" and no treatment): show what was
    // weighed, so the reader sees why the values alone did not decide.
    decisive = withData(supported.ids, results);
  }

  // "Conflicting to decide" (design.md): the note itself says its authors never settled it.
  if (CONFLICT_DECIDABLE.has(step) && unresolvedConflict(input, documented.ids, refuted?.ids ?? [])) {
    step = 'conflicting';
    decisive = unique([...documented.ids, ...(refuted?.ids ?? [])]);
  } else if (step === 'criteria-met' && conflicts?.met) {
    step = 'self-contradicting';
    decisive = unique([...documented.ids, ...conflicts.ids]);
  }
  // Criteria unmet by the data at hand, where the author says the data that would settle it are
  // missing and the diagnosis was "neither confirmed nor excluded": the summary cannot decide it.
  // So too where the author says it could not be told apart from another ("AKI not yet recovered or
  // undiagnosed CKD; the two could not be distinguished").
  if (step === 'criteria-not-met' && leftOpenByAuthor(input, documented.ids, LEFT_UNDECIDED)) step = 'left-open';
  // Criteria met by the data while the author names the condition only as a possibility and says
  // it stayed undecided ("clinically this remains indeterminate - pulmonary infarct vs pneumonia"):
  // the data were weighed by the author and did not settle it.
  // So too where another hand named it, if the note's last word on it is the author's own doubt:
  // the nurse stages a pressure injury, the physician's "etiology remains indeterminate (pressure
  // injury vs MASD)" comes after.
  // Most notes never say so: look at the pack's concepts only where one does.
  if (step === 'criteria-met' && documented.evaluated && saysLeftUndecided(input.analysis)) {
    const named = conceptsNamedBy(input, documented.ids);
    if (documented.met ? lastWordLeftUndecided(input, named) : saidNear(input, namingSentences(input, named), LEFT_UNDECIDED)) step = 'left-undecided';
  }

  const result = resultOf(step);
  let confidence = confidenceByStep[step];
  if (step === 'criteria-met') {
    if (!documented.met) confidence -= 0.1;
    if (strengthens.length > 0) confidence += 0.05;
  }
  // A Supported answer shows what met the rule; the unmet alternatives of an anyOf are not
  // counter-evidence. Other answers show everything that was weighed.
  const shown = result === 'Supported' ? decisive.filter((id) => results[id]?.met) : decisive;
  const ids = unique([...shown, ...documented.ids.filter((id) => results[id]?.met || result !== 'Supported'), ...(result === 'Supported' ? strengthens : [])]);
  const met: string[] = [];
  const unmet: string[] = [];
  for (const id of Object.keys(results)) (results[id]!.met ? met : unmet).push(id);
  return {
    determination: {
      result,
      confidence: Math.round(Math.min(0.99, Math.max(0.01, confidence)) * 100) / 100,
      reasoning: explain(step, input, { decisive, strengthens, contradicting, documented: documented.ids, supported: supported.ids }),
      evidence: collectEvidence(input, ids, new Set(AGAINST_STEPS.has(step) ? decisive : contradicting)),
    },
    trace: { step, met, unmet },
  };
}

function resultOf(step: DecisionStep): ResultValue {
  switch (step) {
    case 'criteria-met':
    case 'narrative':
      return 'Supported';
    case 'ruled-out':
    case 'refuted':
    case 'plan-required-absent':
    case 'code-contradicted':
    case 'criteria-not-met':
      return 'Unsupported';
    default:
      return 'NoDetermination';
  }
}

/** Steps a disagreement the note leaves open turns to NoDetermination. */
const CONFLICT_DECIDABLE: ReadonlySet<DecisionStep> = new Set(['criteria-met', 'narrative', 'refuted', 'ruled-out']);

/** The note saying two opinions were left standing: "the two assessments were not reconciled before discharge". */
const UNRESOLVED = new RegExp(
  [
    '(?:not|never)[ \\t]+(?:been[ \\t]+)?reconciled', 'unreconciled', 'remain(?:s|ed)?[ \\t]+(?:in[ \\t]+)?disagree(?:ment)?',
    'disagreement[ \\t]+(?:was[ \\t]+|is[ \\t]+|remains[ \\t]+)?(?:not[ \\t]+|never[ \\t]+|un)resolved',
    // The author declining the consultant's view without settling it: "We did not fully agree".
    '(?:we|i)[ \\t]+(?:did|do)[ \\t]+not[ \\t]+(?:fully[ \\t]+|entirely[ \\t]+|completely[ \\t]+)agree', 'unresolved[ \\t]+disagreement', 'no[ \\t]+consensus',
    '(?:opinions|assessments|impressions)[ \\t]+(?:differ|differed|diverge|diverged|conflict|conflicted)',
    // "... so this discrepancy could not be resolved", "an unresolved discrepancy".
    '(?:discrepancy|conflict|disagreement)[ \\t]+(?:could[ \\t]+not|cannot|can[ \\t]+not|was[ \\t]+not|has[ \\t]+not[ \\t]+been)[ \\t]+(?:be[ \\t]+)?(?:resolved|reconciled)',
    'unresolved[ \\t]+(?:discrepancy|conflict)', '(?:could[ \\t]+not|cannot)[ \\t]+be[ \\t]+reconciled',
    // A heading that says so over the accounts it lists: "MENTAL STATUS ON ARRIVAL (documented differently)".
    'documented[ \\t]+(?:differently|inconsistently)', 'conflicting[ \\t]+(?:documentation|accounts|assessments|examinations|exams)',
    // "The question of true vs spurious thrombocytopenia remains open", "unresolved at discharge".
    'remains?[ \\t]+(?:an[ \\t]+)?open(?:[ \\t]+question)?', 'unresolved[ \\t]+at[ \\t]+discharge', '(?:is|was|remains?|left)[ \\t]+unresolved',
    // Consultants who disagree, the summary taking no side: "cardiology and electrophysiology disagree", "neurology disagrees".
    '(?:[a-z]+ology|consultants?|services|teams)(?:[ \\t]+and[ \\t]+[a-z]+)?[ \\t]+disagree(?:s|d)?', 'disagree[ \\t]+with[ \\t]+(?:the[ \\t]+)?[a-z]+ology',
  ]
    .map((p) => `\\b${p}\\b`)
    .join('|'),
  'i',
);

/** A sentence that opens an item of a numbered or bulleted list. */
const LIST_ITEM = /^[ \t]*(?:#?\d{1,2}[.)]|[-•*])[ \t]/;

/**
 * The condition affirmed for the patient and denied, or met by what refutes it ("he was 'never
 * hypotensive'" against the ED's "shock"), with a sentence saying the disagreement stood, in or
 * within two sentences after one naming either side.
 */
function unresolvedConflict(input: DecideInput, documentedIds: readonly string[], refutedIds: readonly string[]): boolean {
  const concepts = conceptsOf(input, [...documentedIds, ...refutedIds]);
  if (concepts.size === 0) return false;
  const about = input.analysis.mentions.filter((m) => concepts.has(m.concept) && m.experiencer === 'patient' && !m.hypothetical);
  const affirmed = about.filter((m) => !m.negated);
  if (affirmed.length === 0) return false;
  const against = refutedIds.some((id) => input.results[id]?.met === true);
  if (!against && !about.some((m) => m.negated)) return false;
  const naming = new Set(about.map((m) => m.sentence));
  if (against) {
    // What the refutation rests on names its side too: the denial and the values, each placed in its sentence.
    for (const id of refutedIds) for (const f of input.results[id]?.findings ?? []) if (isPlaced(f.span)) naming.add(f.span.sentence);
  }
  return saidNear(input, naming, UNRESOLVED) || titledSo(input, naming, UNRESOLVED);
}

/** The heading of a section holding one of the `naming` sentences matches `pattern`. */
function titledSo(input: DecideInput, naming: ReadonlySet<number>, pattern: RegExp): boolean {
  const sections = new Set<number>();
  for (const i of naming) {
    const sentence = input.analysis.sentences[i];
    if (sentence !== undefined) sections.add(sentence.section);
  }
  for (const k of sections) {
    const title = input.analysis.sections[k]?.title;
    if (title && pattern.test(title.text)) return true;
  }
  return false;
}

/** The concepts of the mentions that `ids` rest on. */
function conceptsOf(input: DecideInput, ids: readonly string[]): Set<string> {
  const concepts = new Set<string>();
  for (const id of ids) for (const f of input.results[id]?.findings ?? []) if (isMention(f.span)) concepts.add(f.span.concept);
  return concepts;
}

/**
 * A sentence matching `pattern` in one of the `naming` sentences or within the two after one. The
 * account may take a sentence of its own between ("The MICU note states ..."), but another item
 * of a list is about its own problem ("4. Platelet count abnormality - unresolved").
 */
function saidNear(input: DecideInput, naming: ReadonlySet<number>, pattern: RegExp): boolean {
  return input.analysis.sentences.some((s, i) => (naming.has(i) || ((naming.has(i - 1) || naming.has(i - 2)) && !LIST_ITEM.test(s.text))) && pattern.test(s.text));
}

/** The author saying the question stayed open: "sepsis could neither be confirmed nor excluded". */
const LEFT_OPEN = new RegExp(
  [
    '(?:could|can|was|is|has)[ \\t]+(?:been[ \\t]+)?neither[ \\t]+(?:be[ \\t]+)?(?:confirmed|proven|established)[ \\t]+nor[ \\t]+(?:excluded|ruled[ \\t]+out|refuted|disproven)',
    'neither[ \\t]+(?:confirmed|proven|established)[ \\t]+nor[ \\t]+(?:excluded|ruled[ \\t]+out|refuted|disproven)',
    '(?:could[ \\t]+not|cannot|can[ \\t]+not|were[ \\t]+unable[ \\t]+to|was[ \\t]+unable[ \\t]+to|unable[ \\t]+to)[ \\t]+(?:be[ \\t]+)?(?:confirm(?:ed)?|prove[dn]?)[ \\t]+or[ \\t]+(?:exclude[d]?|rule[d]?[ \\t]+out|refute[d]?)',
  ]
    .map((p) => `\\b${p}\\b`)
    .join('|'),
  'i',
);

/** The author saying a possible diagnosis stayed undecided: "remains indeterminate", "could not be distinguished from". */
const LEFT_UNDECIDED = new RegExp(
  [
    LEFT_OPEN.source,
    '(?:remains|remained|remaining|is|was|left)[ \\t]+(?:clinically[ \\t]+)?(?:indeterminate|undetermined|undecided)',
    '(?:could[ \\t]+not|cannot|can[ \\t]+not|was[ \\t]+not)[ \\t]+(?:be[ \\t]+)?(?:distinguished|differentiated|told[ \\t]+apart)',
  ].join('|'),
  'i',
);

const leftUndecidedCache = new WeakMap<Analysis, boolean>();

/** Some sentence of the note says a question stayed undecided; once per note, not per billed code. */
function saysLeftUndecided(analysis: Analysis): boolean {
  let says = leftUndecidedCache.get(analysis);
  if (says === undefined) {
    says = analysis.sentences.some((s) => LEFT_UNDECIDED.test(s.text));
    leftUndecidedCache.set(analysis, says);
  }
  return says;
}

/** The last sentence naming one of `concepts` names it only as a possibility and says it stayed undecided. */
function lastWordLeftUndecided(input: DecideInput, concepts: ReadonlySet<string>): boolean {
  const naming = input.analysis.mentions.filter((m) => concepts.has(m.concept) && m.experiencer === 'patient' && !m.negated);
  const last = naming.reduce((at, m) => Math.max(at, m.sentence), -1);
  const sentence = input.analysis.sentences[last];
  return sentence !== undefined && naming.every((m) => m.sentence !== last || m.uncertain) && LEFT_UNDECIDED.test(sentence.text);
}

/** A sentence naming the condition, or one of the two after it, says the author left it open. */
function leftOpenByAuthor(input: DecideInput, documentedIds: readonly string[], pattern: RegExp): boolean {
  const naming = namingSentences(input, conceptsOf(input, documentedIds));
  return naming.size > 0 && saidNear(input, naming, pattern);
}

/** The sentences that name one of `concepts` for the patient, in any state. */
function namingSentences(input: DecideInput, concepts: ReadonlySet<string>): Set<number> {
  return new Set(input.analysis.mentions.filter((m) => concepts.has(m.concept) && m.experiencer === 'patient').map((m) => m.sentence));
}

/** The concepts the criteria `ids` look for (not those they look for the absence of), met or not, as the analysis names them. */
function conceptsNamedBy(input: DecideInput, ids: readonly string[]): Set<string> {
  const out = new Set<string>();
  const walk = (rule: Rule<string>): void => {
    if (rule.kind === 'mentioned') out.add(packConceptId(input.pack.id, rule.concept));
    else if (rule.kind === 'all-of' || rule.kind === 'any-of' || rule.kind === 'at-least') rule.rules.forEach(walk);
  };
  for (const id of ids) {
    const criterion = input.variant?.criteria?.[id] ?? input.pack.criteria[id];
    if (criterion) walk(criterion.rule);
  }
  return out;
}

/** The criteria among `ids` that had data in the summary, met or not. */
function withData(ids: readonly string[], results: CriteriaResults): string[] {
  return ids.filter((id) => results[id]?.evaluated);
}

/** A met criterion among `ids` rests on the author's revision of the label ("ruled out", "I do not agree with this diagnosis"), or on its listing among the diagnoses considered and not carried forward. */
function deniedByAuthor(results: CriteriaResults, ids: readonly string[]): boolean {
  return ids.some(
    (id) =>
      results[id]?.met === true &&
      results[id]!.findings.some((f) => f.evaluation === 'Rejects' && isMention(f.span) && (isRevisionDenial(f.span) || (f.span.negated && f.span.section === 'excluded-diagnoses'))),
  );
}

/**
 * A met criterion among `ids` rests on values ("LVEF 60-65%"): uncertain wording with refuting values
 * is Unsupported (design.md), so a provisional "acute systolic heart failure" falls to a normal EF.
 */
function valuesContradict(results: CriteriaResults, ids: readonly string[]): boolean {
  return ids.some((id) => results[id]?.met === true && results[id]!.findings.some((f) => !isMention(f.span)));
}

/** A mention or a measurement: a span placed in its sentence. */
function isPlaced(span: TextSpan): span is TextSpan & { readonly sentence: number } {
  return typeof (span as { sentence?: unknown }).sentence === 'number';
}

function isMention(span: TextSpan): span is Mention {
  return 'concept' in span && 'cues' in span;
}

function documentedAnywhere(results: CriteriaResults, ids: readonly string[]): boolean {
  return ids.some((id) => results[id]?.met);
}

/** At most this many criteria are named in one reasoning, each with at most two values. */
const MAX_NAMED = 3;

/** The criteria a reasoning may name, as `decide` already sorted them. */
interface Named {
  readonly decisive: readonly string[];
  readonly strengthens: readonly string[];
  readonly contradicting: readonly string[];
  /** The criteria of the decision's `documented` and `supported` rules. */
  readonly documented: readonly string[];
  readonly supported: readonly string[];
}

function explain(step: DecisionStep, input: DecideInput, named: Named): string {
  const { pack, results, profileName, code } = input;
  const { decisive, strengthens, contradicting } = named;
  const say = (id: string) => {
    const criterion = input.variant?.criteria?.[id] ?? pack.criteria[id];
    // Quote what decided the criterion first: the values that met it, or those that failed it.
    const result = results[id];
    const first = result?.met ? 'Supports' : 'Rejects';
    const findings = [...(result?.findings ?? [])].sort((a, b) => Number(b.evaluation === first) - Number(a.evaluation === first));
    const notes = unique(findings.map((f) => f.note)).slice(0, 2);
    return notes.length > 0 ? `${criterion?.says ?? id} (${notes.join('; ')})` : (criterion?.says ?? id);
  };
  const list = (all: readonly string[]) => {
    // A decision rule may name a criterion twice (values alone, or a name backed by values).
    const ids = unique(all);
    const named = ids.slice(0, MAX_NAMED).map(say).join('; ');
    return ids.length > MAX_NAMED ? `${named}; and ${ids.length - MAX_NAMED} more` : named;
  };
  const metIds = decisive.filter((id) => results[id]?.met);
  const unmetIds = decisive.filter((id) => !results[id]?.met);
  /** "met: ...; not met: ..." for criteria that had data but did not decide. */
  const metAndNot = (ids: readonly string[]) => {
    const met = ids.filter((id) => results[id]?.met);
    const unmet = ids.filter((id) => !results[id]?.met);
    return [met.length > 0 ? `met: ${list(met)}` : '', unmet.length > 0 ? `not met: ${list(unmet)}` : ''].filter(Boolean).join('; ');
  };
  const profile = `under the ${profileName} profile`;
  const subject = `${code.code} ${code.title}`;
  const condition = pack.title.toLowerCase();
  switch (step) {
    case 'criteria-met':
      return `Supported ${profile}: ${list(metIds)}.${strengthens.length ? ` Treated: ${list(strengthens)}.` : ''}`;
    case 'narrative':
      return `Supported at reduced confidence ${profile}: no values for the pivotal criterion, but ${list(metIds)}.`;
    case 'ruled-out':
      // Negated, or excluded by every value ("BMI 33.4" for class 2 obesity), and never affirmed.
      return `Unsupported: the summary rules out ${condition} (${list(metIds)}).`;
    case 'refuted':
      return `Unsupported ${profile}: ${list(metIds)}.`;
    case 'plan-required-absent':
      return `Unsupported ${profile}: the plan requires ${list(unmetIds)}, which the summary does not show although it discusses the condition with data.`;
    case 'code-contradicted':
      return `Unsupported: the note contradicts the specificity of ${subject}: ${list(metIds)}.`;
    case 'code-specificity-undocumented':
      return `No determination: the condition is supported but the specificity of ${subject} is not documented (${list(unmetIds)}).`;
    case 'criteria-not-met': {
      // Name the criteria of the decision rule that had data, with the values that failed them.
      const weighed = withData(named.supported, results);
      const notMet = `the criteria are not met (${metAndNot(weighed.length > 0 ? weighed : named.supported)})`;
      return contradicting.length > 0
        ? `Unsupported ${profile}: ${list(contradicting)}; ${notMet}.`
        : `Unsupported ${profile}: the summary reports the data but ${notMet}.`;
    }
    case 'named-only': {
      const data = decisive.filter((id) => !named.documented.includes(id));
      if (data.length === 0) {
        return `No determination: ${condition} is documented but the summary reports no clinical data for its criteria (${list(decisive)}).`;
      }
      const naming = list(named.documented.filter((id) => results[id]?.met));
      return `No determination: ${condition} is documented (${naming}), and the data the summary reports do not decide it (${metAndNot(data)}).`;
    }
    case 'uncertain-or-historical':
      return `No determination: ${condition} is mentioned only as uncertain, historical, hypothetical or about someone else, and no values decide it.`;
    case 'conflicting':
      return `No determination: the summary both affirms and denies ${condition} and says the disagreement was left unresolved (${list(decisive.filter((id) => results[id]?.evaluated))}).`;
    case 'self-contradicting':
      return `No determination: the summary documents ${condition} and, as plainly, something that excludes it, and never says which stands (${list(decisive.filter((id) => results[id]?.met))}).`;
    case 'left-undecided':
      return `No determination: the summary's last word on ${condition} names it only as a possibility and says it stayed undecided, though the data it reports meet the criteria (${list(metIds)}).`;
    case 'left-open':
      return `No determination: the summary says ${condition} was left undecided (neither confirmed nor excluded, or not told apart from another), and the data it reports do not meet its criteria (${metAndNot(decisive)}).`;
    case 'silent':
      if (decisive.length === 0) {
        return `No determination: the summary does not document ${condition} or the data its criteria need; the discharge summary is one part of the record.`;
      }
      return `No determination: the summary does not name ${condition}, and the data it reports do not decide it (${metAndNot(decisive)}).`;
  }
}

/** Steps whose decisive criteria argue against the code: what met them is evidence against it. */
const AGAINST_STEPS: ReadonlySet<DecisionStep> = new Set(['ruled-out', 'refuted', 'code-contradicted']);

/** Evidence for the criteria that decided, widened to the passage a reviewer would read. */
function collectEvidence(input: DecideInput, ids: readonly string[], against: ReadonlySet<string>): EvidenceItem[] {
  const { pack, results, text, analysis } = input;
  const items: EvidenceItem[] = [];
  const seen = new Set<string>();
  // A passage already shown against the code is not shown again in its favour.
  const rejected = new Set<string>();
  for (const id of ids) {
    const criterion = input.variant?.criteria?.[id] ?? pack.criteria[id];
    for (const found of results[id]?.findings ?? []) {
      // "MRSA colonization" meets a criterion that argues against the code: it rejects the code.
      const f = against.has(id) && found.evaluation === 'Supports' ? { ...found, evaluation: 'Rejects' as const } : found;
      const passage = passageFor(f, analysis, text);
      const key = `${id}:${passage.start}:${passage.end}:${f.evaluation}`;
      const where = `${passage.start}:${passage.end}`;
      if (seen.has(key) || (f.evaluation === 'Supports' && rejected.has(where))) continue;
      seen.add(key);
      if (f.evaluation === 'Rejects') rejected.add(where);
      items.push({
        criteria: criterion?.says ?? id,
        source: { start_index: passage.start, end_index: passage.end, text: text.slice(passage.start, passage.end) },
        evaluation: f.evaluation,
      });
      if (items.length >= MAX_EVIDENCE) return items;
    }
  }
  return items;
}

const MAX_PASSAGE = 240;

/** The sentence holding the finding, or a window around it when the sentence is long. */
function passageFor(f: Finding, analysis: Analysis, text: string): { start: number; end: number } {
  const sentence = analysis.sentences.find((s) => s.start <= f.span.start && f.span.end <= s.end);
  if (sentence && sentence.end - sentence.start <= MAX_PASSAGE) return { start: sentence.start, end: sentence.end };
  const lo = Math.max(sentence?.start ?? 0, f.span.start - 80);
  const hi = Math.min(sentence?.end ?? text.length, f.span.end + 80);
  let start = lo;
  while (start > (sentence?.start ?? 0) && start < f.span.start && !/\s/.test(text.charAt(start - 1))) start++;
  let end = hi;
  while (end < f.span.end) end++;
  while (end > f.span.end && !/\s/.test(text.charAt(end))) end--;
  return { start: Math.min(start, f.span.start), end: Math.max(end, f.span.end) };
}

/**
 * The criteria of a met expression that argue against the code: an alternative that did not hold
 * ("documented only for a family member" beside a value that excludes) is not shown as a reason.
 */
function metOf(ids: readonly string[], results: CriteriaResults): string[] {
  return ids.filter((id) => results[id]?.met);
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
