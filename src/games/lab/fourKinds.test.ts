import { describe, expect, it } from 'vitest';
import { fourKindsMap } from '../../engine';
import { activeFourKinds, currentFourKinds } from './fourKinds';

const odd9 = { kind: 'vertical', gridSizeX: 9, gridSizeY: 12 } as const;

describe('when the board is a four-kinds preset', () => {
  it('reports the slots an odd count leaves missing, in its own layout', () => {
    const view = activeFourKinds(odd9, 'flat', 'odd');
    expect(view?.lines).toBe(9);
    expect(view?.missing.map((m) => `${m.pair},${m.half}`)).toEqual(['4,1', '4,3', '4,5', '4,7', '4,9', '4,11']);
  });
  it('has nothing missing with an even count', () => {
    expect(activeFourKinds({ kind: 'horizontal', gridSizeX: 17, gridSizeY: 8 }, 'pointy', 'odd')?.missing).toEqual([]);
  });
  it('no longer applies once the board is turned or its offset changed', () => {
    expect(activeFourKinds(odd9, 'pointy', 'odd')).toBeNull();
    expect(activeFourKinds(odd9, 'flat', 'even')).toBeNull();
    expect(activeFourKinds(undefined, 'flat', 'odd')).toBeNull();
  });
});

describe('when the user sets the grid sizes of a four-kinds preset', () => {
  const preset = { ...odd9, label: 'Four kinds: vertical, odd (9 columns)' };
  const seven = { shape: 'four-vertical-odd', gridSizeX: 7, gridSizeY: 10 };
  it('numbers the map they built with their sizes, missing coordinates included', () => {
    const level = fourKindsMap({ kind: 'vertical', gridSizeX: 7, gridSizeY: 10 }).level;
    const options = currentFourKinds(preset, 'four-vertical-odd', seven, level);
    expect(options).toEqual({ kind: 'vertical', gridSizeX: 7, gridSizeY: 10 });
    expect(activeFourKinds(options, 'flat', 'odd')?.missing.map((m) => `${m.pair},${m.half}`)).toEqual([
      '3,1',
      '3,3',
      '3,5',
      '3,7',
      '3,9',
    ]);
  });
  it('falls back to the preset’s own sizes once the board is the preset again or another shape', () => {
    expect(currentFourKinds(preset, 'four-vertical-odd', seven, fourKindsMap(odd9).level)).toBe(preset);
    expect(
      currentFourKinds(
        preset,
        'four-vertical-odd',
        { ...seven, shape: 'four-vertical-even' },
        fourKindsMap(odd9).level,
      ),
    ).toBe(preset);
    expect(currentFourKinds(undefined, 'hexagon', seven, [])).toBeUndefined();
  });
});
