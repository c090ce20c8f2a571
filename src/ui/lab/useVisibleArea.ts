import { useEffect, useState } from 'react';
import { useBoardContext } from '../board/BoardContext';

/** The part of the board on screen, in board units, and how many board units one screen pixel spans. */
export interface VisibleArea {
  x: number;
  y: number;
  w: number;
  h: number;
  unitsPerPixel: number;
}

/** The board's visible area, following the camera at most once a frame (pan, zoom and resizing). */
export function useVisibleArea(): VisibleArea | null {
  const { camera } = useBoardContext();
  const [area, setArea] = useState<VisibleArea | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const { k, x, y, w, h } = camera.fitted();
      const next = { x, y, w, h, unitsPerPixel: k };
      setArea((prev) => (prev && sameArea(prev, next) ? prev : next));
    };
    update();
    const unsubscribe = camera.subscribe(() => {
      if (!frame) frame = requestAnimationFrame(update);
    });
    return () => {
      unsubscribe();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [camera]);
  return area;
}

const sameArea = (a: VisibleArea, b: VisibleArea) =>
  Math.abs(a.x - b.x) < 1e-6 &&
  Math.abs(a.y - b.y) < 1e-6 &&
  Math.abs(a.w - b.w) < 1e-6 &&
  Math.abs(a.h - b.h) < 1e-6 &&
  Math.abs(a.unitsPerPixel - b.unitsPerPixel) < 1e-9;
