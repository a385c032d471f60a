import { z } from 'zod';

/**
 * Request schemas: the single source of the rules in design.md's decision table. The same
 * objects validate requests and generate docs/openapi.yaml, so the two cannot disagree.
 */

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD')
  .refine(isCalendarDate, 'not a calendar date')
  .meta({ format: 'date' });

const icd10cm = z
  .string()
  .regex(/^[A-Za-z][0-9][0-9A-Za-z](?:\.?[0-9A-Za-z]{1,4})?$/, 'not an ICD-10-CM code (e.g. N17.9 or N179)')
  .meta({ description: 'ICD-10-CM code, dotted or undotted, any case' });

const presentOnAdmission = z.enum(['Y', 'N', 'U', 'W', '1'], 'expected one of Y, N, U, W, 1');

export const diagnosisSchema = z.object({
  code: icd10cm,
  present_on_admission: presentOnAdmission.optional(),
});

const procedureSchema = z.object({
  code: z.string().regex(/^[0-9A-HJ-NP-Za-hj-np-z]{7}$/, 'not an ICD-10-PCS code (7 characters)'),
});

// Real NPIs are 10 digits and many exceed int32, so up to 9,999,999,999 is accepted (design.md).
const npi = z.number('expected an integer').int('expected an integer').min(0, 'must not be negative').max(9_999_999_999, 'at most 10 digits');

export const claimSchema = z
  .object({
    date_of_service_start: calendarDate.optional(),
    date_of_service_end: calendarDate.optional(),
    plan_id: z.string().min(1, 'must not be empty').max(128, 'at most 128 characters').optional(),
    billing_provider_npi: npi.optional(),
    principal_diagnosis: diagnosisSchema.optional(),
    secondary_diagnosis: z.array(diagnosisSchema).max(100, 'at most 100 diagnoses').optional(),
    admitting_diagnosis: diagnosisSchema.optional(),
    procedures: z.array(procedureSchema).max(100, 'at most 100 procedures').optional(),
    discharge_status: z.number('expected an integer').int('expected an integer').min(0, 'must be 0..100').max(100, 'must be 0..100').optional(),
    drg: z.string().min(1, 'must not be empty').max(16, 'at most 16 characters').optional(),
  })
  .refine((c) => Boolean(c.principal_diagnosis || c.admitting_diagnosis || (c.secondary_diagnosis?.length ?? 0) > 0), {
    message: 'at least one diagnosis is required',
  })
  .refine((c) => !(c.date_of_service_start && c.date_of_service_end && c.date_of_service_start > c.date_of_service_end), {
    message: 'date_of_service_start is after date_of_service_end',
    path: ['date_of_service_start'],
  });

export const validateRequestSchema = z.object({
  claim: claimSchema,
  discharge_summary: z.object({
    text: z.string('expected a string').min(1, 'must not be empty').refine((t) => t.trim().length > 0, 'must not be blank'),
  }),
});

export const queryRequestSchema = z
  .object({
    claim_id: z.string().min(1, 'must not be empty').max(128, 'at most 128 characters').optional(),
    date_of_service_start: calendarDate.optional(),
    date_of_service_end: calendarDate.optional(),
    billing_provider_npi: npi.optional(),
    limit: z.number('expected an integer').int('expected an integer').min(1, 'must be 1..1000').max(1000, 'must be 1..1000').default(10),
  })
  .refine((q) => !(q.date_of_service_start && q.date_of_service_end && q.date_of_service_start > q.date_of_service_end), {
    message: 'date_of_service_start is after date_of_service_end',
    path: ['date_of_service_start'],
  });

export type ValidateRequestBody = z.infer<typeof validateRequestSchema>;
export type QueryRequestBody = z.infer<typeof queryRequestSchema>;

function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The reason a request was refused, for X-Error-Reason: the field path and what is wrong.
 * Never the value sent (it may be note text) and never a line break (header injection).
 */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid request';
  const path = issue.path.length > 0 ? issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '') : 'body';
  // Our schemas carry their own messages; zod's generic ones ("Invalid input: ...") are
  // replaced by the expected type, which never echoes the value sent.
  let message = issue.message;
  if (/^invalid/i.test(message)) {
    message = issue.code === 'invalid_type' ? `expected ${issue.expected === 'int' ? 'an integer' : issue.expected}` : 'invalid value';
  }
  return headerSafe(`${path}: ${message}`);
}

/** Printable ASCII only, at most 200 characters. */
export function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, ' ').slice(0, 200);
}

// ---- responses: documented in OpenAPI and checked against real responses in the tests ------

const evidenceSchema = z.object({
  criteria: z.string().meta({ description: 'The criterion assessed, as the criteria pack names it' }),
  source: z.object({
    start_index: z.number().int().min(0).meta({ description: 'UTF-16 offset into discharge_summary.text (inclusive)' }),
    end_index: z.number().int().min(0).meta({ description: 'UTF-16 offset into discharge_summary.text (exclusive)' }),
    text: z.string().meta({ description: 'Exactly text.slice(start_index, end_index)' }),
  }),
  evaluation: z.enum(['Supports', 'Rejects', 'Other']),
});

export const validationSchema = z.array(
  z.object({
    diagnosis: diagnosisSchema,
    determination: z.object({
      result: z.enum(['Supported', 'Unsupported', 'NoDetermination']),
      confidence: z.number().min(0).max(1),
      reasoning: z.string(),
      evidence: z.array(evidenceSchema),
    }),
  }),
);

export const validateResponseSchema = z.object({
  claim_id: z.string().meta({ description: 'Generated UUID, usable in /query' }),
  validation: validationSchema,
});

export const queryResponseSchema = z.array(
  z.object({
    claim_id: z.string(),
    claim: claimSchema,
    discharge_summary: z.object({ text: z.string() }),
    validation: validationSchema,
  }),
);
