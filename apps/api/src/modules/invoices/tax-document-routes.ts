import { vatReportQuerySchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import { sendFile } from './downloads';
import { vatReport, vatReportCsv } from './vat-report';

/** The VAT return's figures (the orders module serves the documents themselves as PDFs). */
export async function taxDocumentRoutes(app: FastifyInstance) {
  const admin = { preHandler: app.requireAdmin };

  app.get(
    '/api/admin/reports/vat',
    {
      ...admin,
      config: {
        permission: 'reports:read',
        openapi: {
          summary: "A Dubai month's VAT return figures per emirate (boxes 1a to 1g)",
          description:
            "Invoices issued in the month less its credit notes, per emirate of the delivery address, with the sales before the promotions' discounts and the discounts as the invoices' lines record them (without VAT); format=csv gives one row per emirate and a total row.",
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
