import type { Lang } from './lang';
import { pick } from './content';

/** A stored text in the page's language; the Turkish one, marked `lang="tr"`, when the English is missing. */
export function Localized({ lang, tr, en }: { lang: Lang; tr: string; en: string | null | undefined }) {
  const text = pick(lang, tr, en);
  return text.lang ? <span lang={text.lang}>{text.value}</span> : <>{text.value}</>;
}
