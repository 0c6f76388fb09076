import { useData } from 'vike-react/useData';
import { useLocale } from '@/i18n/texts';
import { htmlIn } from '@/i18n/content';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

export default function Page() {
  const { title, html, updatedAt } = useData<Data>();
  const { t, date } = useLocale();
  return (
    <article className="prose">
      <h1 lang={title.lang}>{title.value}</h1>
      <SanitizedHtml {...htmlIn(html)} />
      <p className="muted">
        {t.section.updated} {date(updatedAt)}
      </p>
    </article>
  );
}
