import { useData } from 'vike-react/useData';
import { BLOG_PAGE_SIZE } from '@/features/content/api/get-content';
import { useLocale } from '@/i18n/texts';
import type { Data } from './+data';

export default function Page() {
  const { posts, page, total } = useData<Data>();
  const pages = Math.ceil(total / BLOG_PAGE_SIZE);
  const { t, href, date } = useLocale();
  return (
    <>
      <h1>{t.blog.title}</h1>
      <ul className="grid-cards">
        {posts.map((p) => (
          <li key={p.id}>
            <article className="card">
              <div className="card-media">
                {p.coverImage && <img src={p.coverImage} alt="" width={400} height={267} loading="lazy" />}
              </div>
              <div className="card-body">
                {p.publishedAt && <span className="muted">{date(p.publishedAt)}</span>}
                <h2 className="card-title">
                  <a href={href(`/blog/${p.slug}`)}>{p.title}</a>
                </h2>
                <p lang={p.summary.lang}>{p.summary.value}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={t.common.pages}>
          <ul className="pagination">
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                {n === page ? (
                  <span aria-current="page">{n}</span>
                ) : (
                  <a href={href(n === 1 ? '/blog' : `/blog?page=${n}`)}>{n}</a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
