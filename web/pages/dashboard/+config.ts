import type { Config } from 'vike/types';

/** The admin panel is a client-only SPA (react-router inside), never rendered on the server. */
export default {
  ssr: false,
} satisfies Config;
