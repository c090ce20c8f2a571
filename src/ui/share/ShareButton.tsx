import { useEffect, useId, useRef, useState } from 'react';
import { ShareIcon } from '../shell/headerIcons';
import { useHexlab } from '../../store';
import { canShareProgress } from '../../store/linkGames';
import { useEndCardOpen } from '../ends/openCards';
import { linkAddress } from './address';
import { linkCodec } from '../../store/later';
import { useFormat, useT } from '../i18n';
import './share.css';

/** The Share button and its popover: a read-only "Share link" field with the link to what is on screen, and Copy. */
export function ShareButton() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // While a game's end card shows, its own Share is the one to use: this one steps out of reach (inert, and
  // aria-hidden, which is what role queries read).
  const aside = useEndCardOpen();
  const TEXT = useT('shell').share;

  useEffect(() => {
    if (!open) return;
    // Close on Escape or a press outside, returning focus to the button for keyboard users.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onDown = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onDown);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  return (
    <div className="share" ref={wrapRef} inert={aside} aria-hidden={aside || undefined}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-dialog` : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <ShareIcon />
        <span className="button-label">{TEXT.button}</span>
      </button>
      {open && !aside && <SharePopover id={`${id}-dialog`} onClose={() => setOpen(false)} />}
    </div>
  );
}

function SharePopover({ id, onClose }: { id: string; onClose(): void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const t = useT('shell');
  const TEXT = t.share;
  const f = useFormat();
  const mode = useHexlab((s) => s.mode);
  const hasProgress = useHexlab((s) => s.mode === 'minesweeper' && canShareProgress(s));
  // The link is made when the popover opens (and when its options change), not on every store change.
  const [url, setUrl] = useState('');
  useEffect(() => {
    // The link codec is fetched the first time a link is made (it is not on the first screen).
    let live = true;
    void linkCodec.load().then(({ shareQuery }) => {
      if (live) setUrl(linkAddress(shareQuery(useHexlab.getState(), { progress: progress && hasProgress })));
    });
    setMessage(null);
    return () => {
      live = false;
    };
  }, [progress, hasProgress]);
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [url]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage(TEXT.copied);
    } catch {
      inputRef.current?.focus();
      inputRef.current?.select();
      setMessage(TEXT.copyRefused);
    }
  };

  return (
    <div id={id} role="dialog" aria-labelledby={`${id}-title`} className="share-popover">
      <h2 id={`${id}-title`} className="share-title">
        {TEXT.title(mode === 'editor' || mode === 'lab' ? 'board' : 'game')}
      </h2>
      <label htmlFor={`${id}-link`} className="share-label">
        {TEXT.link}
      </label>
      <div className="share-row">
        <input id={`${id}-link`} ref={inputRef} type="text" readOnly value={url} className="share-link" onFocus={(e) => e.currentTarget.select()} />
        {/* Nothing to copy until the link is made (the codec may still be on its way). */}
        <button type="button" className="primary" onClick={copy} disabled={!url}>
          {TEXT.copy}
        </button>
      </div>
      {mode === 'minesweeper' && (
        <label className="check share-option">
          <input type="checkbox" checked={progress && hasProgress} disabled={!hasProgress} onChange={(e) => setProgress(e.target.checked)} />
          {TEXT.progress}
        </label>
      )}
      <p className="field-hint">
        {TEXT.opens(mode === 'minesweeper', url.length, f)}
      </p>
      <p role="status" className="share-status">
        {message}
      </p>
      <button type="button" className="ghost share-close" onClick={onClose}>
        {t.close}
      </button>
    </div>
  );
}
