// Lint enforces the house's one-way imports: app -> ui -> store -> games -> engine (share beside games).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const noUi = ['react', 'react-dom', 'react-dom/*', 'zustand', 'zustand/*', '@testing-library/*'];
// The pure folders run and are tested in plain Node: no browser global, and no timers, clock or chance where a rule
// should be pure.
// Worker entry files, which need `self`, live in src/ui/workers.
const PURE = ['src/engine/**/*.ts', 'src/games/**/*.ts', 'src/share/**/*.ts'];
const pureGlobals = [
  'Worker',
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'navigator',
  'location',
  'history',
  'self',
  'fetch',
  'setTimeout',
  'setInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'postMessage',
  'alert',
  'performance',
].map((name) => ({
  name,
  message:
    'src/engine, src/games and src/share are pure: take time, storage and the page from the caller (src/store or src/ui).',
}));
// Chance too comes from the caller: rules take a seeded random source (games/random.ts), the seed a link carries.
const pureProperties = [
  ...pureGlobals.map(({ name, message }) => ({ object: 'globalThis', property: name, message })),
  {
    object: 'Math',
    property: 'random',
    message:
      'src/engine, src/games and src/share are pure: take a seeded random source (games/random.ts) from the caller.',
  },
];
const pure = (allowedUp, message) => ({
  patterns: [{ group: noUi, message }, ...allowedUp.map((dir) => ({ group: [`**/${dir}`, `**/${dir}/**`], message }))],
});

const storeUp = {
  group: ['react-dom', '**/ui/**', '../ui/*', '**/app/**'],
  message: 'src/store must not import the UI or start-up.',
};
/** Import paths into one of the store's rooms (links, persist) from a sibling room or the store's root. */
const storeRoom = (room) => [`../${room}/*`, `./${room}/*`, `**/store/${room}/*`];
// The store's root (index.ts) only builds the store: nothing inside the store imports it back. The state's types live
// below it, in state/. (No other folder of the store has an index file, so any relative `index`, `.` or `..` import is
// the root, or is about to be mistaken for it.)
const storeRoot = {
  regex: '^(\\.{1,2}/)*(\\.{1,2}|index)$|^(\\.\\./)+store(/index)?$',
  message: "Nothing in the store imports its root (index.ts builds the store): take the state's types from state/.",
};
// A dynamic import() into links/ or persist/ from a slice (or any file a slice may import) would go around the rules
// below that keep slices out of both rooms, as later.ts once did: only those rooms fetch their own code.
const lazyRooms = {
  selector: 'ImportExpression[source.value=/(^|\\/)(links|persist)(\\/|$)/]',
  message:
    'Only links/ and persist/ fetch their own code: a slice reaches storage through the wiring (state/kept.ts) and the links a record needs through recordLinks (state/store.ts).',
};

export default tseslint.config(
  { ignores: ['dist/**', '.e2e-dist/**', 'node_modules/**', 'playwright-report/**', 'test-results/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    ignores: PURE,
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Only the language's own globals here: the browser's (and Node's) are not declared in the pure folders.
    files: PURE,
    languageOptions: { globals: { ...globals.es2025 } },
    rules: {
      'no-restricted-globals': ['error', ...pureGlobals],
      // ...nor reached round the back through globalThis.
      'no-restricted-properties': ['error', ...pureProperties],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
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
            {
              group: [...noUi, '../*', '../**'],
              message:
                'src/engine is pure hex maths: it imports nothing outside src/engine (no React, zustand or DOM).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/games/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        pure(
          ['store', 'ui', 'share', 'app'],
          'src/games holds pure rules: it may import only src/engine and pure libraries.',
        ),
      ],
    },
  },
  {
    files: ['src/share/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        pure(['store', 'ui', 'app'], 'src/share is the pure URL codec: it may import src/engine and src/games only.'),
      ],
    },
  },
  {
    // Start-up (src/app) wires the UI and the store together; nothing below it reaches back up.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '../app/*'],
              message: 'src/ui must not import start-up (src/app): main.tsx calls it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/store/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [storeUp, storeRoot] }] },
  },
  {
    // Tests build stores: they may import the root.
    files: ['src/store/**/*.test.ts', 'src/store/testing.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [storeUp] }] },
  },
  {
    // No import cycle in the store, through a dynamic import() too (import-x/no-cycle follows value imports; type-only
    // ones are erased, and state/ holds the types so that they need none).
    files: ['src/store/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/external-module-folders': ['node_modules'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/store/**/*.ts'],
    ignores: ['src/store/links/**', 'src/store/persist/**', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', lazyRooms] },
  },
  {
    // state/ is the types-only room: type imports and type declarations, no code.
    files: ['src/store/state/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[importKind!='type'], ExportNamedDeclaration[exportKind!='type'], ExportAllDeclaration[exportKind!='type'], Program > :matches(VariableDeclaration, FunctionDeclaration, ClassDeclaration, ExpressionStatement, ExportDefaultDeclaration, TSEnumDeclaration)",
          message:
            'state/ holds types only (import type, interfaces and type aliases): code lives in slices/, links/, persist/.',
        },
      ],
    },
  },
  // Inside the store, one way too: slices hold the state and its actions; links/ (between the store and a link) and
  // persist/ (what is kept in the browser) build on them and on each other never. A slice reaches storage through
  // the store's wiring (its types in src/store/state/kept.ts; index.ts's createStore takes it).
  {
    files: ['src/store/slices/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            storeUp,
            storeRoot,
            {
              group: storeRoom('links').concat(storeRoom('persist')),
              message:
                'A slice imports neither links/ nor persist/: it reaches storage through the wiring (state/kept.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/store/links/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            storeUp,
            storeRoot,
            {
              group: storeRoom('persist'),
              message: 'links/ does not import persist/: storage goes through the wiring (state/kept.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/store/persist/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [storeUp, storeRoot, { group: storeRoom('links'), message: 'persist/ does not import links/.' }] },
      ],
    },
  },
);
