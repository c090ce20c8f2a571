// @vitest-environment happy-dom
// Tiled itself reads Hexlab's exports: each exported map (every layout, .tmx and .tmj) goes through
// `tiled --export-map json`, headless, and what Tiled wrote back must be the same board. Tiled exits 0 even when it
// can't read a map, so its output is read too. Needs Debian's `tiled` (scripts/ensure-tiled.mjs installs it).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapFiles, openMap, type MapFormat } from './index';
import { board, LAYOUTS, MIXED, testPlatform } from './testing';

const hasTiled = (() => {
  try {
    execFileSync('tiled', ['--version'], { stdio: 'ignore', env: { ...process.env, QT_QPA_PLATFORM: 'offscreen' } });
    return true;
  } catch {
    return false;
  }
})();
if (!hasTiled)
  console.warn("Skipping the Tiled test: Debian's `tiled` is not installed (run scripts/ensure-tiled.mjs as root).");

const dir = mkdtempSync(join(tmpdir(), 'hexlab-tiled-'));
const runtime = join(dir, 'xdg');
mkdirSync(runtime, { mode: 0o700 });
const env = { ...process.env, QT_QPA_PLATFORM: 'offscreen', XDG_RUNTIME_DIR: runtime };

describe.skipIf(!hasTiled)('Tiled reading an exported map', () => {
  for (const format of ['tmx', 'tmj'] as MapFormat[])
    for (const { orientation, parity } of LAYOUTS)
      it(`reads the same board from .${format}, ${orientation} ${parity}`, async () => {
        const b = board(MIXED, orientation, parity, 20);
        const at = join(dir, `${format}-${orientation}-${parity}`);
        mkdirSync(at, { recursive: true });
        for (const f of mapFiles(format, b)) writeFileSync(join(at, f.name), f.bytes);
        const out = join(at, 'tiled.json');
        const said = execFileSync('tiled', ['--export-map', 'json', join(at, `hexlab-board.${format}`), out], {
          env,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          timeout: 60_000,
        });
        expect(said).not.toMatch(/Failed|Error/i);
        expect(existsSync(out)).toBe(true);
        const written = JSON.parse(readFileSync(out, 'utf8'));
        expect(written).toMatchObject({
          orientation: 'hexagonal',
          staggeraxis: orientation === 'pointy' ? 'y' : 'x',
          staggerindex: parity,
          hexsidelength: 20,
        });
        const back = await openMap('tiled.json', readFileSync(out), testPlatform());
        expect(back).toEqual({ ok: true, board: b });
      });
});
