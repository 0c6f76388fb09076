import { useData } from 'vike-react/useData';
import { htmlIn } from '@/i18n/content';
import { useLocale } from '@/i18n/texts';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

/** An IBAN in groups of four, as printed on bank papers (and short enough to wrap on a phone). */
const groupIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

export default function Page() {
  const { intro, banks } = useData<Data>();
  const { t: texts, lang } = useLocale();
  const t = texts.banks;
  return (
    <article className="prose">
      <h1 lang={intro.title.value ? intro.title.lang : undefined}>{intro.title.value || t.title}</h1>
      <SanitizedHtml {...htmlIn(intro.html)} />
      {/* One card per account: a four-column table was wider than a phone (IBANs cut, currency off-screen). */}
      <ul className="bank-cards" data-testid="bank-accounts">
        {banks.map((b) => (
          <li key={b.id} className="bank-card">
            {/* Bank and branch names are Turkish proper names; marked so on English pages. */}
            <h2 lang={lang === 'tr' ? undefined : 'tr'}>
              {b.name} – {b.branch}
            </h2>
            <dl>
              <div>
                <dt>{t.holder}</dt>
                {/* A Turkish company's legal name ("Ltd. Şti."). */}
                <dd lang={lang === 'tr' ? undefined : 'tr'}>{b.accountHolder}</dd>
              </div>
              <div>
                <dt>{t.iban}</dt>
                <dd>
                  <code className="iban">{groupIban(b.iban)}</code>
                </dd>
              </div>
              <div>
                <dt>{t.currency}</dt>
                <dd>{b.currency}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </article>
  );
}
