/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// ESM-only packages (MSW's, openid-client's); swc turns them into CommonJS for Jest.
const esmPackages = [
  'fastify-openapi-glue',
  '@seriousme',
  'content-disposition',
  'cookie',
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'msw',
  '@mswjs',
  // Single sign-on (server/modules/sso) and the OpenID provider its tests start.
  'openid-client',
  'oauth4webapi',
  'jose',
  'oidc-provider',
];

const swc = (jsx: boolean) =>
  [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: jsx },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ] as [string, Record<string, unknown>];

const config: Config = {
  // Generous per-test time: CI runs both projects' workers on 2 cores.
  testTimeout: 30_000,
  // Jest's default leaves a core idle (cores - 1); the tests wait on databases and timers as
  // much as they compute, so one worker per core finishes the suite in about half the time.
  maxWorkers: '100%',
  // In CI a handle a failed test left open (a timer, a socket) must not hold the run until
  // its time limit: the failure is already reported; exit after it.
  forceExit: process.env.CI === 'true',
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc(true) },
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
      moduleNameMapper: { '\\.(css|png|svg|jpg)$': '<rootDir>/src/test/fileStub.ts' },
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc(false) },
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
    },
  ],
};
export default config;
