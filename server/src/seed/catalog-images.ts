import { loadSharp, makeVariants, type ProcessedImage } from '../platform/image-processing.js';

const SKIES = [
  ['#87cefa', '#e0f4ff'],
  ['#ffb26b', '#ffe3c2'],
  ['#5aa9e6', '#cfeaff'],
  ['#ff8a80', '#ffd8c9'],
];
const SEAS = [
  ['#0e6ba8', '#0a2472'],
  ['#00a6a6', '#005f73'],
  ['#1b98e0', '#13315c'],
];
const HULLS = ['#ffffff', '#1d3557', '#8d5524', '#e63946', '#f1faee', '#264653'];

/** A simple sea-and-sky picture with a hull silhouette; the colours vary with `n`. */
export function boatSvg(n: number, width = 1280, height = 800): string {
  const [skyTop, skyBottom] = SKIES[n % SKIES.length]!;
  const [seaTop, seaBottom] = SEAS[n % SEAS.length]!;
  const hull = HULLS[n % HULLS.length]!;
  const horizon = Math.round(height * (0.5 + (n % 3) * 0.04));
  const x = 260 + ((n * 137) % 420);
  const sail = n % 2 === 0;
  const sunX = 150 + ((n * 211) % 900);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${seaTop}"/><stop offset="1" stop-color="${seaBottom}"/></linearGradient>
  </defs>
  <rect width="${width}" height="${horizon}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${Math.round(horizon * 0.35)}" r="55" fill="#fff6c2" opacity="0.85"/>
  <path d="M0 ${horizon - 40} Q ${width * 0.25} ${horizon - 110} ${width * 0.5} ${horizon - 30} T ${width} ${horizon - 50} V ${horizon} H 0 Z" fill="#4f772d" opacity="0.55"/>
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#sea)"/>
  ${
    sail
      ? `<path d="M${x + 210} ${horizon - 250} L${x + 210} ${horizon + 25} L${x + 60} ${horizon + 25} Z" fill="#fdfdfd" opacity="0.95"/>
  <path d="M${x + 225} ${horizon - 210} L${x + 225} ${horizon + 25} L${x + 330} ${horizon + 25} Z" fill="#f4f1de" opacity="0.9"/>
  <rect x="${x + 208}" y="${horizon - 260}" width="6" height="290" fill="#6b4f3a"/>`
      : `<rect x="${x + 130}" y="${horizon - 10}" width="200" height="45" rx="10" fill="#f8f9fa"/>
  <rect x="${x + 170}" y="${horizon - 45}" width="120" height="40" rx="8" fill="#e9ecef"/>
  <rect x="${x + 185}" y="${horizon - 35}" width="90" height="14" rx="4" fill="#343a40" opacity="0.8"/>`
  }
  <path d="M${x} ${horizon + 25} L${x + 470} ${horizon + 25} L${x + 420} ${horizon + 85} L${x + 60} ${horizon + 85} Z" fill="${hull}" stroke="#222" stroke-width="3"/>
  <path d="M${x - 40} ${horizon + 95} Q ${x + 230} ${horizon + 120} ${x + 520} ${horizon + 95}" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.6"/>
  <path d="M0 ${horizon + 160} Q ${width / 4} ${horizon + 140} ${width / 2} ${horizon + 160} T ${width} ${horizon + 160}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.25"/>
</svg>`;
}

/** A small pool of processed pictures; the seed shares them between boats so it stays fast. */
export async function makeImagePool(size: number): Promise<ProcessedImage[]> {
  const sharp = await loadSharp();
  const pool: ProcessedImage[] = [];
  for (let n = 0; n < size; n++) {
    const png = await sharp(Buffer.from(boatSvg(n)))
      .png({ compressionLevel: 1 })
      .toBuffer();
    pool.push(await makeVariants(png));
  }
  return pool;
}
