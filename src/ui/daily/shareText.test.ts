import { describe, expect, it } from 'vitest';
import { formatFor } from '../i18n';
import en from '../i18n/en/progress';
import es from '../i18n/es/progress';
import { paceMarks, shareText } from './shareText';

const DATE = '2026-11-25';
const LINK = `https://hexlab.example/games/hexlab/?daily=${DATE}`;
const facts = {
  date: DATE,
  won: false,
  ms: 37_250,
  bv3s: 1.234,
  late: false,
  pace: paceMarks(['quick', 'even', 'slow', 'lost', 'unreached']),
  clicks: 24,
  helped: false,
};

/** What a chat's preview shows whole: a few short lines (the squares count as one character each). */
const fitsPreview = (text: string) => {
  const lines = text.split('\n');
  return lines.length <= 4 && lines.slice(0, -1).every((l) => [...l].length <= 40) && [...text].length <= 160;
};

describe('the shared result', () => {
  it('holds the date, the result, the time, 3BV/s, the pace, the clicks and help, and the link', () => {
    const text = shareText(en.daily.shareText, facts, formatFor('en'), LINK);
    expect(text).toBe(
      [`Hexlab daily ${DATE}`, 'Lost · 37.3 s · 1.23 3BV/s', '🟩🟨🟥💥⬛ 24 clicks, no help', LINK].join('\n'),
    );
    expect(fitsPreview(text)).toBe(true);
  });

  it('is worded in the reader’s language, numbers too, and stays short', () => {
    const text = shareText(
      es.daily.shareText,
      { ...facts, won: true, late: true, clicks: 1, helped: true },
      formatFor('es'),
      LINK,
    );
    expect(text).toContain('Hexlab diario 2026-11-25 (jugado tarde)');
    expect(text).toContain('Ganado · 37,3 s · 1,23 3BV/s');
    expect(text).toContain('🟩🟨🟥💥⬛ 1 clic, con ayuda');
    expect(fitsPreview(text)).toBe(true);
  });

  it('gives no mine away: besides the date, figures and link it holds only the five pace squares', () => {
    const text = shareText(en.daily.shareText, facts, formatFor('en'), LINK);
    const pace = text.split('\n')[2].split(' ')[0];
    expect([...pace]).toHaveLength(5);
    expect(new Set(pace).size).toBeLessThanOrEqual(5);
    for (const c of pace) expect('🟩🟨🟥💥⬛').toContain(c);
    // No row, column or tile number anywhere: the only numbers are the date's, the figures' and the clicks'.
    const numbers = text.replace(LINK, '').match(/\d+([.,]\d+)?/g);
    expect(numbers).toEqual(['2026', '11', '25', '37.3', '1.23', '3', '24']);
  });
});
