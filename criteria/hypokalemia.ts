import {
  allOf,
  anyOf,
  atLeast,
  below,
  definePack,
  measured,
  measuredThroughout,
  mentioned,
  not,
  reported,
  ruledOut,
} from '../lib/criteria/define';
import { electrolyteNormalConcepts, electrolyteNormalCriteria, electrolyteWords, ivLineSpecimenFaults, notOfOtherElectrolyte, repeatDrawWords, repeatNormal } from './electrolytes';

/**
 * Hypokalemia (E87.6). Criteria reference §2.8.
 *
 * Hypokalemia is a serum potassium below 3.5 mEq/L (mmol/L; mild 3.0–3.4, moderate 2.5–2.9,
 * severe < 2.5) that mattered to the stay (UHDDS): it was replaced (oral or IV KCl, a "K rider",
 * K-Dur, replacement per protocol), monitored (telemetry, repeat potassium), treated alongside
 * magnesium, or it changed management (diuretics held) or showed on the ECG (U waves, flattened
 * T waves, QT prolongation). Both are needed: "K 2.9, repleted with KCl 40 mEq PO" is Supported.
 *
 * Unsupported: every potassium reported is 3.5 or more and the summary never asserts hypokalemia;
 * potassium normal from admission on with no replacement; "normal labs" / "BMP unremarkable"
 * when hypokalemia is never named or treated; a single borderline 3.4 that nobody addressed; a
 * low value called spurious with no treatment; an explicit rule-out. NoDetermination: the code
 * with no potassium value ("Hypokalemia." in a list, or "lytes repleted" with no numbers: the
 * pivotal value is absent), or a named, treated hypokalemia whose only reported values are the
 * corrected ones. Multiple values: the nadir decides. A reference range ("(3.5-5.1)") and a dose
 * ("KCl 20 mEq") are never patient values.
 *
 * @example "Potassium 2.8 on admission; replaced with IV KCl and on telemetry." supports E87.6.
 */
/** Potassium monitored: repeat levels, magnesium, diuretics held; telemetry said of the potassium. */
const potassiumMonitored = anyOf(
  mentioned('potassium-monitoring'),
  mentioned('tied-monitoring', { sameSentenceAs: ['hypokalemia', 'potassium-named', 'potassium-replacement'] }),
);

const borderlineUnaddressed = allOf(
  measuredThroughout('potassium', atLeast(3.4, 'mmol/L')),
  measured('potassium', below(3.5, 'mmol/L')),
  not(mentioned('potassium-replacement')),
  not(potassiumMonitored),
  not(mentioned('ecg-changes')),
);

const potassiumNormal = electrolyteNormalCriteria({
  kind: 'potassium',
  name: 'potassium',
  normalFrom: 3.5,
  condition: 'hypokalemia',
  treatment: 'potassium-replacement',
  treatmentWords: { full: 'replacement', short: 'replacement' },
});

/**
 * A repeat draw back at 3.5 or more with no potassium given is the reference's "repeat normal and no
 * treatment" (§2.8; K-TRUE counter-evidence "repeat K 4.0"): "Repeat potassium was 3.9 the next morning
 * without supplementation". The repeat is then no monitoring of a hypokalemia.
 */
const repeatNormalPotassium = repeatNormal('potassium', 3.5);
const correctedUntreated = allOf(measured('potassium', below(3.5, 'mmol/L')), repeatNormalPotassium, not(mentioned('potassium-replacement')), not(mentioned('ecg-changes')));

/** The low potassium called spurious, or a specimen fault not said of another value ("#Hyponatremia - lab error"). */
const spuriousPotassium = anyOf(mentioned('spurious-potassium'), mentioned('specimen-fault', notOfOtherElectrolyte));

