import { CODE_REFUSAL_EN, type Catalogue } from '@store/domain';
import { ACCOUNT_MESSAGES_EN } from './api-messages-en-account';
import { CONSOLE_MESSAGES_EN } from './api-messages-en-console';
import { PROMOTION_MESSAGES_EN } from './api-messages-en-promotions';
import { PAY_LATER_MESSAGES_EN } from './api-messages-en-pay-later';
import { MARKETING_MESSAGES_EN } from './api-messages-en-marketing';
import { TWO_STEP_MESSAGES_EN } from './api-messages-en-two-step';
import { STAFF_MESSAGES_EN } from './api-messages-en-staff';
import { EXCHANGE_MESSAGES_EN } from './api-messages-en-exchange';
import { ORDER_MESSAGES_EN } from './api-messages-en-orders';

/**
 * Every message the API answers with, in English, by a stable key: the one message format of
 * the store (packages/domain/src/i18n). The key is the error code the message goes out with
 * (`CART_EMPTY`) where that code carries only this message, else the area and the message's
 * words (`field.field_too_large`), as for schema messages and codes such as VALIDATION.
 * `{name}` stands for a part that varies (a field, a number, a product's name). Services and
 * schemas throw the English text; the language plugin finds its key (the text, or the template
 * it fits) and answers with the Arabic of that key (api-messages-ar.ts) when the request asks
 * for Arabic.
 */
