import type { Layout } from '../../engine';
import { keyboardDirections, type DirectionKey } from '../../games/minesweeper/keys';

export type { DirectionKey };

/** The six direction keys for a layout (A W E D X Z horizontal, Q W E A S D vertical), with compass labels. */
export const directionKeys = (layout: Pick<Layout, 'orientation'>): readonly DirectionKey[] => keyboardDirections(layout.orientation);
