/**
 * Lets the person draw the rectangle to save, over the page, then reports only its
 * coordinates to the service worker (which captures and uploads: no token here). Escape
 * cancels; Enter takes the whole visible area. Runs in the tab through chrome.scripting, so
 * it is self-contained.
 */
export function selectRegion(): void {
  document.querySelector('[data-swipestack-region]')?.remove();
  const host = document.createElement('div');
  host.setAttribute('data-swipestack-region', '');
  host.style.cssText = 'position:fixed;inset:0;z-index:2147483647;';
  const shadow = host.attachShadow({ mode: 'closed' });
  const layer = document.createElement('div');
  layer.tabIndex = -1;
  layer.setAttribute('role', 'application');
  layer.setAttribute(
    'aria-label',
    'Select the area to save to Swipestack: drag a rectangle, Enter takes the whole visible area, Escape cancels',
  );
  layer.style.cssText =
    'position:absolute;inset:0;cursor:crosshair;background:rgba(15,23,42,.35);outline:none;';
  const box = document.createElement('div');
  box.style.cssText =
    'position:absolute;display:none;border:2px solid #6366f1;background:rgba(255,255,255,.15);box-shadow:0 0 0 9999px rgba(15,23,42,.2);pointer-events:none;';
  const hint = document.createElement('div');
  hint.textContent = 'Drag to select the area to save · Enter: whole screen · Esc: cancel';
  hint.style.cssText =
    'position:absolute;top:12px;left:50%;transform:translateX(-50%);padding:8px 12px;border-radius:8px;background:#0f172a;color:#fff;font:13px/1.3 system-ui,sans-serif;pointer-events:none;';
  layer.append(box, hint);
  shadow.append(layer);
  document.documentElement.append(host);
  layer.focus();

  let start: { x: number; y: number } | null = null;
  let rect: { x: number; y: number; width: number; height: number } | null = null;

  const finish = (chosen: typeof rect) => {
    window.removeEventListener('keydown', onKey, true);
    host.remove();
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    // Let the page repaint without the overlay before the screenshot is taken.
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        chrome.runtime.sendMessage({ type: 'swipestack:region', rect: chosen, viewport }),
      ),
    );
  };
  // Only the user's own input counts: the page could dispatch made-up events at the overlay.
  const onKey = (event: KeyboardEvent) => {
    if (!event.isTrusted) return;
    if (event.key === 'Escape') finish(null);
    else if (event.key === 'Enter')
      finish({ x: 0, y: 0, width: window.innerWidth, height: window.innerHeight });
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  window.addEventListener('keydown', onKey, true);

  layer.addEventListener('pointerdown', (event) => {
    if (!event.isTrusted) return;
    start = { x: event.clientX, y: event.clientY };
    layer.setPointerCapture(event.pointerId);
    hint.style.display = 'none';
  });
  layer.addEventListener('pointermove', (event) => {
    if (!start || !event.isTrusted) return;
    rect = {
      x: Math.min(start.x, event.clientX),
      y: Math.min(start.y, event.clientY),
      width: Math.abs(event.clientX - start.x),
      height: Math.abs(event.clientY - start.y),
    };
    box.style.display = 'block';
    box.style.left = `${rect.x}px`;
    box.style.top = `${rect.y}px`;
    box.style.width = `${rect.width}px`;
    box.style.height = `${rect.height}px`;
  });
  layer.addEventListener('pointerup', (event) => {
    if (!start || !event.isTrusted) return;
    start = null;
    if (rect && rect.width >= 4 && rect.height >= 4) finish(rect);
    else {
      rect = null;
      box.style.display = 'none';
      hint.style.display = 'block';
    }
  });
}
