import { sameSitePath } from '@swipestack/common/paths';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from '@swipestack/common/previews';
import { LogoMark } from '@swipestack/common/ui/LogoMark';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MAIN_ID } from '../components/SkipLink';
import { DEFAULT_DESCRIPTION, SITE_NAME, SITE_TAGLINE } from '../lib/site';

/**
 * /og-template (spec: no layout): the Open Graph image of a page, drawn from `?title=`,
 * `?description=`, `?label=` (the section: Blog, Docs…) and `?picture=` (a cover on this site,
 * beside the words). The server opens it in Chromium and keeps a 1200×630 screenshot as the
 * page's preview image (server/src/http/og-images.ts); it marks itself ready (`data-og-ready`)
 * once its fonts and its picture are in.
 */
export function OgTemplatePage() {
  const [params] = useSearchParams();
  const title = params.get('title')?.slice(0, 140) || SITE_NAME;
  const description = params.get('description')?.slice(0, 240) || DEFAULT_DESCRIPTION;
  const label = params.get('label')?.slice(0, 40) ?? '';
  const picture = sameSitePath(params.get('picture'));
  const [fontsIn, setFontsIn] = useState(false);
  // A picture that cannot load counts as in: the words are drawn without it.
  const [pictureIn, setPictureIn] = useState(!picture);
  useEffect(() => {
    void document.fonts.ready.then(() => setFontsIn(true));
  }, []);
  const ready = fontsIn && pictureIn;
  return (
    <main
      id={MAIN_ID}
      data-og-ready={ready ? 'true' : undefined}
      style={{ width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT }}
      className="relative flex flex-col justify-between overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 p-20 text-white"
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
      {picture ? (
        <img
          src={picture}
          alt=""
          onLoad={() => setPictureIn(true)}
          onError={() => setPictureIn(true)}
          className="absolute top-20 right-20 h-[280px] w-[448px] rounded-2xl bg-white object-contain shadow-2xl ring-4 ring-white/30"
        />
      ) : null}
      <div className={picture ? 'max-w-[560px]' : undefined}>
        <h1
          className={`line-clamp-3 ${picture ? 'text-6xl' : 'text-7xl'} leading-[1.1] font-extrabold tracking-tight text-balance`}
        >
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
