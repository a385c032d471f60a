import {
  above,
  allOf,
  anyOf,
  atMost,
  below,
  definePack,
  fall,
  measured,
  measuredThroughout,
  mentioned,
  not,
  reported,
  rise,
  ruledOut,
  type Rule,
} from '../lib/criteria/define';
import { esrdTerms, kidneyTransplantAbbreviations, kidneyTransplantNames } from './common/vocabulary.en';
import { ckdBaselinePhrases, renalAtBaselinePhrases } from './phrases.en';

/**
 * On maintenance dialysis the creatinine rises between sessions and falls with each one: no change
 * in it is a kidney injury (reference §2.3 pitfalls: AKI is generally not applicable in ESRD).
 */
type DialysisConcept = 'esrd' | 'kidney-transplant' | 'on-dialysis' | 'on-maintenance-dialysis' | 'rrt-started' | 'dialysis-independent';
const creatinineChange = <C extends string>(rule: Rule<C>): Rule<C | DialysisConcept> =>
  allOf<C | DialysisConcept>(
    rule,
    // A working kidney transplant ended the ESRD it was for ("ESRD, on hemodialysis 2013-2016"),
    // unless dialysis is current again (a failed graft, "back on hemodialysis").
    not(
      anyOf(
        allOf(mentioned('esrd', { allow: ['historical'] }), not(mentioned('kidney-transplant', { allow: ['historical'] }))),
        mentioned('on-maintenance-dialysis'),
        // A bare "on dialysis" is the acute kidney injury's own dialysis where the note starts it this
        // stay or sends the patient home off it ("urea falling on dialysis" ... "dialysis-independent").
        allOf(mentioned('on-dialysis'), not(anyOf(mentioned('rrt-started'), mentioned('dialysis-independent')))),
      ),
    ),
  );

/**
 * Acute kidney injury (N17), KDIGO 2012 by default. Criteria reference §2.3.
 *
 * KDIGO: a creatinine rise of >= 0.3 mg/dL within 48 h, or to >= 1.5x baseline within 7 days,
 * or urine output < 0.5 mL/kg/h for 6 h. A discharge summary rarely carries timestamps, so a
 * rise within the stay counts; the baseline is the stated one ("baseline 0.9"), else the lowest
 * value written before the peak. A fall of the same size during the stay (admission 3.2,
 * discharge 1.0) shows the injury was present on admission.
 */
