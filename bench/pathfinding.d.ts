// Just the corner of PathFinding.js (the `pathfinding` package, which ships no types) that the A* bench uses.
declare module 'pathfinding' {
  export interface PfNode {
    x: number;
    y: number;
    walkable: boolean;
    closed?: boolean;
  }
  export interface PfGrid {
    width: number;
    height: number;
    nodes: PfNode[][];
    clone(): PfGrid;
  }
  export interface PfFinder {
    findPath(startX: number, startY: number, endX: number, endY: number, grid: PfGrid): number[][];
  }
  const PF: {
    Grid: new (width: number, height: number, matrix?: number[][]) => PfGrid;
    AStarFinder: new (options?: { diagonalMovement?: number }) => PfFinder;
  };
  export default PF;
}
