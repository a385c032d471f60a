#!/usr/bin/env node
// npm run bench:http: the HTTP service (dist/adapters/http) under load, against a bare Koa echo
// server on the same machine. Prints, for POST /v2/validate and POST /v2/query: requests/s,
// p50/p90/p99 latency, non-2xx count, server CPU per request, each server's RSS before and at
// its peak during that endpoint's runs, and clinval's figures as a ratio of the bare server's.
// Figures, not assertions: the machines are shared and noisy, so every figure is the median of
// several rounds, and the ratios are paired (each round runs the baseline and clinval back to
// back; the ratio printed is the median of the rounds' ratios).
//
// Servers. Each runs in its own child process, so the load generator (autocannon, in this
// process, 10 connections by default) does not share their event loop, and their memory can be
// read on its own:
//   clinval   startService() from dist/adapters/http/server.js on an ephemeral port, file store in
//             a new temp CLINVAL_DATA_DIR, a generated service key, default limits, log level info
//             (as deployed; the log lines go to /dev/null). Every 200 is a durable insert.
//   baseline  Koa + koa-bodyparser (the service's own HTTP stack): parses the JSON body and
//             replies 200 with it. No auth, no schema, no analysis, no store. It is the most this
//             machine (with the load generator sharing its cores) serves through that stack.
//
// Baselines. The issue's baseline is "a bare Koa echo of the same body": the typical claim with
// its ~5,000-character summary (the /validate body, ~5.5 KB in and out). Every endpoint's ratio
// is against that echo, measured back to back with clinval in each round. For the two /query
// endpoints, whose request bodies are tiny (~50-120 B), a second baseline is printed beside it:
// the echo of that endpoint's own request body, i.e. the per-request floor of the HTTP stack
// with almost no bytes to move. It is far faster than any answer that carries an analysis
// (12 KB for one claim) can be, so it is shown for scale, not as the target.
//
// Load. /validate: a claim with a principal and 5 secondary diagnoses from the built-in packs
// (A41.9; J96.01, N17.9, E87.1, D62, E43), dates, plan, NPI, procedure, DRG, and a ~5,000-character
// discharge summary: the real note in ../shared/data/summaries/discharge.jsonl of 4,000 to
// 6,000 characters that names most of the claim's conditions (else fixtures/notes/*/*.txt
// concatenated and cut to 5,000 characters, with a message). Requests differ in billing NPI
// (one of 25) and service dates via setupRequest. No request carries a claim_id: the service
// generates one (a UUID) per analysis, so inserts cannot collide. /query by claim_id: one of 200
// claim_ids the /validate runs stored (the answer is one full analysis). /query filtered: one of
// those NPIs and a date range, limit 10 (each answer holds 10 full analyses, summaries included).
// Latency percentiles are from every 2xx response's own time (sub-millisecond), not autocannon's
// whole-millisecond histogram. Server CPU per request (the server process's user + system CPU
// during a run, divided by its responses) is the least noise-sensitive figure on a shared machine.
// Warm-up runs (not reported) precede the rounds.
//
//   node bench/http.js [--duration 10] [--connections 10] [--rounds 3] [--warmup 2]
//                      [--log-level info] [--keep]
// Takes about (7 x warmup + 7 x rounds x duration) seconds: ~4 minutes with the defaults.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const http = require('node:http');
const { fork, execFileSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { summariesDir, readSummaries } = require('./summaries');

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const positive = (name, fallback) => {
  const n = Number(option(name, fallback));
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`bench:http: ${name} expects a positive number`);
    process.exit(2);
  }
  return n;
};

const DIST = path.join(__dirname, '..', 'dist', 'adapters', 'http');
// The process's peak RSS since the last report: maxRSS covers the whole life of the process, so
// it cannot say which load a peak came from. Sampled every 100 ms (a /proc read; negligible).
let peakRss = 0;
const memory = () => {
  const cpu = process.cpuUsage();
  const rss = process.memoryUsage.rss();
  const report = { rss, heapUsed: process.memoryUsage().heapUsed, peakRss: Math.max(peakRss, rss), maxRss: process.resourceUsage().maxRSS * 1024, cpuMicros: cpu.user + cpu.system };
  peakRss = 0;
  return report;
};

// ---------------------------------------------------------------------------------------------
// Child processes: the two servers. Each reports {url} once listening, answers 'memory', exits on
// 'stop' (clinval closes gracefully: drain, flush and close the store) or when the parent goes.

