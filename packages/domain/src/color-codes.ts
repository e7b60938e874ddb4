/** Fixed swatch colours for the filter sidebar, keyed by lowercase name without spaces. */
export const COLOR_CODES: Readonly<Record<string, string>> = Object.freeze({
  black: '#000000',
  white: '#FFFFFF',
  offwhite: '#FAF9F6',
  cream: '#FFFDD0',
  ivory: '#FFFFF0',
  beige: '#F5F5DC',
  khaki: '#C3B091',
  tan: '#D2B48C',
  camel: '#C19A6B',
  brown: '#8B4513',
  grey: '#808080',
  gray: '#808080',
  lightgrey: '#D3D3D3',
  lightgray: '#D3D3D3',
  charcoal: '#36454F',
  silver: '#C0C0C0',
  navy: '#000080',
  navyblue: '#000080',
  blue: '#0000FF',
  lightblue: '#ADD8E6',
  skyblue: '#87CEEB',
  denim: '#1560BD',
  teal: '#008080',
  turquoise: '#40E0D0',
  green: '#008000',
  darkgreen: '#006400',
  olive: '#808000',
  mint: '#98FF98',
  red: '#FF0000',
  maroon: '#800000',
  burgundy: '#800020',
  wine: '#722F37',
  pink: '#FFC0CB',
  rose: '#FF007F',
  coral: '#FF7F50',
  peach: '#FFE5B4',
  orange: '#FFA500',
  rust: '#B7410E',
  mustard: '#FFDB58',
  yellow: '#FFFF00',
  gold: '#FFD700',
  purple: '#800080',
  lavender: '#E6E6FA',
  lilac: '#C8A2C8',
});

/** Swatch for a colour name, ignoring case, spaces, hyphens and underscores ('Navy Blue'). */
export function colorCode(name: string): string | undefined {
  if (typeof name !== 'string') return undefined;
  const key = name.toLowerCase().replace(/[\s_-]+/g, '');
  return Object.hasOwn(COLOR_CODES, key) ? COLOR_CODES[key] : undefined;
}
