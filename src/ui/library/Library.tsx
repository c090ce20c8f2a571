import { useEffect, useId, useRef, useState } from 'react';
import { formatLevelText } from '../../games/editor/levelText';
import { useLibrary, type BoardEntry } from '../../store/persist/library';
import { openOwnBoard, theLibrary } from './theLibrary';
import { Thumbnail } from './Thumbnail';
import { modeShelves } from '../modes';
import './library.css';
import { downloadText } from '../download';
import { useLang, useT } from '../i18n';

/** The "My boards" dialog: the player's saved boards, each with a picture and its actions (LibraryButton opens it). */
export function LibraryDialog({ onClose }: { onClose(): void }) {
  const id = useId();
  const boards = useLibrary((s) => s.boards);
  const currentId = useLibrary((s) => s.currentId);
  const ref = useRef<HTMLDivElement>(null);
  const t = useT('shell');
  const TEXT = t.library;
  const [shelves] = useState(modeShelves);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="library-popover"
      data-testid="library"
    >
      <h2 id={`${id}-title`} className="share-title">
        {TEXT.title}
      </h2>
      {currentId === null && <p className="field-hint">{TEXT.shared}</p>}
      {boards.length === 0 ? (
        <p>{TEXT.empty}</p>
      ) : (
        <ul className="library-list">
          {boards.map((b) => (
            <Item key={b.id} entry={b} current={b.id === currentId} onOpen={onClose} />
          ))}
        </ul>
      )}
      {shelves.map((Shelf, i) => (
        <Shelf key={i} onOpen={onClose} />
      ))}
      <button type="button" className="ghost share-close" onClick={onClose}>
        {t.close}
      </button>
    </div>
  );
}

function Item({ entry, current, onOpen }: { entry: BoardEntry; current: boolean; onOpen(): void }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(entry.name);
  const lib = theLibrary();
  const TEXT = useT('shell').library;
  const lang = useLang((s) => s.lang);
  const commit = () => {
    setRenaming(false);
    void lib.rename(entry.id, name);
  };
  return (
    <li className="library-item" data-testid="library-item" data-current={current || undefined}>
      <Thumbnail level={entry.saved.level} />
      <div className="library-text">
        {renaming ? (
          <input
            aria-label={TEXT.name(entry.name)}
            value={name}
            autoFocus
            onChange={(e) => setName(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => e.key === 'Enter' && commit()}
          />
        ) : (
          <span className="library-name">{entry.name}</span>
        )}
        <span className="field-hint">
          {current ? `${TEXT.current} · ` : ''}
          {TEXT.savedAt(new Date(entry.savedAt).toLocaleString(lang))}
        </span>
        <div className="library-actions">
          <button type="button" disabled={current} onClick={() => void openOwnBoard(entry.id).then(onOpen)}>
            {TEXT.open}
          </button>
          <button type="button" onClick={() => setRenaming(true)}>
            {TEXT.rename}
          </button>
          <button type="button" onClick={() => void lib.duplicate(entry.id)}>
            {TEXT.duplicate}
          </button>
          <button
            type="button"
            onClick={() =>
              downloadText(formatLevelText(entry.saved.level, 'json'), `${entry.name}.json`, 'application/json')
            }
          >
            {TEXT.export}
          </button>
          <button type="button" onClick={() => void lib.remove(entry.id)}>
            {TEXT.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
