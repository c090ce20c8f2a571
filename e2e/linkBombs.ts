// Links that carry a decompression bomb: 120,000 characters of a packed field that would unpack to about a billion
// (src/share/bomb.testing.ts), in each packed field of a 250 x 250 Minesweeper link. Shared by e2e/linkBomb.spec.ts
// (refused with a message, the board still plays) and e2e/linkBomb.benchspec.ts (how long that takes).
import { lzBomb } from '../src/share/bomb.testing';
import { packMask } from '../src/share/pack';

const bomb = lzBomb(120_000);
const board = 'v=1&m=minesweeper&o=pointy&p=odd&s=24&rows=250&cols=250';
const floors = packMask(
  Array.from({ length: 250 }, () => new Array<number>(250).fill(0)),
  250,
  250,
);
/** The revealed list of a first click on tile 0 of that board, as encodeShare writes it: the flags after it are read. */
const FIRST_CLICK_REVEALED =
  'IAAD4yunb+GKclq3o5r2e7-gwo4k0s8iyq6m2u+hxp5l1t9jzr7n3v-gYKHCRoseImSp0mbLnyFipcpWq16jZq3aduvfoOGjxk6bPmLlq9Zu279h46fOXrt+4+ev3n77-+AoSA';

/** Each field with a bomb in it: what the field holds, and the link's query. */
export const BOMB_LINKS: [string, string][] = [
  ['the board', `${board}&mask=${bomb}`],
  ['the revealed tiles', `${board}&mask=${floors}&mines=10&seed=1&fc=0&rev=${bomb}&flag=`],
  ['the flagged tiles', `${board}&mask=${floors}&mines=10&seed=1&fc=0&rev=${FIRST_CLICK_REVEALED}&flag=${bomb}`],
  ['the replay', `${board}&mask=${floors}&mines=10&seed=1&rp=${bomb}`],
];
