import { lazy, type ComponentType } from 'react';

/** The loads lazy parts have started and not yet finished. */
const loading = new Set<Promise<unknown>>();

/**
 * React's `lazy` for a part a server-rendered page may show (the instalment lines, Notify me),
 * with its load kept track of. The server's `renderToString` cannot wait for a lazy part: its
 * first render of such a page leaves the part's boundary for the browser to render, so the
 * server waits for `partsLoaded` and renders the page again.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  return lazy(() => {
    const loaded = load();
    loading.add(loaded);
    const done = () => loading.delete(loaded);
    loaded.then(done, done);
    return loaded;
  });
}

/** Waits for every part load under way; false when none was. */
export async function partsLoaded(): Promise<boolean> {
  if (loading.size === 0) return false;
  await Promise.allSettled([...loading]);
  return true;
}
