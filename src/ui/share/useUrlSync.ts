import { useLayoutEffect } from 'react';
import { useHexlab } from '../../store';
import { loadAutosave, startAutosave } from '../../store/autosave';
import { applyShareQuery } from '../../store/shareState';
import { startUrlMirror } from './urlHistory';

let started = false;

/**
 * Start-up, once per page: the autosaved board first, then a share link in the address (it wins over the autosave);
 * then keep saving, keep the address in step, and re-open the board of each entry on Back and Forward.
 * Runs in a layout effect so the first paint already shows the restored board.
 */
export function useUrlSync(): void {
  useLayoutEffect(() => {
    if (started) return;
    started = true;
    loadAutosave(useHexlab);
    if (location.search) applyShareQuery(useHexlab, location.search);
    useHexlab.getState().edForget();
    startAutosave(useHexlab);
    startUrlMirror();
    window.addEventListener('popstate', () => {
      if (location.search) applyShareQuery(useHexlab, location.search);
    });
  }, []);
}
