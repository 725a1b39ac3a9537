// dependency-cruiser: the layers of docs/architecture.md, checked by `npm run deps:check`.
// machines/ is the ground floor; src/ (the browser) and server/ (the API) both stand on it and
// never on each other; tests and tools stand on everything and nothing stands on them.
// Type-only imports count too: a type from a higher layer couples the code just the same.

/** Folders outside the product: the product never imports them. */
const NOT_PRODUCT = '^(tests|e2e|scripts|bench|tools)/';

/**
 * What a rule module may import besides other rules: the leaf modules of machines/ (constants,
 * texts, schemas, paths and the route table), none of which imports a machine.
 */
const RULE_LEAVES = [
  '^machines/rules/',
  '^machines/schemas/',
  '^machines/screenTexts/',
  '^machines/(constants|messages|glossary|paths|routes|socialImagePaths)\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'machines-stand-alone',
      comment: 'machines/ is headless and shared by the browser and the server: it imports nothing above it.',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: '^(src|server|tests|e2e|scripts|bench|tools)/' },
    },
    {
      name: 'rules-import-no-machine',
      comment: 'machines/rules are plain functions of data: they import other rules and leaf modules, never a machine.',
      severity: 'error',
      from: { path: '^machines/rules/' },
      to: { path: '^machines/', pathNot: RULE_LEAVES },
    },
    {
      name: 'leaves-import-no-machine',
      comment: 'The leaf modules rules may import stay leaves: they import no machine either.',
      severity: 'error',
      from: { path: RULE_LEAVES.slice(1) },
      to: { path: '^machines/', pathNot: RULE_LEAVES },
    },
    {
      name: 'browser-not-server',
      comment: 'src/ (the browser app) and server/ (the API) meet only in machines/ and over HTTP.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-browser',
      comment: 'server/ renders pages through the built SSR bundle, never by importing src/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'product-not-tooling',
      comment: 'Product code (machines, src, server) never imports tests, e2e, scripts, benchmarks or tools.',
      severity: 'error',
      from: { path: '^(machines|src|server)/' },
      to: { path: NOT_PRODUCT },
    },
    {
      name: 'no-circular-machines',
      comment:
        'A cycle of value imports in machines/ makes load order matter (a value is undefined at import time). ' +
        'Cycles through a type-only import are erased at build time (machine.ts and the types.ts that names its snapshot).',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: '^machines/', circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(node_modules|dist|dist-ssr|dist-server)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
