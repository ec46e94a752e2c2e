import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filterCompactRules, type IndexedCMPRuleset } from '@duckduckgo/autoconsent';
import type { BrowserContext, Frame } from 'playwright-core';
import { z } from 'zod';

/**
 * Cookie and consent banners are dismissed (opted out of) with DuckDuckGo's autoconsent: its
 * content script runs in every frame of the page and talks to us through a binding, as its
 * Playwright runner does; we answer with its rules and run the snippets it asks for.
 */

const packageDir = dirname(fileURLToPath(import.meta.resolve('@duckduckgo/autoconsent')));
const COMPACT_RULES = JSON.parse(
  readFileSync(
    fileURLToPath(import.meta.resolve('@duckduckgo/autoconsent/rules/compact-rules.json')),
    'utf8',
  ),
) as IndexedCMPRuleset;

/**
 * The content script, given the untracked timer functions of RENDER_WATCH_SCRIPT so that its
 * own waiting (it polls for banners) does not count as the page still drawing.
 */
const CONTENT_SCRIPT = `(() => {
  const watch = window[Symbol.for('swipestack.render')];
  (function (setTimeout, clearTimeout) {
    ${readFileSync(join(packageDir, 'autoconsent.playwright.js'), 'utf8')
      .replaceAll('window.setTimeout', 'setTimeout')
      .replaceAll('window.clearTimeout', 'clearTimeout')}
  })(
    watch ? watch.setTimeout : window.setTimeout.bind(window),
    watch ? watch.clearTimeout : window.clearTimeout.bind(window),
  );
})()`;

const CONFIG = {
  enabled: true,
  autoAction: 'optOut',
  disabledCmps: [],
  enablePrehide: false,
  enableCosmeticRules: true,
  enableGeneratedRules: true,
  enableHeuristicDetection: false,
  heuristicMode: 'off',
  detectRetries: 10,
  isMainWorld: false,
  visualTest: false,
  logs: {
    lifecycle: false,
    rulesteps: false,
    detectionsteps: false,
    evals: false,
    errors: false,
    messages: false,
    waits: false,
  },
};

/** A page cannot make us run snippets for ever. */
const MAX_EVALS = 200;
const MAX_DISMISSED = 10;

const message = z.discriminatedUnion('type', [
  z.object({ type: z.literal('init') }),
  z.object({ type: z.literal('eval'), id: z.string().max(100), code: z.string().max(100_000) }),
  z.object({
    type: z.literal('report'),
    state: z.object({ lifecycle: z.string(), findCmpAttempts: z.number() }),
  }),
  z.object({ type: z.literal('popupFound'), cmp: z.string() }),
  z.object({ type: z.literal('autoconsentDone'), cmp: z.string(), isCosmetic: z.boolean() }),
]);

export type ConsentDismissed = { cmp: string; hidden: boolean };

/** Lifecycle states in which autoconsent is still deciding or acting in the main frame. */
const WORKING = new Set([
  'loading',
  'initialized',
  'waitingForInitResponse',
  'cmpDetected',
  'openPopupDetected',
  'runningOptOut',
]);

const reply = (frame: Frame, answer: unknown) =>
  frame
    .evaluate(
      `window.autoconsentReceiveMessage && window.autoconsentReceiveMessage(${JSON.stringify(answer)})`,
    )
    .catch(() => {});

/**
 * Sets autoconsent up in `context` (before its first page). `busy()` is true while it is
 * still looking (first passes) or dismissing a banner in the main frame; `dismissed()` lists
 * the banners it dismissed (by clicking, or hiding them when the rule only hides).
 */
export async function dismissConsentBanners(context: BrowserContext) {
  const dismissed: ConsentDismissed[] = [];
  let mainState: { lifecycle: string; findCmpAttempts: number } | null = null;
  let evals = 0;

  await context.exposeBinding('autoconsentSendMessage', async ({ frame }, raw: unknown) => {
    const parsed = message.safeParse(raw);
    if (!parsed.success) return;
    const msg = parsed.data;
    const mainFrame = frame.parentFrame() === null;
    switch (msg.type) {
      case 'init':
        return reply(frame, {
          type: 'initResp',
          config: CONFIG,
          rules: { compact: filterCompactRules(COMPACT_RULES, { url: frame.url(), mainFrame }) },
        });
      case 'eval': {
        evals += 1;
        const result =
          evals > MAX_EVALS ? false : await frame.evaluate(msg.code).catch(() => false);
        return reply(frame, { type: 'evalResp', id: msg.id, result: result ?? null });
      }
      case 'report':
        if (mainFrame) mainState = msg.state;
        return;
      case 'autoconsentDone': {
        const cmp = msg.cmp.slice(0, 100);
        if (dismissed.length < MAX_DISMISSED && !dismissed.some((d) => d.cmp === cmp)) {
          dismissed.push({ cmp, hidden: msg.isCosmetic });
        }
        return;
      }
      default:
        return;
    }
  });
  await context.addInitScript({ content: CONTENT_SCRIPT });

  return {
    busy() {
      if (!mainState) return true;
      const { lifecycle, findCmpAttempts } = mainState;
      return WORKING.has(lifecycle) || (lifecycle === 'started' && findCmpAttempts < 2);
    },
    dismissed: () => [...dismissed],
  };
}
