import { expect, it } from 'vitest';
import { sanitizeEmailHtml } from '../../src/email/sanitize-email-html.js';

const noImages = { resolveImage: () => null };

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
    noImages,
  );
  expect(clean).not.toMatch(
    /<script|<meta|<base|<link|<iframe|<object|<embed|<form|<input|<button|<svg|<math|on\w+=|javascript:|data:text|target=|data-x/i,
  );
  expect(clean).toContain('<div style="color:red">Kept</div>');
  expect(clean).toContain('<a>Shop</a>');
});

it('keeps what an email needs to look right: styles, tables, layout attributes, its images', () => {
  const html = `<!DOCTYPE html><html><head><style>.hero{background:url(https://cdn.example/bg.png)}</style></head>
    <body bgcolor="#f1f5f9"><table width="600" cellpadding="0" cellspacing="0" align="center" background="https://cdn.example/t.png">
    <tr><td class="hero" valign="top" style="padding:24px"><img src="https://cdn.example/hero.png" width="600" alt="Hero">
    <a href="https://shop.example/sale">Shop the sale</a></td></tr></table></body></html>`;
  const stored = (url: string) => `/files/swipe_image/${url.split('/').pop()}`;
  const clean = sanitizeEmailHtml(html, { resolveImage: stored });
  expect(clean.startsWith('<!DOCTYPE html>')).toBe(true);
  expect(clean).toContain('<style>.hero{background:url("/files/swipe_image/bg.png")}</style>');
  expect(clean).toContain(
    '<table width="600" cellpadding="0" cellspacing="0" align="center" background="/files/swipe_image/t.png">',
  );
  expect(clean).toContain('<img src="/files/swipe_image/hero.png" width="600" alt="Hero">');
  // Links are kept (the sandbox makes them inert); nothing else points outside.
  expect(clean).toContain('<a href="https://shop.example/sale">Shop the sale</a>');
});

it('gives every image the email would load to resolveImage, and drops what it does not resolve', () => {
  const seen: string[] = [];
  const clean = sanitizeEmailHtml(
    `<html><head><style>
      @import url(https://evil.example/a.css); @import "https://evil.example/b.css";
      @font-face { font-family: X; src: url(https://evil.example/x.woff2) format("woff2") }
      .a { background-image: url( "https://cdn.example/keep.png" ) }
      .b { background: \\75 rl(https://evil.example/escaped.png) }
      .c { background-image: -webkit-image-set("https://cdn.example/keep.png" 1x, "https://evil.example/2x.png" 2x) }
      .d { list-style-image: url(data:image/png;base64,AAAA); content: "\\2022" }
    </style></head><body>
    <table background="https://evil.example/t.png"><tr><td style="background:url('https://evil.example/td.png') #fff">x</td></tr></table>
    <img src="https://cdn.example/keep.png" srcset="https://evil.example/1x.png 1x, https://cdn.example/keep.png 2x" alt="A">
    <img src="//evil.example/relative-scheme.png" alt="B"><img src="data:image/png;base64,AAAA" alt="C">
    <div poster="https://evil.example/p.png">y</div></body></html>`,
    {
      resolveImage: (url) => {
        seen.push(url);
        return url === 'https://cdn.example/keep.png' ? '/files/swipe_image/keep.png' : null;
      },
    },
  );
  expect(clean).not.toMatch(/evil\.example|@import|cdn\.example/);
  expect(clean).toContain('url("/files/swipe_image/keep.png")');
  expect(clean).toContain('src: none format("woff2")');
  expect(clean).toContain('.b { background: none }');
  expect(clean).toContain('-webkit-image-set("/files/swipe_image/keep.png" 1x, "data:," 2x)');
  expect(clean).toContain('url(data:image/png;base64,AAAA); content: "\\2022"');
  expect(clean).toContain('<td style="background:none #fff">');
  expect(clean).toContain('<table>');
  expect(clean).toContain(
    '<img src="/files/swipe_image/keep.png" srcset="/files/swipe_image/keep.png 2x" alt="A">',
  );
  expect(clean).toContain('<img alt="B"><img src="data:image/png;base64,AAAA" alt="C">');
  expect(clean).toContain('<div>y</div>');
  // Fonts and stylesheets are not even asked for; data: images need no answer.
  expect(seen.filter((url) => /woff|css|data:/.test(url))).toEqual([]);
  expect(seen).toContain('https://evil.example/escaped.png');
});

it('removes tracking pixels whole, by size or address; keeps hidden (responsive) images', () => {
  const seen: string[] = [];
  const clean = sanitizeEmailHtml(
    `<p>Hi</p>
    <img src="https://t.example/a.gif" width="1" height="1">
    <img src="https://t.example/b.gif" width="0">
    <img src="https://t.example/c.gif" height="1px" width="600">
    <img src="https://t.example/d.gif" style="width:1px;height:1px">
    <img src="https://t.example/e.gif" style="height: 0px !important">
    <img src="https://list.example/track/open.php?u=1">
    <img src="https://mail.example/wf/open?upn=abc">
    <img src="https://t.example/o/pixel.gif">
    <img src="https://cdn.example/hero.png" width="600" height="10" alt="Hero">
    <img src="https://cdn.example/mobile.png" style="display:none;max-height:0" alt="Mobile">`,
    {
      resolveImage: (url) => {
        seen.push(url);
        return '/files/swipe_image/x.png';
      },
    },
  );
  expect(seen).toEqual(['https://cdn.example/hero.png', 'https://cdn.example/mobile.png']);
  expect(clean.match(/<img/g)).toHaveLength(2);
  expect(clean).toContain(
    '<img src="/files/swipe_image/x.png" width="600" height="10" alt="Hero">',
  );
});

it('points cid: images at their stored copies and drops the ones it cannot resolve', () => {
  const clean = sanitizeEmailHtml('<img src="cid:Logo@Acme"><img src="cid:missing@acme">', {
    resolveImage: (url) => (url === 'cid:Logo@Acme' ? '/files/swipe_image/abc.png' : null),
  });
  expect(clean).toContain('<img src="/files/swipe_image/abc.png">');
  expect(clean).toContain('<img>');
  expect(clean).not.toContain('cid:');
});

it("drops Gmail's forwarded-message header block when asked", () => {
  const html =
    '<div class="gmail_quote"><div class="gmail_attr">---------- Forwarded message ---------<br>From: Acme</div><p>Original</p></div>';
  expect(sanitizeEmailHtml(html, { ...noImages, dropForwardHeader: true })).not.toContain(
    'Forwarded',
  );
  expect(sanitizeEmailHtml(html, noImages)).toContain('Forwarded');
});
