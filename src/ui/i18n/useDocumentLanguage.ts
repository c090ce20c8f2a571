import { useEffect } from 'react';
import { useLang } from './lang';
import { useT } from './catalogue';

/** Keeps `<html lang>` and the page title in the current language. */
export function useDocumentLanguage(): void {
  const lang = useLang((s) => s.lang);
  const t = useT('shell');
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = t.title;
  }, [lang, t]);
}
