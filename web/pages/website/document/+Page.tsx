import { useData } from 'vike-react/useData';
import { useLocale } from '@/i18n/texts';
import type { Data } from './+data';

const formatSize = (bytes: number, number: (value: number, digits: number) => string) =>
  bytes >= 1_000_000 ? `${number(bytes / 1_000_000, 1)} MB` : `${number(Math.max(1, Math.round(bytes / 1000)), 1)} KB`;

export default function Page() {
  const { documents } = useData<Data>();
  const { t: texts, lang, number } = useLocale();
  const t = texts.documents;
  return (
    <article>
      <h1>{t.title}</h1>
      <p className="muted">{t.intro}</p>
      {documents.length === 0 ? (
        <p>{t.none}</p>
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
              {/* Names are stored in Turkish only. */}
              <h2 lang={lang === 'tr' ? undefined : 'tr'}>
                <a href={d.url} target="_blank" rel="noopener">
                  {d.title}
                </a>
              </h2>
              <span className="muted">
                {d.kind === 'pdf' ? 'PDF' : t.image}, {formatSize(d.sizeBytes, number)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
