export { useLang, type Lang } from './lang';
export { useT, peekT, loadNamespace, NAMESPACES, type Catalogue } from './catalogue';
export { useDocumentLanguage } from './useDocumentLanguage';
export { useFormat, formatFor, type Format } from './format';
