import { langOf } from '@/i18n/lang';
import type { PageContext } from 'vike/types';
import { textsFor } from '@/i18n/texts';

export default (pageContext: PageContext) => textsFor(langOf(pageContext)).enquire.metaTitle;
