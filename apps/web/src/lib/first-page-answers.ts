import { FIRST_PAGE_ANSWERS_ID } from '@store/domain';

/** Answers older than this are fetched again: they were meant for the page's first render. */
const FRESH_MS = 30_000;

let answers: Map<string, unknown> | undefined;
/** Set while the server renders a page: its answers, instead of the page's element. */
let serverAnswers: Map<string, unknown> | undefined;

/**
 * For the server's render of a page (entry-server.tsx): the loaders' calls are answered from
 * `given` until the returned function is called. One render at a time uses it.
 */
export function answerFromServer(given: Record<string, unknown>): () => void {
  serverAnswers = new Map(Object.entries(given));
  return () => {
    serverAnswers = undefined;
  };
}

/** The JSON object the server put in the page's script element `id`; {} when none or broken. */
export function pageJson(id: string): Record<string, unknown> {
  try {
    return JSON.parse(document.getElementById(id)?.textContent || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

const readAnswers = () => new Map(Object.entries(pageJson(FIRST_PAGE_ANSWERS_ID)));

/**
 * The server's answer to a catalogue call that the first page's route loaders make, sent with
 * the page (see the server's first-page answers), so a phone renders without waiting a round
 * trip for it. Each answer is used once, by the first GET of the same path.
 */
export function takeFirstPageAnswer(path: string): { value: unknown } | undefined {
  if (serverAnswers)
    return serverAnswers.has(path) ? { value: serverAnswers.get(path) } : undefined;
  if (typeof document === 'undefined' || performance.now() > FRESH_MS) return undefined;
  answers ??= readAnswers();
  if (!answers.has(path)) return undefined;
  const value = answers.get(path);
  answers.delete(path);
  return { value };
}
