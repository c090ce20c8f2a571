import { useRegisterSW } from 'virtual:pwa-register/react';
import { useHexlab } from '../../store';
import { gameInProgress } from './gameInProgress';
import { useT } from '../i18n';
import './updatePrompt.css';



/**
 * Registers the service worker (vite-plugin-pwa, registerType 'prompt') and, when a new version has been installed,
 * offers to reload into it. The offer shows only between games and reloads only on the user's word.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  const playing = useHexlab(gameInProgress);
  const TEXT = useT('shell').update;
  if (!needRefresh || playing) return null;
  return (
    <div role="status" className="notice notice-info update-prompt" data-testid="update-prompt">
      <span>{TEXT.ready}</span>
      <span className="update-prompt-actions">
        <button type="button" className="primary" onClick={() => void updateServiceWorker(true)}>
          {TEXT.reload}
        </button>
        <button type="button" className="ghost" onClick={() => setNeedRefresh(false)}>
          {TEXT.later}
        </button>
      </span>
    </div>
  );
}
