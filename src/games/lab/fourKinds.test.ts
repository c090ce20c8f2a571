import { describe, expect, it } from 'vitest';
import { activeFourKinds } from './fourKinds';

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
