import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated rather than added as a <script>: the store's Content-Security-Policy (rightly)
// refuses inline scripts.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** axe-core's violations on the page as it stands: every rule, or only `rules`. */
async function violations(page: Page, rules?: readonly string[]): Promise<Violation[]> {
  // Colours read mid-transition (a dialog fading in, a focused button changing colour) are not
  // the page's: let every finite animation and transition end first (a spinner's never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  return page.evaluate(async (only) => {
    type Axe = { run: (options: object) => Promise<{ violations: Violation[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    const options = only ? { runOnly: { type: 'rule', values: only } } : {};
    return (await axe.run(options)).violations;
  }, rules ?? null);
}

const described = (v: Violation) =>
  `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;

/** Serious and critical axe-core findings on the page as it stands. */
export async function seriousFindings(page: Page): Promise<string[]> {
  return (await violations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(described);
}

/**
 * Findings of the named axe-core rules whatever their impact: for the moderate ones an audit
 * still counts against the page, such as `heading-order` (a heading that skips a level).
 */
export async function findingsOf(page: Page, rules: readonly string[]): Promise<string[]> {
  return (await violations(page, rules)).map(described);
}

/** Whether the page scrolls sideways at its current width (it must not, down to 360 px). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth > root.clientWidth + 1;
  });
}
