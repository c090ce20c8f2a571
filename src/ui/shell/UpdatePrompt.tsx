import { useRef } from 'react';
import { useHexlab } from '../../store';
import { useEndCardOpen } from '../endCard/openCards';
import { gameInProgress } from './gameInProgress';
import { reloadPage } from './reloadPage';
import { useT } from '../i18n';
import { useServiceWorker } from './useServiceWorker';
import './updatePrompt.css';

// When any tab's "Reload" lets the new version take over, it takes over every tab, and each is told (vite-plugin-pwa
// then reloads them all by default). A tab reloads only when it asked or has no game in progress; one that keeps its
// game runs on until its own "Reload", which then reloads at once (the new version is already in charge).
interface TabUpdate {
  /** this tab's "Reload" was pressed */
  asked: boolean;
  /** the new version took over and this tab kept its game */
  replaced: boolean;
}

/** The new version has taken this tab over: reload unless that would cut a game short. */
function takenOver(tab: TabUpdate, playing: boolean): void {
  if (tab.asked || !playing) reloadPage();
  else tab.replaced = true;
}

/**
 * Registers the service worker (useServiceWorker, at the app's own address) and, when a new version has been
 * installed, offers to reload into it. The offer shows only between games, not while a game's end card is up (on a
 * phone the card docks at the foot of the window, where the offer would cover its figures), and reloads only on the
 * user's word.
 */
export function UpdatePrompt() {
  const tab = useRef<TabUpdate>({ asked: false, replaced: false });
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useServiceWorker({ onNeedReload: () => takenOver(tab.current, gameInProgress(useHexlab.getState())) });
  const playing = useHexlab(gameInProgress);
  const ending = useEndCardOpen();
  const TEXT = useT('shell').update;
  if (!needRefresh || playing || ending) return null;
  const reload = () => {
    tab.current.asked = true;
    if (tab.current.replaced) reloadPage();
    else updateServiceWorker();
  };
  return (
    <div role="status" className="notice notice-info update-prompt" data-testid="update-prompt">
      <span>{TEXT.ready}</span>
      <span className="update-prompt-actions">
        <button type="button" className="primary" onClick={reload}>
          {TEXT.reload}
        </button>
        <button type="button" className="ghost" onClick={() => setNeedRefresh(false)}>
          {TEXT.later}
        </button>
      </span>
    </div>
  );
}
