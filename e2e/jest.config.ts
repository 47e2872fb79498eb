/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// Browser journeys: the built portal (dist/) on a real server, driven in Debian's chromium.
const config: Config = {
  rootDir: '..',
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // The OpenID provider the single sign-on journey starts is ESM-only (as in jest.config.ts).
  transformIgnorePatterns: ['/node_modules/(?!(oidc-provider|jose)/)'],
  // Each file starts its own portal on a free port with its own data: two run side by side.
  maxWorkers: 2,
  // The axe files (minutes each) start first: e2e/slowFirstSequencer.cjs.
  testSequencer: '<rootDir>/e2e/slowFirstSequencer.cjs',
  testTimeout: 90_000,
};
export default config;