async function serveClinval() {
  const { loadConfig } = require(path.join(DIST, 'config.js'));
  const { startService } = require(path.join(DIST, 'server.js'));
  // Only these settings: a CLINVAL_CONFIG or CLINVAL_STORE_URL in the caller's environment must
  // not point the benchmark at a real deployment's data.
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    CLINVAL_DATA_DIR: process.env.BENCH_HTTP_DATA_DIR,
    CLINVAL_SERVICE_KEYS: process.env.BENCH_HTTP_KEY,
    CLINVAL_LOG_LEVEL: process.env.BENCH_HTTP_LOG_LEVEL,
  });
  const service = await startService({ config, announce: () => {} });
  return { url: service.url, close: () => service.close() };
}

async function serveEcho() {
  const Koa = require('koa');
  const bodyParser = require('koa-bodyparser');
  const app = new Koa();
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '5mb' }));
  app.use((ctx) => {
    ctx.body = ctx.request.body;
  });
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 5_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/v2`, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function serve(kind) {
  process.on('disconnect', () => process.exit(0));
  setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 100).unref();
  try {
    const running = kind === 'clinval' ? await serveClinval() : await serveEcho();
    process.on('message', async (message) => {
      if (message === 'memory') process.send({ memory: memory() });
      // Peak RSS under load is mostly V8 heap headroom for garbage not yet collected; what the
      // process still holds after a full collection is what would show a leak.
      if (message === 'retained') {
        global.gc();
        process.send({ memory: { rss: process.memoryUsage.rss(), heapUsed: process.memoryUsage().heapUsed } });
      }
      if (message === 'stop') {
        await running.close();
        process.send({ stopped: true, memory: memory() }, () => process.exit(0));
      }
    });
    process.send({ url: running.url, memory: memory() });
  } catch (error) {
    process.send({ error: (error && error.message) || String(error) });
    process.exit(1);
  }
}

// ---------------------------------------------------------------------------------------------
// The parent: request bodies.

function loadSummary() {
  const file = path.join(summariesDir, 'discharge.jsonl');
  {
    const conditions = [/sepsis|septic/i, /renal failure|kidney injury|\bAKI\b|creatinine/i, /respiratory failure|hypoxi/i, /hyponatremia|sodium/i, /anemia|hemoglobin|blood loss/i, /malnutrition|cachexia|albumin/i];
    const notes = readSummaries(['discharge.jsonl'])
      .filter((n) => n.text.length >= 4000 && n.text.length <= 6000)
      .map((n) => ({ ...n, named: conditions.filter((c) => c.test(n.text)).length }))
      .sort((a, b) => b.named - a.named || Math.abs(a.text.length - 5000) - Math.abs(b.text.length - 5000) || (a.id < b.id ? -1 : 1));
    if (notes.length > 0) return { text: notes[0].text, from: `${notes[0].id} "${notes[0].title}" (names ${notes[0].named} of 6 claim conditions)` };
  }
  const fixtures = path.join(__dirname, '..', 'fixtures', 'notes');
  console.log(`note: no real summaries at ${file} (set CLINVAL_SUMMARIES to the folder holding discharge.jsonl);`);
  console.log(`      using fixtures/notes/*/*.txt concatenated and cut to 5,000 characters instead`);
  const text = fs
    .readdirSync(fixtures)
    .sort()
    .flatMap((d) => {
      const sub = path.join(fixtures, d);
      return fs.statSync(sub).isDirectory() ? fs.readdirSync(sub).filter((f) => f.endsWith('.txt')).sort().map((f) => path.join(sub, f)) : [];
    })
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('\n\n')
    .slice(0, 5000);
  if (text.trim() === '') throw new Error(`no notes under ${fixtures} either`);
  return { text, from: 'fixtures/notes/*/*.txt' };
}

const NPIS = Array.from({ length: 25 }, (_, i) => 1003000000 + i * 7919);
const DAY = 86_400_000;
const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);

function validateBody(i, text) {
  const start = Date.UTC(2024, 0, 1) + ((i * 37) % 700) * DAY;
  return JSON.stringify({
    claim: {
      date_of_service_start: isoDate(start),
      date_of_service_end: isoDate(start + (2 + (i % 8)) * DAY),
      plan_id: `PLAN-${i % 7}`,
      billing_provider_npi: NPIS[i % NPIS.length],
      principal_diagnosis: { code: 'A41.9', present_on_admission: 'Y' },
      secondary_diagnosis: [
        { code: 'J96.01', present_on_admission: 'Y' },
        { code: 'N17.9', present_on_admission: 'N' },
        { code: 'E87.1', present_on_admission: 'Y' },
        { code: 'D62', present_on_admission: 'N' },
        { code: 'E43', present_on_admission: 'Y' },
      ],
      procedures: [{ code: '5A1955Z' }],
      discharge_status: 1,
      drg: '871',
    },
    discharge_summary: { text },
  });
}

