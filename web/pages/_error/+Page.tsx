import { usePageContext } from 'vike-react/usePageContext';
import { useLocale } from '@/i18n/texts';

export default function Page() {
  const { is404 } = usePageContext();
  const { t: texts, href } = useLocale();
  const t = texts.error;
  return is404 ? (
    <section>
      <h1>{t.notFound}</h1>
      <p>{t.notFoundText}</p>
      <p>
        <a href={href('/')}>{t.home}</a>
        {t.or}
        <a href={href('/listing')}>{t.browse}</a>.
      </p>
    </section>
  ) : (
    <section>
      <h1>{t.failed}</h1>
      <p>{t.failedText}</p>
    </section>
  );
}
