// La tarjeta «la misma baldosa en cada herramienta» del laboratorio, en español.
import type { Catalogue } from '../catalogue';

const toolWords: Catalogue['lab']['inTools'] = {
  heading: 'La misma baldosa en cada herramienta',
  intro:
    'Cómo numeran la baldosa que señalas o seleccionas la guía de Red Blob, Tiled, Godot 4, Unity y las coordenadas axiales, con la disposición de este tablero ajustada como la ajusta cada herramienta.',
  empty: 'Señala una baldosa, o selecciona una, para ver su nombre en cada herramienta.',
  which: (row, col, how) =>
    `${{ pointer: 'Bajo el puntero', cursor: 'Bajo el cursor del teclado', selected: 'Seleccionada' }[how]}: fila ${row}, columna ${col}.`,
  tools: { redblob: 'Red Blob', tiled: 'Tiled', godot: 'Godot 4', unity: 'Unity', axial: 'Axiales' },
  caption: 'Esta baldosa en cada herramienta',
  redblobCell: (x, y) => `col ${x}, fila ${y}`,
  redblobHow: ({ orientation }) =>
    `col, fila es el índice de levelData; «${orientation === 'pointy' ? 'r' : 'q'}» dice que se desplazan ${orientation === 'pointy' ? 'filas' : 'columnas'}, «odd»/«even» cuáles (impares o pares).`,
  tiledHow: ({ orientation }) =>
    `staggeraxis ${orientation === 'pointy' ? 'y escalona filas (horizontal)' : 'x escalona columnas (vertical)'}; staggerindex es el desplazamiento; x, y = col, fila de Red Blob.`,
  godotSettings: (axis, layout) =>
    `tile_offset_axis = ${axis} (${axis === 0 ? 'horizontal' : 'vertical'}), tile_layout = ${layout} (${layout === 0 ? 'stacked' : 'stacked offset'})`,
  godotHow: ({ orientation }) =>
    `map_to_local desplaza las ${orientation === 'pointy' ? 'filas' : 'columnas'} impares (stacked) o las pares (stacked offset); la celda es la x, y de Tiled.`,
  unitySettings: ({ swizzle }) =>
    `cellLayout Hexagon, cellSwizzle ${swizzle} (${swizzle === 'XYZ' ? 'punta arriba' : 'lado plano arriba'})`,
  unityHow: ({ shift, swizzle }) =>
    shift === 'row'
      ? 'Unity solo desplaza a la derecha las filas impares y cuenta y hacia arriba, así que un tablero even-r queda una fila más abajo: x = col, y = −fila − 1.'
      : shift === 'column'
        ? 'Unity solo sube las columnas impares (y hacia arriba), así que un tablero odd-q queda una columna más a la derecha: x = col + 1, y = −fila.'
        : swizzle === 'XYZ'
          ? 'Unity desplaza a la derecha las filas impares, como odd-r, y cuenta y hacia arriba: x = col, y = −fila.'
          : 'Unity sube las columnas impares con y hacia arriba, que es even-q visto con y hacia abajo: x = col, y = −fila.',
  axialHow: ({ orientation, parity }) =>
    orientation === 'pointy'
      ? `q = col − (fila ${parity === 'odd' ? '−' : '+'} (fila & 1)) / 2, r = fila: los números con los que trabajan las cuentas.`
      : `q = col, r = fila − (col ${parity === 'odd' ? '−' : '+'} (col & 1)) / 2: los números con los que trabajan las cuentas.`,
};

export default toolWords;
