/** Website content pages that are one API section each. */
export const SECTION_ROUTES: Record<string, 'about' | 'howrent' | 'rental' | 'privacy' | 'cancel' | 'kvkk'> = {
  '/about': 'about',
  '/howrent': 'howrent',
  '/website/howrent': 'howrent',
  '/website/rental': 'rental',
  '/website/privacy': 'privacy',
  '/website/cancel': 'cancel',
  '/website/kvkk': 'kvkk',
};
