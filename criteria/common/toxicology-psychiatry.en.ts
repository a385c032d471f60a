import { anyOf, atLeast, below, measuredThroughout } from '../../lib/criteria/define';
import type { CommonCondition } from './condition';
import { anticoagulation, antipsychotics, dementiaCare, loopDiuretics, mentalHealthCare, moodStabilizers, qualified, words } from './vocabulary.en';

/**
 * Toxic and psychiatric syndromes and a few medical conditions that travel with them: serotonin
 * syndrome (G90.81) and neuroleptic malignant syndrome (G21.0), bipolar disorder by current episode,
 * severity, psychotic features and remission (F31.0 to F31.78), anorexia nervosa by type and DSM-5
 * severity (F50.01-, F50.02-), polydipsia (R63.1), sarcopenia (M62.84), disseminated intravascular
 * coagulation (D65), intracardiac thrombosis (I51.3), acute pulmonary edema (J81.0) and dementia in
 * other diseases by severity and disturbance (F02.A- to F02.C-). Appended to the common-conditions
 * table (./conditions.en.ts); `conditionPack` turns each entry into a pack. The poisonings by
 * salicylates, SNRIs and lithium are the table's own `poisoning()` entries.
 *
 * Siblings that differ by episode, severity, remission or disturbance document and contradict one
 * another with `specificity`: what the note writes otherwise is Unsupported, what it does not write
 * is NoDetermination. Within a pack the longest phrase wins, so a name that holds a specificity
 * phrase is listed in both.
 */

// ------------------------------------------------------------------ serotonin syndrome (G90.81), NMS (G21.0)

const serotoninSyndromeNames = [
  'serotonin syndrome', 'serotonin toxicity', 'serotonergic toxicity', 'serotonin toxidrome', 'serotonergic syndrome', 'serotonin excess syndrome',
  'serotonin syndrome from', 'serotonin syndrome due to', 'mild serotonin syndrome', 'moderate serotonin syndrome', 'severe serotonin syndrome',
];
/** Hunter criteria: clonus (spontaneous, inducible, ocular), agitation, diaphoresis, tremor with hyperreflexia, hypertonia with hyperthermia. */
const hunterFindings = [
  'clonus', 'inducible clonus', 'spontaneous clonus', 'ocular clonus', 'sustained clonus', 'ankle clonus', 'hyperreflexia', 'hunter criteria',
  'meets hunter criteria', 'met hunter criteria',
];
const serotoninSyndromeCare = words(hunterFindings, [
  'cyproheptadine', 'periactin', 'serotonergic agents held', 'serotonergic medications held', 'serotonergic agents discontinued',
  'serotonergic medications discontinued', 'serotonergic drugs discontinued', 'stopped serotonergic', 'held serotonergic', 'discontinued serotonergic',
  'active cooling', 'external cooling', 'benzodiazepines for agitation', 'toxicology', 'toxicology consult', 'poison control',
]);
const nmsNames = [
  'neuroleptic malignant syndrome', 'malignant neuroleptic syndrome', 'neuroleptic malignant syndrome due to', 'atypical neuroleptic malignant syndrome',
  'neuroleptic malignant like syndrome',
];
const nmsCare = [
  'dantrolene', 'bromocriptine', 'amantadine', 'antipsychotic held', 'antipsychotics held', 'antipsychotic discontinued', 'antipsychotics discontinued',
  'antipsychotic stopped', 'antipsychotics stopped', 'neuroleptics held', 'neuroleptics discontinued', 'haloperidol discontinued', 'haloperidol stopped',
  'creatine kinase', 'ck trend', 'trending ck', 'cpk', 'aggressive iv fluids', 'aggressive hydration', 'active cooling', 'cooling blanket',
  'electroconvulsive therapy', 'icu', 'intensive care unit',
];

// ------------------------------------------------------------------ bipolar disorder (F31.0 to F31.78)

/** Bipolar I and bipolar disorder as written; bipolar II is F31.81 whatever the episode. */
const bipolarHeads = ['bipolar disorder', 'bipolar i disorder', 'bipolar 1 disorder', 'bipolar affective disorder', 'bipolar type i', 'bipolar type 1', 'manic depressive illness', 'bipolar'];
const bipolarIi = ['bipolar ii disorder', 'bipolar 2 disorder', 'bipolar type 2', 'bipolar type ii', 'bipolar ii', 'bipolar 2'];

type Episode = 'hypomanic' | 'manic' | 'depressed' | 'mixed';
/** How an episode is written: the adjective after "current episode", and the names of the episode itself. */
const episodeWords: Readonly<Record<Episode, { readonly adjective: readonly string[]; readonly episode: readonly string[] }>> = {
  hypomanic: { adjective: ['hypomanic'], episode: ['hypomanic episode', 'hypomania', 'hypomanic phase', 'hypomanic state'] },
  manic: {
    adjective: ['manic'],
    episode: ['manic episode', 'mania', 'acute mania', 'acute manic episode', 'manic phase', 'manic state', 'manic decompensation', 'acutely manic', 'currently manic'],
  },
  depressed: {
    adjective: ['depressed', 'depressive'],
    episode: [
      'depressive episode', 'depressed episode', 'major depressive episode', 'bipolar depression', 'acute bipolar depression', 'depressed phase',
      'depressive phase', 'currently depressed', 'depressive decompensation',
    ],
  },
  mixed: { adjective: ['mixed'], episode: ['mixed episode', 'mixed state', 'mixed affective state', 'mixed features', 'mixed manic episode', 'dysphoric mania', 'currently mixed'] },
};
/**
 * "Bipolar I disorder, current episode manic", "bipolar depression". The bipolar name with the episode
 * elsewhere in its sentence ("bipolar disorder admitted with acute mania") is the entry's `namedInParts`.
 */
