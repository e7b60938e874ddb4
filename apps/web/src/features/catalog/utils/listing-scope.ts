/** The path of a category listing, each segment encoded ('Scarves & Shaylas'). */
export function categoryPath(gender: string, category?: string, subcategory?: string): string {
  const parts = ['category', gender, category, subcategory].filter(
    (part): part is string => part !== undefined && part !== '',
  );
  return `/${parts.map(encodeURIComponent).join('/')}`;
}
