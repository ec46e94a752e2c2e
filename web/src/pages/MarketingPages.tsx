import { DEFAULT_PRICES, formatPrice } from '@swipestack/common/pricing';
import { Link } from 'react-router';
import { PageMeta } from '../components/PageMeta';
import { PhoneSetup } from '../components/share/PhoneSetup';
import { PUBLIC_PAGE_HEADS } from '../lib/pageHeads';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '../lib/site';

const TEAM_OF_FOUR_CENTS = DEFAULT_PRICES.monthlyPriceCents * 4;
const EXAMPLE_COMMISSION_CENTS = Math.round(TEAM_OF_FOUR_CENTS * 0.3);

// /roadmap and /affiliates: a lazily loaded chunk of their own.

interface RoadmapItem {
  title: string;
  body: string;
  badge?: string;
}

const AVAILABLE: RoadmapItem[] = [
  {
    title: 'Save by address',
    body: 'Paste a link; we capture the full page, its title and its text.',
  },
  {
    title: 'Uploads and ad copy',
    body: 'Screenshots and images up to 20 MB, and copy saved as text.',
  },
  {
    title: 'Chrome extension',
    body: 'Save the visible area, the full page, a region, an image or selected text.',
  },
  {
    title: 'Email forwarding',
    body: 'Your own address turns forwarded emails into swipes with a screenshot.',
  },
  {
    title: 'Tags, collections and search',
    body: 'No folders: tags, collections, filters and full-text search.',
  },
  {
    title: 'Team workspaces',
    body: 'Invites, four roles and live updates for everyone in the team.',
  },
  {
    title: 'Plans and billing',
    body: 'Free, Pro and Team, monthly or yearly, with a self-service billing portal.',
  },
  { title: 'Export', body: 'Download every swipe you saved with its images, any time.' },
  {
    title: 'Marketing examples gallery',
    body: 'A public library of ads, emails, landing pages, popups and SaaS pages to swipe from.',
  },
  {
    title: 'Public collections',
    body: 'Publish a collection as a read-only page and embed it on your own site.',
  },
  {
    title: 'Help chat',
    body: 'Ask a question from inside the app and get an answer from a person.',
  },
  {
    title: 'Discover',
    badge: 'New',
    body: 'Examples and other teams’ public collections, ranked by what your team saves.',
  },
  {
    title: 'AI Remix',
    badge: 'Beta',
    body: 'Turn a swipe into first drafts of your own copy with your own AI provider.',
  },
  {
    title: 'Ad Finder',
    badge: 'Beta',
    body: 'See the ads a brand is running right now, follow brands, and save ads in one click.',
  },
  {
    title: 'Comments, mentions and presence',
    badge: 'New',
    body: 'Talk about a swipe with your team, pin a comment on a headline, mention a teammate, see who is here, and catch up in your inbox and the activity feed.',
  },
];

const IN_PROGRESS: RoadmapItem[] = [];

const PLANNED: RoadmapItem[] = [{ title: 'Advanced search', body: 'Search by colour and layout.' }];

