import { useData } from 'vike-react/useData';
import { trNumber } from '@/lib/turkish-format';
import type { Data } from './+data';

// Written out (see turkish-format.ts: the first Intl formatter is a long task on a phone); Intl only for odd values.
let intl: Intl.NumberFormat | undefined;
const one = (n: number) => trNumber(n, 1) ?? (intl ??= new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 })).format(n);
const formatSize = (bytes: number) => (bytes >= 1_000_000 ? `${one(bytes / 1_000_000)} MB` : `${one(Math.max(1, Math.round(bytes / 1000)))} KB`);

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
