// Por qué un texto no es un nivel de puzle, en español: el aviso del modo Puzles y el de un enlace (messages.ts), fuera
// de los textos del modo para que los mensajes de la primera pantalla no los traigan.
import type { LevelProblem } from '../../../games/puzzle/level';

/** Dónde está el problema en el texto, en palabras. */
const at = (p: { line: number; slot: number }) => `línea ${p.line}, casilla ${p.slot + 1}`;

export default function levelProblem(p: LevelProblem): string {
  switch (p.kind) {
    case 'empty':
      return 'El texto del puzle está vacío: pega un nivel en él, o abre un archivo.';
    case 'not-v1':
      return `Esto no es un puzle: la línea ${p.line} debería decir «Hexcells level v1».`;
    case 'header-cut':
      return 'El texto acaba dentro de la cabecera: un nivel empieza con cinco líneas (versión, título, autor, dos notas).';
    case 'too-few-rows':
      return `La cuadrícula tiene ${p.rows} filas; un nivel tiene 33.`;
    case 'too-many-rows':
      return `La línea ${p.line} viene después de las 33 filas de la cuadrícula.`;
    case 'row-length':
      return `La línea ${p.line} tiene ${p.length} caracteres; una fila tiene 66 (33 casillas de dos).`;
    case 'unknown-char':
      return `En la ${at(p)} (columna ${p.column}), «${p.char}» no significa nada en un nivel.`;
    case 'blue-together':
      return `En la ${at(p)}, una celda azul no puede decir juntas o separadas: solo una negra.`;
    case 'line-without-number':
      return `En la ${at(p)}, la pista de línea no tiene número (su segundo carácter es «.»).`;
    case 'line-points-at-nothing':
      return `En la ${at(p)}, la pista de línea no apunta a ninguna celda.`;
    case 'no-cells':
      return 'La cuadrícula no tiene ninguna celda.';
  }
}
