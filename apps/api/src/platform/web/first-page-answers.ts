import { FIRST_PAGE_ANSWERS_ID, firstPageCalls } from '@store/domain';
import type { FastifyInstance } from 'fastify';

/**
 * The app's page with the answers to the catalogue calls its route loaders make first
 * (`firstPageCalls`), so a phone renders its first page without a round trip for the data after
 * the scripts have run. Each call runs through the API itself (`inject`), with its caching and
 * its rules; only successful answers are sent, anything else the browser asks for as before.
 */
export async function withFirstPageAnswers(
  app: FastifyInstance,
  page: string,
  url: string,
): Promise<string> {
  const { pathname, search } = new URL(url, 'http://store.invalid');
  const calls = firstPageCalls(pathname, search);
  if (calls.length === 0) return page;
  const answers = await Promise.all(
    calls.map(async (call) => {
      const res = await app.inject({ method: 'GET', url: `/api${call}` });
      const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
      return res.statusCode === 200 && json ? `${JSON.stringify(call)}:${res.body}` : null;
    }),
  );
  // JSON has `<` only inside strings, where \u003c means the same: no `</script>` can close it.
  const json = `{${answers.filter((a) => a !== null).join(',')}}`.replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="${FIRST_PAGE_ANSWERS_ID}">${json}</script>`;
  const end = page.lastIndexOf('</body>');
  return end === -1 ? page + script : page.slice(0, end) + script + page.slice(end);
}
