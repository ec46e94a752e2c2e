import { type ReactNode, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type NotificationEmailKind,
  useUnsubscribeFromEmails,
} from '../components/notifications/useUnsubscribeFromEmails';
import { PageMeta } from '../components/PageMeta';
import { PUBLIC_PAGE_HEADS } from '../lib/pageHeads';

// /unsubscribe?token=…&email=MENTIONS|DAILY_DIGEST|TRACKED_ADS_DIGEST: the link at the foot of
// Swipestack's notification emails (docs/collaboration.md). It works signed out, and stops the
// email only when the button is pressed: mail scanners open links, and opening must not count.

export const SETTINGS_NOTIFICATIONS = '/settings#notifications';

type EmailKind = Exclude<NotificationEmailKind, '%future added value'>;

const EMAILS: Record<EmailKind, { question: string; what: string }> = {
  MENTIONS: {
    question: 'Stop emails about mentions?',
    what: "emails about mentions you haven't read",
  },
  DAILY_DIGEST: {
    question: 'Stop the daily digest?',
    what: 'the daily digest of unread notifications',
  },
  TRACKED_ADS_DIGEST: {
    question: "Stop the daily email of tracked brands' new ads?",
    what: "the daily email of tracked brands' new ads",
  },
};

function emailKind(value: string | null): EmailKind | null {
  return value && Object.hasOwn(EMAILS, value) ? (value as EmailKind) : null;
}

function SettingsLink({ children }: { children: string }) {
  return (
    <Link
      to={SETTINGS_NOTIFICATIONS}
      className="font-medium text-indigo-700 underline underline-offset-2"
    >
      {children}
    </Link>
  );
}

export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const email = emailKind(params.get('email'));
  const [unsubscribe, inFlight] = useUnsubscribeFromEmails();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const page = (children: ReactNode) => (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta {...PUBLIC_PAGE_HEADS['/unsubscribe']} />
      {children}
    </div>
  );

  if (!email || !token) {
    return page(
      <>
        <h1 className="text-2xl font-bold tracking-tight">This unsubscribe link is incomplete</h1>
        <p className="mt-4 text-slate-700">
          Open the link in the email again, or copy all of it into the address bar. You can also
          sign in and choose your emails in your <SettingsLink>notification settings</SettingsLink>.
        </p>
      </>,
    );
  }

  const { question, what } = EMAILS[email];
  const onUnsubscribe = () => {
    if (inFlight) return;
    setError(null);
    unsubscribe(token, email, {
      onUnsubscribed: () => {
        setDone(true);
        // The button is gone: the heading that replaced it takes the focus.
        requestAnimationFrame(() => heading.current?.focus());
      },
      onFailed: setError,
    });
  };

  if (done) {
    return page(
      <>
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight focus:outline-none"
        >
          You're unsubscribed.
        </h1>
        <p className="mt-4 text-slate-700">Swipestack won't send you {what} anymore.</p>
        <p className="mt-2 text-slate-700">
          Changed your mind? Turn it back on in your{' '}
          <SettingsLink>notification settings</SettingsLink> (you'll need to sign in).
        </p>
      </>,
    );
  }

  return page(
    <>
      <h1 className="text-2xl font-bold tracking-tight">{question}</h1>
      <p className="mt-4 text-slate-700">
        Swipestack will stop sending you {what}. Your inbox in the app stays as it is.
      </p>
      {error ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3">
          <p className="text-red-800">{error}</p>
          <p className="mt-1 text-sm text-red-800">
            You can also choose your emails in your{' '}
            <SettingsLink>notification settings</SettingsLink>.
          </p>
        </div>
      ) : null}
      <button
        type="button"
        className="btn-primary mt-6 aria-disabled:cursor-wait aria-disabled:opacity-60"
        aria-disabled={inFlight}
        onClick={onUnsubscribe}
      >
        {inFlight ? 'Unsubscribing…' : 'Unsubscribe'}
      </button>
    </>,
  );
}
