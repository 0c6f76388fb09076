import type { Config } from 'vike/types';

// Nothing on this page comes from the database: its HTML is built once, with the site.
export default { prerender: true } satisfies Config;