function currentEpisodeNames(e: Episode): string[] {
  const { adjective } = episodeWords[e];
  return words(
    bipolarHeads.flatMap((h) => adjective.flatMap((a) => [`${h}, current episode ${a}`, `${h} current episode ${a}`, `${h}, currently ${a}`, `${h}, most recent episode ${a}`, `${a} ${h}`])),
    e === 'manic' ? ['bipolar mania', 'bipolar manic episode'] : e === 'depressed' ? ['bipolar depression', 'bipolar depressive episode'] : e === 'hypomanic' ? ['bipolar hypomania'] : ['bipolar mixed episode', 'bipolar mixed state'],
  );
}
/** The episode words alone, written in one sentence with a bipolar name ("Bipolar I disorder, admitted with acute mania"). */
const episodeInSentence = (e: Episode) => words(episodeWords[e].episode, episodeWords[e].adjective.map((a) => `current episode ${a}`), episodeWords[e].adjective.map((a) => `most recent episode ${a}`));

const remissionWords = {
  any: ['in remission', 'remission', 'remitted', 'in sustained remission'],
  partial: ['in partial remission', 'partial remission', 'partially remitted', 'partly remitted'],
  full: ['in full remission', 'full remission', 'in complete remission', 'complete remission', 'fully remitted', 'in full sustained remission'],
};
const remissionNames = (level: 'any' | 'partial' | 'full') =>
  bipolarHeads.flatMap((h) => remissionWords[level].filter((r) => r.startsWith('in ')).flatMap((r) => [`${h} ${r}`, `${h}, ${r}`]));
const anyRemissionNames = words(remissionNames('any'), remissionNames('partial'), remissionNames('full'));
/** A current episode written: what a remission code cannot be. */
const currentEpisodeWords = [
  'current episode', 'currently manic', 'currently depressed', 'currently hypomanic', 'currently mixed', 'acute mania', 'acutely manic', 'acute manic episode',
  'acute bipolar depression', 'acute depressive episode', 'acute mixed episode', 'manic decompensation', 'depressive decompensation', 'bipolar decompensation',
  'decompensated bipolar disorder', 'bipolar exacerbation', 'exacerbation of bipolar disorder',
];
/** "Most recent episode manic", "last episode depressed", "most recently hypomanic". */
const mostRecent = (e: Episode) =>
  episodeWords[e].adjective.flatMap((a) => [
    `most recent episode ${a}`, `last episode ${a}`, `most recently ${a}`, `most recent episode was ${a}`, `last episode was ${a}`, `most recent ${a} episode`,
    `last ${a} episode`, `remission from a ${a} episode`,
  ]);
const episodes: readonly Episode[] = ['hypomanic', 'manic', 'depressed', 'mixed'];

const psychoticFeaturesWritten = [
  'with psychotic features', 'psychotic features', 'with psychosis', 'psychotic mania', 'psychotic depression', 'mood congruent psychotic features',
  'mood incongruent psychotic features', 'grandiose delusions', 'paranoid delusions', 'persecutory delusions', 'auditory hallucinations',
  'command hallucinations', 'visual hallucinations', 'responding to internal stimuli',
];
const withoutPsychoticFeatures = ['without psychotic features', 'no psychotic features', 'without psychosis', 'nonpsychotic', 'non psychotic'];
type Severity = 'mild' | 'moderate' | 'severe';
/** A severity written of an episode: "severe manic episode", "current episode manic, moderate", "severely depressed". */
const severityOf = (s: Severity, e: Episode): string[] => {
  const adverb = { mild: 'mildly', moderate: 'moderately', severe: 'severely' }[s];
  return words(
    episodeWords[e].adjective.flatMap((a) => [`${s} ${a} episode`, `current episode ${a}, ${s}`, `current episode ${a} ${s}`, `${a}, ${s}`, `${adverb} ${a}`, `${a} episode, ${s}`]),
    episodeWords[e].episode.filter((ep) => !ep.startsWith('current') && !ep.startsWith('acute')).map((ep) => `${s} ${ep}`),
    e === 'manic' ? [`${s} mania`] : e === 'depressed' ? [`${s} depression`, `${s} bipolar depression`] : [],
  );
};
const bipolarCare = { terms: words(moodStabilizers, antipsychotics, mentalHealthCare, ['electroconvulsive therapy', 'ect', 'inpatient psychiatry', 'involuntary hold', 'sitter']) };
const bipolarPseudo = ['bipolar hemiarthroplasty', 'bipolar cautery', 'bipolar sealer', 'bipolar leads', 'bipolar electrocautery', 'bipolar forceps'];

/** "Bipolar I disorder, current episode manic": the names a severity or psychosis follows after a comma. */
const episodeHeadNames = (e: Episode) =>
  bipolarHeads.flatMap((h) => episodeWords[e].adjective.flatMap((a) => [`${h}, current episode ${a}`, `${h} current episode ${a}`]));
/** Those names with what follows them ("..., severe, without psychotic features"): names, and the severity's words too. */
const followedBy = (names: readonly string[], suffixes: readonly string[]) => names.flatMap((n) => suffixes.flatMap((x) => [`${n}, ${x}`, `${n} ${x}`]));
const severitySuffixes = (s: Severity) => [s, `${s}, without psychotic features`, `${s} without psychotic features`, `${s}, without psychosis`];
const psychoticSuffixes = ['with psychotic features', 'severe, with psychotic features', 'severe with psychotic features', 'with psychosis', 'severe, with psychosis'];

