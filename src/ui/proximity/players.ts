import { soloHuman, type ProximityConfig } from '../../games/proximity';
import type { Catalogue } from '../i18n';

/** A shape per seat beside the strength, so players are told apart without relying on colour. */
export const PLAYER_MARKS = ['●', '▲', '■', '◆'] as const;

type Texts = Catalogue['proximity'];

/** A seat's colour, its name everywhere (--p1..--p4): the board, the score and the log speak the same language. */
export const colourOf = (t: Texts, player: number): string => t.colours[player - 1] ?? t.seat(player);

/** A seat's name for messages: "Blue (you)", "Red (computer)" or just "Green" in a hot-seat game. */
export function playerName(t: Texts, config: ProximityConfig, player: number): string {
  const colour = colourOf(t, player);
  if (config.players[player - 1] !== 'human') return t.computer(colour);
  return soloHuman(config) === player ? t.you(colour) : colour;
}
