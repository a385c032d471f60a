#!/usr/bin/env node
// npm run bench:store: the file store at 100 and at 100,000 stored analyses.
// Prints insert median (durable: file + folder fsync'd) at both sizes and their ratio, lookup by
// claim_id, filtered queries with limit 10, start-up time and resident memory. Figures, not
// assertions: the machines are shared and noisy.
//
// Records are realistic: a ~5,000-character discharge summary (real notes from
// ../shared/data/summaries when present, else generated text), 6 diagnoses with 3 evidence
// items each, provenance. Seeding 100,000 durable inserts would take minutes of fsyncs, so the
// bulk goes through the same FileStore.insert with `durable: false`: identical files, index,
// logs and compactions, only without the fsyncs. Every measured insert is durable.
//
// Each measurement runs in a fresh Node process, so start-up and memory are what a service
// sees. Page cache is warm (the seeding just wrote the files); a cold start reads more.
//
//   node bench/store.js [--records 100000] [--dir DIR] [--keep]
// Needs ~15 KB of disk per record (1.5 GB at 100,000) under DIR (default: the OS temp folder);
// the folder is deleted afterwards unless --keep.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { readSummaries } = require('./summaries');
const { performance } = require('node:perf_hooks');

// The current TypeScript sources of the store, compiled with swc into node_modules/.cache (no
// full build, which other work in progress could break). The measuring processes then load
// plain JavaScript, like a service, so the compiler's memory is not counted in their RSS.
const CACHE = path.join(__dirname, '..', 'node_modules', '.cache', 'clinval-bench-store');
function compileStore() {
  const { transformFileSync } = require('@swc/core');
  for (const name of ['claim-store', 'file-store']) {
    const { code } = transformFileSync(path.join(__dirname, '..', 'adapters', 'store', `${name}.ts`), {
      jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
      module: { type: 'commonjs' },
    });
    fs.mkdirSync(path.join(CACHE, 'adapters', 'store'), { recursive: true });
    fs.writeFileSync(path.join(CACHE, 'adapters', 'store', `${name}.js`), code);
  }
}
const loadFileStore = () => require(path.join(CACHE, 'adapters', 'store', 'file-store.js')).FileStore;

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};

// ---------------------------------------------------------------------------------------------
// Realistic records, deterministic.

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function loadCorpus() {
  const corpus = readSummaries()
    .map((n) => n.text)
    .join('\r\n\r\n');
  if (corpus.length > 20_000) return corpus;
  // no corpus: generated text below
  const words = 'patient admitted with acute kidney injury creatinine rose from 1.0 to 2.4 mg/dL lactate 4.2 fever 38.9 HR 118 BP 84/50 started on norepinephrine cultures grew E. coli sodium 128 potassium 3.1 hemoglobin 7.2 transfused two units chest x-ray showed right lower lobe consolidation'.split(' ');
  const next = rng(7);
  let text = '';
  while (text.length < 200_000) text += `${words[Math.floor(next() * words.length)]}${next() < 0.08 ? '.\r\n' : ' '}`;
  return text;
}

const CODES = ['N17.9', 'A41.9', 'J18.9', 'E87.1', 'D62', 'J96.01', 'R65.21', 'E43', 'E87.6', 'D69.6', 'G93.41', 'E11.10'];

