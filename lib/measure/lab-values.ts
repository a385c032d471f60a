import { InputError, SpanRangeError } from '../errors';
import { quoteSpan, type QuotedSpan, type TextSpan } from '../text/span';
import { isWrittenInLowerCase } from '../text/letter-case';
import { readSpokenNumber } from './number-words';
import { CAPITALIZED_MONTHS, MONTH_NAMES } from '../text/months';
import { footnoteAfter } from '../text/footnotes';
import { goalCues, labNames, otherSpecimenCues, oxygenDeviceNames, pseudoNames, venousGasCues, type NameVariant, type TupleStyle } from './lab-names';
import {
  acceptsUnit,
  assumeUnit,
  convertToCanonical,
  hasUnitChoice,
  isPlausible,
  kindUnits,
  measurementKinds,
  notValueWords,
  readWrittenUnit,
  trieSource,
  type CanonicalUnit,
  type MeasurementKind,
  type Unit,
  type WrittenUnit,
} from './units';

/**
 * How a value relates to the number written.
 *
 * @example "troponin I <0.01" has comparator `'<'`; "lactate greater than 4" has `'>'`.
 */
export const comparators = ['=', '<', '<=', '>', '>='] as const;
export type Comparator = (typeof comparators)[number];

/**
 * Abnormal flags: from lab markers ("K 2.9 (L)", "WBC 18.2 H", "Na 118*", "critical"), from
 * narrative ("elevated at 698,000") and from a reference range written beside the value
 * ("K 3.1 (ref 3.5-5.1)" is low). `abnormal` is a direction-less marker such as "*".
 *
 * @example "K 6.9 (HH)" has flags `['high', 'critical']`.
 */
export const measurementFlags = ['high', 'low', 'critical', 'abnormal'] as const;
export type MeasurementFlag = (typeof measurementFlags)[number];

/**
 * The place of a value in the stay. A value without one has no `role`.
 *
 * @example "Cr peaked at 3.8, down to 1.6 at d/c" gives roles `'peak'` and `'discharge'`.
 */
export const measurementRoles = ['baseline', 'peak', 'nadir', 'admission', 'discharge', 'current'] as const;
export type MeasurementRole = (typeof measurementRoles)[number];

/**
 * Oxygen support written beside a saturation or a blood gas.
 *
 * @example "SpO2 92% on 4L NC" has support `'nasal-cannula'`; "88% on RA" has `'room-air'`.
 */
export const oxygenSupports = ['room-air', 'nasal-cannula', 'face-mask', 'non-rebreather', 'high-flow', 'bipap', 'cpap', 'ventilator', 'other'] as const;
export type OxygenSupport = (typeof oxygenSupports)[number];

/**
 * The value as written. `number` is in the written (or assumed) unit. For a span of values
 * ("HR 80 to 90", "BP 90s/50s", "sats in the low 80s") `number` is the lower bound and `upper`
 * the higher one. For compound values (5'9", 5 lb 1 oz) the quote covers the whole compound and
 * `number` is in the first unit (5.75 ft).
 */
export interface MeasuredValue extends QuotedSpan {
  readonly number: number;
  readonly upper?: number;
}

/**
 * The value in the kind's canonical unit. `inferred` is true when no unit was written and the
 * kind can be read in more than one unit, so the unit was chosen by plausible range.
 *
 * @example "Cr 186" → `{ value: 2.1041, unit: 'mg/dL', inferred: true }` (read as µmol/L).
 */
export interface CanonicalValue {
  readonly value: number;
  readonly upper?: number;
  readonly unit: CanonicalUnit;
  readonly inferred: boolean;
}

/**
 * Position of a value in a trend written as one expression; ids are per call, in text order.
 *
 * @example "Cr 1.1 -> 2.4 -> 1.6": the 2.4 has `{ id: 0, index: 1, length: 3 }`.
 */
export interface SeriesRef {
  readonly id: number;
  readonly index: number;
  readonly length: number;
}

/**
 * Oxygen support as written. A flow without a device ("on 3 L") is read as nasal cannula up to
 * 6 L/min and high flow above 15 L/min, as in US notes; `fio2` is set only when written.
 */
export interface OxygenContext {
  readonly support: OxygenSupport;
  readonly litersPerMinute?: number;
  readonly fio2?: number;
  readonly text: QuotedSpan;
}

/**
 * One patient value read from a note. Every span slices back: `text.slice(m.start, m.end) === m.text`,
 * and the same holds for `name`, `value`, `unit` and `oxygen.text`.
 *
 * The span runs from the name to the end of the value, unit and flags. Values after the first
 * in a trend span only themselves ("2.4" in "Cr 1.1 -> 2.4") but keep the shared `name`. Values
 * written together ("BP 120/80", "ABG 7.21/68/55") each span the whole expression. When no name is
 * written and the unit names the kind ("38.6°C"), `name` quotes the unit.
 *
 * @example "Cr 2.4 (baseline 0.9)" gives creatinine 2.4 and creatinine 0.9 with role `baseline`, one series.
 */
export interface Measurement {
  readonly kind: MeasurementKind;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly name: QuotedSpan;
  readonly value: MeasuredValue;
  readonly unit: QuotedSpan | null;
  readonly canonical: CanonicalValue;
  readonly comparator: Comparator;
  readonly flags: readonly MeasurementFlag[];
  readonly series?: SeriesRef;
  readonly role?: MeasurementRole;
  readonly oxygen?: OxygenContext;
  /**
   * The value a fall ended at, written alone ("creatinine trending down to 1.2", "lactate improved
   * to 1.9"): the higher values before it are not stated, so it shows no series normal throughout.
   */
  readonly endOfFall?: true;
  /** A pH or pCO2 from a venous gas ("VBG 7.37/46"): venous pCO2 runs 4-8 mmHg above arterial (criteria-reference §2.2). */
  readonly venous?: true;
  /** Inside the reference range printed beside it: "K 5.2 (ref 3.5-5.3)" is the laboratory's normal. */
  readonly withinReference?: true;
}

/**
 * Options of {@link extractMeasurements}.
 *
 * @example { blocks: sentences } keeps "Creatinine" at the end of one sentence from pairing with
 * "1.4" at the start of the next.
 */
export interface ExtractMeasurementsOptions {
  /**
   * Sentence spans. A name and a value never pair across a block boundary, and names outside
   * every block are ignored.
   * @default the whole text as one block
   */
  readonly blocks?: readonly TextSpan[];
}

/**
 * Reads labs and vital signs from a note, with exact offsets into the original text.
 *
 * Not read as patient values: reference ranges ("Na 135-145", "(ref 3.5-5.1)"), dates
 * ("02/14/2019", "on 3/12"), doses ("potassium chloride 40 mEq PO", "KCl 20 mEq"), targets
 * ("MAP goal > 65"), other specimens ("UA: WBC 25", "CSF glucose 40") and implausible numbers
 * for the kind ("pH 5.5" is a urine pH).
 *
 * @example extractMeasurements('Hgb dropped from 11.2 to 7.9, transfused 2 units.') gives two
 * hemoglobin values, 11.2 and 7.9 g/dL, in one series; the transfusion is not a value.
 */
export function extractMeasurements(text: string, options: ExtractMeasurementsOptions = {}): Measurement[] {
  if (typeof text !== 'string') throw new InputError(`extractMeasurements: text must be a string, got ${typeof text}.`);
  const hits = findNames(text);
  const blocks = joinNameLineToValueLine(text, normaliseBlocks(text, options.blocks), hits);
  const drafts: Draft[] = [];
  const claimed: TextSpan[] = [];
  let claimedEnd = 0;
  let chain = 0;
  let b = 0;
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i] as NameHit;
    if (hit.start < claimedEnd) continue;
    while (b < blocks.length && (blocks[b] as TextSpan).end < hit.end) b++;
    const block = blocks[b];
    if (block === undefined) break;
    if (block.start > hit.start) continue;
    if (hit.info === null) {
      claimedEnd = hit.end;
      claimed.push(hit);
      continue;
    }
    const scan: Scan = {
      text,
      view: block.end === text.length ? text : text.slice(0, block.end),
      block,
      blockIndex: b,
      hits,
      index: i,
      floor: Math.max(block.start, claimedEnd),
      drafts,
      nextChain: () => ++chain,
    };
    const parsed = parseHit(scan, hit, hit.info);
    if (parsed.kind === 'found') {
      drafts.push(...parsed.drafts);
      claimedEnd = parsed.end;
      claimed.push({ start: hit.start, end: parsed.end });
    } else if (parsed.claimTo !== undefined) {
      claimedEnd = parsed.claimTo;
    }
  }
  drafts.push(...findUnitNamed(text, blocks, claimed));
  drafts.push(...findGridDrafts(text, hits, blocks, claimed, () => ++chain));
  drafts.push(...findAdmissionDischargePairs(text, hits, blocks, claimed, () => ++chain));
  const corrected = [...correctedValues(text, hits), ...spuriousValues(text, drafts, hits)];
  return finish(text, keepVitalLetters(drafts.filter((d) => !fromVenousGas(text, d) && !isCorrected(d, corrected))));
}

// ---------------------------------------------------------------------------------------------
// Values the note itself corrects: "the admission creatinine was transcribed in error as 5.2",
// "Correction: the sodium nadir was 131, not 121". The wrong value is no patient value anywhere.

/** A value written in error: `number` as written, for the kind named before it in the correction. */
interface CorrectedValue {
  readonly kind: MeasurementKind;
  readonly number: number;
}

const NUMBER = '(\\d+(?:\\.\\d+)?)';
const correctionPatterns: readonly RegExp[] = [
  // "... (was) transcribed/entered in error as 5.2", "erroneously recorded as 5.2"
  new RegExp(`\\b(?:in error|erroneously|incorrectly|mistakenly|by mistake)\\b[^.;\\n]{0,40}?\\bas[ \\t]+${NUMBER}`, 'gi'),
  // "Correction: ... 131, not 121", "... should read 131, not 121"
  new RegExp(`\\b(?:correction|should read|should be|should have read)\\b[^\\n]{0,120}?\\d(?:[ \\t]*[A-Za-z/%]{1,8})?[ \\t]*,?[ \\t]*(?:and[ \\t]+)?not[ \\t]+${NUMBER}`, 'gi'),
  // An addendum's "the potassium of 3.2 listed above for 04/15 was another patient's result".
  new RegExp(`\\bof[ \\t]+${NUMBER}(?=[^.;\\n]{0,60}?\\b(?:was|is|were)[ \\t]+(?:from[ \\t]+)?(?:another|a[ \\t]+different|the[ \\t]+wrong)[ \\t]+patient)`, 'gi'),
];

// "the entry "K 2.7 on 02/13, repleted" is in error": every value quoted is withdrawn.
// So is one the next sentence calls a transcription error: '"GCS 4". This was a transcription error for GCS 14'.
const quotedInError =
  /["“]([^"”\n]{1,120})["”][ \t]*(?:[.;,][ \t]*(?:this|which|that|it)[ \t]+)?(?:is|was)[ \t]+(?:in error|incorrect|wrong|erroneous|an?[ \t]+(?:transcription|typographical|typing|dictation|documentation|charting|copying|data[ \t]+entry)[ \t]+(?:error|mistake))\b/gi;

function correctedValues(text: string, hits: readonly NameHit[]): CorrectedValue[] {
  const out: CorrectedValue[] = [];
  quotedInError.lastIndex = 0;
  for (let m = quotedInError.exec(text); m !== null; m = quotedInError.exec(text)) {
    const from = m.index + 1;
    const to = from + (m[1]?.length ?? 0);
    for (const hit of hits) {
      if (hit.start < from || hit.end > to || hit.info === null || hit.info.kinds.length !== 1) continue;
      const value = /\d+(?:\.\d+)?/.exec(text.slice(hit.end, to));
      const kind = hit.info.kinds[0];
      if (value !== null && kind !== undefined) out.push({ kind, number: Number(value[0]) });
    }
  }
  for (const pattern of correctionPatterns) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const wrong = m[1];
      if (wrong === undefined) continue;
      const at = m.index + m[0].length - wrong.length;
      // The kind is the last name before the wrong value, on its line and in reach of it.
      let named: NameHit | undefined;
      for (const hit of hits) {
        if (hit.start >= at) break;
        if (hit.info !== null && hit.info.kinds.length === 1 && at - hit.end <= 160 && !text.slice(hit.end, at).includes('\n')) named = hit;
      }
      const kind = named?.info?.kinds[0];
      if (kind !== undefined) out.push({ kind, number: Number(wrong) });
    }
  }
  return out;
}

function isCorrected(d: Draft, corrected: readonly CorrectedValue[]): boolean {
  return corrected.some((c) => c.kind === d.kind && c.number === d.number);
}

// Values the note calls spurious: a hemolyzed or contaminated specimen, or one drawn above a
// running infusion ("K 6.9 - specimen grossly hemolyzed", "Na 119 ... drawn above the running
// D5 1/2NS", "drawn proximal to an NS infusion", "the 119 is spurious"). The result is no
// patient value, wherever it is restated.
const SPECIMEN_FAULT =
  "(?<!\\bnon[- ]?)(?<!\\bnot[ \\t])(?<!\\bno[ \\t])(?:(?:grossly[ \\t]+)?hemoly[sz]ed|contaminat(?:ed|ion)|spurious|factitious|artifactual|lab(?:oratory)?[ \\t]+error|(?:specimen|sample)[ \\t]+(?:was[ \\t]+)?clotted|clotted[ \\t]+(?:specimen|sample)|drawn[ \\t]+above|drawn[ \\t]+(?:proximal|upstream)[ \\t]+to|above[ \\t]+(?:the[ \\t]+|a[ \\t]+|an[ \\t]+)?running|from[ \\t]+the[ \\t]+(?:infusion|IV)[ \\t]+arm|wrong[- ]patient|mislabell?ed|labell?ing[ \\t]+error|another[ \\t]+patient'?s[ \\t]+(?:specimen|sample))";
/**
 * The fault written after a value, before the clause ends: "6.9 mmol/L (H) - \"specimen grossly hemolyzed\"";
 * a lab comment after a semicolon is still the value's: "Hgb 6.2 - critical value called; lab comment: specimen clotted".
 */
const faultAfterValue = new RegExp(`^(?:[^;\\n]|;(?=[ \\t]*(?:lab[ \\t]+)?comments?[ \\t]*:)){0,120}?\\b${SPECIMEN_FAULT}`, 'i');
/** A fall's words right before its end value: "trending down to", "improved to", "came down to". */
const fallToBefore =
  /(?:trend(?:ing|ed)[ \t]+down|(?:came|coming|went|going)[ \t]+down|fell|falling|improved|improving|decreased|decreasing|declined|declining|recovered|normali[sz]ed|down)[ \t]+to[ \t]*$/i;
/** A value the repeat did not bear out: "the ED value of 92 K is not confirmed". */
const UNCONFIRMED = '(?:not[ \\t]+(?:confirmed|reproduced|reproducible|replicated|real)|unconfirmed|never[ \\t]+(?:confirmed|reproduced|replicated))';
/**
 * A value named by its number and called spurious or unconfirmed: "the 119 is spurious", "the 6.9
 * result was on a hemolyzed specimen", "the ED value of 92 K is not confirmed".
 */
const faultByNumber = new RegExp(
  `\\bthe[ \\t]+(?:(?:[A-Za-z][A-Za-z-]*[ \\t]+){0,3}?(?:result|value|level|reading|count)[ \\t]+of[ \\t]+)?(\\d+(?:\\.\\d+)?)(?:[ \\t]*(?:K|k|mg\\/dL|mmol\\/L|mEq\\/L|g\\/dL))?(?:[ \\t]+(?:result|value|level|reading))?[ \\t]+(?:is|was)[ \\t]+(?:(?:likely|probably|felt[ \\t]+to[ \\t]+be|thought[ \\t]+to[ \\t]+be|deemed|considered|called)[ \\t]+)?(?:on[ \\t]+a[ \\t]+)?(?:${SPECIMEN_FAULT}|${UNCONFIRMED})`,
  'gi',
);

/** mmol/L: a hemolyzed potassium above the upper limit of normal is no evidence of hyperkalemia. */
const HEMOLYSIS_RAISES_ABOVE = 5.0;

/** Hemolysis releases potassium: only a high potassium can be its artifact. */
function raisedByHemolysis(d: Draft): boolean {
  return d.kind === 'potassium' && d.canonical.value > HEMOLYSIS_RAISES_ABOVE;
}

/** A point-of-care reading before its value: "The triage i-STAT sodium was 133". */
const pointOfCareBefore = /(?:i-?stat|point[- ]of[- ]care|\bPOC\b|bedside|blood[ \t]+gas)[^.;\n]{0,40}$/i;
/** The laboratory's own value drawn with it, which outranks it: "; the laboratory serum sodium drawn at the same time was 137". */
const laboratoryAtSameTime = /^[^.\n]{0,40}?\b(?:laboratory|lab|formal|serum)\b[^.\n]{0,60}?\b(?:at[ \t]+the[ \t]+same[ \t]+time|simultaneous(?:ly)?|same[ \t]+draw|paired)\b/i;

