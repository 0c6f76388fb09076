import { langOf } from '@/i18n/lang';
import type { PageContext } from 'vike/types';
import { textsFor } from '@/i18n/texts';

/** The default title, in the page's language; pages with data set their own (useConfig). */
export default (pageContext: PageContext) => textsFor(langOf(pageContext)).meta.title;