/** What a current-episode code's severity says: its own words, and what documents it otherwise. */
type EpisodeSeverity = 'any' | Severity | 'mild-or-moderate' | 'severe-psychotic';
function bipolarCurrent(code: string, e: Episode, sev: EpisodeSeverity, title: string): CommonCondition {
  const heads = episodeHeadNames(e);
  const own = words(currentEpisodeNames(e), followedBy(heads, words(severitySuffixes('mild'), severitySuffixes('moderate'), severitySuffixes('severe'), psychoticSuffixes, ['without psychotic features'])));
  // Another episode by its name, or by its own words ("acute mania" for a depressed code).
  const others = words(...episodes.filter((o) => o !== e).map((o) => words(currentEpisodeNames(o), episodeWords[o].episode)));
  const sevWords = (...ss: Severity[]) => words(...ss.map((s) => words(severityOf(s, e), followedBy(heads, severitySuffixes(s)))));
  const psychoticFeatures = words(psychoticFeaturesWritten, followedBy(heads, psychoticSuffixes));
  // The episode needs its severity or its psychosis; the default codes (F31.0, F31.10, F31.30, F31.60) need neither.
  const documentedBy: string[] =
    sev === 'mild' || sev === 'moderate' ? sevWords(sev) : sev === 'severe' ? sevWords('severe') : sev === 'severe-psychotic' ? psychoticFeatures : [];
  const contradictedBy = words(
    remissionWords.any, remissionWords.partial, remissionWords.full, anyRemissionNames,
    sev === 'mild' ? sevWords('moderate', 'severe') : sev === 'moderate' ? sevWords('mild', 'severe') : sev === 'severe' ? sevWords('mild', 'moderate') : [],
    sev === 'mild-or-moderate' ? sevWords('severe') : [],
    // The names that say "without psychotic features" hold "psychotic features" too: listed here, the denial wins.
    sev === 'severe-psychotic'
      ? words(sevWords('mild', 'moderate'), withoutPsychoticFeatures, followedBy(heads, ['without psychotic features', 'severe, without psychotic features', 'severe without psychotic features', 'severe, without psychosis']))
      : [],
    // A code without psychotic features: psychosis written contradicts it (F31.0, F31.1-, F31.3-, F31.4, F31.61-F31.63).
    sev === 'severe-psychotic' || (e === 'mixed' && sev === 'any') ? [] : psychoticFeatures,
  );
  return {
    id: `bipolar-current-${e}-${sev}`,
    title,
    kind: 'chronic',
    codes: [code],
    terms: own,
    namedInParts: { terms: bipolarHeads, inSentenceWith: episodeInSentence(e) },
    pseudo: bipolarPseudo,
    backing: bipolarCare,
    specificity: { ...(documentedBy.length > 0 ? { documentedBy } : {}), contradictedBy, otherKinds: words(others, anyRemissionNames, bipolarIi) },
  };
}

/** A remission code: its level (any, partial, full) is the name, the most recent episode its `documentedBy`. */
function bipolarRemission(code: string, level: 'any' | 'partial' | 'full', e: Episode | undefined, title: string): CommonCondition {
  const otherLevel = level === 'partial' ? 'full' : level === 'full' ? 'partial' : undefined;
  return {
    id: `bipolar-remission-${level}-${e ?? 'unspecified'}`,
    title,
    kind: 'chronic',
    codes: [code],
    terms: level === 'any' ? anyRemissionNames : remissionNames(level),
    namedInParts: { terms: bipolarHeads, inSentenceWith: level === 'any' ? words(remissionWords.any, remissionWords.partial, remissionWords.full) : remissionWords[level] },
    pseudo: bipolarPseudo,
    backing: bipolarCare,
    specificity: {
      ...(e ? { documentedBy: mostRecent(e) } : {}),
      contradictedBy: words(currentEpisodeWords, e ? words(...episodes.filter((o) => o !== e).map(mostRecent)) : [], otherLevel ? remissionWords[otherLevel] : []),
      // A current episode written this stay, whatever the name it goes with ("admitted with acute mania"), is no remission.
      otherKinds: words(...episodes.map(currentEpisodeNames), currentEpisodeWords, otherLevel ? remissionNames(otherLevel) : [], bipolarIi),
    },
  };
}

// ------------------------------------------------------------------ anorexia nervosa (F50.01-, F50.02-)

const anorexiaHead = ['anorexia nervosa'];
const anorexiaTypes = {
  restricting: {
    code: 'F5001',
    label: 'restricting type',
    subtype: ['restricting type', 'restrictive type', 'restricting subtype', 'restrictive subtype'],
    names: ['restrictive anorexia nervosa', 'restricting anorexia nervosa', 'restricting type anorexia nervosa', 'restricting anorexia'],
  },
  purging: {
    code: 'F5002',
    label: 'binge eating/purging type',
    subtype: [
      'binge eating/purging type', 'binge eating purging type', 'binge purge type', 'binge purging type', 'binge eating/purging subtype', 'binge purge subtype',
      'purging type', 'purging subtype', 'with purging', 'with binge eating and purging',
    ],
    names: ['purging anorexia nervosa', 'binge purge anorexia nervosa', 'binge eating/purging anorexia nervosa', 'purging type anorexia nervosa'],
  },
} as const;
type AnorexiaType = keyof typeof anorexiaTypes;
const anorexiaNames = (t: AnorexiaType) =>
  words(
    anorexiaTypes[t].subtype.flatMap((s) => [`anorexia nervosa, ${s}`, `anorexia nervosa ${s}`, `anorexia nervosa (${s})`]),
    anorexiaTypes[t].names,
  );

