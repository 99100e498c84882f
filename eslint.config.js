// One lint setup for the whole workspace. Import boundaries follow DESIGN.md §2 and HOUSE-STYLE §1.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Colour and pixel literals belong only in packages/ui/src/tokens. */
const literalBan = {
  'no-restricted-syntax': [
    'error',
    {
      selector:
        'Literal[value=/(^|[^\\w&])#[0-9a-fA-F]{3,8}\\b|\\b\\d+(\\.\\d+)?px\\b|\\b(rgb|rgba|hsl|hsla|oklch)\\(/]',
      message: 'Colour and px literals live only in packages/ui/src/tokens; use a theme token (vars.*).',
    },
    {
      selector:
        'TemplateElement[value.raw=/(^|[^\\w&])#[0-9a-fA-F]{3,8}\\b|\\b\\d+(\\.\\d+)?px\\b|\\b(rgb|rgba|hsl|hsla|oklch)\\(/]',
      message: 'Colour and px literals live only in packages/ui/src/tokens; use a theme token (vars.*).',
    },
  ],
};

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { paths, patterns }],
});

const uiOutside = [
  {
    group: ['@alegato/app', '@alegato/app/*', '@alegato/server', '@alegato/server/*'],
    message: 'ui never imports app or server (DESIGN.md §2).',
  },
  {
    group: ['react-router', 'swr', 'jotai', 'jotai/*'],
    message: 'ui is presentational: no router, SWR or Jotai (HOUSE-STYLE §2).',
  },
  {
    regex: '^@alegato/domain(?!/vocabulary$)(/.*)?$',
    allowTypeImports: true,
    message:
      'ui may only `import type` from @alegato/domain; at run time only from its data-only @alegato/domain/vocabulary (ADR 0019).',
  },
];
const up = (...layers) =>
  layers.map((l) => ({
    group: [`**/${l}`, `**/${l}/**`],
    message: `A lower ui layer never imports ${l} (HOUSE-STYLE §1).`,
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'data/**',
      'tests/visual/baselines/**',
      'coverage/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // `role="list"` on an unstyled list keeps its semantics in Safari/VoiceOver (list-style: none drops them).
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },
  ...storybook.configs['flat/recommended'],
  // No import cycles inside a package (issue 11 §3): a module and what it imports form a tree.
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'app/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'app/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Import boundaries across packages (DESIGN.md §2).
  {
    files: ['packages/domain/**/*.ts'],
    rules: restrict([
      {
        group: ['@alegato/*', 'react', 'react-dom', 'node:*', 'fs', 'path', 'http'],
        message: 'domain is pure: no React, no I/O, no other workspace package.',
      },
    ]),
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: restrict([
      {
        group: ['@alegato/ui', '@alegato/ui/*', '@alegato/app', 'react', 'react-dom'],
        message: 'server never imports ui or app.',
      },
    ]),
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['@alegato/server', '@alegato/server/*'], message: 'app talks to the server over HTTP only.' },
    ]),
  },
  // ui inner layers: tokens → primitives → components → fragments (HOUSE-STYLE §1).
  { files: ['packages/ui/src/**/*.{ts,tsx}'], rules: restrict(uiOutside) },
  {
    files: ['packages/ui/src/tokens/**/*.{ts,tsx}'],
    rules: restrict([...uiOutside, ...up('primitives', 'components', 'fragments')]),
  },
  {
    files: ['packages/ui/src/primitives/**/*.{ts,tsx}'],
    rules: restrict([...uiOutside, ...up('components', 'fragments')]),
  },
  {
    files: ['packages/ui/src/components/**/*.{ts,tsx}'],
    rules: restrict([...uiOutside, ...up('fragments')]),
  },
  // A fragment reaches another only through its index.ts (its public face); stories and fixtures may
  // borrow each other's sample data.
  {
    files: ['packages/ui/src/fragments/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.fixtures.ts', '**/*.test.{ts,tsx}'],
    rules: restrict([
      ...uiOutside,
      {
        regex: '^\\.\\./[^/]+/(?!index$)[^/]+$',
        message: "Import another fragment through its index: '../Name', not '../Name/File'.",
      },
    ]),
  },
  // No colour or px literals outside tokens.
  {
    files: ['packages/ui/src/**/*.{ts,tsx}', 'app/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/tokens/**'],
    rules: literalBan,
  },
);
