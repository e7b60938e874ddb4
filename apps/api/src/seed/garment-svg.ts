/** Whole product images and offer banners as SVG, ready for sharp to rasterise. */
import type { GarmentKind } from './demo-types';
import { ACCESSORIES } from './garment-accessories';
import { BOTTOMS } from './garment-bottoms';
import { TOPS } from './garment-tops';
import { COLOUR_HEX, escapeXml, isColourName, luminance, mix, paletteFor } from './svg-kit';
import type { ColourName, Garment } from './svg-kit';
import { pick } from './prng';

const GARMENTS: Record<GarmentKind, Garment> = { ...TOPS, ...BOTTOMS, ...ACCESSORIES };

/** Soft studio backdrops (top, bottom), cycled per product so the grid does not look uniform. */
const BACKDROPS = [
  ['#f7f3ec', '#e6ddd0'],
  ['#f1f4f7', '#dbe2ea'],
  ['#f8f0ee', '#e8d9d5'],
  ['#f1f4ee', '#dce3d5'],
  ['#f5f2f8', '#e2dcea'],
] as const;

export type ImageView = 'front' | 'back' | 'detail';

/** Image 1 of a colour is the front, image 2 the back (or a pair), image 3 a close-up. */
export const VIEW_ORDER: readonly ImageView[] = ['front', 'back', 'detail'];

function colour(name: string): ColourName {
  if (!isColourName(name)) throw new Error(`Unknown swatch colour '${name}'`);
  return name;
}

const ZOOM = 2.2;

/**
 * Diagonal twill lines for the close-up. Drawn as one path because an SVG <pattern> fill makes
 * librsvg about twenty times slower per image.
 */
const WEAVE = Array.from({ length: 360 }, (_, i) => `M${i * 2.5 - 500} 500 l500 -500`).join('');

export function garmentMarkup(kind: GarmentKind, colourName: string, view: ImageView): string {
  const garment = GARMENTS[kind];
  const palette = paletteFor(colour(colourName));
  if (view === 'front') return garment.front(palette);
  if (view === 'back') return garment.back(palette);
  const [fx, fy] = garment.focus;
  const weave = palette.dark ? '#ffffff' : '#000000';
  return (
    `<defs><clipPath id="fabric"><path d="${garment.outline}"/></clipPath></defs>` +
    `<g transform="translate(${200 - fx * ZOOM} ${250 - fy * ZOOM}) scale(${ZOOM})">` +
    garment.front(palette) +
    `<path d="${WEAVE}" stroke="${weave}" stroke-opacity="0.12" stroke-width="0.4" clip-path="url(#fabric)"/></g>`
  );
}

export function productImageSvg(
  kind: GarmentKind,
  colourName: string,
  view: ImageView,
  backdrop: number,
): string {
  const [top, bottom] = pick(BACKDROPS, backdrop);
  // Pale garments vanish on a pale backdrop, so darken it a little behind them.
  const pale = luminance(COLOUR_HEX[colour(colourName)]) > 0.8;
  const inner = pale ? mix(top, '#000000', 0.06) : top;
  const outer = pale ? mix(bottom, '#000000', 0.08) : bottom;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 400 500">` +
    // A vertical sweep like a photo studio backdrop; a radial gradient looks similar but makes
    // rasterising about twice as slow.
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></linearGradient></defs>` +
    `<rect width="400" height="500" fill="url(#bg)"/>` +
    garmentMarkup(kind, colourName, view) +
    `</svg>`
  );
}

/** Banner gradients: start, end, text colour on the discount pill. */
const THEMES = [
  ['#1f2d4d', '#3f6296', '#1f2d4d'],
  ['#3a1420', '#8a3348', '#6d1f2b'],
  ['#123f3f', '#2f8a7a', '#1f7a7a'],
  ['#5a3a1c', '#c08a4a', '#6b4a32'],
  ['#26262b', '#5b5d66', '#26262b'],
] as const;

/** Greedy word wrap by character count; fine for short banner copy in a generic font. */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > maxChars) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

export interface BannerInput {
  title: string;
  description: string;
  discountText: string;
  /** Up to three products shown on cards at the right. */
  showcase: { kind: GarmentKind; colour: string }[];
}

export function offerBannerSvg(offer: BannerInput, theme: number): string {
  const [from, to, ink] = pick(THEMES, theme);
  // Bold serif runs about 0.6 em per character; the text column is ~760 px wide before the cards.
  const roomy = wrapText(offer.title, 18);
  const titleLines = roomy.length > 2 ? wrapText(offer.title, 22) : roomy;
  const titleSize = roomy.length > 2 ? 54 : 64;
  const text = (x: number, y: number, size: number, family: string, content: string, extra = '') =>
    `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" ${extra}>${escapeXml(content)}</text>`;

  let y = 165;
  let out = text(
    100,
    y,
    24,
    'sans-serif',
    'SHOP THE OFFER',
    'fill="#ffffff" opacity="0.8" letter-spacing="6"',
  );
  for (const line of titleLines) {
    y += titleSize + 10;
    out += text(100, y, titleSize, 'serif', line, 'fill="#ffffff" font-weight="bold"');
  }
  y += 40;
  const pillWidth = 60 + offer.discountText.length * 26;
  out += `<rect x="100" y="${y}" width="${pillWidth}" height="70" rx="35" fill="#ffffff"/>`;
  out += text(
    130,
    y + 48,
    40,
    'sans-serif',
    offer.discountText,
    `fill="${ink}" font-weight="bold"`,
  );
  y += 110;
  for (const line of wrapText(offer.description, 52).slice(0, 2)) {
    out += text(100, y, 26, 'sans-serif', line, 'fill="#ffffff" opacity="0.9"');
    y += 36;
  }

  const cards = offer.showcase.slice(0, 3).map((item, i) => {
    const x = 900 + i * 230;
    return (
      `<rect x="${x}" y="170" width="210" height="300" rx="18" fill="#ffffff" opacity="0.92"/>` +
      `<g transform="translate(${x + 5} 190) scale(0.5)">${garmentMarkup(item.kind, item.colour, 'front')}</g>`
    );
  });

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="640" viewBox="0 0 1600 640">` +
    `<defs><linearGradient id="band" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1600" height="640" fill="url(#band)"/>` +
    `<circle cx="1240" cy="320" r="300" fill="#ffffff" opacity="0.07"/>` +
    `<circle cx="1500" cy="60" r="160" fill="#ffffff" opacity="0.06"/>` +
    out +
    cards.join('') +
    `</svg>`
  );
}
