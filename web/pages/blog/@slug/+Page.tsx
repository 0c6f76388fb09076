import { useData } from 'vike-react/useData';
import { formatDate } from '@/lib/money';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

export default function Page() {
  const { title, body, coverImage, publishedAt } = useData<Data>();
  return (
    <article className="prose">
      <p>
        <a href="/blog">← Blog</a>
      </p>
      <h1>{title}</h1>
      {publishedAt && <p className="muted">{formatDate(publishedAt)}</p>}
      {coverImage && <img src={coverImage} alt="" width={1024} height={683} className="cover" />}
      <SanitizedHtml html={body} />
    </article>
  );
}
