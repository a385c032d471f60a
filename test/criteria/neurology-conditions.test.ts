import { neurologyConditions } from '../../criteria/common/neurology.en';
import { builtInRegistry } from '../../lib/validate-claim';
import { builtInResult, codesNotOwnedByTheirEntry } from '../support/built-in';

/**
 * Epilepsy by type, intractability and status epilepticus, hydrocephalus by kind, the Glasgow
 * coma scale and NIH stroke scale scores, cerebral vasospasm and Todd's paralysis
 * (criteria/common/neurology.en.ts). Each entry: a note that supports it, and one that does not
 * for a reason a reviewer would see.
 */

const resultOf = builtInResult;

describe('neurology entries', () => {
  it('resolve each code to its own pack', () => {
    expect(codesNotOwnedByTheirEntry(neurologyConditions)).toEqual([]);
  });

  it('covers G40.0- to G40.4- (four codes each), G40.80- to G40.82-, G40.833-G40.834, G91.0-G91.1, R40.241- to R40.243-, R29.700-R29.742, I67.848 and G83.84', () => {
    const codes = new Set(neurologyConditions.flatMap((c) => c.codes));
    for (const t of ['0', '1', '2', '3', '4']) for (const s of ['01', '09', '11', '19']) expect(codes.has(`G40${t}${s}`)).toBe(true);
    for (const t of ['0', '1', '2']) for (const s of ['1', '2', '3', '4']) expect(codes.has(`G408${t}${s}`)).toBe(true);
    for (const r of ['1', '2', '3']) for (const t of ['0', '1', '2', '3', '4']) expect(codes.has(`R4024${r}${t}`)).toBe(true);
    for (let n = 0; n <= 42; n++) expect(codes.has(`R297${String(n).padStart(2, '0')}`)).toBe(true);
    for (const c of ['G40833', 'G40834', 'G910', 'G911', 'I67848', 'G8384']) expect(codes.has(c)).toBe(true);
  });
});

