import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { ExtensionInstalledPageQuery as ExtensionInstalledPageQueryType } from '../__generated__/ExtensionInstalledPageQuery.graphql';
import { ConnectExtensionButton } from '../components/accounts/ConnectExtensionButton';
import {
  type ConnectionView,
  useExtensionConnection,
} from '../components/accounts/useExtensionConnection';
import { PageMeta } from '../components/PageMeta';
import { PUBLIC_PAGE_HEADS } from '../lib/pageHeads';
import { preload } from '../relay/preload';

const ExtensionInstalledPageQuery = graphql`
  query ExtensionInstalledPageQuery {
    viewer {
      email
    }
  }
`;

interface ExtensionInstalledData {
  queryRef: PreloadedQuery<ExtensionInstalledPageQueryType>;
}

export function extensionInstalledLoader(): ExtensionInstalledData {
  return { queryRef: preload<ExtensionInstalledPageQueryType>(ExtensionInstalledPageQuery, {}) };
}

const NEXT = `next=${encodeURIComponent('/extension-installed')}`;

function SignedOutStatus() {
  return (
    <>
      <p className="text-slate-700">
        Sign in to connect the extension to your swipe file: it signs in with your Swipestack
        account, and you come back here.
      </p>
      <p className="flex flex-wrap gap-3">
        <Link to={`/login?${NEXT}`} className="btn-primary">
          Sign in
        </Link>
        <Link to={`/register?${NEXT}`} className="btn-secondary">
          Create an account
        </Link>
      </p>
    </>
  );
}

function SignedInStatus({ email }: { email: string }) {
  const { view, update } = useExtensionConnection(email);
  return (
    <>
      <ConnectionStatus view={view} />
      {view.state !== 'absent' && view.state !== 'checking' ? (
        <ConnectExtensionButton viewerEmail={email} onResult={update} />
      ) : null}
    </>
  );
}

function ConnectionStatus({ view }: { view: ConnectionView }) {
  const origin = window.location.origin;
  switch (view.state) {
    case 'checking':
      return <p role="status">Looking for the extension…</p>;
    case 'connected':
      return (
        <p role="status" className="font-medium text-emerald-800">
          Connected: the extension saves to your swipe file as {view.email}.
        </p>
      );
    case 'otherServer':
      return (
        <p role="alert" className="text-amber-900">
          The extension is set up for another Swipestack server. Open its Options (right-click the
          Swipestack button, then Options) and set the server address to {origin}.
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="text-red-800">
          The extension could not sign in: {view.error}
        </p>
      );
    default:
      return (
        <p role="status" className="text-slate-700">
          The extension isn't installed in this browser, or it is turned off. Add Swipestack for
          Chrome, then come back to this page.
        </p>
      );
  }
}

/**
 * `/extension-installed`, a public page: shown once the extension is signed in, where to
 * (re)connect it, and for a signed-out visitor (the extension opens it on install) the way to
 * sign in first.
 */
export function ExtensionInstalledPage() {
  const { queryRef } = useLoaderData() as ExtensionInstalledData;
  const data = usePreloadedQuery<ExtensionInstalledPageQueryType>(
    ExtensionInstalledPageQuery,
    queryRef,
  );
  const email = data.viewer?.email;
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-8">
      <PageMeta {...PUBLIC_PAGE_HEADS['/extension-installed']} />
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight">Swipestack for Chrome</h1>
        <p className="text-slate-600">
          Save the page you are on, a part of it, an image or a passage of text without leaving the
          tab.
        </p>
      </header>
      <section
        aria-labelledby="extension-status"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-6"
      >
        <h2 id="extension-status" className="text-lg font-semibold">
          Extension status
        </h2>
        {email ? <SignedInStatus email={email} /> : <SignedOutStatus />}
      </section>
      <section aria-labelledby="extension-howto" className="space-y-3">
        <h2 id="extension-howto" className="text-lg font-semibold">
          Saving with the extension
        </h2>
        <ol className="list-decimal space-y-2 pl-5 text-slate-700">
          <li>Pin Swipestack to the toolbar (the puzzle-piece menu, then the pin).</li>
          <li>
            On any page, click the Swipestack button: choose the team, kind, tags and collections,
            then save the visible area, the full page, or a region you draw.
          </li>
          <li>
            If the page is already in your swipe file, the extension says so and lets you edit it.
          </li>
          <li>
            Right-click an image to save it as an image swipe, or selected text to save it with the
            page as its source.
          </li>
        </ol>
      </section>
    </div>
  );
}
