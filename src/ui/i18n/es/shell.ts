import type { Catalogue } from '../catalogue';

const shell: Catalogue['shell'] = {
  title: 'Hexlab: buscaminas hexagonal, laboratorio de cuadrículas hexagonales, editor y búsqueda de caminos',
  modes: 'Modos',
  modeNames: {
    minesweeper: 'Buscaminas',
    lab: 'Laboratorio',
    editor: 'Editor',
    hero: 'Héroe',
    proximity: 'Proximity',
  },
  help: 'Ayuda',
  loading: 'Cargando…',
  opening: 'Abriendo tu tablero…',
  language: 'Idioma',
};

export default shell;
