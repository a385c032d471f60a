/**
 * Phrases more than one family pack needs, kept in one place so the packs cannot drift apart.
 */

/** "Electrolytes were normal", "BMP unremarkable": a panel called normal without its values. */
export const normalLabPhrases: readonly string[] = [
  'normal labs',
  'labs normal',
  'labs were normal',
  'labs are normal',
  'labs unremarkable',
  'labs were unremarkable',
  'labs within normal limits',
  'labs were within normal limits',
  'normal electrolytes',
  'electrolytes normal',
  'electrolytes were normal',
  'electrolytes within normal limits',
  'electrolytes were within normal limits',
  'electrolytes unremarkable',
  'bmp normal',
  'bmp unremarkable',
  'bmp within normal limits',
  'bmp was normal',
  'bmp was unremarkable',
  'normal bmp',
  'chemistries normal',
  'chemistries were normal',
  'lytes wnl',
  'electrolytes wnl',
  'labs wnl',
  'bmp wnl',
];

/**
 * "At his CKD baseline": renal function at baseline, unless the sentence is about another value
 * ("Hemoglobin stable at his chronic CKD baseline"), which a pack may check with these alone.
 */
export function ckdBaselinePhrases(): string[] {
  return ['ckd at baseline', 'ckd baseline', 'his ckd baseline', 'her ckd baseline', 'baseline ckd'];
}

/** Renal function documented at the chronic baseline: a creatinine at that level is not new dysfunction. */
export const renalAtBaselinePhrases: readonly string[] = [
  'creatinine at baseline',
  'creatinine is at baseline',
  'creatinine was at baseline',
  'creatinine at his baseline',
  'creatinine at her baseline',
  'renal function at baseline',
  'kidney function at baseline',
  'at his baseline creatinine',
  'at her baseline creatinine',
  'stable chronic kidney disease',
  ...ckdBaselinePhrases(),
  'at baseline renal function',
  'at his baseline renal function',
  'at her baseline renal function',
];

/** Antibiotic combinations as clinicians shorten them ("amp-sulbactam", "pip/tazo", "amox-clav"). */
export const antibioticShorthand: readonly string[] = [
  'amp-sulbactam', 'amp/sulbactam', 'amp sulbactam', 'ampicillin/sulbactam', 'amox-clav', 'amox/clav', 'amoxicillin/clavulanate',
  'pip-tazo', 'pip/tazo', 'piptazo', 'pip tazo', 'piperacillin/tazobactam', 'tmp-smx', 'tmp/smx', 'smx-tmp', 'trimethoprim/sulfamethoxazole',
  'ceftaz', 'cefpo', 'vanc', 'vanco', 'mero', 'azithro', 'doxy', 'cipro', 'moxi', 'clinda',
];

/**
 * A vasopressor given as a single push or bolus (anaesthesia's answer to a post-induction or
 * post-spinal dip), not vasopressor support: "phenylephrine 100 mcg boluses x 4", "ephedrine
 * 10 mg x 2", "push-dose phenylephrine", "two boluses of phenylephrine". Pseudo phrases for the
 * vasopressor concept.
 */
const pushedDrugs = ['phenylephrine', 'ephedrine', 'epinephrine', 'neosynephrine'];
const pushForms = ['push', 'pushes', 'iv push', 'ivp', 'bolus', 'boluses', 'iv bolus', 'iv boluses', 'x {number}', 'iv x {number}', 'iv once', 'once'];
export const pushDoseVasopressorPhrases: readonly string[] = [
  // Hyphens are optional in a phrase: "push dose" also reads "push-dose".
  'push dose phenylephrine', 'phenylephrine push', 'push dose pressors', 'push dose epinephrine',
  'bolus phenylephrine', 'phenylephrine bolus', 'phenylephrine boluses', 'ephedrine bolus', 'ephedrine boluses', 'bolus ephedrine',
  ...pushedDrugs.flatMap((drug) => ['mcg', 'mg', 'micrograms'].flatMap((unit) => pushForms.map((form) => `${drug} {number} ${unit} ${form}`))),
  // The drug after its form: "two 100 mcg boluses of phenylephrine", "a push dose of epinephrine".
  ...pushedDrugs.flatMap((drug) => ['bolus', 'boluses', 'push', 'pushes', 'push dose', 'push doses', 'single dose', 'one dose'].map((form) => `${form} of ${drug}`)),
];

/** The author's word that a listed condition was left alone this stay ("OSA: listed in PMH; not addressed this admission"). */
export const notAddressedPhrases: readonly string[] = [
  'not addressed', 'not addressed this admission', 'not addressed during this admission', 'not addressed this stay', 'not addressed during this stay',
  'not addressed this adm', 'not managed this admission', 'not treated this admission', 'not an active issue', 'not an active issue this admission',
  'no inpatient management', 'neither was addressed', 'neither were addressed', 'none were addressed', 'none of which were addressed',
  'no active issues', 'no active issues this admission', 'no active issue', 'not active this admission', 'not active this stay',
  'not addressed further', 'not further addressed', 'not addressed further this admission', 'not further addressed this admission',
  // "5. Depression. History only.": named for the record, nothing done.
  'history only', 'historical only', 'hx only',
  'problem list only', 'problem-list entry only',
];
