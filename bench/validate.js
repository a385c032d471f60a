#!/usr/bin/env node
// npm run bench:validate: validateClaim on a claim with 10 diagnoses and a 10,000-character
// summary (real notes concatenated and cut). Prints the median and p90 of 200 runs after 50
// untimed warm-up runs.
'use strict';
const { performance } = require('node:perf_hooks');

const { summariesDir, readSummaries } = require('./summaries');

const notes = readSummaries().map((n) => n.text);
if (notes.length === 0) {
  console.log(`bench:validate skipped: no summaries at ${summariesDir} (set CLINVAL_SUMMARIES)`);
  process.exit(0);
}
const text = notes.join('\n\n').slice(0, 10_000);

const { createClaimValidator } = require('../dist/lib/index.js');
const t0 = performance.now();
const validator = createClaimValidator();
const claim = {
  plan_id: 'BENCH',
  principal_diagnosis: { code: 'A41.9' },
  secondary_diagnosis: ['J96.01', 'N17.9', 'E87.1', 'I50.23', 'D62', 'J18.9', 'E43', 'I10', 'E11.9'].map((code) => ({ code })),
};
validator.validateClaim({ claim, discharge_summary: { text } });
const setupMs = performance.now() - t0;

// Warm-up runs (not timed) let the JIT settle, as it has in a service that has been up a while.
for (let i = 0; i < 50; i++) validator.validateClaim({ claim, discharge_summary: { text } });

const times = [];
for (let i = 0; i < 200; i++) {
  const start = performance.now();
  validator.validateClaim({ claim, discharge_summary: { text } });
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
console.log(`diagnoses             10`);
console.log(`summary               ${text.length} characters`);
console.log(`setup (packs + model) ${setupMs.toFixed(0)} ms`);
console.log(`median                ${times[100].toFixed(2)} ms (target <= 5 ms)`);
console.log(`p90                   ${times[180].toFixed(2)} ms`);