type AnorexiaSeverity = 'mild' | 'moderate' | 'severe' | 'extreme';
/** DSM-5 severity by BMI (adults): mild 17 or more, moderate 16-16.99, severe 15-15.99, extreme under 15. */
const bmiBands: Readonly<Record<AnorexiaSeverity, { readonly low: number; readonly high: number }>> = {
  mild: { low: 17, high: 18.4 },
  moderate: { low: 16, high: 16.9 },
  severe: { low: 15, high: 15.9 },
  extreme: { low: 10, high: 14.9 },
};
/** A BMI written in a band: "BMI 16.4", "BMI of 16", "body mass index 16.4 kg/m2". */
function bmiPhrases(s: AnorexiaSeverity): string[] {
  const { low, high } = bmiBands[s];
  const values: string[] = [];
  for (let tenth = Math.round(low * 10); tenth <= Math.round(high * 10); tenth++) {
    const v = tenth / 10;
    values.push(v.toFixed(1));
    if (tenth % 10 === 0) values.push(String(v));
  }
  return values.flatMap((v) => [`bmi ${v}`, `bmi of ${v}`, `bmi was ${v}`, `body mass index ${v}`, `body mass index of ${v}`]);
}
const severityWordsOf = (s: AnorexiaSeverity) =>
  words(
    [`${s} anorexia nervosa`, `anorexia nervosa, ${s}`, `${s} severity`, `severity ${s}`, `severity: ${s}`, `dsm 5 severity ${s}`, `${s} per dsm 5`, `${s} by dsm 5 criteria`],
    ...Object.values(anorexiaTypes).map((t) => t.subtype.flatMap((sub) => [`${sub}, ${s}`, `${sub} ${s}`])),
    bmiPhrases(s),
  );
const anorexiaRemission = ['in remission', 'in partial remission', 'in full remission', 'partial remission', 'full remission', 'remitted', 'weight restored', 'weight restoration achieved'];
const anorexiaCare = [
  'refeeding', 'refeeding protocol', 'refeeding syndrome', 'slow refeeding', 'meal plan', 'supervised meals', 'meal supervision', 'nasogastric feeding',
  'ng tube feeds', 'nasogastric tube feeds', 'eating disorder program', 'eating disorder unit', 'eating disorders unit', 'eating disorder team',
  'residential eating disorder', 'partial hospitalization program', 'family based treatment', 'weight restoration', 'nutrition consult', 'dietitian',
  'phosphorus monitoring', 'phosphate repletion', 'daily weights', 'blinded weights', 'olanzapine', 'psychiatry', 'psychiatric', 'behavioral health',
  'thiamine',
];
const anorexiaBmiOutside = (s: AnorexiaSeverity) => {
  const { low, high } = bmiBands[s];
  const rules = [];
  if (s !== 'extreme') rules.push(measuredThroughout('bmi', below(low, 'kg/m2')));
  if (s !== 'mild') rules.push(measuredThroughout('bmi', atLeast(Math.round((high + 0.1) * 10) / 10, 'kg/m2')));
  return rules.length === 1 ? rules[0]! : anyOf(...rules);
};
const severities: readonly AnorexiaSeverity[] = ['mild', 'moderate', 'severe', 'extreme'];

/** One anorexia nervosa code: its type is the name, the severity (or remission) its `documentedBy`; the other type is another kind. */
function anorexia(t: AnorexiaType, level: AnorexiaSeverity | 'remission' | 'unspecified', suffix: string): CommonCondition {
  const other: AnorexiaType = t === 'restricting' ? 'purging' : 'restricting';
  const levelWords = (l: AnorexiaSeverity | 'remission') => (l === 'remission' ? anorexiaRemission : severityWordsOf(l));
  const otherLevels = level === 'unspecified' ? [] : words(...([...severities, 'remission'] as const).filter((l) => l !== level).map(levelWords));
  const severe = level !== 'unspecified' && level !== 'remission';
  return {
    id: `anorexia-nervosa-${t}-${level}`,
    title: `Anorexia nervosa, ${anorexiaTypes[t].label}, ${level === 'remission' ? 'in remission' : level}`,
    kind: 'chronic',
    codes: [`${anorexiaTypes[t].code}${suffix}`],
    terms: anorexiaNames(t),
    namedInParts: { terms: anorexiaHead, inSentenceWith: anorexiaTypes[t].subtype },
    backing: { terms: anorexiaCare },
    refutedBy: {
      // A BMI outside the band, every time it is written, is another severity; still low, it is no remission.
      ...(severe ? { values: anorexiaBmiOutside(level) } : level === 'remission' ? { values: measuredThroughout('bmi', below(17, 'kg/m2')) } : {}),
    },
    specificity: {
      ...(level === 'unspecified' ? {} : { documentedBy: levelWords(level), contradictedBy: otherLevels }),
      otherKinds: words(anorexiaNames(other), ['bulimia nervosa', 'avoidant restrictive food intake disorder', 'avoidant/restrictive food intake disorder', 'arfid', 'binge eating disorder']),
    },
  };
}

// ------------------------------------------------------------------ dementia in other diseases by severity (F02.A- to F02.C-)

