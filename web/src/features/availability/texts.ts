import { MONTHS } from '@/lib/turkish-format';

export const WEEKDAYS_SHORT = ['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz'] as const;
export const WEEKDAYS = ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'] as const;

export const CALENDAR_TEXTS = {
  title: 'Müsaitlik takvimi',
  previous: 'Önceki ay',
  next: 'Sonraki ay',
  free: 'Boş',
  occupied: 'Dolu',
  selected: 'Seçili',
  past: 'geçmiş',
  loading: 'Doluluk bilgisi yükleniyor…',
  failed: 'Doluluk bilgisi alınamadı; lütfen sayfayı yenileyin.',
  help: 'Önce biniş, sonra dönüş gününe tıklayın; tarihler rezervasyon formuna aktarılır. Klavyede ok tuşları günler, Page Up / Page Down aylar arasında gezer.',
  toForm: 'Rezervasyon formuna geç',
  pickEnd: (start: string) => `Biniş: ${start}. Şimdi dönüş gününü seçin.`,
  picked: (start: string, end: string) => `Seçilen tarihler: ${start} – ${end}. Rezervasyon formuna aktarıldı.`,
  clash: 'Seçilen aralıkta dolu günler var; başka bir dönüş günü seçin.',
} as const;

export const monthTitle = (first: string) => `${MONTHS[Number(first.slice(5, 7)) - 1]} ${first.slice(0, 4)}`;
export const longDate = (iso: string, weekday: number) =>
  `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)} ${WEEKDAYS[weekday]}`;
export const shortDate = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
