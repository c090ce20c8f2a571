// Mounts one board (Hexlab or react-hexgrid) of n tiles and exposes timings to the Playwright bench.
import { createRoot } from 'react-dom/client';
import { memo, useState } from 'react';
import { flushSync } from 'react-dom';
import { GridGenerator, HexGrid, Hexagon, Layout } from 'react-hexgrid';
import { filledLevel } from '../../src/engine';
import { useHexlab } from '../../src/store';
import { loadNamespace, NAMESPACES } from '../../src/ui/i18n';
import { BoardView } from '../../src/ui/board/BoardView';
import { boardGeometry } from '../../src/ui/board/geometry';
import { boardLayout } from '../../src/ui/board/boardLayout';
import { MinesweeperTile, minesweeperSignal } from '../../src/ui/minesweeper/MinesweeperTile';
import { FLAGGED, HIDDEN } from '../../src/games/minesweeper/state';
import '../../src/ui/styles.css';
import '../../src/ui/minesweeper/minesweeper.css';

const params = new URLSearchParams(location.search);
const lib = params.get('lib') ?? 'hexlab';
const side = Math.round(Math.sqrt(Number(params.get('n') ?? 10000)));

const nextFrame = () =>
  new Promise<number>((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0)));

let setFills: ((f: string[]) => void) | null = null;
let fills: string[] = [];
function HexgridBoard() {
  const [hexes] = useState(() => GridGenerator.rectangle(side, side));
  const [f, setF] = useState<string[]>(() => hexes.map(() => 'grey'));
  setFills = setF;
  fills = f;
  return (
    <HexGrid width={1200} height={900} viewBox={`-50 -50 ${side * 18} ${side * 16}`}>
      <Layout size={{ x: 5, y: 5 }} flat={false} spacing={1} origin={{ x: 0, y: 0 }}>
        {hexes.map((h, i) => (
          <Hexagon key={i} q={h.q} r={h.r} s={h.s} cellStyle={{ fill: f[i] }} />
        ))}
      </Layout>
    </HexGrid>
  );
}

/**
 * The plain board's wheel zoom rewrites its viewBox on every wheel event, around the pointer and without React: the
 * usual way to zoom an SVG, and Hexlab's own way before gestures moved a transform (src/ui/board/viewport.ts).
 */
function viewBoxWheel(svg: SVGSVGElement | null) {
  if (!svg) return;
  svg.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      const vb = svg.viewBox.baseVal;
      const r = svg.getBoundingClientRect();
      const k = Math.max(vb.width / r.width, vb.height / r.height);
      const px = vb.x - (r.width * k - vb.width) / 2 + (e.clientX - r.left) * k;
      const py = vb.y - (r.height * k - vb.height) / 2 + (e.clientY - r.top) * k;
      const f = Math.exp(e.deltaY * 0.0015);
      svg.setAttribute('viewBox', `${px - (px - vb.x) * f} ${py - (py - vb.y) * f} ${vb.width * f} ${vb.height * f}`);
    },
    { passive: false },
  );
}

type Board = ReturnType<typeof useHexlab.getState>['board'];

/**
 * `memo`: the same polygons as `plain`, each from a memoised component of its own (no blocks, no tile signal, no
 * camera): what a component per tile, as Hexlab's design asks, costs over `plain` before anything of Hexlab's own.
 */
const MemoPolygon = memo(function MemoPolygon({ id, points, b }: { id: number; points: string; b: Board }) {
  return (
    <polygon
      points={points}
      data-id={id}
      data-row={b.row[id]}
      data-col={b.col[id]}
      data-q={b.q[id]}
      data-r={b.r[id]}
      data-kind="floor"
      className="tile ms-tile"
      data-state="hidden"
    />
  );
});

