import { usePageContext } from 'vike-react/usePageContext';
import { localePath, logicalPath } from '@/i18n/lang';
import { useLocale } from '@/i18n/texts';

/** The same page in the other language (path, filters and all). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { lang, t } = useLocale();
  const { urlPathname, urlParsed } = usePageContext();
  const other = lang === 'en' ? 'tr' : 'en';
  const href = `${localePath(other, logicalPath(urlPathname))}${urlParsed.searchOriginal ?? ''}`;
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      className={className}
      aria-label={t.common.switchLabel}
      data-testid="language-switch"
    >
      {t.common.switchTo}
    </a>
  );
}
