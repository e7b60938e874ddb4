/**
 * English text the storefront shows from outside its catalogue: the API's success messages, the
 * domain's validation messages and labels (shared with the server). English pages show them as
 * they come; `localText` (i18n/shared-text.ts) finds them here to show their Arabic on Arabic
 * pages. Each value must be the exact English the domain or the API writes.
 */
export const enShared = {
  'shared.addedToCart': 'Product added to cart',
  'shared.removedFromCart': 'Product removed from cart.',
  'shared.addedToWishlist': 'Added to wishlist',
  'shared.removedFromWishlist': 'Removed from wishlist',
  'shared.orderCancelled': 'Order cancelled successfully',
  'shared.orderAlreadyCancelled': 'Order is already cancelled',
  'shared.cancelRequested':
    'Cancellation requested. We are asking the courier to bring your parcel back; your refund follows once it is back with us.',
  'shared.cancelAlreadyRequested':
    'Cancellation already requested. We will write to you once your parcel is back with us.',
  'shared.stockOut': 'out of stock',
  'shared.stockLow': 'Only {stock} left in stock — order soon!',
  'shared.stockIn': '{stock} In stock',

  'shared.reason.wrongSize': 'Wrong size ordered',
  'shared.reason.damaged': 'Product damaged',
  'shared.reason.notAsDescribed': 'Not as described',
  'shared.reason.changedMind': 'Changed my mind',
  'shared.reason.other': 'Other reason',

  'shared.addressTooLong': 'Address is too long',
  'shared.addressTooShort': 'Address must be at least 5 characters long',
  'shared.areaRequired': 'Area is required',
  'shared.areaTooLong': 'Area name is too long',
  'shared.buildingRequired': 'Building number is required',
  'shared.buildingTooLong': 'Building number is too long',
  'shared.cityRequired': 'City is required',
  'shared.cityTooLong': 'City name is too long',
  'shared.emailInvalid': 'Email format is invalid',
  'shared.emailRequired': 'Email is required',
  'shared.emirateRequired': 'Emirate selection is required',
  'shared.fullnameRequired': 'Full name is required',
  'shared.fullnameTooLong': 'Full name is too long',
  'shared.invalidLogin': 'Invalid email or password',
  'shared.mobileRequired': 'Mobile number is required',
  'shared.nameRequired': 'Name is required',
  'shared.poboxInvalid': 'PO Box should contain only numbers (max 6 digits)',
  'shared.passwordRequired': 'Password is required',
  'shared.passwordTooShort': 'Password must be at least 6 characters',
  'shared.passwordTooLong': 'Password must be at most 128 characters',
  'shared.passwordsDiffer': 'Passwords do not match',
  'shared.phoneDigits': 'Phone number must be exactly 10 digits',
  'shared.confirmPassword': 'Please confirm your password',
  'shared.mobileInvalid': 'Please enter a valid UAE mobile number (e.g., +971 50 123 4567)',
  'shared.nameInvalid': 'Please enter a valid name (2-50 characters, letters only)',
  'shared.homeOrWork': 'Please select Home or Work',
  'shared.selectAddress': 'Please select a delivery address',
  'shared.selectPayment': 'Please select a payment method',
  'shared.selectReason': 'Please select a reason for the return',
  'shared.selectReturnType': 'Please select a return type',
  'shared.specifyReason': 'Please specify your reason',
  'shared.quantityWhole': 'Quantity must be a whole number of at least 1',
  'shared.reasonTooLong': 'Reason is too long',
  'shared.streetRequired': 'Street name is required',
  'shared.streetTooLong': 'Street name is too long',
  'shared.zipDigits': 'ZIP code must be exactly 5 digits.',
} as const;
