import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PDF's text as a reader copies it, through Debian's pdftotext (poppler-utils). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    // pdftotext marks right-to-left runs with Unicode embedding controls: keep the letters only.
    return stdout.replace(/[\u202A-\u202E]/g, '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** How many pages a PDF has, and their size in points (A4 is 595 x 842). */
export async function pdfPages(pdf: Buffer): Promise<{ pages: number; size: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-info-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdfinfo', [file]);
    const pages = Number(/Pages:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
    const size = /Page size:\s+([\d.]+ x [\d.]+)/.exec(stdout)?.[1] ?? '';
    return { pages, size };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface PdfWord {
  text: string;
  page: number;
  xMin: number;
  xMax: number;
  yMin: number;
}

/** Every word on a PDF's pages with its box in points, as `pdftotext -bbox` reads them. */
export async function pdfWords(pdf: Buffer): Promise<PdfWord[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-words-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', '-bbox', file, '-']);
    const words: PdfWord[] = [];
    stdout.split('<page ').forEach((page, index) => {
      const found = page.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
      );
      for (const [, xMin, yMin, xMax, text] of found) {
        words.push({
          text: unescapeXml(text ?? ''),
          page: index,
          xMin: Number(xMin),
          xMax: Number(xMax),
          yMin: Number(yMin),
        });
      }
    });
    return words;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