const filterBody = (i) => JSON.stringify({ billing_provider_npi: NPIS[i % NPIS.length], date_of_service_start: '2024-01-01', date_of_service_end: '2025-12-31', limit: 10 });

// ---------------------------------------------------------------------------------------------
// The parent: figures.

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function startChild(kind, env) {
  const child = fork(__filename, ['--serve', kind], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], env: { ...process.env, ...env }, execArgv: ['--expose-gc'] });
  const ready = new Promise((resolve, reject) => {
    child.once('message', (m) => (m.error ? reject(new Error(`${kind} did not start: ${m.error}`)) : resolve(m)));
    child.once('exit', (code) => reject(new Error(`${kind} exited with code ${code} before listening`)));
  });
  const ask = (message) =>
    new Promise((resolve, reject) => {
      if (child.exitCode !== null || child.signalCode !== null) return reject(new Error(`${kind} server has exited`));
      const gone = (code) => reject(new Error(`${kind} server exited (${code}) instead of answering`));
      child.once('exit', gone);
      child.once('message', (m) => {
        child.off('exit', gone);
        resolve(m);
      });
      child.send(message);
    });
  return { child, ready, ask };
}

async function post(url, body, key) {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', SERVICE_KEY: key }, body });
  return { status: res.status, reason: res.headers.get('x-error-reason'), body: res.status === 200 ? await res.json() : undefined };
}

/** One autocannon run; latencies of 2xx responses kept at full precision. */
async function load(autocannon, { url, key, makeBody, duration, connections }) {
  let n = 0;
  const latencies = [];
  const instance = autocannon({
    url,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/json', service_key: key },
    requests: [{ setupRequest: (request) => ({ ...request, body: makeBody(n++) }) }],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const seconds = result.duration;
  return {
    rps: result['2xx'] / seconds,
    p50: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    p99: percentile(latencies, 0.99),
    ok: result['2xx'],
    non2xx: result.non2xx,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).filter(([code]) => !code.startsWith('2')).map(([code, s]) => [code, s.count])),
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: result.throughput.total / Math.max(1, result['2xx']),
  };
}

