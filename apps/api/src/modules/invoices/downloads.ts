import type { FastifyReply } from 'fastify';
import { PRIVATE_NO_STORE } from '#platform/cache-headers';
import type { PdfFile } from './tax-documents';

/** A download: never kept by a browser or a proxy, saved under the document's own name. */
export function sendFile(
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
export const sendPdf = (reply: FastifyReply, file: PdfFile) =>
  sendFile(reply, file, 'application/pdf');
