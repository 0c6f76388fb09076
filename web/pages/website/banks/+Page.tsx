import { useData } from 'vike-react/useData';
import { htmlIn } from '@/i18n/content';
import { useTexts } from '@/i18n/texts';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

export default function Page() {
  const { intro, banks } = useData<Data>();
  const t = useTexts().banks;
  return (
    <article className="prose">
      <h1 lang={intro.title.value ? intro.title.lang : undefined}>{intro.title.value || t.title}</h1>
      <SanitizedHtml {...htmlIn(intro.html)} />
      <table>
        <thead>
          <tr>
            <th scope="col">{t.bank}</th>
            <th scope="col">{t.holder}</th>
            <th scope="col">{t.iban}</th>
            <th scope="col">{t.currency}</th>
          </tr>
        </thead>
        <tbody>
          {banks.map((b) => (
            <tr key={b.id}>
              <td>
                {b.name} – {b.branch}
              </td>
              <td>{b.accountHolder}</td>
              <td>
                <code>{b.iban}</code>
              </td>
              <td>{b.currency}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
