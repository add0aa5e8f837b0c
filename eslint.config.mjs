import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const GRAY_MATTER = {
  name: 'gray-matter',
  message:
    "Read front matter with parseFrontMatter from src/lib/content/front-matter.ts: gray-matter runs '---js' as code.",
};

export default tseslint.config(
  {
    ignores: [
      'public/',
      '.wrangler/',
      '.cache/',
      'node_modules/',
      'src/gatsby-types.d.ts',
      'test-results/',
      // Every Playwright HTML report (the main suite's, the CMS proof's, the publish rehearsal's).
      'playwright-report*/',
      '.bench/',
      '*.before-editor-proof/',
      '*.before-hostile-content/',
      '.build-artifacts/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-console': ['error', { allow: ['info', 'warn', 'error', 'log'] }],
    },
  },
  {
    // conventions §7: a page's Head is written out as the build-stage switch, so webpack can drop HeadTags and the
    // builders from the browser bundle (docs/performance.md); any other export of Head fails here.
    files: ['src/pages/**/*.tsx', 'src/templates/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: [
            'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name="Head"]:not(',
            '[init.type="ConditionalExpression"][init.test.operator="==="]',
            '[init.test.left.object.object.name="process"][init.test.left.object.property.name="env"]',
            '[init.test.left.property.name="BUILD_STAGE"][init.test.right.value="build-javascript"]',
            '[init.consequent.name="BuiltHead"])',
          ].join(''),
          message: "Export Head as `process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags`.",
        },
        {
          selector:
            'ExportNamedDeclaration > FunctionDeclaration[id.name="Head"], ExportSpecifier[exported.name="Head"]',
          message: "Export Head as `process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags`.",
        },
      ],
    },
  },
  {
    // Front matter is read by one helper that never runs code (src/lib/content/front-matter.ts); gray-matter runs
    // `---js` blocks. The e2e block below repeats this path, since a later block's options replace these.
    rules: { 'no-restricted-imports': ['error', { paths: [GRAY_MATTER] }] },
  },
  {
    // No import cycles: a module and what it imports form a tree, so each can be read (and loaded) on its own.
    // The rule follows value imports, static and dynamic; `import type` edges are erased by TypeScript and skipped.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // End-to-end specs use the fixtures' `test`, whose page.goto waits for hydration.
    files: ['tests/e2e/**/*.spec.ts', 'tests/editor-proof/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            GRAY_MATTER,
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures': its page.goto waits until the page has hydrated.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
