// @vitest-environment happy-dom
import { Fragment, memo, Profiler, type ReactNode } from 'react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawTiles } from './tileRenderer';

const SVG = 'http://www.w3.org/2000/svg';
const container = () => document.createElementNS(SVG, 'g');

/** A tile whose look is chosen by `look`, using every kind of node the renderer supports. */
interface Props {
  id: number;
  look: number;
  value: number;
}
function Label({ x, text }: { x: number; text: string }) {
  return (
    <text x={x} y={2} textAnchor="middle" dominantBaseline="central" pointerEvents="none" aria-hidden="true" className="label">
      {text}
    </text>
  );
}
const Mark = memo(function Mark({ id }: { id: number }) {
  return <circle r={1} data-mark={id} />;
});
function Tile({ id, look, value }: Props): ReactNode {
  const polygon = <polygon points="0,0 1,0 1,1" data-id={id} data-value={look % 2 ? value : undefined} className={`tile t${look}`} data-flag={look === 3 ? false : 'x'} />;
  switch (look) {
    case 0:
      return null;
    case 1:
      return polygon;
    case 2:
      return (
        <>
          {polygon}
          <Label x={id} text={String(value)} />
        </>
      );
    case 3:
      return [polygon, <Mark key="m" id={id} />, false];
    case 4:
      return (
        <Fragment>
          {polygon}
          <text x={0} style={{ fill: 'red', fontSize: value }}>
            {value}
            <tspan dx="0.1em">{'&<'}</tspan>
          </text>
        </Fragment>
      );
    default:
      return <g data-look={look}>{polygon}</g>;
  }
}
const LOOKS = 6;

describe('drawTiles', () => {
  it('draws what tile components return: attributes, styles, texts, fragments and nested components', () => {
    const g = container();
    const props = [
      { id: 0, look: 2, value: 5 },
      { id: 1, look: 4, value: 7 },
      { id: 2, look: 3, value: 1 },
    ];
    drawTiles(g, Tile, props.length, (i) => props[i]);
    const [p0, label, , text, p2, mark] = [...g.childNodes] as Element[];
    expect(g.childNodes).toHaveLength(6);
    expect(p0.namespaceURI).toBe(SVG);
    expect(p0.getAttribute('class')).toBe('tile t2');
    expect(p0.getAttribute('points')).toBe('0,0 1,0 1,1');
    expect(p0.hasAttribute('data-value')).toBe(false);
    expect(p0.getAttribute('data-flag')).toBe('x');
    expect(label.getAttribute('text-anchor')).toBe('middle');
    expect(label.getAttribute('dominant-baseline')).toBe('central');
    expect(label.getAttribute('pointer-events')).toBe('none');
    expect(label.getAttribute('aria-hidden')).toBe('true');
    expect(label.textContent).toBe('5');
    expect(p2.getAttribute('data-value')).toBe('1');
    expect((text as SVGTextElement).style.fill).toBe('red');
    expect(text.textContent).toBe('7&<');
    expect(text.querySelector('tspan')?.getAttribute('dx')).toBe('0.1em');
    expect(p2.hasAttribute('data-flag')).toBe(false); // false leaves the attribute out
    expect(mark.localName).toBe('circle');
    expect(mark.getAttribute('data-mark')).toBe('2');
  });

  it('redraws one tile in place: its neighbours and its unchanged nodes stay, and so do attributes written by others', () => {
    const g = container();
    const props = [0, 1, 2].map((id) => ({ id, look: 1, value: id }));
    const tiles = drawTiles(g, Tile, 3, (i) => props[i]);
    const before = [...g.childNodes];
    (before[1] as Element).setAttribute('data-hover', ''); // as the Lab's hover marks do

    const was = props[1];
    props[1] = { ...was, look: 2, value: 9 };
    tiles.redraw(1, was);

    const after = [...g.childNodes] as Element[];
    expect(after).toHaveLength(4);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]); // the same polygon, patched
    expect(after[1].getAttribute('class')).toBe('tile t2');
    expect(after[1].hasAttribute('data-hover')).toBe(true);
    expect(after[2].textContent).toBe('9');
    expect(after[3]).toBe(before[2]);
  });

  it('gives a tile that draws nothing a place, and draws it there later', () => {
    const g = container();
    const props = [
      { id: 0, look: 1, value: 0 },
      { id: 1, look: 0, value: 0 },
      { id: 2, look: 1, value: 0 },
    ];
    const tiles = drawTiles(g, Tile, 3, (i) => props[i]);
    expect(g.querySelectorAll('polygon')).toHaveLength(2);
    const was = props[1];
    props[1] = { ...was, look: 1 };
    tiles.redraw(1, was);
    expect([...g.querySelectorAll('polygon')].map((p) => p.getAttribute('data-id'))).toEqual(['0', '1', '2']);
  });

  it('after any sequence of redraws, the DOM is what a fresh drawing of the same props gives', () => {
    const look = fc.record({ look: fc.integer({ min: 0, max: LOOKS - 1 }), value: fc.integer({ min: 0, max: 20 }) });
    fc.assert(
      fc.property(fc.array(look, { minLength: 1, maxLength: 8 }), fc.array(fc.tuple(fc.nat(), look), { maxLength: 30 }), (start, changes) => {
        const props: Props[] = start.map((l, id) => ({ id, ...l }));
        const g = container();
        const tiles = drawTiles(g, Tile, props.length, (i) => props[i]);
        for (const [at, l] of changes) {
          const i = at % props.length;
          const was = props[i];
          props[i] = { id: i, ...l };
          tiles.redraw(i, was);
        }
        const fresh = container();
        drawTiles(fresh, Tile, props.length, (i) => props[i]);
        expect(serialize(g)).toBe(serialize(fresh));
      }),
    );
  });

  it('clear removes every tile and nothing else', () => {
    const g = container();
    const other = g.appendChild(document.createElementNS(SVG, 'rect'));
    const tiles = drawTiles(g, Tile, 4, (id) => ({ id, look: id + 1, value: id }));
    tiles.clear();
    expect([...g.childNodes]).toEqual([other]);
  });

  it('refuses handlers, refs and React components that are not plain functions', () => {
    const g = container();
    expect(() => drawTiles(g, () => <polygon onClick={() => {}} />, 1, () => ({}))).toThrow(/onClick/);
    expect(() => drawTiles(g, () => <polygon ref={() => {}} />, 1, () => ({}))).toThrow(/ref/);
    expect(() =>
      drawTiles(
        g,
        () => (
          <Profiler id="p" onRender={() => {}}>
            <polygon />
          </Profiler>
        ),
        1,
        () => ({}),
      ),
    ).toThrow(/function components/);
  });
});

/** Elements, attributes (sorted), inline styles and texts, in document order. */
function serialize(node: Node): string {
  if (node.nodeType === 3) return JSON.stringify((node as Text).data);
  if (node.nodeType !== 1) return '';
  const el = node as Element;
  const attributes = [...el.attributes].map((a) => `${a.name}=${JSON.stringify(a.value)}`).sort();
  return `<${el.localName} ${attributes.join(' ')}>${[...el.childNodes].map(serialize).join('')}</${el.localName}>`;
}
