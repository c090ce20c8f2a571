// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { unzipSync } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapFiles, mapText, mapZip, openMap, tileMapData, type MapBoard, type MapFormat } from './index';
import { board, LAYOUTS, MIXED, testPlatform, tmx, tmxData } from './testing';

const enc = new TextEncoder();
const platform = testPlatform();
const open = (name: string, text: string | Uint8Array) =>
  openMap(name, typeof text === 'string' ? enc.encode(text) : text, platform);
const FORMATS: MapFormat[] = ['tmx', 'tmj', 'tscn'];

describe('a board sent out and opened again', () => {
  for (const format of FORMATS)
    for (const { orientation, parity } of LAYOUTS)
      it(`comes back the same from .${format}, ${orientation} ${parity}`, async () => {
        const b = board(MIXED, orientation, parity, 20);
        expect(await open(`x.${format}`, mapText(format, b))).toEqual({ ok: true, board: b });
      });

  it('comes back the same from the zip, whatever the board (random boards, every format and layout)', async () => {
    const cell = fc.constantFrom(-1, -1, 0, 0, 1, 2, 5, 9);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 7 }),
        fc.infiniteStream(cell),
        fc.constantFrom(...FORMATS),
        fc.constantFrom(...LAYOUTS),
        fc.integer({ min: 6, max: 64 }),
        async (rows, cols, cells, format, layout, size) => {
          const level = Array.from({ length: rows }, () =>
            Array.from({ length: cols }, () => cells.next().value as number),
          );
          const b: MapBoard = { level, ...layout, hexSize: size };
          const zip = mapZip(format, b);
          expect(await open(zip.name, zip.bytes)).toEqual({ ok: true, board: b });
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("Tiled's own hexagonal example", () => {
  it('opens as its 20 x 20 board, horizontal and odd', async () => {
    const text = readFileSync(resolve(process.cwd(), 'e2e/files/hexagonal-mini.tmx'), 'utf8');
    const result = await open('hexagonal-mini.tmx', text);
    if (!result.ok) throw new Error(result.problem.kind);
    expect(result.board.orientation).toBe('pointy');
    expect(result.board.parity).toBe('odd');
    expect(result.board.level).toHaveLength(20);
    expect(result.board.level.every((row) => row.length === 20 && row.every((v) => v === 0))).toBe(true);
  });
});

describe('reading Tiled layer data', () => {
  const gids = [0, 1, 2, 3, 0, 1];
  const tiles =
    '<tile id="1"><properties><property name="kind" value="wall"/></properties></tile><tile id="2"><properties><property name="cost" type="int" value="4"/></properties></tile>';
  for (const how of ['csv', 'base64', 'zlib', 'gzip'] as const)
    it(`reads ${how}, tile 0 as no tile, kinds from properties`, async () => {
      const result = await open('m.tmx', tmx(tmxData(gids, how), { tiles }));
      expect(result).toMatchObject({
        ok: true,
        board: {
          level: [
            [-1, 0, 1],
            [4, -1, 0],
          ],
        },
      });
    });

  it('reads the XML <tile gid> form and flipped tiles', async () => {
    const data = `<data>${[0, 1, 0x80000002, 3, 0, 1].map((g) => `<tile gid="${g}"/>`).join('')}</data>`;
    expect(await open('m.tmx', tmx(data, { tiles }))).toMatchObject({
      ok: true,
      board: {
        level: [
          [-1, 0, 1],
          [4, -1, 0],
        ],
      },
    });
  });

  it('crops an infinite map to its tiles and flips the offset when the crop starts on an odd row', async () => {
    const chunk = (x: number, y: number, g: number[]) =>
      `<chunk x="${x}" y="${y}" width="2" height="2">${g.join(',')}</chunk>`;
    const data = `<data encoding="csv">${chunk(-2, -3, [0, 0, 0, 1])}${chunk(0, -1, [1, 0, 0, 1])}</data>`;
    const result = await open('m.tmx', tmx(data, { infinite: 1 }));
    // used cells: (-1,-2), (0,-1), (1,0): rows -2..0 (starts on an even row), columns -1..1
    expect(result).toMatchObject({
      ok: true,
      board: {
        parity: 'odd',
        level: [
          [0, -1, -1],
          [-1, 0, -1],
          [-1, -1, 0],
        ],
      },
    });
    const odd = `<data encoding="csv">${chunk(0, -1, [1, 0, 0, 1])}</data>`;
    expect(await open('m.tmx', tmx(odd, { infinite: 1 }))).toMatchObject({
      ok: true,
      board: {
        parity: 'even',
        level: [
          [0, -1],
          [-1, 0],
        ],
      },
    });
  });

  it('reads a .tmj with base64 + zlib data and a stagger on x', async () => {
    const text = mapText('tmj', board(MIXED, 'flat', 'even'));
    const json = JSON.parse(text);
    const { zlibSync } = await import('fflate');
    const raw = new Uint8Array(new Uint32Array(json.layers[0].data).buffer);
    json.layers[0] = {
      ...json.layers[0],
      encoding: 'base64',
      compression: 'zlib',
      data: Buffer.from(zlibSync(raw)).toString('base64'),
    };
    expect(await open('m.json', JSON.stringify(json))).toMatchObject({
      ok: true,
      board: { level: MIXED, orientation: 'flat', parity: 'even' },
    });
  });
});

describe('a file Hexlab cannot take', () => {
  const refused = async (name: string, text: string | Uint8Array) => {
    const r = await open(name, text);
    if (r.ok) throw new Error('expected a refusal');
    return r.problem;
  };
  it.each([
    ['orthogonal', 'orthogonal'],
    ['isometric', 'isometric'],
    ['staggered', 'staggered'],
  ])('says a %s map is not hexagonal', async (_, orientation) => {
    expect(await refused('m.tmx', tmx(tmxData([1, 1, 1, 1, 1, 1], 'csv'), { orientation }))).toEqual({
      kind: 'notHexagonal',
      orientation,
    });
  });
  it('names zstd', async () => {
    expect(await refused('m.tmx', tmx(tmxData([1, 1, 1, 1, 1, 1], 'zstd')))).toEqual({
      kind: 'compression',
      layer: 'Ground',
      compression: 'zstd',
    });
  });
  it('names corrupt base64 and corrupt zlib with the layer', async () => {
    expect(await refused('m.tmx', tmx('<data encoding="base64">AAA*AAAA</data>'))).toEqual({
      kind: 'base64',
      layer: 'Ground',
    });
    expect(await refused('m.tmx', tmx('<data encoding="base64" compression="zlib">AAAAAAAAAAAAAAAA</data>'))).toEqual({
      kind: 'inflate',
      layer: 'Ground',
      compression: 'zlib',
    });
  });
  it('says where XML cut short breaks', async () => {
    const text = mapText('tmx', board(MIXED, 'pointy', 'odd'));
    expect(await refused('m.tmx', text.slice(0, 400))).toMatchObject({ kind: 'xml', line: expect.any(Number) });
  });
  it('refuses a board over the size limit', async () => {
    const big = new Array(251 * 2).fill(1);
    expect(await refused('m.tmx', tmx(tmxData(big, 'csv'), { width: 251, height: 2 }))).toEqual({
      kind: 'tooBig',
      rows: 2,
      cols: 251,
      max: 250,
    });
  });
  it('refuses a layer whose data is the wrong size', async () => {
    expect(await refused('m.tmx', tmx(tmxData([1, 1, 1], 'csv')))).toEqual({
      kind: 'dataSize',
      layer: 'Ground',
      expected: 6,
      found: 3,
    });
  });
  it('refuses a .tscn without a hexagon TileSet', async () => {
    const text = mapText('tscn', board(MIXED, 'pointy', 'odd')).replace('tile_shape = 3', 'tile_shape = 0');
    expect(await refused('m.tscn', text)).toEqual({ kind: 'godotShape', shape: 0 });
    expect(await refused('m.tscn', text.replace(/tile_shape = 0\n/, ''))).toEqual({ kind: 'godotShape', shape: 0 });
    expect(await refused('m.tscn', '[gd_scene format=3]\n\n[node name="A" type="Node2D"]\n')).toEqual({
      kind: 'godotNoLayer',
    });
  });

  it('never throws on random bytes, whatever the name', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 400 }),
        fc.constantFrom('a.tmx', 'a.tmj', 'a.json', 'a.tscn', 'a.zip'),
        async (bytes, name) => {
          const r = await open(name, bytes);
          expect(typeof r.ok).toBe('boolean');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never throws on mutated real maps', async () => {
    const real = FORMATS.map((f) => [f, mapText(f, board(MIXED, 'flat', 'odd'))] as const).concat([
      ['tmx', tmx(tmxData([1, 2, 3, 0, 1, 1], 'zlib'))],
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...real),
        fc.nat(),
        fc.nat({ max: 40 }),
        fc.string({ maxLength: 8 }),
        async ([format, text], at, cut, insert) => {
          const i = at % (text.length + 1);
          const r = await open(`m.${format}`, text.slice(0, i) + insert + text.slice(i + cut));
          expect(typeof r.ok).toBe('boolean');
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the files that go out', () => {
  it('zip the map with the image it refers to', () => {
    for (const format of FORMATS) {
      const zip = unzipSync(mapZip(format, board(MIXED, 'pointy', 'odd')).bytes);
      expect(Object.keys(zip).sort()).toEqual([`hexlab-board.${format}`, 'hexlab-tiles.png'].sort());
      expect(new TextDecoder().decode(zip[`hexlab-board.${format}`])).toContain('hexlab-tiles.png');
      expect(Array.from(zip['hexlab-tiles.png'].subarray(1, 4))).toEqual([80, 78, 71]);
    }
  });
  it('give Tiled whole, even tile sizes and Godot its layout and offset axis', () => {
    const tmxText = mapText('tmx', board(MIXED, 'pointy', 'even', 25));
    expect(tmxText).toContain(
      'tilewidth="44" tileheight="50" infinite="0" hexsidelength="24" staggeraxis="y" staggerindex="even"',
    );
    const tscn = mapText('tscn', board(MIXED, 'flat', 'even', 24));
    expect(tscn).toContain('tile_layout = 1\ntile_offset_axis = 1\ntile_size = Vector2i(48, 42)');
    expect(mapFiles('tscn', board(MIXED, 'flat', 'odd')).map((f) => f.name)).toEqual([
      'hexlab-board.tscn',
      'hexlab-tiles.png',
    ]);
  });
  it('write tile_map_data as format 0 records: x column, y row, atlas x the value', () => {
    const bytes = tileMapData(
      board(
        [
          [-1, 1],
          [3, -1],
        ],
        'pointy',
        'odd',
      ),
    );
    expect(Array.from(bytes)).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 3, 0, 0, 0, 0, 0]);
  });
});
