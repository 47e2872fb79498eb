// Config for @rtk-query/codegen-openapi. Source, not output: `npm run codegen` reads it.
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
const config = {
  schemaFile: '../openapi.yaml',
  apiFile: '../src/api/baseApi.ts',
  apiImport: 'baseApi',
  outputFile: '../src/api/generated/lostFoundApi.ts',
  exportName: 'lostFoundApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
};
export default config;
