import { expect, it } from 'vitest';
import { sanitizeEmailHtml } from '../../src/email/sanitize-email-html.js';

const noCids = { resolveCid: () => null };

it('removes everything that runs, navigates, submits or frames', () => {
  const clean = sanitizeEmailHtml(
    `<html><head><meta http-equiv="refresh" content="0;url=https://evil.example">
    <base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/a.css">
    <script>alert(1)</script></head>
    <body onload="alert(2)"><a href="javascript:alert(3)" onclick="alert(4)" target="_blank">Shop</a>
    <img src="x" onerror="alert(5)"><iframe src="https://evil.example"></iframe>
    <object data="x.swf"></object><embed src="x.swf"><form action="https://evil.example"><input name="q"><button>Go</button></form>
    <svg><script>alert(6)</script></svg><math><mi xlink:href="javascript:alert(7)">x</mi></math>
    <a href="data:text/html,<script>alert(8)</script>">data</a>
    <div style="color:red" data-x="1">Kept</div></body></html>`,
    noCids,
  );
  expect(clean).not.toMatch(
    /<script|<meta|<base|<link|<iframe|<object|<embed|<form|<input|<button|<svg|<math|on\w+=|javascript:|data:text|target=|data-x/i,
  );
  expect(clean).toContain('<div style="color:red">Kept</div>');
  expect(clean).toContain('<a>Shop</a>');
});

it('keeps what an email needs to look right: styles, tables, layout attributes, remote images', () => {
  const html = `<!DOCTYPE html><html><head><style>.hero{background:url(https://cdn.example/bg.png)}</style></head>
    <body bgcolor="#f1f5f9"><table width="600" cellpadding="0" cellspacing="0" align="center" background="https://cdn.example/t.png">
    <tr><td class="hero" valign="top" style="padding:24px"><img src="https://cdn.example/hero.png" width="600" alt="Hero">
    <a href="https://shop.example/sale">Shop the sale</a></td></tr></table></body></html>`;
  const clean = sanitizeEmailHtml(html, noCids);
  expect(clean.startsWith('<!DOCTYPE html>')).toBe(true);
  expect(clean).toContain('<style>.hero{background:url(https://cdn.example/bg.png)}</style>');
  expect(clean).toContain(
    '<table width="600" cellpadding="0" cellspacing="0" align="center" background="https://cdn.example/t.png">',
  );
  expect(clean).toContain('<img src="https://cdn.example/hero.png" width="600" alt="Hero">');
  expect(clean).toContain('<a href="https://shop.example/sale">Shop the sale</a>');
});

it('points cid: images at their stored copies and drops the ones it cannot resolve', () => {
  const clean = sanitizeEmailHtml('<img src="cid:Logo@Acme"><img src="cid:missing@acme">', {
    resolveCid: (cid) => (cid === 'Logo@Acme' ? '/files/swipe_image/abc.png' : null),
  });
  expect(clean).toContain('<img src="/files/swipe_image/abc.png">');
  expect(clean).toContain('<img>');
  expect(clean).not.toContain('cid:');
});

it("drops Gmail's forwarded-message header block when asked", () => {
  const html =
    '<div class="gmail_quote"><div class="gmail_attr">---------- Forwarded message ---------<br>From: Acme</div><p>Original</p></div>';
  expect(sanitizeEmailHtml(html, { ...noCids, dropForwardHeader: true })).not.toContain(
    'Forwarded',
  );
  expect(sanitizeEmailHtml(html, noCids)).toContain('Forwarded');
});
