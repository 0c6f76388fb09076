import { createUsersRepository } from '../auth/users-repository.js';
import { createCommentsRepository } from '../boats/comments/repository.js';
import { createImagesRepository } from '../boats/images/repository.js';
import { storeVariants, syncThumbnail } from '../boats/images/boat-image.js';
import { createPricesRepository } from '../boats/prices/repository.js';
import { createExtrasRepository } from '../boats/extras/repository.js';
import type { ExtraUnit } from '../boats/extras/schemas.js';
import { createBoatsRepository, type BoatValues } from '../boats/boat/repository.js';
import { createBoatTypesRepository } from '../boats/types/repository.js';
import type { Currency } from '../common/money.js';
import { nextFreeSlug, slugify } from '../common/turkish.js';
import type { Db } from '../platform/db.js';
import type { Storage } from '../platform/storage.js';
import { createPlacesRepository } from '../places/repository.js';
import { makeImagePool } from './catalog-images.js';
import { DEMO_USERS } from './users.js';
import { descriptionEn, EQUIPMENT_EN, PLACE_EN, RULES_EN, TYPE_EN } from './english.js';

const PLACES = [
  { name: 'Fethiye Merkez Marina', kind: 'marina', city: 'Fethiye', popular: true },
  { name: 'Göcek Marina', kind: 'marina', city: 'Fethiye', popular: true },
  { name: 'Kaş Marina', kind: 'marina', city: 'Kaş', popular: true },
  { name: 'Marmaris Netsel Marina', kind: 'marina', city: 'Marmaris', popular: true },
  { name: 'Bodrum Milta Marina', kind: 'marina', city: 'Bodrum', popular: false },
  { name: 'Ölüdeniz', kind: 'district', city: 'Fethiye', popular: true },
  { name: 'Kalkan', kind: 'district', city: 'Kaş', popular: false },
  { name: 'Dalyan', kind: 'district', city: 'Ortaca', popular: false },
] as const;

const TYPES = ['Gulet', 'Motor Yat', 'Yelkenli', 'Katamaran', 'Sürat Teknesi', 'Tirhandil'] as const;
type TypeName = (typeof TYPES)[number];
type PlaceName = (typeof PLACES)[number]['name'];

interface DemoBoat {
  name: string;
  type: TypeName;
  place: PlaceName;
  length: number;
  year: number;
  day: number;
  night: number;
  cabins: number;
  crew: number;
  price: number;
  currency: Currency;
  sale?: [number, Currency];
  /** False: for sale only (a broker's listing): no rental prices, extras or reviews. */
  rent?: false;
}

