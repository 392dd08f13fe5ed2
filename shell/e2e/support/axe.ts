import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** One rule axe-core found broken, with the elements that break it. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** What axe says is wrong, each different finding once (contrast: one per pair of colours). */
  findings: string[];
}

/**
 * The impacts that fail a check: a critical or serious violation keeps someone from using the
 * page; a moderate one makes it harder (a missing landmark, a heading out of order). Only minor
 * findings pass.
 */
export const BLOCKING_IMPACTS: readonly string[] = ['moderate', 'serious', 'critical'];

/**
 * Runs axe-core (every rule of its default set: WCAG 2.x A and AA, and its best practices) on
 * the page as it is now. The page's context must bypass the Content-Security-Policy, since axe
 * is added as an inline script.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const runner = (window as unknown as { axe: typeof axe }).axe;
    const results = await runner.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      findings: [...new Set(violation.nodes.map((node) => (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')))],
    }));
  });
}

export const blocking = (violations: AxeViolation[]) => violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''));

/** A compact list: one line per rule, its element count and the first few elements. */
export function describeViolations(where: string, violations: AxeViolation[]): string {
  if (violations.length === 0) return `${where}: none`;
  const lines = violations.map((v) => {
    const shown = v.targets.slice(0, 3).join(', ');
    const more = v.targets.length > 3 ? ` and ${v.targets.length - 3} more` : '';
    const findings = v.findings.slice(0, 4).map((finding) => `\n      ${finding}`);
    return `  - ${v.id} (${v.impact}) ${v.help}: ${v.targets.length} element(s): ${shown}${more}${findings.join('')}`;
  });
  return `${where}:\n${lines.join('\n')}`;
}
