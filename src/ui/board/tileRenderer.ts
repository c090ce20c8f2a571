/*
 * The tile renderer: draws a run of tiles straight into the DOM from the elements their tile component returns, and
 * redraws one tile by patching its own nodes.
 *
 * Why not React's reconciler: a first render of a big board is nearly all tile elements, and React's own work for
 * each (a fiber, its props, its commit) came on top of the DOM calls. Mounting 10,000 polygons from one React
 * component, with no per-tile component at all, measured 0.42-0.51 of react-hexgrid's first render (the bench's
 * `plain` row), against the goal of 0.5, and per-tile components took it to 0.56-0.63. Tiles need very little of
 * React: a tile component is a pure function of TileProps returning SVG elements (no hooks, no handlers, no refs;
 * the board takes the pointer). React still renders everything around the tiles.
 *
 * The first drawing runs before the JIT has warmed up, so it does as little JavaScript per element as it can: it
 * builds straight from the elements, keeps nothing of them, and stores nothing on the nodes.
 *
 * Supported in what a tile returns: SVG host elements with attribute props (`className`, `style` objects, camelCase
 * presentation attributes, data-* and aria-*), strings and numbers, fragments, arrays, and function or memo
 * components that follow the same rules. null, undefined and booleans draw nothing; a prop set to null, undefined
 * or false leaves its attribute out.
 */
import { Fragment, type ReactElement, type ReactNode } from 'react';

/** What the tile renderer calls: a pure function from a tile's props to SVG elements. */
export type TileFunction<P> = (props: P) => ReactNode;

const SVG_NS = 'http://www.w3.org/2000/svg';
const MEMO = Symbol.for('react.memo');

type Props = Record<string, unknown>;
/** A host element or a text, resolved from what a tile returned. */
type Host = { type: string; props: Props; children: Host[] } | string;

/** Attribute names React writes in camelCase on SVG elements; every other camelCase prop is written kebab-case. */
const CAMEL = new Set(['viewBox', 'preserveAspectRatio', 'gradientTransform', 'gradientUnits', 'patternUnits', 'patternTransform', 'pathLength', 'textLength', 'lengthAdjust', 'markerWidth', 'markerHeight', 'refX', 'refY', 'startOffset', 'stdDeviation']);
const names = new Map<string, string>([['className', 'class']]);
/** Style properties whose numbers take no unit (React's list, as far as SVG and text go). */
const UNITLESS = new Set(['opacity', 'fillOpacity', 'floodOpacity', 'stopOpacity', 'strokeOpacity', 'strokeWidth', 'strokeMiterlimit', 'strokeDasharray', 'strokeDashoffset', 'fontWeight', 'lineHeight', 'zIndex', 'order', 'flex', 'flexGrow', 'flexShrink', 'scale', 'zoom']);

/** The attribute a prop is written to; checked once per prop name, as tiles take no handlers or refs. */
function attributeName(prop: string): string {
  let name = names.get(prop);
  if (name === undefined) {
    if (prop === 'ref' || /^on[A-Z]/.test(prop)) throw new Error(`Tiles take no ${prop}: the board handles the pointer and the keys.`);
    name = CAMEL.has(prop) || !/[A-Z]/.test(prop) ? prop : prop.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
    names.set(prop, name);
  }
  return name;
}

/** The function behind a component element's type (a function or a memo of one); anything else is refused. */
function componentOf(type: unknown): TileFunction<Props> {
  if (typeof type === 'function') return type as TileFunction<Props>;
  if (typeof type === 'object' && type !== null && (type as { $$typeof?: symbol }).$$typeof === MEMO) return (type as { type: TileFunction<Props> }).type;
  throw new Error(`A tile can draw SVG elements, texts, fragments and function components; it returned ${String(type)}.`);
}