/** `plain` (every polygon from this one component) or `memo` (each from a MemoPolygon). */
function ReactBoard({ memoised }: { memoised: boolean }) {
  const s = useHexlab.getState();
  const g = boardGeometry(s.board, boardLayout(s.board, s.hexSize));
  const b = s.board;
  return (
    <div className="board-area">
      <div className="board-frame">
        <svg
          className="board"
          data-testid="board"
          ref={viewBoxWheel}
          viewBox={`${g.box.x} ${g.box.y} ${g.box.width} ${g.box.height}`}
        >
          <g className="tiles">
            {Array.from({ length: b.size }, (_, id) =>
              memoised ? (
                <MemoPolygon key={id} id={id} points={g.points[id]} b={b} />
              ) : (
                <polygon
                  key={id}
                  points={g.points[id]}
                  data-id={id}
                  data-row={b.row[id]}
                  data-col={b.col[id]}
                  data-q={b.q[id]}
                  data-r={b.r[id]}
                  data-kind="floor"
                  className="tile ms-tile"
                  data-state="hidden"
                />
              ),
            )}
          </g>
        </svg>
      </div>
    </div>
  );
}

function HexlabBoard() {
  return (
    <div className="board-area">
      <BoardView Tile={MinesweeperTile} signal={minesweeperSignal} label="bench" />
    </div>
  );
}

const root = createRoot(document.getElementById('root')!);
const setView = (fn: (view: Uint8Array) => void) => {
  const s = useHexlab.getState();
  const view = s.minesweeper.game.view.slice();
  fn(view);
  useHexlab.setState({ minesweeper: { ...s.minesweeper, game: { ...s.minesweeper.game, view } } });
};

const bench = {
  async mount() {
    await bench.prepare();
    return bench.render();
  },
  /** The board's data and texts, before the clock: what the app has in its store before it draws a board. */
  async prepare() {
    if (lib === 'hexlab' || lib === 'plain' || lib === 'memo') {
      // The texts the tiles read (their names), loaded before the clock starts, as the app loads them before its first
      // paint: otherwise the board suspends and the render measured is of nothing.
      await Promise.all(NAMESPACES.map((ns) => loadNamespace('en', ns)));
      useHexlab.getState().setHexSize(8);
      useHexlab.getState().setLevel(filledLevel(side, side), 'rectangle');
    }
  },
  /** The first render, timed from the call until the frame after it has been drawn. */
  async render() {
    await nextFrame();
    const t0 = performance.now();
    flushSync(() =>
      root.render(
        lib === 'hexlab' ? (
          <HexlabBoard />
        ) : lib === 'plain' || lib === 'memo' ? (
          <ReactBoard memoised={lib === 'memo'} />
        ) : (
          <HexgridBoard />
        ),
      ),
    );
    const t1 = await nextFrame();
    return { ms: t1 - t0, tiles: document.querySelectorAll('polygon').length };
  },
  /**
   * One tile's change, made at the start of a frame (in a requestAnimationFrame callback) and rendered synchronously
   * (zustand's update is; react-hexgrid's setState goes through flushSync). `work` is the time until that frame's
   * rendering is done (a task queued from the callback runs after style, layout and paint): within one frame interval,
   * the change is on screen in that very frame. `gap` is the time from that frame's start to the next one's: one
   * frame interval unless the work made the browser skip frames.
   */
  async changeOne(i: number) {
    await nextFrame();
    const flip = () => {
      if (lib === 'hexlab') setView((v) => (v[i] = v[i] === FLAGGED ? HIDDEN : FLAGGED));
      else {
        const next = fills.slice();
        next[i] = next[i] === 'grey' ? 'red' : 'grey';
        flushSync(() => setFills!(next));
      }
    };
    return new Promise<{ script: number; work: number; gap: number }>((resolve) =>
      requestAnimationFrame((frameStart) => {
        const start = performance.now();
        flip();
        const script = performance.now() - start;
        setTimeout(() => {
          const work = performance.now() - start;
          requestAnimationFrame((nextStart) => resolve({ script, work, gap: nextStart - frameStart }));
        }, 0);
      }),
    );
  },
  /** The same wait with nothing changed: the frame latency every change pays on this machine. */
  async idle() {
    await nextFrame();
    const t0 = performance.now();
    return (await nextFrame()) - t0;
  },
  async changeAll(round: number) {
    const t0 = performance.now();
    if (lib === 'hexlab') setView((v) => v.fill(round % 2 ? FLAGGED : HIDDEN));
    else setFills!(fills.map(() => (round % 2 ? 'red' : 'grey')));
    return (await nextFrame()) - t0;
  },
};
(window as unknown as { bench: unknown }).bench = bench;
