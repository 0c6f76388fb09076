import { useData } from 'vike-react/useData';
import { htmlIn } from '@/i18n/content';
import { useTexts } from '@/i18n/texts';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

export default function Page() {
  const { intro, items } = useData<Data>();
  const t = useTexts();
  return (
    <article className="prose">
      <h1 lang={intro.title.value ? intro.title.lang : undefined}>{intro.title.value || t.faq.title}</h1>
      <SanitizedHtml {...htmlIn(intro.html)} />
      <div className="faq">
        {items.map((q) => (
          <details key={q.id}>
            <summary lang={q.question.lang}>{q.question.value}</summary>
            <SanitizedHtml {...htmlIn(q.answer)} />
          </details>
        ))}
      </div>
    </article>
  );
}