async function main() {
  if (flag('--serve')) return serve(option('--serve'));

  const duration = positive('--duration', '10');
  const connections = Math.round(positive('--connections', '10'));
  const rounds = Math.round(positive('--rounds', '3'));
  const warmup = positive('--warmup', '2');
  const logLevel = option('--log-level', 'info');
  if (!fs.existsSync(path.join(DIST, 'server.js'))) {
    console.error('bench:http: dist/adapters/http/server.js is missing; run npm run build (npm run bench:http does)');
    process.exit(1);
  }
  let autocannon;
  try {
    autocannon = require('autocannon');
  } catch {
    console.error('bench:http: autocannon is not installed (it is a devDependency: npm install)');
    process.exit(1);
  }

  const summary = loadSummary();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinval-bench-http-'));
  const key = randomBytes(32).toString('hex');
  const clinval = startChild('clinval', { BENCH_HTTP_DATA_DIR: dataDir, BENCH_HTTP_KEY: key, BENCH_HTTP_LOG_LEVEL: logLevel });
  const echo = startChild('echo', {});
  try {
    const [c, e] = await Promise.all([clinval.ready, echo.ready]);
    const targets = { clinval: c.url, echo: e.url };

    console.log(`machine            ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, load generator in the same machine`);
    console.log(`load               autocannon, ${connections} connections, ${rounds} rounds of ${duration} s per endpoint and server, ${warmup} s warm-up`);
    console.log(`summary            ${summary.text.length} characters from ${summary.from}`);
    console.log(`/validate body     ${Buffer.byteLength(validateBody(0, summary.text))} bytes JSON, 6 diagnoses (A41.9; J96.01, N17.9, E87.1, D62, E43)`);
    console.log(`/query bodies      {"claim_id": <one of 200 stored>}; ${filterBody(0)}`);
    console.log(`clinval            ${targets.clinval}, file store in ${dataDir}, log level ${logLevel} (to /dev/null)`);

    // One request by hand: the service answers as expected before it is loaded.
    const probe = await post(`${targets.clinval}/validate`, validateBody(0, summary.text), key);
    if (probe.status !== 200) throw new Error(`clinval answered /validate with ${probe.status} (${probe.reason}); not benchmarking an error path`);
    console.log(`probe /validate    200: ${probe.body.validation.map((v) => `${v.diagnosis.code} ${v.determination.result} (${v.determination.evidence.length} evidence)`).join(', ') || 'no diagnosis validated'}`);
    let stored = 1;

    const claimIds = [];
    const endpoints = {
      validate: { path: 'validate', title: '/v2/validate', makeBody: (i) => validateBody(i, summary.text) },
      'query-id': { path: 'query', title: '/v2/query by claim_id', makeBody: (i) => JSON.stringify({ claim_id: claimIds[i % claimIds.length] }) },
      'query-filter': { path: 'query', title: '/v2/query by NPI and dates, limit 10', makeBody: filterBody },
    };
    const rss = { clinvalStart: c.memory, echoStart: e.memory };
    const runs = Object.fromEntries(Object.keys(endpoints).map((k) => [k, { clinval: [], echo: [], 'echo-request': [] }]));
    // The baseline of every endpoint: the echo of the typical claim (see the header).
    const claimBody = endpoints.validate.makeBody;
    for (const endpoint of Object.keys(endpoints)) {
      const { path: route, makeBody } = endpoints[endpoint];
      // server -> [process, body]; /validate's own body is the typical claim, so it needs no second echo.
      const servers = { echo: [echo, claimBody], ...(endpoint === 'validate' ? {} : { 'echo-request': [echo, makeBody] }), clinval: [clinval, makeBody] };
      const targetOf = (server) => `${targets[server === 'clinval' ? 'clinval' : 'echo']}/${route}`;
      for (const [server, [, body]] of Object.entries(servers)) {
        const r = await load(autocannon, { url: targetOf(server), key, makeBody: body, duration: warmup, connections });
        if (server === 'clinval' && endpoint === 'validate') stored += r.ok;
      }
      for (let round = 0; round < rounds; round++) {
        for (const [server, [child, body]] of Object.entries(servers)) {
          const before = (await child.ask('memory')).memory;
          const r = await load(autocannon, { url: targetOf(server), key, makeBody: body, duration, connections });
          const after = (await child.ask('memory')).memory;
          r.cpuPerRequest = (after.cpuMicros - before.cpuMicros) / 1000 / Math.max(1, r.ok + r.non2xx);
          r.rssBefore = before.rss;
          r.peakRss = after.peakRss;
          r.requestBytes = Buffer.byteLength(body(0));
          runs[endpoint][server].push(r);
          if (server === 'clinval' && endpoint === 'validate') stored += r.ok;
          process.stderr.write(`  ${endpoint} ${server} round ${round + 1}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(2)} ms, non-2xx ${r.non2xx}\n`);
        }
      }
      if (endpoint === 'validate') {
        rss.clinvalAfterValidate = (await clinval.ask('memory')).memory;
        // claim_ids to look up: 200 analyses stored by hand, then the same claims the load stored.
        for (let i = 0; i < 200; i++) {
          const made = await post(`${targets.clinval}/validate`, validateBody(i, summary.text), key);
          if (made.status === 200) claimIds.push(made.body.claim_id);
        }
        stored += claimIds.length;
        const probeQuery = await post(`${targets.clinval}/query`, filterBody(0), key);
        if (probeQuery.status !== 200) console.log(`probe /query       ${probeQuery.status} (${probeQuery.reason})`);
        else console.log(`probe /query       200: ${probeQuery.body.length} analyses; store holds ${stored} (counted 200s from /validate)`);
      }
    }
    rss.clinvalEnd = (await clinval.ask('memory')).memory;
    rss.echoEnd = (await echo.ask('memory')).memory;
    rss.clinvalRetained = (await clinval.ask('retained')).memory;

    const fmt = (v, unit) => (Number.isFinite(v) ? `${v.toFixed(unit === 'req/s' ? 0 : 2)} ${unit}` : 'n/a');
    const fmtRatio = (r) => (!Number.isFinite(r) ? 'n/a' : r < 0.1 ? r.toFixed(4) : r < 10 ? r.toFixed(2) : r.toFixed(1));
    const row = (label, a, b, ratio) => console.log(`${label.padEnd(26)}${a.padStart(14)}${b.padStart(14)}  ${ratio}`);
    for (const endpoint of Object.keys(endpoints)) {
      const { echo: base, clinval: svc, 'echo-request': small } = runs[endpoint];
      const med = (rs, k) => median(rs.map((r) => r[k]));
      const pairedRatio = (k, against = base) => {
        const ratios = svc.map((r, i) => r[k] / against[i][k]);
        return `${fmtRatio(median(ratios))}x (${fmtRatio(Math.min(...ratios))}-${fmtRatio(Math.max(...ratios))})`;
      };
      const sum = (rs, k) => rs.reduce((acc, r) => acc + r[k], 0);
      console.log('');
      console.log(`POST ${endpoints[endpoint].title}: medians of ${rounds} rounds; ratio = clinval / baseline, median of rounds (range)`);
      console.log(`baseline: Koa echo of the typical claim (${base[0].requestBytes} B request); clinval request ${svc[0].requestBytes} B`);
      row('', 'baseline', 'clinval', 'ratio');
      row('requests/s (2xx)', fmt(med(base, 'rps'), 'req/s'), fmt(med(svc, 'rps'), 'req/s'), pairedRatio('rps'));
      for (const p of ['p50', 'p90', 'p99']) row(`latency ${p}`, fmt(med(base, p), 'ms'), fmt(med(svc, p), 'ms'), pairedRatio(p));
      row('server CPU per request', fmt(med(base, 'cpuPerRequest'), 'ms'), fmt(med(svc, 'cpuPerRequest'), 'ms'), pairedRatio('cpuPerRequest'));
      // RSS left over from the previous endpoint's load shows in the first figure, not in the growth.
      const rssRange = (rs) => `${mb(rs[0].rssBefore).replace(' MB', '')}->${mb(Math.max(...rs.map((r) => r.peakRss)))}`;
      row('RSS at first run->peak', rssRange(base), rssRange(svc), '');
      row('response size', `${med(base, 'bytesPerResponse').toFixed(0)} B`, `${med(svc, 'bytesPerResponse').toFixed(0)} B`, '');
      row('non-2xx (all rounds)', String(sum(base, 'non2xx')), String(sum(svc, 'non2xx')), '');
      row('errors / timeouts', `${sum(base, 'errors')} / ${sum(base, 'timeouts')}`, `${sum(svc, 'errors')} / ${sum(svc, 'timeouts')}`, '');
      if (small.length > 0) {
        console.log(`for scale, an echo of this endpoint's own ${small[0].requestBytes} B request body (the HTTP stack's per-request floor):`);
        row('  requests/s (2xx)', fmt(med(small, 'rps'), 'req/s'), fmt(med(svc, 'rps'), 'req/s'), pairedRatio('rps', small));
        row('  server CPU per request', fmt(med(small, 'cpuPerRequest'), 'ms'), fmt(med(svc, 'cpuPerRequest'), 'ms'), pairedRatio('cpuPerRequest', small));
      }
      const statuses = {};
      for (const r of svc) for (const [code, count] of Object.entries(r.statuses)) statuses[code] = (statuses[code] ?? 0) + count;
      if (Object.keys(statuses).length > 0) console.log(`clinval non-2xx by status: ${JSON.stringify(statuses)}`);
    }

    const stop = await clinval.ask('stop');
    await echo.ask('stop');
    const du = (() => {
      try {
        return mb(Number(execFileSync('du', ['-sb', dataDir], { encoding: 'utf8' }).split('\t')[0]));
      } catch {
        return 'n/a';
      }
    })();
    console.log('');
    console.log(`clinval RSS        ${mb(rss.clinvalStart.rss)} at start, ${mb(rss.clinvalAfterValidate.rss)} after /validate, ${mb(rss.clinvalEnd.rss)} after /query, peak ${mb(stop.memory.maxRss)} (whole run; per endpoint above)`);
    console.log(`clinval retained   ${mb(rss.clinvalRetained.heapUsed)} of heap in use and ${mb(rss.clinvalRetained.rss)} RSS after a full GC at the end (start: ${mb(rss.clinvalStart.heapUsed)} of heap)`);
    console.log(`baseline RSS       ${mb(rss.echoStart.rss)} at start, ${mb(rss.echoEnd.rss)} at end, peak ${mb(rss.echoEnd.maxRss)}`);
    console.log(`store              ${stored} analyses, folder ${du}`);
  } finally {
    for (const { child } of [clinval, echo]) if (child.exitCode === null && child.signalCode === null) child.kill();
    if (flag('--keep')) console.log(`kept ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
