// The engine as a library user gets it: src/engine built by Vite into one ES module and imported natively by Node,
// as honeycomb-grid is from node_modules. Under vitest our own sources run through its module runner, where every
// call between modules is a property lookup on a namespace object; that is neither what a user runs nor fair to
// either side. The build lands under node_modules/.cache, which vitest leaves to Node.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

type Engine = typeof import('../src/engine');

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}node_modules/.cache/hexlab-bench`;

/** Builds src/engine/index.ts and imports the result. */
export async function engineAsLibrary(): Promise<Engine> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      lib: { entry: `${root}src/engine/index.ts`, formats: ['es'], fileName: () => 'engine.js' },
    },
  });
  return (await import(/* @vite-ignore */ pathToFileURL(`${outDir}/engine.js`).href)) as Engine;
}
