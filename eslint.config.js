// Lint enforces the house's one-way imports: ui -> store -> games -> engine (share beside games).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noUi = ['react', 'react-dom', 'react-dom/*', 'zustand', 'zustand/*', 'zundo', '@testing-library/*'];
const pure = (allowedUp, message) => ({
  patterns: [
    { group: noUi, message },
    ...allowedUp.map((dir) => ({ group: [`**/${dir}`, `**/${dir}/**`], message })),
  ],
});

export default tseslint.config(
  { ignores: ['dist/**', '.e2e-dist/**', 'node_modules/**', 'playwright-report/**', 'test-results/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/main.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...noUi, '../*', '../**'], message: 'src/engine is pure hex maths: it imports nothing outside src/engine (no React, zustand or DOM).' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage', 'navigator'],
    },
  },
  {
    files: ['src/games/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', pure(['store', 'ui', 'share'], 'src/games holds pure rules: it may import only src/engine and pure libraries.')],
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage', 'navigator'],
    },
  },
  {
    files: ['src/share/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', pure(['store', 'ui'], 'src/share is the pure URL codec: it may import src/engine and src/games only.')],
    },
  },
  {
    files: ['src/store/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react-dom', '**/ui/**', '../ui/*'], message: 'src/store must not import the UI.' }] }],
    },
  },
);
