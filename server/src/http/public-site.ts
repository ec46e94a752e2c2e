import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * `GET /sitemap.xml` and `GET /robots.txt` (docs/web.md, public site). The sitemap lists the
 * public pages, every doc and blog post of `web/content/` (read from the files, so a new
 * article is listed without a code change) and the gallery's examples when its seed data
 * (`prisma/seed/examples.json`) exists.
 */

/** Public pages worth indexing. Sign-in, onboarding, app and error pages are left out. */
export const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/examples',
  '/tools',
  '/tools/subject-line-checker',
  '/tools/headline-analyzer',
  '/docs',
  '/blog',
  '/changelog',
  '/roadmap',
  '/affiliates',
  '/mobile',
  '/privacy',
  '/terms',
  '/register',
] as const;

export interface SitemapSources {
  /** `web/content`, holding `docs/*.md` and `blog/*.md`. */
  contentDir: string;
  /** The gallery's catalogue; a missing file means no examples yet. */
  examplesFile: string;
}

interface SitemapEntry {
  path: string;
  lastmod?: string;
}

function frontMatterDate(source: string): string | undefined {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  return /^date:\s*["']?(\d{4}-\d{2}-\d{2})/m.exec(block)?.[1];
}

async function articles(dir: string, base: string): Promise<SitemapEntry[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const entries: SitemapEntry[] = [];
  for (const name of names.filter((n) => n.endsWith('.md')).sort()) {
    const lastmod = frontMatterDate(await readFile(path.join(dir, name), 'utf8'));
    entries.push({ path: `${base}/${name.slice(0, -3)}`, ...(lastmod ? { lastmod } : {}) });
  }
  return entries;
}

/** Paths of the gallery's examples: an array of entries with a `path`, or `{examples: [...]}`. */
async function examplePaths(file: string): Promise<SitemapEntry[]> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (!text) return [];
  const data: unknown = JSON.parse(text);
  const list: unknown[] = Array.isArray(data)
    ? data
    : Array.isArray((data as { examples?: unknown })?.examples)
      ? (data as { examples: unknown[] }).examples
      : [];
  const paths = new Set<string>();
  for (const item of list) {
    const p = (item as { path?: unknown })?.path;
    if (typeof p === 'string' && /^\/examples\/[\w/-]+$/.test(p)) paths.add(p);
  }
  return [...paths].sort().map((p) => ({ path: p }));
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export async function sitemapXml(origin: string, sources: SitemapSources): Promise<string> {
  const entries: SitemapEntry[] = [
    ...PUBLIC_PAGES.map((p) => ({ path: p })),
    ...(await articles(path.join(sources.contentDir, 'docs'), '/docs')),
    ...(await articles(path.join(sources.contentDir, 'blog'), '/blog')),
    ...(await examplePaths(sources.examplesFile)),
  ];
  const seen = new Set<string>();
  const urls = entries
    .filter((e) => !seen.has(e.path) && seen.add(e.path))
    .map(
      (e) =>
        `  <url><loc>${escapeXml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    // The signed-in app and the API are not for search engines.
    'Disallow: /api/',
    'Disallow: /graphql',
    'Disallow: /swipes',
    'Disallow: /collections',
    'Disallow: /settings',
    'Disallow: /invite/',
    'Disallow: /inbox',
    'Disallow: /unsubscribe',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Answers /sitemap.xml and /robots.txt; false for any other path. */
export function publicSiteHandler(origin: string, sources: SitemapSources) {
  const base = origin.replace(/\/+$/, '');
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    if (pathname !== '/sitemap.xml' && pathname !== '/robots.txt') return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return true;
    }
    const xml = pathname === '/sitemap.xml';
    const body = xml ? await sitemapXml(base, sources) : robotsTxt(base);
    res.writeHead(200, {
      'Content-Type': xml ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
