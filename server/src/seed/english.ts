// The demo's English texts, beside the Turkish ones of catalog.ts and content.ts: every name,
// description, section, post and question the English site shows.
import type { SectionKey } from '../content/schemas.js';

export const TYPE_EN: Record<string, string> = {
  Gulet: 'Gulet',
  'Motor Yat': 'Motor Yacht',
  Yelkenli: 'Sailing Boat',
  Katamaran: 'Catamaran',
  'Sürat Teknesi': 'Speedboat',
  Tirhandil: 'Tirhandil',
};

export const PLACE_EN: Record<string, string> = {
  'Fethiye Merkez Marina': 'Fethiye Central Marina',
  'Göcek Marina': 'Göcek Marina',
  'Kaş Marina': 'Kaş Marina',
  'Marmaris Netsel Marina': 'Marmaris Netsel Marina',
  'Bodrum Milta Marina': 'Bodrum Milta Marina',
  Ölüdeniz: 'Ölüdeniz (Blue Lagoon)',
  Kalkan: 'Kalkan',
  Dalyan: 'Dalyan',
};

export const EQUIPMENT_EN: Record<string, string[]> = {
  Gulet: ['Air conditioning', 'Generator', 'Canoe', 'Snorkelling set', 'Sunbathing cushions', 'Wi-Fi', 'Fridge'],
  'Motor Yat': ['Air conditioning', 'Generator', 'Water skis', 'Flybridge', 'Sound system', 'Wi-Fi'],
  Yelkenli: ['Bimini', 'Autopilot', 'Snorkelling set', 'Tender', 'GPS / chart plotter'],
  Katamaran: ['Solar panel', 'Watermaker', 'SUP', 'Tender', 'Wi-Fi'],
  'Sürat Teknesi': ['Sunshade', 'Sound system', 'Snorkelling set', 'Cool box'],
  Tirhandil: ['Sunshade', 'Sun loungers', 'Galley', 'Snorkelling set', 'Toilet'],
};

const INTRO_EN: Record<string, string> = {
  Gulet: 'A traditional wooden gulet; with its wide aft deck and airy cabins it is ideal for a Blue Cruise.',
  'Motor Yat': 'A fast and comfortable motor yacht that moves between the bays in no time.',
  Yelkenli: 'A well-kept, easy-to-handle sailing boat; rent it with a skipper or bareboat.',
  Katamaran: 'A stable and spacious twin-hulled catamaran; comfortable for families and large groups.',
  'Sürat Teknesi': 'A nimble speedboat for day trips around the bays and transfers.',
  Tirhandil: 'A tirhandil built by local craftsmen; shaded and roomy for day trips.',
};

export const RULES_EN = 'Smoking only on the aft deck. No pets on board. Boarding at 10:00, disembarking at 18:00.';

export function descriptionEn(
  b: {
    type: string;
    name: string;
    length: number;
    year: number;
    day: number;
    night: number;
    cabins: number;
    rent?: false;
  },
  placeName: string,
): string {
  if (b.rent === false)
    return [
      `<p>${INTRO_EN[b.type] ?? ''}</p>`,
      `<p><strong>${b.name}</strong> is for sale; berthed at ${PLACE_EN[placeName] ?? placeName}, ${b.length} metres long, built in ${b.year},`,
      ` ${b.night} berths in ${b.cabins} cabins.</p>`,
      '<ul><li>Complete maintenance records</li><li>Viewings at the marina; write to us for an appointment</li></ul>',
    ].join('');
  return [
    `<p>${INTRO_EN[b.type] ?? ''}</p>`,
    `<p><strong>${b.name}</strong> sails from ${PLACE_EN[placeName] ?? placeName}; ${b.length} metres long, built in ${b.year}.`,
    b.night > 0
      ? ` ${b.night} guests can stay overnight in ${b.cabins} cabins.</p>`
      : ` On day trips it welcomes ${b.day} guests.</p>`,
    '<ul><li>Gulf of Fethiye and Twelve Islands route</li><li>Breakfast and lunch prepared on board</li><li>Transfers can be arranged</li></ul>',
  ].join('');
}

