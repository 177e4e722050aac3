import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries from DESIGN.md: shared imports neither side, web never imports server. */
const noServerImports = {
  group: ['**/server/**', '@server/*'],
  message: 'src/web and src/shared must not import server code.',
};
const noWebImports = { group: ['**/web/**', '@web/*'], message: 'src/shared and src/server must not import web code.' };

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'drizzle', 'test-results', 'playwright-report', 'scratch', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServerImports] }],
    },
  },
  {
    // A feature never imports another feature; shared UI lives in components/ and lib/.
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServerImports,
            { group: ['@web/features/*', '@web/pages/*'], message: 'Features must not import other features or pages.' },
            { regex: '^(\\.\\./){2,}(?!\\.\\.)[^/]+/(api|components)', message: 'Features must not import other features.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noServerImports, noWebImports, { group: ['node:*', 'drizzle-orm', 'drizzle-orm/*'], message: 'src/shared is isomorphic.' }],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noWebImports] }] },
  },
);
