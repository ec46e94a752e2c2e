import { Link } from 'react-router';
import { DEFAULT_PRICES, FREE_SWIPE_LIMIT, priceView } from '../lib/pricing';
import { pageTitle } from '../lib/site';

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
    body: 'Share a swipe file with your team, invite teammates and keep your personal swipes separate.',
  },
  {
    title: 'Chrome extension',
    body: 'Capture the page you are looking at in one click, without leaving the tab.',
  },
  {
    title: 'Email forwarding',
    body: 'Forward newsletters and campaigns to your personal inbound address and they land in your swipe file.',
  },
  {
    title: 'Marketing examples',
    body: 'Browse a public library of 5,500+ marketing examples in 200 categories for your next campaign.',
  },
] as const;

export function HomePage() {
  return (
    <>
      <title>{pageTitle()}</title>
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
    </>
  );
}