// price = high-season daily price in whole units; shoulder seasons are derived from it.
const BOATS: DemoBoat[] = [
  {
    name: 'Kaptan Ahmet',
    type: 'Gulet',
    place: 'Fethiye Merkez Marina',
    length: 24,
    year: 2012,
    day: 25,
    night: 12,
    cabins: 6,
    crew: 4,
    price: 1800,
    currency: 'EUR',
  },
  {
    name: 'Mavi Yolculuk',
    type: 'Gulet',
    place: 'Göcek Marina',
    length: 28.5,
    year: 2016,
    day: 30,
    night: 16,
    cabins: 8,
    crew: 5,
    price: 2600,
    currency: 'EUR',
  },
  {
    name: 'Deniz Yıldızı',
    type: 'Motor Yat',
    place: 'Göcek Marina',
    length: 18.2,
    year: 2019,
    day: 12,
    night: 6,
    cabins: 3,
    crew: 2,
    price: 1500,
    currency: 'EUR',
  },
  {
    name: 'Şirin Gület',
    type: 'Gulet',
    place: 'Fethiye Merkez Marina',
    length: 21,
    year: 2008,
    day: 20,
    night: 10,
    cabins: 5,
    crew: 3,
    price: 1100,
    currency: 'EUR',
    sale: [450000, 'EUR'],
  },
  {
    name: 'Rüzgârgülü',
    type: 'Yelkenli',
    place: 'Göcek Marina',
    length: 14.1,
    year: 2020,
    day: 8,
    night: 8,
    cabins: 4,
    crew: 0,
    price: 450,
    currency: 'EUR',
  },
  {
    name: 'Poyraz',
    type: 'Yelkenli',
    place: 'Kaş Marina',
    length: 12.5,
    year: 2017,
    day: 8,
    night: 6,
    cabins: 3,
    crew: 0,
    price: 380,
    currency: 'EUR',
  },
  {
    name: 'Lodos',
    type: 'Katamaran',
    place: 'Marmaris Netsel Marina',
    length: 13.7,
    year: 2021,
    day: 12,
    night: 10,
    cabins: 4,
    crew: 1,
    price: 900,
    currency: 'EUR',
  },
  {
    name: 'Gökçe Sultan',
    type: 'Gulet',
    place: 'Marmaris Netsel Marina',
    length: 32,
    year: 2015,
    day: 35,
    night: 20,
    cabins: 10,
    crew: 6,
    price: 3400,
    currency: 'EUR',
  },
  {
    name: 'Işıl Hanım',
    type: 'Motor Yat',
    place: 'Bodrum Milta Marina',
    length: 22.4,
    year: 2018,
    day: 15,
    night: 8,
    cabins: 4,
    crew: 3,
    price: 2900,
    currency: 'EUR',
    sale: [1250000, 'EUR'],
  },
  {
    name: 'Çağla',
    type: 'Sürat Teknesi',
    place: 'Ölüdeniz',
    length: 8.5,
    year: 2022,
    day: 8,
    night: 0,
    cabins: 0,
    crew: 1,
    price: 12000,
    currency: 'TRY',
  },
  {
    name: 'Kelebek',
    type: 'Tirhandil',
    place: 'Ölüdeniz',
    length: 15,
    year: 2005,
    day: 20,
    night: 0,
    cabins: 1,
    crew: 2,
    price: 18000,
    currency: 'TRY',
  },
  {
    name: 'Göcek Perisi',
    type: 'Tirhandil',
    place: 'Göcek Marina',
    length: 16.8,
    year: 2010,
    day: 25,
    night: 4,
    cabins: 2,
    crew: 2,
    price: 22000,
    currency: 'TRY',
  },
  {
    name: 'Kalkan Rüyası',
    type: 'Motor Yat',
    place: 'Kalkan',
    length: 16,
    year: 2014,
    day: 10,
    night: 6,
    cabins: 3,
    crew: 2,
    price: 1200,
    currency: 'EUR',
  },
  {
    name: 'Dalyan Kraliçesi',
    type: 'Tirhandil',
    place: 'Dalyan',
    length: 14,
    year: 2009,
    day: 30,
    night: 0,
    cabins: 0,
    crew: 2,
    price: 15000,
    currency: 'TRY',
  },
  {
    name: 'Beyaz Martı',
    type: 'Yelkenli',
    place: 'Fethiye Merkez Marina',
    length: 15.2,
    year: 2019,
    day: 10,
    night: 8,
    cabins: 4,
    crew: 0,
    price: 520,
    currency: 'EUR',
    sale: [210000, 'EUR'],
  },
  {
    name: 'Akdeniz İncisi',
    type: 'Gulet',
    place: 'Kaş Marina',
    length: 26,
    year: 2011,
    day: 28,
    night: 14,
    cabins: 7,
    crew: 4,
    price: 2100,
    currency: 'EUR',
  },
  {
    name: 'Kumsal',
    type: 'Katamaran',
    place: 'Göcek Marina',
    length: 12.6,
    year: 2023,
    day: 12,
    night: 8,
    cabins: 4,
    crew: 1,
    price: 850,
    currency: 'EUR',
  },
  {
    name: 'Yakamoz',
    type: 'Motor Yat',
    place: 'Fethiye Merkez Marina',
    length: 14.5,
    year: 2016,
    day: 10,
    night: 4,
    cabins: 2,
    crew: 2,
    price: 700,
    currency: 'EUR',
  },
  {
    name: 'Ege Yıldızı',
    type: 'Gulet',
    place: 'Bodrum Milta Marina',
    length: 30,
    year: 2013,
    day: 32,
    night: 18,
    cabins: 9,
    crew: 5,
    price: 3000,
    currency: 'EUR',
  },
  {
    name: 'Sarı Kanat',
    type: 'Sürat Teknesi',
    place: 'Kaş Marina',
    length: 7.4,
    year: 2021,
    day: 6,
    night: 0,
    cabins: 0,
    crew: 1,
    price: 9000,
    currency: 'TRY',
    sale: [2400000, 'TRY'],
  },
  {
    name: 'Turkuaz',
    type: 'Yelkenli',
    place: 'Marmaris Netsel Marina',
    length: 11.3,
    year: 2015,
    day: 6,
    night: 6,
    cabins: 3,
    crew: 0,
    price: 300,
    currency: 'EUR',
  },
  {
    name: 'Ölüdeniz Esintisi',
    type: 'Tirhandil',
    place: 'Ölüdeniz',
    length: 17.5,
    year: 2012,
    day: 35,
    night: 0,
    cabins: 1,
    crew: 3,
    price: 25000,
    currency: 'TRY',
  },
  {
    name: 'Kaptan Şükrü',
    type: 'Gulet',
    place: 'Göcek Marina',
    length: 23,
    year: 2007,
    day: 22,
    night: 12,
    cabins: 6,
    crew: 4,
    price: 1500,
    currency: 'EUR',
  },
  {
    name: 'Mercan',
    type: 'Katamaran',
    place: 'Kalkan',
    length: 14.2,
    year: 2020,
    day: 14,
    night: 10,
    cabins: 5,
    crew: 2,
    price: 1300,
    currency: 'EUR',
  },
  {
    name: 'Sultan Ayşe',
    type: 'Motor Yat',
    place: 'Göcek Marina',
    length: 26.5,
    year: 2021,
    day: 18,
    night: 10,
    cabins: 5,
    crew: 4,
    price: 4200,
    currency: 'EUR',
  },
  {
    name: 'Yeşil Koy',
    type: 'Sürat Teknesi',
    place: 'Fethiye Merkez Marina',
    length: 9.1,
    year: 2018,
    day: 8,
    night: 0,
    cabins: 0,
    crew: 1,
    price: 14000,
    currency: 'TRY',
  },
  {
    // Last by name, so the demo reservations and closings (picked by place in name order) stay where they were.
    name: 'Zeytinada',
    type: 'Motor Yat',
    place: 'Göcek Marina',
    length: 16.5,
    year: 2015,
    day: 12,
    night: 6,
    cabins: 3,
    crew: 0,
    price: 0,
    currency: 'EUR',
    sale: [685000, 'EUR'],
    rent: false,
  },
];

