// The shell's texts in English: header, tabs, page title, loading states. English defines the catalogue's shape.
const shell = {
  title: 'Hexlab: hex Minesweeper, a hex grid lab, editor and pathfinding',
  modes: 'Modes',
  modeNames: {
    minesweeper: 'Minesweeper',
    lab: 'Lab',
    editor: 'Editor',
    hero: 'Hero',
    proximity: 'Proximity',
  },
  help: 'Help',
  loading: 'Loading…',
  opening: 'Opening your board…',
  language: 'Language',
};

export default shell;
