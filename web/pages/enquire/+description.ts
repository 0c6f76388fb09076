import type { PageContext } from 'vike/types';
import { textsFor } from '@/i18n/texts';

export default (pageContext: PageContext) => textsFor(pageContext.lang ?? 'tr').enquire.description;