function makeRecordFactory(corpus) {
  const next = rng(42);
  const providers = Array.from({ length: 500 }, (_, i) => (i % 2 === 0 ? 1003000000 + i * 7919 : 2900000000 + i * 104729));
  const base = Date.UTC(2024, 0, 1);
  return (i) => {
    const start = Math.floor(next() * (corpus.length - 5200));
    const text = corpus.slice(start, start + 5000);
    const dos = new Date(base + Math.floor(next() * 700) * 86_400_000);
    const end = new Date(dos.getTime() + (1 + Math.floor(next() * 9)) * 86_400_000);
    const codes = Array.from({ length: 6 }, (_, k) => CODES[(i + k * 5) % CODES.length]);
    const evidence = (k) =>
      Array.from({ length: 3 }, (_, e) => {
        const s = Math.floor(next() * (text.length - 80));
        return { criteria: `criterion-${k}-${e}`, source: { start_index: s, end_index: s + 60, text: text.slice(s, s + 60) }, evaluation: e === 2 ? 'Other' : 'Supports' };
      });
    return {
      claim_id: `${i.toString(16).padStart(8, '0')}-${Math.floor(next() * 2 ** 32).toString(16).padStart(8, '0')}-4bench`,
      claim: {
        date_of_service_start: dos.toISOString().slice(0, 10),
        date_of_service_end: end.toISOString().slice(0, 10),
        plan_id: `PLAN-${i % 7}`,
        billing_provider_npi: providers[Math.floor(next() * providers.length)],
        principal_diagnosis: { code: codes[0], present_on_admission: 'Y' },
        secondary_diagnosis: codes.slice(1).map((code) => ({ code, present_on_admission: 'N' })),
        procedures: [{ code: '5A1955Z' }],
        discharge_status: 1,
        drg: '871',
      },
      discharge_summary: { text },
      validation: codes.map((code, k) => ({
        diagnosis: { code, present_on_admission: k === 0 ? 'Y' : 'N' },
        determination: {
          result: ['Supported', 'Unsupported', 'NoDetermination'][k % 3],
          confidence: 0.55 + (k % 4) * 0.1,
          reasoning: `Criteria met: lactate 4.2 mmol/L, MAP 58 on norepinephrine; criteria missed: none documented for ${code}.`,
          evidence: evidence(k),
        },
      })),
      provenance: {
        engine: '0.1.0',
        packs: [{ id: 'sepsis', version: '1.0.0' }, { id: 'aki', version: '1.0.0' }],
        profile: 'default',
        profile_via: 'default',
        plan_id: `PLAN-${i % 7}`,
        decisions: codes.map((code) => ({ code: code.replace('.', ''), pack: 'sepsis', step: 'criteria-met', met: ['a', 'b'], unmet: [] })),
      },
      analyzed_at: new Date(Date.UTC(2025, 0, 1) + i * 1000).toISOString(),
    };
  };
}

