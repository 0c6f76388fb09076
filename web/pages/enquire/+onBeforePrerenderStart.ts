import { PRERENDER_ORIGIN } from '@/lib/prerender';

export function onBeforePrerenderStart() {
  return [
    { url: '/enquire', pageContext: { origin: PRERENDER_ORIGIN, lang: 'tr' as const } },
    { url: '/en/enquire', pageContext: { origin: PRERENDER_ORIGIN, lang: 'en' as const } },
  ];
}
