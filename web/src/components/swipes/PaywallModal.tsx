import * as Dialog from '@radix-ui/react-dialog';
import { DEFAULT_PRICES, FREE_SWIPE_LIMIT, type Prices } from '@swipestack/common/pricing';
import { can } from '@swipestack/common/roles';
import { type FormEvent, Suspense, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { PaywallModalQuery as PaywallModalQueryType } from '../../__generated__/PaywallModalQuery.graphql';
import { CHECKOUT_PATH, checkoutFields } from '../../lib/checkout';
import { closePaywall, usePaywall } from '../../lib/paywall';
import { planLabel } from '../../lib/plans';
import { capMessage } from '../../lib/swipeAllowance';
import { PaymentsOffNotice } from '../billing/PaymentsOffNotice';
import { BillingPeriodToggle, PlanPrice } from '../billing/PlanPricing';
import { ErrorBoundary } from '../ErrorBoundary';
import { useTeamPicker } from '../teams/TeamPicker';

// What the upgrade needs: the prices and whether this server takes payments, the viewer's
// referral, and the selected team with the viewer's role in it. Fetched when the paywall opens.
const PaywallModalQuery = graphql`
  query PaywallModalQuery {
    billing {
      paymentsConfigured
      paymentsSetupHelp
      monthlyPriceCents
      annualPriceCents
    }
    viewer {
      id
      referralId
      ...TeamPicker_viewer
    }
  }
`;

const NOT_LOADED = 'We could not load your team. Check your connection and try again.';

/** What the upgrade button does: post the checkout form, or say (before any click) why not. */
type Checkout =
  | { kind: 'loading' }
  | { kind: 'blocked'; reason: string }
  | { kind: 'paymentsOff'; setupHelp: string | null | undefined }
  | {
      kind: 'ready';
      fields: Array<[string, string]>;
      teamName: string;
      plan: 'Pro' | 'Team';
    };

const REASON_ID = 'paywall-upgrade-reason';

interface OfferProps {
  annual: boolean;
  prices: Prices;
  checkout: Checkout;
  redirecting: boolean;
  onRedirect: () => void;
}

function Offer({ annual, prices, checkout, redirecting, onRedirect }: OfferProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (checkout.kind !== 'ready' || redirecting) {
      event.preventDefault();
      return;
    }
    // The browser posts the form and follows the server's redirect to Stripe Checkout.
    onRedirect();
  };
  const blocked = checkout.kind === 'blocked' || checkout.kind === 'paymentsOff';

  return (
    <>
      <div className="mt-5 rounded-xl border border-slate-200 p-4" aria-live="polite">
        <PlanPrice annual={annual} prices={prices} perMember />
        <p className="mt-1 text-sm text-slate-600">Unlimited swipes, tags and collections.</p>
      </div>

      {checkout.kind === 'ready' ? (
        <p className="mt-4 text-sm text-slate-700">
          Upgrading <span className="font-semibold">{checkout.teamName}</span> to the{' '}
          {checkout.plan} plan{checkout.plan === 'Team' ? ', a seat for each member' : ''}.
        </p>
      ) : null}

      {/* A plain form post (spec §7): the server answers with a redirect to Stripe Checkout. */}
      <form method="post" action={CHECKOUT_PATH} onSubmit={onSubmit}>
        {checkout.kind === 'ready'
          ? checkout.fields.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))
          : null}
        <button
          type="submit"
          className="btn-primary mt-4 w-full"
          disabled={redirecting || checkout.kind !== 'ready'}
          aria-describedby={blocked ? REASON_ID : undefined}
        >
          {redirecting ? 'Redirecting…' : 'Upgrade now'}
        </button>
      </form>
      {checkout.kind === 'blocked' ? (
        <p id={REASON_ID} className="mt-2 text-sm font-medium text-amber-800">
          {checkout.reason}
        </p>
      ) : null}
      {checkout.kind === 'paymentsOff' ? (
        <PaymentsOffNotice id={REASON_ID} setupHelp={checkout.setupHelp} className="mt-2" />
      ) : null}
    </>
  );
}

type LoadedProps = Omit<OfferProps, 'prices' | 'checkout'>;

function LoadedOffer(props: LoadedProps) {
  const data = useLazyLoadQuery<PaywallModalQueryType>(
    PaywallModalQuery,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const { pathname, search } = useLocation();
  const viewer = data.viewer;
  const { team } = useTeamPicker(viewer);

  let checkout: Checkout;
  if (!viewer || !team) {
    checkout = { kind: 'blocked', reason: NOT_LOADED };
  } else if (!data.billing.paymentsConfigured) {
    checkout = { kind: 'paymentsOff', setupHelp: data.billing.paymentsSetupHelp };
  } else if (!can(team.viewerRole, 'manageTeam')) {
    checkout = {
      kind: 'blocked',
      reason: `Only the team's owners can upgrade ${team.name}. Ask one of them to upgrade it.`,
    };
  } else if (team.plan !== 'FREE') {
    checkout = {
      kind: 'blocked',
      reason: `${team.name} is already on the ${planLabel(team.plan)} plan. Change it in Settings.`,
    };
  } else {
    checkout = {
      kind: 'ready',
      teamName: team.name,
      plan: team.type === 'TEAM' ? 'Team' : 'Pro',
      fields: checkoutFields({
        teamId: team.id,
        teamType: team.type,
        referralId: viewer.referralId,
        annual: props.annual,
        pathname,
        search,
      }),
    };
  }
  const { monthlyPriceCents, annualPriceCents } = data.billing;
  return <Offer {...props} prices={{ monthlyPriceCents, annualPriceCents }} checkout={checkout} />;
}

/** Opens when the Free cap is hit (spec §2 "Paywall modal", §9 prices). */
export function PaywallModal() {
  const { open, message, hint } = usePaywall();
  const [annual, setAnnual] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  // Back from Stripe through the browser's back button: the page may come from the
  // back-forward cache with the button still saying "Redirecting…".
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const onOpenChange = (value: boolean) => {
    if (value) return;
    // The upgrade flag resets when the modal closes (spec §2).
    setRedirecting(false);
    closePaywall();
  };

  const offer: LoadedProps = {
    annual,
    redirecting,
    onRedirect: () => setRedirecting(true),
  };
  const fallback = (checkout: Checkout) => (
    <Offer {...offer} prices={DEFAULT_PRICES} checkout={checkout} />
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold tracking-tight">
            {message ?? capMessage(FREE_SWIPE_LIMIT)}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            Upgrade for unlimited swipes, tags and collections. Loved by 3,000+ marketers.
          </Dialog.Description>
          {hint ? <p className="mt-2 text-sm font-medium text-slate-800">{hint}</p> : null}

          <BillingPeriodToggle annual={annual} onChange={setAnnual} className="mt-5" />

          <ErrorBoundary fallback={fallback({ kind: 'blocked', reason: NOT_LOADED })}>
            <Suspense fallback={fallback({ kind: 'loading' })}>
              <LoadedOffer {...offer} />
            </Suspense>
          </ErrorBoundary>

          <ul className="mt-4 space-y-1 text-sm text-slate-600">
            <li>Cancel anytime</li>
            <li>Secure checkout by Stripe, our card payment provider</li>
            <li>VAT and taxes handled automatically</li>
          </ul>

          <div className="mt-6 flex items-center justify-between gap-3">
            <Dialog.Close className="btn-secondary">Maybe later</Dialog.Close>
            <Link
              to="/pricing"
              onClick={() => onOpenChange(false)}
              className="text-sm font-semibold text-indigo-700 underline"
            >
              Compare all plans
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
