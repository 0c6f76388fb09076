import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  lang: 'tr',
  title: 'Fethiye Tekne Kiralama ve Satış',
  description:
    'Fethiye ve Göcek’te günlük ve haftalık tekne, gulet ve yat kiralama. %20 ön ödeme ile şimdi ayırtın, kalanını teknede ödeyin; TÜRSAB güvencesiyle.',
  passToClient: ['site'],
  // Pages show what the back office edits, so by default they are rendered per request from live
  // data and cached briefly by the server plugin; pages with no live content opt in to prerendering
  // (see ARCHITECTURE.md, "Rendering").
  prerender: false,
} satisfies Config;
