import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Accessibility problems axe rates serious or critical in `selector` (the whole page without).
 * Toasts are let go first: one caught fading out reads as low contrast.
 */
export async function seriousProblems(page: Page, selector?: string): Promise<string[]> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  const builder = selector ? new AxeBuilder({ page }).include(selector) : new AxeBuilder({ page });
  return (await builder.analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.target})`);
}
