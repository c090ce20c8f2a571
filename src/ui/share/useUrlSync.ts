import { useLayoutEffect } from 'react';
import { useHexlab } from '../../store';
import { applySaved, readAutosave, startAutosave } from '../../store/autosave';
import { applyShareQuery } from '../../store/shareState';
import { startUrlMirror } from './urlHistory';
import { isTabAddress, rememberTabAddress } from './tabAddresses';

let started = false;

/**
 * Start-up, once per page: a share link in the address, else the autosaved board;
 * then keep saving, keep the address in step, and re-open the board of each entry on Back and Forward.
 * Runs in a layout effect so the first paint already shows the restored board.
 */
export function useUrlSync(): void {
  useLayoutEffect(() => {
    if (started) return;
    started = true;
    const saved = readAutosave(useHexlab);
    const reload = isTabAddress(location.search);
    const link = location.search ? applyShareQuery(useHexlab, location.search) : 'empty';
    // A link wins over the autosave, unless this tab already showed this address (or the autosave was made under it):
    // then this is a reload after edits, and the autosave holds the newer board (the link still sets mines and seed).
    if (saved && (link !== 'applied' || reload || saved.link === location.search)) applySaved(useHexlab, saved);
    rememberTabAddress(location.search);
    useHexlab.getState().edForget();
    startAutosave(useHexlab);
    startUrlMirror();
    window.addEventListener('popstate', () => {
      if (location.search) applyShareQuery(useHexlab, location.search);
    });
  }, []);
}
