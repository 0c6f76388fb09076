import { footerValue, useSiteData } from '@/api/website/get-site-data';
import { useLocale } from '@/i18n/texts';

/** A wa.me link for a phone number as the settings write it ("+90 532 411 27 35"), with a message typed in. */
export const whatsappHref = (phone: string, text: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/** The `whatsapp_phone` setting; undefined while the site data is loading or when no number is set. */
export const useWhatsAppPhone = (): string | undefined => footerValue(useSiteData().data, 'whatsapp_phone');

/** "Write to us on WhatsApp", to `phone`, with `text` ready to send. */
export function WhatsAppLink({ phone, text, className }: { phone: string; text: string; className?: string }) {
  const { t } = useLocale();
  return (
    <a
      href={whatsappHref(phone, text)}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="whatsapp-link"
    >
      {t.layout.whatsapp}
    </a>
  );
}
