#!/usr/bin/env node
// The registry this project installs from serves only the linux-x64 builds of
// native packages, so `npm install` writes a lockfile without the other
// platforms' optional binaries, and `npm ci` then refuses the lockfile as out
// of sync. This records each missing binary as an optional entry for its own
// os/cpu, which npm ci skips on any other platform. Run after `npm install`.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const lockPath = path.join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  return { os, cpu };
}

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  const base = key === '' ? '' : `${key}/`;
  for (const [dep, spec] of Object.entries(entry.optionalDependencies)) {
    const nested = `${base}node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const { os, cpu } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform binary: leave npm's judgement alone
    if (os === process.platform && cpu === process.arch) {
      throw new Error(`${dep} is missing for this very platform; run npm install again`);
    }
    const stub = { version: spec, optional: true };
    if (entry.dev) stub.dev = true;
    if (os) stub.os = [os];
    if (cpu) stub.cpu = [cpu];
    lock.packages[hoisted] = stub;
    added += 1;
  }
}

const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
lock.packages = sorted;
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile: recorded ${added} other-platform optional binaries`);
