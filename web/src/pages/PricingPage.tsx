import { FREE_SWIPE_LIMIT, formatPrice } from '@swipestack/common/pricing';
import { Icon } from '@swipestack/common/ui/Icon';
import { type ReactNode, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { PaymentsOffNotice } from '../components/billing/PaymentsOffNotice';
import { BillingPeriodToggle, PlanPrice } from '../components/billing/PlanPricing';
import { PageMeta } from '../components/PageMeta';
import { usePublicViewer } from '../layouts/PublicLayout';
import { PUBLIC_PAGE_HEADS } from '../lib/pageHeads';
import { type PaymentsStatus, paymentsStatus } from '../lib/paymentsStatus';
import { currentViewer } from '../lib/viewerStatus';

// /pricing (public layout, its own small chunk): the three plans with the same toggle and
// prices as the paywall. It never loads the signed-in app; signed-in visitors are sent to
// their swipes, where the paywall and Settings upgrade a team; when this server takes no
// payments, they are told so here (and an administrator how to switch payments on).

interface PricingData {
  /** Asked only for a signed-in visitor; null otherwise or when the server could not answer. */
  payments: PaymentsStatus | null;
}

export async function pricingLoader(): Promise<PricingData> {
  return { payments: (await currentViewer()) ? await paymentsStatus() : null };
}

interface PlanCard {
  name: string;
  audience: string;
  features: readonly string[];
  highlighted?: boolean;
}

const FREE: PlanCard = {
  name: 'Free',
  audience: 'To try Swipestack',
  features: [
    `Up to ${FREE_SWIPE_LIMIT} swipes`,
    'Tags and collections',
    'Chrome extension and email forwarding',
  ],
};

const PRO: PlanCard = {
  name: 'Pro',
  audience: 'For individuals',
  features: [
    'Unlimited swipes, tags and collections',
    'Chrome extension and email forwarding',
    'Your personal swipe file',
  ],
  highlighted: true,
};

const TEAM: PlanCard = {
  name: 'Team',
  audience: 'For teams, billed per seat',
  features: [
    'Unlimited teammates',
    'Unlimited swipes, tags and collections',
    'A shared team workspace with roles',
    "Seats follow your team's members; adjust them in the billing portal",
  ],
};

function CallToAction({ signedIn, primary }: { signedIn: boolean; primary: boolean }) {
  const className = `${primary ? 'btn-primary' : 'btn-secondary'} mt-6 w-full`;
  return signedIn ? (
    <Link to="/swipes" className={className}>
      Go to your swipes
    </Link>
  ) : (
    <Link to="/register" className={className}>
      Sign up
    </Link>
  );
}

function Card({ plan, price, signedIn }: { plan: PlanCard; price: ReactNode; signedIn: boolean }) {
  const headingId = `plan-${plan.name.toLowerCase()}`;
  return (
    <li
      aria-labelledby={headingId}
      className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
        plan.highlighted ? 'border-indigo-400 ring-1 ring-indigo-400' : 'border-slate-200'
      }`}
    >
      <h2 id={headingId} className="text-xl font-bold">
        {plan.name}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{plan.audience}</p>
      <div className="mt-5 min-h-16">{price}</div>
      <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Icon name="check" className="mt-0.5 size-4 text-indigo-600" />
            {feature}
          </li>
        ))}
      </ul>
      <CallToAction signedIn={signedIn} primary={Boolean(plan.highlighted)} />
    </li>
  );
}

function SignedInNote({ payments }: { payments: PaymentsStatus | null }) {
  if (payments && !payments.paymentsConfigured)
    return (
      <PaymentsOffNotice
        id="pricing-payments-off"
        setupHelp={payments.paymentsSetupHelp}
        className="mx-auto mt-8 max-w-2xl"
      />
    );
  return (
    <p className="mt-8 text-sm text-slate-600">
      Upgrade a team from Settings, or when the upgrade window appears in your swipe file.
    </p>
  );
}

function Plans({ signedIn }: { signedIn: boolean }) {
  const { payments } = useLoaderData() as PricingData;
  const [annual, setAnnual] = useState(false);
  return (
    <>
      <BillingPeriodToggle annual={annual} onChange={setAnnual} className="mx-auto mt-8 max-w-xs" />
      <ul className="mt-10 grid gap-6 text-left md:grid-cols-3" aria-label="Plans">
        <Card
          plan={FREE}
          signedIn={signedIn}
          price={
            <p className="flex items-baseline gap-1.5">
              <span className="text-3xl font-bold text-slate-900">{formatPrice(0)}</span>
              <span className="text-slate-600">forever</span>
            </p>
          }
        />
        <Card plan={PRO} signedIn={signedIn} price={<PlanPrice annual={annual} />} />
        <Card plan={TEAM} signedIn={signedIn} price={<PlanPrice annual={annual} perMember />} />
      </ul>
      {signedIn ? <SignedInNote payments={payments} /> : null}
    </>
  );
}

export function PricingPage() {
  const signedIn = Boolean(usePublicViewer());
  return (
    <>
      <PageMeta {...PUBLIC_PAGE_HEADS['/pricing']} />
      <section className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Pricing
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-slate-700">
            Start free with up to {FREE_SWIPE_LIMIT} swipes. Upgrade when your swipe file outgrows
            it: Pro for you, Team for everyone you work with.
          </p>
          <Plans signedIn={signedIn} />
          <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-600">
            <li>Cancel anytime</li>
            <li>Secure checkout by Stripe, our card payment provider</li>
            <li>VAT and taxes handled automatically</li>
          </ul>
        </div>
      </section>
    </>
  );
}
