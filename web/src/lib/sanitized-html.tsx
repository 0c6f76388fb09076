/** Renders HTML the API already sanitised (sanitize-html on write and read); `lang` marks text in another language. */
export function SanitizedHtml({
  html,
  className,
  lang,
}: {
  html: string;
  className?: string;
  lang?: string | undefined;
}) {
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
