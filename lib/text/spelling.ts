/**
 * British medical spellings folded to the American ones the lexicons are written in, so
 * "hyperlipidaemia", "oedema", "haemoglobin" and "dyspnoea" match "hyperlipidemia", "edema",
 * "hemoglobin" and "dyspnea", and British drug names to US ones ("frusemide", "salbutamol"). Only
 * medical morphemes are folded: everyday words ("does", "shoe", "four") never change. Applied to
 * lower-cased token norms, on both sides of a match.
 */
/** The stems and endings of the clinical -ise verbs folded to -ize (one list for the fold and its quick check). */
const IZE_STEMS = 'ot|al|il|ter|un';
const IZE_ENDINGS = 'ation|ed|ing|es?$';
const FOLDS: readonly (readonly [RegExp, string])[] = [
  [/haem/g, 'hem'], // haemoglobin, haematoma, haemorrhage, haemolysed
  [/aemi/g, 'emi'], // anaemia, hyperkalaemia, ischaemic, septicaemia, hypoxaemia, leukaemia
  [/^oe(?=dem|soph|str)/, 'e'], // oedema, oesophagus, oestrogen
  [/(?<=[a-z])oe(?=dem|soph)/g, 'e'], // lymphoedema, gastro-oesophageal
  [/(?<=rrh|pn)oe(?=a|ic)/g, 'e'], // diarrhoea, dyspnoea, apnoea, tachypnoeic
  [/paed/g, 'ped'], // paediatric, orthopaedic
  [/faec/g, 'fec'], // faecal
  [/caec/g, 'cec'], // caecum
  [/^coeli/, 'celi'], // coeliac
  [/anaesth/g, 'anesth'], // anaesthesia
  [/^aetiol/, 'etiol'], // aetiology
  [/^foet/, 'fet'], // foetal
  [/^leuco(?=cyt|pen)/, 'leuko'], // leucocytosis, leucopenia
  [/tumour/g, 'tumor'],
  [/sulph/g, 'sulf'], // sulphate
  [/artefact/g, 'artifact'],
  // -ise for -ize in clinical verbs and their nouns: necrotising, hospitalised, mobilisation,
  // catheterised, immunisation (not "promise", "exercise", "otherwise": only these stems).
  [new RegExp(`(?<=[a-z]{2})(${IZE_STEMS})is(?=${IZE_ENDINGS})`, 'g'), '$1iz'],
];

/**
 * Medicines that go by another name outside the US (the British Approved Names before INN
 * harmonisation, still written in the UK and Australia): "IV frusemide", "noradrenaline".
 */
const DRUG_NAMES: ReadonlyMap<string, string> = new Map([
  ['frusemide', 'furosemide'],
  ['salbutamol', 'albuterol'],
  ['noradrenaline', 'norepinephrine'],
  ['adrenaline', 'epinephrine'],
  ['lignocaine', 'lidocaine'],
  ['paracetamol', 'acetaminophen'],
  ['glibenclamide', 'glyburide'],
  ['pethidine', 'meperidine'],
]);

const SHORTEST_DRUG_NAME = Math.min(...[...DRUG_NAMES.keys()].map((name) => name.length));

/** Quick reject: a norm holding none of these letter pairs has nothing to fold. */
const CANDIDATE = new RegExp(`ae|oe|our|ulph|efac|euco|(?:${IZE_STEMS})is(?:${IZE_ENDINGS})`);

/** Words already folded: a note repeats its words, and every concept matcher asks. Bounded. */
const folded = new Map<string, string>();
const MAX_CACHED = 50_000;

/** The American spelling of a lower-case token, or the token itself. */
export function americanSpelling(norm: string): string {
  const drug = norm.length >= SHORTEST_DRUG_NAME ? DRUG_NAMES.get(norm) : undefined;
  if (drug !== undefined) return drug;
  // Most tokens hold none of the folded letter pairs: answer them without a lookup.
  if (norm.length < 4 || !CANDIDATE.test(norm)) return norm;
  const known = folded.get(norm);
  if (known !== undefined) return known;
  let out = norm;
  for (const [pattern, replacement] of FOLDS) out = out.replace(pattern, replacement);
  if (folded.size >= MAX_CACHED) folded.clear();
  folded.set(norm, out);
  return out;
}

/** Only words this long are corrected: one slip in a shorter one ("hip", "hit") makes another word. */
export const SHORTEST_SLIP = 6;
const lettersOnly = /^[a-z]+$/;
/** A noun and its adjective ("hypoxemia", "hypoxemic") are one edit apart and both right. */
const ADJECTIVE_ENDINGS = /(?:ia|ic)$/;

/**
 * The words of a vocabulary, indexed for the one typing slip a word may carry: a letter left out,
 * added, changed, or two letters swapped ("pneumona", "exacerbtion", "diastolik", "encephalopahty").
 * Every word is stored under each of its one-letter deletions (the symmetric-delete method), so a
 * lookup costs one probe per letter of the misspelt word.
 */
export class OneSlipIndex {
  private readonly words = new Set<string>();
  private readonly byDeletion = new Map<string, string[]>();
  /** Words added since the last lookup: indexed on the first lookup, not while a matcher is being built. */
  private pending: string[] = [];

  add(word: string): void {
    if (word.length < SHORTEST_SLIP - 1 || !lettersOnly.test(word) || this.words.has(word)) return;
    this.words.add(word);
    this.pending.push(word);
  }

  private indexPending(): void {
    for (const word of this.pending) {
      for (const deletion of new Set(deletionsOf(word))) {
        const list = this.byDeletion.get(deletion);
        if (list) list.push(word);
        else this.byDeletion.set(deletion, [word]);
      }
    }
    this.pending = [];
  }

  /**
   * The one vocabulary word a single slip away from `written`, or undefined when there is none or
   * more than one (an ambiguous slip is left alone). `written` itself must not be a word.
   */
  nearest(written: string): string | undefined {
    if (written.length < SHORTEST_SLIP || !lettersOnly.test(written) || this.words.has(written)) return undefined;
    if (this.pending.length > 0) this.indexPending();
    const found = new Set<string>();
    // A letter left out: the written word is a deletion of a vocabulary word.
    for (const word of this.byDeletion.get(written) ?? []) found.add(word);
    for (const deletion of deletionsOf(written)) {
      // A letter added.
      if (this.words.has(deletion)) found.add(deletion);
      // A letter changed, or two swapped: both lose the same letter to one deletion.
      for (const word of this.byDeletion.get(deletion) ?? []) if (word.length === written.length && isOneSlip(written, word)) found.add(word);
    }
    if (found.size !== 1) return undefined;
    const word = found.values().next().value as string;
    if (ADJECTIVE_ENDINGS.test(word) && ADJECTIVE_ENDINGS.test(written) && word.slice(0, -2) === written.slice(0, -2)) return undefined;
    return word;
  }
}

function* deletionsOf(word: string): Generator<string> {
  for (let i = 0; i < word.length; i++) yield word.slice(0, i) + word.slice(i + 1);
}

/** Two words of one length that differ by one changed letter or one swap of neighbours. */
function isOneSlip(a: string, b: string): boolean {
  let first = -1;
  let differences = 0;
  for (let i = 0; i < a.length; i++) {
    if (a.charCodeAt(i) === b.charCodeAt(i)) continue;
    if (++differences > 2) return false;
    if (first < 0) first = i;
  }
  if (differences === 1) return true;
  return differences === 2 && a[first] === b[first + 1] && a[first + 1] === b[first];
}
