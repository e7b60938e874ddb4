import { describe, expect, it } from 'vitest';
import * as domain from './index';

// The names other packages code against. Renaming one must fail here first.
const PUBLIC_FUNCTIONS = [
  'toFils',
  'toAed',
  'formatAed',
  'formatFils',
  'applyPercent',
  'vatFils',
  'shippingFils',
  'cartTotals',
  'cartTotalsInAed',
  'discountPercent',
  'walletUse',
  'walletPaymentMethod',
  'returnWindowEndsAt',
  'isWithinReturnWindow',
  'returnCreditFils',
  'normalizeOrderStatus',
  'canTransitionOrder',
  'canCancelOrder',
  'orderTimestampField',
  'orderTrackerStep',
  'canTransitionReturn',
  'returnTransitionNeedsCode',
  'isTerminalReturnStatus',
  'makeOrderId',
  'deliveryCodeSeconds',
  'codeValidity',
  'makeReturnId',
  'truncate',
  'heroTitle',
  'heroDescription',
  'cardLabel',
  'stockText',
  'adminStockBadge',
  'quickLinks',
  'colorCode',
  'firstNumber',
  'percentChange',
  'timeAgo',
  'fieldErrors',
  'firstError',
  'normalizeUaeMobile',
  'formatUaeMobile',
  'addTag',
  'checkImageFile',
  'checkUploadTotal',
  'addOfferProductId',
  'isValidCardNumber',
  'isCardExpired',
  'cardLast4',
  'dubaiMonth',
  'previousDubaiMonth',
  'dubaiDay',
  'dubaiDate',
  'dayIndex',
  'dashboardMonths',
  'compareWithLastMonth',
  'growthRate',
  'dailySeries',
] as const;

const PUBLIC_SCHEMAS = [
  'registerSchema',
  'registerFormSchema',
  'loginSchema',
  'completeProfileSchema',
  'sendOtpSchema',
  'verifyOtpSchema',
  'resetPasswordSchema',
  'addressSchema',
  'returnRequestSchema',
  'cancelOrderSchema',
  'markNotificationReadSchema',
  'productFormSchema',
  'offerFormSchema',
  'deliveryCodeSchema',
  'returnCodeSchema',
  'adminLoginSchema',
  'placeOrderSchema',
  'cartLineSchema',
  'productIdSchema',
  'testCardConfirmSchema',
  'orderRefSchema',
  'walletPaymentSchema',
  'adminUsersQuerySchema',
] as const;

const PUBLIC_VALUES = [
  'VAT_PERCENT',
  'SHIPPING_FEE_FILS',
  'FREE_SHIPPING_THRESHOLD_FILS',
  'RETURN_WINDOW_DAYS',
  'RETURN_REASONS',
  'RETURN_TYPES',
  'ORDER_STATUSES',
  'ORDER_TRANSITIONS',
  'ORDER_TRACKER_STEPS',
  'RETURN_STATUSES',
  'OWN_DELIVERY_CODE_SECONDS',
  'COURIER_CODE_MINUTES_DEFAULT',
  'RESET_CODE_TTL_SECONDS',
  'CODE_MAX_ATTEMPTS',
  'DELIVERY_CODE_MIN',
  'DELIVERY_CODE_MAX',
  'COLOR_CODES',
  'UAE_MOBILE_PATTERN',
  'OFFER_IMAGE_REQUIRED',
  'GENDERS',
  'EMIRATES',
  'DUBAI_TIME_ZONE',
  'ADMIN_USERS_LIMIT_MAX',
] as const;

const exported = domain as Record<string, unknown>;

describe('public API of @store/domain', () => {
  it.each(PUBLIC_FUNCTIONS)('exports function %s', (name) => {
    expect(typeof exported[name]).toBe('function');
  });

  it.each(PUBLIC_SCHEMAS)('exports schema %s', (name) => {
    expect(typeof (exported[name] as { safeParse?: unknown } | undefined)?.safeParse).toBe(
      'function',
    );
  });

  it.each(PUBLIC_VALUES)('exports %s', (name) => {
    expect(exported[name]).toBeDefined();
  });
});
