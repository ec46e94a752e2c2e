import { useId, useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ShareLinks_collection$key } from '../../__generated__/ShareLinks_collection.graphql';
import { copyToClipboard } from '../../lib/clipboard';
import { SITE_NAME } from '../../lib/site';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML that embeds a published collection in another site. */
function embedSnippet(shareUrl: string, name: string): string {
  return `<iframe src="${escapeAttribute(shareUrl)}" title="${escapeAttribute(
    `${name} · ${SITE_NAME}`,
  )}" width="100%" height="720" style="border:0" loading="lazy"></iframe>`;
}

/** A published collection's public link and embed code, each with its copy button. */
export function ShareLinks({ collection }: { collection: ShareLinks_collection$key }) {
  const data = useFragment(
    graphql`
      fragment ShareLinks_collection on Collection {
        name
        shareUrl
      }
    `,
    collection,
  );
  const linkRef = useRef<HTMLInputElement>(null);
  const embedRef = useRef<HTMLTextAreaElement>(null);
  const ids = { link: useId(), embed: useId() };
  if (!data.shareUrl) return null;
  const embed = embedSnippet(data.shareUrl, data.name);
  return (
    <>
      <div>
        <label htmlFor={ids.link} className="block text-sm font-semibold">
          Public link
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={ids.link}
            ref={linkRef}
            readOnly
            value={data.shareUrl}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-slate-900 font-mono text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            className="btn-secondary"
            onClick={() =>
              void copyToClipboard(data.shareUrl ?? '', 'Link', { field: linkRef.current })
            }
          >
            Copy link
          </button>
        </div>
        <a
          href={data.shareUrl}
          target="_blank"
          rel="noopener"
          className="mt-1 inline-block text-sm text-indigo-700 underline"
        >
          Open the public page<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <div>
        <label htmlFor={ids.embed} className="block text-sm font-semibold">
          Embed code
        </label>
        <p className="text-xs text-slate-600">
          Paste it into any web page to show the collection there.
        </p>
        <textarea
          id={ids.embed}
          ref={embedRef}
          readOnly
          rows={3}
          value={embed}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-slate-900 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="btn-secondary mt-1"
          onClick={() => void copyToClipboard(embed, 'Embed code', { field: embedRef.current })}
        >
          Copy embed code
        </button>
      </div>
    </>
  );
}
