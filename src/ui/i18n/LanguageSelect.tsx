import { setLang, useT } from './catalogue';
import { LANGS, useLang, isLang, type Lang } from './lang';

/** Each language named in itself, so a reader finds their own whatever the page is in. */
const ENDONYMS: Record<Lang, string> = { en: 'English', es: 'Español' };

/** The header's language switch (`[data-testid="language"]`, values `en` and `es`). */
export function LanguageSelect() {
  const t = useT('shell');
  const lang = useLang((s) => s.lang);
  // On a narrow screen the select lies, invisible, over its short code (EN, ES): the header keeps one row.
  return (
    <span className="language-wrap">
      <span className="language-short" aria-hidden="true">
        {lang.toUpperCase()}
      </span>
      <select
        data-testid="language"
        className="language-select"
        aria-label={t.language}
        value={lang}
        onChange={(e) => {
          if (isLang(e.target.value)) void setLang(e.target.value);
        }}
      >
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {ENDONYMS[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