// ---------------------------------------------------------------------------------------------
// Figures.

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const ms = (n) => `${n.toFixed(2)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function timeEach(n, fn) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  return times;
}

/** Child process: open the store as a service would and measure. Prints one JSON line. */
async function measure(dir, verify) {
  const FileStore = loadFileStore();
  const corpus = loadCorpus();
  const make = makeRecordFactory(corpus);
  const t0 = performance.now();
  const store = await FileStore.open(dir, { verify, warn: (m) => console.error(`warning: ${m}`) });
  const startupMs = performance.now() - t0;
  const stored = store.openReport.analyses;
  const rssAfterOpen = process.memoryUsage().rss;
  if (verify === 'full') {
    await store.close();
    console.log(JSON.stringify({ stored, startupMs, rssAfterOpen }));
    return;
  }
  const existing = (await store.query({ limit: 1000 })).map((r) => r.claim_id);
  const npis = [...new Set((await store.query({ limit: 1000 })).map((r) => r.claim.billing_provider_npi))];
  const inserts = await timeEach(200, (i) => store.insert(make(10_000_000 + stored + i)));
  const next = rng(99);
  const lookups = await timeEach(1000, () => store.get(existing[Math.floor(next() * existing.length)]));
  const npiDates = await timeEach(200, (i) =>
    store.query({ billing_provider_npi: npis[i % npis.length], date_of_service_start: '2024-03-01', date_of_service_end: '2025-06-30', limit: 10 }),
  );
  const datesOnly = await timeEach(200, (i) => store.query({ date_of_service_start: `2024-${String((i % 12) + 1).padStart(2, '0')}-01`, limit: 10 }));
  const newest = await timeEach(200, () => store.query({ limit: 10 }));
  const noMatch = await timeEach(50, () => store.query({ date_of_service_end: '1999-01-01', limit: 10 }));
  const rssEnd = process.memoryUsage().rss;
  await store.close();
  console.log(
    JSON.stringify({
      stored,
      startupMs,
      rssAfterOpen,
      rssEnd,
      maxRss: process.resourceUsage().maxRSS * 1024,
      insertMedian: median(inserts),
      insertP90: pct(inserts, 0.9),
      lookupMedian: median(lookups),
      lookupP95: pct(lookups, 0.95),
      npiDatesMedian: median(npiDates),
      npiDatesP95: pct(npiDates, 0.95),
      datesOnlyMedian: median(datesOnly),
      newestMedian: median(newest),
      noMatchMedian: median(noMatch),
    }),
  );
}

function inChild(dir, verify) {
  const out = execFileSync(process.execPath, [__filename, '--measure', dir, '--verify', verify], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 20 });
  return JSON.parse(out.trim().split('\n').pop());
}

async function seed(dir, make, from, to, durable) {
  const FileStore = loadFileStore();
  const store = await FileStore.open(dir, { durable, warn: (m) => console.error(`warning: ${m}`) });
  let i = from;
  const t0 = performance.now();
  let lastReport = t0;
  const worker = async () => {
    while (i < to) {
      const n = i++;
      await store.insert(make(n));
      if (performance.now() - lastReport > 10_000) {
        lastReport = performance.now();
        process.stderr.write(`  seeded ${i} of ${to} (${((i - from) / ((lastReport - t0) / 1000)).toFixed(0)}/s)\n`);
      }
    }
  };
  await Promise.all(Array.from({ length: durable ? 1 : 8 }, worker));
  await store.close();
  return performance.now() - t0;
}

async function main() {
  if (flag('--measure')) return measure(option('--measure'), option('--verify', 'size'));
  compileStore();
  const records = Number(option('--records', '100000'));
  const parent = option('--dir', os.tmpdir());
  const need = records * 15_000 + 200e6;
  const free = (() => {
    try {
      const s = fs.statfsSync(parent);
      return s.bavail * s.bsize;
    } catch {
      return Infinity;
    }
  })();
  if (free < need) {
    console.log(`bench:store skipped: ${mb(free)} free under ${parent}, need about ${mb(need)} (use --dir or --records)`);
    return;
  }
  const dir = fs.mkdtempSync(path.join(parent, 'clinval-bench-store-'));
  try {
    const make = makeRecordFactory(loadCorpus());
    const sample = JSON.stringify(make(0));
    console.log(`record             ${sample.length} bytes JSON, summary ${make(1).discharge_summary.text.length} chars, 6 diagnoses x 3 evidence`);
    console.log(`data folder        ${dir}`);

    await seed(dir, make, 0, 100, true);
    const small = inChild(dir, 'size');

    process.stderr.write(`seeding to ${records} analyses (same insert path, durable: false) ...\n`);
    const seedMs = await seed(dir, make, 200 + 100, records + 100, false);
    const du = execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0];
    console.log(`seeded             ${records} in ${(seedMs / 1000).toFixed(1)} s; folder ${mb(Number(du))}`);
    const large = inChild(dir, 'size');
    const full = inChild(dir, 'full');

    const row = (label, a, b) => console.log(`${label.padEnd(40)}${a.padStart(14)}${b.padStart(16)}`);
    console.log('');
    row('', `at ${small.stored}`, `at ${large.stored}`);
    row('insert median (durable)', ms(small.insertMedian), ms(large.insertMedian));
    row('insert p90', ms(small.insertP90), ms(large.insertP90));
    row('lookup by claim_id median', ms(small.lookupMedian), ms(large.lookupMedian));
    row('lookup by claim_id p95', ms(small.lookupP95), ms(large.lookupP95));
    row('query npi+dates limit 10 median', ms(small.npiDatesMedian), ms(large.npiDatesMedian));
    row('query npi+dates limit 10 p95', ms(small.npiDatesP95), ms(large.npiDatesP95));
    row('query start date limit 10 median', ms(small.datesOnlyMedian), ms(large.datesOnlyMedian));
    row('query newest 10 median', ms(small.newestMedian), ms(large.newestMedian));
    row('query matching nothing (full scan)', ms(small.noMatchMedian), ms(large.noMatchMedian));
    row('start-up (verify: size)', ms(small.startupMs), ms(large.startupMs));
    row('start-up (verify: full)', '', ms(full.startupMs));
    row('RSS after open', mb(small.rssAfterOpen), mb(large.rssAfterOpen));
    row('RSS at end / peak', `${mb(small.rssEnd)} / ${mb(small.maxRss)}`, `${mb(large.rssEnd)} / ${mb(large.maxRss)}`);
    console.log('');
    console.log(`insert median ratio ${large.stored} vs ${small.stored}: ${(large.insertMedian / small.insertMedian).toFixed(2)}x`);
  } finally {
    if (flag('--keep')) console.log(`kept ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
