/** A small hexagon in a player's colour with a strength on it: the tile as it will look on the board. */
export function HexChip({ player, strength, size = 1.9 }: { player: number; strength?: number; size?: number }) {
  return (
    <svg className="px-chip" viewBox="-10 -10 20 20" width={`${size}rem`} height={`${size}rem`} aria-hidden="true">
      <polygon points="0,-9.5 8.2,-4.75 8.2,4.75 0,9.5 -8.2,4.75 -8.2,-4.75" className={`px-chip-hex px-p${player}`} />
      {strength !== undefined && (
        <text
          x="0"
          y="0.5"
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={strength > 9 ? 8.5 : 10}
          className="px-chip-text"
        >
          {strength}
        </text>
      )}
    </svg>
  );
}
