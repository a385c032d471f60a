import { createGroupAnalyzer, type Analysis, type GroupAnalyzer, type Mention } from '../analyze';
import { InputError } from '../errors';
import type { ConceptDefinition } from '../match/concepts';
import { engineVersion } from '../version';
import { PACK_CONCEPT_SEPARATOR, packConceptId, type Pack, type Variant } from './define';
import { decide, type DecisionTrace, type Determination } from './decide';
import { evaluateCriteria, type MentionIndex } from './evaluate';
import { resolveProfile, type PlanProfile } from './profiles';
import { normalizeCode, type Registry } from './registry';

export type PresentOnAdmission = 'Y' | 'N' | 'U' | 'W' | '1';

export interface Diagnosis {
  readonly code: string;
  readonly present_on_admission?: PresentOnAdmission;
}

/** A claim in the service specification's shape (fields clinval does not read are kept as sent). */
export interface Claim {
  readonly date_of_service_start?: string;
  readonly date_of_service_end?: string;
  readonly plan_id?: string;
  readonly billing_provider_npi?: number;
  readonly principal_diagnosis?: Diagnosis;
  readonly secondary_diagnosis?: readonly Diagnosis[];
  readonly admitting_diagnosis?: Diagnosis;
  readonly procedures?: readonly { readonly code: string }[];
  readonly discharge_status?: number;
  readonly drg?: string;
}

export interface ValidationRequest {
  readonly claim: Claim;
  readonly discharge_summary: { readonly text: string };
}

export interface ValidationElement {
  readonly diagnosis: Diagnosis;
  readonly determination: Determination;
}

/** What produced an answer: stored with it, so any answer can be reproduced and audited. */
export interface Provenance {
  readonly engine: string;
  readonly packs: readonly { readonly id: string; readonly version: string }[];
  readonly profile: string;
  readonly profile_via: 'plan-map' | 'profile-id' | 'default';
  readonly plan_id: string | null;
  /** Per diagnosis: the pack, the decision step and the criteria met (the rest of the pack's criteria were not). */
  readonly decisions: readonly ({ readonly code: string; readonly pack: string | null } & Partial<Pick<DecisionTrace, 'step' | 'met'>>)[];
}

export interface ValidationResult {
  readonly validation: readonly ValidationElement[];
  readonly provenance: Provenance;
}

export interface Validator {
  validateClaim(request: ValidationRequest): ValidationResult;
}

export interface ValidatorOptions {
  readonly registry: Registry;
  readonly profiles: Readonly<Record<string, PlanProfile>>;
  /** A deployment's own plan ids mapped to profile ids. @default {} */
  readonly planMap?: Readonly<Record<string, string>>;
}


/**
 * Builds a validator for a registry of packs: their concepts are compiled once into a single
 * lexicon so each claim's summary is analysed once, whatever the number of diagnoses.
 */
export function createValidator(options: ValidatorOptions): Validator {
  const { registry, profiles } = options;
  const planMap = options.planMap ?? {};
  const lexicon: ConceptDefinition[] = [];
  for (const pack of registry.packs) {
    for (const [id, def] of Object.entries(pack.concepts)) lexicon.push({ ...def, id: packConceptId(pack.id, id) });
  }
  // Each pack resolves its own longest matches: packs never hide each other's words.
  const analyzer: GroupAnalyzer = createGroupAnalyzer({ concepts: lexicon, conceptGroup: (id) => id.slice(0, id.indexOf(PACK_CONCEPT_SEPARATOR)) });

  return {
    validateClaim(request) {
      const { claim, text } = checkRequest(request);
      const diagnoses = distinctDiagnoses(claim);
      const { profile, via } = resolveProfile(claim.plan_id, profiles, planMap);
      // Only the packs the claim's codes route to are matched: each pack resolves its own words,
      // so its mentions are the same as in a full analysis, at a fraction of the cost.
      const routed = new Set<string>();
      for (const diagnosis of diagnoses) {
        const match = registry.lookup(diagnosis.code);
        if (match) routed.add(match.pack.id);
      }
      const analysis = analyzer.analyze(text, routed);
      const byPack = indexMentions(analysis);
      const validation: ValidationElement[] = [];
      const decisions: Provenance['decisions'][number][] = [];
      // The packs that answered, with their versions: each pack matches its own words, so no
      // other pack can change these answers (and a stored record stays small).
      const used = new Map<string, string>();
      for (const diagnosis of diagnoses) {
        const match = registry.lookup(diagnosis.code);
        if (!match) {
          validation.push({ diagnosis, determination: uncovered(diagnosis.code) });
          decisions.push({ code: diagnosis.code, pack: null });
          continue;
        }
        const variantName = profile.variants[match.pack.id];
        const variant = variantName ? match.pack.variants?.[variantName] : undefined;
        const pack = applyVariant(match.pack, variant);
        const datedOut = codeOutOfDate(match.code.validFrom, match.code.validTo, claim.date_of_service_end);
        if (datedOut) {
          validation.push({ diagnosis, determination: { result: 'NoDetermination', confidence: 0.5, reasoning: datedOut, evidence: [] } });
          used.set(pack.id, pack.version);
          decisions.push({ code: diagnosis.code, pack: pack.id });
          continue;
        }
        const results = evaluateCriteria(pack, {
          analysis,
          mentions: byPack.get(pack.id) ?? new Map(),
          ...(diagnosis.present_on_admission === undefined ? {} : { presentOnAdmission: diagnosis.present_on_admission }),
        });
        const { determination, trace } = decide({
          pack,
          variant,
          profileName: profile.id === 'DEFAULT' ? 'default' : profile.id,
          code: match.code,
          results,
          analysis,
          text,
        });
        validation.push({ diagnosis, determination });
        used.set(pack.id, pack.version);
        decisions.push({ code: diagnosis.code, pack: pack.id, step: trace.step, met: trace.met });
      }
      return {
        validation,
        provenance: {
          engine: engineVersion,
          packs: [...used].map(([id, version]) => ({ id, version })).sort((a, b) => a.id.localeCompare(b.id)),
          profile: profile.id,
          profile_via: via,
          plan_id: claim.plan_id ?? null,
          decisions,
        },
      };
    },
  };
}

