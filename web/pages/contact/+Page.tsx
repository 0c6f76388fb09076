import { useData } from 'vike-react/useData';
import { ContactForm } from '@/features/contact/components/contact-form';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

export default function Page() {
  const { title, html } = useData<Data>();
  return (
    <div className="listing-layout contact-layout">
      <article className="prose">
        <h1>{title}</h1>
        <SanitizedHtml html={html} />
      </article>
      <ContactForm />
    </div>
  );
}
