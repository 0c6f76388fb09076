import { EnquiryForm } from '@/features/enquiry/components/enquiry-form';
import { useLocale } from '@/i18n/texts';

/** The booking steps, and a request form (boat optional) that lands among the office's messages. */
export default function Page() {
  const { t: texts, href } = useLocale();
  const t = texts.enquire;
  return (
    <div className="enquiry-page">
      <article className="prose">
        <h1>{t.title}</h1>
        <p>{t.steps}</p>
        <ol>
          <li>
            <a href={href('/listing')}>{t.step1a}</a>
            {t.step1b}
          </li>
          <li>{t.step2}</li>
          <li>
            {t.step3a}
            <a href={href('/website/banks')}>{t.step3b}</a>
            {t.step3c}
          </li>
        </ol>
        <p>
          <a className="btn btn-gold" href={href('/listing')}>
            {t.cta}
          </a>
        </p>
      </article>
      <EnquiryForm kind="charter" />
    </div>
  );
}
