import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // `origin`: canonical and Open Graph addresses are rewritten after a client-side navigation (PUBLIC_URL's).
  passToClient: ['site', 'lang', 'origin'],
  // Pages show what the back office edits, so by default they are rendered per request from live
  // data and cached briefly by the server plugin; pages with no live content opt in to prerendering
  // (see ARCHITECTURE.md, "Rendering").
  prerender: false,
} satisfies Config;
