// The statistics' charts: a few lines of React SVG drawn from the games themselves. A charting library would bring
// scales, axes and animation we don't need for three small charts, at tens of KB gzipped; these draw in the dialog's
// own chunk, never on the first screen. Each is an <svg role="img"> named in words, and the dialog offers the same
// data as a table. They scale with the dialog's width (viewBox), so a phone shows them whole.
import type { ReactNode } from 'react';
import { axisTop, histogram, trend, type XLabels } from './axes';

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
  x,
  testId,
}: {
  name: string;
  title: string;
  children: ReactNode;
  yTop: string;
  yBottom: string;
  x: XLabels | null;
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
        {x && 'middle' in x ? (
          <text className="chart-label" x={PAD.left + plotW / 2} y={H - 6} textAnchor="middle">
            {x.middle}
          </text>
        ) : (
          x && (
            <>
              <text className="chart-label" x={PAD.left} y={H - 6}>
                {x.start}
              </text>
              <text className="chart-label" x={PAD.left + plotW} y={H - 6} textAnchor="end">
                {x.end}
              </text>
            </>
          )
        )}
        {children}
      </svg>
    </figure>
  );
}

/**
 * Values per game in order of play: dots (rings for losses), the wins joined by a line (over 30 wins, their running
 * median); one game is a dot in the middle. The value axis ends on a round number; the days under it are the first and last (one, when they are one).
 */
export function SeriesChart({
  points,
  name,
  title,
  format,
  x: days,
  testId,
}: {
  points: readonly Point[];
  name: string;
  title: string;
  format(v: number): string;
  x: XLabels | null;
  testId: string;
}) {
  const max = axisTop(points.map((p) => p.y));
  // The dots keep clear of the axis and the right edge.
  const inset = 6;
  const x = (i: number) =>
    PAD.left + inset + (points.length === 1 ? plotW / 2 - inset : (i / (points.length - 1)) * (plotW - 2 * inset));
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const wins = trend(points.map((p) => (p.won ? p.y : null))).map((w) => `${x(w.i).toFixed(1)},${y(w.y).toFixed(1)}`);
  // Hundreds of games: smaller dots, so the line and the spread still show.
  const r = points.length > 100 ? 1.6 : points.length > 30 ? 2.4 : 3.2;
  return (
    <Frame name={name} title={title} yTop={format(max)} yBottom={format(0)} x={days} testId={testId}>
      {wins.length > 1 && <polyline className="chart-line" points={wins.join(' ')} />}
      {points.map((p, i) => (
        <circle key={i} className={p.won ? 'chart-dot' : 'chart-dot chart-dot-lost'} cx={x(i)} cy={y(p.y)} r={r} />
      ))}
    </Frame>
  );
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
  // A lone bar is not the plot's whole width: a third of it, in the middle, between its range's two ends.
  const w = plotW / Math.max(3, bins.length);
  const left = PAD.left + (plotW - w * bins.length) / 2;
  return (
    <Frame
      name={name}
      title={title}
      yTop={String(most)}
      yBottom="0"
      x={bins.length ? { start: format(bins[0].from), end: format(bins[bins.length - 1].to) } : null}
      testId="chart-spread"
    >
      {bins.map((b, i) => {
        const h = (b.count / most) * plotH;
        return (
          <rect
            key={i}
            className="chart-bar"
            x={left + i * w + 1.5}
            y={PAD.top + plotH - h}
            width={Math.max(1, w - 3)}
            height={h}
          />
        );
      })}
    </Frame>
  );
}
