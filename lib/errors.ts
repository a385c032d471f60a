/**
 * One catalogue of errors with stable codes. Each message says what went wrong and what to do
 * next, and quotes the offending input (never note text: it may hold PHI).
 */
export const errorCodes = {
  RULE_INVALID: 'A ConText rule or pack definition is malformed; fix the named field.',
  SPAN_RANGE: 'A span lies outside the text or has end < start.',
  UNIT_UNKNOWN: 'A unit has no conversion to the canonical unit of its measurement.',
  INPUT_INVALID: 'An argument to a public function has the wrong shape.',
  PACK_INVALID: 'A criteria pack failed its load-time checks.',
} as const;

export type ClinvalErrorCode = keyof typeof errorCodes;

export class ClinvalError extends Error {
  readonly code: ClinvalErrorCode;
  constructor(code: ClinvalErrorCode, message: string) {
    super(message);
    this.name = 'ClinvalError';
    this.code = code;
  }
}

export class RuleValidationError extends ClinvalError {
  constructor(message: string) {
    super('RULE_INVALID', message);
    this.name = 'RuleValidationError';
  }
}

export class SpanRangeError extends ClinvalError {
  constructor(message: string) {
    super('SPAN_RANGE', message);
    this.name = 'SpanRangeError';
  }
}

export class UnitError extends ClinvalError {
  constructor(message: string) {
    super('UNIT_UNKNOWN', message);
    this.name = 'UnitError';
  }
}

export class InputError extends ClinvalError {
  constructor(message: string) {
    super('INPUT_INVALID', message);
    this.name = 'InputError';
  }
}

export class PackValidationError extends ClinvalError {
  constructor(message: string) {
    super('PACK_INVALID', message);
    this.name = 'PackValidationError';
  }
}

/** Cross-realm guard: checks the shape, not the prototype chain (jest and worker realms differ). */
export function isClinvalError(value: unknown): value is ClinvalError {
  if (!(value instanceof Error)) return false;
  const code: unknown = (value as unknown as { code?: unknown }).code;
  return typeof code === 'string' && code in errorCodes;
}
