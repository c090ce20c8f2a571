import { useRef, useState } from 'react';
import { useLibrary } from '../../store/persist/libraryState';
import { lazyPart } from '../lazyPart';
import { modeShelves } from '../modes';
import { LibraryIcon, SaveIcon } from '../shell/headerIcons';
import { useT } from '../i18n';
import { libraryCode } from './libraryCode';
import { returnFocus } from '../shell/headerMenu';

// The dialog (pictures, export, and their code) is fetched the first time it opens, with the modes' own entries
// (their definitions' shelves), so it draws whole at once.
const LibraryDialog = lazyPart(() =>
  Promise.all([import('./Library'), ...modeShelves().map((s) => s.prefetch())]).then(([m]) => m.LibraryDialog),
);

/** The "My boards" button, and "Save to My boards" while the board on screen came from a link. */
export function LibraryButton() {
  const [open, setOpen] = useState(false);
  const shared = useLibrary((s) => s.ready && s.currentId === null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const TEXT = useT('shell').library;
  const close = () => {
    setOpen(false);
    returnFocus(buttonRef.current);
  };
  return (
    <div className="library-wrap">
      {shared && (
        <button
          type="button"
          className="save-shared"
          onClick={() => void libraryCode.load().then((m) => m.saveSharedBoard(TEXT.sharedName))}
          title={TEXT.save}
          aria-label={TEXT.save}
        >
          <SaveIcon />
          {/* A phone shows the short name under the icon; the button keeps its whole name. */}
          <span className="button-label label-roomy label-long">{TEXT.save}</span>
          <span className="button-label label-short">{TEXT.saveShort}</span>
        </button>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        title={TEXT.button}
      >
        <LibraryIcon />
        <span className="button-label label-roomy">{TEXT.button}</span>
      </button>
      {open && <LibraryDialog onClose={close} />}
    </div>
  );
}
