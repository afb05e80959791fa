import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

/** Imports flow one way (CONVENTIONS.md): core ← data-screen, fields, widgets ← modules, screens ← app. */
const layers = [
  { target: './src/core', from: ['./src/data-screen', './src/fields', './src/widgets', './src/modules', './src/screens', './src/app'] },
  { target: './src/data-screen', from: ['./src/modules', './src/screens', './src/app'] },
  { target: './src/fields', from: ['./src/modules', './src/screens', './src/app'] },
  { target: './src/widgets', from: ['./src/modules', './src/screens', './src/app'] },
  { target: './src/modules', from: ['./src/app'] },
  { target: './src/screens', from: ['./src/app'] },
  { target: './src', from: ['./server'] },
  { target: './server', from: ['./src', './generated'] },
  // Shared by the server, codegen and the client: it reaches none of them.
  { target: './common', from: ['./src', './server', './codegen', './generated'] },
];

export default tseslint.config(
  { ignores: ['dist', 'build', 'node_modules', 'data', 'coverage', 'test-results', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import/ignore': ['node_modules'],
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: layers }],
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['generated/**/*.ts', 'generated/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../src/*', '!../src/core'], message: 'generated/ imports only types from src/core.' }] },
      ],
    },
  },
  {
    // The wire's TypeBox schemas are the server's; the client and codegen take their types only,
    // so typebox never enters the browser bundle.
    files: ['src/**/*.{ts,tsx}', 'codegen/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['typebox', 'typebox/*', '**/common/wire/*'], allowTypeImports: true, message: 'Import the wire types with `import type`: the schemas stay on the server.' }],
        },
      ],
    },
  },
  {
    // A spinner is named for a screen reader (axe's aria-progressbar-name), or hidden where the
    // text beside it or the label of its button already says what is loading.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='CircularProgress']:not(:has(JSXAttribute[name.name=/^aria-(label|labelledby|hidden)$/]))",
          message: 'Give the spinner an aria-label saying what loads, or aria-hidden where the text beside it or its button says so.',
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // No module imports a test file, so no test file is in a cycle: the rule walked every test's
    // whole import graph for nothing, three quarters of the lint's time.
    files: ['tests/**/*.test.{ts,tsx}'],
    rules: { 'import/no-cycle': 'off' },
  },
  {
    // The server project shares modules between files (vitest.config.ts): a mock there would
    // reach some files and miss others. A file that mocks is named *.isolated.test.ts.
    files: ['tests/server/**/*.ts'],
    ignores: ['tests/server/**/*.isolated.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]", message: 'Name a server test that mocks a module *.isolated.test.ts: it needs a module registry of its own.' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
