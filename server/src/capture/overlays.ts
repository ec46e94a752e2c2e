import type { Page } from 'playwright-core';
import { z } from 'zod';

/**
 * A generic rule beside autoconsent (consent.ts), for walls no consent platform's rule knows:
 * a home-made cookie wall, a newsletter or sign-up modal. An overlay blocks the page when the
 * viewport's centre and corners all belong to fixed-position layers, one of them covers the
 * viewport, the page has text of its own outside them, and they hold a button that closes
 * them. That button is clicked, refusing where a choice is offered (as autoconsent opts out);
 * an overlay still there afterwards is hidden. Either way it is recorded in the capture report
 * and its text is no longer the page's.
 */

export type OverlayDismissed = {
  /** What its button said (at most 60 characters), or null when none could be clicked. */
  button: string | null;
  /** Hidden by a style rule: clicking did not take it away. */
  hidden: boolean;
};

/** Button wordings, best first: refusing, closing, then accepting. */
const WORDINGS = [
  /\b(reject|decline|refuse|deny|disagree)\b|only (strictly )?(necessary|essential|required)|(necessary|essential|required) (cookies )?only|continue without|no,? thanks|ablehnen|refuser|rechazar|rifiuta/i,
  /^(close|dismiss|skip|not now|maybe later|\u00d7|\u2715|\u2716|x)$|\bclose\b/i,
  /\b(accept|agree|allow|got it|understand|okay|ok|continue|i'?m in)\b|akzeptieren|accepter|aceptar|accetta/i,
];

/** How long a clicked overlay may take to go (a fade-out) before it is hidden. */
const GONE_WITHIN_MS = 1_500;

// Passed as strings: functions would be rewritten by tsx/esbuild (keepNames) with helpers that
// do not exist in the page. The found layers are marked with a data attribute for the next step.
const MARK = 'data-swipestack-overlay';

const FIND_SCRIPT = `((wordings) => {
  const w = window.innerWidth, h = window.innerHeight;
  if (!w || !h || !document.body) return null;
  const fixedLayer = (el) => {
    for (let node = el; node && node !== document.documentElement; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.position === 'fixed' || style.position === 'sticky') return node;
    }
    return null;
  };
  const points = [[w / 2, h / 2], [w * 0.1, h * 0.1], [w * 0.9, h * 0.1], [w * 0.1, h * 0.9], [w * 0.9, h * 0.9]];
  const layers = new Set();
  for (const [x, y] of points) {
    const top = document.elementFromPoint(x, y);
    const layer = top && fixedLayer(top);
    if (!layer) return null;
    layers.add(layer);
  }
  const covers = [...layers].some((layer) => {
    const box = layer.getBoundingClientRect();
    return box.width >= w * 0.9 && box.height >= h * 0.9;
  });
  if (!covers) return null;
  const inside = [...layers].reduce((n, layer) => n + (layer.innerText || '').trim().length, 0);
  const outside = (document.body.innerText || '').trim().length - inside;
  if (outside <= 0 || outside < Math.min(inside, 500)) return null;
  // Links that lead elsewhere are not clicked: the page would go away.
  const controls = [...layers].flatMap((layer) => [...layer.querySelectorAll(
    'button, [role="button"], a, input[type="button"], input[type="submit"]',
  )]).filter((el) => el.tagName !== 'A' || /^(#|javascript:|$)/i.test(el.getAttribute('href') || ''));
  const label = (el) => (el.innerText || el.value || el.getAttribute('aria-label') || el.title || '')
    .replace(/\\s+/g, ' ').trim();
  const visible = (el) => { const box = el.getBoundingClientRect(); return box.width > 0 && box.height > 0; };
  let chosen = null;
  for (const wording of wordings.map((source) => new RegExp(source, 'i'))) {
    chosen = controls.find((el) => visible(el) && label(el).length <= 60 && wording.test(label(el)));
    if (chosen) break;
  }
  if (!chosen) return null;
  for (const layer of layers) layer.setAttribute('${MARK}', '');
  chosen.setAttribute('${MARK}-button', '');
  return { button: label(chosen) };
})`;

const STILL_THERE_SCRIPT = `(() => {
  const w = window.innerWidth, h = window.innerHeight;
  return [...document.querySelectorAll('[${MARK}]')].some((el) => {
    if (!el.isConnected) return false;
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.right > 0 && box.bottom > 0 && box.left < w && box.top < h;
  });
})()`;

const HIDE_SCRIPT = `(() => {
  for (const el of document.querySelectorAll('[${MARK}]')) el.style.setProperty('display', 'none', 'important');
  // Walls lock the page's scrolling while they are up.
  for (const el of [document.documentElement, document.body]) {
    if (el && getComputedStyle(el).overflowY === 'hidden') el.style.setProperty('overflow', 'visible', 'important');
  }
})()`;

const found = z.object({ button: z.string() }).nullable();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes away a full-page overlay that blocks `page` (see above). Resolves what was done, or
 * null when no overlay blocks the page. Never past `until` (a Date.now() value).
 */
export async function dismissBlockingOverlay(
  page: Page,
  until: number,
): Promise<OverlayDismissed | null> {
  const parsed = found.safeParse(
    await page
      .evaluate(`${FIND_SCRIPT}(${JSON.stringify(WORDINGS.map((wording) => wording.source))})`)
      .catch(() => null),
  );
  if (!parsed.success || !parsed.data) return null;
  const button = parsed.data.button.slice(0, 60) || null;
  await page.evaluate(`document.querySelector('[${MARK}-button]')?.click()`).catch(() => {});
  const goneBy = Math.min(until, Date.now() + GONE_WITHIN_MS);
  let stillThere = true;
  while (stillThere && Date.now() < goneBy) {
    await sleep(100);
    stillThere = (await page.evaluate(STILL_THERE_SCRIPT).catch(() => false)) === true;
  }
  if (stillThere) await page.evaluate(HIDE_SCRIPT).catch(() => {});
  return { button, hidden: stillThere };
}
