// ESLint (flat config): `npm run lint` must report nothing, warnings included.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    // Build output, reports and generated files: not written by hand.
    ignores: [
      'dist/**',
      'dist-ssr/**',
      'dist-server/**',
      'docs/statecharts/explorer/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'reports/**',
      '.stryker-tmp/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a parameter kept for its type, as in xstate's setup() placeholders
      // (`navigate: (_, _params: NavigateParams) => {}`), or a key dropped by a rest pattern; tsc's
      // noUnusedLocals already reads it that way.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
      // A closure may read a variable before its one assignment (an inspector called while
      // createActor runs, before the actor it returns is known): that variable cannot be const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // The storefront runs in the browser (its server rendering adds Node, already above); so does
    // the statechart explorer, a tool page held to the storefront's React rules.
    files: ['src/**/*.{ts,tsx}', 'tools/explorer/**/*.{ts,tsx}', 'public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/pwa/worker/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['public/**/*.js'],
    // Loaded as a classic script before the app, written in ES5 on purpose.
    languageOptions: { sourceType: 'script', ecmaVersion: 5 },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tools/explorer/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.tsx', 'tools/explorer/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Safari's VoiceOver stops announcing a list styled with `list-style: none`; role="list" gives it back.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
    },
  },
);
