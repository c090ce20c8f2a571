export { useLang, type Lang } from './lang';
export { useT, peekT, loadNamespace, NAMESPACES, type Catalogue } from './catalogue';
export { LanguageSelect } from './LanguageSelect';
export { useDocumentLanguage } from './useDocumentLanguage';
export { useFormat, formatFor, type Format } from './format';
