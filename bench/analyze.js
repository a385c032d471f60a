#!/usr/bin/env node
// npm run bench:analyze: analyze() over every real note in ../shared/data/summaries/*.jsonl.
// Prints model load time, median and p90 ms per note (and the median of each note's first
// reading), characters/second, the 10,000-character figure, and peak RSS. Figures, not assertions: the machines are shared and noisy.
'use strict';
const { performance } = require('node:perf_hooks');

const { summariesDir, readSummaries } = require('./summaries');

const notes = readSummaries().map((n) => n.text);
if (notes.length === 0) {
  console.log(`bench:analyze skipped: no summaries at ${summariesDir} (set CLINVAL_SUMMARIES)`);
  process.exit(0);
}

const t0 = performance.now();
const clinval = require('../dist/lib/index.js');
const analyzer = clinval.createAnalyzer();
analyzer.analyze('Warm-up: creatinine 1.2.'); // loads the wink model and compiles the lexicon
const loadMs = performance.now() - t0;

const rounds = Number(process.env.ROUNDS ?? 5);
const perNote = notes.map(() => []);
let peakRss = process.memoryUsage().rss;
for (let r = 0; r < rounds; r++) {
  notes.forEach((text, i) => {
    const start = performance.now();
    analyzer.analyze(text);
    perNote[i].push(performance.now() - start);
  });
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
// Each note's time is its median over the rounds; the report takes the median over notes.
const noteMs = perNote.map(median);
const sorted = [...noteMs].sort((a, b) => a - b);
const totalChars = notes.reduce((n, t) => n + t.length, 0);
const totalMs = noteMs.reduce((a, b) => a + b, 0);

// A 10,000-character note: real notes concatenated and cut, timed the same way.
const long = notes.join('\n\n').slice(0, 10000);
const longTimes = [];
for (let r = 0; r < 20; r++) {
  const start = performance.now();
  analyzer.analyze(long);
  longTimes.push(performance.now() - start);
}

const fmt = (n, d = 2) => n.toFixed(d);
console.log(`notes                 ${notes.length} (${totalChars} characters)`);
console.log(`model load + compile  ${fmt(loadMs, 0)} ms`);
console.log(`median per note       ${fmt(median(noteMs))} ms`);
console.log(`p90 per note          ${fmt(sorted[Math.floor(sorted.length * 0.9)])} ms`);
// The first round reads each note for the first time (wink meets its new words; the tokenizer's
// piece memo has not seen them): the figure for a note never read before.
console.log(`first reading median  ${fmt(median(perNote.map((times) => times[0])))} ms per note`);
console.log(`characters/second     ${Math.round((totalChars / totalMs) * 1000)}`);
console.log(`10,000-char note      ${fmt(median(longTimes))} ms (median of 20)`);
console.log(`peak RSS              ${Math.round(peakRss / 1048576)} MB`);