export const SECTIONS_EN: Record<SectionKey, { title: string; content: string }> = {
  about: {
    title: 'About Us',
    content: `<h2>Fethiye’s boat marketplace</h2>
<p>Since 2012 we have arranged boat rentals and sales in the bays of Fethiye, Göcek and Ölüdeniz. We visit every gulet, motor yacht and catamaran of our fleet before the season and meet its captain.</p>
<p>Our aim is simple: guests find the right boat at the right price, and owners fill their boats with confidence.</p>
<ul><li>Backed by a TÜRSAB-licensed travel agency</li><li>Book at once with a 20% deposit</li><li>A local team you can reach every day of the week</li></ul>`,
  },
  privacy: {
    title: 'Privacy Policy',
    content: `<h2>Privacy Policy</h2>
<p>The name, e-mail, phone and booking details you share on our site are used only to handle your booking and to contact you.</p>
<p>Your payment details are not stored on our site; every connection is encrypted with 256-bit SSL. We use cookies only to remember your session, currency and favourites.</p>`,
  },
  rental: {
    title: 'Rental Agreement',
    content: `<h2>Rental Agreement</h2>
<p>This agreement is made between the guest renting the boat and the boat’s operator, through our platform.</p>
<ol><li>A booking is confirmed once 20% of the total is received as a deposit.</li><li>The balance is paid as the booking confirmation and the contract state: by bank transfer by the stated day before boarding, or on board on the day of boarding where the boat takes it so. You pay the deposit in the currency you chose (when we have an account in it), fixed at that moment's rate; the contract is in the boat's price currency.</li><li>Fuel, harbour fees, food and drinks are not included unless stated otherwise.</li><li>Boarding is at 10:00 and disembarking at 18:00 on the last day.</li><li>The captain may change the route for safety when the weather and sea require it.</li></ol>`,
  },
  cancel: {
    title: 'Cancellation Policy',
    content: `<h2>Cancellation Policy</h2>
<ul><li>Cancellations up to 30 days before boarding: the whole deposit is refunded.</li><li>Cancellations 30 to 15 days before: half of the deposit is refunded.</li><li>Cancellations less than 15 days before: the deposit is not refunded.</li><li>For days when the captain does not sail because of bad weather, a new date is offered or that day’s price is refunded.</li></ul>`,
  },
  kvkk: {
    title: 'Personal Data Notice (KVKK)',
    content: `<h2>Personal Data Notice</h2>
<p>Under Turkish Personal Data Protection Law No. 6698, as data controller we process your personal data to make and perform the booking contract, to meet our legal obligations and to contact you.</p>
<p>To exercise your rights under Article 11 of the Law, write to <a href="mailto:kvkk@fethiyetekne.com">kvkk@fethiyetekne.com</a>.</p>`,
  },
  howrent: {
    title: 'How to Rent',
    content: `<h2>How to rent a boat</h2>
<ol><li><strong>Choose the boat:</strong> enter your dates and the number of guests to list the boats that fit.</li><li><strong>Book:</strong> enter your details; the dates are held for you as an option.</li><li><strong>Pay the deposit:</strong> send 20% of the total to one of our bank accounts.</li><li><strong>Get your confirmation:</strong> once the payment arrives, the booking confirmation comes by e-mail.</li><li><strong>Set sail:</strong> pay the balance by the day your confirmation states (by transfer), or on board on the day of boarding where the boat takes it so.</li></ol>`,
  },
  home: {
    title: 'Home',
    content: `<h2>A Blue Cruise from Fethiye</h2>
<p>The twelve islands of Göcek, the turquoise water of Ölüdeniz and Butterfly Valley… Find the gulet, motor yacht or catamaran that suits you and secure your dates with a 20% deposit.</p>`,
  },
  bank: {
    title: 'Bank Accounts',
    content:
      '<p>You can send your deposit to one of the accounts below. Please quote your booking reference in the payment description.</p>',
  },
  team: {
    title: 'Our Team',
    content: '<p>We are a small team born and raised in Fethiye, who know the sea and the boats well.</p>',
  },
  faq: {
    title: 'Frequently Asked Questions',
    content:
      '<p>If you cannot find your answer, write to us with the contact form; we reply within one working day.</p>',
  },
  contact: {
    title: 'Contact',
    content: `<h2>Get in touch</h2>
<p>Our office is opposite Fethiye Marina. You can reach us by phone on weekdays 8:00–17:00, and by e-mail and the contact form at any time.</p>`,
  },
};

export const BLOG_EN = [
  {
    titleEn: 'The Twelve Islands of Göcek: A One-Week Route',
    summaryEn: 'From Yassıca to Tersane: a suggested seven-day Blue Cruise in the bays of Göcek.',
    bodyEn:
      '<p>With bays sheltered from the wind and clear water, the Gulf of Göcek is ideal for a first boat holiday.</p><h3>Day 1: Yassıca Islands</h3><p>Start with a swim in shallow, calm water.</p><h3>Day 2: Tersane Bay</h3><p>Dinner among Byzantine ruins.</p>',
  },
  {
    titleEn: 'Gulet or Catamaran?',
    summaryEn: 'What large families and groups of friends should know when choosing a type of boat.',
    bodyEn:
      '<p>A gulet offers comfort with its wide deck and crew; a catamaran rolls less and can anchor in shallow bays.</p><ul><li>Up to 6 people: catamaran</li><li>8–12 people: gulet</li></ul>',
  },
  {
    titleEn: '10 Things to Take on a Boat Holiday',
    summaryEn: 'From sunscreen to water shoes: a short list that makes life on board easier.',
    bodyEn:
      '<ol><li>High-factor sunscreen</li><li>A hat and sunglasses</li><li>Water shoes</li><li>A soft bag (instead of a hard suitcase)</li><li>A snorkelling set</li></ol>',
  },
];

export const FAQ_EN: [string, string][] = [
  ['Is the captain included in the price?', 'Yes. On crewed rentals the captain and crew are included in the price.'],
  [
    'How much is the deposit?',
    '20% of the total is taken as a deposit. When and how the balance is paid (by transfer by a stated day, or on board on the day of boarding) is written the same on the booking form, in the confirmation e-mail and in the contract. If you pay in another currency, the deposit is fixed at the rate of the moment you book; the balance is paid at the rate of the day of payment or of the booking day, as the office has set.',
  ],
  [
    'Is fuel included in the price?',
    'Fuel for an average of 4 hours’ cruising a day is included on most boats; the boat’s page gives the details.',
  ],
  [
    'Which currencies can I pay in?',
    'You can pay in Turkish lira, US dollars, euros and pounds sterling. The rates on the site are for information.',
  ],
  [
    'What happens in bad weather?',
    'If the captain does not sail for safety reasons, you are offered a new date or that day’s price is refunded.',
  ],
  ['Can I bring my pet?', 'Some boats accept pets; please ask us before booking.'],
  [
    'What are the boarding and disembarking times?',
    'Boarding is at 10:00 and disembarking at 18:00 on the last day. On day trips the times depend on the boat.',
  ],
  [
    'How do I cancel my booking?',
    'Send your cancellation request by e-mail; the refund is calculated under our cancellation policy.',
  ],
];