const EQUIPMENT: Record<TypeName, string[]> = {
  Gulet: ['Klima', 'Jeneratör', 'Kano', 'Şnorkel seti', 'Güneşlenme minderleri', 'Wi-Fi', 'Buzdolabı'],
  'Motor Yat': ['Klima', 'Jeneratör', 'Su kayağı', 'Flybridge', 'Müzik sistemi', 'Wi-Fi'],
  Yelkenli: ['Bimini', 'Otopilot', 'Şnorkel seti', 'Bot (tender)', 'GPS / harita plotter'],
  Katamaran: ['Güneş paneli', 'Su yapıcı', 'SUP', 'Bot (tender)', 'Wi-Fi'],
  'Sürat Teknesi': ['Gölgelik', 'Müzik sistemi', 'Şnorkel seti', 'Buzluk'],
  Tirhandil: ['Gölgelik', 'Şezlong', 'Mutfak', 'Şnorkel seti', 'Tuvalet'],
};

const INTRO: Record<TypeName, string> = {
  Gulet: 'Geleneksel ahşap gulet; geniş kıç güvertesi ve ferah kabinleriyle Mavi Yolculuk için ideal.',
  'Motor Yat': 'Hızlı ve konforlu motor yat; koylar arasında kısa sürede geçiş yapar.',
  Yelkenli: 'Bakımlı, kolay kullanılan yelkenli; kaptanlı veya kaptansız (bareboat) kiralanabilir.',
  Katamaran: 'Çift gövdeli, dengeli ve geniş katamaran; aileler ve kalabalık gruplar için rahat.',
  'Sürat Teknesi': 'Günübirlik koy turları ve transferler için çevik sürat teknesi.',
  Tirhandil: 'Yerel ustaların yaptığı tirhandil; günübirlik tekne turları için gölgelikli ve geniş.',
};

const REVIEWS = [
  ['Selin', 5, 'Mürettebat çok güler yüzlüydü, yemekler harikaydı. Kesinlikle tekrar geleceğiz.'],
  ['Burak', 4, 'Tekne temiz ve bakımlıydı; rota önerileri çok isabetliydi.'],
  ['Ayten', 5, 'Koylarda yüzmek, gün batımı... Hayatımızın tatiliydi.'],
  ['Murat', 4, 'Fiyatına göre çok iyi; sadece Wi-Fi biraz zayıftı.'],
  ['Derya', 5, 'Kaptanımız bölgeyi çok iyi tanıyordu, kalabalık koylardan uzak durduk.'],
] as const;

