import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { speaksOfDirections } from './directions';
import { parseLevel } from './level';

describe('whether a level speaks of directions', () => {
  it('hears a place on the board in real notes', () => {
    expect(speaksOfDirections('do not reveal the second top cell of the middle column')).toBe(true);
    expect(speaksOfDirections('Start at the BOTTOM left.')).toBe(true);
    expect(speaksOfDirections('Rows and columns count')).toBe(true);
    expect(speaksOfDirections('Look north-east')).toBe(true);
    expect(speaksOfDirections('the cells above')).toBe(true);
  });

  it('hears nothing in notes without one', () => {
    expect(speaksOfDirections('Have fun')).toBe(false);
    expect(speaksOfDirections('A small puzzle to learn the rules.')).toBe(false);
    expect(speaksOfDirections('')).toBe(false);
  });

  it('takes whole words only', () => {
    expect(speaksOfDirections('Topology')).toBe(false);
    expect(speaksOfDirections('Arrows everywhere, a bright downfall, a rowdy crowd')).toBe(false);
  });

  it('takes "up", "down", "over" and "under" as the particles and amounts they mostly are in notes', () => {
    expect(speaksOfDirections('5 6 Pick up Sticks')).toBe(false);
    expect(speaksOfDirections('Up to three blue cells, then game over. Slow down; under five minutes is fine.')).toBe(
      false,
    );
    expect(speaksOfDirections('The blue cell upwards of the 3, the one just above')).toBe(true);
  });

  it('hears none in the repo’s community levels but the ones that name a line', () => {
    const dir = resolve(import.meta.dirname, 'levels');
    const speaking = readdirSync(dir)
      .filter((f) => f.endsWith('.hexcells'))
      .filter((f) => {
        const read = parseLevel(readFileSync(resolve(dir, f), 'utf8'));
        if (!read.ok) throw new Error(f);
        return speaksOfDirections([read.level.title, ...read.level.notes].join('\n'));
      });
    expect(speaking.sort()).toEqual([
      'james-column-consecutive.hexcells',
      'james-column-non-consecutive.hexcells',
      'james-diagonal-consecutive-2.hexcells',
      'james-diagonal-non-consecutive-2.hexcells',
      'james-diagonal-normal-1.hexcells',
    ]);
  });
});
