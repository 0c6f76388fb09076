import { useData } from 'vike-react/useData';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

export default function Page() {
  const { intro, items } = useData<Data>();
  return (
    <article className="prose">
      <h1>{intro.title || 'Sıkça Sorulan Sorular'}</h1>
      <SanitizedHtml html={intro.html} />
      <div className="faq">
        {items.map((q) => (
          <details key={q.id}>
            <summary>{q.question}</summary>
            <SanitizedHtml html={q.answer} />
          </details>
        ))}
      </div>
    </article>
  );
}
