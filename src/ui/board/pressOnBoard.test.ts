// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { keepBoardClicks } from './pressOnBoard';

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

/** A board (<svg> with a tile) and a button beside it, each counting the clicks it gets. */
function page() {
  document.body.innerHTML =
    '<svg id="board"><polygon id="tile"></polygon></svg><button id="zoom" type="button">+</button>';
  const board = document.getElementById('board')!;
  const tile = document.getElementById('tile')!;
  const zoom = document.getElementById('zoom')!;
  const clicks = { tile: 0, zoom: 0 };
  tile.addEventListener('click', () => clicks.tile++);
  zoom.addEventListener('click', () => clicks.zoom++);
  stop = keepBoardClicks(board);
  return { tile, zoom, clicks };
}
const press = (el: Element) => el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
const click = (el: Element, detail = 1) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, detail }));

describe('keepBoardClicks', () => {
  it('drops the click of a press begun on the board that lands beside it (the zoom bar moved under the finger)', () => {
    const { tile, zoom, clicks } = page();
    press(tile);
    click(zoom);
    expect(clicks.zoom).toBe(0);
  });

  it('lets the click of a press on the board through to the board', () => {
    const { tile, clicks } = page();
    press(tile);
    click(tile);
    expect(clicks.tile).toBe(1);
  });

  it('lets a press begun on the button click it, after a press on the board that made no click (a pan)', () => {
    const { tile, zoom, clicks } = page();
    press(tile);
    press(zoom);
    click(zoom);
    expect(clicks.zoom).toBe(1);
  });

  it("lets the keyboard's clicks through, after a key or with no press at all", () => {
    const { tile, zoom, clicks } = page();
    press(tile);
    click(zoom, 0);
    press(tile);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    click(zoom);
    expect(clicks.zoom).toBe(2);
  });

  it('drops only the one click that followed the press', () => {
    const { tile, zoom, clicks } = page();
    press(tile);
    click(zoom);
    click(zoom);
    expect(clicks.zoom).toBe(1);
  });
});
