import { localeOfPath, withoutLocale } from '@store/domain';
import type { FirstPageAnswer } from './first-page-answers';
import { HEAD_TEXT } from './head-text';
import { PageFacts } from './page-facts';
import {
  breadcrumbList,
  jsonLdScript,
  priceText,
  productStructuredData,
  type PageProduct,
} from './structured-data';

/** What search engines show of a description; longer ones are cut at a word. */
const DESCRIPTION_CHARS = 160;

interface NavPair {
  gender: string;
  category: string;
  subcategories: string[];
}
interface ListingAnswer {
  items: { defaultImg?: string }[];
  total: number;
}

/** What one page says about itself in its head. */
interface Head {
  /** Its address by English path, as the store links to it (the canonical's path). */
  path: string;
  /** The title when the web app did not render one (the same words the web app writes). */
  title: string;
  description: string;
  type: 'website' | 'product';
  image: string | undefined;
  price?: { aed: number; inStock: boolean };
  structuredData: unknown[];
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The text of a title element as React and escapeAttribute write it, back to plain text. */
const unescapeText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

function shortened(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= DESCRIPTION_CHARS) return plain;
  const cut = plain.slice(0, DESCRIPTION_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:·-]+$/, '')}…`;
}

const pathOf = (...segments: string[]) => `/${segments.map(encodeURIComponent).join('/')}`;
const same = (a: string | null | undefined, b: string | null | undefined) =>
  a?.toLowerCase() === b?.toLowerCase();

function productHead(facts: PageFacts, product: PageProduct): Head {
  const { text, locale } = facts;
  const name = (locale === 'ar' && product.nameAr) || product.name;
  const words = (locale === 'ar' && product.descriptionAr) || product.description;
  const path = pathOf('product', 'view', product._id);
  const sources = [
    ...new Set([...Object.values(product.colorImages).flat(), product.defaultImg].filter(Boolean)),
  ];
  const images = sources.map((src) => facts.absolute(src));
  const description = shortened(`${text.price(product.priceWithVat)} · ${words}`);
  const gender = text.genders[product.gender];
  const trail = [
    facts.home(),
    ...(gender ? [{ name: gender, url: facts.url(pathOf('category', product.gender)) }] : []),
    ...(gender
      ? [
          {
            name: facts.word(product.category),
            url: facts.url(pathOf('category', product.gender, product.category)),
          },
        ]
      : []),
    { name, url: facts.url(path) },
  ];
  return {
    path,
    title: `${name} · ${product.brand} · ${text.siteName}`,
    description,
    type: 'product',
    image: facts.shareImage(sources[0]),
    price: { aed: product.priceWithVat, inStock: product.stock > 0 },
    structuredData: [
      productStructuredData({
        product,
        name,
        description: shortened(words) || name,
        url: facts.url(path),
        images,
        absolute: (src) => facts.absolute(src),
      }),
      breadcrumbList(trail),
    ],
  };
}

function listingHead(
  facts: PageFacts,
  plainPath: string,
  query: URLSearchParams,
  listing: ListingAnswer,
  pairs: readonly NavPair[],
): Head {
  const { text } = facts;
  const trail = [facts.home()];
  if (plainPath.toLowerCase() === '/accessories') {
    trail.push({ name: text.accessories, url: facts.url('/accessories') });
  } else {
    // The names as the catalogue writes them, whatever case the address was typed in.
    const gender = (query.get('gender') ?? '').toLowerCase();
    const pair = pairs.find(
      (p) => same(p.gender, gender) && same(p.category, query.get('category')),
    );
    const category = pair?.category ?? query.get('category');
    const subcategory =
      pair?.subcategories.find((s) => same(s, query.get('subcategory'))) ??
      query.get('subcategory');
    trail.push({
      name: text.genders[gender] ?? gender,
      url: facts.url(pathOf('category', gender)),
    });
    if (category) {
      trail.push({
        name: facts.word(category),
        url: facts.url(pathOf('category', gender, category)),
      });
      if (subcategory) {
        const path = pathOf('category', gender, category, subcategory);
        trail.push({ name: facts.word(subcategory), url: facts.url(path) });
      }
    }
  }
  const names = trail.slice(1).map((crumb) => crumb.name);
  const last = trail.at(-1)?.url ?? facts.url('/');
  const firstImage = listing.items.find((item) => item.defaultImg)?.defaultImg;
  return {
    path: withoutLocale(new URL(last).pathname),
    title: `${[...names].reverse().join(' · ')} · ${text.siteName}`,
    description: shortened(text.listingDescription(names.join(' › '), listing.total)),
    type: 'website',
    image: facts.shareImage(firstImage),
    structuredData: [breadcrumbList(trail)],
  };
}

function homeHead(facts: PageFacts, listing: ListingAnswer | undefined): Head {
  const firstImage = listing?.items.find((item) => item.defaultImg)?.defaultImg;
  return {
    path: '/',
    title: facts.text.homeTitle,
    description: facts.text.homeDescription,
    type: 'website',
    image: facts.shareImage(firstImage),
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: facts.text.siteName,
        url: facts.url('/'),
        inLanguage: facts.locale,
      },
    ],
  };
}

/** What the page's first answers say about it, or undefined for a page they do not describe. */
function headOf(facts: PageFacts, plainPath: string, answers: readonly FirstPageAnswer[]) {
  const parsed = new Map(answers.map(([call, body]) => [call, JSON.parse(body) as unknown]));
  const calls = [...parsed.keys()];
  const productCall = calls.find((call) => call.startsWith('/catalog/products/'));
  if (productCall) {
    return productHead(facts, (parsed.get(productCall) as { product: PageProduct }).product);
  }
  const listingCall = calls.find((call) => call.startsWith('/catalog/products?'));
  const listing = listingCall ? (parsed.get(listingCall) as ListingAnswer) : undefined;
  if (plainPath === '/') return homeHead(facts, listing);
  if (!listingCall || !listing) return undefined;
  const pairs = (parsed.get('/catalog/nav') as { pairs?: NavPair[] } | undefined)?.pairs ?? [];
  const query = new URLSearchParams(listingCall.slice(listingCall.indexOf('?') + 1));
  return listingHead(facts, plainPath, query, listing, pairs);
}

/**
 * The page with its own head for search engines and shared links (decision 50): its meta
 * description, canonical address, Open Graph and Twitter tags and structured data, from the
 * first answers the page is rendered from. `rendered` says the web app wrote the page's title;
 * otherwise the server writes the same words. Pages the answers do not describe are unchanged.
 */
export function withPageHead(
  page: string,
  {
    url,
    answers,
    origin,
    media,
    rendered,
  }: {
    url: string;
    answers: readonly FirstPageAnswer[];
    origin: string;
    /** The media base address (MEDIA_BASE_URL, /media or the bucket's). */
    media: string;
    rendered: boolean;
  },
): string {
  const pathname = url.split(/[?#]/)[0] || '/';
  const locale = localeOfPath(pathname);
  const facts = new PageFacts(locale, origin, media);
  const head = headOf(facts, withoutLocale(pathname), answers);
  if (!head) return page;

  let out = page;
  if (!rendered) {
    out = out.replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeAttribute(head.title)}</title>`,
    );
  }
  const titleText = /<title>([^<]*)<\/title>/.exec(out)?.[1];
  const title = titleText === undefined ? head.title : unescapeText(titleText);
  const canonical = facts.url(head.path);
  const meta = (kind: 'name' | 'property', key: string, content: string) =>
    `<meta ${kind}="${key}" content="${escapeAttribute(content)}"/>`;
  const other = locale === 'ar' ? HEAD_TEXT.en : HEAD_TEXT.ar;
  const tags = [
    `<link rel="canonical" href="${escapeAttribute(canonical)}"/>`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', facts.text.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', facts.text.ogLocale),
    meta('property', 'og:locale:alternate', other.ogLocale),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    ...(head.price
      ? [
          meta('property', 'product:price:amount', priceText(head.price.aed)),
          meta('property', 'product:price:currency', 'AED'),
          meta(
            'property',
            'product:availability',
            head.price.inStock ? 'in stock' : 'out of stock',
          ),
        ]
      : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...head.structuredData.map(jsonLdScript),
  ].join('');

  const description = `<meta name="description" content="${escapeAttribute(head.description)}"/>`;
  const described = out.replace(/<meta\s+name="description"[^>]*>/, () => description);
  out = described === out ? out.replace('</head>', () => `${description}</head>`) : described;
  const end = out.indexOf('</head>');
  return end === -1 ? out : out.slice(0, end) + tags + out.slice(end);
}
