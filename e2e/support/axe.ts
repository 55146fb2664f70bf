import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Every page checked by axe-core against WCAG 2.0 and 2.1, levels A and AA (docs/decisions.md, "Every
 * page checked by axe"): a serious or critical violation fails the page. Minor and moderate ones are
 * left to review.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS: readonly string[] = ['serious', 'critical'];
/** How many of a violation's elements the failure names: enough to find the component. */
const TARGETS_SHOWN = 3;

interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
  /** The first element's markup, shortened: enough to tell which component it is. */
  html: string;
  /** axe's reason for the first element (for contrast: the colours and the ratio). */
  why: string;
}

/** Runs axe on the page as it is and answers one line per serious or critical violation. */
async function violations(page: Page, where: string): Promise<string[]> {
  // Evaluated through the DevTools protocol rather than added as a <script>: the app's
  // Content-Security-Policy (script-src 'self') rightly refuses inline scripts, and stays as served.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Colours are measured once transitions have settled: a field's label fading in is not its colour.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const found = await page.evaluate(async (tags): Promise<Violation[]> => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      html: violation.nodes[0]?.html.slice(0, 200) ?? '',
      why: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
    }));
  }, WCAG_TAGS);
  return found
    .filter((violation) => FAILING_IMPACTS.includes(violation.impact ?? ''))
    .map((violation) => {
      const more = violation.targets.length > TARGETS_SHOWN ? ` (+${violation.targets.length - TARGETS_SHOWN} more)` : '';
      return `${where}: ${violation.id} [${violation.impact}] ${violation.help} — ${violation.targets.slice(0, TARGETS_SHOWN).join(' | ')}${more} — ${violation.html} — ${violation.why}`;
    });
}

export async function expectAccessible(page: Page, where: string): Promise<void> {
  let found = await violations(page, where);
  // Measured once more before failing: a render that landed just after the transitions were waited
  // for starts one of its own (a field enabled once its options arrive), and a label half-way
  // through fading is not its colour. What a person is left looking at is what must pass.
  if (found.length > 0) found = await violations(page, where);
  if (found.length > 0) expect.fail(`${found.length} serious or critical accessibility violations:\n${found.join('\n')}`);
}
