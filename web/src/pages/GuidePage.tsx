import { type ReactNode, Suspense } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { GuidePageQuery as GuidePageQueryType } from '../__generated__/GuidePageQuery.graphql';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { OnboardingChecklist } from '../components/onboarding/OnboardingChecklist';
import { SampleSwipeDialog } from '../components/onboarding/SampleSwipeDialog';
import { SampleSwipeList } from '../components/onboarding/SampleSwipeList';
import { useSampleParam } from '../components/onboarding/useSampleParam';
import { pageTitle } from '../lib/site';
import { useScrollToHash } from '../lib/useScrollToHash';
import { preload } from '../relay/preload';

const GuidePageQuery = graphql`
  query GuidePageQuery {
    viewer {
      id
      onboarding {
        id
        ...OnboardingChecklist_onboarding
      }
    }
    ...SampleSwipeList_query
  }
`;

export function guideLoader() {
  return { queryRef: preload<GuidePageQueryType>(GuidePageQuery, {}) };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-6">
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

function GuideContent() {
  const { queryRef } = useLoaderData() as ReturnType<typeof guideLoader>;
  const data = usePreloadedQuery<GuidePageQueryType>(GuidePageQuery, queryRef);
  const onboarding = data.viewer?.onboarding;
  useScrollToHash();
  return (
    <>
      {onboarding ? (
        <section
          aria-labelledby="checklist-heading"
          className="mt-6 rounded-xl border border-indigo-100 bg-white p-5 shadow-sm"
        >
          <h2 id="checklist-heading" className="mb-3 text-lg font-semibold">
            Your checklist
          </h2>
          <OnboardingChecklist onboarding={onboarding} layout="list" />
        </section>
      ) : null}
      <section id="samples" aria-labelledby="samples-heading" className="mt-10 scroll-mt-6">
        <h2 id="samples-heading" className="text-xl font-semibold">
          Sample swipes
        </h2>
        <p className="mt-2 mb-4 leading-7 text-slate-700">
          Seven samples show what a swipe keeps. Open one to look at it the way you will look at
          your own swipes. Samples are not part of your swipe file and do not count towards your
          plan.
        </p>
        <SampleSwipeList query={data} layout="grid" />
      </section>
    </>
  );
}

/** /swipes/guide: how Swipestack works, the viewer's checklist and the sample swipes. */
export function GuidePage() {
  const [sampleId, closeSample] = useSampleParam();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-8">
      <title>{pageTitle('Guide')}</title>
      <h1 className="text-2xl font-bold tracking-tight">Getting started with Swipestack</h1>
      <p className="mt-2 max-w-3xl leading-7 text-slate-700">
        Swipestack keeps the marketing that inspires you (websites, emails, images, ads and landing
        pages) in one searchable swipe file, for you alone or for your whole team. This guide walks
        through each way of saving a swipe and of finding it again.
      </p>
      <ErrorBoundary
        fallback={<p className="mt-6 text-red-700">Your checklist could not be loaded.</p>}
      >
        <Suspense
          fallback={
            <p role="status" className="mt-6 text-slate-600">
              Loading your checklist…
            </p>
          }
        >
          <GuideContent />
        </Suspense>
      </ErrorBoundary>
      <div className="prose-page mt-4 max-w-3xl">
        <Section id="websites" title="Save a website">
          <p>
            Choose <strong>Add swipe</strong> on your swipes page and paste the page’s address on
            the Web page tab, saying whether it is a website, a landing page or an ad. Swipestack
            opens the page in a browser of its own and keeps a screenshot of the whole page with its
            title, description and visible text, so a search finds it by any word on the page. When
            a page cannot be captured (it needs a sign-in, it is down or too slow) the swipe says
            why, and you can try again.
          </p>
          <p>
            <Link to="/swipes?referrer=onboarding_task&task=website">Save a website now</Link>
          </p>
        </Section>

        <Section id="chrome-extension" title="The Chrome extension">
          <p>
            The extension saves the tab you are on without copying addresses: the visible part, the
            whole page or a region you draw, with the title, team, kind, tags and collections chosen
            in its popup. Right-click an image to save just the image, or selected text to keep it
            as copy with the page as its source.
          </p>
          <p>
            After installing it in Chrome, open Swipestack in a tab while you are signed in: the
            extension signs itself in with a token of its own, which you can revoke in Settings.
            Once it is connected, the “Install the Chrome extension” step ticks itself off.
          </p>
          <p>
            To install it before it reaches the Chrome Web Store: build it with{' '}
            <code>npm run build:extension</code>, open <code>chrome://extensions</code>, turn on
            Developer mode, choose Load unpacked and pick the <code>extension/dist</code> folder.
          </p>
          <p>
            <Link to="/extension-installed">Connect the extension</Link>
          </p>
        </Section>

        <Section id="emails" title="Forward emails">
          <p>
            Your account has its own inbound address, shown in Settings. Forward any email to it (a
            newsletter, a launch announcement, an abandoned-cart reminder) and it arrives as an
            email swipe in the team you have selected: the subject as its title, the original sender
            and subject of a forwarded message, and a screenshot of the email. Scripts in emails
            never run.
          </p>
          <p>
            <Link to="/settings?referrer=onboarding_task#email-swipes">
              Find your inbound address
            </Link>
          </p>
        </Section>

        <Section id="uploads" title="Upload images">
          <p>
            <strong>Add swipe</strong> → Image takes a screenshot or any picture: JPEG, PNG, WebP,
            GIF or AVIF, up to 20 MB and 50 megapixels. Hidden metadata such as location is removed
            and photos are turned the right way up. On your swipes page you can also paste an image
            (Ctrl+V) or drop one anywhere; a dropped link opens Add swipe with its address.
          </p>
          <p>
            <Link to="/swipes?referrer=onboarding_task&task=create">Upload an image now</Link>
          </p>
        </Section>

        <Section id="organising" title="Tags and collections">
          <p>
            There are no folders. Tags say what a swipe is good for; they are created as you type
            them (up to 20 on a swipe) and renamed or deleted in <strong>Manage tags</strong>.
            Collections gather swipes for a project or a client; a swipe can be in several, and each
            collection shows a cover. Filter your swipes by kind, tag or collection, sort them
            newest or oldest first, and search their titles, notes and sources and the text of
            captured pages and emails.
          </p>
          <p>
            <Link to="/collections">Go to your collections</Link>
          </p>
        </Section>

        <Section id="teams" title="Work with your team">
          <p>
            Besides your Personal team you can create team workspaces and invite people as viewers,
            editors, admins or owners. What anyone saves into a team appears for its members at
            once. The team selector in the sidebar chooses which team you are looking at and where
            new swipes go.
          </p>
        </Section>

        <Section id="shortcuts" title="Shortcuts">
          <ul>
            <li>
              <kbd>Enter</kbd> saves a swipe’s title; <kbd>Ctrl</kbd>+<kbd>Enter</kbd> (<kbd>⌘</kbd>
              +<kbd>Enter</kbd> on a Mac) saves its notes.
            </li>
            <li>
              <kbd>Escape</kbd> undoes an edit you have not saved, and closes any dialog.
            </li>
            <li>
              In a tag box, <kbd>Enter</kbd> or a comma adds the tag and <kbd>Backspace</kbd>{' '}
              removes the last one.
            </li>
            <li>
              <kbd>Ctrl</kbd>-click (<kbd>⌘</kbd>-click) a swipe to open it in a new tab: every
              swipe has its own address.
            </li>
          </ul>
        </Section>

        <Section id="examples" title="The examples library">
          <p>
            Stuck for ideas? The examples library collects 5,500+ marketing examples in 200
            categories (ads, emails, landing pages, popups and SaaS pages) to swipe into your own
            file.
          </p>
        </Section>
      </div>
      <SampleSwipeDialog swipeId={sampleId} onClose={closeSample} />
    </div>
  );
}
