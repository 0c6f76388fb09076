import type { PageContext } from 'vike/types';
import { HTML_LANG, langOf } from '@/i18n/lang';

/** `<html lang>` of the page's language. */
export default (pageContext: PageContext) => HTML_LANG[langOf(pageContext)];
