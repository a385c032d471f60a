import {
  allOf,
  anyOf,
  definePack,
  mentioned,
  not,
  ruledOut,
  type Criterion,
  type CriterionExpr,
  type Pack,
  type Rule,
} from '../../lib/criteria/define';

/**
 * One routine or chronic condition of the documentation pack: the codes it answers for, the
 * words it goes by, and what in a summary shows it is managed this stay (a medication for it,
 * a procedure, a value). Pure data; `conditionPack` turns it into a criteria pack.
 *
 * Kinds decide how "history of" reads:
 * - `chronic`: persists once diagnosed ("history of hypertension" on lisinopril is current).
 * - `episodic`: an event or an active disease; mentioned only as past ("history of PE",
 *   "s/p resection, no recurrence") while coded as current is Unsupported.
 * - `history`: a Z code for a past condition (Z85 / Z86 / Z87): supported by a past mention,
 *   contradicted when the condition is documented as active now.
 * - `status`: a Z code for a state or encounter (Z79 long-term drug, Z95 device, Z51.11
 *   chemotherapy): supported by the status term or its backing, Unsupported when negated
 *   ("chemotherapy was not given").
 */
export interface CommonCondition {
  readonly id: string;
  readonly title: string;
  readonly kind: 'chronic' | 'episodic' | 'history' | 'status';
  /** Undotted upper-case codes or prefixes. */
  readonly codes: readonly string[];
  readonly excludes?: readonly string[];
  readonly terms: readonly string[];
  readonly abbreviations?: readonly string[];
  readonly pseudo?: readonly string[];
  /** Medications, procedures or management that show the condition was treated or monitored. */
  readonly backing?: { readonly terms: readonly string[]; readonly abbreviations?: readonly string[] };
}

type ConceptId = 'condition' | 'backing';
type CriterionId = 'documented' | 'ruled-out' | 'past-only' | 'backed' | 'active-now';

const VERSION = '1.0.0';

/** Builds the criteria pack for one common condition. */
export function conditionPack(c: CommonCondition): Pack {
  const condition = { terms: c.terms, ...(c.abbreviations ? { abbreviations: c.abbreviations } : {}), ...(c.pseudo ? { pseudo: c.pseudo } : {}) };
  // Without listed backing, discussing the condition in the course or plan is its management.
  const backing = c.backing ?? condition;
  const current: Rule<ConceptId> = c.kind === 'chronic' ? mentioned('condition', { allow: ['historical'] }) : mentioned('condition');
  const ever: Rule<ConceptId> = mentioned('condition', { allow: ['historical'] });
  const criteria: Record<CriterionId, Criterion<ConceptId>> = {
    documented: { says: `${c.title} documented for the patient`, rule: c.kind === 'history' ? ever : current },
    'ruled-out': { says: `${c.title} negated or ruled out`, rule: ruledOut('condition') },
    'past-only': { says: `${c.title} documented only as past or resolved`, rule: allOf(ever, not(mentioned('condition'))) },
    backed: {
      says: `Treatment or management of ${c.title.toLowerCase()} documented`,
      rule: anyOf(
        mentioned('backing', { allow: ['historical'], ...(c.backing ? {} : { inSections: ['hospital-course', 'assessment-plan'] }) }),
        mentioned('condition', { allow: ['historical'], inSections: ['hospital-course', 'assessment-plan'] }),
      ),
    },
    'active-now': { says: `${c.title} documented as active this stay`, rule: mentioned('condition', { inSections: ['hospital-course', 'assessment-plan', 'history-present-illness'] }) },
  };
  const decisionByKind: Record<CommonCondition['kind'], { supported: CriterionExpr<CriterionId>; refuted: CriterionExpr<CriterionId> }> = {
    chronic: { supported: { allOf: ['documented', 'backed'] }, refuted: 'ruled-out' },
    episodic: { supported: { allOf: ['documented', 'backed'] }, refuted: { anyOf: ['ruled-out', 'past-only'] } },
    history: { supported: 'documented', refuted: { anyOf: ['ruled-out', 'active-now'] } },
    status: { supported: { anyOf: ['documented', 'backed'] }, refuted: 'ruled-out' },
  };
  return definePack({
    id: `common-${c.id}`,
    title: c.title,
    version: VERSION,
    source: 'issue 3 common conditions; design.md Determinations',
    codes: c.codes.map((code) => ({ code, title: c.title.toLowerCase() })),
    ...(c.excludes ? { excludes: c.excludes } : {}),
    concepts: { condition, backing },
    criteria,
    decision: { documented: 'documented', ...decisionByKind[c.kind] },
  });
}
