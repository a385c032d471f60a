/**
 * British medical spellings folded to the American ones the lexicons are written in, so
 * "hyperlipidaemia", "oedema", "haemoglobin" and "dyspnoea" match "hyperlipidemia", "edema",
 * "hemoglobin" and "dyspnea", and British drug names to US ones ("frusemide", "salbutamol"). Only
 * medical morphemes are folded: everyday words ("does", "shoe", "four") never change. Applied to
 * lower-cased token norms, on both sides of a match.
 */
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
const CANDIDATE = /ae|oe|our|ulph|efac|euco/;

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
