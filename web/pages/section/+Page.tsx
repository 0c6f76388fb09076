import { useData } from 'vike-react/useData';
import { formatDate } from '@/lib/money';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

export default function Page() {
  const { title, html, updatedAt } = useData<Data>();
  return (
    <article className="prose">
      <h1>{title}</h1>
      <SanitizedHtml html={html} />
      <p className="muted">Son güncelleme: {formatDate(updatedAt)}</p>
    </article>
  );
}
