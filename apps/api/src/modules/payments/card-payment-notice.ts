import { formatFils } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { mailLayout, STORE_NAME, type MailMessage } from '../../platform/mail';
import { findUserById } from '../auth/auth-repository';
import { notifyInfo } from '../notifications/notification-service';

/** What became of a card payment whose browser never came back to place its order. */
export type CardPaymentNotice =
  | { kind: 'placed'; userId: string; orderId: string; orderid: string; totalFils: number }
  | { kind: 'refunded'; userId: string; amountFils: number };

function message(notice: CardPaymentNotice): string {
  return notice.kind === 'placed'
    ? `Your card payment of ${formatFils(notice.totalFils)} went through and order ${notice.orderid} is placed.`
    : `Your card payment of ${formatFils(notice.amountFils)} went through, but your order could not be placed because an item sold out or its price changed. The money is being refunded to your card.`;
}

function cardPaymentMail(to: string, fullname: string, notice: CardPaymentNotice): MailMessage {
  const heading =
    notice.kind === 'placed' ? 'Your order is placed' : 'Your card payment is refunded';
  const greeting = `Hello ${fullname},`;
  const intro = message(notice);
  const outro = [
    notice.kind === 'placed'
      ? 'You can follow it under My Orders.'
      : 'Refunds usually reach your card within 5 to 10 days.',
    `The ${STORE_NAME} team`,
  ];
  return {
    to,
    subject: notice.kind === 'placed' ? `Order ${notice.orderid} is placed` : heading,
    text: [greeting, '', intro, '', ...outro].join('\n'),
    html: mailLayout({ heading, intro: `${greeting} ${intro}`, outro }),
  };
}

/**
 * Tells the shopper what became of a card payment the webhook or the background check settled:
 * a notification now, and a mail sent after it, through today's mailer. The one place the
 * outbox will take over (mails-shipping's queue), so nothing else here sends mail.
 */
export async function notifyShopperOfCardPayment(
  app: FastifyInstance,
  notice: CardPaymentNotice,
): Promise<void> {
  await notifyInfo(app, {
    userId: notice.userId,
    ...(notice.kind === 'placed' ? { orderId: notice.orderId } : {}),
    message: message(notice),
  });
  void app.runInBackground('card payment mail', async () => {
    const user = await findUserById(app.db, notice.userId);
    if (user) await app.mailer.send(cardPaymentMail(user.email, user.fullname, notice));
  });
}
