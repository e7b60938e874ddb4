import { isPayLaterMethod } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '#platform/errors';
import { adminOrderJsonOf } from './admin-order-json';
import { capturePayLater } from './order-pay-later';
import { findOrderByRef } from './order-repository';

/** The owner's retry of a pending pay-later capture; the answer shows where it now stands. */
export async function retryCapture(app: FastifyInstance, ref: string) {
  const found = await findOrderByRef(app.db, ref);
  if (!found) throw notFound('Order not found');
  if (!isPayLaterMethod(found.paymentMethod)) {
    throw new AppError(
      'conflict',
      'This order was not paid with Tabby or Tamara.',
      'NOT_PAY_LATER_ORDER',
    );
  }
  if (found.captureState !== 'pending') {
    throw new AppError('conflict', 'This order has no capture to retry.', 'CAPTURE_NOT_OWED');
  }
  return adminOrderJsonOf(app, await capturePayLater(app, found));
}
