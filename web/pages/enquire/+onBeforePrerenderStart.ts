import { PRERENDER_ORIGIN } from '@/lib/prerender';

export function onBeforePrerenderStart() {
  return [{ url: '/enquire', pageContext: { origin: PRERENDER_ORIGIN } }];
}
