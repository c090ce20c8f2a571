import { useHexlab } from '../../store';

/** Messages the user must see (a broken link, storage trouble), announced with role="alert". */
export function Notice() {
  const notice = useHexlab((s) => s.notice);
  const setNotice = useHexlab((s) => s.setNotice);
  if (!notice) return null;
  return (
    <div role={notice.kind === 'error' ? 'alert' : 'status'} className={`notice notice-${notice.kind}`}>
      <span>{notice.text}</span>
      <button type="button" className="link-button" onClick={() => setNotice(null)} aria-label="Dismiss message">
        Dismiss
      </button>
    </div>
  );
}
