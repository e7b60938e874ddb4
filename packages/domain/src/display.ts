import {
  ADMIN_LOW_STOCK_MAX,
  CARD_LABEL_CUT_CHARS,
  CARD_LABEL_MAX_CHARS,
  FOOTER_QUICK_LINKS_MAX,
  HERO_DESCRIPTION_MAX_CHARS,
  HERO_TITLE_MAX_CHARS,
  LOW_STOCK_THRESHOLD,
} from './constants';
import { roundHalfAwayFromZero } from './rounding';

const ELLIPSIS = '...';

/** Text cut to `max` characters plus '...' when longer. Counts code points, not UTF-16 units. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, Math.max(0, max)).join('') + ELLIPSIS : text;
}

export function heroTitle(title: string): string {
  return truncate(title, HERO_TITLE_MAX_CHARS);
}

export function heroDescription(description: string): string {
  return truncate(description, HERO_DESCRIPTION_MAX_CHARS);
}

/** Product card name or brand: over 15 characters becomes the first 13 plus '...'. */
export function cardLabel(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= CARD_LABEL_MAX_CHARS) return text;
  return chars.slice(0, CARD_LABEL_CUT_CHARS).join('') + ELLIPSIS;
}

/** Stock line on the product page. */
export function stockText(stock: number): string {
  if (stock <= 0) return 'out of stock';
  if (stock <= LOW_STOCK_THRESHOLD) return `Only ${stock} left in stock — order soon!`;
  return `${stock} In stock`;
}

export interface StockBadge {
  level: 'out' | 'low' | 'in';
  label: string;
}

/** Stock badge on the admin product table. */
export function adminStockBadge(stock: number): StockBadge {
  const level = stock <= 0 ? 'out' : stock <= ADMIN_LOW_STOCK_MAX ? 'low' : 'in';
  return { level, label: `${stock} in stock` };
}

export interface QuickLink {
  label: string;
  to: string;
}

function possessive(gender: string): string {
  const name = gender.charAt(0).toUpperCase() + gender.slice(1);
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/**
 * Footer quick links: up to 8 "{Gender}'s {category}" links in the given order, duplicates and
 * Accessories skipped, then one 'Accessories' link when any pair is in that category. With
 * `arabic` (the Arabic of a catalogue word, decision 52) they read 'عبايات للنساء', 'إكسسوارات'.
 */
export function quickLinks(
  pairs: readonly { gender: string; category: string }[],
  arabic?: (word: string) => string,
): QuickLink[] {
  const links: QuickLink[] = [];
  const seen = new Set<string>();
  let hasAccessories = false;
  for (const pair of pairs) {
    const gender = pair.gender.trim().toLowerCase();
    const category = pair.category.trim();
    if (category.toLowerCase() === 'accessories') {
      hasAccessories = true;
      continue;
    }
    const key = `${gender}/${category.toLowerCase()}`;
    if (!gender || !category || seen.has(key) || links.length >= FOOTER_QUICK_LINKS_MAX) continue;
    seen.add(key);
    links.push({
      label: arabic
        ? `${arabic(category)} ${arabic(`for ${gender}`)}`
        : `${possessive(gender)} ${category}`,
      to: `/category/${encodeURIComponent(gender)}/${encodeURIComponent(category)}`,
    });
  }
  if (hasAccessories) {
    links.push({ label: arabic ? arabic('accessories') : 'Accessories', to: '/accessories' });
  }
  return links;
}

/** First number in a text ('Up to 40% OFF' -> 40, '12.5% off' -> 12.5); null when none. */
export function firstNumber(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const match = /\d+(?:\.\d+)?/.exec(text);
  return match ? Number(match[0]) : null;
}

/** Dashboard change against last month in percent, 1 decimal; 100 when last month was 0. */
export function percentChange(current: number, lastMonth: number): number {
  if (lastMonth === 0) return 100;
  return roundHalfAwayFromZero(((current - lastMonth) / Math.abs(lastMonth)) * 100, 1);
}
