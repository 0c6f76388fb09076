import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  lang: 'tr',
  title: 'Fethiye Tekne Kiralama ve Satış',
  description:
    'Fethiye ve Göcek’te günlük ve haftalık tekne, gulet ve yat kiralama. %20 ön ödeme ile şimdi ayırtın, kalanını teknede ödeyin; TÜRSAB güvencesiyle.',
  passToClient: ['site'],
  // Pages are rendered per request from live data and cached briefly by the server plugin.
  prerender: false,
} satisfies Config;
