import { useData } from 'vike-react/useData';
import { useLocale } from '@/i18n/texts';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

export default function Page() {
  const { title, html, updatedAt } = useData<Data>();
  const { t, date } = useLocale();
  return (
    <article className="prose">
      <h1>{title}</h1>
      <SanitizedHtml html={html} />
      <p className="muted">{t.section.updated} {date(updatedAt)}</p>
    </article>
  );
}
