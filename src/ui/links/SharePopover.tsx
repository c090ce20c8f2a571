// The Share button's popover (ShareButton.tsx): the link to what is on screen, in a read-only field, and Copy.
import { useEffect, useRef, useState } from 'react';
import { useHexlab } from '../../store';
import { linkAddress } from './address';
import { linkCodec } from '../../store/links/codec';
import { useFormat, useT } from '../i18n';
import { modeDefinition } from '../modes';

export function SharePopover({ id, onClose }: { id: string; onClose(): void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const t = useT('shell');
  const TEXT = t.share;
  const f = useFormat();
  // What the mode's link is (its definition, ui/modes.ts): the title's word, what it opens, whether it may carry
  // the game under way.
  const share = modeDefinition(useHexlab((s) => s.mode)).share;
  const hasProgress = useHexlab((s) => modeDefinition(s.mode).share.progress?.(s) ?? false);
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
        {TEXT.title(share.what)}
      </h2>
      <label htmlFor={`${id}-link`} className="share-label">
        {TEXT.link}
      </label>
      <div className="share-row">
        <input
          id={`${id}-link`}
          ref={inputRef}
          type="text"
          readOnly
          value={url}
          className="share-link"
          onFocus={(e) => e.currentTarget.select()}
        />
        {/* Nothing to copy until the link is made (the codec may still be on its way). */}
        <button type="button" className="primary" onClick={copy} disabled={!url}>
          {TEXT.copy}
        </button>
      </div>
      {share.progress && (
        <label className="check share-option">
          <input
            type="checkbox"
            checked={progress && hasProgress}
            disabled={!hasProgress}
            onChange={(e) => setProgress(e.target.checked)}
          />
          {TEXT.progress}
        </label>
      )}
      <p className="field-hint">{share.opens ? share.opens(TEXT, url.length, f) : TEXT.opens(false, url.length, f)}</p>
      <p role="status" className="share-status">
        {message}
      </p>
      <button type="button" className="ghost share-close" onClick={onClose}>
        {t.close}
      </button>
    </div>
  );
}
