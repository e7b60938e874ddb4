import { FIRST_PAGE_ANSWERS_ID, firstPageCalls } from '@store/domain';
import type { FastifyInstance } from 'fastify';

/** A call's path (as the web app's api client builds it) and the API's JSON answer to it. */
export type FirstPageAnswer = readonly [call: string, body: string];

/**
 * The answers to the catalogue calls a storefront page's route loaders make first
 * (`firstPageCalls`), so a phone renders its first page without a round trip for the data after
 * the scripts have run. Each call runs through the API itself (`inject`), with its caching and
 * its rules; only successful answers are kept, anything else the browser asks for as before.
 */
export async function firstPageAnswers(
  app: FastifyInstance,
  url: string,
): Promise<{ answers: FirstPageAnswer[]; complete: boolean }> {
  const { pathname, search } = new URL(url, 'http://store.invalid');
  const calls = firstPageCalls(pathname, search);
  const answers = await Promise.all(
    calls.map(async (call) => {
      const res = await app.inject({ method: 'GET', url: `/api${call}` });
      const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
      return res.statusCode === 200 && json ? ([call, res.body] as const) : null;
    }),
  );
  const answered = answers.filter((a) => a !== null);
  return { answers: answered, complete: answered.length === calls.length };
}

/** The answers as the script element the web app reads them from, before `</body>`. */
export function withFirstPageAnswers(page: string, answers: readonly FirstPageAnswer[]): string {
  if (answers.length === 0) return page;
  const entries = answers.map(([call, body]) => `${JSON.stringify(call)}:${body}`);
  // JSON has `<` only inside strings, where \u003c means the same: no `</script>` can close it.
  const json = `{${entries.join(',')}}`.replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="${FIRST_PAGE_ANSWERS_ID}">${json}</script>`;
  const end = page.lastIndexOf('</body>');
  return end === -1 ? page + script : page.slice(0, end) + script + page.slice(end);
}
