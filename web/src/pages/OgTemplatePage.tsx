import { LogoMark } from '@swipestack/common/ui/LogoMark';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MAIN_ID } from '../components/SkipLink';
import { DEFAULT_DESCRIPTION, SITE_NAME, SITE_TAGLINE } from '../lib/site';

/** The preview's size: what link previews show (Open Graph's large image). */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/**
 * /og-template (spec: no layout): the Open Graph image of a page, drawn from `?title=`,
 * `?description=` and `?label=` (the section: Blog, Docs…). The server opens it in Chromium and
 * keeps a 1200×630 screenshot as the page's preview image (server/src/http/og-images.ts); it
 * marks itself ready (`data-og-ready`) once its fonts are in.
 */
export function OgTemplatePage() {
  const [params] = useSearchParams();
  const title = params.get('title')?.slice(0, 140) || SITE_NAME;
  const description = params.get('description')?.slice(0, 240) || DEFAULT_DESCRIPTION;
  const label = params.get('label')?.slice(0, 40) ?? '';
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void document.fonts.ready.then(() => setReady(true));
  }, []);
  return (
    <main
      id={MAIN_ID}
      data-og-ready={ready ? 'true' : undefined}
      style={{ width: OG_WIDTH, height: OG_HEIGHT }}
      className="flex flex-col justify-between overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 p-20 text-white"
    >
      <title>{`${title} · ${SITE_NAME} preview`}</title>
      <meta name="robots" content="noindex" />
      <div className="flex items-center gap-4 text-3xl font-bold tracking-tight">
        <span className="rounded-2xl bg-white p-2">
          <LogoMark className="size-12" />
        </span>
        {SITE_NAME}
        {label ? (
          <span className="ml-4 rounded-full bg-white/15 px-5 py-1.5 text-2xl font-semibold">
            {label}
          </span>
        ) : null}
      </div>
      <div>
        <h1 className="line-clamp-3 text-7xl leading-[1.1] font-extrabold tracking-tight text-balance">
          {title}
        </h1>
        <p className="mt-8 line-clamp-2 text-3xl leading-snug text-indigo-100">{description}</p>
      </div>
      <p className="text-2xl text-indigo-200">
        {SITE_NAME} — {SITE_TAGLINE}
      </p>
    </main>
  );
}