export const API_MESSAGES_EN = {
  // Failures of any request: sign-in, limits, the platform
  UNAUTHORIZED: 'Unauthorized access. Please login again.',
  TokenExpired: 'Session expired. Please login again.',
  FORBIDDEN: 'Access forbidden. You do not have permission.',
  'request.resource_not_found': 'Resource not found',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  'request.server_error_try_again_later': 'Server error. Please try again later.',
  DATABASE_UNAVAILABLE: "The store's database is unavailable. Please try again in a moment.",
  STORAGE_FULL:
    'The store has run out of storage space, so nothing was saved. Please try again later.',
  'request.sign_busy_right_now_try': 'Sign-in is busy right now. Please try again in a moment.',
  'request.too_many_open_connections_from':
    'Too many open connections from your address. Please try again shortly.',
  UNAUTHENTICATED: 'Authentication required.',
  'request.request_body_not_valid_json': 'Request body is not valid JSON',
  'request.request_body_too_large': 'Request body is too large',
  'request.send_request_body_as_json':
    'Send the request body as JSON (Content-Type: application/json)',
  'request.send_files_as_multipart_form': 'Send the files as multipart/form-data',
  BAD_FORM: 'The form is incomplete or not valid multipart/form-data. Please send it again.',
  'request.address_too_long': 'The address is too long',
  'request.address_not_valid': 'The address is not valid',
  'request.request_headers_address_too_large': 'The request headers or address are too large',
  'request.request_took_too_long': 'The request took too long',
  'request.request_not_valid_http': 'The request is not valid HTTP',
  'request.request_body_arrived_too_slowly': 'The request body arrived too slowly',
  'request.invalid_input': 'Invalid input',
  'request.image_not_found': 'Image not found',
  'request.sitemap_not_found': 'Sitemap file not found',
  'request.pictures_busy': 'Too many pictures are being prepared. Try again shortly.',

  // Validation: field rules shared by every schema
  'field.field_contains_characters_not_allowed': '{field} contains characters that are not allowed',
  'field.field_most_max_characters': '{field} must be at most {max} characters',
  'field.field_too_large': '{field} is too large',
  FIELD_TOO_LONG: '{field} is too long',
  'field.field_text': '{field} must be text',
  'field.field_number': '{field} must be a number',
  'field.unrecognized_keys_keys': 'Unrecognized keys: {keys}',
  'field.unrecognized_key_key': 'Unrecognized key: {key}',
  'field.invalid_option_expected_one_options': 'Invalid option: expected one of {options}',
  'field.credit_note_number_required': 'Credit note number is required',
  'field.credit_note_number_looks_like': 'Credit note number looks like CN-000001',
  'field.month_required_as_yyyy_mm': 'month is required, as YYYY-MM',
  'field.field_whole_number': '{field} must be a whole number',
  'field.field_true_false': '{field} must be true or false',
  'field.field_object': '{field} must be an object',
  'field.field_list': '{field} must be a list',
  'field.field_not_valid': '{field} is not valid',
  'field.field_cannot_negative': '{field} cannot be negative',
  'field.field_cannot_more_than_max': '{field} cannot be more than {max}',
  'field.field_can_have_most_2': '{field} can have at most 2 decimals',
  'field.request_text': 'The request must be text',
  'field.request_number': 'The request must be a number',
  'field.request_whole_number': 'The request must be a whole number',
  'field.request_true_false': 'The request must be true or false',
  'field.request_object': 'The request must be an object',
  'field.request_list': 'The request must be a list',
  'field.request_not_valid': 'The request is not valid',
  'field.too_long': 'Too long',
  'field.page_whole_number': 'Page must be a whole number',
  'field.page_1_more': 'Page must be 1 or more',
  'field.page_most_max': 'Page must be at most {max}',
  'field.page_too_large': 'Page is too large',
  'field.limit_whole_number': 'Limit must be a whole number',
  'field.limit_1_more': 'Limit must be 1 or more',
  'field.limit_most_max': 'Limit must be at most {max}',
  'field.search_text_most_max_characters': 'Search text must be at most {max} characters',
  'field.type_least_min_characters_search': 'Type at least {min} characters to search',
  'field.filter_value_too_long': 'Filter value is too long',
  'field.choose_most_max_values_label': 'Choose at most {max} values for {label}',
  'field.unknown_sort_order': 'Unknown sort order',
  'field.maximum_price_number': 'Maximum price must be a number',
  'field.maximum_price_0_more': 'Maximum price must be 0 or more',
  'field.minimum_discount_number': 'Minimum discount must be a number',
  'field.minimum_discount_between_0_100': 'Minimum discount must be between 0 and 100',

  // Accounts and sign-in
  'account.email_required': 'Email is required',
  'account.email_format_invalid': 'Email format is invalid',
  'account.password_required': 'Password is required',
  'account.password_least_6_characters': 'Password must be at least 6 characters',
  'account.password_most_max_characters': 'Password must be at most {max} characters',
  'account.confirm_password': 'Please confirm your password',
  'account.passwords_do_not_match': 'Passwords do not match',
  'account.full_name_required': 'Full name is required',
  'account.full_name_too_long': 'Full name is too long',
  'account.enter_valid_name_2_50': 'Please enter a valid name (2-50 characters, letters only)',
  'account.enter_valid_uae_mobile_number':
    'Please enter a valid UAE mobile number (e.g., +971 50 123 4567)',
  'account.zip_code_exactly_5_digits': 'ZIP code must be exactly 5 digits.',
  EMAIL_TAKEN: 'An account with this email already exists',
  'account.invalid_email_password': 'Invalid email or password',
  'account.invalid_username_password': 'Invalid username or password.',
  'account.enter_both_username_password': 'Please enter both username and password.',
  'account.username_most_max_characters': 'Username must be at most {max} characters',
  INVALID_CODE: 'Invalid OTP',
  GOOGLE_TOKEN_INVALID: 'Google login failed',
  GOOGLE_RACE: 'Google login failed!',
  'account.google_login_failed_no_credential': 'Google login failed - no credential received',
  GOOGLE_EMAIL_UNVERIFIED: 'Google login failed: your Google email address is not verified',
  'account.no_credential_received_from_google': 'No credential received from Google.',
  'account.google_sign_not_enabled': 'Google sign-in is not enabled',
  'account.user_not_found': 'User not found',
  GOOGLE_ACCOUNT_MISMATCH: 'This email is linked to another Google account',

  // Addresses
  'address.address_id_required': 'Address id is required',
  ADDRESS_NOT_FOUND: 'Address not found',
  'address.address_too_long': 'Address is too long',
  'address.address_least_5_characters_long': 'Address must be at least 5 characters long',
  'address.area_required': 'Area is required',
  'address.area_name_too_long': 'Area name is too long',
  'address.building_number_required': 'Building number is required',
  'address.building_number_too_long': 'Building number is too long',
  'address.city_required': 'City is required',
  'address.city_name_too_long': 'City name is too long',
  'address.street_name_required': 'Street name is required',
  'address.street_name_too_long': 'Street name is too long',
  'address.emirate_selection_required': 'Emirate selection is required',
  'address.mobile_number_required': 'Mobile number is required',
  'address.select_home_work': 'Please select Home or Work',
  'address.po_box_should_contain_only': 'PO Box should contain only numbers (max 6 digits)',
  'address.default_address_true_false': 'Default address must be true or false',
  ADDRESS_LIMIT: 'You can save up to {max} addresses',
  'address.fill_all_fields': 'Please fill in all fields',
  'address.fill_all_required_fields': 'Please fill in all required fields.',

  // Catalogue, bag and wishlist
  PRODUCT_NOT_FOUND: 'Product not found',
  'bag.product_id_required': 'Product id is required',
  'bag.invalid_product_id': 'Invalid product ID',
  OFFER_NOT_FOUND: 'Offer not found.',
  'bag.offer_id_required': 'Offer id is required',
  CART_LINE_NOT_FOUND: 'Product not found in cart',
  CART_EMPTY: 'Your cart is empty.',
  'bag.select_color': 'Please select a color',
  'bag.select_size': 'Please select a size',
  BAD_COLOR: 'That colour is not available for this product',
  BAD_SIZE: 'That size is not available for this product',
  OUT_OF_STOCK: "Sorry, '{name}' is out of stock.",
  'bag.only_count_items_available_stock': 'Only {count} items available in stock.',
  'bag.only_count_items_stock': 'Only {count} items in stock',
  'bag.only_count_left_name': "Only {count} left of '{name}'",
  'bag.quantity_whole_number_least_1': 'Quantity must be a whole number of at least 1',
  'bag.quantity_can_most_max': 'Quantity can be at most {max}',

  // Checkout, payments and the wallet
  ADDRESS_REQUIRED: 'Please select a delivery address',
  'checkout.select_payment_method': 'Please select a payment method',
  'checkout.bag_changed_total_now_total':
    'Your bag changed: the total is now {total}. Please check it and place the order again.',
  ORDER_TOO_LARGE: 'An order can come to at most {max}. Please remove some items from your bag.',
  'checkout.you_already_have_count_unpaid':
    'You already have {count} unpaid cash on delivery orders. Please pay by card or wallet, or wait until one is delivered.',
  'checkout.cash_delivery_available_up_max':
    'Cash on delivery is available for up to {max} due at the door. Please pay by card or wallet.',
  'checkout.cash_delivery_available_up_max_2':
    'Cash on delivery is available for up to {max} due at the door, across your open orders. Please pay by card or wallet, or wait until an earlier order is delivered.',
  'checkout.cash_delivery_available_up_count':
    "Cash on delivery is available for up to {count} of '{name}' across your open orders. Please pay by card or wallet, or order fewer.",
  PAYMENT_NOT_CONFIRMED: 'Payment not confirmed',
  'checkout.payment_not_found': 'Payment not found',
  'checkout.payment_reference_required': 'Payment reference is required',
  'checkout.payment_reference_too_long': 'Payment reference is too long',
  PAYMENT_MISMATCH: 'Payment amount does not match the order',
  'checkout.amount_required': 'Amount is required',
  'checkout.amount_whole_number_fils_aed': 'Amount must be a whole number of fils (AED times 100)',
  INVALID_CARD_NUMBER: 'Your card number is invalid.',
  EXPIRED_CARD: 'Your card has expired.',
  'checkout.card_has_insufficient_funds': 'Your card has insufficient funds.',
  'checkout.card_declined': 'Your card was declined.',
  'checkout.card_s_expiration_date_invalid': "Your card's expiration date is invalid.",
  'checkout.card_s_security_code_invalid': "Your card's security code is invalid.",
  CARD_PAYMENTS_OFF:
    'Card payments are not available in this store. Please choose another payment method.',
  PAYMENT_PROVIDER_UNAVAILABLE:
    'Card payments are unavailable right now. Please try again in a moment or choose another payment method.',
  'checkout.payment_refunded_card_pay_again':
    'This payment was refunded to your card. Please pay again.',
  'checkout.payment_refunded_when_order_cancelled':
    'This payment was refunded when its order was cancelled. Please pay again.',
  'checkout.wallet_balance_insufficient': 'Wallet balance is insufficient',
  PAYMENT_IN_PROGRESS: 'A wallet payment is already in progress. Please try again.',
  PAYMENT_FAILED: 'This order was not paid from the wallet.',
  // A refusal after the card was charged: {message} is the refusal, itself a message
  'checkout.refused_card_refunded': '{message}. Your card payment of {amount} was refunded.',
  // The card provider's events (webhooks)
  EVENT_NOT_HANDLED: 'The event could not be handled right now; please deliver it again.',
  'checkout.event_signature_missing': 'The Stripe-Signature header is missing.',
  'checkout.event_body_missing': 'The event body is missing.',
  'checkout.event_signature_mismatch': 'The Stripe-Signature does not match this event.',
  WEBHOOK_EVENT_INVALID: 'The event is missing its id, type or data, or one of them is not valid.',

  // Orders, delivery codes and returns, in their own file
  ...ORDER_MESSAGES_EN,

  // The back office's own messages, kept in their own file
  ...CONSOLE_MESSAGES_EN,
  ...ACCOUNT_MESSAGES_EN,
  // Promotions and codes, in their own file
  ...PROMOTION_MESSAGES_EN,
  ...PAY_LATER_MESSAGES_EN,
  ...MARKETING_MESSAGES_EN,
  ...TWO_STEP_MESSAGES_EN,
  ...STAFF_MESSAGES_EN,
  ...EXCHANGE_MESSAGES_EN,
  // Why a code on the bag stops an order: the rules' own words (codeRefusalMessage)
  ...refusalKeys(CODE_REFUSAL_EN),
} as const satisfies Catalogue;

/** The rules' refusal words under API keys: 'promotion.refused.ended' and so on. */
export function refusalKeys<T extends Record<string, string>>(words: T) {
  return Object.fromEntries(
    Object.entries(words).map(([reason, text]) => [`promotion.refused.${reason}`, text]),
  ) as { [K in keyof T & string as `promotion.refused.${K}`]: T[K] };
}

export type ApiMessageKey = keyof typeof API_MESSAGES_EN;
export type ConsoleMessageKey = keyof typeof CONSOLE_MESSAGES_EN;
export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES_EN;
export type PromotionMessageKey = keyof typeof PROMOTION_MESSAGES_EN;
export type PayLaterMessageKey = keyof typeof PAY_LATER_MESSAGES_EN;
export type MarketingMessageKey = keyof typeof MARKETING_MESSAGES_EN;
export type TwoStepMessageKey = keyof typeof TWO_STEP_MESSAGES_EN;
export type StaffMessageKey = keyof typeof STAFF_MESSAGES_EN;
export type ExchangeMessageKey = keyof typeof EXCHANGE_MESSAGES_EN;
export type OrderMessageKey = keyof typeof ORDER_MESSAGES_EN;
