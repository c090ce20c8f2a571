import type { Catalogue } from '../catalogue';
import { COMPASS } from '../compass';
import type { Format } from '../format';

const ms = (n: number, f: Format) =>
  n < 0.01
    ? `< ${f.number(0.01, 2)} ms`
    : n < 1
      ? `${f.number(n, 2)} ms`
      : n < 100
        ? `${f.number(n, 1)} ms`
        : `${f.number(Math.round(n), 0)} ms`;

const hero: Catalogue['hero'] = {
  boardLabel:
    'Tablero del héroe. Mantén pulsadas las teclas de movimiento para caminar; haz clic en una baldosa, o mueve el cursor con las flechas y pulsa Intro, para ir hasta ella por el camino más corto.',
  tile: { wall: 'muro', floor: 'suelo', costly: (cost) => `suelo, entrar cuesta ${cost}` },
  token: 'Héroe',
  tokenAt: (row, col) => `Héroe en la fila ${row}, columna ${col}`,
  directions: COMPASS.es,
  walkKeys: 'Caminar (mantén pulsada una tecla; combina dos para las direcciones intermedias):',
  pad: 'Mover al héroe',
  move: (direction) => `Mover al ${direction}`,
  steps: { one: '# paso', other: '# pasos' },
  ms,
  status: {
    length: 'Longitud del camino',
    cost: 'Coste del camino',
    unreachable: 'inalcanzable',
    noPath: (row, col, wall) =>
      `Ningún camino llega a la fila ${row}, columna ${col}: ${wall ? 'es un muro.' : 'los muros o los huecos la dejan aislada.'}`,
    walking: (row, col, steps, cost) => `Caminando a la fila ${row}, columna ${col}: ${steps}, coste ${cost}.`,
    idle: 'Haz clic en una baldosa para ir hasta ella, o mantén pulsadas las teclas de movimiento.',
    idleTouch: 'Toca una baldosa para ir hasta ella, o mantén pulsada una flecha del mando.',
  },
  overlays: {
    heading: 'Capas desde el héroe',
    reach: 'Baldosas alcanzables',
    reachIn: 'Alcance en',
    reachBy: { steps: 'Pasos', cost: 'Coste' },
    stepsN: 'Pasos (N)',
    budget: 'Presupuesto',
    sight: 'Línea de visión desde el héroe',
    distance: 'Distancia desde el héroe',
    distanceAs: 'Distancia como',
    probe: 'Caja de colisión y puntos de prueba',
    distanceKinds: { walk: 'Andando', hex: 'Hexágonos' },
  },
  inspector: {
    heading: 'Inspector de caminos',
    show: 'Mostrar la búsqueda en el tablero',
    algorithm: 'Algoritmo',
    algorithms: { bfs: 'Búsqueda en anchura', dijkstra: 'Dijkstra', greedy: 'Primero el mejor (voraz)', astar: 'A*' },
    numbers: 'Números en las baldosas',
    labels: { scores: 'g, h, f', order: 'Orden', none: 'Ninguno' },
    pick: 'Haz clic en una baldosa: el inspector muestra la búsqueda desde donde estaba el héroe hasta ella.',
    step: 'Paso',
    runAll: 'Ejecutar todo',
    reset: 'Reiniciar',
    shown: (k, total) => `Expansiones mostradas: ${k} de ${total}`,
    length: 'Longitud del camino',
    noPath: 'sin camino',
    cost: 'Coste del camino',
    expanded: 'Baldosas expandidas',
    time: 'Tiempo',
    frontier: 'frontera (abiertas)',
    closed: 'expandidas (cerradas)',
    arrows: '· las flechas apuntan al padre de cada baldosa',
  },
  compare: {
    heading: 'Comparar búsquedas',
    measuring: 'Midiendo…',
    pick: 'Haz clic en una baldosa: las cuatro búsquedas y el buscador de caminos del tutorial axial van desde donde estaba el héroe hasta ella.',
    search: 'Búsqueda',
    cost: 'Coste',
    optimal: 'Óptima',
    expanded: 'Expandidas',
    time: 'Tiempo',
    yes: 'sí',
    no: 'no',
    short: { bfs: 'Anchura', dijkstra: 'Dijkstra', greedy: 'Voraz', astar: 'A*', tutorial: 'Recursivo (tutorial)' },
    drawPath: 'Dibujar este camino en el tablero',
    again: 'Volver a medir',
    worse: (extra, cost) =>
      `El buscador recursivo del tutorial axial avanza al vecino con menor coste + heurística y solo retrocede cuando se atasca, así que nunca compara un rodeo con un callejón sin salida: aquí su camino cuesta ${extra} más que el más barato (${cost}). Además cuenta cada baldosa como 10 y no tiene en cuenta el suelo con coste.`,
    same: 'El buscador recursivo del tutorial axial ha encontrado aquí un camino de coste mínimo; en tableros con muros por medio a menudo no lo hace (se compromete con cada paso y solo retrocede cuando se atasca).',
  },
};

export default hero;
