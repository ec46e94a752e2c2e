/**
 * A short note in the corner of the page after a save from the context menu or a region
 * (the popup is closed by then). Runs in the tab through chrome.scripting, so it is
 * self-contained; it gets text, a link to the web app (never a token) and the close icon's path
 * data from the shared icon set (`@swipestack/common/icons`).
 */
export function showPageToast(
  text: string,
  tone: 'success' | 'error',
  link: { href: string; label: string } | null,
  closeIcon: readonly string[],
): void {
  document.querySelector('[data-swipestack-toast]')?.remove();
  const host = document.createElement('div');
  host.setAttribute('data-swipestack-toast', '');
  // Open: the note holds nothing private (a message and a link into the web app).
  const shadow = host.attachShadow({ mode: 'open' });
  const box = document.createElement('div');
  box.setAttribute('role', tone === 'error' ? 'alert' : 'status');
  box.style.cssText = [
    'position:fixed',
    'right:16px',
    'bottom:16px',
    'z-index:2147483647',
    'max-width:360px',
    'display:flex',
    'gap:12px',
    'align-items:flex-start',
    'padding:12px 14px',
    'border-radius:10px',
    'font:14px/1.4 system-ui,sans-serif',
    'box-shadow:0 8px 24px rgba(15,23,42,.25)',
    `background:${tone === 'error' ? '#fef2f2' : '#ffffff'}`,
    `color:${tone === 'error' ? '#991b1b' : '#0f172a'}`,
    `border:1px solid ${tone === 'error' ? '#fecaca' : '#c7d2fe'}`,
  ].join(';');
  const message = document.createElement('div');
  message.textContent = text;
  if (link && /^https?:\/\//.test(link.href)) {
    const anchor = document.createElement('a');
    anchor.href = link.href;
    anchor.target = '_blank';
    anchor.rel = 'noopener noreferrer';
    anchor.textContent = link.label;
    anchor.style.cssText = 'display:block;margin-top:4px;color:#4338ca;font-weight:600';
    message.append(anchor);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', 'Dismiss');
  close.style.cssText =
    'border:0;background:none;line-height:0;cursor:pointer;color:inherit;padding:2px';
  const svgNs = 'http://www.w3.org/2000/svg';
  const icon = document.createElementNS(svgNs, 'svg');
  for (const [name, value] of Object.entries({
    viewBox: '0 0 24 24',
    width: '16',
    height: '16',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'aria-hidden': 'true',
  }))
    icon.setAttribute(name, value);
  for (const d of closeIcon) {
    const path = document.createElementNS(svgNs, 'path');
    path.setAttribute('d', d);
    icon.append(path);
  }
  close.append(icon);
  close.addEventListener('click', () => host.remove());
  box.append(message, close);
  shadow.append(box);
  document.documentElement.append(host);
  setTimeout(() => host.remove(), 8000);
}
