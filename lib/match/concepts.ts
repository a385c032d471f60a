import type { TokenLayer } from '../text/tokens';
import { dictatedSplits } from './dictation';
import { hasSlot, slottedPhrases, withNumberSlots } from './number-slot';
import { longestMatches, PhraseMatcher, type PhraseEntry, type PhraseMatch } from './phrase-matcher';

/**
 * A concept and the words it goes by. Terms match case-insensitively and hyphen-insensitively;
 * abbreviations match case-exactly ("PE" the embolism, not "pe"); a pseudo phrase contains a
 * term but names something else ("sepsis screen", "heart failure clinic") and so blocks it. A term
 * or a pseudo phrase may use the slot `{number}` for any number ("phenylephrine {number} mcg
 * push"), `{zero}` for a zero and `{year}` for a year ("quit in {year}").
 *
 * @example { id: 'pneumonia', terms: ['pneumonia', 'pneumonitis'], abbreviations: ['PNA'], pseudo: ['pneumonia vaccine'] }
 */
export interface ConceptDefinition<Id extends string = string> {
  readonly id: Id;
  readonly terms: readonly string[];
  readonly abbreviations?: readonly string[];
  readonly pseudo?: readonly string[];
}

/** A concept found in the text, before ConText. */
export interface ConceptHit {
  readonly concept: string;
  readonly start: number;
  readonly end: number;
  readonly first: number;
  readonly last: number;
}

type Payload = { readonly concept: string; readonly group: string; readonly pseudo: boolean };

/** Concept definitions compiled once into one phrase matcher. */
export interface ConceptMatcher {
  readonly ids: readonly string[];
  /**
   * Concept hits in tokens `[first, last)`. `groups`, when given, limits the search to concepts
   * of those groups; since groups never compete, each group's hits are the same either way.
   */
  find(text: string, tokens: TokenLayer, first?: number, last?: number, groups?: ReadonlySet<string>): ConceptHit[];
}

export interface CompileOptions {
  /**
   * Concepts in different groups never compete: the longest match and pseudo blocking are
   * resolved within a group only. Criteria packs are groups, so one pack's "right lower lobe
   * pneumonia" does not hide another pack's "pneumonia". @default every concept in one group
   */
  readonly groupOf?: (conceptId: string) => string;
}

export function compileConcepts(definitions: readonly ConceptDefinition[], options: CompileOptions = {}): ConceptMatcher {
  const entries: PhraseEntry<Payload>[] = [];
  const ids: string[] = [];
  const groupOf = options.groupOf ?? (() => '');
  // A term's dictated split ("hyper tension") is added unless some concept has those words as a term of its own.
  const termSet = new Set(definitions.flatMap((d) => d.terms));
  for (const def of definitions) {
    ids.push(def.id);
    const group = groupOf(def.id);
    for (const phrase of def.terms) {
      entries.push({ phrase, payload: { concept: def.id, group, pseudo: false } });
      for (const dictated of dictatedSplits(phrase)) {
        if (!termSet.has(dictated)) entries.push({ phrase: dictated, payload: { concept: def.id, group, pseudo: false } });
      }
    }
    for (const phrase of def.abbreviations ?? []) {
      entries.push({ phrase, payload: { concept: def.id, group, pseudo: false }, caseSensitive: true });
    }
    for (const phrase of def.pseudo ?? []) entries.push({ phrase, payload: { concept: def.id, group, pseudo: true } });
  }
  // Phrases with a slot ("phenylephrine {number} mcg push", "quit in {year}") match on a view where
  // every number is a slot word; the others on the text itself, digits and all ("stage 3").
  const isSlotted = (e: PhraseEntry<Payload>) => hasSlot(e.phrase);
  const slotted = entries.filter(isSlotted);
  const matcher = new PhraseMatcher(
    entries.filter((e) => !isSlotted(e)),
    undefined,
    { skipAsides: true, correctSlips: true },
  );
  const slotMatcher = slotted.length > 0 ? new PhraseMatcher(slotted.flatMap((e) => slottedPhrases(e.phrase).map((phrase) => ({ ...e, phrase })))) : undefined;
  return {
    ids,
    find(text, tokens, first = 0, last = tokens.count, groups) {
      const keep = groups && ((p: Payload) => groups.has(p.group));
      const all = matcher.findAll(text, tokens, first, last, keep);
      if (slotMatcher) all.push(...slotMatcher.findAll(text, withNumberSlots(tokens), first, last, keep));
      if (all.length === 0) return [];
      const byGroup = new Map<string, PhraseMatch<Payload>[]>();
      for (const m of all) {
        const list = byGroup.get(m.payload.group);
        if (list) list.push(m);
        else byGroup.set(m.payload.group, [m]);
      }
      const out: PhraseMatch<Payload>[] = [];
      for (const group of byGroup.values()) out.push(...resolveGroup(group));
      return dedupe(out);
    },
  };
}

/**
 * Within one group: the longest match wins; two concepts claiming the very same words ("ARF":
 * renal or respiratory) are both kept for the criteria to decide; a pseudo phrase that wins
 * removes every term on its span.
 */
function resolveGroup(all: readonly PhraseMatch<Payload>[]): PhraseMatch<Payload>[] {
  const kept = longestMatches(all);
  const spans = new Set(kept.map((k) => `${k.start}:${k.end}`));
  const winners = all.filter((m) => spans.has(`${m.start}:${m.end}`));
  const blocked = new Set(winners.filter((m) => m.payload.pseudo).map((m) => `${m.start}:${m.end}`));
  return winners.filter((m) => !m.payload.pseudo && !blocked.has(`${m.start}:${m.end}`));
}

function dedupe(matches: readonly { payload: Payload; start: number; end: number; first: number; last: number }[]): ConceptHit[] {
  const seen = new Set<string>();
  const out: ConceptHit[] = [];
  for (const m of matches) {
    const key = `${m.payload.concept}:${m.start}:${m.end}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ concept: m.payload.concept, start: m.start, end: m.end, first: m.first, last: m.last });
  }
  return out.sort((a, b) => a.start - b.start || a.concept.localeCompare(b.concept));
}
