import { useData } from 'vike-react/useData';
import { BLOG_PAGE_SIZE } from '@/features/content/api/get-content';
import { formatDate } from '@/lib/money';
import type { Data } from './+data';

export default function Page() {
  const { posts, page, total } = useData<Data>();
  const pages = Math.ceil(total / BLOG_PAGE_SIZE);
  return (
    <>
      <h1>Blog</h1>
      <ul className="grid-cards">
        {posts.map((p) => (
          <li key={p.id}>
            <article className="card">
              <div className="card-media">
                {p.coverImage && <img src={p.coverImage} alt="" width={400} height={267} loading="lazy" />}
              </div>
              <div className="card-body">
                {p.publishedAt && <span className="muted">{formatDate(p.publishedAt)}</span>}
                <h2 className="card-title">
                  <a href={`/blog/${p.slug}`}>{p.title}</a>
                </h2>
                <p>{p.summary}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Sayfalar">
          <ul className="pagination">
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                {n === page ? (
                  <span aria-current="page">{n}</span>
                ) : (
                  <a href={n === 1 ? '/blog' : `/blog?page=${n}`}>{n}</a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
