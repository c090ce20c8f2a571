import { packBits, packList, packMask } from './pack';
import { formatQuery } from './query';
import { packReplay } from './replayCodec';
import { packPuzzle } from './puzzleCodec';
import { SHARE_VERSION, type Cell, type SharedState } from './types';

const cell = (c: Cell): string => `${c.row}-${c.col}`;

/**
 * The query string (without '?') of a link that opens this state. Settings stay readable parameters
 * (v, m, o, p, s, rows, cols, wrap, mines, seed, ng, hero, target, pseed, rules, players); the board (mask), a game in
 * progress (fc, rev, flag; mn, a no-guess game's mines), Proximity's moves and a puzzle (pz) are packed (see pack.ts). Index lists are written sorted and unique. A state without a board (a puzzle's) writes no rows, cols nor mask.
 */
export function encodeShare(state: SharedState): string {
  const level = state.level ?? [];
  const rows = level.length;
  const cols = level[0]?.length ?? 0;
  const n = rows * cols;
  const params: [string, string][] = [
    ['v', String(SHARE_VERSION)],
    ['m', state.mode],
    ['o', state.orientation],
    ['p', state.parity],
    ['s', String(state.hexSize)],
  ];
  // A puzzle's link has no board (the puzzle is its own).
  if (state.level) params.push(['rows', String(rows)], ['cols', String(cols)], ['mask', packMask(level, rows, cols)]);
  if (state.wrap) params.push(['wrap', state.wrap]);
  const minesweeper = state.minesweeper;
  if (minesweeper) {
    params.push(
      ['mines', String(minesweeper.mines)],
      ['seed', String(minesweeper.seed)],
      ['ng', minesweeper.noGuess ? '1' : '0'],
    );
    if (minesweeper.firstClickRule) params.push(['first', minesweeper.firstClickRule]);
    if (minesweeper.replay) params.push(['rp', packReplay(minesweeper.replay, n)]);
    if (minesweeper.progress) {
      params.push(
        ['fc', String(minesweeper.progress.firstClick)],
        ['rev', packBits(minesweeper.progress.revealed, n)],
        ['flag', packBits(minesweeper.progress.flagged, n)],
      );
      if (minesweeper.progress.mines) params.push(['mn', packBits(minesweeper.progress.mines, n)]);
    }
  }
  if (state.hero) {
    params.push(['hero', cell(state.hero.tile)]);
    if (state.hero.target) params.push(['target', cell(state.hero.target)]);
  }
  const px = state.proximity;
  if (px) {
    params.push(
      ['pseed', String(px.seed)],
      ['rules', px.rules],
      ['players', px.players.join('-')],
      ['moves', packList(px.moves)],
    );
  }
  if (state.puzzle) params.push(['pz', packPuzzle(state.puzzle.level)]);
  return formatQuery(params);
}
