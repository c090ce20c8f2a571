import { useT } from '../i18n';

// The header's "Daily": today's daily hex. Its generator and the rest of the daily load when it is pressed.
export function DailyButton() {
  const t = useT('progress').daily;
  return (
    <button type="button" onClick={() => void import('./openDaily').then((m) => m.showDaily())}>
      <svg viewBox="0 0 20 20" aria-hidden="true" className="header-icon">
        <rect x="3" y="4" width="14" height="13" rx="2" />
        <path d="M3 8h14M7 2.5v3M13 2.5v3" />
        <polygon points="10,10 12.2,11.3 12.2,13.9 10,15.2 7.8,13.9 7.8,11.3" />
      </svg>
      <span className="button-label">{t.button}</span>
    </button>
  );
}
