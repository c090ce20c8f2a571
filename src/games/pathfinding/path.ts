/** The tiles from the search's start to `goal`, following `cameFrom` back (-1 ends the chain). */
export function tracePath(cameFrom: Int32Array, goal: number): number[] {
  let length = 0;
  for (let id = goal; id >= 0; id = cameFrom[id]) length++;
  const path = new Array<number>(length);
  for (let id = goal, i = length - 1; id >= 0; id = cameFrom[id]) path[i--] = id;
  return path;
}
