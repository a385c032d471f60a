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
import type { SectionCategory } from '../../lib/segment/section-rules.en';
import { notAddressedPhrases } from '../phrases.en';
import { checkpointAndTargeted, cytotoxics, hormonalCancerTherapy, withCompounds } from './vocabulary.en';

/** A concept's words: phrases and case-exact abbreviations. */
type Words = { readonly terms: readonly string[]; readonly abbreviations?: readonly string[] };

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
 * - `family-history`: a Z code for a relative's condition (Z80-Z84): supported by a family member's
 *   mention ("father had colon cancer at 58"), never the patient's own; Unsupported when the family
 *   history is denied ("no family history of colon cancer", "family history noncontributory").
 */
/** Allergy-status conditions (Z88, Z91.0): their backing is the allergy list itself. */
const ALLERGY_STATUS = /-allergy-status$/;
const ALLERGY_WORDS = [
  'allergies', 'allergy', 'allergic to', 'intolerant of', 'intolerant to', 'intolerance to', 'intolerance of', 'adverse reaction to',
  // Named before the class: "Reported statin intolerance (myalgias)".
  'statin intolerance', 'statin intolerant', 'statin-intolerant',
];
/**
 * A solid tumour's codes (C00-C80: not the lymphomas, myelomas and leukemias, whose remission has
 * codes of its own) and its history codes (Z85).
 */
const SOLID_TUMOUR = /^C([0-7]\d|80)/;
const TUMOUR_HISTORY = /^Z85/;
/**
 * What a note writes of a cancer excised or treated before and over (ICD-10-CM I.C.2.d: no further
 * treatment directed to the site, no evidence of an existing primary): the history code, not the active one.
 */
const CANCER_OVER = [
  'no evidence of recurrence', 'no recurrence', 'without recurrence', 'without evidence of recurrence', 'no evidence of recurrent disease',
  'no evidence of disease', 'no evidence of residual disease', 'no residual disease', 'no current treatment', 'no current tx', 'no active treatment',
  'not on active treatment', 'not on any treatment', 'not currently on treatment', 'cancer free', 'disease free', 'surveillance only',
];
/** Treatment that keeps the cancer current whatever the surveillance found: "no evidence of recurrence, on anastrozole". */
const CANCER_TREATMENT = [
  ...cytotoxics, ...checkpointAndTargeted, ...hormonalCancerTherapy,
  'chemotherapy', 'chemo', 'immunotherapy', 'targeted therapy', 'radiation therapy', 'radiotherapy', 'hormone therapy', 'hormonal therapy',
];
/** A family history given as negative as a whole: it denies every relative's condition. */
const FAMILY_HISTORY_NEGATIVE = [
  'family history noncontributory', 'family history non contributory', 'family history is noncontributory', 'family history was noncontributory',
  'noncontributory family history', 'non contributory family history', 'family history negative', 'family history is negative', 'negative family history',
  'no significant family history', 'no pertinent family history', 'no relevant family history', 'no family history', 'no known family history',
  'family history unremarkable', 'family history is unremarkable', 'unremarkable family history', 'family history: none', 'family history: noncontributory',
  'family history: negative', 'family history: unremarkable', 'fhx noncontributory', 'fhx: noncontributory', 'fhx negative', 'fhx: negative', 'fhx: none',
];
/** The same said under a family-history heading. */
const FAMILY_SECTION_NEGATIVE = ['noncontributory', 'non contributory', 'non-contributory', 'unremarkable', 'negative', 'none', 'no pertinent', 'nothing pertinent'];

