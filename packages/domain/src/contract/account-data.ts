import { z } from 'zod';
import { addressAnswer } from './addresses';
import { customerProfileAnswer } from './console';
import { aed, answer, isoDate, ok } from './fields';
import { consentChangeAnswer } from './marketing';
import { notificationAnswer } from './notifications';
import { orderAnswer } from './orders';
import { returnAnswer } from './returns';
import { walletMovementAnswer } from './wallet';

/**
 * Everything the store holds about one shopper, as GET /api/auth/my-data downloads it (and the
 * console's copy for the owner): the profile, the address book, every order with its lines and
 * promotions, every return, the whole wallet ledger, the notifications and the choices the store
 * records. Each part has the shape the shopper's own pages read.
 */
export const accountDataAnswer = answer({
  success: ok,
  exportedAt: isoDate,
  /** The name the download is saved under (my-data-2026-12-02.json). */
  filename: z.string(),
  profile: customerProfileAnswer.shape.customer.extend({ address: z.string().nullable() }),
  addresses: z.array(addressAnswer),
  orders: z.array(orderAnswer),
  returns: z.array(returnAnswer),
  wallet: answer({
    balance: aed,
    currency: z.string(),
    transactions: z.array(walletMovementAnswer),
  }),
  notifications: z.array(notificationAnswer),
  /**
   * The choices the store records about a shopper: the language of their pages and mails, and
   * whether it may mail them reminders and offers, with every time that consent was given or
   * withdrawn (oldest first). It sets no tracking cookie, so there is nothing else to consent to.
   */
  consent: answer({
    language: z.enum(['en', 'ar']),
    marketing: answer({ granted: z.boolean(), changes: z.array(consentChangeAnswer) }),
  }),
});
export type AccountData = z.output<typeof accountDataAnswer>;

/** POST /api/auth/delete-account/request: the code is on its way; what deleting will give up. */
export const accountDeletionRequestAnswer = answer({
  success: ok,
  message: z.string(),
  expiresAt: isoDate,
  /** The wallet balance the deletion gives up (AED), so the page can say so before the code. */
  walletBalance: aed,
});
export type AccountDeletionRequest = z.output<typeof accountDeletionRequestAnswer>;

/** The erasure done (the shopper's confirm, or the owner's erase): what went and what stayed. */
export const accountErasureAnswer = answer({
  success: ok,
  message: z.string(),
  erasure: answer({
    ordersKept: z.number().int(),
    invoicesKept: z.number().int(),
    walletForfeited: aed,
  }),
});
export type AccountErasure = z.output<typeof accountErasureAnswer>;
