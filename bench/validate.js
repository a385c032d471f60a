#!/usr/bin/env node
// npm run bench:validate: validateClaim on a claim with 10 diagnoses and a 10,000-character
// summary (real notes concatenated and cut). Prints the median and p90 of 200 runs after 50
// untimed warm-up runs; then the same on texts never seen before: the notes cut into
// 10,000-character windows, half of them read first (as a service has read earlier notes), the
// other half timed once each, so nothing a text's first reading leaves behind (wink's cache, the
// tokenizer's piece memo) flatters the figure.
'use strict';
const { performance } = require('node:perf_hooks');

const { summariesDir, readSummaries } = require('./summaries');

const notes = readSummaries().map((n) => n.text);
if (notes.length === 0) {
  console.log(`bench:validate skipped: no summaries at ${summariesDir} (set CLINVAL_SUMMARIES)`);
  process.exit(0);
}
const corpus = notes.join('\n\n');
const text = corpus.slice(0, 10_000);
const windows = [];
for (let at = 10_000; at + 10_000 <= corpus.length; at += 10_000) windows.push(corpus.slice(at, at + 10_000));
const seen = windows.slice(0, windows.length >> 1);
const fresh = windows.slice(windows.length >> 1);

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

if (fresh.length > 0) {
  for (const t of seen) validator.validateClaim({ claim, discharge_summary: { text: t } });
  const freshTimes = fresh.map((t) => {
    const start = performance.now();
    validator.validateClaim({ claim, discharge_summary: { text: t } });
    return performance.now() - start;
  });
  freshTimes.sort((a, b) => a - b);
  console.log(`unseen texts          ${fresh.length} windows of 10000 characters, each timed once after ${seen.length} others`);
  console.log(`unseen median         ${freshTimes[freshTimes.length >> 1].toFixed(2)} ms`);
  console.log(`unseen p90            ${freshTimes[Math.floor(freshTimes.length * 0.9)].toFixed(2)} ms`);
}
