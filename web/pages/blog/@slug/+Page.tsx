import { useData } from 'vike-react/useData';
import { useLocale } from '@/i18n/texts';
import { htmlIn } from '@/i18n/content';
import { blogPosting, breadcrumbList, JsonLd } from '@/lib/json-ld';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

export default function Page() {
  const { title, body, summary, coverImage, publishedAt, slug, origin } = useData<Data>();
  const { t, lang, href, date } = useLocale();
  const url = href(`/blog/${slug}`);
  return (
    <article className="prose">
      <JsonLd
        data={blogPosting(origin, {
          url,
          title: title.value,
          summary: summary.value,
          image: coverImage,
          publishedAt,
          lang: title.lang ?? lang,
        })}
      />
      <JsonLd
        data={breadcrumbList(origin, [
          { name: t.boat.home, path: href('/') },
          { name: t.blog.title, path: href('/blog') },
          { name: title.value, path: url },
        ])}
      />
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
