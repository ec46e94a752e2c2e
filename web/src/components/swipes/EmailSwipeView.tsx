import { type ReactNode, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EmailAttachments_swipe$key } from '../../__generated__/EmailAttachments_swipe.graphql';
import { imageUrl } from '../../lib/images';

type View = 'screenshot' | 'email';

/**
 * An email swipe's picture: the screenshot by default, or the email itself. The email is our
 * server's sanitised copy, served with a sandboxing Content-Security-Policy, in an iframe with
 * `sandbox=""`: no scripts, forms, popups or navigation, and an opaque origin. Its images are
 * our stored copies and its CSP allows nothing remote, so opening it tells the sender nothing
 * (docs/inbound-email.md).
 */
export function EmailSwipeView({
  screenshot,
  emailHtmlUrl,
  title,
}: {
  screenshot: ReactNode;
  emailHtmlUrl: string;
  title: string;
}) {
  const [view, setView] = useState<View>('screenshot');
  const option = (value: View, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={`rounded-md px-3 py-1 text-sm font-medium ${
        view === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div className="flex h-full flex-col gap-2">
      <fieldset className="flex w-fit gap-1 rounded-lg bg-slate-100 p-1">
        <legend className="sr-only">Show</legend>
        {option('screenshot', 'Screenshot')}
        {option('email', 'Email')}
      </fieldset>
      {view === 'screenshot' ? (
        <div className="min-h-0 flex-1">{screenshot}</div>
      ) : (
        <iframe
          src={emailHtmlUrl}
          sandbox=""
          referrerPolicy="no-referrer"
          title={`Email: ${title}`}
          className="h-[75dvh] w-full flex-1 rounded-lg border border-slate-200 bg-white lg:h-auto"
        />
      )}
    </div>
  );
}

/** The images an email carried as attachments, each opening full size in a new tab. */
export function EmailAttachments({ swipe }: { swipe: EmailAttachments_swipe$key }) {
  const { attachments } = useFragment(
    graphql`
      fragment EmailAttachments_swipe on Swipe {
        attachments {
          url
          filename
        }
      }
    `,
    swipe,
  );
  if (!attachments.length) return null;
  return (
    <div>
      <h3 className="block text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Attachments
      </h3>
      <ul className="mt-1 grid grid-cols-3 gap-2" aria-label="Attachments">
        {attachments.map((file, index) => {
          const name = file.filename || `Attachment ${index + 1}`;
          return (
            <li key={file.url}>
              <a
                href={file.url}
                target="_blank"
                rel="noopener noreferrer"
                className="block overflow-hidden rounded border border-slate-200 hover:border-indigo-600"
              >
                <img
                  src={imageUrl(file.url, 256)}
                  alt={name}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