function RoadmapColumn({ id, title, items }: { id: string; title: string; items: RoadmapItem[] }) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-slate-50 p-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {items.length ? null : (
        <p className="mt-4 text-sm text-slate-600">Nothing right now: see what is planned.</p>
      )}
      <ul className="mt-4 space-y-4">
        {items.map((item) => (
          <li key={item.title} className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-slate-900">
              {item.title}
              {item.badge ? (
                <span className="ml-2 rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800">
                  {item.badge}
                </span>
              ) : null}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{item.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RoadmapPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta {...PUBLIC_PAGE_HEADS['/roadmap']} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Roadmap</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        What Swipestack does today, what we are building now and what comes next. Plans change as we
        learn; tell us what you need at{' '}
        <a href={SUPPORT_MAILTO} className="font-medium text-indigo-700 underline">
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <RoadmapColumn id="roadmap-available" title="Available now" items={AVAILABLE} />
        <RoadmapColumn id="roadmap-progress" title="In progress" items={IN_PROGRESS} />
        <RoadmapColumn id="roadmap-planned" title="Planned" items={PLANNED} />
      </div>
    </div>
  );
}

const TERMS: Array<{ term: string; detail: string }> = [
  {
    term: 'Commission',
    detail: '30% of every payment from customers you refer, for their first 12 months.',
  },
  {
    term: 'Which plans',
    detail: 'Pro and Team, monthly or yearly. Free accounts earn nothing until they upgrade.',
  },
  {
    term: 'Referral window',
    detail: 'A customer counts as yours if they sign up within 60 days of first opening your link.',
  },
  {
    term: 'Payouts',
    detail:
      'Monthly, by bank transfer or PayPal, once your balance reaches $50. Payments refunded within 30 days are not paid out.',
  },
  { term: 'Cost to join', detail: 'Nothing. You do not need a paid plan.' },
];

const RULES = [
  'No bidding on “Swipestack” or misspellings of it in search ads.',
  'No referring yourself, your own company or accounts you control.',
  'No spam, fake reviews or coupon sites promising discounts we do not offer.',
  'Say that you earn a commission when you recommend us.',
];

export function AffiliatesPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta {...PUBLIC_PAGE_HEADS['/affiliates']} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Affiliate programme</h1>
      <p className="mt-3 text-lg text-slate-700">
        Write about marketing, teach copywriting or run an agency? Recommend Swipestack to your
        audience and earn a share of what they pay.
      </p>
      <section aria-labelledby="aff-terms" className="mt-10">
        <h2 id="aff-terms" className="text-xl font-semibold">
          The terms, plainly
        </h2>
        <dl className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {TERMS.map(({ term, detail }) => (
            <div key={term} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr]">
              <dt className="font-semibold text-slate-900">{term}</dt>
              <dd className="text-slate-700">{detail}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-600">
          Example: a team of four on the Team plan pays {formatPrice(TEAM_OF_FOUR_CENTS)} a month;
          you earn {formatPrice(EXAMPLE_COMMISSION_CENTS)} a month for a year,{' '}
          {formatPrice(EXAMPLE_COMMISSION_CENTS * 12)} in all.
        </p>
      </section>
      <section aria-labelledby="aff-rules" className="mt-10">
        <h2 id="aff-rules" className="text-xl font-semibold">
          Fair play
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-700">
          {RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p className="mt-3 text-slate-700">
          Breaking these rules ends the partnership and forfeits unpaid commission.
        </p>
      </section>
      <section aria-labelledby="aff-join" className="mt-10 rounded-xl bg-indigo-50 p-6">
        <h2 id="aff-join" className="text-xl font-semibold">
          How to join
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-slate-700">
          <li>Create a free Swipestack account, so we know where to send your payouts.</li>
          <li>
            Write to{' '}
            <a href={SUPPORT_MAILTO} className="font-medium text-indigo-700 underline">
              {SUPPORT_EMAIL}
            </a>{' '}
            from that address with a line about your audience.
          </li>
          <li>Within two working days we reply with your personal referral link.</li>
        </ol>
        <Link to="/register?ref=affiliates" className="btn-primary mt-6">
          Create your account
        </Link>
      </section>
    </div>
  );
}

const ON_A_PHONE: RoadmapItem[] = [
  {
    title: 'Browse and search your swipe file',
    body: 'Swipes, collections, tags, filters and search all fit a phone screen; open any swipe full size.',
  },
  {
    title: 'Organise on the go',
    body: 'Tag swipes, add them to collections, edit notes and switch teams.',
  },
  {
    title: 'Work with your team',
    body: 'New swipes from teammates appear live; invite people and manage roles.',
  },
];

const SAVE_FROM_A_PHONE: { title: string; body: string }[] = [
  {
    title: 'Forward an email',
    body: 'In your mail app, forward the email to your personal Swipestack address (Settings → Email swipes). It arrives as a swipe with its images and a screenshot.',
  },
  {
    title: 'Save a link',
    body: 'Share → Copy link in any app, then “Add swipe” → paste the address. We capture the full page, its title and its text for you.',
  },
  {
    title: 'Upload a screenshot',
    body: 'Take a screenshot of an ad or an app screen, then “Add swipe” → upload it from your photo library. Text in the image becomes searchable.',
  },
];

/**
 * /mobile: installing the app and sharing to it, what works on a phone, and the other ways to
 * save from one (the extension is desktop Chrome).
 */
export function MobilePage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta {...PUBLIC_PAGE_HEADS['/mobile']} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Swipestack on your phone</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Install Swipestack from your phone’s browser and share to it from any app: a link, a post’s
        text or a screenshot is saved in one tap. The Chrome extension is for desktop Chrome; on a
        phone you can also save by email, by link or by screenshot.
      </p>
      <PhoneSetup />
      <section aria-labelledby="mobile-works" className="mt-10">
        <h2 id="mobile-works" className="text-xl font-semibold">
          What works on a phone
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {ON_A_PHONE.map((item) => (
            <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{item.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="mobile-save" className="mt-10">
        <h2 id="mobile-save" className="text-xl font-semibold">
          Saving from a phone
        </h2>
        <ol className="mt-4 space-y-4">
          {SAVE_FROM_A_PHONE.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-slate-700">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <p className="mt-10 flex flex-wrap gap-3">
        <Link to="/register" className="btn-primary">
          Create a free account
        </Link>
        <Link to="/docs" className="btn-secondary">
          Read the Help Docs
        </Link>
      </p>
    </div>
  );
}
