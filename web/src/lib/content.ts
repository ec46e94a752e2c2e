import type { ContentEntry, FrontMatter } from './markdown';
import { sortEntries } from './markdown';

/**
 * Docs and blog posts of `web/content/` (docs/content.md). The Vite content plugin turns each
 * file into data at build time: `?meta` imports are the front matter only (bundled with the
 * index pages), a plain import is one article with its HTML (a chunk of its own).
 */
export type ContentKind = 'docs' | 'blog';

export interface Article {
  slug: string;
  meta: FrontMatter;
  html: string;
}

type Loader = () => Promise<{ meta: FrontMatter; html: string }>;

const metas: Record<ContentKind, Record<string, FrontMatter>> = {
  docs: import.meta.glob<FrontMatter>('../../content/docs/*.md', {
    query: '?meta',
    import: 'default',
    eager: true,
  }),
  blog: import.meta.glob<FrontMatter>('../../content/blog/*.md', {
    query: '?meta',
    import: 'default',
    eager: true,
  }),
};

const bodies: Record<ContentKind, Record<string, Loader>> = {
  docs: import.meta.glob('../../content/docs/*.md', { import: 'default' }) as Record<
    string,
    Loader
  >,
  blog: import.meta.glob('../../content/blog/*.md', { import: 'default' }) as Record<
    string,
    Loader
  >,
};

export function slugOf(filePath: string): string {
  return (filePath.split('/').pop() ?? '').replace(/\.md$/, '');
}

/** Every entry of a kind, in index order. */
export function listEntries(kind: ContentKind): ContentEntry[] {
  return sortEntries(
    Object.entries(metas[kind]).map(([file, meta]) => ({ slug: slugOf(file), meta })),
    kind,
  );
}

/** One article, or null when no file has that slug. */
export async function loadArticle(kind: ContentKind, slug: string): Promise<Article | null> {
  const entry = Object.entries(bodies[kind]).find(([file]) => slugOf(file) === slug);
  if (!entry) return null;
  const { meta, html } = await entry[1]();
  return { slug, meta, html };
}
