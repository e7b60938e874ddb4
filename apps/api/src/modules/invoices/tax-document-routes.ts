import {
  creditNoteParamsSchema,
  orderDocumentParamsSchema,
  vatReportQuerySchema,
} from '@store/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PRIVATE_NO_STORE } from '#platform/cache-headers';
import { parseInput } from '#platform/validation';
import {
  adminCreditNote,
  adminInvoice,
  creditNotePdfForOrder,
  invoicePdfForOrder,
  packingSlip,
  shopperCreditNote,
  shopperInvoice,
  type PdfFile,
} from './tax-documents';
import { vatReport, vatReportCsv } from './vat-report';
import { userIdOf } from '#platform/auth';

/** A download: never kept by a browser or a proxy, saved under the document's own name. */
function sendFile(
  reply: FastifyReply,
  file: { filename: string; content: Buffer | string },
  type: string,
) {
  return reply
    .header('cache-control', PRIVATE_NO_STORE)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .type(type)
    .send(file.content);
}
const sendPdf = (reply: FastifyReply, file: PdfFile) => sendFile(reply, file, 'application/pdf');

const pdf = (summary: string, description?: string) => ({
  openapi: { summary, ...(description ? { description } : {}), response: 'application/pdf (A4)' },
});

/** Tax invoices, credit notes and packing slips as PDFs, and the VAT return's figures. */
export async function taxDocumentRoutes(app: FastifyInstance) {
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
      return sendPdf(reply, await shopperInvoice(app, userIdOf(request), orderid));
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
      return sendPdf(reply, await shopperCreditNote(app, userIdOf(request), orderid, number));
    },
  );

  const admin = { preHandler: app.requireAdmin };

  app.get(
    '/api/admin/orders/:orderid/invoice',
    { ...admin, config: pdf("An order's tax invoice, as issued") },
    async (request, reply) => {
      const { orderid } = parseInput(orderDocumentParamsSchema, request.params);
      return sendPdf(reply, await adminInvoice(app, orderid));
    },
  );

  app.get(
    '/api/admin/orders/:orderid/credit-notes/:number',
    { ...admin, config: pdf("One of an order's tax credit notes (CN-000001)") },
    async (request, reply) => {
      const { orderid, number } = parseInput(creditNoteParamsSchema, request.params);
      return sendPdf(reply, await adminCreditNote(app, orderid, number));
    },
  );

  app.get(
    '/api/admin/orders/:orderid/packing-slip',
    { ...admin, config: pdf('The packing slip for the courier: address and items, no prices') },
    async (request, reply) => {
      const { orderid } = parseInput(orderDocumentParamsSchema, request.params);
      return sendPdf(reply, await packingSlip(app, orderid));
    },
  );

  app.get(
    '/api/admin/reports/vat',
    {
      ...admin,
      config: {
        openapi: {
          summary: "A Dubai month's VAT return figures per emirate (boxes 1a to 1g)",
          description:
            'Invoices issued in the month less its credit notes, per emirate of the delivery address; format=csv gives one row per emirate and a total row.',
          query: vatReportQuerySchema,
          response: '{success, report: {month, currency, rows, total}} or text/csv',
        },
      },
    },
    async (request, reply) => {
      const { month, format } = parseInput(vatReportQuerySchema, request.query);
      const report = await vatReport(app.db, month);
      if (format === 'csv') {
        return sendFile(
          reply,
          { filename: `vat-return-${month}.csv`, content: vatReportCsv(report) },
          'text/csv; charset=utf-8',
        );
      }
      return { success: true, report };
    },
  );
}
