export { LANGS, isLang, pickLang, useLang, type Lang } from './lang';
export { useT, peekT, setLang, loadNamespace, NAMESPACES, type Catalogue, type Namespace } from './catalogue';
export { LanguageSelect } from './LanguageSelect';
export { useDocumentLanguage } from './useDocumentLanguage';
export { useFormat, formatFor, type Format } from './format';
