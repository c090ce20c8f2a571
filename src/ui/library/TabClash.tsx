import { useLibrary } from '../../store/persist/libraryState';
import { useT } from '../i18n';
import { libraryCode } from './libraryCode';

/**
 * Another tab deleted the board on screen, or changed it in a way that can't be merged with this tab's changes: the
 * board stays on screen, nothing is saved over either version, and the player chooses (role="alert").
 */
export function TabClash() {
  const clash = useLibrary((s) => s.clash);
  const TEXT = useT('shell').tabs;
  if (!clash) return null;
  // A clash came from the library: its code has arrived, so this resolves at once.
  const lib = () => libraryCode.load().then((m) => m.theLibrary());
  const deleted = clash.kind === 'deleted';
  return (
    <div role="alert" className="notice notice-error tab-clash" data-testid="tab-clash" data-kind={clash.kind}>
      <span>{deleted ? TEXT.deleted(clash.name) : TEXT.changed(clash.name)}</span>
      <span className="tab-clash-actions">
        <button type="button" className="primary" onClick={() => void lib().then((l) => l.keepMine())}>
          {deleted ? TEXT.keepDeleted : TEXT.keepMine}
        </button>
        <button type="button" className="ghost" onClick={() => void lib().then((l) => l.takeTheirs())}>
          {deleted ? TEXT.letGo : TEXT.takeTheirs}
        </button>
      </span>
    </div>
  );
}
