import { useData } from 'vike-react/useData';
import { useTexts } from '@/i18n/texts';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

export default function Page() {
  const { intro, items } = useData<Data>();
  const t = useTexts();
  return (
    <article className="prose">
      <h1>{intro.title || t.faq.title}</h1>
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
