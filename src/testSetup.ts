// Property tests (fast-check) draw new cases on every run, which is how they find bugs locally. Under CI they draw the
// same cases every time (FC_SEED picks another set), so a landing never hangs on a draw no one has seen before; a case
// that fails prints its seed and path for `fc.assert(..., { seed, path })`.
import fc from 'fast-check';

if (process.env.CI) fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261123) });
