/**
 * schema.org structured data for the rendered pages (decision 50): a product as `Product`, or as
 * a `ProductGroup` of one `Product` per colour and size, each with its own `Offer`; a trail of
 * pages as `BreadcrumbList`.
 */

/** The fields of a product answer (`GET /api/catalog/products/:id`) the head reads. */
export interface PageProduct {
  _id: string;
  productid: string;
  name: string;
  nameAr: string | null;
  brand: string;
  description: string;
  descriptionAr: string | null;
  /** What the shopper pays, VAT included, in AED: the bag charges this (decision 32). */
  priceWithVat: number;
  stock: number;
  colors: string[];
  sizes: string[];
  colorImages: Record<string, string[]>;
  defaultImg: string;
  variants: { color: string; size: string; sku: string; stock: number }[];
  gender: string;
  category: string;
}

const SCHEMA = 'https://schema.org';
const availability = (stock: number) => `${SCHEMA}/${stock > 0 ? 'InStock' : 'OutOfStock'}`;
/** Two decimals and a dot, as schema.org and Open Graph read a price. */
export const priceText = (aed: number) => aed.toFixed(2);

function offer(url: string, priceWithVat: number, stock: number) {
  return {
    '@type': 'Offer',
    url,
    price: priceText(priceWithVat),
    priceCurrency: 'AED',
    availability: availability(stock),
    itemCondition: `${SCHEMA}/NewCondition`,
  };
}

export interface ProductData {
  product: PageProduct;
  name: string;
  description: string;
  url: string;
  /** Absolute addresses of the product's images. */
  images: string[];
  /** An image's absolute address. */
  absolute: (src: string) => string;
}

/**
 * The product as search engines read it. A product with more than one colour or size is a
 * `ProductGroup` whose variants each carry their SKU, colour, size, picture and offer; one with a
 * single variant (or none) is a `Product` with one offer.
 */
export function productStructuredData({
  product,
  name,
  description,
  url,
  images,
  absolute,
}: ProductData) {
  const single = product.variants.length <= 1;
  const base = {
    '@context': SCHEMA,
    '@type': single ? 'Product' : 'ProductGroup',
    name,
    description,
    url,
    image: images,
    brand: { '@type': 'Brand', name: product.brand },
  };
  const variants = product.variants;
  if (single) {
    return {
      ...base,
      sku: variants[0]?.sku ?? product.productid,
      ...(variants[0] ? { color: variants[0].color, size: variants[0].size } : {}),
      offers: offer(url, product.priceWithVat, product.stock),
    };
  }
  const varies = [
    ...(new Set(variants.map((v) => v.color)).size > 1 ? [`${SCHEMA}/color`] : []),
    ...(new Set(variants.map((v) => v.size)).size > 1 ? [`${SCHEMA}/size`] : []),
  ];
  return {
    ...base,
    productGroupID: product.productid,
    variesBy: varies,
    hasVariant: variants.map((variant) => {
      const picture = product.colorImages[variant.color]?.[0] ?? product.defaultImg;
      return {
        '@type': 'Product',
        name: `${name} (${variant.color}, ${variant.size})`,
        sku: variant.sku,
        color: variant.color,
        size: variant.size,
        ...(picture ? { image: absolute(picture) } : {}),
        offers: offer(url, product.priceWithVat, variant.stock),
      };
    }),
  };
}

/** A trail of pages, the first the home page, each with its absolute address. */
export function breadcrumbList(trail: readonly { name: string; url: string }[]) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * A `<script type="application/ld+json">` holding `data`. `<`, `>` and `&` are written as JSON
 * escapes (the same characters to a JSON reader), so a product named `</script><script>…` cannot
 * end the element, and U+2028/U+2029 too, which some readers take as line ends.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}
