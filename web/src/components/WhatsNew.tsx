import { useState } from 'react';
import { Link } from 'react-router';
import { CHANGELOG, hasUnreadChangelog, markChangelogSeen } from '../lib/changelog';
import { formatDate } from '../lib/markdown';
import { Modal } from './swipes/Modal';

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

/**
 * The app layout's changelog button: "What's new", with a red dot until the newest entry has
 * been opened in this browser; the panel lists every entry and links to /changelog.
 */
export function WhatsNew({ userId }: { userId: string }) {
  const [unread, setUnread] = useState(() => hasUnreadChangelog(userId, storage()));
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          markChangelogSeen(userId, storage());
          setUnread(false);
        }}
        className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        What’s new
        {unread ? (
          <>
            <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />
            <span className="sr-only">(new updates)</span>
          </>
        ) : null}
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="What’s new"
        description="Recent changes to Swipestack."
        size="lg"
      >
        <ol className="space-y-5">
          {CHANGELOG.map((entry) => (
            <li key={entry.slug}>
              <p className="text-xs font-medium text-slate-600">
                {entry.meta.date ? formatDate(entry.meta.date) : null}
              </p>
              <h3 className="font-semibold">{entry.meta.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{entry.meta.description}</p>
              <Link
                to={`/changelog#${entry.slug}`}
                onClick={() => setOpen(false)}
                className="mt-1 inline-block text-sm font-medium text-indigo-700 hover:underline"
              >
                Read more<span className="sr-only"> about {entry.meta.title}</span>
              </Link>
            </li>
          ))}
        </ol>
      </Modal>
    </>
  );
}
