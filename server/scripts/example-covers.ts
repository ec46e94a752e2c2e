// Renders the examples gallery's cover images (docs/examples.md): one small HTML template per
// kind of example, filled with the entry's title and colours derived from it, screenshotted
// in the system Chromium and encoded as 640×400 WebP under web/public/examples/covers/.
//
//   npm run examples:covers            # every cover that is missing
//   npm run examples:covers -- --all   # every cover, again
import { existsSync } from 'node:fs';
import { mkdir, readdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { paths } from '../src/paths.js';
import { type ExampleEntry, exampleCatalogue } from '../src/services/examples/examples.js';

const WIDTH = 640;
const HEIGHT = 400;
const all = process.argv.includes('--all');

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A stable number from a string (FNV-1a), for colours and small layout variations. */
function hash(text: string) {
  let h = 0x811c9dc5;
  for (const c of text) {
    h ^= c.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function palette(title: string) {
  const h = hash(title);
  const hue = h % 360;
  const accent = (hue + 35 + ((h >> 9) % 90)) % 360;
  return {
    hue,
    main: `hsl(${hue} 68% 48%)`,
    dark: `hsl(${hue} 55% 22%)`,
    soft: `hsl(${hue} 70% 95%)`,
    mid: `hsl(${hue} 45% 82%)`,
    accent: `hsl(${accent} 80% 58%)`,
    variant: (h >> 16) % 3,
  };
}

/** "Brand: the headline" → ["Brand", "the headline"]; otherwise no brand. */
function split(title: string): [string | null, string] {
  const at = title.indexOf(': ');
  return at > 0 && at < 40 ? [title.slice(0, at), title.slice(at + 2)] : [null, title];
}

const lines = (count: number, widths = [92, 80, 86, 60]) =>
  Array.from(
    { length: count },
    (_, i) => `<div class="line" style="width:${widths[i % widths.length]}%"></div>`,
  ).join('');

function browser(body: string, host = 'example.com') {
  return `<div class="window">
    <div class="bar"><i></i><i></i><i></i><span class="url">${escapeHtml(host)}</span></div>
    <div class="page">${body}</div></div>`;
}

function hero(p: ReturnType<typeof palette>, title: string, side = '') {
  const [brand, headline] = split(title);
  return `<div class="nav"><b style="color:${p.main}">${escapeHtml(brand ?? 'Brand')}</b><span></span><span></span><span></span><em style="background:${p.main}"></em></div>
  <div class="hero"><div class="copy"><h1>${escapeHtml(headline)}</h1>${lines(2)}<div class="cta" style="background:${p.main}">Get started</div></div>${side}</div>`;
}

function saasBody(e: ExampleEntry, p: ReturnType<typeof palette>) {
  const h1 = `<h2>${escapeHtml(e.title)}</h2>`;
  switch (e.category) {
    case 'saas-pricing-pages':
      return `${h1}<div class="cols">${[0, 1, 2]
        .map(
          (i) =>
            `<div class="col${i === 1 ? ' pop' : ''}" style="${i === 1 ? `border-color:${p.main}` : ''}"><small>${['Free', 'Pro', 'Team'][i]}</small><b>$${[0, 12, 29][i]}</b>${lines(3)}<div class="btn" style="background:${i === 1 ? p.main : p.mid}"></div></div>`,
        )
        .join('')}</div>`;
    case 'saas-competitor-comparison-pages':
      return `${h1}<table>${[0, 1, 2, 3]
        .map(
          (r) =>
            `<tr><td>${lines(1)}</td><td style="color:${p.main}">✓</td><td>${r % 2 ? '✕' : '✓'}</td><td>${r > 1 ? '✕' : '✓'}</td></tr>`,
        )
        .join('')}</table>`;
    case 'about-pages':
      return `${h1}<div class="faces">${[0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<div><span style="background:hsl(${(p.hue + i * 50) % 360} 60% 70%)"></span>${lines(1)}</div>`,
        )
        .join('')}</div>${lines(2)}`;
    case 'saas-demo-pages':
      return `${h1}<div class="split"><div>${lines(4)}<div class="cta" style="background:${p.main}">Book a demo</div></div><div class="cal">${Array.from(
        { length: 21 },
        (_, i) => `<span style="${i % 5 === 2 ? `background:${p.main}` : ''}">${i + 1}</span>`,
      ).join('')}</div></div>`;
    case 'saas-onboarding':
      return `${h1}<div class="checks">${[0, 1, 2, 3]
        .map(
          (i) =>
            `<div><span style="${i < 2 ? `background:${p.main};border-color:${p.main}` : ''}">${i < 2 ? '✓' : ''}</span>${lines(1)}</div>`,
        )
        .join('')}</div><div class="progress"><i style="background:${p.main}"></i></div>`;
    case 'sign-up-pages':
      return `<div class="split"><div>${h1}<div class="field"></div><div class="field"></div><div class="cta wide" style="background:${p.main}">Create account</div></div><div class="quote" style="background:${p.soft}">“${lines(3)}”</div></div>`;
    case 'saas-product-feature-pages':
      return `${h1}<div class="flow">${['Trigger', 'Filter', 'Action']
        .map((s) => `<div style="border-color:${p.main}">${s}</div>`)
        .join('<b>→</b>')}</div>${lines(2)}`;
    case 'resource-pages':
    case 'content-marketing':
      return `${h1}<div class="cards">${[0, 1, 2]
        .map(
          (i) =>
            `<div><span style="background:hsl(${(p.hue + i * 40) % 360} 60% 80%)"></span>${lines(2)}</div>`,
        )
        .join('')}</div>`;
    case 'saas-lead-magnets':
      return `<div class="split"><div class="report" style="background:${p.main}"><small>FREE REPORT</small><b>${escapeHtml(e.title)}</b></div><div>${lines(3)}<div class="field"></div><div class="cta" style="background:${p.accent}">Download</div></div></div>`;
    case 'saas-affiliate-program-landing-pages':
      return `<div class="split"><div>${h1}${lines(2)}<div class="cta" style="background:${p.main}">Become a partner</div></div><div class="big" style="color:${p.main}">30%</div></div>`;
    default:
      return `${h1}${lines(4)}`;
  }
}

function template(e: ExampleEntry) {
  const p = palette(e.title);
  const [brand, headline] = split(e.title);
  const category = e.category
    .split('-')
    .map((word) => (word === 'saas' ? 'SaaS' : word[0]?.toUpperCase() + word.slice(1)))
    .join(' ');
  const label = `${category} · ${e.theme}`;
  switch (e.category) {
    case 'ads':
      return `<div class="ad ${e.theme === 'Era' ? 'era' : ''}" style="background:${e.theme === 'Era' ? `hsl(${p.hue} 45% 88%)` : `linear-gradient(135deg, ${p.main}, ${p.dark})`}">
        <div class="sponsored">${e.theme === 'Format' ? 'Sponsored' : escapeHtml(e.theme)}</div>
        <div class="shape" style="background:${p.accent}"></div>
        <div class="adcopy"><small>${escapeHtml(brand ?? 'Advert')}</small><h1>${escapeHtml(headline)}</h1>
        <div class="cta" style="background:${e.theme === 'Era' ? p.dark : '#fff'};color:${e.theme === 'Era' ? '#fff' : p.dark}">Learn more</div></div></div>`;
    case 'emails':
      return `<div class="mail"><div class="inbox">${[0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<div class="${i === 1 ? 'sel' : ''}" style="${i === 1 ? `background:${p.soft}` : ''}">${lines(2, [70, 90])}</div>`,
        )
        .join(
          '',
        )}</div><div class="msg"><small>${escapeHtml(e.theme)}</small><h2>${escapeHtml(e.title)}</h2>
        <div class="from"><span style="background:${p.main}"></span>${lines(1, [40])}</div>
        <div class="banner" style="background:linear-gradient(120deg, ${p.main}, ${p.accent})"></div>${lines(3)}
        <div class="cta" style="background:${p.main}">Open</div></div></div>`;
    case 'landing-pages':
      return browser(
        hero(
          p,
          e.title,
          `<div class="art" style="background:linear-gradient(160deg, ${p.accent}, ${p.main})"></div>`,
        ),
        `${(brand ?? e.theme).toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`,
      );
    case 'popups':
      return `${browser(hero(p, e.theme), 'shop.example')}<div class="veil"></div>
        <div class="modal"><div class="x">×</div><small style="color:${p.main}">${escapeHtml(e.theme)}</small><h2>${escapeHtml(headline)}</h2>
        <div class="field"></div><div class="cta wide" style="background:${p.main}">Yes, please</div><u>No thanks</u></div>`;
    case 'swipe-file':
      return `<div class="desk" style="background:${p.soft}">
        <div class="note n3" style="background:${p.mid}"></div><div class="note n2" style="background:#fff"></div>
        <div class="note n1"><small style="color:${p.main}">Swipe file · ${escapeHtml(e.theme)}</small><h2>${escapeHtml(e.title)}</h2>${lines(4)}</div></div>`;
    default:
      return `${browser(saasBody(e, p), 'app.example')}<div class="tag" style="background:${p.dark}">${escapeHtml(label)}</div>`;
  }
}

const css = `
*{box-sizing:border-box;margin:0}
body{width:${WIDTH}px;height:${HEIGHT}px;overflow:hidden;font-family:"DejaVu Sans",Arial,sans-serif;background:#eef1f6;position:relative;color:#1e293b}
h1{font-size:30px;line-height:1.12;letter-spacing:-.5px}
h2{font-size:19px;line-height:1.2;margin-bottom:10px}
small{font-size:11px;text-transform:uppercase;letter-spacing:1px;font-weight:bold;display:block;margin-bottom:6px}
.line{height:8px;border-radius:4px;background:#cfd6e2;margin:7px 0}
.cta{display:inline-block;margin-top:12px;padding:9px 16px;border-radius:8px;color:#fff;font-weight:bold;font-size:13px}
.cta.wide{display:block;text-align:center}
.field{height:30px;border:2px solid #cbd5e1;border-radius:8px;margin:8px 0;background:#fff}
.window{position:absolute;inset:18px;background:#fff;border-radius:12px;box-shadow:0 10px 30px rgba(15,23,42,.18);overflow:hidden}
.bar{height:30px;background:#e2e8f0;display:flex;align-items:center;gap:6px;padding:0 12px}
.bar i{width:10px;height:10px;border-radius:50%;background:#94a3b8}
.url{margin-left:12px;flex:1;background:#fff;border-radius:6px;font-size:11px;color:#64748b;padding:3px 10px}
.page{padding:16px 22px}
.nav{display:flex;align-items:center;gap:14px;margin-bottom:18px;font-size:14px}
.nav span{width:46px;height:7px;border-radius:4px;background:#cbd5e1}
.nav em{margin-left:auto;width:70px;height:22px;border-radius:6px}
.hero{display:flex;gap:20px}
.copy{flex:1.3}.copy h1{font-size:26px;margin-bottom:8px}
.art{flex:1;height:220px;border-radius:12px}
.ad{position:absolute;inset:0;padding:34px;color:#fff;overflow:hidden}
.ad.era{color:#3b2f2f;font-family:"DejaVu Serif",Georgia,serif;border:10px double rgba(60,40,40,.5)}
.ad h1{font-size:34px;max-width:420px}
.sponsored{position:absolute;top:16px;right:20px;font-size:11px;opacity:.85;text-transform:uppercase;letter-spacing:1px}
.shape{position:absolute;right:-60px;bottom:-60px;width:280px;height:280px;border-radius:50%;opacity:.85}
.adcopy{position:relative;margin-top:40px}
.mail{position:absolute;inset:18px;background:#fff;border-radius:12px;display:flex;box-shadow:0 10px 30px rgba(15,23,42,.18);overflow:hidden}
.inbox{width:170px;border-right:1px solid #e2e8f0;padding:10px}
.inbox div{padding:8px;border-radius:8px;margin-bottom:6px}
.msg{flex:1;padding:18px 22px}
.from{display:flex;align-items:center;gap:8px}.from span{width:26px;height:26px;border-radius:50%}.from .line{flex:1}
.banner{height:90px;border-radius:10px;margin:10px 0}
.veil{position:absolute;inset:0;background:rgba(15,23,42,.55)}
.modal{position:absolute;left:150px;top:70px;width:340px;background:#fff;border-radius:14px;padding:22px;box-shadow:0 20px 50px rgba(0,0,0,.35)}
.modal u{display:block;text-align:center;font-size:11px;color:#64748b;margin-top:8px}
.x{position:absolute;right:14px;top:8px;font-size:20px;color:#94a3b8}
.desk{position:absolute;inset:0}
.note{position:absolute;width:420px;height:290px;left:110px;top:55px;border-radius:6px;box-shadow:0 6px 20px rgba(15,23,42,.15);padding:26px;background:#fff}
.n3{transform:rotate(-6deg)}.n2{transform:rotate(3deg)}
.n1{background:repeating-linear-gradient(#fff 0 27px,#e5e7eb 27px 28px)}
.tag{position:absolute;left:18px;bottom:18px;color:#fff;font-size:11px;padding:5px 12px;border-radius:0 8px 0 12px}
.cols{display:flex;gap:12px}.col{flex:1;border:2px solid #e2e8f0;border-radius:10px;padding:10px}.col b{font-size:22px}
.col.pop{transform:translateY(-6px)}.btn{height:20px;border-radius:6px;margin-top:8px}
table{width:100%;border-collapse:collapse;font-size:16px}td{border-bottom:1px solid #e2e8f0;padding:6px;text-align:center}td:first-child{width:50%}
.faces{display:flex;gap:14px;margin:10px 0}.faces div{flex:1;text-align:center}.faces span{display:block;width:56px;height:56px;border-radius:50%;margin:0 auto 6px}
.split{display:flex;gap:20px;align-items:flex-start}.split>div{flex:1}
.cal{display:grid;grid-template-columns:repeat(7,1fr);gap:4px}.cal span{font-size:11px;text-align:center;padding:6px 0;border-radius:6px;background:#f1f5f9}
.checks div{display:flex;align-items:center;gap:10px}.checks span{width:20px;height:20px;border:2px solid #cbd5e1;border-radius:50%;color:#fff;font-size:12px;text-align:center;line-height:16px}.checks .line{flex:1}
.progress{height:10px;background:#e2e8f0;border-radius:5px;margin-top:14px}.progress i{display:block;height:100%;width:50%;border-radius:5px}
.quote{padding:18px;border-radius:12px;font-size:32px;margin-top:20px}
.flow{display:flex;align-items:center;gap:8px;margin:18px 0}.flow div{flex:1;border:2px solid;border-radius:10px;padding:14px;text-align:center;font-weight:bold;font-size:13px}
.cards{display:flex;gap:12px}.cards div{flex:1;border:1px solid #e2e8f0;border-radius:10px;padding:8px}.cards span{display:block;height:90px;border-radius:8px}
.report{color:#fff;border-radius:8px;padding:20px;height:250px;font-size:20px;box-shadow:6px 6px 0 rgba(15,23,42,.2)}
.big{font-size:110px;font-weight:bold;text-align:center;margin-top:30px}
`;

async function main() {
  const entries = exampleCatalogue();
  const dir = path.join(paths.webPublic, 'examples', 'covers');
  await mkdir(dir, { recursive: true });
  const wanted = new Set(entries.map((e) => path.basename(e.coverImage)));
  for (const file of await readdir(dir)) {
    if (file.endsWith('.webp') && !wanted.has(file)) await unlink(path.join(dir, file));
  }
  const todo = entries.filter((e) => all || !existsSync(path.join(paths.webPublic, e.coverImage)));
  if (!todo.length) {
    console.log(`All ${entries.length} covers exist (--all renders them again).`);
    return;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    // Nothing leaves the machine: the templates are self-contained.
    await page.route('**/*', (route) => route.abort());
    let bytes = 0;
    for (const entry of todo) {
      await page.setContent(
        `<!doctype html><meta charset="utf-8"><style>${css}</style>${template(entry)}`,
      );
      const png = await page.screenshot({ type: 'png' });
      const webp = await sharp(png).webp({ quality: 72, effort: 6 }).toBuffer();
      await writeFile(path.join(paths.webPublic, entry.coverImage), webp);
      bytes += webp.length;
    }
    console.log(
      `Rendered ${todo.length} covers into ${path.relative(paths.root, dir)} (average ${Math.round(bytes / todo.length / 1024)} KB).`,
    );
  } finally {
    await browser.close();
  }
}

await main();
