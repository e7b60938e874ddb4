import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';

const run = promisify(execFile);

/**
 * Clicks `button` on `page`, takes the PDF it downloads and answers its file name and its text as
 * Debian's pdftotext reads it (bidi marks left out); fails when the file is not a PDF.
 */
export async function downloadPdfText(page: Page, button: Locator) {
  const saved = page.waitForEvent('download');
  await button.click();
  const download = await saved;
  const file = await download.path();
  if ((await readFile(file)).subarray(0, 5).toString() !== '%PDF-') {
    throw new Error(`${download.suggestedFilename()} is not a PDF`);
  }
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return { name: download.suggestedFilename(), text: stdout.replace(/[\u202A-\u202E]/g, '') };
}
