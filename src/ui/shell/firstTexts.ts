// The text namespaces the first screen shows (src/ui/i18n/catalogue.ts): loaded before it is rendered or hydrated, so
// it never suspends. The build asks for the English ones beside the first screen's code (scripts/prerender.ts).
export const FIRST_TEXTS = ['shell', 'minesweeper', 'messages', 'progress'] as const;
