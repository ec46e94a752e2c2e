import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Accessibility problems axe rates serious or critical in `selector` (the whole page without). */
export async function seriousProblems(page: Page, selector?: string): Promise<string[]> {
  const builder = selector ? new AxeBuilder({ page }).include(selector) : new AxeBuilder({ page });
  return (await builder.analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.target})`);
}
