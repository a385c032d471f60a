// The real summaries the benches read (../shared/data/summaries, or CLINVAL_SUMMARIES): never
// copied into the project, so every bench says so and falls back when they are absent.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const summariesDir = process.env.CLINVAL_SUMMARIES ?? path.resolve(__dirname, '..', '..', 'shared', 'data', 'summaries');

/** Every summary record ({ id, title, text, ... }) of the given .jsonl files (default: all), or [] when absent. */
function readSummaries(files) {
  if (!fs.existsSync(summariesDir)) return [];
  const names = files ?? fs.readdirSync(summariesDir).filter((f) => f.endsWith('.jsonl')).sort();
  return names
    .map((f) => path.join(summariesDir, f))
    .filter((f) => fs.existsSync(f))
    .flatMap((f) => fs.readFileSync(f, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)));
}

module.exports = { summariesDir, readSummaries };
