import { at } from '@/admin/i18n';

/**
 * The uploader's message for a failed `POST /upload-product-images`:
 * fixed texts for 413, 401, 403, 404 and 5xx, otherwise the server's reason or the status.
 */
export function uploadErrorMessage(status: number, serverError: string | undefined): string {
  if (status === 413) return at('upload.tooLarge');
  if (status === 401) return at('upload.unauthorized');
  if (status === 403) return at('upload.forbidden');
  if (status === 404) return at('upload.notFound');
  if (status >= 500) return at('upload.serverError');
  return serverError?.trim() || at('upload.failedStatus', { status });
}

/** The server's `error` (or `message`) from a JSON body, if it has one. */
export function serverErrorOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string') return body.error;
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not JSON (a proxy's page): the status speaks instead
  }
  return undefined;
}
