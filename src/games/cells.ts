/** A cell index (row * cols + col) as the user reads it: "row-col". */
export const packedCellName = (i: number, cols: number): string => `${Math.floor(i / cols)}-${i % cols}`;