export default definePack({
  id: 'hypokalemia',
  title: 'Hypokalemia',
  version: '1.0.0',
  source: 'criteria-reference §2.8 (serum potassium < 3.5 mEq/L with replacement, monitoring or ECG effect)',
  codes: [{ code: 'E876', title: 'hypokalemia' }],
  concepts: {
    hypokalemia: {
      terms: [
        'hypokalemia',
        'hypokalaemia',
        'hypokalemic',
        'low potassium',
        'low serum potassium',
        'potassium was low',
        'low potassium level',
      ],
      abbreviations: ['hypoK', 'HypoK', 'hypo K', 'Hypo K'],
    },
    // Longer phrases that contain a hypokalemia term but are not the condition.
    'not-hypokalemia': { terms: ['low potassium diet', 'low-potassium diet', 'hypokalemia prevention', 'risk of hypokalemia', 'risk for hypokalemia'] },
    'potassium-replacement': {
      terms: [
        'potassium chloride',
        'potassium supplement',
        'potassium supplements',
        'potassium supplementation',
        'potassium replacement',
        'potassium repletion',
        'potassium was repleted',
        'potassium was replaced',
        'potassium was supplemented',
        'potassium repleted',
        'potassium replaced',
        'repleted potassium',
        'replaced potassium',
        'replete potassium',
        'repleted with potassium',
        'potassium rider',
        'potassium riders',
        'oral potassium',
        'iv potassium',
        'intravenous potassium',
        'potassium protocol',
        'electrolyte replacement protocol',
        'electrolyte protocol',
        'replaced per protocol',
        'repleted per protocol',
        'repleted',
        'repletion',
        'lytes repleted',
        'electrolytes repleted',
        'electrolytes were repleted',
        'electrolytes replaced',
        'electrolytes were replaced',
        'k dur',
        'k tab',
        'klor con',
        'k lor',
        'micro k',
        'effer k',
        // A potassium-sparing diuretic treats hypokalemia when it is started for it, not when a
        // home heart-failure dose is continued.
        ...['spironolactone', 'amiloride'].flatMap((d) => [`started ${d}`, `started on ${d}`, `${d} started`, `${d} was started`, `added ${d}`, `${d} added`, `${d} was added`]),
      ],
      abbreviations: ['KCl', 'KCL', 'K-Dur', 'K rider', 'K riders', 'K+ rider', 'K replaced', 'K repleted'],
      // "repleted" / "repletion" of something other than potassium.
      pseudo: [
        'volume repletion',
        'fluid repletion',
        'volume repleted',
        'iron repletion',
        'phosphorus repletion',
        'phosphate repletion',
        'calcium repletion',
        'vitamin d repletion',
        'folate repletion',
        'b12 repletion',
        // A home potassium held or stopped is no replacement given this stay.
        ...['KCl', 'potassium chloride', 'potassium', 'potassium supplement', 'K-Dur', 'Klor-Con'].flatMap((k) => [
          `home ${k} held`, `home ${k} was held`, `home ${k} discontinued`, `home ${k} was discontinued`, `home ${k} stopped`, `home ${k} was stopped`,
          `held home ${k}`, `holding home ${k}`, `discontinued home ${k}`, `stopped home ${k}`,
        ]),
      ],
    },
    // Telemetry, which a cardiac patient gets for the rhythm ("Unit: MICU, then telemetry"), counts
    // when the note ties it to the potassium: "K 2.8; replaced with IV KCl and on telemetry".
    'tied-monitoring': { terms: ['telemetry', 'cardiac monitoring', 'telemetry monitoring'], abbreviations: ['tele'] },
    'potassium-named': { terms: ['potassium', 'potassium level', 'serum potassium'], abbreviations: ['K', 'K+'] },
    'potassium-monitoring': {
      terms: [
        'repeat potassium',
        'recheck potassium',
        'rechecked potassium',
        'serial potassium',
        'potassium was monitored',
        'monitored potassium',
        'potassium monitoring',
        'repeat bmp',
        'daily bmp',
        'magnesium repletion',
        'magnesium was repleted',
        'magnesium repleted',
        'magnesium replaced',
        'magnesium was replaced',
        'magnesium sulfate',
        'magnesium supplementation',
        'held diuretics',
        'diuretics were held',
        'diuretic was held',
        'held furosemide',
        'furosemide was held',
        'held lasix',
        'lasix was held',
        'held hctz',
        'hctz was held',
        'held hydrochlorothiazide',
        'hydrochlorothiazide was held',
        'hydrochlorothiazide was discontinued',
        'diuretics were reduced',
      ],
      abbreviations: ['Mg repleted', 'Mg replaced', 'Mg was repleted'],
    },
    'ecg-changes': {
      terms: [
        'u waves',
        'u wave',
        'flattened t waves',
        'flattened t wave',
        't wave flattening',
        'qt prolongation',
        'prolonged qt',
        'qtc prolongation',
        'prolonged qtc',
      ],
    },
    'spurious-potassium': {
      terms: [
        'spurious potassium', 'potassium was spurious', 'spuriously low potassium', 'spurious hypokalemia', 'pseudohypokalemia',
        'pseudo hypokalemia', 'factitious hypokalemia', 'repeat potassium normal', 'repeat potassium was normal',
      ],
    },
    // A fault said of a specimen ("lab error", "drawn above the IV") counts against the potassium
    // unless written of another value: "#Hyponatremia - lab error".
    'specimen-fault': {
      terms: [
        ...ivLineSpecimenFaults, 'felt to be spurious', 'felt spurious', 'probably spurious',
        'spurious result', 'spurious value', 'thought to be spurious', 'considered spurious', 'deemed spurious', 'likely spurious', 'was spurious',
        'above the running iv', 'above the iv line', 'above the running iv fluid line', 'drawn from the arm above the iv',
        // The laboratory's own word on the draw: "the first specimen had sat unspun ... and called the low value spurious".
        'called the low value spurious', 'called the value spurious', 'called the result spurious', 'called it spurious', 'called spurious',
        'sat unspun', 'unspun specimen', 'unspun sample', 'left unspun',
      ],
    },
    // A second draw of the same value, as the note names it.
    'repeat-draw': {
      terms: ['repeat potassium', 'repeat k', 'repeated', ...repeatDrawWords],
      abbreviations: ['repeat K', 'Repeat K', 'repeat K+'],
    },
    'other-electrolyte': electrolyteWords.sodium,
    'severe-hypokalemia-narrative': {
      terms: ['severe hypokalemia', 'profound hypokalemia', 'symptomatic hypokalemia', 'critical hypokalemia', 'critically low potassium', 'potassium critically low'],
    },
    ...electrolyteNormalConcepts('potassium'),
  },
  criteria: {
    'hypokalemia-documented': { says: 'Hypokalemia documented for this stay', rule: mentioned('hypokalemia') },
    'hypokalemia-ruled-out': { says: 'Hypokalemia negated or ruled out', rule: ruledOut('hypokalemia') },
    'potassium-low': {
      says: 'Serum potassium below 3.5 mEq/L, not called spurious',
      rule: allOf(measured('potassium', below(3.5, 'mmol/L')), not(spuriousPotassium), not(potassiumNormal.lowContradicted)),
    },
    'potassium-replacement': { says: 'Potassium replaced (oral or IV KCl, K rider, per protocol)', rule: mentioned('potassium-replacement') },
    'potassium-significance': {
      says: 'Potassium replaced, monitored (telemetry, repeat levels), magnesium repleted, diuretics adjusted or ECG changes',
      // Routine serial BMPs count as monitoring, except around a lone borderline 3.4 nobody acted on
      // (a post-dialysis nadir): that stays not clinically significant (criteria reference §2.8).
      // Nor is a repeat draw back in range monitoring of a hypokalemia (`repeatNormalPotassium`).
      rule: anyOf(
        mentioned('potassium-replacement'),
        allOf(potassiumMonitored, not(repeatNormalPotassium)),
        mentioned('ecg-changes'),
        allOf(reported('potassium', 3), not(borderlineUnaddressed), not(repeatNormalPotassium)),
      ),
    },
    'potassium-normal-never-asserted': potassiumNormal.neverAsserted,
    'potassium-normal-from-admission': potassiumNormal.fromAdmission,
    'labs-normal-never-asserted': potassiumNormal.labsNormal,
    'potassium-stated-normal': potassiumNormal.statedNormal,
    'potassium-borderline-unaddressed': {
      says: 'Lowest potassium 3.4 mEq/L, never replaced, monitored or acted on',
      rule: borderlineUnaddressed,
    },
    'potassium-spurious': {
      says: 'Low potassium called spurious (or repeat normal) and not replaced',
      rule: anyOf(allOf(spuriousPotassium, not(mentioned('potassium-replacement'))), correctedUntreated),
    },
    'severe-hypokalemia-narrative': {
      says: 'Severe or symptomatic hypokalemia described in words',
      rule: mentioned('severe-hypokalemia-narrative'),
    },
  },
  decision: {
    documented: 'hypokalemia-documented',
    supported: { allOf: ['potassium-low', 'potassium-significance'] },
    decidable: {
      anyOf: ['potassium-normal-never-asserted', 'potassium-normal-from-admission', 'potassium-stated-normal', 'labs-normal-never-asserted', 'potassium-borderline-unaddressed'],
    },
    refuted: { anyOf: ['hypokalemia-ruled-out', 'potassium-spurious'] },
    narrative: { allOf: ['severe-hypokalemia-narrative', 'potassium-replacement'] },
    strengthens: ['potassium-replacement'],
  },
  variants: {
    'below-3-0': {
      says: 'Hypokalemia needs a potassium below 3.0 mEq/L (moderate or worse) with replacement or monitoring',
      criteria: {
        'potassium-low': {
          says: 'Serum potassium below 3.0 mEq/L, not called spurious',
          rule: allOf(measured('potassium', below(3.0, 'mmol/L')), not(spuriousPotassium), not(potassiumNormal.lowContradicted)),
        },
        'potassium-borderline-unaddressed': {
          says: 'Every potassium reported is 3.0 mEq/L or more (not below the plan threshold)',
          rule: measuredThroughout('potassium', atLeast(3.0, 'mmol/L')),
        },
      },
    },
  },
});
