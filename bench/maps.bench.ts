// Opening a 250 x 250 Tiled map (base64 + zlib, as Tiled saves by default) against opening the same board from a
// link, both as the app does them: parse, then the one board transition into the store (which builds the board).
// Drawing is not in these figures: both paths hand the store the same board and the same components draw it
// (the browser's figure for drawing a 250 x 250 board from a link is bounded.benchspec.ts's). Then exporting that
// board to each format, zip and tile image included. Figures print as [maps] lines as well as vitest's table.
import { Window } from 'happy-dom';
import { zlibSync } from 'fflate';
import { bench, describe } from 'vitest';
import type { LevelData } from '../src/engine';
import { seededRandom } from '../src/games/random';
import { makePlatform, mapZip, openMap, toBase64, writeTmx, type MapBoard, type MapFormat } from '../src/games/maps';
import { encodeShare } from '../src/share';
import { useHexlab } from '../src/store';
import { applyShareQuery } from '../src/store/links/fromLink/fromLink';
import { loadAllParts } from '../src/store/testing';

loadAllParts();
const { DOMParser } = new Window();
const platform = makePlatform(DOMParser as unknown as typeof globalThis.DOMParser, DecompressionStream);

const SIDE = 250;
const rand = seededRandom(7);
const VALUES = [-1, 0, 0, 0, 0, 1, 1, 2, 5, 9];
const level: LevelData = Array.from({ length: SIDE }, () =>
  Array.from({ length: SIDE }, () => VALUES[Math.floor(rand() * VALUES.length)]),
);
const board: MapBoard = { level, orientation: 'pointy', parity: 'odd', hexSize: 24 };

// Tiled's default save: the layer as base64 of zlib'd little-endian global ids.
const gids = new Uint32Array(level.flat().map((v) => (v < 0 ? 0 : v + 1)));
const tmx = writeTmx(board).replace(
  /<data encoding="csv">[\s\S]*?<\/data>/,
  `<data encoding="base64" compression="zlib">\n   ${toBase64(zlibSync(new Uint8Array(gids.buffer)))}\n  </data>`,
);
const tmxBytes = new TextEncoder().encode(tmx);
const link = encodeShare({ mode: 'editor', orientation: 'pointy', parity: 'odd', hexSize: 24, level });

const reset = () => useHexlab.getState().setLevel([[0]]);

async function openTiled(): Promise<number> {
  reset();
  const t0 = performance.now();
  const result = await openMap('big.tmx', tmxBytes, platform);
  if (!result.ok) throw new Error(result.problem.kind);
  useHexlab.getState().editorImport(result.board.level, result.board);
  const ms = performance.now() - t0;
  if (useHexlab.getState().board.level.length !== SIDE) throw new Error('the map did not open');
  return ms;
}

function openLink(): number {
  reset();
  const t0 = performance.now();
  if (applyShareQuery(useHexlab, link) !== 'applied') throw new Error('the link was refused');
  return performance.now() - t0;
}

const exportMs = (format: MapFormat) => {
  const t0 = performance.now();
  mapZip(format, board);
  return performance.now() - t0;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe('a 250 x 250 Tiled map (base64 + zlib) against the same board from a link', async () => {
  // Taking turns, so a slow spell of the machine weighs on both sides.
  const tiled: number[] = [];
  const linked: number[] = [];
  for (let i = 0; i < 7; i++) {
    tiled.push(await openTiled());
    linked.push(openLink());
  }
  const t = median(tiled);
  const l = median(linked);
  console.log(
    `[maps] open 250 x 250: Tiled .tmx (base64+zlib, ${(tmxBytes.length / 1024).toFixed(0)} KB) ${t.toFixed(1)} ms, link (${link.length.toLocaleString('en')} characters) ${l.toFixed(1)} ms: ratio ${(t / l).toFixed(2)} (goal: at most 2; medians of 7, taking turns)`,
  );
  for (const format of ['tmx', 'tmj', 'tscn'] as MapFormat[]) {
    const ms = median(Array.from({ length: 5 }, () => exportMs(format)));
    console.log(
      `[maps] export 250 x 250 to .${format} (zip with its tile image): ${ms.toFixed(1)} ms (goal: under 500 ms; median of 5)`,
    );
  }
  bench('open the Tiled map', async () => void (await openTiled()), { iterations: 5, time: 0, warmupIterations: 1 });
  bench('open the link', () => void openLink(), { iterations: 5, time: 0, warmupIterations: 1 });
});
