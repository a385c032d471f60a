/**
 * Measurements layer: lab values and vital signs read from note text with exact offsets and
 * normalised to canonical units (criteria-reference §1.6).
 *
 * @example extractMeasurements('Cr 186 µmol/L') → creatinine 2.1041 mg/dL
 */
export { extractMeasurements, comparators, measurementFlags, measurementRoles, oxygenSupports } from './lab-values';
export type {
  CanonicalValue,
  Comparator,
  ExtractMeasurementsOptions,
  MeasuredValue,
  Measurement,
  MeasurementFlag,
  MeasurementRole,
  OxygenContext,
  OxygenSupport,
  SeriesRef,
} from './lab-values';
export { canonicalUnitOf, canonicalUnits, convertToCanonical, isPlausible, kindUnits, measurementKinds, units } from './units';
export type { AssumeRule, CanonicalUnit, Conversion, Converted, KindUnits, MeasurementKind, PlausibleRange, Unit } from './units';
export { labNames, pseudoNames } from './lab-names';
export type { LabNameEntry, NameSpec, NameVariant, TupleStyle } from './lab-names';
