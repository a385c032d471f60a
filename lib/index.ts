/**
 * clinval: clinical validation of claim diagnoses against the discharge summary.
 * This is the only public entry; everything a user may rely on is exported here.
 */
export { analyze, createAnalyzer } from './analyze';
export type { Analysis, AnalyzeOptions, Analyzer, AnalyzedSentence, Mention, PlacedMeasurement } from './analyze';

export { detectSections, sectionAt } from './segment/sections';
export type { Section } from './segment/sections';
export { sectionCategories, sectionRules } from './segment/section-rules.en';
export type { SectionCategory, SectionRule } from './segment/section-rules.en';
export { splitSentences } from './segment/sentences';
export type { Sentence } from './segment/sentences';

export { tokenize, tokenAt, tokenRange, TokenKind } from './text/tokens';
export type { Token, TokenLayer, RawTokenizer } from './text/tokens';
export { sliceText, quoteSpan, overlaps, contains, compareSpans } from './text/span';
export type { TextSpan, QuotedSpan } from './text/span';

export { PhraseMatcher, longestMatches } from './match/phrase-matcher';
export type { PhraseEntry, PhraseMatch } from './match/phrase-matcher';
export { compileConcepts } from './match/concepts';
export type { ConceptDefinition, ConceptHit, ConceptMatcher } from './match/concepts';
export { baseLexicon } from './match/lexicon.en';

export * from './context';
export * from './measure';

export {
  ClinvalError,
  RuleValidationError,
  SpanRangeError,
  UnitError,
  InputError,
  PackValidationError,
  isClinvalError,
  errorCodes,
} from './errors';
export type { ClinvalErrorCode } from './errors';

export { validateClaim, createClaimValidator, builtInRegistry } from './validate-claim';
export type { ValidateClaimOptions } from './validate-claim';
export { createValidator, distinctDiagnoses } from './criteria/validate';
export type { Claim, Diagnosis, PresentOnAdmission, Provenance, ValidationElement, ValidationRequest, ValidationResult, Validator } from './criteria/validate';
export type { Determination, EvidenceItem, ResultValue, EvaluationValue, DecisionStep, DecisionTrace } from './criteria/decide';
export { confidenceByStep } from './criteria/decide';
export { createRegistry, normalizeCode, isIcd10CmShaped } from './criteria/registry';
export type { Registry, PackMatch } from './criteria/registry';
export { resolveProfile } from './criteria/profiles';
/** The built-in packs and plan profiles (built on first call), for listing or for building a validator on top of them. */
export { builtInPacks, planProfiles } from '../criteria';
export type { PlanProfile, ResolvedProfile } from './criteria/profiles';
export { validatePack, validatePacks } from './criteria/validate-pack';
export {
  definePack,
  mentioned,
  ruledOut,
  measured,
  measuredThroughout,
  reported,
  rise,
  fall,
  above,
  atLeast,
  below,
  atMost,
  between,
  allOf,
  anyOf,
  atLeastOf,
  not,
} from './criteria/define';
export type { Pack, PackDefinition, Rule, Criterion, CriterionExpr, Decision, CodeSpec, Variant, ValueTest, ValueRole, MentionAllowance } from './criteria/define';
export { evaluateClaims, expectedCalibrationError } from './eval/claims';
export type { ClaimsReport, LabelledCase } from './eval/claims';
export { engineVersion } from './version';