/** Flattens what a component returned into host elements and texts, calling function and memo components. */
function resolve(node: ReactNode, out: Host[]): Host[] {
  if (node == null || typeof node === 'boolean') return out;
  if (typeof node === 'string' || typeof node === 'number') {
    out.push(String(node));
    return out;
  }
  if (Array.isArray(node)) {
    for (const child of node) resolve(child as ReactNode, out);
    return out;
  }
  const el = node as ReactElement<Props>;
  const type = el.type as unknown;
  if (typeof type === 'string') out.push({ type, props: el.props, children: resolve(el.props.children as ReactNode, []) });
  else if (type === Fragment) resolve(el.props.children as ReactNode, out);
  else resolve(componentOf(type)(el.props), out);
  return out;
}

function setAttribute(el: Element, key: string, value: unknown): void {
  if (value == null || value === false) el.removeAttribute(attributeName(key));
  else el.setAttribute(attributeName(key), typeof value === 'string' ? value : String(value));
}

function patchProp(el: Element, key: string, next: unknown, prev: unknown): void {
  if (key === 'style') setStyle(el, next, prev);
  else setAttribute(el, key, next);
}

function setStyle(el: Element, next: unknown, prev: unknown): void {
  const style = (el as HTMLElement).style;
  const n = (next ?? {}) as Record<string, string | number | null | undefined>;
  const p = (prev ?? {}) as Record<string, string | number | null | undefined>;
  const set = (key: string, value: string | number | null | undefined) => {
    // As React: a number is in pixels unless the property takes plain numbers.
    const v = value == null ? '' : typeof value === 'number' && value !== 0 && !UNITLESS.has(key) ? value + 'px' : String(value);
    if (key.startsWith('--')) style.setProperty(key, v);
    else (style as unknown as Record<string, string>)[key] = v;
  };
  for (const key in p) if (!(key in n)) set(key, '');
  for (const key in n) if (n[key] !== p[key]) set(key, n[key]);
}

/** The first node `build` added at the top level since it was last reset. */
let firstBuilt: ChildNode | null = null;

/**
 * Draws what a tile returned at the end of `parent`, straight from its elements (a first drawing, where nothing needs
 * comparing), and returns how many nodes it added there.
 */
function build(node: ReactNode, parent: Node, doc: Document, top: boolean): number {
  if (node == null || typeof node === 'boolean') return 0;
  if (typeof node === 'string' || typeof node === 'number') {
    const text = parent.appendChild(doc.createTextNode(String(node)));
    if (top) firstBuilt ??= text;
    return 1;
  }
  if (Array.isArray(node)) {
    let n = 0;
    for (const child of node) n += build(child as ReactNode, parent, doc, top);
    return n;
  }
  const el = node as ReactElement<Props>;
  const type = el.type as unknown;
  const props = el.props;
  if (typeof type !== 'string') return build(type === Fragment ? (props.children as ReactNode) : componentOf(type)(props), parent, doc, top);
  const drawn = doc.createElementNS(SVG_NS, type);
  for (const key in props) {
    const value = props[key];
    if (value == null || value === false || key === 'children') continue;
    if (key === 'style') setStyle(drawn, value, undefined);
    else drawn.setAttribute(attributeName(key), typeof value === 'string' ? value : String(value));
  }
  if (props.children != null) build(props.children as ReactNode, drawn, doc, false);
  parent.appendChild(drawn);
  if (top) firstBuilt ??= drawn;
  return 1;
}

function create(host: Host, doc: Document): ChildNode {
  if (typeof host === 'string') return doc.createTextNode(host);
  const el = doc.createElementNS(SVG_NS, host.type);
  const props = host.props;
  for (const key in props) {
    if (key === 'children') continue;
    if (key === 'style') setStyle(el, props[key], undefined);
    else if (props[key] != null) setAttribute(el, key, props[key]);
  }
  for (const child of host.children) el.appendChild(create(child, doc));
  return el;
}

