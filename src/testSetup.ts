// Property tests (fast-check) draw new cases on every run, which is how they find bugs locally. Under CI they draw the
// same cases every time (FC_SEED picks another set), so a landing never hangs on a draw no one has seen before; a case
// that fails prints its seed and path for `fc.assert(..., { seed, path })`.
import fc from 'fast-check';

if (process.env.CI) fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261123) });

// Components read their texts through the catalogue (ui/i18n), which suspends until a language's namespace is loaded.
// Unit tests render in English with every namespace loaded up front, so a render never suspends.
// The same for the code a Minesweeper game fetches at its first click (the solver, the link codec): a test that plays
// or ends a game would otherwise start that fetch and leave it running past its own end. later.test.ts checks the
// fetch itself, on fresh modules.
import { beforeAll } from 'vitest';
import { loadNamespace, NAMESPACES, useLang } from './ui/i18n';
import { solver } from './store/slices/minesweeperSolver';
import { linkCodec } from './store/links/codec';

beforeAll(async () => {
  useLang.setState({ lang: 'en' });
  await Promise.all([...NAMESPACES.map((ns) => loadNamespace('en', ns)), solver.load(), linkCodec.load()]);
  // The first screen's parts hydrated later (ui/lazyPart.tsx) that the test file's modules hold: drawn at once, as a
  // screen rendered afresh draws them (imported here, after the test file's own mocks are in place).
  await (await import('./ui/lazyPart')).loadFirstScreenParts();
});