function checkRequest(request: ValidationRequest): { claim: Claim; text: string } {
  if (typeof request !== 'object' || request === null) throw new InputError('validateClaim expects { claim, discharge_summary }');
  const { claim, discharge_summary: summary } = request;
  if (typeof claim !== 'object' || claim === null) throw new InputError('claim: required object');
  if (typeof summary !== 'object' || summary === null || typeof summary.text !== 'string') {
    throw new InputError('discharge_summary.text: required string');
  }
  return { claim, text: summary.text };
}

/** Principal, then secondary in order, then admitting; each normalised code once, echoed as sent. */
export function distinctDiagnoses(claim: Claim): Diagnosis[] {
  const ordered = [claim.principal_diagnosis, ...(claim.secondary_diagnosis ?? []), claim.admitting_diagnosis];
  const seen = new Set<string>();
  const out: Diagnosis[] = [];
  for (const d of ordered) {
    if (!d) continue;
    const key = normalizeCode(d.code);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(d);
  }
  if (out.length === 0) throw new InputError('claim: at least one diagnosis is required');
  return out;
}

function indexMentions(analysis: Analysis): Map<string, Map<string, Mention[]>> {
  const byPack = new Map<string, Map<string, Mention[]>>();
  for (const m of analysis.mentions) {
    const cut = m.concept.indexOf(PACK_CONCEPT_SEPARATOR);
    if (cut < 0) continue;
    const packId = m.concept.slice(0, cut);
    const concept = m.concept.slice(cut + 1);
    let concepts = byPack.get(packId);
    if (!concepts) byPack.set(packId, (concepts = new Map()));
    const list = concepts.get(concept);
    if (list) list.push(m);
    else concepts.set(concept, [m]);
  }
  return byPack;
}

/** The pack as a plan variant reshapes it: replaced criteria, merged decision. */
/** A pack with a variant applied, built once per pack and variant, so its evaluation plan is too. */
const variantPacks = new WeakMap<Pack, WeakMap<Variant<string, string>, Pack>>();

function applyVariant(pack: Pack, variant: Variant<string, string> | undefined): Pack {
  if (!variant) return pack;
  let byVariant = variantPacks.get(pack);
  if (!byVariant) {
    byVariant = new WeakMap();
    variantPacks.set(pack, byVariant);
  }
  let applied = byVariant.get(variant);
  if (!applied) {
    applied = {
      ...pack,
      criteria: { ...pack.criteria, ...(variant.criteria as Pack['criteria']) },
      decision: { ...pack.decision, ...variant.decision },
    };
    byVariant.set(variant, applied);
  }
  return applied;
}

function uncovered(code: string): Determination {
  return {
    result: 'NoDetermination',
    confidence: 0.5,
    reasoning: `No determination: no criteria pack covers ${code}, so clinval does not validate it.`,
    evidence: [],
  };
}

function codeOutOfDate(from: string | undefined, to: string | undefined, discharge: string | undefined): string | undefined {
  if (!discharge) return undefined;
  if (from && discharge < from) return `No determination: the code is valid only for discharges from ${from}; this claim's discharge date is ${discharge}.`;
  if (to && discharge > to) return `No determination: the code was retired for discharges after ${to}; this claim's discharge date is ${discharge}.`;
  return undefined;
}

export type { MentionIndex };
