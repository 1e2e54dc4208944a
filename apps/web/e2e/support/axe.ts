import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * axe-core's serious and critical findings, one line each (rule, help, where): on the whole page, or
 * only inside the elements `selector` matches (a dialog, a popup list). axe-core is injected as a
 * plain script, no wrapper package: evaluated through the DevTools protocol rather than added as a
 * <script> tag, which the console's Content-Security-Policy (script-src 'self') rightly refuses.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  // After a client-side navigation the new page's <title> follows its content (Next streams the
  // metadata): the page is checked once the tab shows a title, as the visitor sees it settle.
  if (selector === undefined) await expect(page).toHaveTitle(/\S/);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(include === null ? document : { include: [include] }, { resultTypes: ['violations'] })).violations;
  }, selector ?? null);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
