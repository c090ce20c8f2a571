import { useEffect } from 'react';
import { useHexlab } from '../../store';
import { BESIDE_QUERY, useSettingsSheet } from '../shell/settingsSheet';

/** The clock stands still while the settings sheet covers the board (a drawer on a small screen). */
export function PauseWhileCovered() {
  const open = useSettingsSheet((s) => s.open);
  useEffect(() => {
    const covers = () => open && !matchMedia(BESIDE_QUERY).matches;
    const apply = () => useHexlab.getState().minesweeperPause(covers());
    apply();
    const query = matchMedia(BESIDE_QUERY);
    query.addEventListener('change', apply);
    return () => {
      query.removeEventListener('change', apply);
      useHexlab.getState().minesweeperPause(false);
    };
  }, [open]);
  return null;
}
