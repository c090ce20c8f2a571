// The solver's view of the store's game lives beside the rules; the store imports it from here.
export { knowledgeOf } from '../games/minesweeper/knowledge';
