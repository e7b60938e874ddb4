/** Colour table, palette maths and small SVG helpers shared by the garment drawings. */

/** The storefront's swatch names; products may only use these so every swatch has a colour code. */
export const COLOUR_HEX = {
  Black: '#1f1f22',
  White: '#f7f7f5',
  Navy: '#1f2d4d',
  Beige: '#d9c7a7',
  Olive: '#6b7045',
  Maroon: '#6d1f2b',
  Khaki: '#b9a77a',
  Charcoal: '#3b3e44',
  Grey: '#9a9ca1',
  Red: '#c23b32',
  Blue: '#2f5fa7',
  'Sky Blue': '#8cc3e8',
  Green: '#2f7d4f',
  Pink: '#e79bb5',
  Blush: '#efc6c0',
  Mustard: '#d4a23a',
  Brown: '#6b4a32',
  Tan: '#c09066',
  Cream: '#f1e8d3',
  Lavender: '#b9a7d8',
  Teal: '#1f7a7a',
  Burgundy: '#7a1f3d',
  Sand: '#d8c39c',
  Denim: '#4a6a92',
} as const;

export type ColourName = keyof typeof COLOUR_HEX;

export function isColourName(name: string): name is ColourName {
  return Object.hasOwn(COLOUR_HEX, name);
}

export interface Palette {
  fill: string;
  /** Panels such as collars, cuffs and soles. */
  shade: string;
  /** Outlines and stitching; lighter than the fill on very dark colours so they stay visible. */
  line: string;
  /** Buttons, drawcords and highlights. */
  light: string;
  /** Gold embroidery thread, readable on both dark and light fabric. */
  accent: string;
  dark: boolean;
}

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

export function mix(hex: string, other: string, amount: number): string {
  const [r1, g1, b1] = toRgb(hex);
  const [r2, g2, b2] = toRgb(other);
  const blend = (from: number, to: number) => Math.round(from + (to - from) * amount);
  return toHex([blend(r1, r2), blend(g1, g2), blend(b1, b2)]);
}

/** Relative luminance in 0..1 (sRGB approximation is plenty for picking contrast). */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function paletteFor(colour: ColourName): Palette {
  const fill = COLOUR_HEX[colour];
  const dark = luminance(fill) < 0.22;
  return {
    fill,
    shade: dark ? mix(fill, '#ffffff', 0.14) : mix(fill, '#000000', 0.14),
    line: dark ? mix(fill, '#ffffff', 0.38) : mix(fill, '#000000', 0.4),
    light: luminance(fill) > 0.8 ? mix(fill, '#000000', 0.08) : mix(fill, '#ffffff', 0.5),
    accent: luminance(fill) > 0.6 ? '#a4823f' : '#d4b26a',
    dark,
  };
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const body = (d: string, p: Palette): string =>
  `<path d="${d}" fill="${p.fill}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>`;

/** Collars, cuffs and soles take another colour but keep the shared outline. */
export const panel = (d: string, fill: string, p: Palette): string =>
  `<path d="${d}" fill="${fill}" stroke="${p.line}" stroke-width="2" stroke-linejoin="round"/>`;

export const seam = (d: string, colour: string): string =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="1.6" stroke-dasharray="5 4" stroke-linecap="round" opacity="0.8"/>`;

export const stroke = (d: string, colour: string, width: number): string =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Translucent fill for folds and inner shadows. */
export const tint = (d: string, colour: string, opacity: number): string =>
  `<path d="${d}" fill="${colour}" opacity="${opacity}"/>`;

export const dot = (cx: number, cy: number, r: number, fill: string, outline = 'none'): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="${outline}" stroke-width="1.5"/>`;

/** Reflects markup across the vertical centre line of the 400-unit-wide drawing area. */
export const mirror = (markup: string): string =>
  `<g transform="matrix(-1 0 0 1 400 0)">${markup}</g>`;

/** Left-hand markup plus its reflection, for symmetric details. */
export const both = (markup: string): string => markup + mirror(markup);

/** A silhouette drawn in a 400 x 500 box (the 4:5 product image before scaling). */
export interface Garment {
  front(p: Palette): string;
  back(p: Palette): string;
  /** Main fabric outline; the detail view clips its weave texture to it. */
  outline: string;
  /** Where the detail view zooms in. */
  focus: readonly [number, number];
}