export interface CommonCondition {
  readonly id: string;
  readonly title: string;
  readonly kind: 'chronic' | 'episodic' | 'history' | 'status' | 'family-history';
  /**
   * For a history entry whose names already say the condition is over ("former smoker", "quit
   * smoking"): the phrases that would show it active this stay instead ("current smoker"). Without
   * it, a current mention of the name itself is what shows it active.
   */
  readonly activeBy?: readonly string[];
  /**
   * For a history entry of an event that can happen again (an old MI): an earlier episode the note
   * places in the past stays history beside a new one this stay ("s/p inferior MI 2015" and this
   * stay's NSTEMI), rather than being read as active.
   */
  readonly recurs?: boolean;
  /** Undotted upper-case codes or prefixes. */
  readonly codes: readonly string[];
  readonly excludes?: readonly string[];
  readonly terms: readonly string[];
  readonly abbreviations?: readonly string[];
  readonly pseudo?: readonly string[];
  /**
   * A name the condition also goes by when written in two parts of one sentence: a site and what
   * makes it this code ("1.5 cm gastric body ulcer with non-bleeding visible vessel" is a gastric
   * ulcer with hemorrhage). Counts like `terms`.
   */
  readonly namedInParts?: { readonly terms: readonly string[]; readonly inSentenceWith: readonly string[] };
  /**
   * Medications, procedures or management that show the condition was treated or monitored.
   * `otherIndications`: what else those medicines are given for; one the note ties to another of
   * these ("Atrial fibrillation: rate controlled on metoprolol") and never to this condition backs
   * that instead, not a listed hypertension or CAD.
   */
  readonly backing?: {
    readonly terms: readonly string[];
    readonly abbreviations?: readonly string[];
    readonly pseudo?: readonly string[];
    readonly otherIndications?: { readonly terms: readonly string[]; readonly abbreviations?: readonly string[]; readonly pseudo?: readonly string[] };
    /** Monitoring every inpatient gets ("telemetry"): it backs the condition only when written in one sentence with its name. */
    readonly tiedTerms?: readonly string[];
    /**
     * Words that name the condition's domain in a problem heading without naming the condition
     * ("CAD / lipids: atorvastatin 80 mg continued"): a medicine written with one is the
     * condition's too, whatever other indication shares its sentence.
     */
    readonly domainWords?: readonly string[];
  };
  /** Values that back the named condition without showing it alone: a creatinine of 1.6 for a named CKD stage 3. */
  readonly backingValues?: Rule<never>;
  /**
   * Values that define the condition: `shows` backs it ("potassium 5.5" for hyperkalemia),
   * `excludes` contradicts it when every reported value passes ("potassium 3.8-4.6 throughout").
   */
  readonly values?: {
    readonly shows: Rule<never>;
    readonly excludes?: Rule<never>;
    /** Conditions a value belongs to instead when named: a glucose of 512 in DKA is the ketoacidosis, not a separate hyperglycemia. */
    readonly notWith?: readonly string[];
    /**
     * The value is the pivotal criterion (design.md Determinations: "a sodium or potassium value"):
     * named and treated with no such value reported is NoDetermination, not Supported.
     */
    readonly pivotal?: Rule<never>;
    /**
     * False when the values back only a named condition: a CK of 1,100 after a seizure is no
     * rhabdomyolysis until someone names it. 'treated': unnamed, they show it only beside its own
     * treatment (a magnesium of 1.4 repleted with IV magnesium sulfate), as the potassium family
     * pack reads a low potassium replaced. @default true
     */
    readonly alone?: boolean | 'treated';
  };
  /**
   * What argues against the condition when it is not affirmed: `absent`, findings whose negation
   * excludes it ("TEE ... no evidence of vegetations" for endocarditis); `instead`, a documented
   * alternative that the code must not be confused with ("MRSA colonization" for MRSA infection);
   * `stopped`, phrases saying a habit ended before the stay or never was ("former smoker", "quit
   * smoking", "nonsmoker"), which contradict a code for its current use when nothing says it goes on;
   * `untreatedValues`, values that exclude the condition when the note says it is untreated ("A1c
   * 6.1%, no diabetes medications" is not diabetes; on metformin, or with no word on treatment, it may be);
   * `values`, values that exclude it whatever else is said (every eGFR 60 or more for CKD stage 3a).
   * Values that exclude the condition also stop monitoring from backing it.
   */
  readonly refutedBy?: {
    readonly absent?: readonly string[];
    readonly instead?: readonly string[];
    /**
     * The `instead` alternatives cannot hold beside the condition (another CKD stage): a narrative
     * that documents both, neither as past, contradicts itself and decides nothing.
     */
    readonly insteadExclusive?: boolean;
    readonly stopped?: readonly string[];
    readonly untreatedValues?: { readonly rule: Rule<never>; readonly treatedBy: readonly string[] };
    readonly values?: Rule<never>;
    /**
     * A procedure that ended the condition before the stay ("s/p PVI 2019, no recurrence since"):
     * `by`, the phrases saying so, written in one sentence with one of `procedures`; with the
     * condition denied this stay ("telemetry: sinus rhythm, no AF") and none of `treatedBy` given
     * for it, monitoring does not back it and it is over.
     */
    readonly cured?: {
      readonly by: readonly string[];
      readonly procedures: Words;
      /** The condition's names as a denial this stay would write them ("no AF"). */
      readonly deniedAs: Words;
      /** What shows it absent this stay without naming it ("sinus rhythm on telemetry throughout"). */
      readonly absentAs?: readonly string[];
      readonly treatedBy: readonly string[];
    };
  };
  /**
   * What the codes say beyond the condition's name, as the phrases that document it: `documentedBy`,
   * what the code needs besides the name ("suicide attempt" for an intentional self-harm
   * poisoning), without which a named, treated condition is NoDetermination; `contradictedBy`,
   * what documents it otherwise ("intentional overdose" for an accidental poisoning, "no loss of
   * consciousness" for a concussion with loss of consciousness), Unsupported even where the
   * condition is named. Current mentions only, unless `standing`: what the code specifies is then a
   * standing fact that the past history documents too (the diabetes "due to chronic pancreatitis"
   * of E08.65). `otherKinds`, the other kinds of the condition ("permanent atrial fibrillation"
   * for a paroxysmal code): one of them documented, and this kind never named, is Unsupported.
   */
  readonly specificity?: {
    readonly documentedBy?: readonly string[];
    readonly contradictedBy?: readonly string[];
    readonly standing?: boolean;
    readonly otherKinds?: readonly string[];
  };
}

