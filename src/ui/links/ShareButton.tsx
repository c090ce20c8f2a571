import { useEffect, useId, useRef, useState } from 'react';
import { ShareIcon } from '../shell/headerIcons';
import { useEndCardOpen } from '../endCard/openCards';
import { lazyPart } from '../lazyPart';
import { useT } from '../i18n';
import './share.css';
import { returnFocus } from '../shell/headerMenu';

// The popover's code is not on the first screen: it comes in idle time (prefetch.ts) or on the first press.
const SharePopover = lazyPart(() => import('./SharePopover').then((m) => m.SharePopover));

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
      returnFocus(buttonRef.current);
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
        title={TEXT.button}
      >
        <ShareIcon />
        <span className="button-label label-roomy">{TEXT.button}</span>
      </button>
      {open && !aside && <SharePopover id={`${id}-dialog`} onClose={() => setOpen(false)} />}
    </div>
  );
}
