import type { StoredAnalysis } from '../../../adapters/store/claim-store';

/** Note text with what stores must keep byte for byte: CRLF, tabs, non-ASCII, astral characters. */
export const TRICKY_TEXT =
  'DISCHARGE SUMMARY\r\nHPI: 67 y/o with fever 38.9\u00b0C,\tHR 118,\r\nlactate 4.2 mmol/L \u2014 sepsis.\r\n' +
  'Patient said: "I\'m fine" \\ back\\slash, na\u00efve caf\u00e9, \u00e5\u00e4\u00f6, \u6025\u6027\u814e\u640d\u50b7, ' +
  '\u05e2\u05d1\u05e8\u05d9\u05ea, emoji \ud83e\udec0\ud83d\udc89, e\u0301 combining, line\u2028separator\r\n\r\nPlan: home.\n';

let counter = 0;

export interface RecordSpec {
  readonly claim_id?: string;
  readonly analyzed_at?: string;
  readonly date_of_service_start?: string;
  readonly date_of_service_end?: string;
  readonly billing_provider_npi?: number;
  readonly text?: string;
}

/** A complete analysis as the service stores it; fields not given get distinct defaults. */
export function makeRecord(spec: RecordSpec = {}): StoredAnalysis {
  counter++;
  const text = spec.text ?? `DISCHARGE SUMMARY\nCreatinine rose from 1.0 to 2.4 mg/dL. Case ${counter}.\n`;
  const quote = 'Creatinine rose from 1.0 to 2.4 mg/dL';
  const start = Math.max(0, text.indexOf(quote));
  return {
    claim_id: spec.claim_id ?? `c${String(counter).padStart(6, '0')}-${Math.random().toString(16).slice(2, 10)}`,
    claim: {
      ...(spec.date_of_service_start === undefined ? {} : { date_of_service_start: spec.date_of_service_start }),
      ...(spec.date_of_service_end === undefined ? {} : { date_of_service_end: spec.date_of_service_end }),
      ...(spec.billing_provider_npi === undefined ? {} : { billing_provider_npi: spec.billing_provider_npi }),
      plan_id: 'PLAN-A',
      principal_diagnosis: { code: 'N17.9', present_on_admission: 'Y' },
      secondary_diagnosis: [{ code: 'E871', present_on_admission: 'N' }],
      procedures: [],
      discharge_status: 1,
      drg: '683',
    },
    discharge_summary: { text },
    validation: [
      {
        diagnosis: { code: 'N17.9', present_on_admission: 'Y' },
        determination: {
          result: 'Supported',
          confidence: 0.87,
          reasoning: 'Creatinine rise of 1.4 mg/dL within 48 hours meets KDIGO stage 2.',
          evidence: [
            {
              criteria: 'creatinine-rise',
              source: { start_index: start, end_index: start + quote.length, text: text.slice(start, start + quote.length) },
              evaluation: 'Supports',
            },
          ],
        },
      },
      { diagnosis: { code: 'E871', present_on_admission: 'N' }, determination: { result: 'NoDetermination', confidence: 0.5, reasoning: 'No sodium value.', evidence: [] } },
    ],
    provenance: {
      engine: '0.1.0',
      packs: [{ id: 'aki', version: '1.0.0' }],
      profile: 'default',
      profile_via: 'default',
      plan_id: 'PLAN-A',
      decisions: [{ code: 'N179', pack: 'aki', step: 'criteria-met', met: ['creatinine-rise'] }],
    },
    analyzed_at: spec.analyzed_at ?? new Date(Date.UTC(2025, 0, 1) + counter * 1000).toISOString(),
  };
}