/** The dementias coded F02 with their disease (G30, G20, G31.83, G31.0-), as the F02.8- entry of the table names them. */
const dementiaInOtherDiseases = [
  "alzheimer's dementia", 'alzheimer dementia', 'alzheimers dementia', 'dementia of the alzheimer type', "dementia due to alzheimer's disease",
  'dementia due to alzheimer disease', 'alzheimer type dementia', "parkinson's disease dementia", 'parkinson disease dementia',
  "dementia due to parkinson's disease", 'lewy body dementia', 'dementia with lewy bodies', 'frontotemporal dementia', "alzheimer's disease",
  'alzheimer disease', 'alzheimers disease',
];
type DementiaSeverity = 'mild' | 'moderate' | 'severe';
/** FAST (Reisberg) stage 4 is mild dementia, 5 moderate, 6 moderately severe, 7 severe: "FAST 7c", "FAST stage 7". */
export function fastStage(stage: 4 | 5 | 6 | 7): string[] {
  const subs = stage >= 6 ? ['', 'a', 'b', 'c', 'd', 'e', 'f'] : [''];
  return subs.flatMap((s) => [`fast stage ${stage}${s}`, `fast ${stage}${s}`, `fast score ${stage}${s}`, `fast scale ${stage}${s}`]);
}
/** MMSE and MoCA scores in a band: "MMSE 14/30", "MoCA of 8". */
function scoreBand(test: 'mmse' | 'moca', low: number, high: number): string[] {
  const out: string[] = [];
  for (let n = low; n <= high; n++) out.push(`${test} ${n}`, `${test} ${n}/30`, `${test} of ${n}`, `${test} score ${n}`);
  return out;
}
const dementiaSeverityWords: Readonly<Record<DementiaSeverity, { readonly adjectives: readonly string[]; readonly scales: readonly string[] }>> = {
  mild: { adjectives: ['mild', 'early', 'early stage', 'mild stage'], scales: words(fastStage(4), scoreBand('mmse', 20, 24), scoreBand('moca', 18, 25)) },
  moderate: { adjectives: ['moderate', 'moderate stage', 'middle stage'], scales: words(fastStage(5), scoreBand('mmse', 10, 19), scoreBand('moca', 10, 17)) },
  severe: { adjectives: ['severe', 'advanced', 'end stage', 'late stage', 'severe stage'], scales: words(fastStage(7), scoreBand('mmse', 0, 9), scoreBand('moca', 0, 9)) },
};
/** FAST 6, "moderately severe", is more than mild and not the severe of the codes' complete dependency: it contradicts mild only. */
const moderatelySevere = words(fastStage(6), ['moderately severe', 'moderately advanced']);
const dementiaNamesAt = (s: DementiaSeverity) =>
  dementiaSeverityWords[s].adjectives.flatMap((a) => dementiaInOtherDiseases.flatMap((n) => [`${a} ${n}`, `${n}, ${a}`, `${n}, ${a} stage`]));

type Disturbance = '0' | '11' | '18' | '2' | '3' | '4';
const disturbances: Readonly<Record<Exclude<Disturbance, '0'>, { readonly title: string; readonly words: readonly string[] }>> = {
  '11': {
    title: 'with agitation',
    words: ['with agitation', 'agitation', 'agitated', 'aggressive behavior', 'aggressive behaviors', 'aggression', 'combative', 'combativeness', 'violent behavior', 'physically aggressive', 'verbally aggressive'],
  },
  '18': {
    title: 'with other behavioral disturbance',
    words: ['sleep disturbance', 'sleep wake disturbance', 'social disinhibition', 'sexual disinhibition', 'disinhibited behavior', 'disinhibition'],
  },
  '2': {
    title: 'with psychotic disturbance',
    words: ['with psychosis', 'with psychotic features', 'psychotic disturbance', 'hallucinations', 'visual hallucinations', 'auditory hallucinations', 'paranoia', 'paranoid', 'delusions', 'delusional', 'suspiciousness'],
  },
  '3': { title: 'with mood disturbance', words: ['with depression', 'depressed mood', 'depression', 'apathy', 'anhedonia', 'mood disturbance'] },
  '4': { title: 'with anxiety', words: ['with anxiety', 'anxiety', 'anxious'] },
};
/** A disturbance written of the dementia itself: what the "without" codes cannot be. */
const disturbanceOfDementia = words(
  ['behavioral disturbance', 'behavioral disturbances', 'behavioural disturbance', 'behavioral and psychological symptoms of dementia', 'bpsd', 'dementia related psychosis', 'dementia related behaviors'],
  ['dementia', ...dementiaInOtherDiseases].flatMap((n) => ['with agitation', 'with aggression', 'with behavioral disturbance', 'with behavioral disturbances', 'with behaviors', 'with psychosis', 'with psychotic features', 'with delusions', 'with hallucinations', 'with depression', 'with anxiety'].map((w) => `${n} ${w}`)),
);
const severityLetter: Readonly<Record<DementiaSeverity, string>> = { mild: 'A', moderate: 'B', severe: 'C' };

function dementiaBySeverity(s: DementiaSeverity, d: Disturbance): CommonCondition {
  const others = (['mild', 'moderate', 'severe'] as const).filter((o) => o !== s);
  const otherWords = words(...others.flatMap((o) => [dementiaNamesAt(o), dementiaSeverityWords[o].scales]), s === 'mild' ? moderatelySevere : []);
  const withoutDisturbance = d === '0';
  return {
    id: `dementia-in-other-diseases-${s}-${withoutDisturbance ? 'without-disturbance' : `disturbance-${d}`}`,
    title: `Dementia in other diseases classified elsewhere, ${s}, ${withoutDisturbance ? 'without behavioral disturbance, psychotic disturbance, mood disturbance, and anxiety' : disturbances[d].title}`,
    kind: 'chronic',
    codes: [`F02${severityLetter[s]}${d}`],
    // The severity is in the name ("moderate Alzheimer's dementia", "Alzheimer's dementia, FAST 7c").
    terms: words(dementiaNamesAt(s), withoutDisturbance ? disturbanceOfDementia.filter((p) => dementiaInOtherDiseases.some((n) => p.startsWith(`${n} `))) : []),
    namedInParts: { terms: dementiaInOtherDiseases, inSentenceWith: words(dementiaSeverityWords[s].scales, dementiaSeverityWords[s].adjectives.map((a) => `${a} stage`)) },
    pseudo: ['dementia precautions', 'dementia screening'],
    backing: { terms: words(dementiaCare, s === 'severe' ? ['hospice', 'comfort care', 'total care', 'dependent for all adls'] : [], withoutDisturbance ? [] : antipsychotics) },
    specificity: {
      ...(withoutDisturbance ? { contradictedBy: words(otherWords, disturbanceOfDementia) } : { documentedBy: disturbances[d].words, contradictedBy: otherWords }),
      // Another severity named or staged ("Alzheimer's dementia, FAST 7c"), this one never: Unsupported.
      otherKinds: words(otherWords, ['vascular dementia', 'multi infarct dementia']),
    },
  };
}

