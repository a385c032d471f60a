import type { CommonCondition } from './condition';
import { words } from './vocabulary.en';

/** What says a drug was taken less than prescribed, written in one sentence with its name. */
const takenLessThanPrescribed = [
  'nonadherence', 'nonadherent', 'non adherent', 'non adherence', 'noncompliance', 'noncompliant', 'non compliant', 'ran out', 'stopped taking', 'not taking',
  'self discontinued', 'missed doses', 'did not take', 'has not taken', 'had not taken', 'could not afford', 'unable to afford', 'not been taking', 'underdosing',
  'off her', 'off his', 'taking less than prescribed', 'poor adherence', 'poor compliance', 'was not taking', 'were not taking',
];

/**
 * Underdosing of a drug (T36-T50 6th character 6): less taken than prescribed ("ran out of
 * levetiracetam 4 days ago", "methimazole nonadherence", "could not afford apixaban"), the drug
 * then restarted. Taking it as prescribed, or a stop for its harm or by a physician (`instead`),
 * is Unsupported. One builder for every drug class, wherever its entry lives.
 */
export function underdosing(spec: { id: string; title: string; code: string; drugs: readonly string[]; instead?: readonly string[]; care?: readonly string[] }): CommonCondition {
  const { drugs } = spec;
  return {
    id: `${spec.id}-underdosing`,
    title: `Underdosing of ${spec.title}, initial encounter`,
    kind: 'episodic',
    codes: [spec.code],
    terms: drugs.flatMap((d) => [
      `underdosing of ${d}`, `${d} underdosing`, `${d} nonadherence`, `${d} noncompliance`, `nonadherent with ${d}`, `nonadherent to ${d}`, `noncompliant with ${d}`,
      `noncompliance with ${d}`, `nonadherence to ${d}`, `not taking ${d}`, `not taking his ${d}`, `not taking her ${d}`, `stopped taking ${d}`, `stopped taking his ${d}`,
      `stopped taking her ${d}`, `ran out of ${d}`, `ran out of his ${d}`, `ran out of her ${d}`, `self discontinued ${d}`, `self discontinued his ${d}`, `self discontinued her ${d}`,
      `${d} self discontinued`, `missed doses of ${d}`, `missed ${d} doses`, `has not taken ${d}`, `could not afford ${d}`, `unable to afford ${d}`, `off ${d}`, `off his ${d}`,
      `off her ${d}`,
    ]),
    namedInParts: { terms: drugs, inSentenceWith: takenLessThanPrescribed },
    refutedBy: {
      instead: words(
        spec.instead ?? [],
        ['taking as prescribed', 'taking it as prescribed', 'taking all medications as prescribed', 'adherent to medications', 'compliant with medications'],
        drugs.flatMap((d) => [`adherent to ${d}`, `adherent with ${d}`, `compliant with ${d}`, `taking ${d} as prescribed`, `${d} held for`, `${d} was held for`, `${d} stopped by`]),
      ),
    },
    backing: {
      terms: words(
        drugs.flatMap((d) => [`${d} restarted`, `restarted ${d}`, `resumed ${d}`, `${d} resumed`, `restarted on ${d}`, `resumed on ${d}`, `${d} was restarted`, `${d} was resumed`]),
        [
          'adherence counseling', 'medication adherence counseling', 'compliance counseling', 'counseled on adherence', 'counseled on medication adherence', 'pill box',
          'pillbox', 'social work', 'medication assistance', 'meds to beds',
        ],
        spec.care ?? [],
      ),
    },
  };
}
