/** Renders HTML the API already sanitised (sanitize-html on write and read). */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
