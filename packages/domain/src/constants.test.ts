import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('business constants and limits', () => {
  it.each<[string, unknown]>([
    ['CURRENCY', 'AED'],
    ['COUNTRY', 'United Arab Emirates'],
    ['DEFAULT_CITY', 'Dubai'],
    ['TOKEN_REFRESH_MARGIN_SECONDS', 300],
    ['REQUEST_TIMEOUT_MS', 30000],
    ['TOAST_DURATION_MS', 3000],
    ['AUTH_FETCH_ATTEMPTS', 2],
    ['AUTH_FETCH_RETRY_DELAY_MS', 1000],
    ['SOCIAL_SIGN_IN_ATTEMPTS', 3],
    ['SOCIAL_SIGN_IN_RETRY_WAITS_MS', [1000, 2000]],
    ['NOTIFICATION_POLL_MS', 30000],
    ['ORDERS_POLL_MS', 10000],
    ['HERO_AUTO_ADVANCE_MS', 5000],
    ['SWIPE_THRESHOLD_PX', 50],
    ['HERO_TITLE_MAX_CHARS', 50],
    ['HERO_DESCRIPTION_MAX_CHARS', 120],
    ['CARD_LABEL_MAX_CHARS', 15],
    ['CARD_LABEL_CUT_CHARS', 13],
    ['FOOTER_QUICK_LINKS_MAX', 8],
    ['MAX_SAVED_ADDRESSES', 3],
    ['LOW_STOCK_THRESHOLD', 5],
    ['ZOOM_MIN_WIDTH_PX', 1200],
    ['WALLET_RECENT_TRANSACTIONS', 10],
    ['DEFAULT_OFFER_TEXT', '30% OFF'],
    ['CATALOG_PAGE_LIMIT_MAX', 60],
    ['PHONE_DIGITS', 10],
    ['PROFILE_ADDRESS_MIN_CHARS', 5],
    ['PASSWORD_MIN_LENGTH', 6],
    ['PASSWORD_MAX_LENGTH', 128],
    ['ADDRESS_NAME_MIN_CHARS', 2],
    ['ADDRESS_NAME_MAX_CHARS', 50],
    ['BUILDING_NUMBER_MAX_CHARS', 80],
    ['STREET_NAME_MAX_CHARS', 100],
    ['AREA_MAX_CHARS', 100],
    ['PO_BOX_MAX_DIGITS', 6],
    ['ZIP_CODE_DIGITS', 5],
    ['IMAGE_MAX_BYTES', 100 * 1024 * 1024],
    ['UPLOAD_TOTAL_MAX_BYTES', 500 * 1024 * 1024],
    ['UPLOAD_TIMEOUT_MS', 600000],
    ['DELETE_PRODUCT_TIMEOUT_MS', 30000],
    ['ADMIN_LOW_STOCK_MAX', 19],
    ['ADMIN_ORDERS_PAGE_SIZE', 10],
    ['DASHBOARD_RECENT_ORDERS', 5],
    ['ADMIN_ORDER_DATE_FILTERS', ['all', 'today', '7d', '30d']],
    ['DISCOUNT_MIN_PERCENT', 0],
    ['DISCOUNT_MAX_PERCENT', 100],
    ['GENDERS', ['men', 'women', 'kids', 'others']],
    [
      'EMIRATES',
      ['Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah'],
    ],
  ])('%s = %j', (name, value) => {
    expect((c as Record<string, unknown>)[name]).toEqual(value);
  });
});

describe('normalizeGender', () => {
  it.each([
    ['men', 'men'],
    ['Women', 'women'],
    [' KIDS ', 'kids'],
    ['Others', 'others'],
    ['unisex', null],
    ['', null],
  ])('%j -> %j', (input, expected) => {
    expect(c.normalizeGender(input)).toBe(expected);
  });
});

describe('normalizeEmirate', () => {
  it.each([
    ['Dubai', 'Dubai'],
    ['abu dhabi', 'Abu Dhabi'],
    ['  RAS  AL  KHAIMAH ', 'Ras Al Khaimah'],
    ['umm al quwain', 'Umm Al Quwain'],
    ['Muscat', null],
    ['', null],
  ])('%j -> %j', (input, expected) => {
    expect(c.normalizeEmirate(input)).toBe(expected);
  });
});

describe('emirateName', () => {
  it.each([
    ['Abu Dhabi', 'أبوظبي'],
    ['Dubai', 'دبي'],
    ['Sharjah', 'الشارقة'],
    ['Ajman', 'عجمان'],
    ['Umm Al Quwain', 'أم القيوين'],
    ['ras al khaimah', 'رأس الخيمة'],
    ['Fujairah', 'الفجيرة'],
    // Not an emirate: as written, in either language.
    ['Muscat', 'Muscat'],
  ])('%j is %j in Arabic', (name, arabic) => {
    expect(c.emirateName(name, 'ar')).toBe(arabic);
  });

  it('names every emirate in Arabic, and in English as the list writes it', () => {
    expect(c.EMIRATES.filter((e) => !/^[\u0600-\u06FF ]+$/.test(c.EMIRATE_NAMES_AR[e]))).toEqual(
      [],
    );
    expect(c.emirateName('abu dhabi', 'en')).toBe('Abu Dhabi');
    expect(c.emirateName('Muscat', 'en')).toBe('Muscat');
  });
});
