import { normalizeGender } from '@store/domain';

import type { ProductScope } from '../types';

/** Accessories are a section of their own: the category across every gender. */
export const ACCESSORIES = 'Accessories';

export type ScopeParams = { gender?: string; category?: string; subcategory?: string };

/**
 * The scope of a listing route: `/men` and `/category/men` give the gender, the longer
 * `/category/{gender}/{category}/{subcategory}` paths narrow it; `/accessories` is the
 * Accessories category with no gender. Null when the gender is not one we sell to.
 */
export function listingScope(params: ScopeParams, section?: 'accessories'): ProductScope | null {
  if (section === 'accessories') return { category: ACCESSORIES };
  const gender = normalizeGender(params.gender ?? '');
  if (!gender) return null;
  const category = params.category?.trim() || undefined;
  const subcategory = category ? params.subcategory?.trim() || undefined : undefined;
  return { gender, category, subcategory };
}

/** The path of a category listing, each segment encoded ('Scarves & Shaylas'). */
export function categoryPath(gender: string, category?: string, subcategory?: string): string {
  const parts = ['category', gender, category, subcategory].filter(
    (part): part is string => part !== undefined && part !== '',
  );
  return `/${parts.map(encodeURIComponent).join('/')}`;
}
