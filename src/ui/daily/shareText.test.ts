import { describe, expect, it } from 'vitest';
import { dailyBoard, dailySpec } from '../../games/daily/daily';
import { shapePicture, TILE } from '../../games/daily/picture';
import { formatFor } from '../i18n';
import en from '../i18n/en/progress';
import es from '../i18n/es/progress';
import { shareText } from './shareText';

const DATE = '2026-11-25';
const spec = dailySpec(DATE)!;
const LINK = `https://hexlab.example/?daily=${DATE}`;
const facts = { date: DATE, won: false, ms: 37_250, bv3s: 1.234, late: false };

describe('the shared result', () => {
  it('holds the date, the result, the time, 3BV/s, the picture and the link', () => {
    const text = shareText(en.daily.shareText, facts, formatFor('en'), shapePicture(spec), LINK);
    expect(text.split('\n')[0]).toBe(`Hexlab daily ${DATE}`);
    expect(text).toContain('Lost · 37.3 s · 1.23 3BV/s');
    expect(text.endsWith(LINK)).toBe(true);
  });

  it('is worded in the reader’s language, numbers too', () => {
    const text = shareText(
      es.daily.shareText,
      { ...facts, won: true, late: true },
      formatFor('es'),
      shapePicture(spec),
      LINK,
    );
    expect(text).toContain('Hexlab diario 2026-11-25 (jugado tarde)');
    expect(text).toContain('Ganado · 37,3 s · 1,23 3BV/s');
  });

  it('gives no mine away: its picture is one mark a tile, mine or not, the same on every layout', () => {
    const picture = shapePicture(spec);
    const marks = picture.join('').replace(/\s/g, '');
    expect(new Set(marks)).toEqual(new Set([TILE]));
    const board = dailyBoard(spec, 'flat', 'even');
    let floor = 0;
    for (let id = 0; id < board.board.size; id++) floor += board.board.kind[id] === 0 ? 1 : 0;
    expect(marks.length).toBe(floor);
  });
});
