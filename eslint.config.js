import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const layer = (message, ...patterns) => ['error', { patterns: [{ group: patterns, message }] }];

/** Engine files any client module may import: pure report builders, no model weights. */
const CLIENT_ENGINE_ENTRIES = [
  'engine/report/consumer-personal-report.ts',
  'engine/report/consumer-results-report.ts',
  'engine/report/practitioner-report.ts',
];
/** Engine entries a client Web Worker (`*.worker.ts`) may import as well: they carry the tongue model. */
const WORKER_ENGINE_ENTRIES = ['engine/analysis/on-device.ts', 'engine/analysis/analyse.ts', 'engine/tongue/index.ts'];
const clientEngine = (...allowed) => [
  'error',
  {
    patterns: [
      {
        group: [
          '**/engine/**/*',
          // Folders stay open: under gitignore rules no file of an excluded folder can be allowed again.
          '!**/engine/**/',
          ...allowed.map((entry) => `!**/${entry}`),
        ],
        allowTypeImports: true,
        message: `The client imports only the engine entries meant for the browser: ${allowed.join(', ')} (eslint.config.js; the analysis and tongue entries only in a *.worker.ts).`,
      },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
      'src/engine/tongue/model/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Fastify plugins and handlers are async by convention, awaiting or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // No import cycles anywhere (issue 11): a cycle hides which module owns a fact.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'tests/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // Generated weights: megabytes of base64, no imports of their own.
      'import-x/ignore': ['src/engine/tongue/model/'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['tests/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      // expect.any()/stringMatching() are typed any by Vitest and Playwright.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': layer(
        'The client must not import server or CLI code (ARCHITECTURE.md layers).',
        '**/server/**',
        '**/cli/**',
      ),
    },
  },
  {
    // The browser gets only the engine entries meant for it (issue 11, item 6): the report
    // builders anywhere, the analysis and tongue entries only inside a Web Worker (below), so the
    // tongue model's weights never reach a page's own chunk. Type-only imports are erased.
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': clientEngine(...CLIENT_ENGINE_ENTRIES) },
  },
  {
    files: ['src/client/**/*.worker.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': clientEngine(...CLIENT_ENGINE_ENTRIES, ...WORKER_ENGINE_ENTRIES) },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': layer(
        'The engine is pure domain code: no I/O, no framework, no Node or DOM API; it imports only contract and engine.',
        'node:*',
        'fs',
        'path',
        'sharp',
        'react',
        'fastify',
        '**/server/**',
        '**/client/**',
        '**/cli/**',
      ),
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': layer(
        'The contract imports nothing of ours.',
        '**/server/**',
        '**/client/**',
        '**/cli/**',
        '**/engine/**',
      ),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': layer('The server must not import client or CLI code.', '**/client/**', '**/cli/**') },
  },
  {
    // ARCHITECTURE.md: routes are thin (validate -> service -> reply); tables are read and written by services.
    files: ['src/server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': layer(
        'Routes call services: no client or CLI code, no tables or queries of their own.',
        '**/client/**',
        '**/cli/**',
        '**/db/schema*',
        'drizzle-orm',
      ),
    },
  },
  {
    files: ['src/edge/**/*.ts'],
    rules: {
      'no-restricted-imports': layer(
        'The Node edge (shared by server and CLI) uses the engine and contract only.',
        '**/server/**',
        '**/client/**',
        '**/cli/**',
      ),
    },
  },
  {
    files: ['src/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': layer(
        'The CLI uses the engine and contract, never the server or client.',
        '**/server/**',
        '**/client/**',
      ),
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Build and start scripts are plain JavaScript run by node (decision 0034).
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', performance: 'readonly' } },
  },
);
