import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The storefront's style sheets (the back office's under admin/ are checked on their own). */
function storefrontCss(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : storefrontCss(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

// Properties and values that mean "left" or "right" whatever the reading direction. The
// storefront mirrors for Arabic through logical properties (decision 43): inline-start/end.
const PHYSICAL =
  /(?<![-\w])(?:left|right)\s*:|(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)\b|border-(?:top|bottom)-(?:left|right)-radius|(?:text-align|float|clear)\s*:\s*(?:left|right)\b/;

describe('storefront styles', () => {
  it('use logical properties, never physical left and right', () => {
    const files = storefrontCss(SRC);
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({
          line: line.replace(/\/\*.*?\*\//g, ''),
          at: `${path.relative(SRC, file)}:${i + 1}`,
        }))
        .filter(({ line }) => PHYSICAL.test(line))
        .map(({ at, line }) => `${at} ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('would catch a physical property', () => {
    for (const css of ['left: 0;', 'margin-left: 1rem;', 'text-align: right;', 'padding-right:0']) {
      expect(PHYSICAL.test(css)).toBe(true);
    }
    for (const css of ['inset-inline-start: 0;', 'margin-inline: auto;', 'text-align: start;']) {
      expect(PHYSICAL.test(css)).toBe(false);
    }
  });
});