/**
 * Statuses that persist once they happen: a device, a transplant, an artificial opening, a
 * joint replacement, an amputation, an organ removed, a bariatric operation. "S/p aortic valve
 * replacement" documents Z95.2 now, "s/p left nephrectomy" Z90.5.
 */
const PERSISTING_STATUS = /^Z(89|90|9[3-6]|9884)/;

type ConceptId =
  | 'condition'
  | 'backing'
  | 'absent-finding'
  | 'alternative'
  | 'stopped'
  | 'named-part'
  | 'named-with'
  | 'domain-word'
  | 'value-owner'
  | 'specific'
  | 'specific-otherwise'
  | 'active'
  | 'other-kind'
  | 'treatment'
  | 'not-addressed'
  | 'other-indication'
  | 'cured'
  | 'cure-procedure'
  | 'denied-now'
  | 'active-treatment'
  | 'allergy-list'
  | 'stopped-denial'
  | 'tied-backing'
  | 'absent-now'
  | 'family-negative'
  | 'family-section-negative'
  | 'cancer-over'
  | 'cancer-treatment';
type CriterionId =
  | 'documented'
  | 'ruled-out'
  | 'past-only'
  | 'backed'
  | 'active-now'
  | 'values-show'
  | 'value-reported'
  | 'values-exclude'
  | 'finding-absent'
  | 'alternative-instead'
  | 'documented-both-ways'
  | 'family-only'
  | 'stopped-before'
  | 'untreated-values-exclude'
  | 'values-contradict'
  | 'past-not-active'
  | 'values-back'
  | 'specificity-documented'
  | 'specificity-contradicted'
  | 'other-kind-only'
  | 'cured-before'
  | 'family-denied'
  | 'cancer-over-before-stay';

const VERSION = '1.0.0';


