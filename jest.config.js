/** @type {import('jest').Config} */
module.exports = {
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  // lowdb 7 and steno ship ESM only; jest runs CommonJS, so swc transforms them too.
  transformIgnorePatterns: ['/node_modules/(?!(lowdb|steno)/)'],
  testEnvironment: 'node',
};
