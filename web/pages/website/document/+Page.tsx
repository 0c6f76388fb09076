import { useData } from 'vike-react/useData';
import { formatNumber } from '@/lib/money';
import type { Data } from './+data';

const formatSize = (bytes: number) =>
  bytes >= 1_000_000
    ? `${formatNumber(bytes / 1_000_000, 1)} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1000)), 1)} KB`;

export default function Page() {
  const { documents } = useData<Data>();
  return (
    <article>
      <h1>Belgelerimiz</h1>
      <p className="muted">Şirketimizin resmi belgeleri. Görüntülemek için belgenin adına tıklayın.</p>
      {documents.length === 0 ? (
        <p>Henüz yayımlanmış bir belge yok.</p>
      ) : (
        <ul className="documents" data-testid="documents">
          {documents.map((d) => (
            <li key={d.id}>
              {d.kind === 'image' && d.previewUrl ? (
                <img src={d.previewUrl} alt="" width={400} height={300} loading="lazy" decoding="async" />
              ) : (
                <span className="doc-pdf" aria-hidden="true">
                  PDF
                </span>
              )}
              <h2>
                <a href={d.url} target="_blank" rel="noopener">
                  {d.title}
                </a>
              </h2>
              <span className="muted">
                {d.kind === 'pdf' ? 'PDF' : 'Görsel'}, {formatSize(d.sizeBytes)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
