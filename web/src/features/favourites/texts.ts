export const FAVOURITE_TEXTS = {
  menu: 'Favoriler',
  empty: 'Favorilere henüz tekne eklenmedi.',
  remove: (name: string) => `${name} teknesini favorilerden çıkar`,
  added: (name: string) => `${name} favorilere eklendi.`,
  removed: (name: string) => `${name} favorilerden çıkarıldı.`,
  add: 'Favorilere ekle',
  inFavourites: 'Favorilerden çıkar',
} as const;
