// Seeking in a replay. Rebuilding a position from step 0 costs every action before it, each copying the board: on a
// 250 x 250 board, 200,000 actions took minutes. A cursor moves from where it is (forward) or from the nearest
// keyframe before the target (backward), and applies the actions of one move to a view of its own, in place, copying
// the board only to hand a position out, at a keyframe, and for a move that loses (whose position before an undo
// returns to). A seek costs the board once plus the actions it moves over (at most `every` going back).
import type { Board } from '../../engine/board';
import { FLAGGED, isLive, newGame, type MinesweeperState, type Scratch } from './model';
import { noteAfter } from './flags';
import { applyAction, replayPlacer, type Replay } from './replay';

/** A position of a replay and the one before its last action (what an undo goes back to). */
interface ReplayPosition {
  readonly step: number;
  readonly state: MinesweeperState;
  readonly before: MinesweeperState | null;
}

export interface ReplayCursor {
  /** The position after `step` actions (clamped to the replay), moving from the nearest known position. */
  seek(step: number): ReplayPosition;
  /** Actions applied so far over every seek: what seeking has cost. */
  readonly applied: number;
  /** Actions between keyframes. */
  readonly every: number;
}

const owned = (p: ReplayPosition): ReplayPosition => ({ ...p, state: { ...p.state, view: p.state.view.slice() } });

/** A cursor at step 0 of `r` on `board`. */
export function replayCursor(board: Board, r: Replay): ReplayCursor {
  const placer = replayPlacer(r);
  // A keyframe costs a copy of the board: one every size/16 actions keeps that under 16 a action, and at least 64.
  const every = Math.max(64, Math.ceil(board.size / 16));
  const keyframes = new Map<number, ReplayPosition>();
  let current: ReplayPosition = { step: 0, state: newGame(board, r.config), before: null };
  keyframes.set(0, current);
  const scratch: Scratch = { owned: null, stack: new Int32Array(board.size) };
  let applied = 0;

  /** From `from`, apply actions up to `to`; `from` is left as it was. */
  const run = (from: ReplayPosition, to: number): ReplayPosition => {
    const start = owned(from);
    let state = start.state;
    let before = start.before;
    scratch.owned = state.view;
    // Right clicks made in place and not yet in `state`: a long replay is mostly flags, and a new state object (three
    // with the tally) per flag cost 200,000 flags over a second. They are folded in before anything else reads `state`.
    let flagged = 0;
    let noted = 0;
    let rights = 0;
    let wasted = 0;
    const settle = () => {
      if (rights === 0) return;
      const { tally } = state;
      state = {
        ...state,
        flags: state.flags + flagged,
        clicks: state.clicks + noted,
        tally: { ...tally, right: tally.right + rights, wasted: tally.wasted + wasted },
      };
      flagged = noted = rights = wasted = 0;
    };
    for (let i = from.step; i < to; i++) {
      const a = r.actions[i];
      const last = i === to - 1;
      // A view given up by a loss and its undo is owned again by one copy, not copied by every move after it.
      if (!last && scratch.owned !== state.view && isLive(state)) {
        settle();
        state = { ...state, view: state.view.slice() };
        scratch.owned = state.view;
      }
      if (!last && a.kind === 'flag' && isLive(state)) {
        // What click(toggleFlag) does, written into the owned view: the tally counts the click, a change counts it too.
        const note = noteAfter(state, board, a.tile);
        rights++;
        if (note < 0) wasted++;
        else {
          flagged += (note === FLAGGED ? 1 : 0) - (state.view[a.tile] === FLAGGED ? 1 : 0);
          noted++;
          state.view[a.tile] = note;
        }
        before = null;
      } else {
        settle();
        // The last action copies, so the position before it stays whole for the caller.
        if (last) scratch.owned = null;
        const next = applyAction(state, board, a, placer, before, scratch);
        // A move made in place overwrote the position before it. Only a lost game looks back, and a losing move copies
        // (a lost view is never the owned one), so `before` is dropped only where nothing will ask for it.
        before = scratch.owned === state.view && next.view === state.view ? null : state;
        state = next;
      }
      applied++;
      const step = i + 1;
      if (step % every === 0 && !keyframes.has(step) && step < to) {
        settle();
        keyframes.set(step, owned({ step, state, before: before && { ...before, view: before.view.slice() } }));
      }
    }
    settle();
    scratch.owned = null;
    // The position handed out is never written again (the next run starts from a copy): it can be a keyframe as it is.
    const end = { step: to, state, before };
    if (to % every === 0 && !keyframes.has(to)) keyframes.set(to, end);
    return end;
  };

  /** The last keyframe before step `to` (there is always the one at 0). */
  const keyframeBefore = (to: number): ReplayPosition => {
    for (let k = Math.floor((to - 1) / every) * every; k > 0; k -= every) {
      const key = keyframes.get(k);
      if (key) return key;
    }
    return keyframes.get(0) as ReplayPosition;
  };

  return {
    seek(step) {
      const to = Math.max(0, Math.min(Math.floor(step), r.actions.length));
      if (to === current.step) return current;
      if (to === 0) return (current = keyframes.get(0) as ReplayPosition);
      // A keyframe strictly before the target, so the last action is applied here and `before` is exact.
      const key = keyframeBefore(to);
      const from = current.step < to && key.step <= current.step ? current : key;
      current = run(from, to);
      return current;
    },
    get applied() {
      return applied;
    },
    every,
  };
}
