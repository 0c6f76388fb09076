import { useData } from 'vike-react/useData';
import { ContactForm } from '@/features/contact/components/contact-form';
import { htmlIn } from '@/i18n/content';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

export default function Page() {
  const { title, html } = useData<Data>();
  return (
    <div className="listing-layout contact-layout">
      <article className="prose">
        <h1 lang={title.lang}>{title.value}</h1>
        <SanitizedHtml {...htmlIn(html)} />
      </article>
      <ContactForm />
    </div>
  );
}