export default definePack({
  id: 'aki',
  title: 'Acute kidney injury',
  version: '1.0.0',
  source: 'criteria-reference §2.3 (KDIGO 2012; RIFLE and AKIN as plan variants)',
  codes: [
    { code: 'N17', title: 'acute kidney failure' },
    {
      code: 'N170',
      title: 'acute kidney failure with tubular necrosis',
      requires: 'atn-indicators',
      contradicts: 'prerenal-indicators',
    },
  ],
  concepts: {
    aki: {
      terms: [
        'acute kidney injury',
        'acute renal failure',
        'acute renal injury',
        'acute kidney failure',
        'acute tubular necrosis',
        'acute on chronic kidney injury',
        'acute on chronic renal failure',
        'contrast nephropathy',
        'contrast induced nephropathy',
        'prerenal acute kidney injury',
        'kidney injury',
        'renal failure',
      ],
      abbreviations: ['AKI', 'ARF', 'ATN', 'CIN'],
      pseudo: ['chronic renal failure', 'chronic kidney failure', 'renal failure diet'],
    },
    // A named kind of AKI is still an AKI when affirmed, but excluding the kind ("HRS-AKI excluded",
    // "HRS-AKI not met") leaves the injury itself standing.
    'aki-kind': {
      terms: ['hrs aki', 'hepatorenal aki', 'hrs type aki', 'ci aki', 'contrast induced aki', 'contrast associated aki', 'sa aki', 'sepsis associated aki'],
    },
    'at-baseline': { terms: renalAtBaselinePhrases.filter((t) => !ckdBaselinePhrases().includes(t)) },
    'ckd-baseline': { terms: ckdBaselinePhrases() },
    // Another value's baseline: "Hemoglobin stable at his chronic CKD baseline" says nothing of the kidneys.
    'blood-count': { terms: ['hemoglobin', 'hematocrit', 'anemia', 'platelets', 'platelet count'], abbreviations: ['Hgb', 'Hb', 'Hct', 'H/H'] },
    esrd: { terms: esrdTerms, abbreviations: ['ESRD', 'ESKD'] },
    'kidney-transplant': {
      terms: kidneyTransplantNames,
      abbreviations: kidneyTransplantAbbreviations,
      // Not yet transplanted.
      pseudo: [
        'kidney transplant evaluation', 'renal transplant evaluation', 'awaiting kidney transplant', 'awaiting renal transplant',
        'kidney transplant list', 'renal transplant list', 'kidney transplant waitlist', 'listed for kidney transplant', 'listed for renal transplant',
        'candidate for kidney transplant', 'kidney transplant candidate', 'referred for kidney transplant',
      ],
    },
    // Maintenance dialysis now, in the esrd concept's own words as well (the longest phrase wins).
    'on-maintenance-dialysis': {
      terms: [
        ...esrdTerms.filter((t) => t.startsWith('esrd on ')), 'on maintenance dialysis', 'on maintenance hemodialysis', 'on peritoneal dialysis',
        'maintenance hemodialysis', 'maintenance dialysis', 'chronic hemodialysis', 'outpatient hemodialysis', 'outpatient dialysis',
      ],
    },
    'on-dialysis': { terms: ['on hemodialysis', 'on dialysis', 'back on hemodialysis', 'back on dialysis', 'dialysis dependent'] },
    'dialysis-independent': {
      terms: ['dialysis independent', 'off dialysis', 'came off dialysis', 'no longer requiring dialysis', 'no further dialysis', 'dialysis was stopped', 'dialysis discontinued', 'renal recovery'],
      pseudo: ['no renal recovery', 'without renal recovery'],
    },
    oliguria: { terms: ['oliguria', 'oliguric', 'anuria', 'anuric', 'decreased urine output', 'low urine output', 'poor urine output', 'minimal urine output'] },
    'renal-treatment': {
      terms: [
        'nephrology consult',
        'nephrology was consulted',
        'nephrology consulted',
        'renally dosed',
        'renal dosing',
        'held lisinopril',
        'held ace inhibitor',
        'held nsaids',
        'held metformin',
        'iv fluids',
        'intravenous fluids',
        'iv hydration',
        'intravenous hydration',
        'fluid resuscitation',
        'strict intake and output',
        'renal ultrasound',
      ],
      abbreviations: ['IVF'],
    },
    'rrt-started': {
      terms: [
        'dialysis was initiated', 'started on dialysis', 'started on hemodialysis', 'initiated hemodialysis', 'emergent dialysis', 'crrt', 'continuous renal replacement therapy',
        'dialysis initiated', 'hemodialysis initiated', 'hemodialysis was initiated', 'dialysis started', 'hemodialysis started', 'hemodialysis was started', 'dialysis was started',
        'intermittent hemodialysis started', 'urgent hemodialysis', 'urgent dialysis', 'emergent hemodialysis', 'temporary dialysis catheter', 'acute kidney injury requiring hemodialysis',
        'acute kidney injury requiring dialysis', 'aki requiring dialysis', 'aki requiring hemodialysis',
      ],
      abbreviations: ['CRRT', 'CVVH', 'CVVHD'],
    },
    'atn-findings': { terms: ['muddy brown casts', 'granular casts', 'renal tubular epithelial cells', 'ischemic atn', 'acute tubular necrosis'] },
    'prerenal-findings': { terms: ['prerenal azotemia', 'prerenal', 'pre renal'] },
  },
  criteria: {
    'aki-documented': { says: 'Acute kidney injury documented for this stay', rule: anyOf(mentioned('aki'), mentioned('aki-kind')) },
    'aki-ruled-out': { says: 'Acute kidney injury negated or ruled out', rule: ruledOut('aki') },
    'at-baseline': {
      says: 'Renal function documented at the chronic baseline',
      rule: anyOf(mentioned('at-baseline'), mentioned('ckd-baseline', { notSameSentenceAs: ['blood-count'] })),
    },
    'creatinine-rise-absolute': {
      says: 'Creatinine rise of at least 0.3 mg/dL (KDIGO), not on maintenance dialysis',
      rule: creatinineChange(rise('creatinine', { by: 0.3, unit: 'mg/dL' })),
    },
    'creatinine-rise-relative': {
      says: 'Creatinine at least 1.5 times baseline (KDIGO), not on maintenance dialysis',
      rule: creatinineChange(rise('creatinine', { ratio: 1.5, unit: 'mg/dL' })),
    },
    'creatinine-recovery': {
      says: 'With no baseline stated, creatinine fell by at least 0.3 mg/dL or to 1/1.5 of its admission value during the stay, not on maintenance dialysis',
      rule: creatinineChange(fall('creatinine', { by: 0.3, ratio: 1.5, unit: 'mg/dL', onlyWithoutBaseline: true })),
    },
    oliguria: {
      says: 'Oliguria or anuria documented, not the anuria of maintenance dialysis, nor against serial normal creatinine',
      // An anuric dialysis patient's baseline is not an injury; a brief post-operative oliguria with every
      // creatinine of the stay normal is not the 6-hour KDIGO criterion (criteria reference §2.3).
      rule: allOf(
        creatinineChange(mentioned('oliguria')),
        not(allOf(reported('creatinine', 2), measuredThroughout('creatinine', atMost(1.2, 'mg/dL')))),
      ),
    },
    'creatinine-trend': { says: 'At least two creatinine values reported', rule: reported('creatinine', 2) },
    'creatinine-normal': {
      says: 'Every creatinine value reported for this stay is normal (at most 1.2 mg/dL)',
      // A normal baseline alone ("PCP labs: Cr 0.9 (1/2025)") says nothing of this stay.
      rule: measured('creatinine', atMost(1.2, 'mg/dL'), { quantifier: 'every' }),
    },
    'renal-treatment': { says: 'Managed as kidney injury (fluids, nephrotoxins held, nephrology)', rule: mentioned('renal-treatment') },
    'rrt-started': { says: 'Renal replacement therapy started', rule: mentioned('rrt-started') },
    'atn-indicators': {
      says: 'Tubular necrosis indicators (casts, ATN diagnosis, FENa above 2%)',
      rule: anyOf(mentioned('atn-findings'), measured('fena', above(2, '%'))),
    },
    'prerenal-indicators': { says: 'Prerenal picture documented (prerenal named, or FENa below 1%)', rule: anyOf(mentioned('prerenal-findings'), measured('fena', below(1, '%'))) },
  },
  decision: {
    documented: 'aki-documented',
    supported: { anyOf: ['creatinine-rise-absolute', 'creatinine-rise-relative', 'creatinine-recovery', 'oliguria'] },
    decidable: { anyOf: ['creatinine-trend', 'creatinine-normal'] },
    refuted: { anyOf: ['aki-ruled-out', 'at-baseline'] },
    narrative: { allOf: ['aki-documented', 'rrt-started'] },
    strengthens: ['renal-treatment', 'rrt-started'],
  },
  variants: {
    'ratio-only': {
      says: 'AKI needs creatinine >= 1.5x baseline or oliguria; a 0.3 mg/dL rise alone is not enough',
      criteria: {
        'creatinine-recovery': {
          says: 'With no baseline stated, creatinine fell to 1/1.5 of its admission value during the stay, not on maintenance dialysis',
          rule: creatinineChange(fall('creatinine', { ratio: 1.5, unit: 'mg/dL', onlyWithoutBaseline: true })),
        },
      },
      decision: { supported: { anyOf: ['creatinine-rise-relative', 'creatinine-recovery', 'oliguria'] } },
    },
  },
});
