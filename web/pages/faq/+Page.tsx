import { useData } from 'vike-react/useData';
import { htmlIn } from '@/i18n/content';
import { useLocale } from '@/i18n/texts';
import { breadcrumbList, faqPage, JsonLd } from '@/lib/json-ld';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

export default function Page() {
  const { intro, items, origin } = useData<Data>();
  const { t, href } = useLocale();
  return (
    <article className="prose">
      <JsonLd data={faqPage(items.map((q) => ({ question: q.question.value, answerHtml: q.answer.value })))} />
      <JsonLd
        data={breadcrumbList(origin, [
          { name: t.boat.home, path: href('/') },
          { name: t.faq.title, path: href('/faq') },
        ])}
      />
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
