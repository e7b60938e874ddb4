import { creditNoteParamsSchema, orderDocumentParamsSchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { userIdOf } from '#platform/auth';
import { parseInput } from '#platform/validation';
import { sendPdf } from '#modules/invoices';
import {
  adminCreditNote,
  adminInvoice,
  creditNotePdfForOrder,
  invoicePdfForOrder,
  packingSlip,
  shopperCreditNote,
  shopperInvoice,
} from './order-documents';

const pdf = (summary: string, description?: string) => ({
  openapi: { summary, ...(description ? { description } : {}), response: 'application/pdf (A4)' },
});

/** The orders' tax invoices, credit notes and packing slips as PDFs. */
export async function orderDocumentRoutes(app: FastifyInstance) {
  // The mail sent when an invoice is issued carries it: read as issued when the mail leaves.
  app.mailOutbox.registerAttachment('invoice', (db, ref) => invoicePdfForOrder(db, ref.orderId));
  // The mail telling of a refund or a credit carries the credit note that records it.
  app.mailOutbox.registerAttachment('credit_note', (db, ref) =>
    ref.number ? creditNotePdfForOrder(db, ref.orderId, ref.number) : Promise.resolve(null),
  );
  app.get(
    '/api/order/:orderid/invoice',
    {
      preHandler: app.requireCustomer,
      config: pdf(
        "The shopper's own order's tax invoice",
        '404 for an order of another shopper and for one not invoiced yet (cash orders are invoiced on delivery).',
      ),
    },
    async (request, reply) => {
      const { orderid } = parseInput(orderDocumentParamsSchema, request.params);
      return sendPdf(reply, await shopperInvoice(app.db, userIdOf(request), orderid));
    },
  );

  app.get(
    '/api/order/:orderid/credit-notes/:number',
    {
      preHandler: app.requireCustomer,
      config: pdf(
        "One of the shopper's own order's tax credit notes (CN-000001)",
        'Issued when a paid order is cancelled or a return is credited; 404 for an order of another shopper and for a number the order does not have.',
      ),
    },
    async (request, reply) => {
      const { orderid, number } = parseInput(creditNoteParamsSchema, request.params);
      return sendPdf(reply, await shopperCreditNote(app.db, userIdOf(request), orderid, number));
    },
  );

  const admin = { preHandler: app.requireAdmin };

  app.get(
    '/api/admin/orders/:orderid/invoice',
    {
      ...admin,
      config: { ...pdf("An order's tax invoice, as issued"), permission: 'invoices:read' },
    },
    async (request, reply) => {
      const { orderid } = parseInput(orderDocumentParamsSchema, request.params);
      return sendPdf(reply, await adminInvoice(app.db, orderid));
    },
  );

  app.get(
    '/api/admin/orders/:orderid/credit-notes/:number',
    {
      ...admin,
      config: {
        ...pdf("One of an order's tax credit notes (CN-000001)"),
        permission: 'invoices:read',
      },
    },
    async (request, reply) => {
      const { orderid, number } = parseInput(creditNoteParamsSchema, request.params);
      return sendPdf(reply, await adminCreditNote(app.db, orderid, number));
    },
  );

  app.get(
    '/api/admin/orders/:orderid/packing-slip',
    {
      ...admin,
      config: {
        ...pdf('The packing slip for the courier: address and items, no prices'),
        permission: 'orders:packing-slips',
      },
    },
    async (request, reply) => {
      const { orderid } = parseInput(orderDocumentParamsSchema, request.params);
      return sendPdf(reply, await packingSlip(app.db, orderid));
    },
  );
}
