import { z } from 'zod';
import type { CaptureResult } from '../../capture/capture-page.js';
import { TEXT_LIMIT } from '../../capture/capture-page.js';

/**
 * What a page capture did beyond its pictures (the `captureReport` column): why it is
 * partial, the limits that cut it, the consent banners and full-page overlay dismissed and
 * how many requests the guard refused. Only what applied is present.
 */
const captureReport = z.object({
  partialReason: z.string().optional(),
  heightLimit: z.object({ pageHeight: z.number().int(), keptHeight: z.number().int() }).optional(),
  textLimit: z.object({ length: z.number().int(), kept: z.number().int() }).optional(),
  consentDismissed: z.array(z.object({ cmp: z.string(), hidden: z.boolean() })).optional(),
  overlayDismissed: z.object({ button: z.string().nullable(), hidden: z.boolean() }).optional(),
  blockedRequests: z.number().int().optional(),
});

export type CaptureReport = z.infer<typeof captureReport>;

/** The report of a page capture. */
export function captureReportOf(page: CaptureResult): CaptureReport {
  return {
    ...(page.partial ? { partialReason: page.partial } : {}),
    ...(page.height.page > page.height.kept
      ? { heightLimit: { pageHeight: page.height.page, keptHeight: page.height.kept } }
      : {}),
    ...(page.textLength > TEXT_LIMIT
      ? { textLimit: { length: page.textLength, kept: page.text.length } }
      : {}),
    ...(page.consent.length ? { consentDismissed: page.consent } : {}),
    ...(page.overlay ? { overlayDismissed: page.overlay } : {}),
    ...(page.blockedRequests.length ? { blockedRequests: page.blockedRequests.length } : {}),
  };
}

/** The stored report, or null when there is none (or it has a shape this code does not know). */
export function parseCaptureReport(value: unknown): CaptureReport | null {
  if (value === null || value === undefined) return null;
  const parsed = captureReport.safeParse(value);
  return parsed.success ? parsed.data : null;
}
