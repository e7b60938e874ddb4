import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The built web app's page, as small as it can be: its head is what the server adds to. */
export const STAND_IN_PAGE =
  '<!doctype html><html lang="en" dir="ltr"><head>' +
  '<meta name="description" content="Modern fashion" /><title>Souq Style</title>' +
  '<script type="module" src="/assets/app.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** A server bundle that renders every page as its address, for tests of what is around it. */
const STAND_IN_BUNDLE = `
export async function renderPage(url) {
  return '<main data-url="' + url + '">page</main>';
}
`;

/**
 * A stand-in for the built web app (`apps/web/dist` and its server bundle) in a fresh folder:
 * `webDistDir` for buildTestApp, and `remove` when the test file is done. `arabicPage`, when
 * given, is the build's ar.html (the Arabic pages' own entry script, decision 93).
 */
export async function standInWebApp(
  page = STAND_IN_PAGE,
  bundle = STAND_IN_BUNDLE,
  arabicPage?: string,
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'store-web-stand-in-'));
  await mkdir(path.join(dir, 'dist'));
  await mkdir(path.join(dir, 'dist-server'));
  await writeFile(path.join(dir, 'dist', 'index.html'), page);
  if (arabicPage !== undefined) await writeFile(path.join(dir, 'dist', 'ar.html'), arabicPage);
  await writeFile(path.join(dir, 'dist-server', 'entry-server.js'), bundle);
  return {
    webDistDir: path.join(dir, 'dist'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
