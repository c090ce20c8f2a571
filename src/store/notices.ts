import type { WrapProblem } from '../engine';
import type { LinkProblem } from '../share/problems';
import type { FriendLinkProblem } from '../share/friendLink';
import type { ChallengeProblem } from '../share/challenge';
import type { MapProblem } from '../games/maps/types';
import type { LevelTextError } from '../games/editor';

// The messages the store shows in the notice bar, as data: the UI's catalogue (ui/i18n/<lang>/messages.ts) writes each
// as a sentence in the reader's language.

/** Why stored board data can't be used (a saved board, a library record). */
export type SaveProblem =
  | { kind: 'notJson' }
  | { kind: 'notObject' }
  | { kind: 'version'; found: string }
  /** written by a newer Hexlab: kept as it is, never written over */
  | { kind: 'newer'; found: number }
  | { kind: 'noRows' }
  | { kind: 'tooManyRows'; rows: number; max: number }
  | { kind: 'rowNotList' }
  | { kind: 'badColumns'; cols: number; max: number }
  | { kind: 'badCell'; value: string }
  | { kind: 'recordNotObject' }
  | { kind: 'recordNoName' }
  | { kind: 'recordNoBoard' };

export type NoticeMessage =
  /** a link that can't be read: the player's own board stays */
  | { kind: 'badLink'; problem: LinkProblem }
  /** a link's game in progress that does not fit: the board opens with a fresh game */
  | { kind: 'linkGameMisfit'; problem: LinkProblem }
  | { kind: 'recordsNotSaved' }
  | { kind: 'statsNotSaved' }
  /** unreadable statistics (or a newer Hexlab's), kept under `aside` */
  | { kind: 'statsUnreadable'; why: 'notJson' | 'notStats' | 'newer'; aside: string }
  | { kind: 'restoreFailed'; problem: SaveProblem }
  | { kind: 'boardsUnreadable'; count: number; problem: SaveProblem }
  | { kind: 'storageFull' }
  /** Minesweeper's choices were saved by a newer Hexlab: kept as they are, and the defaults used */
  | { kind: 'prefsNewer'; version: number }
  | { kind: 'storageBlocked' }
  | { kind: 'proximityPlayers' }
  | { kind: 'proximityMisfit'; move: number; moves: number }
  /** the computer's move failed (the error's own words) */
  | { kind: 'computerFailed'; why: string }
  /** an editor change that would outgrow the size limit */
  | { kind: 'editorTooBig'; change: 'rotate' | 'mirror'; rows: number; cols: number; max: number }
  /** a wrap the board can't take: refused when asked for, dropped when a new size can't keep it */
  | { kind: 'wrapRefused' | 'wrapDropped'; why: WrapProblem }
  /** a map file (Tiled, Godot) or a levelData file that can't be opened: the board stays */
  | { kind: 'fileRefused'; file: string; problem: MapProblem }
  | { kind: 'levelFileRefused'; file: string; error: LevelTextError }
  /** a game by links' link that can't be opened, or that disagrees with the game held here (which stays) */
  | { kind: 'friendRefused'; problem: FriendLinkProblem }
  /** a challenge link that can't be used: its board opens plain, if it can */
  | { kind: 'challengeRefused'; problem: ChallengeProblem }
  /** a game by links' link older than the turn held here: the held turn is shown */
  | { kind: 'friendOlder' }
  /** a file opened as the board */
  | { kind: 'fileOpened'; file: string; rows: number; cols: number; tiles: number };

export interface Notice {
  kind: 'error' | 'info';
  message: NoticeMessage;
}
