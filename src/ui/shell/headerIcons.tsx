// The header's icons. On a narrow screen the header buttons show their icon alone and keep their name for screen
// readers and the outside hooks (styles.css hides `.button-label` visually there).

export function LibraryIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="header-icon">
      <rect x="3" y="3" width="6" height="6" rx="1" />
      <rect x="11" y="3" width="6" height="6" rx="1" />
      <rect x="3" y="11" width="6" height="6" rx="1" />
      <rect x="11" y="11" width="6" height="6" rx="1" />
    </svg>
  );
}

export function ShareIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="header-icon">
      <circle cx="15" cy="4.5" r="2.2" />
      <circle cx="5" cy="10" r="2.2" />
      <circle cx="15" cy="15.5" r="2.2" />
      <path d="M7 9 13 5.6M7 11l6 3.4" />
    </svg>
  );
}

export function HelpIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="header-icon">
      <circle cx="10" cy="10" r="7.5" />
      <path d="M7.6 7.8a2.5 2.5 0 1 1 3.4 2.3c-.7.3-1 .8-1 1.5v.4M10 14.6v.1" />
    </svg>
  );
}

export function SaveIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="header-icon">
      <path d="M5 3h10v14l-5-3.5L5 17Z" />
      <path d="M10 6.5v4M8 8.5h4" />
    </svg>
  );
}

/** The chevron of a button that opens a list under it. */
export function ChevronIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="header-icon chevron-icon">
      <path d="m6 8 4 4 4-4" />
    </svg>
  );
}

/** The header menu's button on a phone: three dots, one above the other. */
export function MoreIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="header-icon more-icon">
      <circle cx="10" cy="4.5" r="1.4" />
      <circle cx="10" cy="10" r="1.4" />
      <circle cx="10" cy="15.5" r="1.4" />
    </svg>
  );
}
