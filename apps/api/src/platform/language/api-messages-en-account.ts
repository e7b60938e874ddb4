import type { Catalogue } from '@store/domain';

/**
 * The shopper's rights over their data in English: the download, the deletion code and why an
 * account cannot be erased yet. Part of API_MESSAGES_EN; their Arabic is api-messages-ar-account.ts.
 */
export const ACCOUNT_MESSAGES_EN = {
  'account.deletion_code_sent':
    'We have sent a 6-digit code to your email. Enter it to delete your account.',
  'account.deleted':
    'Your account is deleted and your personal data erased. The tax invoices the law requires are kept.',
  'account.erased_by_owner': "The customer's account is closed and their personal data erased.",
  ACCOUNT_CLOSED: 'This account is already closed.',
  OPEN_ORDER:
    'Order {ref} is not delivered yet. The account can be deleted once the order is delivered or cancelled.',
  OPEN_RETURN:
    'Return {ref} is still open. The account can be deleted once the return is completed.',
  CARD_PAYMENT_PENDING:
    'A card payment is still being settled. The account can be deleted in 15 minutes, once it has its order or its refund.',
} as const satisfies Catalogue;