/** Builds the criteria pack for one common condition. */
export function conditionPack(c: CommonCondition): Pack {
  // The condition by its name, or by its two parts in one sentence (`namedInParts`).
  const conditionNamed = (options: Parameters<typeof mentioned<ConceptId>>[1] = {}): Rule<ConceptId> =>
    c.namedInParts
      ? anyOf(mentioned('condition', options), mentioned('named-part', { ...options, sameSentenceAs: ['named-with'] }))
      : mentioned('condition', options);
  const condition = { terms: c.terms, ...(c.abbreviations ? { abbreviations: c.abbreviations } : {}), ...(c.pseudo ? { pseudo: c.pseudo } : {}) };
  const persists = c.kind === 'status' && c.codes.every((code) => PERSISTING_STATUS.test(code));
  // A label copied from elsewhere ("transfer paperwork lists 'paroxysmal atrial fibrillation'")
  // falls once the author denies the finding it presupposes ("he has never had atrial fibrillation").
  const deniedFinding = c.refutedBy?.absent ? { attributedDeniedBy: ['absent-finding'] } : {};
  const current: Rule<ConceptId> =
    c.kind === 'chronic' || persists ? conditionNamed({ allow: ['historical'], ...deniedFinding }) : conditionNamed(deniedFinding);
  const ever: Rule<ConceptId> = conditionNamed({ allow: ['historical'], ...deniedFinding });
  // A relative's condition, in a family-history section or a sentence about them.
  const inTheFamily: Rule<ConceptId> = conditionNamed({ allow: ['family', 'historical', 'listed'], familyOnly: true });
  const name = c.title.toLowerCase();
  // A current mention in the discharge diagnoses is as active as one in the course.
  const activeSections: { inSections: SectionCategory[] } = { inSections: ['hospital-course', 'assessment-plan', 'history-present-illness', 'discharge-diagnoses'] };
  // "6. Prostate cancer: s/p radical prostatectomy 2015. ... No current treatment; no evidence of
  // recurrence on CT": a cancer treated before and over, named in the course all the same.
  const isTumour = c.codes.every((code) => SOLID_TUMOUR.test(code) || TUMOUR_HISTORY.test(code));
  const tumourOver: Rule<ConceptId> = allOf(
    mentioned('cancer-over', { allow: ['historical', 'negated', 'uncertain', 'listed'], sameItemAs: ['condition'] }),
    // Treatment keeps it current whatever the surveillance found ("no evidence of recurrence on anastrozole").
    not(mentioned('cancer-treatment', { allow: ['listed', 'negated'] })),
  );
  const namedNow = c.activeBy ? mentioned<ConceptId>('active', activeSections) : conditionNamed(activeSections);
  const activeNow: Rule<ConceptId> = isTumour && c.kind === 'history' ? allOf(namedNow, not(tumourOver)) : namedNow;

  const criteria: Partial<Record<CriterionId, Criterion<ConceptId>>> = {
    documented:
      c.kind === 'family-history'
        ? { says: `${c.title} documented for a family member`, rule: inTheFamily }
        : { says: `${c.title} documented for the patient`, rule: c.kind === 'history' ? ever : current },
    // A chronic condition stays documented against a bare negative ("[ ] heartburn" in a review
    // of systems beside "PMH: GERD"); an explicit ruling-out supersedes the history (revision).
    // So does a history code against a denial of a new episode ("History of PE" beside "CTA: no pulmonary embolism").
    // Not when only its past is denied and it is called possible now: "no prior diagnosis of hypertension; possible hypertension".
    'ruled-out': {
      says: `${c.title} negated or ruled out`,
      rule:
        c.kind === 'chronic' || c.kind === 'history'
          ? allOf(ruledOut('condition'), not(ever), anyOf(ruledOut('condition', { currentOnly: true }), not(conditionNamed({ allow: ['uncertain'] }))))
          : ruledOut('condition'),
    },
    'past-only': { says: `${c.title} documented only as past or resolved`, rule: allOf(ever, not(conditionNamed())) },
    'active-now': { says: `${c.title} documented as active this stay`, rule: activeNow },
    // About another person only ("father with CAD"): the patient's own code is not supported.
    'family-only': { says: `${c.title} documented only for a family member`, rule: allOf(conditionNamed({ allow: ['family', 'historical'], ...deniedFinding }), not(ever)) },
    'past-not-active': {
      says: `${c.title} documented as past and not active this stay`,
      rule: c.recurs ? anyOf(allOf(ever, not(activeNow)), conditionNamed({ allow: ['historical'], earlierOnly: true })) : allOf(ever, not(activeNow)),
    },
  };
  const concepts: Partial<Record<ConceptId, { terms: readonly string[]; abbreviations?: readonly string[]; pseudo?: readonly string[] }>> = { condition };
  if (isTumour) {
    concepts['cancer-over'] = { terms: CANCER_OVER };
    concepts['cancer-treatment'] = { terms: CANCER_TREATMENT };
  }
  if (isTumour && c.kind === 'episodic') {
    criteria['cancer-over-before-stay'] = { says: `${c.title} treated before the stay and over (no evidence of recurrence, no current treatment): a history code`, rule: tumourOver };
  }
  if (c.kind === 'family-history') {
    concepts['family-negative'] = { terms: FAMILY_HISTORY_NEGATIVE };
    concepts['family-section-negative'] = { terms: FAMILY_SECTION_NEGATIVE };
    const anyState = { allow: ['historical', 'family', 'negated', 'uncertain', 'listed'] } as const;
    criteria['family-denied'] = {
      says: `${c.title} denied, or the family history given as noncontributory`,
      rule: allOf(
        anyOf(
          ruledOut('condition', { familyOnly: true }),
          mentioned('family-negative', anyState),
          // "FAMILY HISTORY: Noncontributory."
          mentioned('family-section-negative', { ...anyState, inSections: ['family-history'] }),
        ),
        not(inTheFamily),
      ),
    };
  }
  if (c.activeBy) {
    // The condition's pseudo phrases block its activity words too, unless they are such words ("agrees to quit smoking").
    const pseudo = c.pseudo?.filter((p) => !c.activeBy!.includes(p)) ?? [];
    concepts.active = { terms: c.activeBy, ...(pseudo.length > 0 ? { pseudo } : {}) };
  }
  if (c.namedInParts) {
    concepts['named-part'] = { terms: c.namedInParts.terms };
    concepts['named-with'] = { terms: c.namedInParts.inSentenceWith };
  }
  // A bare name in the course is not management (design.md): only treatment, monitoring or a value backs it.
  const backers: CriterionId[] = [];
  const against: CriterionId[] = ['ruled-out', 'family-only'];
  const exclusions: Rule<ConceptId>[] = [];
  if (criteria['cancer-over-before-stay']) {
    against.push('cancer-over-before-stay');
    // The surveillance that found it over (a PSA, a CT) is no treatment of it.
    exclusions.push(criteria['cancer-over-before-stay'].rule);
  }
  if (c.refutedBy?.untreatedValues) {
    const { rule, treatedBy } = c.refutedBy.untreatedValues;
    concepts.treatment = { terms: treatedBy };
    // Untreated as the note says it ("no diabetes meds"), not merely a medication list that omits it.
    const untreated = allOf<ConceptId>(rule, ruledOut('treatment'), not(mentioned('treatment', { allow: ['listed', 'historical'] })));
    criteria['untreated-values-exclude'] = { says: `Values exclude ${name} and the note says nothing treats it`, rule: untreated };
    against.push('untreated-values-exclude');
    exclusions.push(untreated);
  }
  if (c.refutedBy?.values) {
    criteria['values-contradict'] = { says: `Every reported value is outside what ${name} allows`, rule: c.refutedBy.values };
    against.push('values-contradict');
    exclusions.push(c.refutedBy.values);
  }
  if (c.refutedBy?.stopped) {
    // A phrase that is itself a denial ("no current tobacco", "never smoked") stays one inside a list of
    // denials ("No alcohol, no illicit drugs, no current tobacco"); "has not quit smoking" is no stop.
    const ownDenial = (t: string) => /^(?:no|not|non|never|nonsmoker|lifelong)\b/.test(t);
    concepts.stopped = { terms: c.refutedBy.stopped.filter((t) => !ownDenial(t)) };
    const denials = c.refutedBy.stopped.filter(ownDenial);
    if (denials.length > 0) concepts['stopped-denial'] = { terms: denials };
    // A social-history section makes "smokes 1 ppd" historical by position only: that still goes on.
    // A diagnosis list carried forward does not say it goes on ("- Hypertension" beside "off all agents since 2022"),
    // nor does another record's label the author's own account answers ("face sheet lists him as a 'smoker'").
    const stopped = allOf<ConceptId>(
      anyOf(mentioned('stopped', { allow: ['historical'] }), ...(denials.length > 0 ? [mentioned<ConceptId>('stopped-denial', { allow: ['historical', 'negated'] })] : [])),
      // A history line that says so itself ("Hypertension, off treatment since 2022") names nothing current.
      not(conditionNamed({ allow: ['listed'], notInSections: ['discharge-diagnoses', 'admission-diagnoses'], attributedYieldsTo: ['stopped'], notSameSentenceAs: ['stopped'] })),
    );
    criteria['stopped-before'] = { says: `Documented as stopped before the stay, or never: not current ${name}`, rule: stopped };
    against.push('stopped-before');
    // What it was treated with then is part of that story ("Depression resolved; off sertraline since 2019").
    exclusions.push(stopped);
  }
  if (c.refutedBy?.cured) {
    const { by, procedures, deniedAs, absentAs, treatedBy } = c.refutedBy.cured;
    if (absentAs) concepts['absent-now'] = { terms: absentAs };
    concepts.cured = { terms: by };
    concepts['cure-procedure'] = procedures;
    // Only the words the condition's own concept lacks: a second concept on the same words would
    // read as a more specific name and keep a ruling-out of the condition from revising it.
    const deniedOnly = {
      terms: deniedAs.terms.filter((t) => !c.terms.includes(t)),
      abbreviations: (deniedAs.abbreviations ?? []).filter((a) => !(c.abbreviations ?? []).includes(a)),
    };
    if (deniedOnly.terms.length + deniedOnly.abbreviations.length > 0) concepts['denied-now'] = deniedOnly;
    concepts['active-treatment'] = { terms: treatedBy };
    const cured = allOf<ConceptId>(
      mentioned('cured', { allow: ['historical', 'negated'], sameSentenceAs: ['cure-procedure'] }),
      anyOf(
        ruledOut('condition', { currentOnly: true }),
        ...(concepts['denied-now'] ? [ruledOut('denied-now', { currentOnly: true })] : []),
        ...(absentAs ? [mentioned<ConceptId>('absent-now')] : []),
      ),
      // A medicine in the sentence that tells the cure ("EP stopped apixaban after a clean monitor") is part of that story.
      not(mentioned('active-treatment', { allow: ['listed'], notSameSentenceAs: ['cured'], ...(c.backing?.otherIndications ? { claimedBy: { concepts: ['other-indication'], ownedBy: ['condition'] } } : {}) })),
    );
    criteria['cured-before'] = { says: `${c.title} ended before the stay (by a procedure, or with the operation that provoked it), denied this stay and not treated`, rule: cured };
    against.push('cured-before');
    exclusions.push(cured);
  }
  // Named outside the diagnosis lists, as the condition is (ever, for a lasting one): a name only
  // in a list does not stand against what the course documents.
  const beyondLists = conditionNamed({ ...(c.kind === 'episodic' ? {} : { allow: ['historical' as const] }), ...deniedFinding, notInSections: ['discharge-diagnoses', 'admission-diagnoses'] });
  if (c.refutedBy?.absent) {
    concepts['absent-finding'] = { terms: c.refutedBy.absent };
    // An episode named only in a diagnosis list does not stand against the course's negative work-up
    // ("- Urinary tract infection" beside "UA bland, urine culture no growth - ceftriaxone d/c'd").
    const absent = allOf<ConceptId>(ruledOut('absent-finding'), not(c.kind === 'episodic' ? beyondLists : ever));
    criteria['finding-absent'] = { says: `A finding ${name} needs was looked for and not found`, rule: absent };
    // The antibiotic started before the negative work-up is part of that story, not treatment of the episode.
    if (c.kind === 'episodic') exclusions.push(absent);
    against.push('finding-absent');
  }
  if (c.refutedBy?.instead) {
    concepts.alternative = { terms: c.refutedBy.instead };
    // Named only in a diagnosis list, the condition yields to what the course documents instead
    // ("5. Type 2 diabetes mellitus" beside "HbA1c 38 mmol/mol. Not diabetic - stress hyperglycaemia"),
    // and what was given for that is no treatment of it.
    // Another's word for it yields to the author's: she calls it "pre-diabetes", the author confirms type 2 diabetes.
    const instead = allOf<ConceptId>(mentioned('alternative', { allow: ['historical'], attributedYieldsTo: ['condition'] }), not(beyondLists));
    criteria['alternative-instead'] = { says: `Documented as something else, not ${name}`, rule: instead };
    against.push('alternative-instead');
    exclusions.push(instead);
    if (c.refutedBy.insteadExclusive) {
      criteria['documented-both-ways'] = {
        says: `Documented as ${name} and, elsewhere in the narrative, as something it excludes`,
        rule: allOf(mentioned('alternative', { attributedYieldsTo: ['condition'], notInSections: ['discharge-diagnoses', 'admission-diagnoses'] }), beyondLists),
      };
    }
  }
  if (c.backing) {
    const { otherIndications, tiedTerms, domainWords, ...backingWords } = c.backing;
    concepts.backing = backingWords;
    if (tiedTerms) concepts['tied-backing'] = { terms: tiedTerms };
    concepts['not-addressed'] = { terms: notAddressedPhrases };
    if (otherIndications) concepts['other-indication'] = otherIndications;
    if (domainWords) concepts['domain-word'] = { terms: domainWords };
    const ownNames: ConceptId[] = c.namedInParts ? ['condition', 'named-part'] : ['condition'];
    const owners: ConceptId[] = domainWords ? [...ownNames, 'domain-word'] : ownNames;
    // A home medication list backs the condition; "previously on sertraline" does not. Monitoring
    // alone (an A1c, an eGFR) does not back what the values exclude. "OSA: listed in PMH; not
    // addressed this admission": the author says nothing managed it, whatever else was given.
    const leftAlone = (id: ConceptId): Rule<ConceptId> => mentioned(id, { allow: ['historical', 'uncertain'], sameSentenceAs: ['not-addressed'] });
    const notAddressed = c.namedInParts ? anyOf(leftAlone('condition'), leftAlone('named-part')) : leftAlone('condition');
    const givenFor = otherIndications ? { claimedBy: { concepts: ['other-indication'], ownedBy: owners } } : {};
    // A medicine on the allergy list ("Allergies: atorvastatin (myalgias)"), as a section or a sentence, is
    // one the patient does not take, except for an allergy status, which that list is the evidence of.
    const allergyStatus = ALLERGY_STATUS.test(c.id);
    if (!allergyStatus) concepts['allergy-list'] = { terms: ALLERGY_WORDS };
    const notAllergic = allergyStatus ? {} : { notInSections: ['allergies' as const], notSameSentenceAs: ['allergy-list'] };
    // Each treatment is its own: "further systemic treatment was not felt to be appropriate" revises
    // no restaging CT or oncology review named before it.
    const given = mentioned<ConceptId>('backing', { allow: ['listed'], eachTermItsOwn: true, ...givenFor, ...notAllergic });
    const tied = tiedTerms ? anyOf(given, mentioned('tied-backing', { allow: ['listed'], sameSentenceAs: ownNames })) : given;
    const backing = allOf<ConceptId>(tied, not(notAddressed));
    criteria.backed = { says: `Treatment or management of ${name} documented`, rule: exclusions.length > 0 ? allOf(backing, not(anyOf(...exclusions))) : backing };
    backers.push('backed');
  }
  // A malignancy excised or treated before and documented only as past is a history-of code
  // (Z85), not an active one (ICD-10-CM guideline I.C.2.d).
  if (c.kind === 'episodic' && c.codes.every((code) => code.startsWith('C'))) against.push('past-only');
  if (c.backingValues) {
    // A creatinine backs a named stage unless what excludes the stage holds (every eGFR 30 or more for stage 4).
    criteria['values-back'] = { says: `A value for ${name} reported`, rule: exclusions.length > 0 ? allOf(c.backingValues, not(anyOf(...exclusions))) : c.backingValues };
    backers.push('values-back');
  }
  if (c.values) {
    let shows: Rule<ConceptId> = c.values.shows;
    if (c.values.notWith) {
      concepts['value-owner'] = { terms: c.values.notWith };
      shows = allOf(shows, not(mentioned('value-owner', { allow: ['historical'] })));
    }
    criteria['values-show'] = { says: `Values show ${name}`, rule: shows };
    backers.push('values-show');
    if (c.values.excludes) {
      criteria['values-exclude'] = { says: `Every reported value excludes ${name}`, rule: allOf(c.values.excludes, not(c.values.shows)) };
      against.push('values-exclude');
    }
  }

  // The code's specificity (intent, loss of consciousness, cause), checked per billed code.
  const standing = c.specificity?.standing ? { allow: ['historical'] as const } : {};
  if (c.specificity?.documentedBy) {
    // The entry's own names that hold a specificity word document it too ("uncontrolled type 2
    // diabetes" hides "uncontrolled" as the longer phrase).
    concepts.specific = { terms: withCompounds(c.specificity.documentedBy, c.terms) };
    criteria['specificity-documented'] = { says: `What the code specifies for ${name} is documented`, rule: mentioned('specific', standing) };
  }
  if (c.specificity?.contradictedBy) {
    // Not with compounds: the entry's own names hold contradicting words negated ("non displaced", "without cholecystitis").
    concepts['specific-otherwise'] = { terms: c.specificity.contradictedBy };
    criteria['specificity-contradicted'] = { says: `Documented otherwise than the code specifies for ${name}`, rule: mentioned('specific-otherwise', standing) };
  }
  if (c.specificity?.otherKinds) {
    concepts['other-kind'] = { terms: c.specificity.otherKinds };
    criteria['other-kind-only'] = {
      says: `Another kind documented and ${name} never named`,
      rule: allOf(mentioned('other-kind', { allow: ['historical'] }), not(ever)),
    };
    against.push('other-kind-only');
  }
  const codeSpec = {
    ...(criteria['specificity-documented'] ? { requires: 'specificity-documented' as const } : {}),
    ...(criteria['specificity-contradicted'] ? { contradicts: 'specificity-contradicted' as const } : {}),
  };

  const backedBy: CriterionExpr<CriterionId> = backers.length > 0 ? { anyOf: backers } : 'documented';
  if (c.values?.pivotal) criteria['value-reported'] = { says: `A value that decides ${name} reported`, rule: c.values.pivotal };
  // For a condition defined by a value (hyperkalemia, leukocytosis), the value is the criterion.
  const named: CriterionExpr<CriterionId> = { allOf: ['documented', backedBy, ...(c.values?.pivotal ? ['value-reported' as const] : [])] };
  const valuesAlone = c.values?.alone ?? true;
  // Treated: by the entry's own treatment ('backed'), which the values themselves are not.
  const valuesShow: CriterionExpr<CriterionId> | undefined =
    valuesAlone === true ? 'values-show' : valuesAlone === 'treated' && criteria.backed ? { allOf: ['values-show', 'backed'] } : undefined;
  const shown: CriterionExpr<CriterionId> = c.values && valuesShow ? { anyOf: [named, valuesShow] } : named;
  // "History of" alone is not a denial (design.md): past-only is Unsupported only when this
  // stay's data exclude the condition, which the `against` criteria say.
  const decisionByKind: Record<CommonCondition['kind'], { supported: CriterionExpr<CriterionId>; refuted: CriterionExpr<CriterionId> }> = {
    chronic: { supported: shown, refuted: { anyOf: against } },
    episodic: { supported: shown, refuted: { anyOf: against } },
    // A history-of code is for a condition that is over: an active one this stay refutes it.
    history: { supported: 'past-not-active', refuted: { anyOf: [...new Set<CriterionId>(['ruled-out', 'family-only', 'active-now', ...against])] } },
    status: { supported: persists || backers.length === 0 ? 'documented' : { anyOf: ['documented', ...backers] }, refuted: { anyOf: against } },
    // A relative's history is a fact the note records, with nothing to treat.
    'family-history': { supported: 'documented', refuted: 'family-denied' },
  };
  return definePack({
    id: `common-${c.id}`,
    title: c.title,
    version: VERSION,
    source: 'issue 3 common conditions; design.md Determinations',
    codes: c.codes.map((code) => ({ code, title: name, ...codeSpec })),
    ...(c.excludes ? { excludes: c.excludes } : {}),
    concepts: concepts as Record<ConceptId, { terms: readonly string[] }>,
    criteria: criteria as Record<CriterionId, Criterion<ConceptId>>,
    decision: { documented: 'documented', ...decisionByKind[c.kind], ...(criteria['documented-both-ways'] ? { conflicts: 'documented-both-ways' as const } : {}) },
  });
}
