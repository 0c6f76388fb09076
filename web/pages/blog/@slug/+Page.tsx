import { useData } from 'vike-react/useData';
import { useLocale } from '@/i18n/texts';
import { htmlIn } from '@/i18n/content';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

export default function Page() {
  const { title, body, coverImage, publishedAt } = useData<Data>();
  const { t, href, date } = useLocale();
  return (
    <article className="prose">
      <p>
        <a href={href('/blog')}>{t.blog.back}</a>
      </p>
      <h1 lang={title.lang}>{title.value}</h1>
      {publishedAt && <p className="muted">{date(publishedAt)}</p>}
      {coverImage && <img src={coverImage} alt="" width={1024} height={683} className="cover" />}
      <SanitizedHtml {...htmlIn(body)} />
    </article>
  );
}