const pointOfCareBeforeValue = (text: string, d: Draft): boolean => pointOfCareBefore.test(text.slice(Math.max(0, d.valueStart - 60), d.valueStart));
/** A point-of-care reading named after its value: "Na 129 on i-STAT", "glucose 52 (POC)". */
const pointOfCareAfter = /^[ \t]*(?:\(|on|by|via|per)?[ \t]*(?:an?[ \t]+)?(?:i-?stat|point[- ]of[- ]care|POC)\b/i;
/** The note saying a point-of-care value was not borne out: "relied on the EMS point-of-care value, which was never reproduced". */
const pointOfCareUnconfirmed = new RegExp(`(?:i-?stat|point[- ]of[- ]care|\\bPOC\\b)[ \\t]+(?:value|reading|result|measurement)s?\\b[^.;\\n]{0,40}?\\b${UNCONFIRMED}`, 'gi');

/** Kinds of the point-of-care values the note calls unconfirmed: named in that remark, or else the name nearest before it. */
function unconfirmedPointOfCareKinds(text: string, hits: readonly NameHit[]): Set<MeasurementKind> {
  const kinds = new Set<MeasurementKind>();
  pointOfCareUnconfirmed.lastIndex = 0;
  for (let m = pointOfCareUnconfirmed.exec(text); m !== null; m = pointOfCareUnconfirmed.exec(text)) {
    const named = hits.filter((h) => h.info !== null && h.start >= m.index && h.start < m.index + m[0].length);
    const before = hits.filter((h) => h.info !== null && h.end <= m.index && m.index - h.end <= 120).at(-1);
    for (const hit of named.length > 0 ? named : before ? [before] : []) for (const k of hit.info?.kinds ?? []) kinds.add(k);
  }
  return kinds;
}

const specimenFault = new RegExp(SPECIMEN_FAULT, 'i');
/** Clumping the smear found, not one it looked for: "no clumping", "clumping (-)", "clumping: negative". */
const plateletClumping =
  /(?<!\b(?:no|not|without|negative[ \t]+for)[ \t])\b(?:platelet[ \t]+clump(?:ing|s)|clumped[ \t]+platelets|clumping|pseudo-?thrombocytopenia|EDTA[- ](?:dependent|induced))(?![ \t]*(?:\([ \t]*(?:-|neg)|:?[ \t]*(?:neg(?:ative)?|absent|none|not[ \t]+(?:seen|present)|no\b)))/i;
/** A draw named by its time and called spurious: "documented the 23:00 result as spurious (IV fluid contamination)". */
const faultByTime = new RegExp(
  `\\bthe[ \\t]+((?:[01]?\\d|2[0-3]):?[0-5]\\d)[ \\t]+(?:result|results|draw|specimen|sample|labs?|values?)\\b[^.\\n]{0,60}?(?:${SPECIMEN_FAULT}|${UNCONFIRMED})`,
  'gi',
);

function spuriousValues(text: string, drafts: readonly Draft[], hits: readonly NameHit[]): CorrectedValue[] {
  const out: CorrectedValue[] = [];
  const unconfirmed = unconfirmedPointOfCareKinds(text, hits);
  if (unconfirmed.size > 0) {
    for (const d of drafts) {
      if (!unconfirmed.has(d.kind)) continue;
      if (pointOfCareBeforeValue(text, d) || pointOfCareAfter.test(text.slice(d.valueEnd, d.valueEnd + 30))) out.push({ kind: d.kind, number: d.number });
    }
  }
  for (const d of drafts) {
    // Point-of-care against serum (reference §2.7 pitfalls): the laboratory's simultaneous value stands.
    if (pointOfCareBeforeValue(text, d) && laboratoryAtSameTime.test(text.slice(d.valueEnd, d.valueEnd + 160))) {
      out.push({ kind: d.kind, number: d.number });
      continue;
    }
    const after = text.slice(d.valueEnd, Math.min(text.length, d.valueEnd + 160));
    // The clause ends at a sentence break too ("... 4.8. Hemolysis labs sent" is another matter).
    const clause = after.split(/\.[ \t]|\.$/, 1)[0] ?? '';
    const fault = faultAfterValue.exec(clause);
    if (fault === null) continue;
    // A contaminated draw spoils every value before the remark. Hemolysis only raises a
    // potassium, so it spoils a high potassium it follows ("Na 136, K 6.9 - hemolyzed": the
    // sodium stands; "K 3.1 (hemolyzed)" is still low).
    if (/hemoly/i.test(fault[0].slice(-30))) {
      const faultAt = d.valueEnd + fault[0].length;
      const valueBetween = drafts.some((o) => o !== d && o.valueStart >= d.valueEnd && o.valueStart < faultAt);
      if (valueBetween || !raisedByHemolysis(d)) continue;
    }
    out.push({ kind: d.kind, number: d.number });
  }
  for (const d of drafts) {
    // "K 3.2[1]" with "[1] ... flagged by the laboratory as possible IV-line contamination" below.
    const at = footnoteAfter(text, d.valueEnd);
    const footnote = at && text.slice(at.start, at.end);
    if (footnote === undefined || !specimenFault.test(footnote)) continue;
    if (/hemoly/i.test(footnote) && !raisedByHemolysis(d)) continue;
    out.push({ kind: d.kind, number: d.number });
  }
  for (const d of drafts) {
    // Clumped platelets read falsely low, and the smear that finds them is often the next sentence:
    // "platelet count 64, flagged. Smear showed extensive platelet clumping; citrate count 212".
    if (d.kind !== 'platelets') continue;
    const paragraph = text.slice(d.valueEnd, Math.min(text.length, d.valueEnd + 200)).split(/\n[ \t]*\n/, 1)[0] ?? '';
    const clumping = plateletClumping.exec(paragraph);
    if (clumping === null) continue;
    const faultAt = d.valueEnd + clumping.index;
    if (drafts.some((o) => o !== d && o.kind === 'platelets' && o.valueStart >= d.valueEnd && o.valueStart < faultAt)) continue;
    out.push({ kind: d.kind, number: d.number });
  }
  faultByTime.lastIndex = 0;
  for (let m = faultByTime.exec(text); m !== null; m = faultByTime.exec(text)) {
    // The values of that draw: "potassium 2.4 mmol/L and glucose 1,180 mg/dL on the 23:00 draw".
    const time = new RegExp(`(?<![\\d:])${(m[1] ?? '').replace(':', ':?')}(?![\\d:])`);
    for (const d of drafts) {
      const clause = text.slice(d.valueEnd, Math.min(text.length, d.valueEnd + 80)).split(/[.;\n]/, 1)[0] ?? '';
      if (d.valueEnd <= m.index && time.test(clause)) out.push({ kind: d.kind, number: d.number });
    }
  }
  faultByNumber.lastIndex = 0;
  for (let m = faultByNumber.exec(text); m !== null; m = faultByNumber.exec(text)) {
    const number = Number(m[1]);
    const hemolysis = /hemoly/i.test(m[0]);
    for (const d of drafts) {
      if (d.number !== number || (hemolysis && !raisedByHemolysis(d))) continue;
      out.push({ kind: d.kind, number });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Name index: every name compiled once into two character-trie patterns (case-insensitive and
// case-exact), so finding names is two regex passes over the note, however many names there are.

interface NameInfo {
  readonly kinds: readonly MeasurementKind[];
  readonly variant: NameVariant;
  readonly tuple: TupleStyle | undefined;
  readonly partial: boolean;
  readonly minimum: number;
}

interface NameHit extends TextSpan {
  /** `null` for a pseudo-name: it hides the names inside it and yields nothing. */
  readonly info: NameInfo | null;
}

const NAME_SEPARATOR = '[\\s-]*';
const looseNames = new Map<string, NameInfo | null>();
const exactNames = new Map<string, NameInfo | null>();

for (const entry of labNames) {
  for (const spec of entry.names) {
    const variant: NameVariant = typeof spec === 'string' ? { name: spec } : spec;
    const info: NameInfo = { kinds: entry.kinds, variant, tuple: entry.kinds.length > 1 ? (entry.tuple ?? 'slash') : undefined, partial: entry.partial ?? false, minimum: entry.minimum ?? 1 };
    if (variant.exactCase === true) exactNames.set(nameKey(variant.name), info);
    else looseNames.set(nameKey(variant.name).toLowerCase(), info);
  }
}
for (const pseudo of pseudoNames) looseNames.set(nameKey(pseudo).toLowerCase(), null);

// In a note typed in lower case, "cr 2.1", "hr 104", "ph 7.24" are the names they would be in
// capitals. Where two case-exact spellings fold together ("Cr", "CR"), the first listed is kept.
const foldedExactNames = new Map<string, NameInfo | null>();
for (const [key, info] of exactNames) if (!foldedExactNames.has(key.toLowerCase())) foldedExactNames.set(key.toLowerCase(), info);

/** Non-value words that are also names, in any case ("hr", "hrs"). */
const nonValueWordNames: ReadonlySet<string> = new Set(
  Object.values(notValueWords)
    .flat()
    .map((w) => w.toLowerCase())
    .filter((w) => looseNames.has(nameKey(w)) || foldedExactNames.has(nameKey(w))),
);

const looseNamePattern = namePattern([...labNames.flatMap((e) => e.names.filter((n) => typeof n === 'string' || n.exactCase !== true)), ...pseudoNames], true);
const exactNameSpecs = labNames.flatMap((e) => e.names.filter((n) => typeof n !== 'string' && n.exactCase === true));
const exactNamePattern = namePattern(exactNameSpecs, false);
const foldedExactNamePattern = namePattern(exactNameSpecs, true);

function namePattern(specs: readonly (string | NameVariant)[], loose: boolean): RegExp {
  const forms = specs.map((s) => (typeof s === 'string' ? s : s.name).replace(/[\s-]+(?=.)/g, ' '));
  // Every name starts with a letter, so \b is the same boundary as a look-behind, and cheaper.
  return new RegExp(`\\b(?:${trieSource(forms, { lowerCase: loose, space: NAME_SEPARATOR })})(?![A-Za-z0-9])`, loose ? 'gi' : 'g');
}

/** Names differ only in case, spaces and hyphens: "T-max", "T max" and "Tmax" share a key. */
function nameKey(name: string): string {
  return name.replace(/[\s-]+/g, '');
}

function findNames(text: string): NameHit[] {
  const found: NameHit[] = [];
  const exact = isWrittenInLowerCase(text) ? ([foldedExactNamePattern, foldedExactNames, true] as const) : ([exactNamePattern, exactNames, false] as const);
  for (const [pattern, table, loose] of [[looseNamePattern, looseNames, true] as const, exact]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const key = loose ? nameKey(m[0]).toLowerCase() : nameKey(m[0]);
      const info = table.get(key);
      if (info !== undefined) found.push({ start: m.index, end: m.index + m[0].length, info });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  // Overlaps are rare (the two patterns disagree); the earlier, longer name wins.
  const hits: NameHit[] = [];
  let end = 0;
  for (const hit of found) {
    if (hit.start < end) continue;
    hits.push(hit);
    end = hit.end;
  }
  return withPronounAnaphors(text, withLabelAnaphors(text, withChangeClauses(text, hits)));
}

/** The first word of a value dictated in words ("baseline one point one"); number-words.ts reads the rest. */
const spokenNumberStart = '(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?![A-Za-z])';
/**
 * "Potassium came down on the insulin drip to 3.1": a change whose circumstance stands between the
 * verb and "to" its value. Up to four words after on/with/after/during, none a verb of their own
 * ("after the insulin was increased to 10" is the insulin's).
 */
const changeClause = new RegExp(
  String.raw`[ \t]+(?:came[ \t]+down|went[ \t]+(?:down|up)|dropped|fell|rose|climbed|declined|drifted[ \t]+(?:down|up)|trended[ \t]+(?:down|up))[ \t]+((?:on|with|after|during|despite|following)(?:[ \t]+[A-Za-z][A-Za-z/-]*){1,4}?)[ \t]+to[ \t]+(?=\d|${spokenNumberStart})`,
  'iy',
);
const verbInClause = /(?:^|[ \t])(?:was|were|is|are|be|been|being|had|has|have|[a-z]+ed)(?=$|[ \t])/i;

function withChangeClauses(text: string, hits: NameHit[]): NameHit[] {
  let changed: NameHit[] | undefined;
  hits.forEach((hit, i) => {
    if (hit.info === null || hit.info.kinds.length !== 1) return;
    changeClause.lastIndex = hit.end;
    const m = changeClause.exec(text);
    if (m === null || verbInClause.test(m[1] ?? '')) return;
    // The name runs to the clause's end; "to" and the value are read after it, as after "fell".
    const end = hit.end + m[0].replace(/[ \t]+to[ \t]+$/i, '').length;
    // Another lab named inside the clause owns what follows.
    if ((hits[i + 1]?.start ?? Infinity) < end) return;
    (changed ??= [...hits])[i] = { start: hit.start, end, info: hit.info };
  });
  return changed ?? hits;
}

/** "it fell to 3.2", "it then peaked at 2.4": a pronoun whose change gives the value. */
const pronounChange =
  /\bit[ \t]+(?:then[ \t]+|later[ \t]+|subsequently[ \t]+)?(?:fell|dropped|declined|decreased|rose|increased|climbed|peaked|nadired|improved|recovered|returned|normali[sz]ed|came[ \t]+down|went[ \t]+up|was[ \t]+down|was[ \t]+up)[ \t]+(?:back[ \t]+)?(?:to|at)[ \t]+(?=\d)/gi;

/**
 * "Potassium was 4.0 on arrival. After two days of IV furosemide it fell to 3.2": "it" names the
 * analyte last named before it in the same paragraph, when no other name comes between and that
 * name is of one analyte (a blood pressure's "it" may be either number).
 */
function withPronounAnaphors(text: string, hits: NameHit[]): NameHit[] {
  if (!text.includes('it ')) return hits;
  let added: NameHit[] | undefined;
  let h = -1;
  pronounChange.lastIndex = 0;
  for (let m = pronounChange.exec(text); m !== null; m = pronounChange.exec(text)) {
    while (h + 1 < hits.length && (hits[h + 1] as NameHit).end <= m.index) h++;
    const antecedent = hits[h];
    if (antecedent === undefined || antecedent.info === null || antecedent.info.kinds.length !== 1) continue;
    const between = text.slice(antecedent.end, m.index);
    if (between.length > 300 || /\n[ \t]*\n/.test(between)) continue;
    (added ??= []).push({ start: m.index, end: m.index + 2, info: antecedent.info });
  }
  return added === undefined ? hits : [...hits, ...added].sort((a, b) => a.start - b.start || b.end - a.end);
}

/** A name heading its line: "Platelets:", "- Sodium:", "3. Potassium:". */
const labelBefore = /(?:^|\n)[ \t]*(?:[-•*#]|\d{1,2}[.)])?[ \t]*$/;
const labelAfter = /^[ \t]*:/;
/** "the count", "her level": the label's analyte, referred to again in its own sentence. */
const labelAnaphor = /\b(?:the|her|his|its)[ \t]+(?:count|level|value)\b/gi;

/**
 * "Platelets: after the massive transfusion the count dropped to 64 on day 2": under a name that
 * heads its line, "the count" in the same sentence names it again, so its value is read even
 * where other words keep it from the heading. Only until the sentence ends or another name comes.
 */
function withLabelAnaphors(text: string, hits: NameHit[]): NameHit[] {
  let added: NameHit[] | undefined;
  for (let i = 0; i < hits.length; i++) {
    const hit = hits[i] as NameHit;
    if (hit.info === null || !labelAfter.test(text.slice(hit.end, hit.end + 4)) || !labelBefore.test(text.slice(Math.max(0, hit.start - 8), hit.start))) continue;
    const next = hits[i + 1]?.start ?? text.length;
    const sentence = text.slice(hit.end, next).search(/\.(?:[ \t]|$)|\n/m);
    const limit = sentence < 0 ? next : Math.min(next, hit.end + sentence);
    labelAnaphor.lastIndex = hit.end;
    for (let m = labelAnaphor.exec(text); m !== null && m.index < limit; m = labelAnaphor.exec(text)) {
      (added ??= []).push({ start: m.index, end: m.index + m[0].length, info: hit.info });
    }
  }
  return added === undefined ? hits : [...hits, ...added].sort((a, b) => a.start - b.start || b.end - a.end);
}

// ---------------------------------------------------------------------------------------------
// Context words, as data.

/** Kinds measured on blood, where another specimen or a drug context changes the meaning. */
const bloodKinds: ReadonlySet<MeasurementKind> = new Set<MeasurementKind>([
  'creatinine', 'bun', 'sodium', 'potassium', 'bicarbonate', 'chloride', 'glucose', 'lactate', 'wbc', 'hemoglobin', 'hematocrit',
  'platelets', 'inr', 'bilirubin', 'albumin', 'troponin', 'bnp', 'nt-probnp', 'ph', 'pco2', 'po2',
  'anion-gap', 'beta-hydroxybutyrate', 'bands', 'osmolality',
]);

/** Kinds whose "A-B" is a range of patient values ("HR 110-120"); for labs it is a reference range. */
const rangeKinds: ReadonlySet<MeasurementKind> = new Set<MeasurementKind>([
  'temperature', 'heart-rate', 'respiratory-rate', 'spo2', 'systolic-bp', 'diastolic-bp', 'map', 'fio2', 'urine-output',
  'ejection-fraction',
]);

const vitalKinds: ReadonlySet<MeasurementKind> = new Set<MeasurementKind>([
  'temperature', 'heart-rate', 'respiratory-rate', 'spo2', 'systolic-bp', 'diastolic-bp', 'map',
]);

/** Kinds for which an oxygen context is read. */
const oxygenKinds: ReadonlySet<MeasurementKind> = new Set<MeasurementKind>(['spo2', 'po2', 'pf-ratio']);
/** Kinds a bracketed oxygen phrase may stand between name and value for: oximetry and the gas ("ABG (2 L NC): 7.28/71/54"). */
const oxygenNoteKinds: ReadonlySet<MeasurementKind> = new Set<MeasurementKind>([...oxygenKinds, 'ph', 'pco2']);

/** Counts that may be dictated with a space after the thousands comma ("15, 000"). */
const countKinds: ReadonlySet<MeasurementKind> = new Set<MeasurementKind>(['wbc', 'platelets']);

type GapWord = 'filler' | 'from' | 'between' | 'ranging' | 'goal' | 'oxygen-lead' | { readonly role: MeasurementRole } | { readonly flag: MeasurementFlag };

/**
 * Words allowed between a name and its value ("creatinine on admission was 2.1", "WBC count is
 * elevated at 19,000"). Any other word ends the search, which keeps "potassium was switched to
 * K-Dur 40 mEq" from pairing.
 */
const gapWords: ReadonlyMap<string, GapWord> = new Map<string, GapWord>([
  ...[
    'is', 'was', 'were', 'are', 'be', 'been', 'being', 'has', 'had', 'have', 'of', 'at', 'to', 'level', 'levels', 'lvl', 'count', 'counts',
    'value', 'values', 'the', 'a', 'an', 'his', 'her', 'their', 'its', 'this', 'that', 'in', 'yesterday', 'overnight', 'morning', 'evening',
    'afternoon', 'night', 'again', 'repeat', 'repeated', 'recheck', 'rechecked', 'serum', 'plasma', 'whole', 'venous', 'arterial', 'noted',
    'found', 'reported', 'measured', 'checked', 'recorded', 'documented', 'obtained', 'showed', 'shows', 'show', 'showing', 'revealed',
    'reveals', 'demonstrated', 'read', 'reading', 'readings', 'result', 'results', 'stable', 'remained', 'remains', 'stayed', 'came', 'back',
    'out', 'went', 'up', 'down', 'dropped', 'drop', 'fell', 'rose', 'trended', 'trending', 'improved', 'improving', 'worsened', 'worsening',
    'bumped', 'climbed', 'increased', 'decreased', 'declined', 'slightly', 'mildly', 'moderately', 'markedly', 'significantly', 'severely',
    'minimally', 'modestly', 'marginally', 'somewhat', 'borderline', 'barely',
    'very', 'normal', 'consistently', 'persistently', 'intermittently', 'sustained', 'mostly', 'still', 'also', 'only', 'just', 'further',
    'then', 'subsequently', 'since', 'previously', 'approximately', 'about', 'around', 'time', 'when', 'upon', 'by', 'it', 'which', 'per',
    'spiked', 'spiking', 'rate', 'rates', 'sitting', 'standing', 'supine', 'sustained', 'range', 'ranged', 'systolic', 'were', 'typically',
    'ongoing', 'stat', 'labs', 'lab', 'check', 'initially', 'post', 'pre', 'op', 'postop', 'preop', 'postoperative', 'preoperative', 'day',
    'hospital', 'all', 'both', 'within', 'risen', 'rising', 'drifted', 'drifting', 'started', 'starting', 'began', 'deteriorating',
    'deteriorated', 'increasing', 'decreasing', 'declining', 'fallen', 'climbing', 'crept', 'creeping', 'jumped', 'here', 'bump', 'stay',
    // "troponin T was sent: 19 -> 61 -> 44", "lactate drawn at 06:30 was 3.1"
    'sent', 'drawn', 'resulted', 'returned', 'same', 'draw',
    // "Potassium trend: 5.1 > 4.4 > 3.8" ("rise" is left out: "a rise of 30 ng/L" is a change, not a value)
    'trend', 'trends',
    // "NIHSS score 17", "CIWA-Ar scores 0-2"
    'score', 'scores',
    // "repeat potassium the next day was 3.8", "creatinine the following morning was 2.4"
    'next', 'following',
    // "creatinine roughly doubled from her baseline of 0.9"
    'doubled', 'tripled', 'halved', 'quadrupled', 'roughly', 'nearly', 'almost', 'cleared', 'normalized', 'normalised', 'throughout',
  ].map((w) => [w, 'filler'] as const),
  ['from', 'from'],
  ['between', 'between'],
  ['ranging', 'ranging'],
  ['ranges', 'ranging'],
  ['range', 'ranging'],
  ['ranged', 'ranging'],
  // "Daily sodium thereafter 137-140": the values after a first one, the patient's span.
  ['thereafter', 'ranging'],
  ['on', 'oxygen-lead'],
  ['while', 'oxygen-lead'],
  ['with', 'oxygen-lead'],
  ['via', 'oxygen-lead'],
  ...goalCues.map((w) => [w.toLowerCase(), 'goal'] as const),
  ...([
    ['peaked', 'peak'], ['peak', 'peak'], ['max', 'peak'], ['maximum', 'peak'], ['maximal', 'peak'], ['highest', 'peak'],
    ['nadir', 'nadir'], ['nadired', 'nadir'], ['lowest', 'nadir'], ['minimum', 'nadir'], ['min', 'nadir'],
    ['baseline', 'baseline'], ['usual', 'baseline'], ['usually', 'baseline'], ['bl', 'baseline'],
    ['admission', 'admission'], ['admit', 'admission'], ['admitted', 'admission'], ['presentation', 'admission'], ['arrival', 'admission'],
    ['presenting', 'admission'], ['initial', 'admission'], ['ed', 'admission'], ['er', 'admission'],
    ['discharge', 'discharge'], ['currently', 'current'], ['current', 'current'], ['now', 'current'], ['today', 'current'],
    ['presently', 'current'],
  ] as const).map(([w, role]) => [w, { role }] as const),
  ...([
    ['elevated', 'high'], ['high', 'high'], ['raised', 'high'], ['low', 'low'], ['depressed', 'low'], ['critically', 'critical'],
    ['critical', 'critical'], ['abnormal', 'abnormal'],
  ] as const).map(([w, flag]) => [w, { flag }] as const),
]);

/** A treatment a change came with, between "with" and "to": "improved with IVF to 1.4". */
const treatmentAfterWith: ReadonlySet<string> = new Set(['ivf', 'fluids', 'hydration']);

/**
 * Words that may link one value of a trend to the next ("followed by", "peaked at", "down to").
 * Not "with": "white count of 13 with 76 neutrophils" is not a trend.
 */
const linkWords: ReadonlyMap<string, MeasurementRole | null> = new Map<string, MeasurementRole | null>([
  ...[
    'then', 'subsequently', 'later', 'followed', 'by', 'and', 'to', 'at', 'of', 'down', 'up', 'back', 'dropped', 'drop', 'decreased',
    'decrease', 'increased', 'increase', 'rose', 'rising', 'risen', 'fell', 'falling', 'improved', 'improving', 'improvement', 'worsened',
    'worsening', 'trended', 'trending', 'downtrended', 'uptrended', 'was', 'is', 'were', 'it', 'further', 'came', 'went', 'bumped', 'climbed',
    'declined', 'normalized', 'normalised', 'recovered', 'corrected', 'recheck', 'rechecked', 'repeat', 'repeated', 'a', 'the', 'on',
    'upon', 'finally', 'eventually', 'again', 'previously', 'prior', 'next', 'morning', 'following', 'after', 'overnight', 'steadily',
    'gradually', 'progressively', 'slowly', 'quickly', 'rapidly', 'continued', 'remained', 'stayed', 'value', 'level', 'time', 'day',
    'hospital', 'in', 'against', 'versus', 'vs', 'from', 'her', 'his', 'their', 'with',
    // What the change came with: "improved with IVF to 1.4", "down with hydration to 1.1".
    ...treatmentAfterWith,
    // "9.4 before and 3.8 after the session", "7.1 pre and 8.9 post", "245 pre-op, drifted to 151 on POD5".
    'before', 'pre', 'post', 'op', 'preop', 'postop', 'drifted', 'drifting',
    // "4.2 on admission but fell to 3.1 on day 3".
    'but', 'yet',
    // "1.25 at discharge, against her January baseline of 1.21" ("may" is left to the verb).
    ...MONTH_NAMES.filter((month) => month !== 'may'),
  ].map((w) => [w, null] as const),
  ...([
    ['peaked', 'peak'], ['peak', 'peak'], ['peaking', 'peak'], ['max', 'peak'], ['maximum', 'peak'], ['highest', 'peak'],
    ['nadir', 'nadir'], ['nadired', 'nadir'], ['lowest', 'nadir'], ['baseline', 'baseline'], ['bl', 'baseline'], ['usual', 'baseline'],
    ['discharge', 'discharge'], ['d/c', 'discharge'], ['admission', 'admission'], ['admit', 'admission'], ['presentation', 'admission'],
    ['arrival', 'admission'], ['today', 'current'], ['now', 'current'], ['currently', 'current'],
    // "His hemoglobin was 7.1, compared with 13.5 at his primary care visit": the reference value.
    ['compared', 'baseline'],
    // A value from before the stay: "Hgb 6.8 on arrival (PCP baseline 11.4 g/dL, 09/2024)", "Cr 2.3 (outpatient 1.1)".
    ['pcp', 'baseline'], ['outpatient', 'baseline'],
  ] as const),
]);

interface ComparatorWord {
  readonly comparator: Comparator;
  readonly role?: MeasurementRole;
}

const comparatorWords: ReadonlyMap<string, ComparatorWord> = new Map<string, ComparatorWord>([
  ...([
    ['<', '<'], ['>', '>'], ['<=', '<='], ['=<', '<='], ['≤', '<='], ['⩽', '<='], ['>=', '>='], ['=>', '>='], ['≥', '>='], ['⩾', '>='],
    ['~', '='], ['≈', '='], ['greater than', '>'], ['more than', '>'], ['higher than', '>'], ['less than', '<'], ['lower than', '<'],
    ['fewer than', '<'], ['greater than or equal to', '>='], ['more than or equal to', '>='], ['less than or equal to', '<='],
    ['no more than', '<='], ['no greater than', '<='], ['no less than', '>='], ['at least', '>='], ['at most', '<='],
    // "lactate no higher than 1.8 throughout", "SpO2 never below 94 percent".
    ['no higher than', '<='], ['no lower than', '>='], ['never higher than', '<='], ['never lower than', '>='], ['never more than', '<='],
    ['never less than', '>='], ['never above', '<='], ['never below', '>='], ['never over', '<='], ['never under', '>='],
    ['not above', '<='], ['not below', '>='],
    ['in excess of', '>'], ['above', '>'], ['over', '>'], ['below', '<'], ['under', '<'], ['approximately', '='], ['approx', '='],
    ['about', '='], ['around', '='], ['roughly', '='], ['nearly', '='], ['almost', '='], ['near', '='],
  ] as const).map(([w, comparator]): [string, ComparatorWord] => [w, { comparator }]),
  ['as high as', { comparator: '=', role: 'peak' }],
  ['up to', { comparator: '=', role: 'peak' }],
  ['as low as', { comparator: '=', role: 'nadir' }],
]);

const comparatorPattern = new RegExp(`(?:${trieSource([...comparatorWords.keys()], { space: '[ \\t]+' })})\\.?(?![A-Za-z])[ \\t]*`, 'iy');

function wordsBefore(cues: readonly string[], tail: string): RegExp {
  return new RegExp(`(?<![A-Za-z])(?:${trieSource(cues, { space: '[ \\t]+' })})(?![A-Za-z])${tail}`, 'i');
}
const instructionBefore =
  /\b(?:(?:return|call|come back|seek (?:medical )?(?:care|attention)|go to the (?:ER|ED|emergency (?:room|department)))\b[^.;\n]*\b(?:if|for)\b|if you (?:develop|have|experience|notice|get))\b/i;
const goalBefore = wordsBefore(goalCues, '(?:[ \\t]+[A-Za-z]+){0,3}[ \\t]*$');
/**
 * "If K < 3.5: replete", "hold for SBP < 100", "when Na > 145", "KCl added once K < 5.0": a bound
 * after a conditional word is a threshold the team acts on, not the patient's value.
 */
const conditionalBefore = /(?<![A-Za-z])(?:if|when|whenever|unless|for|should|once|until)[ \t]+(?:(?:the|his|her|serum|plasma|repeat|am|a\.m\.)[ \t]+)?$/i;
/** The second bound of a conditional: "step-down if gap > 20 or pH < 7.2". */
const conditionalListBefore =
  /(?<![A-Za-z])(?:if|when|whenever|unless|should)[ \t]+[^.;:\n<>≤≥]{1,30}(?:[<>≤≥]|below|above|under|over)[ \t]*\d+(?:\.\d+)?[ \t]*(?:%|[A-Za-z/]+)?[ \t]*,?[ \t]*(?:or|and)[ \t]+(?:(?:the|his|her|serum|plasma|repeat)[ \t]+)?$/i;
const thresholdAfter = /[ \t]*(?:[:=][ \t]*)?(?:[<>≤≥]|(?:(?:is|are|was|goes|drops|falls|rises|fell|dropped|rose|gets|got)[ \t]+)?(?:less|greater|more|lower|higher)[ \t]+than|(?:(?:is|are|was|goes|drops|falls|rises|fell|dropped|rose|gets|got)[ \t]+)?(?:below|above|under|over)[ \t]+\d)/iy;
function thresholdAt(view: string, at: number): boolean {
  thresholdAfter.lastIndex = at;
  return thresholdAfter.test(view);
}
const specimenBefore = wordsBefore(otherSpecimenCues, '(?![ \\t]+output)');
const venousGasBefore = wordsBefore(venousGasCues, '');
const venousGasName = new RegExp(`^(?:${trieSource(venousGasCues, { space: '[ \\t]+' })})$`, 'i');

/** An oxygen tension or saturation read from a venous or capillary gas ("VBG 7.31/58/38", "CBG ... O2 sat of 51"). */
function fromVenousGas(text: string, d: Draft): boolean {
  return (d.kind === 'po2' || d.kind === 'spo2') && ofVenousGas(text, d);
}

/**
 * A gas value named as venous or capillary, or read under such a gas's name; with `proper`, a venous
 * gas only: a capillary gas ("CBG") tracks the arterial pCO2, so only its oxygen is set aside.
 */
function ofVenousGas(text: string, d: Draft, proper = false): boolean {
  const named = venousGasName.test(text.slice(d.name.start, d.name.end));
  if (named && !proper) return true;
  const before = clauseBefore(text, Math.max(0, d.name.start - 120), d.name.end);
  return (named || venousGasBefore.test(before)) && !(proper && capillaryGas.test(before));
}
const capillaryGas = /\b(?:CBG|capillary)\b/i;
const drugBefore = wordsBefore(
  [
    'given', 'gave', 'give', 'giving', 'received', 'receiving', 'receives', 'replete', 'repleted', 'repleting', 'repletion', 'replaced',
    'replacing', 'replacement', 'supplemented', 'supplementing', 'supplemental', 'supplementation', 'administered', 'bolus', 'bolused',
    'infusion', 'infused', 'drip', 'started', 'prescribed', 'ordered', 'IV', 'PO', 'oral', 'dose', 'doses', 'treated with', 'treatment with',
  ],
  '(?:[ \\t]+(?:with|on|of|IV|PO|oral|the|a|an|some|extra|additional|more|her|his))*[ \\t]+$',
);
const roleBeforeWords: ReadonlyMap<string, MeasurementRole> = new Map([
  ['baseline', 'baseline'], ['bl', 'baseline'], ['usual', 'baseline'], ['admission', 'admission'], ['admitting', 'admission'], ['admit', 'admission'],
  ['initial', 'admission'], ['presenting', 'admission'], ['presentation', 'admission'], ['discharge', 'discharge'], ['peak', 'peak'],
  ['max', 'peak'], ['maximum', 'peak'], ['highest', 'peak'], ['nadir', 'nadir'], ['lowest', 'nadir'], ['current', 'current'],
  ['latest', 'current'],
]);
/**
 * A month and year just before a name: "05/2023 w/ Na 119", "in March 2024, Cr 1.9" (this stay's values
 * carry days); or a year with the value in brackets after it, "diagnosed in 2019 (A1c 6.8%)".
 */
const monthYearBefore = new RegExp(
  String.raw`(?:(?:(?<![\d/])\d{1,2}\/(?:19|20)\d{2}|(?:${CAPITALIZED_MONTHS})[ \t]+(?:19|20)\d{2})[ \t]*,?[ \t]*(?:w\/|with|:)?|(?<![\d/])(?:19|20)\d{2}[ \t]*\()[ \t]*$`,
);
const roleBefore = wordsBefore([...roleBeforeWords.keys()], '(?:[ \\t]+(?:serum|blood|plasma|venous|arterial|fingerstick|whole blood))?[ \\t]*$');
/**
 * A time phrase opening the clause just before a name: "On admission, creatinine was 2.4", "On ED
 * arrival GCS 10", "At discharge, Hgb 9.1". The value directly after it is of that time.
 */
const timeRoleBefore =
  /(?<![A-Za-z])(?:on|upon|at)[ \t]+(?:the[ \t]+time[ \t]+of[ \t]+)?(?:(?:ed|er|hospital)[ \t]+)?(admission|arrival|presentation|discharge)[ \t]*,?[ \t]*(?:(?:his|her|the|their)[ \t]+)?(?:(?:initial|serum|blood)[ \t]+)?$/i;

// ---------------------------------------------------------------------------------------------
// Reading one name and its values.

interface Scan {
  readonly text: string;
  /** The text cut at the end of the block, so no pattern can read past it; offsets are unchanged. */
  readonly view: string;
  readonly block: TextSpan;
  readonly blockIndex: number;
  readonly hits: readonly NameHit[];
  readonly index: number;
  /** Look-back never goes before this: the block start or the end of the previous finding. */
  readonly floor: number;
  readonly drafts: readonly Draft[];
  readonly nextChain: () => number;
}

type Parsed = { readonly kind: 'found'; readonly drafts: Draft[]; readonly end: number } | { readonly kind: 'none'; readonly claimTo?: number };

interface Draft {
  readonly kind: MeasurementKind;
  readonly start: number;
  readonly end: number;
  readonly name: TextSpan;
  readonly valueStart: number;
  readonly valueEnd: number;
  readonly number: number;
  readonly upper: number | undefined;
  readonly unit: TextSpan | undefined;
  readonly canonical: CanonicalValue;
  readonly comparator: Comparator;
  readonly flags: ReadonlySet<MeasurementFlag>;
  readonly role: MeasurementRole | undefined;
  readonly oxygen: OxygenRead | undefined;
  readonly chain: number | undefined;
  readonly blockIndex: number;
  readonly inVitals: boolean;
  readonly endOfFall?: true;
  readonly withinReference: boolean;
}

/** Two readings each written with the same unit ("22 ng/L, 486 ng/L"): one analyte's series. */
function sameUnitWritten(a: Reading, b: Reading): boolean {
  const ua = a.members[a.members.length - 1]?.unit;
  const ub = b.members[b.members.length - 1]?.unit;
  return ua !== undefined && ub !== undefined && ua.unit === ub.unit;
}

/** One member of one reading (one value, or one slot of "120/80"). */
interface Member {
  readonly kind: MeasurementKind;
  readonly variant: NameVariant;
  exprStart: number;
  valueStart: number;
  valueEnd: number;
  number: number;
  upper: number | undefined;
  hasDecimal: boolean;
  comparator: Comparator;
  role: MeasurementRole | undefined;
  unit: { readonly unit: Unit; readonly start: number; readonly end: number } | undefined;
  /** For urine output: canonical computed from volume and time. */
  fixed: { readonly value: number; readonly unit: CanonicalUnit } | undefined;
  flags: Set<MeasurementFlag>;
  oxygen: OxygenRead | undefined;
  ref: { readonly low: number; readonly high: number | undefined; readonly comparator: '' | '<' | '>' } | undefined;
  end: number;
  canonical: CanonicalValue | undefined;
  /** The unit the number was read in (written or assumed), once resolved. */
  resolved: Unit | undefined;
  /** Read as one slot of a tuple ("BP 120/80", "H/H 8.1/24"). */
  readonly inTuple: boolean;
}

interface Reading {
  readonly members: Member[];
  /** Where reading may continue (after unit, flags, ranges, role, date and oxygen phrases). */
  readonly next: number;
  readonly trailingRole: MeasurementRole | undefined;
  /** The reading ended with its time ("at 3 h"). */
  readonly timed: boolean;
}

interface GapRead {
  readonly pos: number;
  /** A lab-table row ("Sodium   135-145   134 L   137   139"): the columns after the first value are the series. */
  readonly tableRow?: boolean;
  readonly role: MeasurementRole | undefined;
  readonly flags: readonly MeasurementFlag[];
  readonly from: boolean;
  readonly between: boolean;
  readonly ranging: boolean;
  /** "ranged" or "ranging" (not the noun "range"): a hyphenated span after it is the patient's values. */
  readonly spanVerb?: boolean;
  readonly unit: { readonly unit: Unit; readonly start: number; readonly end: number } | undefined;
  readonly oxygen: OxygenRead | undefined;
}

/** Verbs of change that read on to a value ("Cr improved", "K fell"). */
const changeVerbs = ['fell', 'dropped', 'decreased', 'declined', 'rose', 'increased', 'improved', 'trended', 'normalized', 'normalised'];
/** Before a bare comma list, any verb of change makes it a series ("creatinine improved 2.3, 1.6, 1.1"). */
const trendVerb = new RegExp(
  `\\b(?:${[...changeVerbs, 'improving', 'trending', 'rising', 'falling', 'declining', 'increasing', 'decreasing', 'worsened', 'worsening', 'climbed', 'downtrended', 'uptrended'].join('|')})\\b`,
  'i',
);
const pairConnector = /[ \t]*(?:and|&|\/)[ \t]*/iy;
const adjacentSeparator = /[ \t]*[:=][ \t]*|[ \t]+/y;
/** "K fell from 4.6 to 3.2", "K was 2.9", "K nadir 3.6": a verb of change or state, or a role, after a one-letter name reads on like a full name. */
const adjacentVerb = new RegExp(`(?:${['was', 'is', 'of', ...changeVerbs, 'peaked', 'corrected', 'ranged', 'ranging', 'nadired', 'remained', 'stayed', 'nadir', 'peak', 'baseline'].join('|')})\\b`, 'y');

/** Where what follows a name starts, past the spaces or ":" / "=" after it; undefined when nothing separates them. */
function pastSeparator(view: string, nameEnd: number): number | undefined {
  adjacentSeparator.lastIndex = nameEnd;
  const m = adjacentSeparator.exec(view);
  return m === null ? undefined : nameEnd + m[0].length;
}

function verbAt(view: string, at: number): boolean {
  adjacentVerb.lastIndex = at;
  return adjacentVerb.test(view);
}

/** "On the furosemide infusion K fell to 3.1": a verb of change or state after the name makes it the lab, not the drug given. */
function verbAfter(view: string, nameEnd: number): boolean {
  const at = pastSeparator(view, nameEnd);
  return at !== undefined && verbAt(view, at);
}

function parseHit(scan: Scan, hit: NameHit, info: NameInfo): Parsed {
  const { view } = scan;
  const before = clauseBefore(scan.text, Math.max(scan.floor, hit.start - 48), hit.start);
  if (goalBefore.test(before) || ((conditionalBefore.test(before) || conditionalListBefore.test(before)) && thresholdAt(view, hit.end))) return { kind: 'none' };
  // "Return if redness spreads, or for fever over 100.4 F": a threshold the patient is told to watch for.
  const instruction = clauseBefore(scan.text, Math.max(scan.floor, hit.start - 160), hit.start);
  if (/\b(?:if|for)\b/i.test(instruction) && instructionBefore.test(instruction)) return { kind: 'none' };
  let kinds: MeasurementKind[] = [...info.kinds];
  if (info.variant.afterPh !== undefined) {
    const last = scan.drafts[scan.drafts.length - 1];
    if (last !== undefined && last.kind === 'ph' && last.blockIndex === scan.blockIndex && hit.start - last.end <= 40) kinds = [info.variant.afterPh];
  }
  if (kinds.every((k) => bloodKinds.has(k)) && (specimenBefore.test(clauseBefore(scan.text, Math.max(scan.floor, hit.start - 120), hit.start)) || (drugBefore.test(before) && !verbAfter(view, hit.end)))) {
    return { kind: 'none' };
  }
  const roleWord = roleBefore.exec(before)?.[0].trim().split(/[ \t]+/)[0]?.toLowerCase();
  // "admitted 05/2023 w/ Na 119": a value introduced by a month of an earlier encounter is a baseline.
  // Labs only: an echo's EF of 11/2024 still classifies the heart failure.
  const datedEarlier = kinds.every((k) => bloodKinds.has(k) || k === 'hba1c') && monthYearBefore.test(before);
  const timeWord = roleWord === undefined ? timeRoleBefore.exec(before)?.[1]?.toLowerCase() : undefined;
  const timeRole: MeasurementRole | undefined = timeWord === undefined ? undefined : timeWord === 'discharge' ? 'discharge' : 'admission';
  const preRole = roleWord === undefined ? (timeRole ?? (datedEarlier ? 'baseline' : undefined)) : roleBeforeWords.get(roleWord);

  const names: TextSpan[] = kinds.map(() => hit);
  const variants: NameVariant[] = kinds.map(() => info.variant);
  let style = info.tuple;
  let partial = info.partial;
  let pos = hit.end;
  let pairEnd: number | undefined;
  // "BUN and creatinine 23 and 2.1", "Na/K 130/3.1": two names share one tuple of values.
  if (style === undefined) {
    pairConnector.lastIndex = pos;
    const m = pairConnector.exec(view);
    const next = scan.hits[scan.index + 1];
    if (m !== null && next !== undefined && next.info !== null && next.start === pos + m[0].length && next.end <= view.length) {
      const other = next.info;
      if (other.tuple === undefined && other.kinds[0] !== kinds[0] && other.variant.inVitals !== true && other.kinds[0] !== undefined) {
        kinds = [kinds[0] as MeasurementKind, other.kinds[0]];
        names.push(next);
        variants.push(other.variant);
        style = 'slash-or-and';
        partial = false;
        pos = next.end;
        pairEnd = next.end;
      }
    }
  }
  const fail: Parsed = pairEnd === undefined ? { kind: 'none' } : { kind: 'none', claimTo: pairEnd };

  let gap: GapRead | undefined;
  const tableStart = style === undefined && pairEnd === undefined ? tableRowStart(view, hit.start, pos, kinds[0] as MeasurementKind) : undefined;
  if (tableStart !== undefined) {
    gap = { pos: tableStart.pos, tableRow: true, role: undefined, flags: [], from: false, between: false, ranging: false, unit: tableStart.unit, oxygen: undefined };
  } else if (info.variant.adjacent === true) {
    const at = pastSeparator(view, pos);
    if (at === undefined) return fail;
    if (verbAt(view, at)) {
      gap = scanGap(scan, hit.start, pos, kinds, scan.index + names.length);
      if (gap === undefined) return fail;
    } else {
      gap = { pos: at, role: undefined, flags: [], from: false, between: false, ranging: false, unit: undefined, oxygen: undefined };
    }
  } else {
    gap = scanGap(scan, hit.start, pos, kinds, scan.index + names.length);
    if (gap === undefined) return fail;
  }
  // "baseline Cr 1.5-1.6": a baseline given as a span is the patient's, not a reference range; so
  // is the span of every draw: "every later potassium was 4.0-4.4".
  if (preRole === 'baseline' || everyDrawBefore.test(view.slice(Math.max(0, hit.start - 30), hit.start))) gap = { ...gap, spanVerb: true };

  const first = readReading(view, gap.pos, kinds, variants, style, partial, gap, undefined, info.minimum);
  if (first === undefined) return fail;
  if (kinds[0] === 'hemoglobin' && kinds[1] === 'hematocrit') orderHemoglobinHematocrit(first);
  const readings: Reading[] = [first];
  const trendVerbBefore = trendVerb.test(view.slice(pos, gap.pos));
  const closedList = kinds.length === 1 && listClosed(view, first.next, kinds[0] as MeasurementKind, first.members[0]?.number);
  for (let prev = first; readings.length < 12; ) {
    const link = gap.tableRow === true ? readTableLink(view, prev.next, kinds[0] as MeasurementKind) : readLink(view, prev.next, kinds[0] as MeasurementKind);
    if (link === undefined) break;
    const units = first.members.map((m) => m.resolved);
    const next = readReading(view, link.next, kinds, variants, style, partial, undefined, units, info.minimum);
    if (next === undefined) break;
    if (link.bareComma && prev.trailingRole === undefined && next.trailingRole === undefined && !(prev.timed && next.timed) && !sameUnitWritten(prev, next)) {
      // Values after bare commas may be anything ("WBC 12.1, 9.8, 270" is a blood count), unless a
      // verb of change before them says they are a series ("creatinine improved 2.3, 1.6, 1.1"),
      // or each is timed or written with the same unit ("22 ng/L at 09:10, 486 ng/L at 12:30"), or
      // the list closes with the lab's own unit ("Potassium 3.8, 3.6, 4.1 mmol/L") or with "and" and
      // a last value ("3.9, 3.7, 3.6 and 4.1").
      if (!trendVerbBefore && !closedList) break;
    }
    // "creatinine 1.8 and eGFR 31 in April; 2.0 on arrival": after a semicolon, a value ten times off
    // the last one's is another lab's, unless the lab swings that far (troponin, lactate, counts).
    if (link.clause && !swingingKinds.has(kinds[0] as MeasurementKind) && tenfoldApart(prev, next)) break;
    if (link.role !== undefined) for (const m of next.members) m.role ??= link.role;
    let after = next.next;
    if (link.paren) {
      closeParen.lastIndex = after;
      const close = closeParen.exec(view);
      if (close !== null) after += close[0].length;
    }
    readings.push({ ...next, next: after });
    prev = readings[readings.length - 1] as Reading;
  }

  // Roles and flags that belong to the first reading only.
  const head = first.members;
  for (const m of head) {
    m.role ??= gap.role ?? info.variant.role ?? preRole;
    for (const f of gap.flags) m.flags.add(f);
    if (gap.oxygen !== undefined && m.oxygen === undefined && oxygenKinds.has(m.kind)) m.oxygen = gap.oxygen;
  }

  const chains = kinds.map(() => (readings.length > 1 ? scan.nextChain() : undefined));
  // "creatinine trending down to 1.2": the end of a fall whose start is not written.
  const endOfFall = readings.length === 1 && fallToBefore.test(view.slice(hit.end, first.members[0]?.valueStart ?? hit.end));
  const drafts: Draft[] = [];
  const tupleEnd = (r: Reading): number => Math.max(...r.members.map((m) => m.end));
  readings.forEach((reading, r) => {
    const spanEnd = tupleEnd(reading);
    const spanStart = r === 0 ? hit.start : Math.min(...reading.members.map((m) => m.exprStart));
    reading.members.forEach((m, k) => {
      if (m.canonical === undefined) return;
      const together = reading.members.length > 1;
      drafts.push({
        kind: m.kind,
        start: together || r === 0 ? spanStart : m.exprStart,
        end: together ? spanEnd : m.end,
        name: names[k] ?? hit,
        valueStart: m.valueStart,
        valueEnd: m.valueEnd,
        number: m.number,
        upper: m.upper,
        unit: m.unit,
        canonical: m.canonical,
        comparator: m.comparator,
        flags: m.flags,
        role: m.role,
        oxygen: m.oxygen,
        chain: chains[k],
        blockIndex: scan.blockIndex,
        inVitals: variants[k]?.inVitals === true,
        ...(endOfFall ? { endOfFall: true as const } : {}),
        withinReference: isWithinReference(m),
      });
    });
  });
  if (drafts.length === 0) return fail;
  const last = readings[readings.length - 1] as Reading;
  return { kind: 'found', drafts, end: Math.max(last.next, pairEnd ?? 0) };
}

const bareNumberList = /(?:[ \t]*,[ \t]*\d{1,4}(?:\.\d+)?)+(?:,?[ \t]+and[ \t]+\d{1,4}(?:\.\d+)?)?/y;

/**
 * Whether bare numbers after commas are the lab's series. Closed by a unit of the lab: "Potassium
 * 3.8, 3.6, 4.1 mmol/L", "Troponin I 0.03, 1.42 and 0.98 ng/mL". Or, with no unit, closed by "and"
 * and a last value: "Potassium 3.9, 3.7, 3.6 and 4.1" is prose enumerating one lab's values (a
 * panel line does not say "and"). Numbers ten times apart are a blood count or chemistry line
 * whose names were left out ("WBC 12.1, 9.8, 270 K/uL", "K 3.9, 102 and 24"), except a marker that
 * rises and falls that far (troponin, BNP) closed by its unit.
 */
function listClosed(view: string, pos: number, kind: MeasurementKind, firstValue: number | undefined): boolean {
  bareNumberList.lastIndex = pos;
  const list = bareNumberList.exec(view);
  if (list === null || firstValue === undefined || firstValue <= 0) return false;
  const end = pos + list[0].length;
  const tenfold = spansTenfold([firstValue, ...(list[0].match(/\d+(?:\.\d+)?/g) ?? []).map(Number)]);
  const unit = readWrittenUnit(view, end, (u) => acceptsUnit(kind, u));
  if (unit?.unit !== undefined && acceptsUnit(kind, unit.unit)) return (swingingKinds.has(kind) && !panelKinds.has(kind)) || !tenfold;
  if (!/[ \t]and[ \t]/.test(list[0])) return false;
  // The list ends there: "3.9, 3.7 and 3.6 mg" is another quantity's.
  const after = view.slice(end, end + 12);
  if (/^[ \t]*(?:[A-Za-z%\/µμ]|\.\d)/.test(after) && !/^[ \t]*(?:over|during|through|on|at|in|this|the|throughout|respectively|before|after|with|while)\b/i.test(after)) return false;
  return !tenfold;
}

/** Kinds written in a blood count or chemistry line, where bare numbers may be the line's other labs. */
const panelKinds: ReadonlySet<MeasurementKind> = new Set<MeasurementKind>(['wbc', 'platelets', 'glucose', 'bands', 'inr', 'bilirubin']);

/** Kinds whose values move tenfold within a stay: a series of them may. */
const swingingKinds: ReadonlySet<MeasurementKind> = new Set<MeasurementKind>(['troponin', 'bnp', 'nt-probnp', 'lactate', 'wbc', 'platelets', 'glucose', 'bilirubin', 'inr', 'urine-output', 'blood-loss', 'tsh', 'beta-hydroxybutyrate', 'bands', 'fio2', 'po2', 'pf-ratio']);

/** Positive values, the largest ten times the smallest or more: not one lab's series. */
function spansTenfold(values: readonly number[]): boolean {
  return Math.max(...values) / Math.min(...values) >= 10;
}

function tenfoldApart(a: Reading, b: Reading): boolean {
  const x = a.members[0]?.canonical?.value;
  const y = b.members[0]?.canonical?.value;
  return x !== undefined && y !== undefined && x > 0 && y > 0 && spansTenfold([x, y]);
}

/**
 * "H&H 37.4/12.1" is written hematocrit first. Hematocrit (%) is always the larger number
 * (about 3 × hemoglobin in g/dL), so the smaller value is the hemoglobin.
 */
function orderHemoglobinHematocrit(reading: Reading): void {
  const [hgb, hct] = reading.members;
  if (hgb === undefined || hct === undefined || hgb.number <= hct.number || hgb.unit !== undefined || hct.unit !== undefined) return;
  const swapped = { hgb: { ...hct, kind: hgb.kind, variant: hgb.variant }, hct: { ...hgb, kind: hct.kind, variant: hct.variant } };
  for (const m of [swapped.hgb, swapped.hct]) {
    m.resolved = undefined;
    m.canonical = resolve(m, undefined);
  }
  reading.members[0] = swapped.hgb;
  reading.members[1] = swapped.hct;
}

/** The text from `from` to `to`, cut after the last sentence end or line break in it. */
function clauseBefore(text: string, from: number, to: number): string {
  let start = from;
  for (let i = to - 1; i >= from; i--) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 || c === 59 || ((c === 46 || c === 33 || c === 63) && i + 1 < to && isSpaceCode(text.charCodeAt(i + 1)))) {
      start = i + 1;
      break;
    }
  }
  return text.slice(start, to);
}

const wordPattern = /[A-Za-z][A-Za-z]*(?:[’'][A-Za-z]+)?/y;
const SEMICOLON_THEN_VALUES = /^;[ \t]*(?:scores?|levels?|values?|readings?)(?![A-Za-z])/i;
const listNumber = /^\d{1,2}[.)](?:\s|$)/;

/** True when only spaces or tabs stand between `pos` and the previous line break. */
function lineStart(view: string, pos: number): boolean {
  for (let i = pos - 1; i >= 0; i--) {
    const c = view.charCodeAt(i);
    if (c === 10 || c === 13) return true;
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}
const blankLine = /[ \t]*\r?\n[ \t]*\r?\n/y;

/**
 * Walks the words between a name and its value. Returns where the value starts, or undefined
 * when a word outside {@link gapWords}, another name, or a sentence end comes first.
 */
function scanGap(scan: Scan, nameStart: number, start: number, kinds: readonly MeasurementKind[], firstNext: number): GapRead | undefined {
  const { view } = scan;
  let next = firstNext;
  const nextName = (): number => {
    while (next < scan.hits.length && (scan.hits[next] as NameHit).end <= pos) next++;
    return scan.hits[next]?.start ?? view.length;
  };
  const kind = kinds[0] as MeasurementKind;
  let pos = start;
  let role: MeasurementRole | undefined;
  const flags: MeasurementFlag[] = [];
  let from = false;
  let between = false;
  let ranging = false;
  let spanVerb = false;
  let unit: GapRead['unit'];
  let oxygen: OxygenRead | undefined;
  let newlines = 0;
  let commas = 0;
  let wordsSinceComma = 0;
  for (let words = 0; words <= 10; ) {
    while (pos < view.length && (view.charCodeAt(pos) === 32 || view.charCodeAt(pos) === 9 || view.charCodeAt(pos) === 160)) pos++;
    if (pos >= view.length) return undefined;
    const c = view.charCodeAt(pos);
    if (c === 10 || c === 13) {
      blankLine.lastIndex = pos;
      if (blankLine.test(view) || ++newlines > 1) return undefined;
      pos += c === 13 && view.charCodeAt(pos + 1) === 10 ? 2 : 1;
      continue;
    }
    if (pos >= nextName()) return undefined;
    // "Creatinine POD1 1.0", "creatinine on day 3 was 2.1", "Na HD#3 0600 131": a day counter, not a value;
    // "lactate every 4 hours - 2.4 at 03:00", "K q6h: 3.1": how often it was drawn.
    // "dropped by about 3 grams to 7.9", "down 62 from", "rose over 48 hours": the size and time of a change, not a value.
    const timing = stickyMatch(notAValue, view, pos);
    if (timing !== undefined) {
      pos += timing.length;
      words++;
      continue;
    }
    const aside = stickyMatch(circumstanceAside, view, pos);
    if (aside !== undefined && pos + aside.length <= nextName()) {
      pos += aside.length;
      words++;
      continue;
    }
    const value = readValueAt(view, pos, kind);
    if (value === 'date') {
      // "POC glucose\n05/09 0140   4.8": a date opening the next line starts a row of its own.
      if (newlines > 0 && lineStart(view, pos)) return undefined;
      const dateStart = pos;
      pos = dateEnd(view, pos);
      if (monthAndYear.test(view.slice(dateStart, pos))) role = 'baseline';
      continue;
    }
    if (value !== undefined) {
      // "Troponin\n3. CHF": a list number at the start of a line is not a value.
      if (newlines > 0 && listNumber.test(view.slice(pos, pos + 5)) && lineStart(view, pos)) return undefined;
      // "for low hemoglobin, 2 units given": a number straight after a comma starts something else.
      if (commas > 0 && wordsSinceComma === 0) return undefined;
      return { pos, role, flags, from, between, ranging, ...(spanVerb ? { spanVerb } : {}), unit, oxygen };
    }
    if (c === 44 && commas < 2) {
      // A clause between name and value: "creatinine, which was 1.1 on admission", "renal function
      // started deteriorating, went up from 2.08 to 2.67". Only gap words may follow, as anywhere.
      commas++;
      wordsSinceComma = 0;
      pos++;
      continue;
    }
    if (c === 58 || c === 61 || c === 35) {
      // ":", "=", "#"
      pos++;
      continue;
    }
    if (c === 59 && words === 0 && SEMICOLON_THEN_VALUES.test(view.slice(pos, pos + 12))) {
      // "Monitored on CIWA-Ar; scores 0-2 throughout": the name's own scores after a semicolon.
      pos++;
      continue;
    }
    if (c === 45 && (pos > start || isDigitCode(view.charCodeAt(pos + 1)))) {
      // "Cr - 2.1", "Cr-2.4", "SBP-72"
      pos++;
      continue;
    }
    if (c === 46 && pos === start && start - nameStart <= 6 && (view.charCodeAt(pos + 1) === 32 || view.charCodeAt(pos + 1) === 9)) {
      // "creat. 2.1", "Temp. 99.3"; not "Leukocytosis.\n5." (a list number after a heading).
      pos++;
      continue;
    }
    if (c === 40 && words > 0) {
      // "Your potassium was low (3.2) when you arrived": the value itself in brackets after words.
      bracketedLoneValue.lastIndex = pos;
      if (bracketedLoneValue.test(view)) return { pos: pos + 1, role, flags, from, between, ranging, ...(spanVerb ? { spanVerb } : {}), unit, oxygen };
      // "hemoglobin drifted down over the stay (11.8 to 10.7)": the change's end points, read as "from 11.8 to 10.7".
      bracketedChange.lastIndex = pos;
      if (bracketedChange.test(view)) return { pos: pos + 1, role, flags, from: true, between, ranging, ...(spanVerb ? { spanVerb } : {}), unit, oxygen };
    }
    if (c === 40 || c === 91) {
      // "creatinine (mg/dL): 2.1", "Beta-hydroxybutyrate [mmol/L] 5.4"
      const inner = readBracketInGap(scan, pos, kind);
      if (inner === undefined) return undefined;
      if (inner.unit !== undefined) unit = inner.unit;
      if (inner.oxygen !== undefined) oxygen = inner.oxygen;
      pos = inner.end;
      continue;
    }
    if ((c === 39 || c === 0x2019) && view.charCodeAt(pos + 1) === 115) {
      // "creatinine's"
      pos += 2;
      continue;
    }
    if ((c === 0x2191 || c === 0x2193) && !vitalKinds.has(kind)) {
      // "plt ↓↓ 188", "Hgb ↓ 11.2 → 7.4": an arrow flags the lab value after it ("HR ↑ 24
      // standing" is a rise by 24).
      flags.push(c === 0x2191 ? 'high' : 'low');
      while (view.charCodeAt(pos) === c) pos++;
      continue;
    }
    wordPattern.lastIndex = pos;
    const m = wordPattern.exec(view);
    if (m === null) return undefined;
    const word = gapWords.get(m[0].toLowerCase());
    if (word === undefined) return undefined;
    if (word === 'goal') return undefined;
    if (word === 'oxygen-lead' && kinds.some((k) => oxygenKinds.has(k))) {
      const read = readOxygen(view, pos, true);
      if (read !== undefined) {
        oxygen = read;
        pos = read.next;
        words++;
        continue;
      }
    }
    if (word === 'from') from = true;
    else if (word === 'between') between = true;
    else if (word === 'ranging') {
      ranging = true;
      spanVerb ||= /^(?:rang(?:ed|ing)|thereafter)$/i.test(m[0]);
    }
    else if (typeof word === 'object' && 'role' in word) role = word.role;
    else if (typeof word === 'object' && 'flag' in word) flags.push(word.flag);
    pos += m[0].length;
    words++;
    wordsSinceComma++;
  }
  return undefined;
}

const refPattern =
  /[ \t]*,?[ \t]*(?:[([][ \t]*(?:(?:ref(?:erence)?\.?(?:[ \t]+(?:range|interval|values?))?|normal(?:[ \t]+(?:range|values?))?|nl|n|range|rr|uln|upper[ \t]+limit(?:[ \t]+of[ \t]+normal)?)[ \t]*[:=]?[ \t]*(?:is[ \t]+)?([<>]?)[ \t]*(\d*\.?\d+)(?:[ \t]*(?:-|–|—|to)[ \t]*(\d*\.?\d+))?|([<>])[ \t]*(\d*\.?\d+)|(\d*\.?\d+)[ \t]*(?:-|–|—|to)[ \t]*(\d*\.?\d+))[^()[\]\n]{0,16}[)\]]|(?:ref(?:erence)?\.?(?:[ \t]+(?:range|interval))?|normal(?:[ \t]+range)?|normal[ \t]+is|nl)[ \t]*[:=]?[ \t]*(\d*\.?\d+)[ \t]*(?:-|–|—|to)[ \t]*(\d*\.?\d+))/iy;

/**
 * One number in brackets, with at most a unit, alone or opening a list of dated values: "(3.2)",
 * "(128 mmol/L)", "(246 x10^9/L on admission, 198 on 03/13)"; never a range.
 */
const bracketedLoneValue = /\((?=\d*\.?\d+(?:[ \t]*(?:[A-Za-z/%µ]+(?:\/[A-Za-z]+)?|[x×][ \t]*10\^?\d+\/[A-Za-z]+))?(?:\)|[ \t]+(?:on|at)[ \t]|,))/y;
/** Two end points of a change in brackets: "(11.8 to 10.7)", "(0.9 -> 1.9)"; never a hyphenated range. */
const bracketedChange = /\((?=\d*\.?\d+[ \t]*(?:to|->|-->|→)[ \t]*\d*\.?\d+(?:[ \t]*[A-Za-z/%µ]+(?:\/[A-Za-z]+)?)?\))/y;
const columnGap = /(?:[ \t]*:)?(?:[ \t]{2,}|[ \t]*\t[ \t]*)|[ \t]*\|[ \t]*/y;
/** A pipe table row's opening: "| K (mmol/L) | 3.7 | 3.9 |". */
const pipeRowOpening = /(?:^|\n)[ \t]*\|[ \t]*$/;
/** A reference range in brackets written with the row's name: "Hgb g/dL (12.0-15.5)". */
const bracketedRange = /[ \t]*[([][ \t]*(?:[<>≤≥]=?[ \t]*\d*\.?\d+|\d*\.?\d+[ \t]*[-–][ \t]*\d*\.?\d+)[^()[\]\n]{0,12}[)\]]/y;
const rangeColumn = /(?:[<>≤≥]=?[ \t]*\d*\.?\d+|\d*\.?\d+[ \t]*[-–][ \t]*\d*\.?\d+)(?:[ \t]?[A-Za-zµμ%/][A-Za-zµμ%/^0-9.]*)?/y;
/** A flag the trailing reader leaves in a table row: "7 C", "7 A" (a bare C may be Celsius elsewhere). */
const flagCell = /(?:C|A|CRIT|[HL]\*|\*+)(?=[ \t\r\n]|$)/y;
/** A table cell with no value: "--", "n/a", ".". */
const emptyCell = /(?:--?|—|n\/a|NA|\.)(?=[ \t\r\n]|$)/y;
function isEmptyCell(cell: string): boolean {
  emptyCell.lastIndex = 0;
  return emptyCell.exec(cell)?.[0].length === cell.length;
}

/**
 * Where the first value of a lab-table row starts, or undefined when this is not one: the name
 * opens its line and the cells are set apart by runs of spaces or tabs, with an optional unit
 * and reference-range column first ("Sodium   mmol/L   135-145   134 L   137"). The range
 * column is the ruler, never a value; without it the row is "Sodium   134 L   137".
 */
function tableRowStart(view: string, nameStart: number, nameEnd: number, kind: MeasurementKind): { pos: number; unit: GapRead['unit'] } | undefined {
  if (!lineStart(view, nameStart) && !pipeRowOpening.test(view.slice(Math.max(0, nameStart - 12), nameStart))) return undefined;
  const accepts = (u: Unit): boolean => acceptsUnit(kind, u);
  let rowUnit: GapRead['unit'];
  // The row head: the name, then a unit and a bracketed range written with it ("Hgb g/dL (12.0-15.5)").
  let headEnd = nameEnd;
  const headUnit = view.charCodeAt(headEnd) === 32 ? readWrittenUnit(view, headEnd + 1, accepts) : undefined;
  if (headUnit?.category === 'unit' && headUnit.unit !== undefined) {
    rowUnit = { unit: headUnit.unit, start: headUnit.start, end: headUnit.end };
    headEnd = headUnit.end;
  } else {
    // Or in brackets: "Platelets (K/uL)   150-400   7 C   19 L".
    const open = view.charCodeAt(headEnd) === 40 ? headEnd : view.charCodeAt(headEnd) === 32 && view.charCodeAt(headEnd + 1) === 40 ? headEnd + 1 : -1;
    const bracketed = open < 0 ? undefined : readWrittenUnit(view, open + 1, accepts);
    if (bracketed?.category === 'unit' && bracketed.unit !== undefined && view.charCodeAt(bracketed.end) === 41) {
      rowUnit = { unit: bracketed.unit, start: bracketed.start, end: bracketed.end };
      headEnd = bracketed.end + 1;
    }
  }
  bracketedRange.lastIndex = headEnd;
  const headRange = bracketedRange.exec(view);
  if (headRange !== null) headEnd += headRange[0].length;
  columnGap.lastIndex = headEnd;
  const first = columnGap.exec(view);
  if (first === null) return undefined;
  let p = headEnd + first[0].length;
  // Empty pipe cells before the first value: "| K (mmol/L) | | 3.9 |".
  for (let cells = 0; cells < 12 && view.charCodeAt(p) === 124; cells++) {
    columnGap.lastIndex = p;
    const next = columnGap.exec(view);
    if (next === null) break;
    p += next[0].length;
  }
  if (rowUnit === undefined) {
    // A unit column of its own: "Sodium   mmol/L   135-145   134".
    const unit = readWrittenUnit(view, p, accepts);
    if (unit?.category === 'unit') {
      columnGap.lastIndex = unit.end;
      const after = columnGap.exec(view);
      if (after !== null) {
        p = unit.end + after[0].length;
        if (unit.unit !== undefined) rowUnit = { unit: unit.unit, start: unit.start, end: unit.end };
      }
    }
  }
  rangeColumn.lastIndex = p;
  const range = rangeColumn.exec(view);
  if (range !== null) {
    columnGap.lastIndex = p + range[0].length;
    const afterRange = columnGap.exec(view);
    if (afterRange === null) return undefined;
    p += range[0].length + afterRange[0].length;
  }
  const value = readValueAt(view, p, kind);
  return value === undefined || value === 'date' ? undefined : { pos: p, unit: rowUnit };
}

const inCellSlash = /[ \t]*\/[ \t]*/y;

/** The next cell of a table row with a value, past empty cells ("--"), on the same line. */
function readTableLink(view: string, pos: number, kind: MeasurementKind): Link | undefined {
  // A note on the value in its cell ("486 (3 h)", "6.1 (hemolysed)"), then perhaps a second draw
  // in the same cell: "12 / 486 (3 h) | 1,920", "6.1 (hemolysed) / 4.8 | 5.0".
  parenNote.lastIndex = pos;
  const note = parenNote.exec(view);
  if (note !== null) pos += note[0].length;
  inCellSlash.lastIndex = pos;
  const slash = inCellSlash.exec(view);
  if (slash !== null) {
    const q = pos + slash[0].length;
    const value = readValueAt(view, q, kind);
    if (value !== undefined && value !== 'date') return { next: q, role: undefined, paren: false, bareComma: false, clause: false };
  }
  flagCell.lastIndex = pos + 1;
  let p = (view.charCodeAt(pos) === 32 || view.charCodeAt(pos) === 9) && flagCell.test(view) ? flagCell.lastIndex : pos;
  for (let cells = 0; cells < 12; cells++) {
    columnGap.lastIndex = p;
    const gap = columnGap.exec(view);
    if (gap === null) return undefined;
    p += gap[0].length;
    // An empty pipe cell: the next gap reads its closing pipe.
    if (view.charCodeAt(p) === 124) continue;
    emptyCell.lastIndex = p;
    flagCell.lastIndex = p;
    const empty = emptyCell.exec(view) ?? flagCell.exec(view);
    if (empty !== null) {
      p += empty[0].length;
      continue;
    }
    if (isReferenceColumn(view, p)) return undefined;
    const value = readValueAt(view, p, kind);
    return value === undefined || value === 'date' ? undefined : { next: p, role: undefined, paren: false, bareComma: false, clause: false };
  }
  return undefined;
}

const referenceHeader = /\b(?:ref(?:erence)?|range|normal|nl)\b/i;

/**
 * The last cell of a table row is its reference column, not a reading, when it is a range
 * ("3.5-5.1") or, under a header that names the column ("ref", "normal"), a bound ("<100").
 */
function isReferenceColumn(view: string, pos: number): boolean {
  rangeColumn.lastIndex = pos;
  const cell = rangeColumn.exec(view);
  if (cell === null) return false;
  lastCellEnd.lastIndex = pos + cell[0].length;
  if (!lastCellEnd.test(view)) return false;
  const c = view.charCodeAt(pos);
  const bound = c === 60 || c === 62 || c === 0x2264 || c === 0x2265;
  if (!bound) return true;
  // The header is the line above the first row: walk up the lines above this one, to a blank line.
  let end = view.lastIndexOf('\n', pos - 1);
  for (let rows = 0; end > 0 && rows < 12; rows++) {
    const start = view.lastIndexOf('\n', end - 1);
    const line = view.slice(start + 1, end);
    if (line.trim() === '') return false;
    if (referenceHeader.test(line)) return true;
    end = start;
  }
  return false;
}

/** The end of a row's last cell: a note on the range ("<34 (M)"), the closing pipe, the line's end. */
const lastCellEnd = /[ \t]*(?:\([^()|\n]{1,12}\))?[ \t]*\|?[ \t]*(?:\r?\n|$)/y;

const referenceNote = /\([^()\n]{0,40}?(?:percentile|URL|ULN|upper limit|cut-?off|reference|ref\.?|normal)[^()\n]{0,50}\)/iy;

function readBracketInGap(scan: Scan, pos: number, kind: MeasurementKind): { end: number; unit?: GapRead['unit']; oxygen?: OxygenRead } | undefined {
  const { view } = scan;
  // "(ref 0.6-1.2)" before the value
  refPattern.lastIndex = pos;
  const ref = refPattern.exec(view);
  if (ref !== null) return { end: pos + ref[0].length };
  // "hs-troponin I (female 99th percentile 16 ng/L): 22 -> 410": the assay's cut-off, not a value.
  referenceNote.lastIndex = pos;
  const note = referenceNote.exec(view);
  if (note !== null) return { end: pos + note[0].length };
  // "Troponin I (a protein released by injured heart muscle; our lab's upper limit is 0.04 ng/mL): 0.03":
  // a plain-language gloss of the test, and any limit it quotes, is no value.
  layGloss.lastIndex = pos;
  const gloss = layGloss.exec(view);
  if (gloss !== null) return { end: pos + gloss[0].length };
  let p = pos + 1;
  while (view.charCodeAt(p) === 32) p++;
  // "Temperature (F) 101.5", "creatinine (mg/dL): 2.1"
  const bracketed = readBracketedUnit(view, p, (u) => acceptsUnit(kind, u) || (kind === 'temperature' && u === 'deg'));
  if (bracketed !== undefined) return bracketed;
  // "ABG (2 L NC): 7.28 / 71 / 54": the oxygen the gas was drawn on.
  if (oxygenNoteKinds.has(kind)) {
    const oxygen = readOxygen(view, p, false);
    if (oxygen !== undefined) {
      closeParen.lastIndex = oxygen.next;
      const close = closeParen.exec(view);
      if (close !== null) return { end: oxygen.next + close[0].length, oxygen };
    }
  }
  // "creatinine (Cr) 2.1": the same kind named again in brackets is part of the gap.
  let alias: NameHit | undefined;
  for (let i = scan.index + 1; i < scan.hits.length && (scan.hits[i] as NameHit).start <= p; i++) if ((scan.hits[i] as NameHit).start === p) alias = scan.hits[i];
  if (alias?.info?.kinds.includes(kind) === true) {
    closeParen.lastIndex = alias.end;
    const close = closeParen.exec(view);
    if (close !== null) return { end: alias.end + close[0].length };
  }
  return undefined;
}

const closeParen = /[ \t]*[)\]]/y;
/** A gloss in brackets that opens like prose, closed before a colon: "(a marker of how well blood reaches your organs):". */
const layGloss = /\([ \t]*(?:a|an|the|which|how|what|this|our|your)[ \t]+[^()\n\d][^()\n]{0,160}\)(?=[ \t]*:)/iy;

/** A unit alone in brackets, read from just inside the bracket to past its close: "(mg/dL)", "[mmol/L]". */
function readBracketedUnit(view: string, inside: number, accepts: (u: Unit) => boolean): { end: number; unit: { unit: Unit; start: number; end: number } } | undefined {
  const written = readWrittenUnit(view, inside, accepts);
  if (written?.category !== 'unit' || written.unit === undefined || !accepts(written.unit)) return undefined;
  closeParen.lastIndex = written.end;
  const close = closeParen.exec(view);
  return close === null ? undefined : { end: written.end + close[0].length, unit: { unit: written.unit, start: written.start, end: written.end } };
}
const openBracket = /[ \t]*[([][ \t]*/y;

interface ValueRead {
  readonly start: number;
  readonly numStart: number;
  readonly end: number;
  readonly number: number;
  readonly upper: number | undefined;
  readonly hasDecimal: boolean;
  readonly comparator: Comparator;
  readonly role: MeasurementRole | undefined;
}

// "high 80s", "the 120s"; and for values read to one decimal the whole numbers' tenths: "low 3s"
// (potassium 3.0-3.3), "in the 7s" (hemoglobin 7.0-7.9).
const decadePattern = /(?:(low|mid|high|upper|lower)[ \t-]*)?(\d{1,2}0|[1-9])[’']?s(?![A-Za-z0-9])/iy;
const numberPattern = /(\d{1,3}(?:,\d{3})+(?![\d])|\d+)(\.\d+)?|\.\d+/y;
/** "K 3,1", "pH 7,14": a decimal comma (one or two digits after it, and no list "3,4,5"). */
const decimalComma = /,(\d{1,2})(?![\d]|,\d)/y;
const dictatedThousands = /(?:, \d{3}(?![\d]))+(?![.,]\d)/y;
const slashDate = /\/(\d{1,2})(?:\/(\d{2}|\d{4}))?(?![\d/])/y;
// "on 3/12" is a date; "H/H of 8/24" is not, so "of" and "from" only mark years ("in 2019").
/** "01/2025": a month, so an earlier encounter's (values of this stay carry days). */
const monthAndYear = /^\d{1,2}\/(?:19|20)\d{2}$/;
/** After "11/4": a value on the same line, then the end of the item ("11/4 121,", "11/4 1.8)"). */
const datedValueAfter = /[ \t]+\d+(?:\.\d+)?(?:[ \t]*(?:[A-Za-z%/]+))?[ \t]*(?:[,;.)]|$)/my;
const slashDatePrepositions = /(?<![A-Za-z])(?:on|dated|since|until|thru|through|date|dob)[ \t]*:?[ \t]+$/i;
const yearPrepositions = /(?<![A-Za-z])(?:on|dated|since|until|from|by|thru|through|of|in|during|before|after|year)[ \t]+$/i;
const monthBefore = /(?<![A-Za-z])(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?[ \t]+(?:\d{1,2},?[ \t]+)?$/i;

/**
 * Reads "[comparator] number" or a decade ("90s", "low 80s") at `pos`. Returns `'date'` when the
 * digits there are a date or year, so the caller can step over them.
 */
function readValueAt(view: string, pos: number, kind: MeasurementKind): ValueRead | 'date' | undefined {
  const c = view.charCodeAt(pos);
  const digitStart = (c >= 48 && c <= 57) || c === 46;
  let comparator: Comparator = '=';
  let role: MeasurementRole | undefined;
  let p = pos;
  if (digitStart) {
    // A number glued to a word ("x2", "A1c") is part of that word.
    if (pos > 0 && isWordCode(view.charCodeAt(pos - 1))) return undefined;
  } else {
    comparatorPattern.lastIndex = pos;
    const m = comparatorPattern.exec(view);
    if (m !== null) {
      const phrase = comparatorWords.get(m[0].trim().replace(/\.$/, '').toLowerCase().replace(/[ \t]+/g, ' '));
      if (phrase === undefined) return undefined;
      comparator = phrase.comparator;
      role = phrase.role;
      p = pos + m[0].length;
    }
  }
  decadePattern.lastIndex = p;
  const decade = decadePattern.exec(view);
  if (decade !== null) {
    const base = Number(decade[2]);
    const century = base >= 100 && base % 100 === 0;
    const step = century ? 10 : base < 10 ? 0.1 : 1;
    const [lo, hi] = decadeBounds(decade[1]?.toLowerCase());
    return { start: pos, numStart: p, end: p + decade[0].length, number: roundTenths(base + lo * step), upper: roundTenths(base + hi * step), hasDecimal: base < 10, comparator, role };
  }
  const n = view.charCodeAt(p);
  if (!((n >= 48 && n <= 57) || (n === 46 && isDigitCode(view.charCodeAt(p + 1))))) {
    // "sodium of one twenty four": a dictated value, spelled out.
    const spoken = isWordCode(n) && (p === 0 || !isWordCode(view.charCodeAt(p - 1))) ? readSpokenNumber(view, p) : undefined;
    if (spoken === undefined) return undefined;
    return { start: pos, numStart: p, end: spoken.end, number: spoken.value, upper: undefined, hasDecimal: spoken.hasDecimal, comparator, role };
  }
  numberPattern.lastIndex = p;
  const m = numberPattern.exec(view);
  if (m === null) return undefined;
  let end = p + m[0].length;
  const intPart = m[1] ?? '';
  // "05/18/07", "0600": a leading zero is a date or a clock time, never a lab value.
  if (intPart.length > 1 && intPart.startsWith('0')) return 'date';
  let digits = m[0].replace(/,/g, '');
  let decimal = m[2] !== undefined || m[0].startsWith('.');
  if (m[2] === undefined && m[0] === intPart && !intPart.includes(',')) {
    decimalComma.lastIndex = end;
    const comma = decimalComma.exec(view);
    if (comma !== null) {
      digits = `${intPart}.${comma[1]}`;
      end += comma[0].length;
      decimal = true;
    }
  }
  if (!decimal && intPart.length <= 3 && !intPart.includes(',') && countKinds.has(kind)) {
    dictatedThousands.lastIndex = end;
    const more = dictatedThousands.exec(view);
    if (more !== null) {
      digits += more[0].replace(/[, ]/g, '');
      end += more[0].length;
    }
  }
  const next = view.charCodeAt(end);
  if (next === 58 && isDigitCode(view.charCodeAt(end + 1))) return 'date'; // 14:30
  // "14.03.2025": a day, month and year written with dots, as in much of Europe.
  if (m[2] !== undefined && dottedDateRest.test(view.slice(end, end + 6)) && Number(intPart) >= 1 && Number(intPart) <= 31 && Number(m[2].slice(1)) <= 12) return 'date';
  if (!decimal && !intPart.includes(',')) {
    const value = Number(intPart);
    if (next === 47) {
      slashDate.lastIndex = end;
      const d = slashDate.exec(view);
      if (d !== null && value >= 1 && value <= 12 && Number(d[1]) >= 1 && Number(d[1]) <= 31) {
        if (d[2] !== undefined || slashDatePrepositions.test(view.slice(Math.max(0, pos - 12), pos))) return 'date';
        // "Platelets 11/4 121, 11/5 96": a day and month before the value it dates.
        datedValueAfter.lastIndex = end + d[0].length;
        if (datedValueAfter.test(view)) return 'date';
      }
    }
    // "2025-07-02", "2025-03-03T18:40": an ISO date.
    if (intPart.length === 4 && value >= 1900 && value <= 2100 && isoDateRest.test(view.slice(end, end + 6))) return 'date';
    if (intPart.length === 4 && value >= 1900 && value <= 2100 && (yearPrepositions.test(view.slice(Math.max(0, pos - 12), pos)) || monthBefore.test(view.slice(Math.max(0, pos - 24), pos)))) {
      return 'date';
    }
  }
  if (next === 47 && view.charCodeAt(end + 1) === 47) return undefined;
  return { start: pos, numStart: p, end, number: Number(digits), upper: undefined, hasDecimal: decimal, comparator, role };
}

/** The year after a dotted day and month: ".2025" in "14.03.2025", ".25" in "14.03.25". */
const dottedDateRest = /^\.(?:\d{4}|\d{2})(?!\d)/;

/** The month and day after an ISO date's year: "-07-02". */
const isoDateRest = /^-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?!\d)/;

/** 3 + 3 * 0.1 is 3.3000000000000003 in binary floating point; a value read to tenths stays 3.3. */
function roundTenths(x: number): number {
  return Math.round(x * 10) / 10;
}

function decadeBounds(modifier: string | undefined): [number, number] {
  switch (modifier) {
    case 'low':
    case 'lower':
      return [0, 3];
    case 'mid':
      return [4, 6];
    case 'high':
    case 'upper':
      return [7, 9];
    default:
      return [0, 9];
  }
}

/** A time of day written after a date: "14:20", or 24-hour "1420". */
const timeAfterDate = '(?:\\d{1,2}:\\d{2}|(?:[01]\\d|2[0-3])[0-5]\\d)';
// Or an ISO date and its time: "2025-05-06T05:00", "2025-05-06 05:00".
const dateWithTime = new RegExp(
  `\\d{4}-\\d{2}-\\d{2}(?:[T ](?:[01]\\d|2[0-3]):?[0-5]\\d(?::[0-5]\\d)?)?(?![\\d:])|\\d{1,2}\\.\\d{1,2}\\.(?:\\d{4}|\\d{2})(?!\\d)|\\d+(?:[/:]\\d+){0,2}(?:[ \\t]+${timeAfterDate}(?![\\d/:.]))?`,
  'y',
);

/** Where a date ends, with the time of day that may follow it ("02/11 1420", "02/11 14:20"). */
function dateEnd(view: string, pos: number): number {
  dateWithTime.lastIndex = pos;
  const found = dateWithTime.exec(view);
  return found === null ? pos + 1 : pos + found[0].length;
}

const rangeTo = /[ \t]+(?:to|through|thru)[ \t]+|[ \t]*(?:-|–|—)[ \t]*(?=[\d.])/iy;
const rangeAnd = /[ \t]+and[ \t]+/iy;
const tupleSeparators: Readonly<Record<TupleStyle, RegExp>> = {
  slash: /[ \t]*\/[ \t]*/y,
  'slash-or-over': /[ \t]*\/[ \t]*|[ \t]+over[ \t]+/iy,
  'slash-or-and': /[ \t]*[/&][ \t]*|[ \t]*,?[ \t]+and[ \t]+|[ \t]*,[ \t]*/iy,
  fishbone: /[ \t]*[/<>][ \t]*/y,
};
const palpated = /(?:palp(?:ated|able)?|p|dopp(?:ler)?)(?![A-Za-z0-9])/iy;

/**
 * Reads one value, or one tuple of values, with its unit, flags, reference range, role, date
 * and oxygen phrase. `gap` is set for the first reading after a name; `units` for later values
 * of a trend, which share the first value's unit unless they write their own.
 */
function readReading(
  view: string,
  pos: number,
  kinds: readonly MeasurementKind[],
  variants: readonly NameVariant[],
  style: TupleStyle | undefined,
  partial: boolean,
  gap: GapRead | undefined,
  units: readonly (Unit | undefined)[] | undefined,
  minimum = 1,
): Reading | undefined {
  const members: Member[] = [];
  let p = pos;
  for (let k = 0; k < kinds.length; k++) {
    const kind = kinds[k] as MeasurementKind;
    if (k > 0) {
      const sep = tupleSeparators[style ?? 'slash'];
      sep.lastIndex = p;
      const m = sep.exec(view);
      if (m === null) break;
      if (kind === 'diastolic-bp') {
        palpated.lastIndex = p + m[0].length;
        const palp = palpated.exec(view);
        if (palp !== null) {
          p += m[0].length + palp[0].length;
          break;
        }
      }
      const member = readMember(view, p + m[0].length, kind, variants[k] ?? { name: '' }, undefined, true);
      if (member === undefined) break;
      members.push(member);
      p = member.next;
      continue;
    }
    const member = readMember(view, p, kind, variants[k] ?? { name: '' }, gap, kinds.length > 1);
    if (member === undefined) return undefined;
    members.push(member);
    p = member.next;
  }
  if (members.length < kinds.length && !partial) return undefined;
  if (members.length === 0 || members.length < Math.min(minimum, kinds.length)) return undefined;
  const lastMember = members[members.length - 1] as Member;
  // "BP 120/80 mmHg": a unit after the tuple belongs to every slot that takes it.
  if (members.length > 1 && lastMember.unit !== undefined && members.every((m) => m === lastMember || m.unit === undefined)) {
    const shared = lastMember.unit;
    for (const m of members) if (acceptsUnit(m.kind, shared.unit)) m.unit = shared;
  }
  if (gap?.unit !== undefined) for (const m of members) if (m.unit === undefined && (acceptsUnit(m.kind, gap.unit.unit) || gap.unit.unit === 'deg')) m.unit = gap.unit;

  // Trailing phrases after the whole reading.
  const trailing = readTrailing(view, p, members);
  p = trailing.next;

  for (const [k, m] of members.entries()) {
    m.canonical = resolve(m, units?.[k]);
  }
  if (members.every((m) => m.canonical === undefined)) return undefined;
  return { members, next: p, trailingRole: trailing.role, timed: trailing.timed };
}

interface MemberRead extends Member {
  next: number;
}

/** Words before a name that make its span every draw's: "every later potassium", "all subsequent sodiums". */
const everyDrawBefore = /\b(?:every|each|all)(?:[ \t]+(?:later|subsequent|further|following|other|repeat|remaining|daily))?[ \t]+$/i;
/** What makes a lab's hyphenated span the patient's: "136-139 on every draw", "126-131 this stay", "3.8-4.4 throughout". */
const patientSpanAfter =
  /[ \t]*(?:[A-Za-zµ%]+\/?[A-Za-z]*[ \t]*)?(?:,[ \t]*)?(?:on[ \t]+(?:every|each|all)[ \t]+(?:draw|check|measurement)s?|throughout|this[ \t]+(?:stay|admission|hospitalization)|for[ \t]+the[ \t]+(?:rest|remainder)[ \t]+of[ \t]+the[ \t]+(?:stay|admission|hospitalization)|during[ \t]+the[ \t]+(?:stay|admission)|all[ \t]+stay|over[ \t]+the[ \t]+stay|on[ \t]+daily[ \t]+labs|daily)(?![A-Za-z])/iy;
const fluidVolume =
  /[ \t]*(?:L|liters?|litres?|mL|ml|cc)[ \t]+(?:of[ \t]+)?(?:(?:IV|intravenous)[ \t]+)?(?:LR|NS|NaCl|normal[ \t]+saline|lactated|ringer'?s?|crystalloids?|colloids?|fluids?|bolus(?:es)?|IVF|D5W?|albumin|saline|plasma-?lyte)(?![A-Za-z])/iy;

/**
 * Where a laboratory's reference interval for a kind starts and ends, as printed by US and SI
 * laboratories: [lowest low, highest low, lowest high, highest high], one window per unit system.
 * A bare "A-B" after a lab name is read as a reference range only when it fits one of these
 * ("Na 135-145"); "glucose 118-164" and "Na 131-134" fit none, so they are the patient's span.
 */
const referenceWindows: Partial<Record<MeasurementKind, readonly (readonly [number, number, number, number])[]>> = {
  sodium: [[130, 138, 142, 150]],
  potassium: [[3.3, 3.8, 4.8, 5.5]],
  chloride: [[94, 102, 105, 112]],
  bicarbonate: [[19, 24, 26, 33]],
  glucose: [[60, 80, 95, 140], [3.3, 4.5, 5.3, 7.8]],
  creatinine: [[0.4, 0.9, 1.0, 1.5], [35, 80, 84, 133]],
  bun: [[5, 10, 18, 26], [1.8, 3.6, 6.4, 9.3]],
  hemoglobin: [[11, 14, 15, 18.5], [110, 140, 150, 185]],
  platelets: [[130, 165, 350, 450]],
  wbc: [[3.4, 5, 10, 12]],
  magnesium: [[1.5, 1.9, 2.2, 2.8], [0.6, 0.8, 0.9, 1.15]],
  calcium: [[8.0, 8.9, 10.1, 11], [2.0, 2.2, 2.55, 2.8]],
  'corrected-calcium': [[8.0, 8.9, 10.1, 11], [2.0, 2.2, 2.55, 2.8]],
  'ionized-calcium': [[1.0, 1.16, 1.3, 1.45], [4.0, 4.6, 5.2, 5.8]],
  phosphorus: [[2.0, 2.8, 4.1, 5.0], [0.7, 0.9, 1.3, 1.6]],
  // "25-OH vitamin D 38 ng/mL (30-100)", "(75-250 nmol/L)".
  'vitamin-d': [[20, 30, 80, 150], [50, 75, 200, 375]],
  // U/L: "AST 10-40", "AST 15-37", "ALT 7-56", "ALT 12-78"; "ALT 120-180" is the patient's span.
  ast: [[0, 20, 25, 60]],
  alt: [[0, 30, 25, 80]],
};

/** True unless the span is printed unlike any reference interval the kind has (see referenceWindows). */
function mayBeReferenceRange(kind: MeasurementKind, low: number, high: number): boolean {
  const windows = referenceWindows[kind];
  if (windows === undefined) return true;
  return windows.some(([lowFrom, lowTo, highFrom, highTo]) => low >= lowFrom && low <= lowTo && high >= highFrom && high <= highTo);
}

/** Reads one slot: comparator, number (or span of numbers), unit. */
function readMember(view: string, pos: number, kind: MeasurementKind, variant: NameVariant, gap: GapRead | undefined, inTuple: boolean): MemberRead | undefined {
  const value = readValueAt(view, pos, kind);
  if (value === undefined || value === 'date') return undefined;
  let { number, upper } = value;
  let valueEnd = value.end;
  // Spans of values: "HR 80 to 90", "between 36 and 37", "HR 110-120"; for labs "Na 135-145" is a reference range.
  if (upper === undefined && !inTuple) {
    const pattern = gap?.between === true ? rangeAnd : gap?.from === true && !gap.ranging ? undefined : rangeTo;
    if (pattern !== undefined) {
      pattern.lastIndex = valueEnd;
      const m = pattern.exec(view);
      if (m !== null) {
        const second = readValueAt(view, valueEnd + m[0].length, kind);
        if (second !== undefined && second !== 'date' && second.comparator === '=') {
          const hyphen = /[-–—]/.test(m[0]);
          // A lab's "Na 135-145" is a reference range, but "K ranged 3.1-4.4" and "sodium 136-139 on
          // every draw" are the patient's span.
          patientSpanAfter.lastIndex = second.end;
          if (hyphen && !rangeKinds.has(kind) && gap?.spanVerb !== true && !patientSpanAfter.test(view) && mayBeReferenceRange(kind, number, second.number)) {
            return undefined;
          }
          upper = Math.max(number, second.upper ?? second.number);
          number = Math.min(number, second.number);
          valueEnd = second.end;
        }
      }
    }
  }
  let p = valueEnd;
  // "GCS 8T": intubated, verbal not assessable.
  if (kind === 'gcs' && (view.charCodeAt(p) === 84 || view.charCodeAt(p) === 116) && !/[A-Za-z0-9]/.test(view.charAt(p + 1))) {
    p++;
    valueEnd = p;
  }
  // "2/2" (secondary to), "1/2": a fraction is not a value of a single kind.
  if (!inTuple && view.charCodeAt(p) === 47 && isDigitCode(view.charCodeAt(p + 1))) return undefined;
  if (!inTuple && view.charCodeAt(p) === 47 && view.charCodeAt(p + 1) === 47) return undefined;
  if (view.charCodeAt(p) === 43) return undefined; // "2+" is an exam grade
  // "after 2 L LR", "1 L NS bolus": a volume of fluid given, not a value (nor "L" a low flag).
  fluidVolume.lastIndex = p;
  if (fluidVolume.test(view)) return undefined;

  const member: MemberRead = {
    kind,
    variant,
    exprStart: value.start,
    valueStart: value.numStart,
    valueEnd,
    number,
    upper,
    hasDecimal: value.hasDecimal,
    comparator: value.comparator,
    role: value.role,
    unit: undefined,
    fixed: undefined,
    flags: new Set(),
    oxygen: undefined,
    ref: undefined,
    end: valueEnd,
    canonical: undefined,
    resolved: undefined,
    inTuple,
    next: valueEnd,
  };
  if (kind === 'height' && readFeetInches(view, member)) return finishMember(view, member, variant);
  if (kind === 'urine-output' && readUrineOutput(view, member)) return finishMember(view, member, variant);
  const read = readWrittenUnit(view, p, (u) => acceptsUnit(kind, u) || (kind === 'temperature' && u === 'deg'));
  const written = read !== undefined && opensNextName(view, read) ? undefined : read;
  if (written !== undefined) {
    if (written.category !== 'unit' || written.unit === undefined) return undefined;
    if (!acceptsUnit(kind, written.unit) && !(kind === 'temperature' && written.unit === 'deg')) {
      // "sats 92% on RA" is fine; "Hgb 7.9 mmHg" is not a hemoglobin.
      return undefined;
    }
    member.unit = { unit: written.unit, start: written.start, end: written.end };
    member.end = written.end;
    member.next = written.end;
    if (kind === 'weight' && written.unit === 'lb') readOunces(view, member);
  } else {
    // "glucose 14.9 [mmol/L]", "lactate 3.8 (mmol/L)": the unit in brackets after the value.
    openBracket.lastIndex = p;
    const open = openBracket.exec(view);
    const bracketed = open === null ? undefined : readBracketedUnit(view, p + open[0].length, (u) => acceptsUnit(kind, u));
    if (bracketed !== undefined) {
      member.unit = bracketed.unit;
      member.end = bracketed.end;
      member.next = bracketed.end;
    }
  }
  return finishMember(view, member, variant);
}

/**
 * A word that is both a non-value word and a measurement name ("HR": hours, heart rate) opens the
 * next measurement when a number follows it ("T 38.6 HR 118", "K 3.1 HR 90"); it is not a unit of
 * the value before it. Which words these are is read off the two tables.
 */
function opensNextName(view: string, written: WrittenUnit): boolean {
  if (written.category === 'unit' || !nonValueWordNames.has(view.slice(written.start, written.end).toLowerCase())) return false;
  return /^[ \t]*[:=]?[ \t]*\d/.test(view.slice(written.end, written.end + 6));
}

function finishMember(view: string, member: MemberRead, variant: NameVariant): MemberRead | undefined {
  if (variant.needsDecimal === true && !member.hasDecimal && member.unit === undefined) return undefined;
  // A letter straight after the number that is not a unit ("2nd", "3x") means this is not a value.
  if (/[A-Za-z]/.test(view.charAt(member.next)) && member.next === member.valueEnd) return undefined;
  return member;
}

const feetInches = /[ \t]*(?:'|’|ft\.?|feet|foot)[ \t]*(?:(?:and[ \t]+)?(\d{1,2}(?:\.\d+)?)[ \t]*(?:"|”|''|in\.?|inch(?:es)?)?)?(?![A-Za-z0-9])/iy;

/** 5'9", "5 feet 1 inch", "5 ft 9 in". */
function readFeetInches(view: string, member: MemberRead): boolean {
  feetInches.lastIndex = member.valueEnd;
  const m = feetInches.exec(view);
  if (m === null || member.upper !== undefined) return false;
  const unitStart = member.valueEnd + (m[0].length - m[0].trimStart().length);
  const unitLength = /^[ \t]*('|’|ft\.?|feet|foot)/i.exec(m[0])?.[1]?.length ?? 1;
  member.number = round(member.number + Number(m[1] ?? 0) / 12);
  member.unit = { unit: 'ft', start: unitStart, end: unitStart + unitLength };
  member.valueEnd = member.valueEnd + m[0].length;
  member.end = member.valueEnd;
  member.next = member.valueEnd;
  return true;
}

const ounces = /[ \t]*(?:and[ \t]+)?(\d{1,2}(?:\.\d+)?)[ \t]*(?:oz|ounces?)(?![A-Za-z0-9])/iy;

/** "5 pounds and 1 ounce": the ounces join the value. */
function readOunces(view: string, member: MemberRead): void {
  ounces.lastIndex = member.next;
  const m = ounces.exec(view);
  if (m === null) return;
  member.number = round(member.number + Number(m[1]) / 16);
  member.valueEnd = member.next + m[0].length;
  member.end = member.valueEnd;
  member.next = member.valueEnd;
}

const urineVolume = /[ \t]*(mL|ml|cc|L|liters?|litres?)(?![A-Za-z0-9])/y;
const urineRate =
  /[ \t]*(?:\/[ \t]*(\d+)?[ \t]*(h|hr|hrs|hour|hours|d|day)|per[ \t]+(\d+)?[ \t]*(hour|hr|h|day|hours)|(?:over|in|during)[ \t]+(?:the[ \t]+)?(?:last[ \t]+|past[ \t]+|first[ \t]+|previous[ \t]+)?(\d+(?:\.\d+)?)[ \t]*(h|hr|hrs|hours?|days?)|(a[ \t]+day|daily|per[ \t]+day))(?![A-Za-z0-9])/iy;

/** "UOP 150 mL over 12 h", "300 cc/24 h", "1.2 L per day", "20 cc/h", "0.3 mL/kg/h". */
function readUrineOutput(view: string, member: MemberRead): boolean {
  const direct = readWrittenUnit(view, member.valueEnd, (u) => u === 'mL/h' || u === 'mL/kg/h');
  if (direct?.category === 'unit' && (direct.unit === 'mL/h' || direct.unit === 'mL/kg/h')) return false; // the general path reads these
  urineVolume.lastIndex = member.valueEnd;
  const volume = urineVolume.exec(view);
  if (volume === null || volume[1] === undefined) return false;
  const unitStart = member.valueEnd + volume[0].length - volume[1].length;
  const liters = /^l/i.test(volume[1]) && volume[1] !== 'ml';
  const mL = liters ? member.number * 1000 : member.number;
  let end = member.valueEnd + volume[0].length;
  urineRate.lastIndex = end;
  const rate = urineRate.exec(view);
  let hours: number | undefined;
  if (rate !== null) {
    const per = rate[2] ?? rate[4] ?? rate[6] ?? (rate[7] === undefined ? undefined : 'day');
    const count = Number(rate[1] ?? rate[3] ?? rate[5] ?? 1);
    hours = per === undefined ? undefined : /^d/i.test(per) ? count * 24 : count;
    if (hours !== undefined && hours > 0) end += rate[0].length;
    else hours = undefined;
  }
  member.unit = { unit: hours === undefined ? 'mL' : 'mL/h', start: unitStart, end };
  member.fixed = hours === undefined ? { value: round(mL), unit: 'mL' } : { value: round(mL / hours), unit: 'mL/h' };
  member.end = end;
  member.next = end;
  return true;
}

const flagPattern =
  /[ \t]*(?:[([][ \t]*(L|H|LL|HH|C|A|\*+|!+|[Ll]ow|LOW|[Hh]igh|HIGH|[Cc]ritical|CRITICAL|CRIT|[Aa]bnormal|[Pp]anic)[ \t]*[)\]]|(\*+|!+)|(LL|HH|L|H)(?![A-Za-z0-9/&])|,?[ \t]*([Cc]ritical(?:ly)?(?:[ \t]+(?:high|low|value))?|CRITICAL|[Pp]anic(?:[ \t]+value)?)(?![A-Za-z]))/y;
// A role phrase followed by a number introduces that number ("today it is 2.1"), so it is not
// read as trailing the value before it.
const trailingRolePattern = new RegExp(
  String.raw`[ \t]*,?[ \t]*(?:(?:on|at|upon|by|in)[ \t]+(?:the[ \t]+)?(?:time[ \t]+of[ \t]+|day[ \t]+of[ \t]+)?(admission|admit|adm|presentation|arrival|discharge|d\/c|dc)|(?:in|on[ \t]+arrival[ \t]+to)[ \t]+the[ \t]+(ED|ER|emergency[ \t]+(?:department|room))|\(?[ \t]*(?:at[ \t]+|=[ \t]*|is[ \t]+(?:his|her)[ \t]+)?(baseline)[ \t]*\)?|(today|currently|now|this[ \t]+morning)|(adm|admission|admit|d\/c|discharge)(?=[ \t]*(?:-{1,2}>|→|⟶|➔|⇒|[,;)]|$)))(?![A-Za-z])(?![ \t]*:?[ \t]*(?:(?:it|is|was|of|at|had|has|been)[ \t]+){0,3}(?:\.?\d|${spokenNumberStart}))`,
  'iy',
);
// A day that dates the next value ("1.0, POD2 1.1") does not trail the one before it.
const trailingDate =
  /[ \t]*,?[ \t]*(?:(?:on|dated|from)[ \t]+\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?![\d/])|(?:on|dated|from)[ \t]+\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})(?![\d.]\d)|\d{1,2}\/\d{1,2}\/\d{2,4}(?![\d/])|(?:at|@)[ \t]*\d{1,2}:?\d{2}(?:[ \t]*(?:am|pm|hrs|h))?(?![\d])|on[ \t]+(?:hospital[ \t]+day|HD|POD|day|post-?op(?:erative)?[ \t]+day)[ \t]*#?[ \t]*\d{1,2}(?!\d)(?![ \t]+\.?\d)|(?:HD|POD)[ \t]*#?[ \t]*\d{1,2}(?![\d:])(?![ \t]+\.?\d))/iy;
/** "Cr 1.0 pre-op -> 1.7 POD2": the value before surgery, the baseline of what follows. */
const trailingPreop = /[ \t]*,?[ \t]*(?:pre-?op(?:erative(?:ly)?)?|preoperatively)(?![A-Za-z])(?![ \t]*:?[ \t]*\d)/iy;
/**
 * When a value of a series was drawn, with no role of its own: "6.9 post-op -> 7.8 after 2u PRBC
 * POD1 -> 8.4". Never a number that could be the next value ("post-op 7.8").
 */
const trailingCircumstance =
  /[ \t]*,?[ \t]*(?:(?:post|intra)-?op(?:erative(?:ly)?)?|postoperatively|intraoperatively|(?:after|post|following)[ \t]+(?:\d{1,2}[ \t]*(?:u|units?)[ \t]+(?:of[ \t]+)?)?(?:PRBCs?|RBCs?|red[ \t]+cells|transfusions?|blood)(?:[ \t]+(?:on[ \t]+)?(?:POD|HD|day)[ \t]*#?[ \t]*\d{1,2}(?!\d))?)(?![A-Za-z\d])(?![ \t]*:?[ \t]*\d)/iy;
/**
 * A date to the year or month only ("in 2023", "in March 2024", "in 10/2024", "(2/2023)"), or "at that time"
 * after an earlier encounter ("from a 2019 letter (BMI 41 at that time)"): values of this stay
 * carry days or hospital days, so such a value is from an earlier encounter ("qualifying sat 86% RA
 * in 2023") and reads as a baseline.
 */
const trailingPastDate =
  /[ \t]*,?[ \t]*(?:(?:at[ \t]+(?:that|the)[ \t]+time|back[ \t]+then)(?=[ \t]*(?:[).,;]|\r?\n|$))|then(?=[ \t]*\))|(?:in|from|back[ \t]+in|as[ \t]+of|during)[ \t]+(?:(?:early|late|mid)[ \t]+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?[ \t]+|\d{1,2}\/)?(?:19|20)\d{2}|\([ \t]*(?:\d{1,2}\/)?(?:19|20)\d{2}[ \t]*\))(?![\d/])/iy;
/** A period before the stay after the value: "creatinine 1.9-2.1 over the past year" is the outpatient baseline. */
const trailingPastPeriod =
  /[ \t]*,?[ \t]*(?:over|in|during|for|within)[ \t]+the[ \t]+(?:past|last|prior|previous|preceding)[ \t]+(?:(?:\d{1,2}|few|several|two|three|six|twelve)[ \t]+)?(?:years?|months?)(?![A-Za-z])/iy;
/** A short bracket closing at `close` on its line, followed by a year or month only: "(BMI 50.9) in 2023". */
function pastDateAfterBracket(view: string, close: number): boolean {
  const open = view.lastIndexOf('(', close);
  if (open < 0 || close - open > 40 || /[)\n]/.test(view.slice(open + 1, close))) return false;
  trailingPastDate.lastIndex = close + 1;
  trailingPastMonth.lastIndex = close + 1;
  return trailingPastDate.test(view) || trailingPastMonth.test(view);
}

/** "(K 2.7 in March)": a month without a day, so an earlier encounter's (a capital keeps "in may" a verb's). */
const trailingPastMonth = new RegExp(
  String.raw`[ \t]*,?[ \t]*(?:in|during|back[ \t]+in)[ \t]+(?:(?:early|late|mid)[ \t]+)?(?:${CAPITALIZED_MONTHS})(?![A-Za-z])(?![ \t]*,?[ \t]*\d)`,
  'y',
);
/**
 * A value the sentence goes on to date to an earlier year or month ("The BMI of 51.2 still on her
 * problem list dates from her 2023 consult", "BMI of 41.0 on the old problem list is from his
 * 05/2023 clinic visit"): from an earlier encounter, a baseline. A full date may be this stay's.
 */
const trailingPastSource =
  /[ \t]+(?:(?:still[ \t]+)?(?:on|in)[ \t]+(?:the|his|her|their)[ \t]+(?:old[ \t]+|outpatient[ \t]+)?(?:problem[ \t]+list|chart|records?)[ \t]+)?(?:is|was|dates|dated|came|comes)[ \t]+from[ \t]+[^.;:\n\d]{0,50}?(?<![\d/])(?:\d{1,2}\/)?(?:19|20)\d{2}(?![\d/])/iy;
/** "1.1 (bl, 5/2024) -> 1.5 (8/12) -> 1.9 (8/14, peak)": a value's date and role in parentheses. */
const parenNote = /[ \t]*\(([^()\n]{1,40})\)/y;
const parenNoteRoles: ReadonlyMap<string, MeasurementRole> = new Map([
  ['bl', 'baseline'], ['baseline', 'baseline'], ['peak', 'peak'], ['max', 'peak'], ['nadir', 'nadir'], ['admission', 'admission'],
  ['admit', 'admission'], ['on admission', 'admission'], ['discharge', 'discharge'], ['at discharge', 'discharge'], ['d/c', 'discharge'],
  ['adm', 'admission'], ['on adm', 'admission'], ['arrival', 'admission'], ['on arrival', 'admission'], ['presentation', 'admission'],
  ['dc', 'discharge'], ['at d/c', 'discharge'], ['at dc', 'discharge'],
  // The value before surgery is the baseline the post-operative values are read against.
  ['pre-op', 'baseline'], ['preop', 'baseline'], ['pre op', 'baseline'], ['pre-operative', 'baseline'], ['preoperative', 'baseline'],
  ['initial', 'admission'],
]);
/** A value's multiple of another, beside it: "Cr 3.1 (~2x bl) -> 2.4", "lipase 1,200 (10x ULN)". */
const parenNoteMultiple = /^~?\d+(?:\.\d+)?[ \t]*(?:x|×|times)(?:[ \t]*(?:bl|baseline|uln|normal|the upper limit of normal|upper limit of normal))?$/i;
/** Notes that time a value without giving it a role: "9 (pre-op) -> 310 (post-op) -> 265 (repeat)". */
const parenNoteNeutral: ReadonlySet<string> = new Set([
  'post-op', 'postop', 'post op', 'post-operative', 'postoperative', 'repeat', 'recheck', 'stat',
  // How or when the sample was taken: "212 on arrival (hemoconcentrated), 188 on 08/04".
  'hemoconcentrated', 'after fluids', 'after transfusion', 'post-transfusion', 'post transfusion', 'fasting', 'random', 'i-stat', 'istat', 'poc',
  'venous', 'arterial',
  // Drawn before the blood volume re-equilibrated after a bleed: an early, falsely high value.
  'pre-equilibration', 'pre equilibration', 'before equilibration', 'hemodiluted', 'haemodiluted', 'dilutional',
]);
// A date, a hospital day, a clock time ("16:40"), a 24-hour time ("1640", "06/13 0500"), or the
// time since the first draw ("3.8 -> 2.1 (6 h) -> 1.3"); a bare "2015" is left alone, since it may be a year.
const parenNoteDate = new RegExp(
  `^(?:\\d{1,2}\\/\\d{1,2}(?:\\/\\d{2,4})?(?:[ \\t]+${timeAfterDate})?|\\d{1,2}\\/\\d{4}|(?:HD|POD|day)[ \\t]*#?[ \\t]*\\d{1,2}(?:[ \\t]+${timeAfterDate})?|\\d{1,2}:\\d{2}|(?:0\\d|1[0-8]|2[1-3])[0-5]\\d(?:[ \\t]*h(?:rs?)?)?` +
    `|(?:at[ \\t]+|after[ \\t]+|\\+[ \\t]*)?\\d{1,2}[ \\t]*(?:h|hrs?|hours?|min|mins|minutes?)(?:[ \\t]+later)?)$`,
  'i',
);

/** A GCS's components after it: "GCS 14 (E4 V4 M6) at baseline". */
const gcsComponents = /^e[1-4t][ \t]*v[1-5t][ \t]*m[1-6]$/;

/** Where a timed value was drawn: "0.03 (ED 07:50) -> 0.62 (13:40)"; the emergency department's is the admission value. */
const parenNotePlace = /^(ed|er|triage|icu|micu|ccu|floor|ward)[ \t]+(.+)$/;

/** The role a parenthesised note gives (null: only a date), or undefined when it is anything else. */
function parenNoteRole(inner: string): MeasurementRole | null | undefined {
  let role: MeasurementRole | null = null;
  for (const part of inner.split(/[,;]/)) {
    const word = part.trim().toLowerCase().replace(/[ \t]+/g, ' ');
    const named = parenNoteRoles.get(word);
    const placed = named === undefined ? parenNotePlace.exec(word) : null;
    if (placed !== null && parenNoteDate.test(placed[2]!)) {
      if (placed[1] === 'ed' || placed[1] === 'er' || placed[1] === 'triage') role = 'admission';
      continue;
    }
    if (named !== undefined) role = named;
    else if (!parenNoteDate.test(word) && !parenNoteNeutral.has(word) && !parenNoteMultiple.test(word) && !gcsComponents.test(word)) return undefined;
  }
  return role;
}

/** A time from an event: "T0", "T+3h", "T+40 min" ("T0 = ED arrival"). */
const EVENT_TIME = 'T(?:0|[ \\t]*[+-][ \\t]*\\d{1,3}[ \\t]*(?:h|hrs?|hours?|min|mins|minutes?|d))';
/** "18 ng/L at 0 h, 486 ng/L at 3 h": the time of a serial value; a timed reading goes on past a bare comma. */
// Or the hours of a whole series at once: "0.08 -> 0.09 -> 0.08 ng/mL at 0, 3 and 9 h".
// "at 3 h", "at hour 6", and a time from an event: "at T0", "at T+9h".
const trailingTime = new RegExp(
  `[ \\t]*,?[ \\t]*(?:at|@)[ \\t]*(?:\\d{1,3}(?:\\.\\d)?(?:[ \\t]*,[ \\t]*\\d{1,3}(?:\\.\\d)?)*(?:[ \\t]*,?[ \\t]*and[ \\t]+\\d{1,3}(?:\\.\\d)?)?[ \\t]*(?:h|hr|hrs|hours?|min|mins|minutes?)|(?:hour|day)[ \\t]+\\d{1,3}|${EVENT_TIME})(?![A-Za-z\\d])`,
  'iy',
);
/** The same value in another unit, in brackets: "0.019 ng/mL [19 ng/L]", "2.1 mg/dL (186 umol/L)". */
const bracketedEquivalent = /[ \t]*[[(][ \t]*[\d][\d,]*(?:\.\d+)?[ \t]*(?:[a-zµμ%][a-z0-9µμ^⁰¹²³⁴⁵⁶⁷⁸⁹]*(?:\/[a-z0-9.]+)*)[ \t]*[\])]/iy;
const respectively = /[ \t]*,?[ \t]*(?:respectively|range)(?![A-Za-z])/iy;
// Where a value was taken ("95 umol/L at baseline in clinic"): part of the reading, no role of its own.
const trailingSetting =
  /[ \t]*,?[ \t]*(?:(?:in|at|from)[ \t]+(?:the[ \t]+|an[ \t]+|his[ \t]+|her[ \t]+)?(?:clinic|office|PCP(?:'s)?[ \t]+office|outpatient[ \t]+clinic|nursing[ \t]+home|rehab|ICU|MICU|SICU|CCU|outside[ \t]+hospital|OSH|dialysis)|as[ \t]+an[ \t]+outpatient)(?![A-Za-z])/iy;

const roleNames: ReadonlyMap<string, MeasurementRole> = new Map([
  ['admission', 'admission'], ['admit', 'admission'], ['adm', 'admission'], ['presentation', 'admission'], ['arrival', 'admission'], ['discharge', 'discharge'],
  ['d/c', 'discharge'], ['dc', 'discharge'], ['baseline', 'baseline'], ['today', 'current'], ['currently', 'current'], ['now', 'current'],
  ['this morning', 'current'],
]);

/** Reads flags, a reference range, a role, a date and an oxygen phrase after a value, in any order. */
function readTrailing(view: string, start: number, members: Member[]): { next: number; role: MeasurementRole | undefined; timed: boolean } {
  const last = members[members.length - 1] as Member;
  let p = start;
  let role: MeasurementRole | undefined;
  let timed = false;
  for (let guard = 0; guard < 8; guard++) {
    flagPattern.lastIndex = p;
    const flag = flagPattern.exec(view);
    if (flag !== null) {
      addFlags(last.flags, flag[1] ?? flag[2] ?? flag[3] ?? flag[4] ?? '');
      p += flag[0].length;
      last.end = p;
      continue;
    }
    refPattern.lastIndex = p;
    const ref = refPattern.exec(view);
    if (ref !== null) {
      const low = ref[2] ?? ref[5] ?? ref[6] ?? ref[8];
      const high = ref[3] ?? ref[7] ?? ref[9];
      const cmp = (ref[1] ?? ref[4] ?? '') as '' | '<' | '>';
      if (low !== undefined) last.ref = { low: Number(low), high: high === undefined ? undefined : Number(high), comparator: cmp };
      p += ref[0].length;
      continue;
    }
    trailingRolePattern.lastIndex = p;
    const r = trailingRolePattern.exec(view);
    if (r !== null && role === undefined) {
      const word = (r[1] ?? r[3] ?? r[4] ?? r[5] ?? (r[2] === undefined ? '' : 'admission')).toLowerCase().replace(/[ \t]+/g, ' ');
      role = roleNames.get(word);
      p += r[0].length;
      continue;
    }
    trailingPreop.lastIndex = p;
    const preop = trailingPreop.exec(view);
    if (preop !== null && role === undefined) {
      role = 'baseline';
      p += preop[0].length;
      continue;
    }
    trailingCircumstance.lastIndex = p;
    const circumstance = trailingCircumstance.exec(view);
    if (circumstance !== null) {
      p += circumstance[0].length;
      continue;
    }
    // "highest weight 139.2 kg (BMI 50.9) in 2023": the date after a bracket dates what the bracket holds.
    if (role === undefined && view.charCodeAt(p) === 41 && pastDateAfterBracket(view, p)) role = 'baseline';
    trailingPastDate.lastIndex = p;
    trailingPastSource.lastIndex = p;
    trailingPastMonth.lastIndex = p;
    trailingPastPeriod.lastIndex = p;
    const pastDate = trailingPastDate.exec(view) ?? trailingPastSource.exec(view) ?? trailingPastMonth.exec(view) ?? trailingPastPeriod.exec(view);
    if (pastDate !== null) {
      p += pastDate[0].length;
      // "prior peak 4.8 in June": an earlier encounter's peak is this stay's baseline.
      role = 'baseline';
      continue;
    }
    trailingDate.lastIndex = p;
    const date = trailingDate.exec(view);
    if (date !== null) {
      p += date[0].length;
      timed = true;
      continue;
    }
    parenNote.lastIndex = p;
    const note = parenNote.exec(view);
    const noteRole = note === null ? undefined : parenNoteRole(note[1] ?? '');
    if (note !== null && noteRole !== undefined) {
      p += note[0].length;
      if (noteRole !== null && role === undefined) role = noteRole;
      // "264 (8/9), 201 (8/10)": a dated reading goes on past a bare comma, as a timed one does.
      if ((note[1] ?? '').split(/[,;]/).some((part) => parenNoteDate.test(part.trim()))) timed = true;
      continue;
    }
    bracketedEquivalent.lastIndex = p;
    const equivalent = last.unit !== undefined ? bracketedEquivalent.exec(view) : null;
    if (equivalent !== null) {
      p += equivalent[0].length;
      continue;
    }
    trailingTime.lastIndex = p;
    const time = trailingTime.exec(view);
    if (time !== null) {
      p += time[0].length;
      timed = true;
      continue;
    }
    if (members.some((m) => oxygenKinds.has(m.kind) && m.oxygen === undefined)) {
      const oxygen = readOxygen(view, p, false);
      if (oxygen !== undefined) {
        for (const m of members) if (oxygenKinds.has(m.kind)) m.oxygen = oxygen;
        p = oxygen.next;
        continue;
      }
    }
    respectively.lastIndex = p;
    const resp = respectively.exec(view);
    if (resp !== null) {
      p += resp[0].length;
      continue;
    }
    trailingSetting.lastIndex = p;
    const setting = trailingSetting.exec(view);
    if (setting !== null) {
      p += setting[0].length;
      continue;
    }
    break;
  }
  if (role !== undefined) for (const m of members) m.role = role;
  return { next: p, role, timed };
}

function addFlags(flags: Set<MeasurementFlag>, marker: string): void {
  const m = marker.toLowerCase();
  if (m.startsWith('*') || m.startsWith('!') || m === 'a' || m === 'abnormal') flags.add('abnormal');
  if (m === 'l' || m === 'll' || m === 'low' || m.endsWith(' low')) flags.add('low');
  if (m === 'h' || m === 'hh' || m === 'high' || m.endsWith(' high')) flags.add('high');
  if (m === 'll' || m === 'hh' || m === 'c' || m.startsWith('crit') || m.startsWith('panic')) flags.add('critical');
}

const arrowPattern = /[ \t]*(?:-{1,2}>|={1,2}>|—>|–>|→|⟶|➔|➝|⇒|>(?!=))[ \t]*/y;
const linkWordPattern = /[A-Za-z][A-Za-z/]*/y;

interface Link {
  readonly next: number;
  readonly role: MeasurementRole | undefined;
  readonly paren: boolean;
  /** Only a comma: accepted when a role phrase makes the list clear ("3.2 on admission, 1.0 at discharge"). */
  readonly bareComma: boolean;
  /** Across a semicolon, where a new clause may be about another value of the sentence. */
  readonly clause: boolean;
}

/**
 * A hospital or post-operative day, with an optional clock time: "POD1", "HD#3 0600", "D+2",
 * "day 3", "post-op day 2 14:00". It dates the value after it; it is never the value.
 */
// Or the hour of a serial draw before its value: "0 h 12 -> 3 h 310 -> 9 h 540". Or a time from
// an event: "19 ng/L at T0 -> 212 ng/L at T+3h", "T+40 min".
const dayCounter = new RegExp(
  `(?:(?:post[- ]?op(?:erative)?|hospital)[ \\t]+day|POD|HD|day|D)[ \\t]*[#+]?[ \\t]*\\d{1,2}(?![\\d.,:/A-Za-z])(?:[ \\t]+(?:[01]\\d|2[0-3]):?[0-5]\\d(?![\\d.]))?|\\d{1,2}[ \\t]?(?:h|hr|hrs)(?![A-Za-z\\d])(?=[ \\t]+[<>]?\\d)|${EVENT_TIME}(?![\\d.A-Za-z])`,
  'iy',
);

/** The assay or analyser named after the analyte: "Troponin I high-sensitivity 2,140 ng/L", "troponin T hs 52", "Creatinine i-STAT 2.3 mg/dL". */
const assayAfterName =
  /(?:high[ \t-]*sensitivity|highly[ \t-]*sensitive|high[ \t-]*sensitive|ultra[ \t-]*sensitive|hs|i-?stat|poc|point[ \t-]of[ \t-]care|central[ \t]+lab(?:oratory)?)(?![A-Za-z\d])/iy;
/** A day named by the week or a 12-hour clock time: "ABG Sunday 10:20 pm on 2 L: 7.24/81/54", "K at 3:15 am 3.1". */
const weekdayOrClock =
  /(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:[ \t]+(?:morning|afternoon|evening|night|overnight))?|(?:[1-9]|1[0-2])(?::[0-5]\d)?[ \t]*(?:am|pm|a\.m\.|p\.m\.)|noon|midnight)(?![A-Za-z\d])/iy;
/** The size of a change: "by 2 grams", "by about a gram", "by 0.5 mg/dL", "by half". */
const changeAmount =
  /by[ \t]+(?:(?:about|approximately|approx\.?|roughly|nearly|almost|around|over|more[ \t]+than|at[ \t]+least|~)[ \t]*)?(?:\d*\.?\d+|an?|one|two|three|four|five|half)(?:[ \t]*(?:g\/dl|g\/l|gm\/dl|mg\/dl|mmol\/l|meq\/l|[uµ]mol\/l|grams?|gm|g|points?|units?|%|percent|fold))?(?![A-Za-z\d.\/])/iy;
/** A value's size against the baseline, before the value: "more than twice his baseline: 2.3 mg/dL", "3x baseline at 3.1". */
const multipleOfBaseline =
  /(?:(?:more[ \t]+than|over|at[ \t]+least|nearly|almost|about|approximately|roughly|>)[ \t]*)?(?:twice|double|triple|three[ \t]+times|four[ \t]+times|\d(?:\.\d)?[ \t]*(?:x|times))[ \t]+(?:(?:his|her|the|their|its|prior|known)[ \t]+)?(?:baseline|usual|normal|upper[ \t]+limit(?:[ \t]+of[ \t]+normal)?|uln)(?![A-Za-z])/iy;
/** A change's size with its reference after it, no "by": "Plt down 62 from the pre-op value", "Hgb dropped 3 since admission". */
const bareChange =
  /(?:down|up|dropped|fell|rose|increased|decreased|declined|climbed)[ \t]+(?:\d*\.?\d+)(?:[ \t]*(?:g\/dl|g\/l|mg\/dl|mmol\/l|meq\/l|[uµ]mol\/l|k\/ul|k|grams?|points?|%))?(?=[ \t]+(?:from|since|vs\.?|versus|compared|relative)(?![A-Za-z]))/iy;
/** The time a change took: "over 48 hours", "within 2 days", "over the stay". */
const changePeriod =
  /(?:over|within|across|during|in)(?:[ \t]+the)?(?:[ \t]+(?:first|next|following|past|last|subsequent))?[ \t]+(?:\d{1,3}|a|one|two|three|four|five|six|seven|several|few|couple[ \t]+of)[ \t]*-?[ \t]*(?:hours?|hrs?|h|days?|weeks?|wks?|nights?)(?![A-Za-z\d])|over[ \t]+the[ \t]+(?:(?:hospital|whole|entire)[ \t]+)?(?:stay|admission|hospitali[sz]ation|course|weekend)(?![A-Za-z])/iy;

/** What a sticky pattern matches at `pos`, or undefined. */
function stickyMatch(pattern: RegExp, view: string, pos: number): string | undefined {
  pattern.lastIndex = pos;
  return pattern.exec(view)?.[0];
}

const samplingInterval = /(?:every[ \t]+(?:\d{1,2}|two|four|six|eight|twelve)(?:[ \t]*(?:-|to)[ \t]*\d{1,2})?[ \t]*(?:h|hr|hrs|hours?)|q[ \t]?\d{1,2}(?:-\d{1,2})?[ \t]?(?:h|hr|hrs|hours?))(?![A-Za-z\d])/iy;

/** The assay's limit named before the value it bounds: "above the reportable range (>8.0 mmol/L)". */
const assayLimit =
  /(?:above|below|beyond|outside|over|under)[ \t]+(?:the[ \t]+)?(?:upper[ \t]+|lower[ \t]+)?(?:reportable|measurable|assay|analytic(?:al)?|detectable|linear)[ \t]+(?:range|limit)(?:[ \t]+of[ \t]+(?:the[ \t]+)?(?:assay|analy[sz]er))?[ \t]*\(?/iy;

/** When a repeat was drawn: "repeat sodium six hours later was 139", "K 2 days after was 3.9". */
const elapsedTime =
  /(?:\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|several|few|couple[ \t]+of)[ \t]*-?[ \t]*(?:hours?|hrs?|h|days?|minutes?|mins?)[ \t]+(?:later|after|afterwards)(?![A-Za-z\d])/iy;
/**
 * A circumstance set off by commas between a name and its value: "repeat sodium, before any
 * intravenous fluid, was 139". Words only, no number: "K, after 40 mEq KCl, 3.9" stays unread.
 */
const circumstanceAside = /,[ \t]*(?:before|after|without|prior[ \t]+to|despite|while|off)(?![A-Za-z])[^,\d\n.;:()]{1,40}(?=,)/iy;

/**
 * Everything a gap step passes over as no value, tried in this order as one sticky pattern (one
 * attempt per step on the hot path instead of nine): a day counter, a weekday or 12-hour time,
 * the assay or analyser after the analyte, how often it was drawn, the size, reference and time
 * of a change, the assay's limit, and the time since an earlier draw.
 */
const notAValue = new RegExp(
  [dayCounter, weekdayOrClock, assayAfterName, samplingInterval, changeAmount, bareChange, multipleOfBaseline, changePeriod, assayLimit, elapsedTime].map((r) => `(?:${r.source})`).join('|'),
  'iy',
);

/** Reads what joins one value of a trend to the next: an arrow, "(baseline", ", down to", "followed by". */
const noBaselineAside = /no[ \t]+(?:known|prior|available|documented|previous)[ \t]+baseline(?:[ \t]+(?:available|known|on[ \t]+file))?[ \t]*[;,][ \t]*/iy;

function readLink(view: string, pos: number, kind: MeasurementKind): Link | undefined {
  arrowPattern.lastIndex = pos;
  const arrow = arrowPattern.exec(view);
  let p = arrow === null ? pos : pos + arrow[0].length;
  while (view.charCodeAt(p) === 32 || view.charCodeAt(p) === 9) p++;
  let comma = false;
  const semicolon = arrow === null && view.charCodeAt(p) === 59;
  let paren = false;
  // "1.1 -> peak 1.9": after an arrow only role words may come before the value.
  // A table's column rule ("i-STAT 2.3 mg/dL | central lab 1.18 mg/dL") joins like a comma.
  if (arrow === null && (view.charCodeAt(p) === 44 || view.charCodeAt(p) === 59 || view.charCodeAt(p) === 124)) {
    comma = true;
    p++;
    while (view.charCodeAt(p) === 32 || view.charCodeAt(p) === 9) p++;
  }
  if (arrow === null && view.charCodeAt(p) === 40) {
    paren = true;
    p++;
    while (view.charCodeAt(p) === 32) p++;
  }
  if (comma) {
    // "creatinine 2.3 on admit, no known baseline; improved with IVF to 1.4": an aside on the
    // series, not a value's role.
    noBaselineAside.lastIndex = p;
    const aside = noBaselineAside.exec(view);
    if (aside !== null) p += aside[0].length;
  }
  let words = 0;
  let role: MeasurementRole | undefined;
  let lastWordIsDay = false;
  let sawFrom = false;
  let sawWith = false;
  let needsTo = false;
  for (; words < 7; ) {
    dayCounter.lastIndex = p;
    assayAfterName.lastIndex = p;
    const counter = dayCounter.exec(view) ?? assayAfterName.exec(view);
    if (counter !== null) {
      // ", POD3 1.0": the day of the next value; "| central lab 1.18": the analyser of the next value.
      p += counter[0].length;
      words++;
      while (view.charCodeAt(p) === 32 || view.charCodeAt(p) === 9) p++;
      continue;
    }
    const value = readValueAt(view, p, kind);
    if (value === 'date') {
      // ", 11/5 96": the date of the next value; "; 03/2025 3.2", a month of an earlier encounter.
      const dateStart = p;
      p = dateEnd(view, p);
      if (monthAndYear.test(view.slice(dateStart, p))) role = 'baseline';
      words++;
      // "; 03/05: 3.1 mmol/L": a dated item of a list.
      if (view.charCodeAt(p) === 58) p++;
      while (view.charCodeAt(p) === 32 || view.charCodeAt(p) === 9) p++;
      continue;
    }
    if (value !== undefined) break;
    linkWordPattern.lastIndex = p;
    const m = linkWordPattern.exec(view);
    if (m === null) break;
    const w = linkWords.get(m[0].toLowerCase());
    if (w === undefined) return undefined;
    if (w !== null) role = w;
    words++;
    lastWordIsDay = m[0].toLowerCase() === 'day';
    sawFrom ||= m[0].toLowerCase() === 'from';
    // "improved with IVF to 1.4": what came with the change is a treatment, not another count,
    // when "to" then leads to the value ("2.1 with fluids 2 L" gives no value).
    const word = m[0].toLowerCase();
    if (treatmentAfterWith.has(word)) {
      sawWith = false;
      needsTo = true;
    } else {
      sawWith ||= word === 'with';
      if (word === 'to') needsTo = false;
    }
    p += m[0].length;
    while (view.charCodeAt(p) === 32 || view.charCodeAt(p) === 9) p++;
    if (view.charCodeAt(p) === 58) p++; // "baseline: 0.9"
    while (view.charCodeAt(p) === 32) p++;
  }
  if (arrow === null && !comma && !paren && words === 0) return undefined;
  // "2.3 from 1.9" runs back in time: only a role keeps it straight ("2.1 up from her baseline of 1.0").
  if (sawFrom && role === undefined) return undefined;
  // "104 with a nadir of 97" links a trend; "white count of 13 with 76 neutrophils" does not.
  if ((sawWith && role === undefined) || needsTo) return undefined;
  const value = readValueAt(view, p, kind);
  if (value === undefined || value === 'date') return undefined;
  // "1.1 by hospital day 4": a whole number after "day" counts days.
  if (lastWordIsDay && /^\d+(?!\d|\.\d)/.test(view.slice(p, p + 5))) return undefined;
  return { next: p, role, paren, bareComma: comma && words === 0 && !paren, clause: semicolon };
}

// ---------------------------------------------------------------------------------------------
// Oxygen context.

interface OxygenRead {
  readonly start: number;
  readonly end: number;
  readonly next: number;
  readonly support: OxygenSupport;
  readonly litersPerMinute: number | undefined;
  readonly fio2: number | undefined;
}

const oxygenLead = /[ \t]*,?[ \t]*((?:(?:while|when)[ \t]+)?(?:on|with|via|using|breathing|receiving|requiring))(?![A-Za-z])[ \t]*/iy;
const oxygenSpaces = /[ \t]*/y;
const oxygenFlow = /(\d{1,2}(?:\.\d+)?)[ \t]*(?:L\/min|l\/min|LPM|Lpm|lpm|L\/m|liters?(?:[ \t]*(?:per[ \t]+minute|\/min))?|litres?|L|l)(?![A-Za-z0-9])/y;
const oxygenPercent = /(\d{2,3}(?:\.\d+)?)[ \t]*%/y;
const oxygenFio2 = /FiO2[ \t]*(?:of[ \t]*)?(?:(\d{2,3})[ \t]*%?|(0?\.\d+|1\.0))(?![\d])/iy;
const oxygenSettings = /\d{1,2}[ \t]*\/[ \t]*\d{1,2}(?:[ \t]*cm(?:[ \t]*H2O)?)?(?![\d/])/iy;
const oxygenConnector = /(?:(?:of|via|by|at|and|with|the|a|supplemental|home)(?![A-Za-z0-9])|[,/])/iy;
const deviceLookup = new Map<string, OxygenSupport>();
for (const [support, phrases] of Object.entries(oxygenDeviceNames) as [OxygenSupport, readonly string[]][]) {
  for (const phrase of phrases) deviceLookup.set(deviceKey(phrase), support);
}
const oxygenDevice = new RegExp(`(?:${trieSource([...Object.values(oxygenDeviceNames).flat()].map((p) => p.replace(/-/g, ' ')), { space: '[ \\t-]*' })})(?![A-Za-z0-9])`, 'iy');

function deviceKey(phrase: string): string {
  return phrase.toLowerCase().replace(/[\s-]+/g, '');
}

/**
 * Reads "on room air", "on 4L NC", "on BiPAP 12/5 FiO2 40%", "on 100% NRB", "HFNC 40 L/60%".
 * With `needLead`, the phrase must start with on/with/via/while on.
 */
function readOxygen(view: string, pos: number, needLead: boolean): OxygenRead | undefined {
  oxygenLead.lastIndex = pos;
  const lead = oxygenLead.exec(view);
  if (lead === null && needLead) return undefined;
  let start = lead === null ? -1 : pos + lead[0].indexOf(lead[1] as string);
  let p = lead === null ? pos : pos + lead[0].length;
  let end = -1;
  let device: OxygenSupport | undefined;
  let roomAir = false;
  let other = false;
  let lpm: number | undefined;
  let fio2: number | undefined;
  const at = (pattern: RegExp): RegExpExecArray | null => {
    pattern.lastIndex = p;
    return pattern.exec(view);
  };
  for (let step = 0; step < 10; step++) {
    p += (at(oxygenSpaces) as RegExpExecArray)[0].length;
    let m: RegExpExecArray | null;
    if ((m = at(oxygenFio2)) !== null) {
      fio2 = m[1] !== undefined ? Number(m[1]) / 100 : Number(m[2]);
    } else if (lpm === undefined && (m = at(oxygenFlow)) !== null) {
      lpm = Number(m[1]);
    } else if (fio2 === undefined && (m = at(oxygenPercent)) !== null && Number(m[1]) >= 21 && Number(m[1]) <= 100) {
      fio2 = Number(m[1]) / 100;
    } else if ((device === 'bipap' || device === 'cpap' || device === 'ventilator') && (m = at(oxygenSettings)) !== null) {
      // "BiPAP 12/5": pressures belong to the phrase.
    } else if ((m = at(oxygenDevice)) !== null) {
      const support = deviceLookup.get(deviceKey(m[0]));
      if (support === 'room-air') roomAir = true;
      else if (support === 'other') other = true;
      else if (support !== undefined) device ??= support;
    } else if (start >= 0 && (m = at(oxygenConnector)) !== null) {
      // Without a lead word ("95% RA") the phrase must start with a device or a flow.
      p += m[0].length;
      continue;
    } else {
      break;
    }
    if (start < 0) start = p;
    p += m[0].length;
    end = p;
  }
  if (end < 0 || start < 0) return undefined;
  let support: OxygenSupport;
  if (device !== undefined) support = device;
  else if (roomAir) support = 'room-air';
  else if (lpm !== undefined && lpm <= 6) support = 'nasal-cannula';
  else if (lpm !== undefined && lpm > 15) support = 'high-flow';
  else if (other || lpm !== undefined || fio2 !== undefined) support = 'other';
  else return undefined;
  return { start, end, next: end, support, litersPerMinute: lpm, fio2 };
}

// ---------------------------------------------------------------------------------------------
// Units and plausibility.

/** Canonical value of a member, or undefined when it is not a plausible patient value. */
function resolve(member: Member, seriesUnit: Unit | undefined): CanonicalValue | undefined {
  const { kind } = member;
  if (member.fixed !== undefined) {
    if (!isPlausible(kind, member.fixed.value, member.fixed.unit)) return undefined;
    return { value: member.fixed.value, unit: member.fixed.unit, inferred: false };
  }
  const written = member.unit?.unit;
  let unit: Unit | undefined;
  let inferred = false;
  if (written !== undefined && written !== 'deg') {
    unit = written;
  } else if (seriesUnit !== undefined && written === undefined) {
    unit = seriesUnit;
    inferred = hasUnitChoice(kind);
  } else {
    // "T 101.5 degrees" says neither C nor F; a name such as "hs-troponin" brings its own rules.
    const own = written === 'deg' ? undefined : member.variant.assume;
    // In a tuple ("H&H 30 and 39") an odd number is a dictation slip, not an SI unit.
    const rules = own ?? (member.inTuple ? kindUnits[kind].assume.slice(0, 1) : undefined);
    unit = assumeUnit(kind, member.number, member.hasDecimal, rules);
    inferred = written === 'deg' || own !== undefined || hasUnitChoice(kind);
  }
  if (unit === undefined || !acceptsUnit(kind, unit)) return undefined;
  const converted = convertToCanonical(kind, member.number, unit);
  if (!isPlausible(kind, converted.value, converted.unit)) return undefined;
  member.resolved = unit;
  if (member.ref !== undefined) flagFromReference(member);
  if (member.upper === undefined) return { value: converted.value, unit: converted.unit, inferred };
  const upper = convertToCanonical(kind, member.upper, unit);
  return { value: converted.value, upper: upper.value, unit: converted.unit, inferred };
}

/** "K 3.1 (ref 3.5-5.1)" is low even without an "L". */
function flagFromReference(member: Member): void {
  const ref = member.ref;
  if (ref === undefined) return;
  if (ref.comparator === '<') {
    if (member.number >= ref.low) member.flags.add('high');
  } else if (ref.comparator === '>') {
    if (member.number <= ref.low) member.flags.add('low');
  } else if (ref.high !== undefined && ref.high > ref.low) {
    if (member.number < ref.low) member.flags.add('low');
    if (member.number > ref.high) member.flags.add('high');
  }
}

/** Resolved, and inside the span printed beside it ("K 5.2 (ref 3.5-5.3)"), as flagFromReference reads it. */
function isWithinReference(member: Member): boolean {
  const ref = member.ref;
  return (
    member.resolved !== undefined && ref !== undefined && ref.comparator === '' && ref.high !== undefined && ref.high > ref.low &&
    member.number >= ref.low && member.number <= ref.high
  );
}

// ---------------------------------------------------------------------------------------------
// Values named by their unit alone: "38.6°C", "130 bpm", "32 breaths per minute", "41 kg/m2".

const unitNamedPattern =
  /(?<![\d.,/A-Za-z])(?<![-–—~][ \t]?)(\d{2,3}(?:\.\d{1,2})?)[ \t]*(?:(°[ \t]*[CF]|º[ \t]*[CF]|degrees?[ \t]+(?:Fahrenheit|Celsius|centigrade|F|C)|deg[ \t]*[CF])|(bpm|beats[ \t]+per[ \t]+minute|beats\/min)|(breaths[ \t]+per[ \t]+minute|breaths\/min)|(kg\/m2|kg\/m\^2|kg\/m²))(?![A-Za-z0-9])/gi;

/** A value read outside a name's own reading (a lab-grid cell, "101.5 F"): nothing but its number, comparator and unit. */
function looseMember(
  kind: MeasurementKind,
  at: { readonly start: number; readonly valueStart: number; readonly valueEnd: number; readonly end: number },
  digits: string,
  comparator: Comparator,
  unit: Member['unit'],
): Member {
  return {
    kind,
    variant: { name: '' },
    exprStart: at.start,
    valueStart: at.valueStart,
    valueEnd: at.valueEnd,
    number: Number(digits),
    upper: undefined,
    hasDecimal: digits.includes('.'),
    comparator,
    role: undefined,
    unit,
    fixed: undefined,
    flags: new Set(),
    oxygen: undefined,
    ref: undefined,
    end: at.end,
    canonical: undefined,
    resolved: undefined,
    inTuple: false,
  };
}

/** The draft of a loose member, or undefined when its value is not plausible for the kind. */
function looseDraft(member: Member, name: TextSpan, chain: number | undefined, blockIndex: number): Draft | undefined {
  const canonical = resolve(member, undefined);
  if (canonical === undefined) return undefined;
  return {
    kind: member.kind,
    start: member.exprStart,
    end: member.end,
    name,
    valueStart: member.valueStart,
    valueEnd: member.valueEnd,
    number: member.number,
    upper: undefined,
    unit: member.unit,
    canonical,
    comparator: member.comparator,
    flags: member.flags,
    role: undefined,
    oxygen: undefined,
    chain,
    blockIndex,
    inVitals: false,
    withinReference: isWithinReference(member),
  };
}

// ---------------------------------------------------------------------------------------------
// Lab grids: the names across a header line, one row per draw.
//
//   Date    WBC [4.0-11.0]   Hgb [12.0-16.0]   PLT [150-400]
//   10/08   14.2 H           11.4 L            112 L
//
// A cell is text set apart by two or more spaces or a tab. A row's value belongs to the header
// column that starts nearest to it (values sit under their names), within a few characters.
// In a pipe table ("| Date | Na | K |", a "|---|---|" rule under it), or a table exported as
// CSV or TSV ("Date,Na,K,Cr"), a cell is what stands between two delimiters, and a value belongs
// to the header cell in the same position.

const GRID_ALIGN = 6;
const gridCellPattern = /[^ \t]+(?: [^ \t]+)*/g;
// After the name: a bracketed range, a unit, or a unit then a bracket ("K/uL (ref 150-400)").
const gridHeaderExtra = /^(?:[[(][^\])\n]*[\])]|[A-Za-zµμ%/^0-9.]+\/[A-Za-z]+(?:[ \t]+[[(][^\])\n]*[\])])?)$/;
const gridRowLabel = /^(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?: \d{1,2}:?\d{2})?|\d{1,2}:\d{2}|(?:HD|POD|day|D)[ #]?\d{1,2}|admission|admit|discharge|d\/c|baseline|peak|today)$/i;
const gridValuePattern = /^([<>]?)(\d*\.?\d+)(?: ?(H|L|HH|LL|\*+))?$/;

interface GridCell {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** Its position in a pipe-table row (0 is the row label), or -1 in a space-aligned grid. */
  readonly index: number;
}

const pipeRow = /^[ \t]*\|/;
const pipeRule = /^:?-{2,}:?$/;
const referenceRowLabel = /^(?:ref(?:erence)?(?:[ \t]+(?:range|interval|values?))?|normal(?:[ \t]+range)?|range|units?|flag)s?:?$/i;

function withoutCr(text: string, lineStart: number, lineEnd: number): number {
  return lineEnd > lineStart && text.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd;
}

/**
 * The delimiter of a table exported as values between marks: a pipe table's pipes, or the tabs
 * or commas of a TSV or CSV export ("Date,Na,K,Cr" over "2025-07-02,134,3.9,1.12"). A line
 * aligned with runs of spaces is a spaced grid instead.
 */
function delimiterOf(line: string): '|' | '\t' | ',' | undefined {
  if (pipeRow.test(line)) return '|';
  const tabs = line.split('\t').length - 1;
  if (tabs >= 2) return '\t';
  if (line.split(',').length - 1 >= 2 && !/ {2,}/.test(line)) return ',';
  return undefined;
}

function gridCells(text: string, lineStart: number, lineEnd: number): GridCell[] {
  const line = text.slice(lineStart, lineEnd);
  const delimiter = delimiterOf(line);
  if (delimiter !== undefined) return delimitedCells(line, lineStart, delimiter);
  const cells: GridCell[] = [];
  gridCellPattern.lastIndex = 0;
  for (let m = gridCellPattern.exec(line); m !== null; m = gridCellPattern.exec(line)) {
    cells.push({ start: lineStart + m.index, end: lineStart + m.index + m[0].length, text: m[0], index: -1 });
  }
  return cells;
}

/**
 * The cells between the delimiters of a line, trimmed, with their positions; empty cells keep
 * their place. A pipe row's first cell starts after its opening pipe; a CSV or TSV row's at the line.
 */
function delimitedCells(line: string, lineStart: number, delimiter: '|' | '\t' | ','): GridCell[] {
  const cells: GridCell[] = [];
  const first = delimiter === '|' ? line.indexOf('|') : -1;
  let index = 0;
  for (let from = first + 1; from < line.length; index++) {
    let to = line.indexOf(delimiter, from);
    if (to < 0) to = line.length;
    let a = from;
    let b = to;
    while (a < b && (line.charCodeAt(a) === 32 || line.charCodeAt(a) === 9)) a++;
    while (b > a && (line.charCodeAt(b - 1) === 32 || line.charCodeAt(b - 1) === 9)) b--;
    if (b > a) cells.push({ start: lineStart + a, end: lineStart + b, text: line.slice(a, b), index });
    from = to + 1;
  }
  return cells;
}

function findGridDrafts(text: string, hits: readonly NameHit[], blocks: readonly TextSpan[], claimed: readonly TextSpan[], nextChain: () => number): Draft[] {
  const out: Draft[] = [];
  for (let i = 0; i < hits.length; ) {
    const lineStart = text.lastIndexOf('\n', (hits[i] as NameHit).start - 1) + 1;
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    let j = i;
    while (j < hits.length && (hits[j] as NameHit).start < lineEnd) j++;
    const header = gridHeader(text, hits.slice(i, j), lineStart, withoutCr(text, lineStart, lineEnd));
    i = j;
    if (header === undefined) continue;
    const columns = header.map((h) => ({ ...h, values: [] as { cell: GridCell; digits: string; comparator: Comparator; valueText: string; flag: string | undefined }[] }));
    const delimiter = delimiterOf(text.slice(lineStart, withoutCr(text, lineStart, lineEnd)));
    const delimited = delimiter !== undefined;
    for (let rowStart = lineEnd + 1; rowStart < text.length; ) {
      let rowEnd = text.indexOf('\n', rowStart);
      if (rowEnd < 0) rowEnd = text.length;
      const row = withoutCr(text, rowStart, rowEnd);
      // A delimited table ends at the first line cut another way.
      if (delimited && delimiterOf(text.slice(rowStart, row)) !== delimiter) break;
      const cells = gridCells(text, rowStart, row);
      // The rule under the header, and a row of reference ranges or units, hold no readings.
      if (delimited && cells.length > 0 && (cells.every((c) => pipeRule.test(c.text)) || (cells[0]!.index === 0 && referenceRowLabel.test(cells[0]!.text)))) {
        rowStart = rowEnd + 1;
        continue;
      }
      let values = 0;
      for (const [k, cell] of cells.entries()) {
        if (k === 0 && (gridRowLabel.test(cell.text) || (delimited && cell.index === 0))) continue;
        const v = gridValuePattern.exec(cell.text);
        if (v === null) {
          if (isEmptyCell(cell.text)) continue;
          // Between delimiters a cell is bounded: one that is not a bare value ("98% RA", "05:00") is skipped, not the row's end.
          if (delimited) continue;
          values = -1;
          break;
        }
        const column = delimited ? columns.find((c) => c.column === cell.index) : nearestColumn(columns, cell.start - rowStart);
        if (column === undefined) continue;
        column.values.push({ cell, digits: v[2] ?? '', comparator: v[1] === '<' ? '<' : v[1] === '>' ? '>' : '=', valueText: `${v[1] ?? ''}${v[2] ?? ''}`, flag: v[3] });
        values++;
      }
      if (values <= 0) break;
      rowStart = rowEnd + 1;
    }
    for (const column of columns) {
      if (column.kind === null) continue;
      const chain = column.values.length > 1 ? nextChain() : undefined;
      for (const { cell, digits, comparator, valueText, flag } of column.values) {
        if (claimed.some((c) => c.start < cell.end && cell.start < c.end)) continue;
        const b = blocks.findIndex((bl) => bl.start <= cell.start && cell.end <= bl.end);
        if (b < 0) continue;
        const member = looseMember(column.kind, { start: cell.start, valueStart: cell.start + (comparator === '=' ? 0 : 1), valueEnd: cell.start + valueText.length, end: cell.end }, digits, comparator, undefined);
        if (flag !== undefined) addFlags(member.flags, flag);
        const draft = looseDraft(member, column.name, chain, b);
        if (draft !== undefined) out.push(draft);
      }
    }
  }
  return out;
}

/** A qualifier written before a lab name in a grid header: "POC glucose", "serum K". */
const gridNameQualifier = /^(?:poc|serum|plasma|whole blood|venous|arterial|bedside|fingerstick|ionized)[ \t]+$/i;
/** A grid header cell for an analyte clinval does not read ("Mg (1.7-2.4)", "Phos"): its column is kept so its values go nowhere. */
const gridOtherAnalyte = /^[A-Za-z][A-Za-z0-9+-]{0,14}(?: [A-Za-z][A-Za-z0-9+-]{0,14}){0,2}$/;

/**
 * The columns of a grid header line: two or more lab names, each cell a name with at most a
 * qualifier before it and a range or unit after it. A cell naming another analyte keeps its
 * column (kind null), so the values under it are not given to a neighbour.
 */
function gridHeader(text: string, lineHits: readonly NameHit[], lineStart: number, lineEnd: number): { kind: MeasurementKind | null; name: TextSpan; column: number }[] | undefined {
  const named = lineHits.filter((h) => h.info !== null && h.info.tuple === undefined && h.info.kinds.length === 1);
  if (named.length < 2) return undefined;
  const cells = gridCells(text, lineStart, lineEnd);
  const columns: { kind: MeasurementKind | null; name: TextSpan; column: number }[] = [];
  for (const [k, cell] of cells.entries()) {
    const hit = named.find((h) => h.start >= cell.start && h.start < cell.end && (h.start === cell.start || gridNameQualifier.test(text.slice(cell.start, h.start))));
    const rest = hit === undefined ? '' : text.slice(hit.end, cell.end).trim();
    if (hit === undefined || (rest !== '' && !gridHeaderExtra.test(rest))) {
      if (k === 0 && /^(?:date|time|day|draw|drawn|collected|test|lab|date\/time|date & time|datetime)s?$/i.test(cell.text)) continue;
      const bare = cell.text.replace(/[ \t]*[[(][^\])\n]*[\])]$/, '');
      if (k > 0 && gridOtherAnalyte.test(bare)) {
        columns.push({ kind: null, name: { start: cell.start, end: cell.start + bare.length }, column: columnOf(cell, lineStart) });
        continue;
      }
      return undefined;
    }
    columns.push({ kind: (hit.info as NameInfo).kinds[0] as MeasurementKind, name: { start: hit.start, end: hit.end }, column: columnOf(cell, lineStart) });
  }
  return columns.filter((c) => c.kind !== null).length >= 2 ? columns : undefined;
}

/** A header cell's column: its position in a pipe table, else its offset in the line. */
function columnOf(cell: GridCell, lineStart: number): number {
  return cell.index >= 0 ? cell.index : cell.start - lineStart;
}

function nearestColumn<T extends { column: number }>(columns: readonly T[], at: number): T | undefined {
  let best: T | undefined;
  for (const c of columns) if (Math.abs(c.column - at) <= GRID_ALIGN && (best === undefined || Math.abs(c.column - at) < Math.abs(best.column - at))) best = c;
  return best;
}

function findUnitNamed(text: string, blocks: readonly TextSpan[], claimed: readonly TextSpan[]): Draft[] {
  const out: Draft[] = [];
  let c = 0;
  let b = 0;
  unitNamedPattern.lastIndex = 0;
  for (let m = unitNamedPattern.exec(text); m !== null; m = unitNamedPattern.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    while (c < claimed.length && (claimed[c] as TextSpan).end <= start) c++;
    const claim = claimed[c];
    if (claim !== undefined && claim.start < end) continue;
    while (b < blocks.length && (blocks[b] as TextSpan).end < end) b++;
    const block = blocks[b];
    if (block === undefined || block.start > start) continue;
    const kind: MeasurementKind = m[2] !== undefined ? 'temperature' : m[3] !== undefined ? 'heart-rate' : m[4] !== undefined ? 'respiratory-rate' : 'bmi';
    const numberText = m[1] as string;
    const unitStart = start + m[0].indexOf(m[2] ?? m[3] ?? m[4] ?? m[5] ?? '', numberText.length);
    const written = readWrittenUnit(text, unitStart, () => true);
    if (written?.unit === undefined) continue;
    const member = looseMember(kind, { start, valueStart: start, valueEnd: start + numberText.length, end }, numberText, '=', { unit: written.unit, start: unitStart, end });
    const draft = looseDraft(member, { start: unitStart, end }, undefined, b);
    if (draft !== undefined) out.push(draft);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Admission and discharge values in one slash pair: "K 3.1/4.4 (adm/dc)", "Cr 2.1/1.3 on adm/dc".

const admissionDischargePair =
  /[ \t]*[:=]?[ \t]*(\d+(?:\.\d+)?)[ \t]*\/[ \t]*(\d+(?:\.\d+)?)[ \t]*(?:\([ \t]*(?:on[ \t]+)?adm(?:ission|it)?[ \t]*\/[ \t]*(?:dc|d\/c|disch(?:arge)?)[ \t]*\)|(?:on[ \t]+|at[ \t]+)?adm(?:ission|it)?[ \t]*\/[ \t]*(?:dc|d\/c|disch(?:arge)?)(?![A-Za-z]))/iy;

/** A single-kind lab name followed by "a/b (adm/dc)": the admission value, then the discharge one, as a series. */
function findAdmissionDischargePairs(text: string, hits: readonly NameHit[], blocks: readonly TextSpan[], claimed: readonly TextSpan[], nextChain: () => number): Draft[] {
  const out: Draft[] = [];
  let b = 0;
  for (const hit of hits) {
    const kind = hit.info?.kinds.length === 1 ? hit.info.kinds[0]! : undefined;
    if (kind === undefined || !bloodKinds.has(kind)) continue;
    admissionDischargePair.lastIndex = hit.end;
    const m = admissionDischargePair.exec(text);
    if (m === null) continue;
    const end = hit.end + m[0].length;
    if (claimed.some((c) => c.start < end && hit.start < c.end)) continue;
    while (b < blocks.length && (blocks[b] as TextSpan).end < end) b++;
    const block = blocks[b];
    if (block === undefined || block.start > hit.start) continue;
    const first = hit.end + m[0].indexOf(m[1]!);
    const second = hit.end + m[0].indexOf(m[2]!, first - hit.end + m[1]!.length);
    const chain = nextChain();
    const pair: [number, string, MeasurementRole][] = [[first, m[1]!, 'admission'], [second, m[2]!, 'discharge']];
    const drafts = pair.map(([at, digits, role]) => {
      const member = looseMember(kind, { start: at, valueStart: at, valueEnd: at + digits.length, end: at + digits.length }, digits, '=', undefined);
      const draft = looseDraft(member, hit, chain, b);
      return draft === undefined ? undefined : { ...draft, role };
    });
    if (drafts.every((d) => d !== undefined)) out.push(...(drafts as Draft[]));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Output.

/** One-letter vitals ("P 88", "R 18") are kept only within 40 characters of another vital sign. */
function keepVitalLetters(drafts: Draft[]): Draft[] {
  if (!drafts.some((d) => d.inVitals)) return drafts;
  const sorted = [...drafts].sort((a, b) => a.start - b.start);
  const near = (i: number): boolean => {
    const d = sorted[i] as Draft;
    // Findings are sorted by start and none is longer than a few hundred characters, so the
    // search stops as soon as starts are too far apart.
    for (const step of [-1, 1]) {
      for (let j = i + step; j >= 0 && j < sorted.length; j += step) {
        const o = sorted[j] as Draft;
        if (Math.abs(o.start - d.start) > 400) break;
        if (o.blockIndex === d.blockIndex && vitalKinds.has(o.kind) && Math.max(o.start - d.end, d.start - o.end) <= 40) return true;
      }
    }
    return false;
  };
  return sorted.filter((d, i) => !d.inVitals || near(i));
}

const kindOrder = new Map<MeasurementKind, number>(measurementKinds.map((k, i) => [k, i]));

function finish(text: string, drafts: Draft[]): Measurement[] {
  drafts.sort((a, b) => a.start - b.start || b.end - a.end || a.valueStart - b.valueStart || (kindOrder.get(a.kind) ?? 0) - (kindOrder.get(b.kind) ?? 0));
  const chainSize = new Map<number, number>();
  for (const d of drafts) if (d.chain !== undefined) chainSize.set(d.chain, (chainSize.get(d.chain) ?? 0) + 1);
  const seriesIds = new Map<number, { id: number; seen: number }>();
  let nextSeries = 0;
  return drafts.map((d) => {
    const size = d.chain === undefined ? 0 : (chainSize.get(d.chain) ?? 0);
    let series: SeriesRef | undefined;
    if (d.chain !== undefined && size > 1) {
      let entry = seriesIds.get(d.chain);
      if (entry === undefined) {
        entry = { id: nextSeries++, seen: 0 };
        seriesIds.set(d.chain, entry);
      }
      series = { id: entry.id, index: entry.seen++, length: size };
    }
    const value: MeasuredValue =
      d.upper === undefined ? { ...quoteSpan(text, d.valueStart, d.valueEnd), number: d.number } : { ...quoteSpan(text, d.valueStart, d.valueEnd), number: d.number, upper: d.upper };
    const measurement: Measurement = {
      kind: d.kind,
      start: d.start,
      end: d.end,
      text: text.slice(d.start, d.end),
      name: quoteSpan(text, d.name.start, d.name.end),
      value,
      unit: d.unit === undefined ? null : quoteSpan(text, d.unit.start, d.unit.end),
      canonical: d.canonical,
      comparator: d.comparator,
      flags: measurementFlags.filter((f) => d.flags.has(f)),
      ...(series === undefined ? {} : { series }),
      ...(d.role === undefined ? {} : { role: d.role }),
      ...(d.oxygen === undefined ? {} : { oxygen: toOxygenContext(text, d.oxygen) }),
      ...(d.endOfFall === true ? { endOfFall: true as const } : {}),
      ...((d.kind === 'pco2' || d.kind === 'ph') && ofVenousGas(text, d, true) ? { venous: true as const } : {}),
      ...(d.withinReference ? { withinReference: true as const } : {}),
    };
    return measurement;
  });
}

function toOxygenContext(text: string, read: OxygenRead): OxygenContext {
  return {
    support: read.support,
    ...(read.litersPerMinute === undefined ? {} : { litersPerMinute: read.litersPerMinute }),
    ...(read.fio2 === undefined ? {} : { fio2: round(read.fio2) }),
    text: quoteSpan(text, read.start, read.end),
  };
}

// A name alone at the end of its line with its value opening the next one ("ABG pH\n7.29, pCO2\n58",
// "Sodium\n128 mmol/L"): lab results pasted from a viewer that prints name and value on two lines.
// Not a numbered list item ("Creatinine\n2. Acute kidney injury") and not across a blank line.
const valueOpensLine = /^[ \t]*(?:[<>]=?|≤|≥)?[ \t]*\d+(?:\.\d+)?(?![.)][ \t]|\d|[.)]$)/;

function joinNameLineToValueLine(text: string, blocks: TextSpan[], hits: readonly NameHit[]): TextSpan[] {
  if (blocks.length < 2) return blocks;
  const nameEnds = new Set<number>();
  for (const hit of hits) if (hit.info !== null) nameEnds.add(hit.end);
  const out: TextSpan[] = [];
  for (const block of blocks) {
    const previous = out[out.length - 1];
    if (previous !== undefined && endsWithName(text, previous, nameEnds) && /^[ \t]*\r?\n[ \t]*$/.test(text.slice(previous.end, block.start)) && valueOpensLine.test(text.slice(block.start, block.end))) {
      out[out.length - 1] = { start: previous.start, end: block.end };
    } else out.push(block);
  }
  return out;
}

function endsWithName(text: string, block: TextSpan, nameEnds: ReadonlySet<number>): boolean {
  let end = block.end;
  while (end > block.start && /[\s:]/.test(text.charAt(end - 1))) end--;
  return nameEnds.has(end);
}

function normaliseBlocks(text: string, blocks: readonly TextSpan[] | undefined): TextSpan[] {
  if (blocks === undefined) return [{ start: 0, end: text.length }];
  if (!Array.isArray(blocks)) throw new InputError('extractMeasurements: options.blocks must be an array of { start, end } spans.');
  const out = blocks.map((block: TextSpan) => {
    const { start, end } = block;
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end > text.length) {
      throw new SpanRangeError(`extractMeasurements: block { start: ${String(start)}, end: ${String(end)} } is outside the text of length ${text.length}.`);
    }
    return { start, end };
  });
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}

function isWordCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isSpaceCode(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 160;
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