// ------------------------------------------------------------------ medical: DIC, intracardiac thrombus, pulmonary edema, sarcopenia, polydipsia

/** ISTH overt DIC score: 5 or more is overt DIC, under 5 is not. */
const isthScore = (low: number, high: number) => {
  const out: string[] = [];
  for (let n = low; n <= high; n++) out.push(`isth score ${n}`, `isth score of ${n}`, `isth dic score ${n}`, `isth dic score of ${n}`, `isth ${n}`, `dic score ${n}`, `dic score of ${n}`);
  return out;
};
const intracardiacThrombusNames = [
  'intracardiac thrombus', 'intracardiac thrombi', 'intracardiac thrombosis', 'intracardiac clot', 'left ventricular thrombus', 'left ventricular thrombi',
  'lv thrombus', 'lv thrombi', 'lv apical thrombus', 'left ventricular apical thrombus', 'apical thrombus', 'apical lv thrombus', 'lv mural thrombus',
  'left ventricular mural thrombus', 'ventricular mural thrombus', 'lv clot', 'left ventricular clot', 'apical clot', 'left atrial thrombus', 'la thrombus',
  'left atrial appendage thrombus', 'laa thrombus', 'left atrial clot', 'right atrial thrombus', 'ra thrombus', 'right ventricular thrombus', 'rv thrombus',
  'cardiac thrombus', 'intracavitary thrombus', 'ventricular thrombus', 'atrial thrombus',
];
const pulmonaryEdemaNames = [
  'acute pulmonary edema', 'flash pulmonary edema', 'pulmonary edema', 'cardiogenic pulmonary edema', 'acute cardiogenic pulmonary edema',
  'noncardiogenic pulmonary edema', 'non cardiogenic pulmonary edema', 'negative pressure pulmonary edema', 'post obstructive pulmonary edema',
  'reexpansion pulmonary edema', 're expansion pulmonary edema', 'acute pulmonary oedema', 'pulmonary oedema', 'sympathetic crashing acute pulmonary edema',
  'hypertensive pulmonary edema', 'alveolar edema', 'frank pulmonary edema',
];