describe('epilepsy by type, intractability and status epilepticus (G40)', () => {
  it.each([
    // G40.0- idiopathic focal
    ['G40.009', 'Benign rolandic epilepsy; nocturnal seizure at home. Levetiracetam continued, EEG with centrotemporal spikes.', 'Supported'],
    ['G40.009', 'Childhood absence epilepsy on ethosuximide; EEG 3 Hz spike and wave.', 'Unsupported'],
    ['G40.001', 'Benign rolandic epilepsy presenting in focal status epilepticus; lorazepam and fosphenytoin load.', 'Supported'],
    // Status epilepticus not written: the code's specificity is undocumented.
    ['G40.001', 'Benign rolandic epilepsy with a brief nocturnal seizure; levetiracetam continued.', 'NoDetermination'],
    // G40.1- focal with simple partial seizures
    ['G40.109', 'Epilepsy with simple partial seizures after a remote left frontal contusion; lacosamide increased.', 'Supported'],
    ['G40.109', 'Focal epilepsy; lacosamide increased.', 'NoDetermination'],
    ['G40.109', 'Focal epilepsy with simple partial seizures, medically refractory on three agents; VNS interrogated.', 'Unsupported'],
    ['G40.119', 'Drug resistant jacksonian epilepsy; lacosamide added, referred for epilepsy surgery evaluation.', 'Supported'],
    ['G40.119', 'Jacksonian epilepsy, well controlled on levetiracetam; admitted for pneumonia.', 'Unsupported'],
    ['G40.101', 'Epilepsia partialis continua of the right hand: focal motor status epilepticus, treated with levetiracetam and lacosamide loads.', 'Supported'],
    // G40.2- focal with complex partial seizures
    ['G40.209', 'Temporal lobe epilepsy with a breakthrough seizure after missed doses; levetiracetam resumed.', 'Supported'],
    ['G40.209', 'Temporal lobe epilepsy; admitted in status epilepticus, intubated and loaded with fosphenytoin.', 'Unsupported'],
    ['G40.209', 'Juvenile myoclonic epilepsy on valproate; levels therapeutic.', 'Unsupported'],
    ['G40.219', 'Medically refractory temporal lobe epilepsy; admitted to the epilepsy monitoring unit for phase 1 evaluation.', 'Supported'],
    ['G40.219', 'Temporal lobe epilepsy on levetiracetam; EEG without new findings.', 'NoDetermination'],
    ['G40.211', 'Intractable temporal lobe epilepsy. Admitted in nonconvulsive status epilepticus on continuous EEG; midazolam infusion.', 'Supported'],
    ['G40.211', 'Intractable temporal lobe epilepsy; clustered seizures treated with lorazepam.', 'NoDetermination'],
    // G40.3- and G40.4- generalized
    ['G40.309', 'Idiopathic generalized epilepsy; generalized tonic-clonic seizure after sleep deprivation. Lamotrigine continued.', 'Supported'],
    ['G40.309', 'Temporal lobe epilepsy with a breakthrough seizure; levetiracetam increased.', 'Unsupported'],
    ['G40.319', 'Drug-resistant idiopathic generalized epilepsy despite valproate and lamotrigine; clobazam added.', 'Supported'],
    ['G40.409', 'Symptomatic generalized epilepsy since neonatal hypoxic injury; valproate continued.', 'Supported'],
    ['G40.409', 'Poorly controlled symptomatic generalized epilepsy since neonatal hypoxic injury; valproate increased.', 'Unsupported'],
    // G40.8-
    ['G40.812', 'Lennox-Gastaut syndrome; seizures at baseline frequency, rufinamide and clobazam continued.', 'Supported'],
    ['G40.814', 'Intractable Lennox-Gastaut syndrome; cannabidiol added to rufinamide and clobazam.', 'Supported'],
    ['G40.813', 'Lennox-Gastaut syndrome, drug resistant, admitted with status epilepticus; intubated, propofol infusion.', 'Supported'],
    ['G40.822', 'Infantile spasms with hypsarrhythmia on EEG; ACTH started.', 'Supported'],
    ['G40.822', 'Benign sleep myoclonus of infancy, EEG normal; no infantile spasms.', 'Unsupported'],
    ['G40.802', 'Landau-Kleffner syndrome; valproate and speech therapy.', 'Supported'],
    ['G40.834', 'Dravet syndrome on stiripentol, valproate and clobazam; febrile seizure cluster treated with rectal diazepam.', 'Supported'],
    ['G40.834', 'Dravet syndrome; admitted in convulsive status epilepticus requiring midazolam infusion.', 'Unsupported'],
    ['G40.833', 'Dravet syndrome; admitted in convulsive status epilepticus requiring midazolam infusion.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('hydrocephalus by kind (G91.0, G91.1)', () => {
  it.each([
    ['G91.0', 'Aneurysmal SAH complicated by communicating hydrocephalus; EVD placed, failed clamp trial, VP shunt placed.', 'Supported'],
    ['G91.0', 'Cerebellar hemorrhage with obstructive hydrocephalus; external ventricular drain placed.', 'Unsupported'],
    ['G91.0', 'Hydrocephalus after SAH; EVD placed.', 'NoDetermination'],
    ['G91.1', 'Posterior fossa tumor causing obstructive hydrocephalus; endoscopic third ventriculostomy by neurosurgery.', 'Supported'],
    ['G91.1', 'CT head: ventriculomegaly ex vacuo from atrophy; no hydrocephalus.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('Glasgow coma scale total score (R40.241- to R40.243-)', () => {
  it.each([
    ['R40.2410', 'Fall at home. GCS 14, CT head negative.', 'Supported'],
    ['R40.2410', 'Found down. GCS 6, intubated for airway protection.', 'Unsupported'],
    ['R40.2430', 'Found down. GCS 6, intubated for airway protection.', 'Supported'],
    ['R40.2420', 'Somnolent after ingestion, GCS 10. Observed in the ICU.', 'Supported'],
    ['R40.2420', 'Somnolent after ingestion, GCS 14. Observed overnight.', 'Unsupported'],
    ['R40.2431', 'Motorcycle crash. GCS 7 per EMS in the field. GCS 13 on arrival to the ED.', 'Supported'],
    ['R40.2432', 'Motorcycle crash. GCS 7 per EMS in the field. GCS 13 on arrival to the ED.', 'Unsupported'],
    ['R40.2412', 'Motorcycle crash. GCS 7 per EMS in the field. GCS 13 on arrival to the ED.', 'Supported'],
    ['R40.2413', 'Motorcycle crash. GCS 13 after extubation.', 'NoDetermination'],
    ['R40.2414', 'Subdural hematoma evacuated; GCS 15 at discharge.', 'Supported'],
    ['R40.2413', 'Admitted to the ICU after the fall; GCS 9 on admission, improving to 14 by hospital day 3.', 'Unsupported'],
    ['R40.2423', 'Admitted to the ICU after the fall; GCS 9 on admission.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('NIH stroke scale score (R29.700 to R29.742)', () => {
  it.each([
    ['R29.717', 'Left MCA stroke, NIHSS 17 on arrival; thrombectomy with TICI 2b.', 'Supported'],
    ['R29.717', 'Left MCA stroke. NIHSS of 17; tenecteplase given.', 'Supported'],
    ['R29.717', 'NIHSS: 17.', 'Supported'],
    ['R29.717', 'Right PCA stroke, NIH stroke scale score of 17.', 'Supported'],
    ['R29.717', 'Right PCA stroke, NIH stroke scale 17.', 'Supported'],
    ['R29.717', 'Right PCA stroke, NIHSS score 17.', 'Supported'],
    ['R29.717', 'Left MCA stroke, NIHSS 12 on arrival; alteplase given.', 'Unsupported'],
    ['R29.701', 'Small right thalamic infarct with NIHSS 1 (sensory).', 'Supported'],
    ['R29.701', 'Small right thalamic infarct; mild sensory loss.', 'NoDetermination'],
    ['R29.700', 'TIA, symptoms resolved; NIHSS 0 on exam.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('cerebral vasospasm (I67.848) and Todd\'s paralysis (G83.84)', () => {
  it.each([
    ['I67.848', 'Aneurysmal SAH. Day 7 new aphasia; angiogram showed severe left MCA vasospasm treated with intra-arterial verapamil and induced hypertension.', 'Supported'],
    ['I67.848', 'Aneurysmal SAH, coiled. Nimodipine for vasospasm prophylaxis for 21 days; daily TCDs without vasospasm.', 'Unsupported'],
    ['I67.848', 'Aneurysmal SAH, coiled. Nimodipine for 21 days.', 'NoDetermination'],
    ['I67.848', 'Thunderclap headaches with segmental narrowing: reversible cerebral vasoconstriction syndrome, verapamil started.', 'Unsupported'],
    ['G83.84', "Generalized seizure followed by left hemiparesis; MRI brain without infarct, weakness resolved by 18 hours: Todd's paralysis. Levetiracetam started.", 'Supported'],
    ['G83.84', 'Right arm weakness after a seizure; MRI showed an acute left MCA infarct and the weakness persisted. Acute ischemic stroke, not postictal paresis.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('every generated code', () => {
  const scores = Array.from({ length: 43 }, (_, n) => n);
  it.each(scores)('NIHSS %i: its own score supports it, the next one refutes it', (n) => {
    const code = `R29.7${String(n).padStart(2, '0')}`;
    expect(resultOf(code, `Acute left MCA stroke. NIHSS ${n} on arrival; thrombectomy performed.`)).toBe('Supported');
    expect(resultOf(code, `Acute left MCA stroke. NIHSS ${(n + 1) % 43} on arrival; thrombectomy performed.`)).toBe('Unsupported');
  });

  const times: [string, string][] = [['0', ''], ['1', ' per EMS in the field'], ['2', ' on arrival to the ED'], ['3', ' on admission'], ['4', ' on hospital day 3']];
  const ranges: [string, number, number][] = [['1', 14, 6], ['2', 10, 14], ['3', 6, 14]];
  it.each(ranges.flatMap(([r, inside, outside]) => times.map(([t, when]) => [`R40.24${r}${t}`, inside, outside, when] as const)))(
    '%s: GCS %i%s supports it; GCS %i does not',
    (code, inside, outside, when) => {
      expect(resultOf(code, `Fall with head strike. GCS ${inside}${when}.`)).toBe('Supported');
      expect(resultOf(code, `Fall with head strike. GCS ${outside}${when}.`)).toBe('Unsupported');
    },
  );

  const types: [string, string][] = [
    ['G40.0', 'benign rolandic epilepsy'], ['G40.1', 'epilepsy with focal aware seizures'], ['G40.2', 'temporal lobe epilepsy'],
    ['G40.3', 'idiopathic generalized epilepsy'], ['G40.4', 'symptomatic generalized epilepsy'],
  ];
  it.each(types)('%s (%s): each of its four codes by intractability and status epilepticus', (prefix, name) => {
    const plain = `Known ${name}; seizure at home. Levetiracetam increased.`;
    const refractory = `Medically refractory ${name}; seizure at home. Levetiracetam increased.`;
    const status = `Known ${name}; admitted in convulsive status epilepticus, lorazepam and fosphenytoin load.`;
    const refractoryStatus = `Medically refractory ${name}. Admitted in convulsive status epilepticus, lorazepam and fosphenytoin load.`;
    expect([plain, refractory, status, refractoryStatus].map((t) => resultOf(`${prefix}09`, t))).toEqual(['Supported', 'Unsupported', 'Unsupported', 'Unsupported']);
    expect([plain, refractory, status, refractoryStatus].map((t) => resultOf(`${prefix}01`, t))).toEqual(['NoDetermination', 'Unsupported', 'Supported', 'Unsupported']);
    expect([plain, refractory, status, refractoryStatus].map((t) => resultOf(`${prefix}19`, t))).toEqual(['NoDetermination', 'Supported', 'NoDetermination', 'Unsupported']);
    expect([plain, refractory, status, refractoryStatus].map((t) => resultOf(`${prefix}11`, t))).toEqual(['NoDetermination', 'NoDetermination', 'NoDetermination', 'Supported']);
  });
});
