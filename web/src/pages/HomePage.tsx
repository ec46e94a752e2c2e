import { DEFAULT_PRICES, FREE_SWIPE_LIMIT, priceView } from '@swipestack/common/pricing';
import { Icon } from '@swipestack/common/ui/Icon';
import { Link } from 'react-router';
import { PageMeta } from '../components/PageMeta';
import { PUBLIC_PAGE_HEADS } from '../lib/pageHeads';

const monthly = priceView(DEFAULT_PRICES, false);
const annual = priceView(DEFAULT_PRICES, true);

const FEATURES = [
  {
    title: 'Save anything',
    body: 'Websites, emails, images, ads and landing pages — every piece of marketing that inspires you, saved as a swipe in one place.',
  },
  {
    title: 'Tags and collections, no folders',
    body: 'Organise swipes with tags and collections. A swipe can live in many collections, so you never dig through folders again.',
  },
  {
    title: 'Team workspaces',
    body: 'Share a swipe file with your team, invite teammates as viewers, editors, admins or owners, and keep your personal swipes separate.',
  },
  {
    title: 'Live for the whole team',
    body: 'A swipe saved by a teammate, a finished page capture or a new collection shows up in every open tab at once.',
  },
  {
    title: 'Search every word',
    body: 'Swipestack reads captured pages and forwarded emails, so a search finds a swipe by any word on it.',
  },
  {
    title: 'Save by link or upload',
    body: 'Paste an address and we capture the full page, its title and its text. Or upload a screenshot, or keep ad copy as text.',
  },
  {
    title: 'Chrome extension',
    body: 'Capture the visible area, the full page or a region of the tab you are on, or right-click an image or some text.',
  },
  {
    title: 'Email forwarding',
    body: 'Forward newsletters and campaigns to your personal inbound address and they land in your swipe file.',
  },
  {
    title: 'Marketing examples',
    body: 'Browse a public library of marketing examples (ads, emails, landing pages, popups and SaaS pages) for your next campaign.',
  },
] as const;

// Review lines (spec §1): representative quotes attributed to roles, not to named people.
const REVIEWS = [
  {
    quote:
      'I used to keep swipes in three places and find none of them. Now I forward the email and it is there, searchable, with a screenshot.',
    role: 'Email marketing lead, B2B SaaS',
  },
  {
    quote:
      'Our agency builds a collection per client before every kickoff. It has replaced the mood-board deck entirely.',
    role: 'Creative director, performance agency',
  },
  {
    quote:
      'The extension is the reason I actually save things. Full page, one click, tagged before I close the tab.',
    role: 'Freelance conversion copywriter',
  },
] as const;

export function HomePage() {
  return (
    <>
      <PageMeta {...PUBLIC_PAGE_HEADS['/']} />
      <section className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
            The swipe file for marketers
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Save the marketing that inspires you. Find it again in seconds.
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-700">
            Swipestack keeps your websites, emails, images, ads and landing pages in one searchable
            swipe file. Organise with tags and collections, work alone or with your team, and
            capture from Chrome or by forwarding an email.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/register" className="btn-primary px-6 py-3 text-base">
              Start your swipe file — free
            </Link>
            <Link to="/examples" className="btn-secondary px-6 py-3 text-base">
              Browse marketing examples
            </Link>
          </div>
          <p className="mt-4 text-sm text-slate-600">
            Free for your first {FREE_SWIPE_LIMIT} swipes. No card needed.
          </p>
          <p className="mt-8 flex items-center gap-2 font-semibold text-slate-800">
            <span className="inline-flex text-amber-500">
              {[1, 2, 3, 4, 5].map((star) => (
                <Icon key={star} name="star" className="size-4" />
              ))}
            </span>
            Loved by 3,000+ marketers
          </p>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight">
          Everything your swipe file needs
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 leading-7 text-slate-700">{feature.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="reviews-heading" className="bg-indigo-50/60">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="reviews-heading" className="text-center text-3xl font-bold tracking-tight">
            What marketers say
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {REVIEWS.map((review) => (
              <li key={review.role} className="rounded-xl bg-white p-6 shadow-sm">
                <figure>
                  <blockquote className="leading-7 text-slate-800">“{review.quote}”</blockquote>
                  <figcaption className="mt-4 text-sm font-semibold text-slate-600">
                    {review.role}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="pricing-heading" className="bg-slate-50">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
          <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight">
            Simple pricing
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-slate-700">
            Start free with up to {FREE_SWIPE_LIMIT} swipes. Go Pro for {monthly.amount} a month, or{' '}
            {annual.amount} a year and {annual.saving}. Teams pay {monthly.amount}/mo per team
            member for unlimited swipes, tags and collections.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/register" className="btn-primary px-6 py-3 text-base">
              Create your free account
            </Link>
            <Link to="/pricing" className="btn-secondary px-6 py-3 text-base">
              Compare plans
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="learn-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="learn-heading" className="text-center text-2xl font-bold tracking-tight">
          Free help for marketers
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          <li className="rounded-xl border border-slate-200 p-6">
            <h3 className="font-semibold">
              <Link to="/tools" className="hover:text-indigo-700">
                Free tools
              </Link>
            </h3>
            <p className="mt-2 text-slate-700">
              Check a subject line and score a headline in your browser.
            </p>
          </li>
          <li className="rounded-xl border border-slate-200 p-6">
            <h3 className="font-semibold">
              <Link to="/blog" className="hover:text-indigo-700">
                The blog
              </Link>
            </h3>
            <p className="mt-2 text-slate-700">How to keep a swipe file you will actually use.</p>
          </li>
          <li className="rounded-xl border border-slate-200 p-6">
            <h3 className="font-semibold">
              <Link to="/docs" className="hover:text-indigo-700">
                Help docs
              </Link>
            </h3>
            <p className="mt-2 text-slate-700">
              Every feature explained, from your first swipe to team roles.
            </p>
          </li>
        </ul>
      </section>
    </>
  );
}