/** The registry of each demo place's boats: the harbour master's port and its letters. */
const REGISTRY: Record<string, { port: string; code: string }> = {
  Fethiye: { port: 'Fethiye', code: 'FTH' },
  Kaş: { port: 'Kaş', code: 'KAŞ' },
  Marmaris: { port: 'Marmaris', code: 'MRM' },
  Bodrum: { port: 'Bodrum', code: 'BDR' },
  Ortaca: { port: 'Fethiye', code: 'FTH' },
};

/** A demo boat's papers: registry number, tourism licence, flag and port of registry. */
function papers(b: DemoBoat, i: number) {
  const city = PLACES.find((p) => p.name === b.place)?.city ?? 'Fethiye';
  const registry = REGISTRY[city] ?? { port: 'Fethiye', code: 'FTH' };
  return {
    registryNumber: `${registry.code}-${b.year}/${31 + i * 7}`,
    tourismLicenceNumber: `TİB-48-${String(1100 + i * 37).padStart(4, '0')}`,
    flag: 'Türk',
    portOfRegistry: registry.port,
  };
}

/** Each demo year's seasons: the high-season price times `factor`. */
const SEASONS = [
  { from: '04-01', to: '06-30', factor: 0.7, note: 'Erken sezon' },
  { from: '07-01', to: '08-31', factor: 1, note: 'Yüksek sezon' },
  { from: '09-01', to: '10-31', factor: 0.8, note: 'Geç sezon' },
] as const;

/** A number as Turkish texts write it (a decimal comma: "16,5"). */
const trNumber = (n: number) => n.toLocaleString('tr-TR');

function description(b: DemoBoat, placeName: string): string {
  if (b.rent === false)
    return [
      `<p>${INTRO[b.type]}</p>`,
      `<p><strong>${b.name}</strong> satılıktır: ${b.year} yapımı, ${trNumber(b.length)} metre boyunda, ${b.cabins} kabinde`,
      ` ${b.night} yatak; bağlama yeri ${placeName}.</p>`,
      '<ul><li>Bakım kayıtları eksiksiz</li><li>Marinada yerinde görülebilir; randevu için bize yazın</li></ul>',
    ].join('');
  return [
    `<p>${INTRO[b.type]}</p>`,
    `<p><strong>${b.name}</strong>, ${placeName} çıkışlı; ${trNumber(b.length)} metre boyunda, ${b.year} yapımı.`,
    b.night > 0
      ? ` ${b.cabins} kabinde ${b.night} misafir konaklayabilir.</p>`
      : ` Günübirlik turlarda ${b.day} misafir ağırlar.</p>`,
    '<ul><li>Fethiye körfezi ve 12 Adalar rotası</li><li>Kahvaltı ve öğle yemeği teknede hazırlanır</li><li>Transfer ayarlanabilir</li></ul>',
  ].join('');
}

export interface CatalogSeedOptions {
  storage: Storage;
  /** The first season year; prices are written for it and the next. */
  year: number;
}

