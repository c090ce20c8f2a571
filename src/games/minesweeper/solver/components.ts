import { UnionFind } from '../../deduction';
import type { Position } from './position';

/** Frontier tiles touched by the same set of numbers: interchangeable, so only how many of them are mines matters. */
export interface Group {
  tiles: number[];
  constraints: number[];
}

/** Group the frontier by the numbers touching each tile and split the constraints into linked components. */
export function groupFrontier(pos: Position): Group[][] {
  const byKey = new Map<string, Group>();
  const touching = new Map<number, number[]>();
  pos.constraints.forEach((c, ci) => {
    for (const u of c.vars) {
      const list = touching.get(u);
      if (list) list.push(ci);
      else touching.set(u, [ci]);
    }
  });
  for (const [tile, cs] of touching) {
    const key = cs.join(',');
    const g = byKey.get(key);
    if (g) g.tiles.push(tile);
    else byKey.set(key, { tiles: [tile], constraints: cs });
  }
  const linked = new UnionFind(pos.constraints.length);
  for (const g of byKey.values()) linked.unionAll(g.constraints);
  const out = new Map<number, Group[]>();
  for (const g of byKey.values()) {
    const root = linked.find(g.constraints[0]);
    const list = out.get(root);
    if (list) list.push(g);
    else out.set(root, [g]);
  }
  return [...out.values()];
}
