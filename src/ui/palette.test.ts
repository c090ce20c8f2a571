// Text on tiles is readable: every ink the palette puts on a tile fill has at least 4.5:1 contrast (WCAG), in both
// themes. Reads palette.css itself, so a colour changed there is checked here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./palette.css', import.meta.url), 'utf8');
const darkAt = css.indexOf('@media (prefers-color-scheme: dark)');
const themes = { light: css.slice(0, darkAt), dark: css.slice(darkAt) };

/** A variable's value in one theme's block (the dark block falls back to the light one). */
function colour(theme: 'light' | 'dark', name: string): string {
  const find = (block: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(block)?.[1].trim();
  const v = find(themes[theme]) ?? find(themes.light);
  if (!v) throw new Error(`--${name} is not in palette.css`);
  return v;
}

/** Linear sRGB of '#rrggbb' or 'oklch(L C h)' (clamped into the sRGB gamut, as browsers draw it). */
function linear(value: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) {
    return [0, 2, 4].map((i) => {
      const c = parseInt(hex[1].slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
  }
  const ok = /^oklch\(([\d.]+) ([\d.]+) ([\d.]+)\)$/.exec(value);
  if (!ok) throw new Error(`cannot read colour ${value}`);
  const [L, C, h] = ok.slice(1).map(Number);
  const a = C * Math.cos((h * Math.PI) / 180);
  const b = C * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  return [
    clamp(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clamp(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clamp(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

function contrast(a: string, b: string): number {
  const lum = (v: string) => {
    const [r, g, bl] = linear(v);
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe.each(['light', 'dark'] as const)('the %s palette', (theme) => {
  it('puts every mine-chance percentage on its band at 4.5:1 or more', () => {
    for (let band = 0; band < 8; band++)
      expect(
        contrast(colour(theme, `prob-${band}`), colour(theme, `prob-ink-${band}`)),
        `band ${band}`,
      ).toBeGreaterThanOrEqual(4.5);
  });

  it('makes the bands of 9% and 20% (2 and 3) and each neighbouring band visibly different', () => {
    for (let band = 1; band < 8; band++) {
      const [a, b] = [linear(colour(theme, `prob-${band - 1}`)), linear(colour(theme, `prob-${band}`))];
      expect(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]), `bands ${band - 1} and ${band}`).toBeGreaterThan(0.05);
    }
  });

  it("writes the Lab's labels and cube axes at 4.5:1 or more on their halo", () => {
    for (const ink of ['text', 'lab-axis-q', 'lab-axis-r', 'lab-axis-s'])
      expect(contrast(colour(theme, ink), colour(theme, 'label-halo')), ink).toBeGreaterThanOrEqual(4.5);
  });

  it('writes Minesweeper numbers and Proximity strengths at 4.5:1 or more on their tiles', () => {
    for (let n = 1; n <= 6; n++)
      expect(contrast(colour(theme, `n${n}`), colour(theme, 'revealed')), `number ${n}`).toBeGreaterThanOrEqual(4.5);
    for (let p = 1; p <= 4; p++)
      expect(contrast(colour(theme, 'px-ink'), colour(theme, `p${p}`)), `player ${p}`).toBeGreaterThanOrEqual(4.5);
  });

  it('sets hidden tiles apart from revealed ones at 3:1 or more, and revealed ones from the board at 1.5:1 or more', () => {
    expect(
      contrast(colour(theme, 'tile'), colour(theme, 'revealed')),
      'hidden against revealed',
    ).toBeGreaterThanOrEqual(3);
    expect(
      contrast(colour(theme, 'revealed'), colour(theme, 'board-bg')),
      'revealed against the board',
    ).toBeGreaterThanOrEqual(1.5);
    // The raised shade's light and dark ends stay on the hidden side of that line.
    for (const end of ['tile-hi', 'tile-lo'])
      expect(contrast(colour(theme, end), colour(theme, 'revealed')), end).toBeGreaterThanOrEqual(2.5);
  });

  it('draws walls as solid blocks, apart from hidden tiles (3:1) and from the board', () => {
    expect(contrast(colour(theme, 'wall'), colour(theme, 'tile')), 'wall against hidden').toBeGreaterThanOrEqual(3);
    expect(contrast(colour(theme, 'wall'), colour(theme, 'board-bg')), 'wall against the board').toBeGreaterThanOrEqual(
      1.5,
    );
  });
});
