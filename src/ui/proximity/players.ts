import { soloHuman, type PlayerKind, type ProximityConfig } from '../../games/proximity';

/** Seats are named by their colour (--p1..--p4), so the board, the score and the log speak the same language. */
export const PLAYER_COLOURS = ['Blue', 'Red', 'Green', 'Gold'] as const;

/** A shape per seat beside the strength, so players are told apart without relying on colour. */
export const PLAYER_MARKS = ['●', '▲', '■', '◆'] as const;

export const KIND_LABELS: Record<PlayerKind, string> = { human: 'Human', easy: 'Computer (easy)', hard: 'Computer (hard)' };

/** A seat's name for messages: "Blue (you)", "Red (computer)" or just "Green" in a hot-seat game. */
export function playerName(config: ProximityConfig, player: number): string {
  const colour = PLAYER_COLOURS[player - 1] ?? `Player ${player}`;
  if (config.players[player - 1] !== 'human') return `${colour} (computer)`;
  return soloHuman(config) === player ? `${colour} (you)` : colour;
}