export const toxicologyPsychiatryConditions: readonly CommonCondition[] = [
  // ================================================================ serotonin syndrome, neuroleptic malignant syndrome
  {
    // Hunter criteria: a serotonergic drug with clonus (spontaneous, inducible or ocular), or tremor and
    // hyperreflexia, or hypertonia and hyperthermia. Treated by stopping the drugs, benzodiazepines, cyproheptadine.
    id: 'serotonin-syndrome',
    title: 'Serotonin syndrome',
    kind: 'episodic',
    codes: ['G9081'],
    terms: serotoninSyndromeNames,
    pseudo: [
      'serotonin syndrome monitoring', 'monitor for serotonin syndrome', 'monitoring for serotonin syndrome', 'risk of serotonin syndrome', 'risk for serotonin syndrome',
      'serotonin syndrome risk', 'serotonin syndrome precautions', 'signs of serotonin syndrome', 'counseled on serotonin syndrome', 'serotonin syndrome education',
    ],
    backing: { terms: serotoninSyndromeCare },
    refutedBy: {
      instead: words(nmsNames, ['anticholinergic toxicity', 'anticholinergic toxidrome', 'anticholinergic syndrome', 'malignant hyperthermia', 'sympathomimetic toxicity']),
      absent: ['clonus', 'inducible clonus', 'hyperreflexia'],
    },
  },
  {
    // Neuroleptic malignant syndrome: a dopamine antagonist, rigidity, hyperthermia, altered mentation, autonomic
    // instability and a raised CK. Treated by stopping the drug, cooling, fluids, dantrolene or bromocriptine.
    id: 'neuroleptic-malignant-syndrome',
    title: 'Malignant neuroleptic syndrome',
    kind: 'episodic',
    codes: ['G210'],
    terms: nmsNames,
    abbreviations: ['NMS'],
    pseudo: ['risk of neuroleptic malignant syndrome', 'monitor for neuroleptic malignant syndrome', 'monitoring for neuroleptic malignant syndrome', 'nms precautions', 'history of nms'],
    backing: { terms: nmsCare, abbreviations: ['CK', 'CPK'] },
    refutedBy: {
      instead: words(serotoninSyndromeNames, ['malignant hyperthermia', 'anticholinergic toxicity', 'lethal catatonia', 'malignant catatonia']),
      absent: ['rigidity', 'lead pipe rigidity', 'muscle rigidity', 'elevated ck', 'ck elevation', 'rhabdomyolysis'],
    },
  },

  // ================================================================ bipolar disorder by current episode (F31.0 to F31.6-)
  bipolarCurrent('F310', 'hypomanic', 'any', 'Bipolar disorder, current episode hypomanic'),
  bipolarCurrent('F3110', 'manic', 'any', 'Bipolar disorder, current episode manic without psychotic features, unspecified'),
  bipolarCurrent('F3111', 'manic', 'mild', 'Bipolar disorder, current episode manic without psychotic features, mild'),
  bipolarCurrent('F3112', 'manic', 'moderate', 'Bipolar disorder, current episode manic without psychotic features, moderate'),
  bipolarCurrent('F3113', 'manic', 'severe', 'Bipolar disorder, current episode manic without psychotic features, severe'),
  bipolarCurrent('F312', 'manic', 'severe-psychotic', 'Bipolar disorder, current episode manic severe with psychotic features'),
  bipolarCurrent('F3130', 'depressed', 'mild-or-moderate', 'Bipolar disorder, current episode depressed, mild or moderate severity, unspecified'),
  bipolarCurrent('F3131', 'depressed', 'mild', 'Bipolar disorder, current episode depressed, mild'),
  bipolarCurrent('F3132', 'depressed', 'moderate', 'Bipolar disorder, current episode depressed, moderate'),
  bipolarCurrent('F314', 'depressed', 'severe', 'Bipolar disorder, current episode depressed, severe, without psychotic features'),
  bipolarCurrent('F315', 'depressed', 'severe-psychotic', 'Bipolar disorder, current episode depressed, severe, with psychotic features'),
  bipolarCurrent('F3160', 'mixed', 'any', 'Bipolar disorder, current episode mixed, unspecified'),
  bipolarCurrent('F3161', 'mixed', 'mild', 'Bipolar disorder, current episode mixed, mild'),
  bipolarCurrent('F3162', 'mixed', 'moderate', 'Bipolar disorder, current episode mixed, moderate'),
  bipolarCurrent('F3163', 'mixed', 'severe', 'Bipolar disorder, current episode mixed, severe, without psychotic features'),
  bipolarCurrent('F3164', 'mixed', 'severe-psychotic', 'Bipolar disorder, current episode mixed, severe, with psychotic features'),

  // ================================================================ bipolar disorder in remission (F31.70 to F31.78)
  bipolarRemission('F3170', 'any', undefined, 'Bipolar disorder, currently in remission, most recent episode unspecified'),
  bipolarRemission('F3171', 'partial', 'hypomanic', 'Bipolar disorder, in partial remission, most recent episode hypomanic'),
  bipolarRemission('F3172', 'full', 'hypomanic', 'Bipolar disorder, in full remission, most recent episode hypomanic'),
  bipolarRemission('F3173', 'partial', 'manic', 'Bipolar disorder, in partial remission, most recent episode manic'),
  bipolarRemission('F3174', 'full', 'manic', 'Bipolar disorder, in full remission, most recent episode manic'),
  bipolarRemission('F3175', 'partial', 'depressed', 'Bipolar disorder, in partial remission, most recent episode depressed'),
  bipolarRemission('F3176', 'full', 'depressed', 'Bipolar disorder, in full remission, most recent episode depressed'),
  bipolarRemission('F3177', 'partial', 'mixed', 'Bipolar disorder, in partial remission, most recent episode mixed'),
  bipolarRemission('F3178', 'full', 'mixed', 'Bipolar disorder, in full remission, most recent episode mixed'),

  // ================================================================ anorexia nervosa by type and severity (F50.01-, F50.02-), FY2025
  ...(['restricting', 'purging'] as const).flatMap((t) => [
    anorexia(t, 'mild', '0'),
    anorexia(t, 'moderate', '1'),
    anorexia(t, 'severe', '2'),
    anorexia(t, 'extreme', '3'),
    anorexia(t, 'remission', '4'),
    anorexia(t, 'unspecified', '9'),
  ]),

  // ================================================================ dementia in other diseases by severity (F02.A- to F02.C-), FY2023
  ...(['mild', 'moderate', 'severe'] as const).flatMap((s) => (['0', '11', '18', '2', '3', '4'] as const).map((d) => dementiaBySeverity(s, d))),

  // ================================================================ polydipsia, sarcopenia
  {
    // Excessive thirst or water intake; psychogenic (primary) polydipsia with dilute urine and hyponatremia is managed by fluid restriction.
    id: 'polydipsia',
    title: 'Polydipsia',
    kind: 'episodic',
    codes: ['R631'],
    terms: [
      'polydipsia', 'psychogenic polydipsia', 'primary polydipsia', 'compulsive water drinking', 'excessive water intake', 'excessive water drinking',
      'excessive fluid intake', 'excessive free water intake', 'excess water intake', 'excess free water intake', 'excessive thirst', 'drinking excessive water',
      'drinking large volumes of water', 'drinks large volumes of water', 'polydipsia induced hyponatremia',
    ],
    backing: {
      terms: [
        'fluid restriction', 'free water restriction', 'water restriction', 'fluid restricted', 'restricted to 1.5 l', 'restricted to 1 l', 'urine osmolality',
        'low urine osmolality', 'dilute urine', 'water deprivation test', 'strict intake and output', 'strict i/o', 'daily weights', 'psychiatry', 'behavioral plan',
        'monitored water intake', 'supervised fluid intake',
      ],
    },
  },
  {
    // EWGSOP2: low muscle strength (grip under 27 kg in men, 16 kg in women; five chair stands over 15 s), confirmed by low
    // muscle quantity (DXA appendicular lean mass, CT skeletal muscle index), severe with low performance (gait speed 0.8 m/s or less).
    id: 'sarcopenia',
    title: 'Sarcopenia',
    kind: 'chronic',
    codes: ['M6284'],
    terms: ['sarcopenia', 'sarcopenic', 'severe sarcopenia', 'age related sarcopenia', 'sarcopenic obesity', 'age related loss of muscle mass', 'age related muscle loss'],
    backing: {
      terms: [
        'grip strength', 'handgrip strength', 'hand grip strength', 'low grip strength', 'reduced grip strength', 'hand dynamometer', 'dynamometry', 'gait speed',
        'slow gait speed', 'chair stand test', 'five times sit to stand', '5 times sit to stand', 'timed up and go', 'short physical performance battery',
        'appendicular lean mass', 'appendicular skeletal muscle mass', 'skeletal muscle index', 'psoas muscle index', 'low muscle mass', 'reduced muscle mass',
        'dxa body composition', 'resistance training', 'resistance exercise', 'protein supplementation', 'high protein diet', 'physical therapy', 'geriatrics',
      ],
      abbreviations: ['SPPB', 'TUG', 'ASM', 'SMI'],
    },
    refutedBy: { instead: ['normal grip strength', 'grip strength normal', 'grip strength within normal limits', 'preserved grip strength', 'preserved muscle mass', 'normal muscle mass'] },
  },

  // ================================================================ DIC, intracardiac thrombosis, acute pulmonary edema
  {
    // ISTH overt DIC score (platelets, D-dimer, PT prolongation, fibrinogen) 5 or more; treated by the cause, platelets,
    // plasma and cryoprecipitate for bleeding. A score under 5 with a normal fibrinogen argues against overt DIC.
    id: 'disseminated-intravascular-coagulation',
    title: 'Disseminated intravascular coagulation [defibrination syndrome]',
    kind: 'episodic',
    codes: ['D65'],
    terms: [
      'disseminated intravascular coagulation', 'disseminated intravascular coagulopathy', 'overt disseminated intravascular coagulation', 'overt dic', 'acute dic',
      'consumptive coagulopathy', 'consumption coagulopathy', 'defibrination syndrome', 'fibrinolytic hemorrhage', 'dic', 'sepsis induced dic', 'sepsis associated dic',
    ],
    abbreviations: ['DIC'],
    pseudo: ['dic panel', 'dic labs', 'dic workup', 'dic work up', 'dic screen', 'evaluate for dic', 'evaluation for dic', 'risk of dic', 'dic score', 'isth dic score', 'isth score'],
    backing: {
      terms: words(isthScore(5, 8), [
        'cryoprecipitate', 'cryo', 'fibrinogen replacement', 'fibrinogen concentrate', 'platelet transfusion', 'platelets transfused', 'fresh frozen plasma', 'ffp',
        'low fibrinogen', 'hypofibrinogenemia', 'fibrinogen 80', 'schistocytes', 'elevated d dimer', 'd dimer > 20', 'rising d dimer', 'prolonged pt', 'hematology',
        'hematology consult', 'serial coagulation studies', 'serial fibrinogen', 'serial dic labs',
      ]),
      abbreviations: ['FFP'],
    },
    refutedBy: { instead: words(isthScore(0, 4), ['not consistent with overt dic', 'not consistent with dic', 'no evidence of dic', 'dic unlikely', 'normal fibrinogen', 'fibrinogen normal']) },
  },
  {
    // Thrombus in a cardiac chamber (LV after an anterior MI or in a cardiomyopathy, LA appendage in AF), seen on echo, contrast
    // echo, TEE or cardiac MRI, and anticoagulated. A thrombus excluded by a better study (MRI, contrast echo) is no thrombus.
    id: 'intracardiac-thrombosis',
    title: 'Intracardiac thrombosis, not elsewhere classified',
    kind: 'episodic',
    codes: ['I513'],
    terms: intracardiacThrombusNames,
    pseudo: [
      'lv thrombus prophylaxis', 'risk of lv thrombus', 'risk for lv thrombus', 'evaluate for lv thrombus', 'evaluation for lv thrombus', 'evaluate for thrombus',
      'screen for lv thrombus', 'laa thrombus was excluded prior to cardioversion',
    ],
    backing: {
      terms: words(anticoagulation, [
        'cardiac mri', 'cardiac magnetic resonance', 'contrast echocardiogram', 'contrast echo', 'definity', 'transesophageal echocardiogram', 'repeat echocardiogram',
        'repeat echo', 'cardiology', 'cardioversion deferred', 'cardioversion was deferred',
      ]),
      abbreviations: ['TEE', 'CMR', 'DOAC'],
    },
    refutedBy: {
      absent: ['thrombus', 'intracardiac thrombus', 'lv thrombus', 'left ventricular thrombus', 'clot', 'laa thrombus', 'left atrial appendage thrombus'],
      instead: ['prominent trabeculation', 'prominent trabeculations', 'false tendon', 'pseudotendon', 'artifact', 'imaging artifact', 'pectinate muscles', 'myxoma', 'atrial myxoma'],
    },
  },
  {
    // Fluid in the alveoli on imaging (chest X-ray or CT), with hypoxemia, treated with diuresis, nitrates and NIV.
    id: 'acute-pulmonary-edema',
    title: 'Acute pulmonary edema',
    kind: 'episodic',
    codes: ['J810'],
    terms: pulmonaryEdemaNames,
    pseudo: ['pulmonary edema precautions', 'risk of pulmonary edema', 'monitor for pulmonary edema', 'to avoid pulmonary edema', 'to prevent pulmonary edema'],
    backing: {
      terms: words(loopDiuretics, [
        'iv furosemide', 'iv lasix', 'iv diuresis', 'diuresed', 'nitroglycerin', 'nitroglycerin drip', 'high dose nitroglycerin', 'bipap', 'cpap', 'noninvasive ventilation',
        'non invasive ventilation', 'chest x ray', 'chest radiograph', 'ct chest', 'interstitial edema', 'alveolar edema', 'kerley b lines', 'bilateral infiltrates',
        'cephalization', 'b lines',
      ]),
      abbreviations: ['NIV', 'CXR', 'NIPPV'],
    },
    refutedBy: { instead: ['high altitude pulmonary edema', 'hape', 'chronic pulmonary edema'] },
    specificity: { contradictedBy: ['chronic pulmonary edema', 'chronic interstitial edema'] },
  },
];
