// The public site's English texts, the content pages: blog, FAQ, bank accounts, documents and the office's
// sections. Typed with the Turkish part's type: every Turkish key needs its English text.
import type { ContentTexts } from '../tr/content';

export const contentTexts: ContentTexts = {
  blog: {
    title: 'Blog',
    back: '← Blog',
    description: 'The bays of Fethiye, Göcek and Ölüdeniz, Blue Cruise routes and tips for renting a boat.',
    postTitle: (title: string) => `${title} | Fethiye Tekne Blog`,
  },
  faq: {
    title: 'Frequently Asked Questions',
    description: 'Frequently asked questions about renting a boat.',
  },
  banks: {
    title: 'Bank Accounts',
    description: 'Our bank accounts (IBAN) for the deposit and the balance.',
    bank: 'Bank',
    holder: 'Account holder',
    iban: 'IBAN',
    currency: 'Currency',
  },
  documents: {
    title: 'Our Documents',
    intro: 'Our company’s official documents. Click a document’s name to view it.',
    none: 'No documents have been published yet.',
    image: 'Image',
    description: (names: string) =>
      `Official documents of Fethiye Tekne${names ? `: ${names}` : ''}. See our TÜRSAB membership, insurance and tax documents.`,
  },
  section: {
    updated: 'Last updated:',
  },
};
