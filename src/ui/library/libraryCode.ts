import { later } from '../../store/later';

/** The library's code ("My boards": IndexedDB, tabs), fetched at start-up beside the first screen, not in it. */
export const libraryCode = later(() => import('./theLibrary'));