/** Marinas, boat types, boats with seasonal prices, pictures and a few approved reviews. */
export async function seedCatalog(db: Db, { storage, year }: CatalogSeedOptions): Promise<{ boats: number }> {
  const places = createPlacesRepository(db);
  const placeIds = new Map<string, number>();
  for (const p of PLACES) {
    placeIds.set(
      p.name,
      (
        await places.insert({
          name: p.name,
          nameEn: PLACE_EN[p.name] ?? null,
          kind: p.kind,
          city: p.city,
          description: null,
          popular: p.popular,
        })
      ).id,
    );
  }
  const types = createBoatTypesRepository(db);
  const typeIds = new Map<string, number>();
  for (const name of TYPES) typeIds.set(name, (await types.insert(name, TYPE_EN[name] ?? null)).id);

  const users = createUsersRepository(db);
  const owners: number[] = [];
  for (const u of DEMO_USERS) {
    if (u.role !== 'OWNER') continue;
    const found = await users.findByEmail(u.email);
    if (found) owners.push(found.user.id);
  }
  if (!owners.length) return { boats: 0 };

  const pool = await makeImagePool(8);
  const boats = createBoatsRepository(db);
  const prices = createPricesRepository(db);
  const extras = createExtrasRepository(db);
  const images = createImagesRepository(db);
  const comments = createCommentsRepository(db);
  const slugs: string[] = [];

  for (const [i, b] of BOATS.entries()) {
    const placeName = b.place;
    const values: BoatValues = {
      name: b.name,
      boatTypeId: typeIds.get(b.type)!,
      marinaId: placeIds.get(placeName)!,
      ownerId: owners[i % owners.length]!,
      lengthM: b.length,
      year: b.year,
      guestsDay: b.day,
      guestsNight: b.night,
      cabins: b.cabins,
      bathrooms: Math.max(b.cabins, b.night > 0 ? 1 : 0),
      crew: b.crew,
      captainIncluded: b.crew > 0,
      description: description(b, placeName),
      equipment: EQUIPMENT[b.type],
      // A charter's rules: a boat for sale only has none.
      rules:
        b.rent === false
          ? ''
          : 'Teknede sigara yalnızca kıç güvertede içilir. Evcil hayvan kabul edilmez. Biniş 10.00, iniş 18.00.',
      descriptionEn: descriptionEn(b, placeName),
      equipmentEn: EQUIPMENT_EN[b.type] ?? null,
      rulesEn: b.rent === false ? null : RULES_EN,
      // The papers the charter contract prints, as a harbour master's registry writes them.
      ...papers(b, i),
      forRent: b.rent !== false,
      forSale: Boolean(b.sale),
      salePriceMinor: b.sale ? b.sale[0] * 100 : null,
      saleCurrency: b.sale ? b.sale[1] : null,
      active: true,
      icalUrl: null,
    };
    const slug = nextFreeSlug(slugify(b.name), slugs);
    slugs.push(slug);
    const id = await boats.insert(slug, values);
    if (i % 5 === 0) await boats.setFlag(id, 'popular', true);
    await boats.setDisplayOrder(id, i);

    // A boat for sale only has no rental prices or extras.
    if (b.rent !== false) {
      const high = b.price * 100;
      for (const y of [year, year + 1])
        for (const season of SEASONS)
          await prices.insert(id, {
            startDate: `${y}-${season.from}`,
            endDate: `${y}-${season.to}`,
            dailyPriceMinor: Math.round(high * season.factor),
            currency: b.currency,
            // Overnight charters in high season are taken for three nights at least.
            minDays: season.note === 'Yüksek sezon' && b.night > 0 ? 3 : 1,
            note: season.note,
          });

      // Optional extras only: a mandatory one would change the demo reservations' prices.
      const euros = (amount: number) => (b.currency === 'TRY' ? amount * 4_800 : amount * 100);
      const offered: { name: string; nameEn: string; price: number; unit: ExtraUnit; max: number | null }[] = [
        { name: 'Havalimanı transferi', nameEn: 'Airport transfer', price: 60, unit: 'booking', max: 1 },
        ...(b.crew === 0 ? [{ name: 'Kaptan', nameEn: 'Skipper', price: 150, unit: 'day' as const, max: 1 }] : []),
        ...(b.night > 0
          ? [{ name: 'Tam pansiyon yemek', nameEn: 'Full board', price: 35, unit: 'person_day' as const, max: null }]
          : []),
        { name: 'SUP', nameEn: 'Paddle board', price: 25, unit: 'day', max: 2 },
      ];
      for (const [position, x] of offered.entries()) {
        await extras.insert(id, {
          name: x.name,
          nameEn: x.nameEn,
          priceMinor: euros(x.price),
          currency: b.currency,
          unit: x.unit,
          mandatory: false,
          maxQuantity: x.max,
          position,
        });
      }
    }

    const count = 2 + (i % 2);
    for (let k = 0; k < count; k++) {
      const picture = pool[(i * 3 + k) % pool.length]!;
      const key = await storeVariants(storage, id, picture);
      await images.insert(id, k, key, picture.width, picture.height);
    }
    await syncThumbnail(db, storage, id);

    // Reviews are of charters: a boat for sale only has none.
    for (let r = 0; r < (b.rent === false ? 0 : i % 4); r++) {
      const [name, rating, text] = REVIEWS[(i + r) % REVIEWS.length]!;
      const commentId = await comments.insert(id, name, rating, text, 'tr');
      await comments.setApproved(commentId, true);
    }
  }
  const boatOfMonth = await boats.options(null);
  if (boatOfMonth[1]) await boats.setBoatOfMonth(boatOfMonth[1].id, true);
  return { boats: BOATS.length };
}
