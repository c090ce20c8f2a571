import { useHexlab } from '../../store';
import { useFormat, useT } from '../i18n';

/** A message in the notice area with its Dismiss button: an error is an alert, anything else a status. */
export function NoticeView({
  text,
  kind = 'error',
  testId,
  onDismiss,
}: {
  text: string;
  kind?: string;
  testId?: string;
  onDismiss(): void;
}) {
  const t = useT('shell').notice;
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`notice notice-${kind}`} data-testid={testId}>
      <span>{text}</span>
      <button type="button" className="link-button" onClick={onDismiss} aria-label={t.dismissLabel}>
        {t.dismiss}
      </button>
    </div>
  );
}

/** Messages the user must see (a broken link, storage trouble), announced with role="alert". */
export function Notice() {
  const notice = useHexlab((s) => s.notice);
  const setNotice = useHexlab((s) => s.setNotice);
  const messages = useT('messages');
  const f = useFormat();
  if (!notice) return null;
  return <NoticeView text={messages.notice(notice.message, f)} kind={notice.kind} onDismiss={() => setNotice(null)} />;
}
