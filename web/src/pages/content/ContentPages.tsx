import { sameSitePath } from '@swipestack/common/paths';
import { Icon } from '@swipestack/common/ui/Icon';
import { type MouseEvent, useCallback } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { CHANGELOG } from '../../lib/changelog';
import { type Article, type ContentKind, listEntries, loadArticle } from '../../lib/content';
import { type FrontMatter, formatDate, outline } from '../../lib/markdown';
import { articleHead, PUBLIC_PAGE_HEADS } from '../../lib/pageHeads';
import { NotFoundPage } from '../NotFoundPage';

// /docs, /docs/:slug, /blog, /blog/:slug and /changelog: Markdown of web/content rendered in the prose
// layout (index.css `.prose-page`). A lazily loaded chunk of its own.

export async function docLoader({ params }: LoaderFunctionArgs) {
  return loadArticle('docs', params.slug ?? '');
}

export async function postLoader({ params }: LoaderFunctionArgs) {
  return loadArticle('blog', params.slug ?? '');
}

/** Same-site links inside rendered Markdown navigate in the app instead of reloading it. */
function useRouterLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const anchor = (event.target as Element).closest('a');
      const path = sameSitePath(anchor?.getAttribute('href'));
      if (
        !anchor ||
        !path ||
        anchor.target ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      event.preventDefault();
      navigate(path);
    },
    [navigate],
  );
}

function ArticleBody({ html }: { html: string }) {
  const onClick = useRouterLinks();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks of the links inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: links keep their own keyboard behaviour
    <div
      className="prose-page"
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: built from the repository's own Markdown, escaped by lib/markdown.ts
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

const SECTION: Record<ContentKind, { name: string; path: '/docs' | '/blog'; description: string }> =
  {
    docs: {
      name: PUBLIC_PAGE_HEADS['/docs'].title,
      path: '/docs',
      description: PUBLIC_PAGE_HEADS['/docs'].description,
    },
    blog: {
      name: PUBLIC_PAGE_HEADS['/blog'].title,
      path: '/blog',
      description: PUBLIC_PAGE_HEADS['/blog'].description,
    },
  };

function ContentIndex({ kind }: { kind: ContentKind }) {
  const section = SECTION[kind];
  const entries = listEntries(kind);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta {...PUBLIC_PAGE_HEADS[section.path]} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{section.name}</h1>
      <p className="mt-3 text-lg text-slate-700">{section.description}</p>
      <ul className="mt-10 space-y-4" aria-label={kind === 'docs' ? 'Articles' : 'Posts'}>
        {entries.map(({ slug, meta }) => (
          <li key={slug} className="rounded-xl border border-slate-200 p-5 hover:border-indigo-300">
            <h2 className="text-lg font-semibold">
              <Link to={`${section.path}/${slug}`} className="text-slate-900 hover:text-indigo-700">
                {meta.title}
              </Link>
            </h2>
            {meta.date ? (
              <p className="mt-1 text-sm text-slate-600">
                <time dateTime={meta.date}>{formatDate(meta.date)}</time>
              </p>
            ) : null}
            <p className="mt-2 text-slate-700">{meta.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function DocsIndexPage() {
  return <ContentIndex kind="docs" />;
}

export function BlogIndexPage() {
  return <ContentIndex kind="blog" />;
}

function ArticlePage({ kind }: { kind: ContentKind }) {
  const article = useLoaderData() as Article | null;
  if (!article) return <NotFoundPage />;
  const section = SECTION[kind];
  const { meta, html } = article;
  const headings = kind === 'docs' ? outline(html) : [];
  const others = kind === 'docs' ? listEntries('docs').filter((e) => e.slug !== article.slug) : [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta {...articleHead(meta)} />
      <div className="lg:grid lg:grid-cols-[1fr_16rem] lg:gap-12">
        <article className="min-w-0 max-w-3xl">
          <nav aria-label="Breadcrumb" className="text-sm">
            <Link to={section.path} className="font-medium text-indigo-700 hover:underline">
              <Icon name="arrowLeft" className="mr-1 inline size-4 align-[-3px]" />
              {section.name}
            </Link>
          </nav>
          <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{meta.title}</h1>
          {meta.date ? (
            <p className="mt-2 text-sm text-slate-600">
              <time dateTime={meta.date}>{formatDate(meta.date)}</time>
              {meta.author ? ` · ${meta.author}` : null}
            </p>
          ) : null}
          <p className="mt-4 mb-8 text-lg text-slate-700">{meta.description}</p>
          <ArticleBody html={html} />
        </article>
        {kind === 'docs' ? (
          <aside className="mt-12 space-y-8 text-sm lg:mt-0">
            {headings.length ? (
              <nav aria-label="On this page">
                <h2 className="font-semibold text-slate-900">On this page</h2>
                <ul className="mt-3 space-y-2">
                  {headings.map((h) => (
                    <li key={h.id}>
                      <a href={`#${h.id}`} className="text-slate-700 hover:text-indigo-700">
                        {h.text}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <nav aria-label="More help">
              <h2 className="font-semibold text-slate-900">More help</h2>
              <ul className="mt-3 space-y-2">
                {others.map((e) => (
                  <li key={e.slug}>
                    <Link to={`/docs/${e.slug}`} className="text-slate-700 hover:text-indigo-700">
                      {e.meta.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
        ) : (
          <aside className="mt-12 rounded-xl bg-indigo-50 p-6 lg:mt-0 lg:self-start">
            <h2 className="font-semibold text-slate-900">Start your swipe file</h2>
            <p className="mt-2 text-sm text-slate-700">
              Save websites, emails, ads and images, and find them again in seconds. Free for 10
              swipes.
            </p>
            <Link to="/register" className="btn-primary mt-4">
              Sign up free
            </Link>
          </aside>
        )}
      </div>
    </div>
  );
}

export function DocPage() {
  return <ArticlePage kind="docs" />;
}

export function BlogPostPage() {
  return <ArticlePage kind="blog" />;
}

const changelogEntries = import.meta.glob<{ meta: FrontMatter; html: string }>(
  '../../../content/changelog/*.md',
  { import: 'default', eager: true },
);

/** /changelog: every entry of web/content/changelog, newest first, in full. */
export function ChangelogPage() {
  const entries = CHANGELOG.map((entry) => {
    const file = Object.keys(changelogEntries).find((path) => path.endsWith(`/${entry.slug}.md`));
    return { ...entry, html: file ? (changelogEntries[file]?.html ?? '') : '' };
  });
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta {...PUBLIC_PAGE_HEADS['/changelog']} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Changelog</h1>
      <p className="mt-3 text-lg text-slate-700">{PUBLIC_PAGE_HEADS['/changelog'].description}</p>
      <div className="mt-10 space-y-12">
        {entries.map(({ slug, meta, html }) => (
          <article key={slug} id={slug} aria-labelledby={`${slug}-title`} className="scroll-mt-24">
            {meta.date ? (
              <p className="text-sm text-slate-600">
                <time dateTime={meta.date}>{formatDate(meta.date)}</time>
              </p>
            ) : null}
            <h2 id={`${slug}-title`} className="mt-1 text-2xl font-bold tracking-tight">
              {meta.title}
            </h2>
            <p className="mt-2 mb-4 text-slate-700">{meta.description}</p>
            <ArticleBody html={html} />
          </article>
        ))}
      </div>
    </div>
  );
}
