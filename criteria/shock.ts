import {
  above,
  allOf,
  anyOf,
  atLeast,
  below,
  definePack,
  measured,
  mentioned,
  not,
  rise,
  ruledOut,
  type Rule,
} from '../lib/criteria/define';
import { pushDoseVasopressorPhrases } from './phrases.en';

type Concept =
  | 'shock'
  | 'cardiogenic-shock'
  | 'hypovolemic-shock'
  | 'septic-shock'
  | 'other-shock'
  | 'hypotension'
  | 'fluid-responsive'
  | 'pressure-recovered'
  | 'vasopressors'
  | 'mechanical-support'
  | 'hypoperfusion'
  | 'cardiac-cause'
  | 'cardiogenic-haemodynamics'
  | 'normal-cardiac-function'
  | 'volume-loss'
  | 'obstructive-distributive-cause';

const m = (c: Concept, options: Parameters<typeof mentioned>[1] = {}): Rule<Concept> => mentioned(c, options);
const ACUTE = ['admission', 'peak', 'nadir', 'current', 'none'] as const;

const hypotensionValues = anyOf<Concept>(measured('systolic-bp', below(90, 'mmHg')), measured('map', below(65, 'mmHg')));
const recoveredWithoutHypoperfusion = allOf<Concept>(m('pressure-recovered'), not(measured('lactate', above(2, 'mmol/L'))), not(m('hypoperfusion')));
const support = anyOf<Concept>(m('vasopressors'), m('mechanical-support'));
const perfusion = anyOf<Concept>(measured('lactate', above(2, 'mmol/L')), m('hypoperfusion'), rise('creatinine', { by: 0.3, unit: 'mg/dL' }));
const cardio = anyOf<Concept>(m('cardiac-cause'), m('cardiogenic-haemodynamics'), m('mechanical-support'), measured('ejection-fraction', below(40, '%')));
const hypovolemic = m('volume-loss');

/**
 * Shock, non-septic and unspecified (R57.0 cardiogenic, R57.1 hypovolemic, R57.8 other,
 * R57.9 unspecified). Criteria reference §2.16 (SCAI shock stages, SHOCK trial, ATLS, SSC 2021).
 *
 * Shock is sustained hypotension (systolic below 90 mmHg or MAP below 65 mmHg, or the need for
 * vasopressors or inotropes to keep them there) with hypoperfusion (lactate above 2 mmol/L,
 * oliguria, acute confusion, cool mottled skin, rising creatinine, shock liver) or with
 * vasoactive or mechanical support (norepinephrine, vasopressin, dobutamine, milrinone, IABP,
 * Impella, ECMO, massive transfusion). Hypotension that responds to a bolus with no
 * hypoperfusion is not shock; nor is a push dose of phenylephrine in the OR or "no evidence of
 * shock". Cardiogenic shock (R57.0) also needs a primary cardiac cause or cardiogenic
 * haemodynamics; hypovolemic shock (R57.1) needs haemorrhage or fluid loss. Septic shock belongs
 * to R65.21 (sepsis pack): R57.x on a septic case is a coding matter, not a clinical denial, so
 * a documented septic shock still shows that shock occurred, but it contradicts a cardiogenic or
 * hypovolemic subtype that the note never supports.
 *
 * @example "BP 78/50, lactate 4.8, mottled, on norepinephrine and dobutamine after an anterior STEMI, EF 20%"
 * supports R57.0; "BP 84/50 that responded to 1 L of saline, lactate 1.3, no pressors" does not support shock.
 */
