/**
 * English message catalogue: every user-visible string of the web app. Keys are grouped by
 * screen; `{name}` marks a parameter. Plural forms use `.one` / `.other` suffixes (see `tp`).
 */
import { enAuth } from './en-auth';
import { enCatalog } from './en-catalog';
import { enCheckout } from './en-checkout';
import { enOrders } from './en-orders';
import { enVat } from './en-vat';
import { enShipping } from './en-shipping';
import { enShared } from './en-shared';
import { enSearch } from './en-search';

export const en = {
  ...enAuth,
  ...enCatalog,
  ...enCheckout,
  ...enOrders,
  ...enVat,
  ...enShipping,
  ...enShared,
  ...enSearch,
  'app.name': 'Souq Style',
  'a11y.skipToContent': 'Skip to content',
  'a11y.loadingPage': 'Loading page…',
  /** The language switch names the other language, in that language. */
  'language.switch': 'العربية',

  'header.homeLink': 'Souq Style, home',
  'header.accountNav': 'Account',
  'header.searchLabel': 'Search products',
  'header.searchPlaceholder': 'Search for products, brands and more',
  'header.orders': 'Orders',
  'header.notifications': 'Notifications',
  'header.wishlist': 'Wishlist',
  'header.cart': 'Cart',
  'header.signIn': 'Sign in',
  'header.badge.one': ', 1 item',
  'header.badge.other': ', {count} items',

  'nav.label': 'Shop by category',
  'nav.men': 'Men',
  'nav.women': 'Women',
  'nav.kids': 'Kids',
  'nav.accessories': 'Accessories',

  'footer.aboutTitle': 'About Us',
  'footer.aboutText':
    'Souq Style brings considered everyday fashion for men, women and kids to shoppers across the United Arab Emirates, with prices in AED and delivery to all seven emirates.',
  'footer.learnMore': 'Learn More about us',
  'footer.learnMoreLabel': 'Learn more about us',
  'footer.quickLinksTitle': 'Quick Links',
  'footer.contactTitle': 'Contact Us',
  'footer.address': 'Office 1204, Bay Square Building 5, Business Bay, Dubai, United Arab Emirates',
  'footer.phoneLabel': 'Phone',
  'footer.emailLabel': 'Email',
  'footer.hours': 'Monday to Saturday, 9:00–21:00 (GST)',
  'footer.copyright': '© {year} Souq Style. All rights reserved.',

  'home.documentTitle': 'Souq Style · Fashion for the UAE',
  'home.exploreTitle': 'Explore All Products',

  'catalog.loading': 'Loading products…',
  'catalog.fetchError': 'Error fetching products',
  'catalog.retry': 'Try again',
  'catalog.loadMore': 'Load more',
  'catalog.loadingMore': 'Loading more…',
  'catalog.progress': 'Showing {shown} of {total} products',
  'catalog.empty': 'No products to show yet. Please check back soon.',
  'catalog.end': 'You have seen everything. New arrivals land every week.',

  'product.priceLabel': 'Price',
  'product.originalPriceLabel': 'Original price',
  'product.discountBadge': '{percent}% OFF',

  'notFound.documentTitle': 'Page not found · Souq Style',
  'notFound.title': 'Page not found',
  'notFound.text':
    'We could not find the page you were looking for. It may have moved, or the address may be mistyped.',
  'notFound.home': 'Back to the homepage',

  'routeError.title': 'Something went wrong',
  'routeError.text': 'Please refresh the page or try again in a moment.',
  'routeError.home': 'Back to the homepage',

  'page.category': 'Shop by category',
  'page.login': 'Sign in',
  'page.register': 'Create an account',
  'page.forgotPassword': 'Reset your password',
  'page.profile': 'My profile',
  'page.wishlist': 'Wishlist',
  'page.cart': 'Shopping bag',
  'page.checkout': 'Checkout',
  'page.orderSuccess': 'Order confirmation',
  'page.orders': 'My orders',
  'page.notifications': 'Notifications',
  'page.wallet': 'My Wallet',

  'api.read.tokenExpired': 'Session expired. Please login again.',
  'api.read.unauthorized': 'Unauthorized access. Please login again.',
  'api.read.forbidden': 'Access forbidden. You do not have permission.',
  'api.read.notFound': 'Resource not found',
  'api.read.tooManyRequests': 'Too many requests. Please try again later.',
  'api.read.serverError': 'Server error. Please try again later.',
  'api.read.status': 'Request failed with status {status}',
  'api.read.network': 'Network error. Please check your internet connection.',
  'api.write.sessionExpired': 'Session expired, please log in again.',
  'api.write.notFound': 'Endpoint not found',
  'api.write.serverError': 'Server error. Please try again later.',
  'api.write.failed': 'Request failed',
  'api.write.network': 'Network error. Please check your connection and server status.',
  'api.badJson': 'Invalid response format from server',
  'api.timeout': 'Request timeout. Please try again.',
} as const;
