import type { TokenLayer } from '../text/tokens';
import { longestMatches, PhraseMatcher, type PhraseEntry } from './phrase-matcher';

/**
 * A concept and the words it goes by. Terms match case-insensitively and hyphen-insensitively;
 * abbreviations match case-exactly ("PE" the embolism, not "pe"); a pseudo phrase contains a
 * term but names something else ("sepsis screen", "heart failure clinic") and so blocks it.
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

type Payload = { readonly concept: string; readonly pseudo: boolean };

/** Concept definitions compiled once into one phrase matcher. */
export interface ConceptMatcher {
  readonly ids: readonly string[];
  find(text: string, tokens: TokenLayer, first?: number, last?: number): ConceptHit[];
}

export function compileConcepts(definitions: readonly ConceptDefinition[]): ConceptMatcher {
  const entries: PhraseEntry<Payload>[] = [];
  const ids: string[] = [];
  for (const def of definitions) {
    ids.push(def.id);
    for (const phrase of def.terms) entries.push({ phrase, payload: { concept: def.id, pseudo: false } });
    for (const phrase of def.abbreviations ?? []) {
      entries.push({ phrase, payload: { concept: def.id, pseudo: false }, caseSensitive: true });
    }
    for (const phrase of def.pseudo ?? []) entries.push({ phrase, payload: { concept: def.id, pseudo: true } });
  }
  const matcher = new PhraseMatcher(entries);
  return {
    ids,
    find(text, tokens, first = 0, last = tokens.count) {
      // Longest match wins across concepts; a pseudo phrase that wins removes the term it covers.
      // Two concepts may claim the very same words ("ARF": renal or respiratory); both are kept
      // and the criteria decide.
      const all = matcher.findAll(text, tokens, first, last);
      const kept = longestMatches(all);
      const winners = all.filter((m) => kept.some((k) => k.start === m.start && k.end === m.end));
      if (winners.some((m) => m.payload.pseudo)) {
        const blocked = new Set(winners.filter((m) => m.payload.pseudo).map((m) => `${m.start}:${m.end}`));
        return dedupe(winners.filter((m) => !blocked.has(`${m.start}:${m.end}`)));
      }
      return dedupe(winners);
    },
  };
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
