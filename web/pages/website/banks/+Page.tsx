import { useData } from 'vike-react/useData';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

export default function Page() {
  const { intro, banks } = useData<Data>();
  return (
    <article className="prose">
      <h1>{intro.title || 'Banka Hesapları'}</h1>
      <SanitizedHtml html={intro.content} />
      <table>
        <thead>
          <tr>
            <th scope="col">Banka</th>
            <th scope="col">Hesap sahibi</th>
            <th scope="col">IBAN</th>
            <th scope="col">Para birimi</th>
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
