import { useEffect, useId, useRef, useState } from 'react';

const TEXT = {
  label: 'Share link',
  copy: 'Copy',
  copied: 'Link copied.',
  refused: 'The browser did not allow copying: the link is selected, press Ctrl+C (or ⌘C) to copy it.',
  length: (n: number) => `${n.toLocaleString()} characters`,
};

/** A read-only "Share link" field with Copy, for the links the end card and the replay make. */
export function LinkField({ url, note }: { url: string; note?: string }) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
    setMessage(null);
  }, [url]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage(TEXT.copied);
    } catch {
      ref.current?.select();
      setMessage(TEXT.refused);
    }
  };
  return (
    <div className="ms-link">
      <label htmlFor={id} className="ms-link-label">
        {TEXT.label}
      </label>
      <div className="ms-link-row">
        <input id={id} ref={ref} type="text" readOnly value={url} className="ms-link-input" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" onClick={copy}>
          {TEXT.copy}
        </button>
      </div>
      <p className="ms-link-note">
        {note ? `${note} · ` : ''}
        {TEXT.length(url.length)}
      </p>
      <p role="status" className="ms-link-note">
        {message}
      </p>
    </div>
  );
}

/** A link to this page with a query. */
export const linkTo = (query: string): string => `${location.origin}${location.pathname}?${query}`;