export default definePack({
  id: 'shock',
  title: 'Shock',
  version: '1.0.0',
  source: 'criteria-reference §2.16 (SCAI 2019/2022, SHOCK trial, ATLS, SSC 2021)',
  codes: [
    { code: 'R57', title: 'shock, not elsewhere classified' },
    { code: 'R570', title: 'cardiogenic shock', requires: 'cardiogenic-cause', contradicts: 'cardiogenic-contradicted' },
    { code: 'R571', title: 'hypovolemic shock', requires: 'hypovolemic-cause', contradicts: 'hypovolemic-contradicted' },
    { code: 'R578', title: 'other shock' },
    { code: 'R579', title: 'shock, unspecified' },
  ],
  concepts: {
    shock: {
      terms: ['shock', 'in shock', 'circulatory shock', 'shock state', 'mixed shock', 'undifferentiated shock', 'profound shock', 'circulatory collapse'],
      pseudo: [
        'shock wave', 'shockwave', 'shock wave lithotripsy', 'ICD shock', 'ICD shocks', 'AICD shock', 'AICD shocks', 'shock delivered',
        'shocks delivered', 'shocked by', 'shocked out of', 'shock was delivered', 'spinal shock', 'shell shock', 'toxic shock syndrome',
        'shock index', 'no longer in shock',
      ],
    },
    'cardiogenic-shock': { terms: ['cardiogenic shock', 'mixed cardiogenic and septic shock', 'mixed septic and cardiogenic shock', 'septic and cardiogenic shock', 'cardiogenic and septic shock'] },
    'hypovolemic-shock': { terms: ['hypovolemic shock', 'hemorrhagic shock', 'haemorrhagic shock', 'hypovolaemic shock'] },
    // The same phrases as the sepsis pack's septic-shock concept, so neither pack hides the other's mention.
    'septic-shock': {
      terms: ['septic shock', 'mixed cardiogenic and septic shock', 'mixed septic and cardiogenic shock', 'septic and cardiogenic shock', 'cardiogenic and septic shock'],
      pseudo: ['no longer in septic shock'],
    },
    'other-shock': {
      terms: ['obstructive shock', 'neurogenic shock', 'distributive shock', 'vasoplegic shock', 'vasoplegia', 'anaphylactic shock', 'adrenal crisis with shock'],
    },
    hypotension: { terms: ['hypotension', 'hypotensive', 'low blood pressure'] },
    'fluid-responsive': {
      terms: [
        'responded to fluids', 'responded to IV fluids', 'responded to fluid bolus', 'responded to a fluid bolus', 'fluid responsive',
        'resolved with fluids', 'resolved with IV fluids', 'improved with fluids', 'improved with fluid boluses', 'did not require pressors', 'did not require vasopressors', 'never required pressors',
        'never required vasopressors', 'no pressor requirement', 'without pressor requirement', 'not requiring pressors', 'not requiring vasopressors',
        'hypotension related to sedation', 'hypotension from sedation', 'hypotension from propofol', 'post-induction hypotension',
        // Corrected at once: "BP 84/52 at triage corrected within 30 minutes with the first 1 L bolus".
        'corrected within', 'corrected with the first', 'corrected with a single', 'corrected with one', 'corrected with fluids', 'corrected with iv fluids',
        'corrected with a bolus', 'corrected with a fluid bolus', 'corrected after a bolus', 'transient hypotension',
      ],
    },
    // "a 1 L bolus and her pressure rose to 118/70 within 30 minutes": recovered, which settles it only
    // with no hypoperfusion (after hemorrhage and 2 units, a lactate of 4.3 was still shock).
    'pressure-recovered': {
      terms: [
        'pressure rose to', 'blood pressure rose to', 'bp rose to', 'pressures rose to', 'pressure normalized with', 'blood pressure normalized with',
        'normalized with fluids', 'normalized with a bolus', 'normalized after a bolus',
      ],
    },
    vasopressors: {
      terms: [
        'vasopressor', 'vasopressors', 'pressor', 'pressors', 'pressor support', 'pressor requirement', 'vasopressor support', 'norepinephrine',
        'Levophed', 'norepi', 'vasopressin', 'phenylephrine', 'Neo-Synephrine', 'neosynephrine', 'epinephrine drip', 'epinephrine infusion',
        'epi drip', 'dopamine', 'dopamine drip', 'angiotensin II', 'Giapreza', 'inotrope', 'inotropes', 'inotropic support', 'dobutamine',
        'milrinone',
      ],
      pseudo: [
        ...pushDoseVasopressorPhrases,
        'lidocaine with epinephrine', 'racemic epinephrine', 'dopamine agonist', 'vasopressin receptor', 'dobutamine stress', 'dobutamine stress echo',
        'dobutamine stress echocardiogram', 'home milrinone',
      ],
    },
    'mechanical-support': {
      terms: [
        'intra-aortic balloon pump', 'intraaortic balloon pump', 'balloon pump', 'Impella', 'ECMO', 'extracorporeal membrane oxygenation',
        'Tandem Heart', 'TandemHeart',
      ],
      abbreviations: ['IABP', 'MTP'],
    },
    hypoperfusion: {
      terms: [
        'mottled', 'mottling', 'cool extremities', 'cold extremities', 'cool and clammy', 'cold and clammy', 'clammy', 'delayed capillary refill',
        'poor perfusion', 'hypoperfusion', 'end organ hypoperfusion', 'end organ damage', 'end organ dysfunction', 'shock liver', 'ischemic hepatitis',
        'oliguria', 'oliguric', 'anuria', 'anuric', 'lactic acidosis', 'altered mental status', 'obtunded', 'multiorgan failure', 'multi-organ failure',
      ],
    },
    'cardiac-cause': {
      terms: [
        'myocardial infarction', 'STEMI', 'NSTEMI', 'acute coronary syndrome', 'cardiomyopathy', 'heart failure', 'cardiac tamponade', 'tamponade',
        'ventricular tachycardia', 'ventricular fibrillation', 'complete heart block', 'severe aortic stenosis', 'papillary muscle rupture',
        'ventricular septal rupture', 'myocarditis', 'takotsubo', 'left ventricular dysfunction', 'LV dysfunction', 'right ventricular failure',
        'RV failure', 'severely reduced ejection fraction', 'severely depressed ejection fraction', 'severe LV dysfunction', 'SCAI stage',
      ],
      abbreviations: ['AMI', 'ACS', 'VT', 'HFrEF'],
    },
    'cardiogenic-haemodynamics': {
      terms: ['low cardiac index', 'reduced cardiac index', 'depressed cardiac index', 'elevated wedge pressure', 'elevated PCWP', 'high wedge pressure', 'low cardiac output', 'low output state'],
    },
    'normal-cardiac-function': {
      terms: ['normal ejection fraction', 'preserved ejection fraction', 'normal left ventricular function', 'normal LV function', 'normal biventricular function', 'hyperdynamic left ventricle', 'hyperdynamic LV', 'normal systolic function'],
    },
    'volume-loss': {
      terms: [
        'hemorrhage', 'haemorrhage', 'bleeding', 'GI bleed', 'GI bleeding', 'gastrointestinal bleeding', 'gastrointestinal hemorrhage', 'upper GI bleed',
        'lower GI bleed', 'hematemesis', 'melena', 'hematochezia', 'blood loss', 'acute blood loss', 'retroperitoneal bleed', 'retroperitoneal hematoma',
        'ruptured abdominal aortic aneurysm', 'ruptured AAA', 'variceal bleed', 'variceal hemorrhage', 'postpartum hemorrhage',
        'severe dehydration', 'volume depletion', 'hypovolemia', 'hypovolemic', 'diarrhea', 'vomiting', 'high output ostomy', 'burns',
        'third spacing', 'hemorrhagic shock', 'haemorrhagic shock',
        // Losses written as what happened: "he had vomited repeatedly", the osmotic diuresis of DKA or HHS.
        'vomited', 'vomited repeatedly', 'emesis', 'osmotic diuresis', 'dehydration', 'dehydrated', 'hypovolaemia', 'fluid losses', 'gi losses',
        'volume loss', 'volume losses',
        // The acute-blood-loss-anemia pack's phrases (same words, so both packs keep them).
        'upper GI bleeding', 'lower GI bleeding', 'upper gastrointestinal bleeding', 'lower gastrointestinal bleeding', 'variceal bleeding',
        'rectal bleeding', 'bleeding ulcer', 'bleeding peptic ulcer', 'diverticular bleeding', 'diverticular hemorrhage', 'GI hemorrhage',
        'retroperitoneal hemorrhage', 'postoperative bleeding', 'acute blood loss anemia', 'blood loss anemia',
      ],
    },
    'obstructive-distributive-cause': {
      terms: ['massive pulmonary embolism', 'saddle pulmonary embolism', 'tension pneumothorax', 'cardiac tamponade', 'spinal cord injury', 'anaphylaxis', 'adrenal crisis', 'adrenal insufficiency'],
    },
  },
  criteria: {
    'shock-documented': {
      says: 'Shock documented for this stay',
      rule: anyOf(m('shock'), m('cardiogenic-shock'), m('hypovolemic-shock'), m('septic-shock'), m('other-shock')),
    },
    'shock-ruled-out': { says: 'Shock negated or ruled out', rule: ruledOut('shock') },
    'shock-not-ruled-out': { says: 'Shock not ruled out in the summary', rule: not(ruledOut('shock')) },
    'sustained-hypotension': {
      says: 'Hypotension: systolic below 90 mmHg or MAP below 65 mmHg, or vasopressors/inotropes to maintain them',
      // Hypotension the note says fluids corrected at once is not sustained (reference §2.16).
      rule: anyOf(allOf(hypotensionValues, not(m('fluid-responsive')), not(recoveredWithoutHypoperfusion)), support),
    },
    hypoperfusion: {
      says: 'Hypoperfusion: lactate above 2 mmol/L, oliguria, mottling, acute confusion, rising creatinine',
      rule: perfusion,
    },
    'vasoactive-support': { says: 'Vasopressor, inotrope or mechanical circulatory support', rule: support },
    'fluid-responsive': {
      says: 'Hypotension transient or corrected by fluids, with no vasopressor or hypoperfusion',
      // A creatinine that rose with the volume loss does not make a corrected pressure shock.
      rule: allOf(anyOf(m('fluid-responsive'), m('pressure-recovered')), not(support), not(measured('lactate', above(2, 'mmol/L'))), not(m('hypoperfusion'))),
    },
    // "No hypotension, no vasopressors this admission": the sign shock cannot be without is denied.
    'hypotension-denied': {
      says: 'Hypotension denied for this stay, with no low pressure and no vasoactive support reported',
      rule: allOf(ruledOut('hypotension', { currentOnly: true }), not(hypotensionValues), not(support)),
    },
    'bp-reported': {
      says: 'Blood pressure reported during the acute illness',
      rule: anyOf(measured('systolic-bp', { op: 'any' }, { roles: ACUTE }), measured('map', { op: 'any' }, { roles: ACUTE })),
    },
    'lactate-reported': { says: 'Lactate reported', rule: measured('lactate', { op: 'any' }, { roles: ACUTE }) },
    'hypotension-named': { says: 'Hypotension described', rule: m('hypotension') },
    'cardiogenic-cause': {
      says: 'Cardiogenic: a primary cardiac cause, low cardiac index/high wedge pressure, EF below 40% or mechanical support',
      rule: cardio,
    },
    'cardiogenic-contradicted': {
      says: 'Cardiogenic subtype contradicted: normal cardiac function or another shock type, and no cardiac cause',
      rule: anyOf(
        ruledOut('cardiogenic-shock'),
        allOf(
          not(cardio),
          anyOf(
            m('normal-cardiac-function'),
            measured('ejection-fraction', atLeast(50, '%')),
            allOf(not(m('cardiogenic-shock')), anyOf(m('septic-shock'), m('hypovolemic-shock'), m('other-shock'))),
          ),
        ),
      ),
    },
    'hypovolemic-cause': { says: 'Hypovolemic: haemorrhage or fluid loss documented', rule: hypovolemic },
    'hypovolemic-contradicted': {
      says: 'Hypovolemic subtype contradicted: another shock type documented and no haemorrhage or fluid loss',
      rule: anyOf(ruledOut('hypovolemic-shock'), allOf(not(hypovolemic), not(m('hypovolemic-shock')), anyOf(m('septic-shock'), m('cardiogenic-shock'), m('other-shock')))),
    },
  },
  decision: {
    documented: 'shock-documented',
    supported: { allOf: ['shock-not-ruled-out', 'sustained-hypotension', { anyOf: ['hypoperfusion', 'vasoactive-support'] }] },
    // Blood pressure with a perfusion datum, or hypotension corrected by fluids. Normal pressures
    // alone do not decide: discharge vital signs are often written without a discharge label.
    decidable: { anyOf: [{ allOf: ['bp-reported', 'lactate-reported'] }, 'fluid-responsive', 'hypotension-denied'] },
    refuted: { anyOf: ['shock-ruled-out', 'fluid-responsive', 'hypotension-denied'] },
    narrative: { allOf: ['shock-documented', 'shock-not-ruled-out', 'hypotension-named', 'hypoperfusion'] },
    strengthens: ['vasoactive-support'],
  },
  variants: {
    'lactate-4': {
      says: 'Hypoperfusion needs a lactate of 4 mmol/L or more (audit convention); other perfusion signs still count',
      criteria: {
        hypoperfusion: {
          says: 'Hypoperfusion: lactate 4 mmol/L or more, oliguria, mottling, acute confusion, rising creatinine',
          rule: anyOf(measured('lactate', atLeast(4, 'mmol/L')), m('hypoperfusion'), rise('creatinine', { by: 0.3, unit: 'mg/dL' })),
        },
      },
    },
    'cardiogenic-invasive': {
      says: 'Cardiogenic shock needs invasive haemodynamics (cardiac index, wedge pressure) or mechanical support',
      criteria: {
        'cardiogenic-cause': {
          says: 'Cardiogenic: low cardiac index/high wedge pressure or mechanical circulatory support',
          rule: anyOf(m('cardiogenic-haemodynamics'), m('mechanical-support')),
        },
      },
    },
  },
});
