const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe to put in HTML, XML or SVG, in an element or a quoted attribute: the five characters
 * that could end either are written as references (`&#39;` rather than `&apos;`, which HTML 4 lacks).
 * The one escape of the server: mails, the sitemap and the seed's drawn documents use it.
 */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
