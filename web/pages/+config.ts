import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // `origin`: canonical and Open Graph addresses are rewritten after a client-side navigation (PUBLIC_URL's);
  // `currency`: the one the server wrote the prices in (the visitor's cookie), the store's start on hydration.
  passToClient: ['site', 'lang', 'origin', 'currency'],
  // Pages show what the back office edits, so by default they are rendered per request from live
  // data and cached briefly by the server plugin; pages with no live content opt in to prerendering
  // (see ARCHITECTURE.md, "Rendering").
  prerender: false,
} satisfies Config;
