import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useHexlab } from '../../store';
import { useT } from '../i18n';
import { ModeTabs } from './ModeTabs';
import { SettingsButton } from './settingsSheet';
import { ChevronIcon, HelpIcon, MoreIcon } from './headerIcons';
import { ModeIcon } from './modeIcons';
import { moveFocus, returnFocus, useMenuDismiss } from './headerMenu';
import './header.css';

type Menu = 'modes' | 'actions' | null;

// Loaded when first opened: the first screen carries only what it shows.
const HelpOverlay = lazy(() => import('./HelpOverlay').then((m) => ({ default: m.HelpOverlay })));

/** A header menu's items: its buttons and the language select, not what a dialog opened from one of them holds. */
const menuItems = (panel: HTMLElement | null): HTMLElement[] =>
  panel
    ? [...panel.querySelectorAll<HTMLElement>('button, select')].filter((el) => !el.closest('[role="dialog"]'))
    : [];

/**
 * The header. On a wide screen: the mark, the mode tabs, and the buttons to other places (`links`: Daily, Statistics,
 * My boards, Share), Help, Settings and the language. On a phone (a slim header, headerMenu.ts) one row: the mark,
 * the mode in use as a button that opens the six modes, and one menu holding the rest, the very same controls (a
 * dialog opened from the menu is the one the wide header opens). The markup is the same on every screen and
 * styles.css lays it out, so the prerendered first screen needs no second header.
 */
export function Header({ links, language }: { links: ReactNode; language: ReactNode }) {
  const mode = useHexlab((s) => s.mode);
  const t = useT('shell');
  const [menu, setMenu] = useState<Menu>(null);
  const [help, setHelp] = useState(false);
  const helpButton = useRef<HTMLButtonElement>(null);
  const modeButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const tabs = useRef<HTMLDivElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const shut = (button: HTMLElement | null) => (focusButton: boolean) => {
    setMenu(null);
    if (focusButton) button?.focus();
  };
  useMenuDismiss(menu === 'modes', shut(modeButton.current), modeButton, tabs, () =>
    tabs.current?.querySelector<HTMLElement>('[aria-selected="true"]'),
  );
  useMenuDismiss(
    menu === 'actions',
    shut(menuButton.current),
    menuButton,
    actions,
    () => menuItems(actions.current)[0],
  );
  // An item was used: the menu shuts, and the focus, unless what the item opened took it, goes back to its button.
  const used = () => {
    setMenu(null);
    setTimeout(() => {
      const now = document.activeElement;
      if (!now || now === document.body || !(now as HTMLElement).checkVisibility?.({ visibilityProperty: true }))
        menuButton.current?.focus();
    });
  };
  // A menu's button: it opens and shuts the list it controls.
  const opener = (which: Exclude<Menu, null>, list: string) => ({
    type: 'button' as const,
    'aria-expanded': menu === which,
    'aria-controls': list,
    onClick: () => setMenu((m) => (m === which ? null : which)),
  });
  return (
    <header className="app-header" data-menu={menu ?? undefined}>
      <h1 className="brand">
        <svg viewBox="-10 -10 20 20" aria-hidden="true" className="brand-mark">
          <polygon points="0,-9 7.8,-4.5 7.8,4.5 0,9 -7.8,4.5 -7.8,-4.5" />
        </svg>
        <span className="brand-name">Hexlab</span>
      </h1>
      <button ref={modeButton} className="mode-button" {...opener('modes', 'mode-tabs')}>
        <ModeIcon mode={mode} />
        <span className="mode-button-name">{t.modeNames[mode]}</span>
        <ChevronIcon />
      </button>
      <ModeTabs
        ref={tabs}
        open={menu === 'modes'}
        onChosen={() => {
          setMenu(null);
          modeButton.current?.focus();
        }}
      />
      <button
        ref={menuButton}
        className="ghost menu-button"
        aria-label={t.menu}
        title={t.menu}
        {...opener('actions', 'header-menu')}
      >
        <MoreIcon />
      </button>
      <div
        ref={actions}
        id="header-menu"
        className="header-actions"
        data-menu-panel=""
        onClick={(e) => {
          if (
            menu === 'actions' &&
            (e.target as Element).closest('button') &&
            !(e.target as Element).closest('[role="dialog"]')
          )
            used();
        }}
        onChange={() => {
          if (menu === 'actions') used();
        }}
        onKeyDown={(e) => {
          if (menu === 'actions') moveFocus(e, menuItems(actions.current));
        }}
      >
        {links}
        <button
          ref={helpButton}
          type="button"
          className="ghost help-button"
          onClick={() => setHelp(true)}
          aria-haspopup="dialog"
          title={t.help}
        >
          <HelpIcon />
          <span className="button-label label-roomy">{t.help}</span>
        </button>
        <SettingsButton />
        {language}
      </div>
      {help && (
        <Suspense fallback={null}>
          <HelpOverlay
            onClose={() => {
              setHelp(false);
              // The dialog gives the focus back to Help, or, where Help is in the shut menu, to the menu's button.
              setTimeout(() => returnFocus(helpButton.current));
            }}
          />
        </Suspense>
      )}
    </header>
  );
}