/** Whether `node`, drawn from `was`, can be patched into `now`. */
const sameKind = (node: ChildNode, was: Host, now: Host) =>
  typeof now === 'string'
    ? typeof was === 'string' && node.nodeType === 3
    : typeof was !== 'string' && was.type === now.type && node.nodeType === 1 && (node as Element).localName === now.type;

/**
 * Brings `nodes` (drawn from `was`, consecutive children of `parent` followed by `end`) up to `now`: a node whose
 * position and kind are unchanged is kept and only its changed attributes, styles and texts are written, so
 * attributes that overlays write onto a tile's polygon survive its redraw. Returns the nodes now drawn.
 */
function patchRange(parent: Node, nodes: ChildNode[], was: Host[], now: Host[], end: ChildNode | null, doc: Document): ChildNode[] {
  const out: ChildNode[] = [];
  for (let k = 0; k < now.length; k++) {
    const node = nodes[k];
    const before = was[k];
    const after = now[k];
    if (node && before !== undefined && sameKind(node, before, after)) {
      if (typeof after === 'string') {
        if ((node as Text).data !== after) (node as Text).data = after;
      } else {
        const prev = (before as Exclude<Host, string>).props;
        const next = after.props;
        for (const key in prev) if (key !== 'children' && !(key in next) && prev[key] != null) patchProp(node as Element, key, undefined, prev[key]);
        for (const key in next) if (key !== 'children' && next[key] !== prev[key]) patchProp(node as Element, key, next[key], prev[key]);
        patchRange(node, [...node.childNodes], (before as Exclude<Host, string>).children, after.children, null, doc);
      }
      out.push(node);
    } else {
      const created = create(after, doc);
      parent.insertBefore(created, node ?? end);
      node?.remove();
      out.push(created);
    }
  }
  for (let k = now.length; k < nodes.length; k++) nodes[k].remove();
  return out;
}

/** A run of drawn tiles: tile i's nodes are consecutive children of the container, in tile order. */
export interface DrawnTiles<P> {
  /** Draws tile i again from its props now, patching the nodes it was drawn with from `was`, its props then. */
  redraw(i: number, was: P): void;
  /** Removes every tile's nodes. */
  clear(): void;
}

/** A tile that draws nothing is drawn as an empty text, so it keeps its place to be drawn into later. */
const drawnOrEmpty = (hosts: Host[]) => (hosts.length === 0 ? [''] : hosts);

/**
 * Draws `count` tiles at the end of `container`: tile i is `Tile(propsOf(i))`. Nothing of what a tile returned is
 * kept: tiles are pure, so a redraw calls the tile with its old props to learn what its nodes hold.
 */
export function drawTiles<P>(container: Element, Tile: TileFunction<P>, count: number, propsOf: (i: number) => P): DrawnTiles<P> {
  const doc = container.ownerDocument;
  const first: ChildNode[] = new Array(count);
  const sizes = new Uint16Array(count);
  const fragment = doc.createDocumentFragment();
  for (let i = 0; i < count; i++) {
    const node = Tile(propsOf(i));
    firstBuilt = null;
    let n = build(node, fragment, doc, true);
    if (n === 0) n = build('', fragment, doc, true); // an empty text: the tile's place
    first[i] = firstBuilt!;
    sizes[i] = n;
  }
  container.appendChild(fragment);
  const nodesOf = (i: number) => {
    const nodes: ChildNode[] = [first[i]];
    for (let k = 1; k < sizes[i]; k++) nodes.push(nodes[k - 1].nextSibling!);
    return nodes;
  };
  return {
    redraw(i, was) {
      const nodes = nodesOf(i);
      const before = drawnOrEmpty(resolve(Tile(was), []));
      const now = patchRange(container, nodes, before, drawnOrEmpty(resolve(Tile(propsOf(i)), [])), nodes[nodes.length - 1].nextSibling, doc);
      first[i] = now[0];
      sizes[i] = now.length;
    },
    clear() {
      for (let i = 0; i < count; i++) for (const n of nodesOf(i)) n.remove();
      first.length = 0;
    },
  };
}
