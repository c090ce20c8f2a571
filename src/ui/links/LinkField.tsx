import { useEffect, useId, useRef, useState } from 'react';
import { useFormat, useT } from '../i18n';

/**
 * A read-only "Share link" field with Copy, for the links the end card and the replay make. It takes the focus as it
 * shows, its link selected; `inPlace`: it came with the card rather than being asked for (a challenge's link back), so
 * the focus leaves the card where it is, its top (the result) in view, instead of scrolling down to the field.
 */
export function LinkField({ url, note, inPlace = false }: { url: string; note?: string; inPlace?: boolean }) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const TEXT = useT('shell').share;
  const f = useFormat();
  useEffect(() => {
    ref.current?.focus({ preventScroll: inPlace });
    ref.current?.select();
    setMessage(null);
  }, [url, inPlace]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage(TEXT.copied);
    } catch {
      ref.current?.select();
      setMessage(TEXT.copyRefused);
    }
  };
  return (
    <div className="ms-link">
      <label htmlFor={id} className="ms-link-label">
        {TEXT.link}
      </label>
      <div className="ms-link-row">
        <input
          id={id}
          ref={ref}
          type="text"
          readOnly
          value={url}
          className="ms-link-input"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" onClick={copy}>
          {TEXT.copy}
        </button>
      </div>
      <p className="ms-link-note">
        {note ? `${note} · ` : ''}
        {f.plural(url.length, TEXT.characters)}
      </p>
      <p role="status" className="ms-link-note">
        {message}
      </p>
    </div>
  );
}
