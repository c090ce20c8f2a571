// The statistics' charts: a few lines of React SVG drawn from the games themselves. A charting library would bring
// scales, axes and animation we don't need for three small charts, at tens of KB gzipped; these draw in the dialog's
// own chunk, never on the first screen. Each is an <svg role="img"> named in words, and the dialog offers the same
// data as a table. They scale with the dialog's width (viewBox), so a phone shows them whole.
import type { ReactNode } from 'react';

const W = 320;
const H = 150;
const PAD = { left: 44, right: 10, top: 10, bottom: 26 };
const plotW = W - PAD.left - PAD.right;
const plotH = H - PAD.top - PAD.bottom;

export interface Point {
  /** the value drawn */
  readonly y: number;
  /** drawn filled (a win) or as a ring (a loss) */
  readonly won: boolean;
}

function Frame({
  name,
  title,
  children,
  yTop,
  yBottom,
  xStart,
  xEnd,
  testId,
}: {
  name: string;
  title: string;
  children: ReactNode;
  yTop: string;
  yBottom: string;
  xStart: string;
  xEnd: string;
  testId: string;
}) {
  return (
    <figure className="stats-chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={name} data-testid={testId}>
        <line className="chart-axis" x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={PAD.top + plotH} />
        <line className="chart-axis" x1={PAD.left} y1={PAD.top + plotH} x2={PAD.left + plotW} y2={PAD.top + plotH} />
        <text className="chart-label" x={PAD.left - 5} y={PAD.top + 9} textAnchor="end">
          {yTop}
        </text>
        <text className="chart-label" x={PAD.left - 5} y={PAD.top + plotH} textAnchor="end">
          {yBottom}
        </text>
        <text className="chart-label" x={PAD.left} y={H - 6}>
          {xStart}
        </text>
        <text className="chart-label" x={PAD.left + plotW} y={H - 6} textAnchor="end">
          {xEnd}
        </text>
        {children}
      </svg>
    </figure>
  );
}

/** Values per game in order of play: dots (rings for losses), the wins joined by a line. */
export function SeriesChart({
  points,
  name,
  title,
  format,
  xStart,
  xEnd,
  testId,
}: {
  points: readonly Point[];
  name: string;
  title: string;
  format(v: number): string;
  xStart: string;
  xEnd: string;
  testId: string;
}) {
  const max = Math.max(...points.map((p) => p.y), 0) || 1;
  const x = (i: number) => PAD.left + (points.length === 1 ? plotW / 2 : (i / (points.length - 1)) * plotW);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const wins = points.flatMap((p, i) => (p.won ? [`${x(i).toFixed(1)},${y(p.y).toFixed(1)}`] : []));
  return (
    <Frame name={name} title={title} yTop={format(max)} yBottom={format(0)} xStart={xStart} xEnd={xEnd} testId={testId}>
      {wins.length > 1 && <polyline className="chart-line" points={wins.join(' ')} />}
      {points.map((p, i) => (
        <circle key={i} className={p.won ? 'chart-dot' : 'chart-dot chart-dot-lost'} cx={x(i)} cy={y(p.y)} r={3.2} />
      ))}
    </Frame>
  );
}

/** How many values fall in each of `bins` equal ranges from the least to the most. */
function histogram(values: readonly number[], bins = 8): { from: number; to: number; count: number }[] {
  if (values.length === 0) return [];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const n = hi === lo ? 1 : bins;
  const step = (hi - lo) / n || 1;
  const out = Array.from({ length: n }, (_, i) => ({ from: lo + i * step, to: lo + (i + 1) * step, count: 0 }));
  for (const v of values) out[Math.min(n - 1, Math.floor((v - lo) / step))].count++;
  return out;
}

/** The distribution of winning times: one bar a range of times. */
export function SpreadChart({
  values,
  name,
  title,
  format,
}: {
  values: readonly number[];
  name: string;
  title: string;
  format(v: number): string;
}) {
  const bins = histogram(values);
  const most = Math.max(1, ...bins.map((b) => b.count));
  const w = plotW / Math.max(1, bins.length);
  return (
    <Frame
      name={name}
      title={title}
      yTop={String(most)}
      yBottom="0"
      xStart={bins.length ? format(bins[0].from) : ''}
      xEnd={bins.length ? format(bins[bins.length - 1].to) : ''}
      testId="chart-spread"
    >
      {bins.map((b, i) => {
        const h = (b.count / most) * plotH;
        return (
          <rect
            key={i}
            className="chart-bar"
            x={PAD.left + i * w + 1.5}
            y={PAD.top + plotH - h}
            width={Math.max(1, w - 3)}
            height={h}
          />
        );
      })}
    </Frame>
  );
}
