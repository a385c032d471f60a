'use strict';
// `node -r ./test/store/support/register-ts.js file.ts`: lets plain Node load this repository's
// TypeScript sources the way jest does (swc, CommonJS output), without a build. The store tests
// use it for their child processes (a second process on one data folder, a crash mid-insert, two
// service instances on one database) and bench/store.js uses it to run the current sources.
// lowdb and steno are ESM-only: Node >= 20.19 loads them through require(esm).
const fs = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

Module._extensions['.ts'] = function compileTypeScript(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
