import { useHexlab } from '../../store';
import { useFormat, useT } from '../i18n';

/** Messages the user must see (a broken link, storage trouble), announced with role="alert". */
export function Notice() {
  const notice = useHexlab((s) => s.notice);
  const setNotice = useHexlab((s) => s.setNotice);
  const t = useT('shell').notice;
  const messages = useT('messages');
  const f = useFormat();
  if (!notice) return null;
  return (
    <div role={notice.kind === 'error' ? 'alert' : 'status'} className={`notice notice-${notice.kind}`}>
      <span>{messages.notice(notice.message, f)}</span>
      <button type="button" className="link-button" onClick={() => setNotice(null)} aria-label={t.dismissLabel}>
        {t.dismiss}
      </button>
    </div>
  );
}
