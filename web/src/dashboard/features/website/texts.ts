export const W = {
  sectionTitle: 'Sayfa başlığı',
  sectionContent: 'Sayfa içeriği (HTML)',
  introContent: 'Giriş metni (HTML)',
  contentHint: 'Başlık, paragraf, liste ve bağlantı etiketleri kullanılabilir; betik ve stil kaydederken temizlenir.',
  preview: 'Önizleme',
  hidePreview: 'Önizlemeyi gizle',
  lastUpdated: (when: string) => `Son güncelleme: ${when}`,
  viewOnSite: 'Sitede gör',
  intro: 'Sayfanın giriş metni',
} as const;
