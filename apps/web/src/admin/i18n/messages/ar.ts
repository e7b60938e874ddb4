/**
 * The back office's Arabic, loaded only when the console is switched to Arabic (index.ts imports
 * this file on demand). Every `ar-<feature>.ts` beside it is taken in, so a feature that adds
 * `en-<feature>.ts` (spread into en.ts) and its `ar-<feature>.ts` needs no change here; the unit
 * test (ar.test.ts) fails when any English key lacks its Arabic.
 */
const files = import.meta.glob<Record<string, Record<string, string>>>('./ar-*.ts', {
  eager: true,
});

export const adminAr: Readonly<Record<string, string>> = Object.assign(
  {},
  ...Object.values(files).flatMap((module) => Object.values(module)),
) as Record<string, string>;
