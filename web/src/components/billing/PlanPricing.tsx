import { DEFAULT_PRICES, type Prices, priceView } from '@swipestack/common/pricing';

// The Monthly/Annual toggle and a paid plan's price, shared by the paywall and /pricing. Kept
// free of Relay and of the signed-in app so the public pricing page stays light.

const OPTIONS = [
  { annual: false, label: 'Monthly' },
  { annual: true, label: 'Annual' },
] as const;

/** Monthly/Annual: two toggle buttons (`aria-pressed`) in a fieldset named "Billing period". */
export function BillingPeriodToggle({
  annual,
  onChange,
  className = '',
}: {
  annual: boolean;
  onChange: (annual: boolean) => void;
  className?: string;
}) {
  return (
    <fieldset
      className={`grid grid-cols-2 rounded-lg bg-slate-100 p-1 text-sm font-semibold ${className}`}
    >
      <legend className="sr-only">Billing period</legend>
      {OPTIONS.map((option) => (
        <button
          key={option.label}
          type="button"
          aria-pressed={annual === option.annual}
          onClick={() => onChange(option.annual)}
          className={`rounded-md px-3 py-1.5 focus-visible:outline-2 focus-visible:outline-indigo-600 ${
            annual === option.annual
              ? 'bg-white text-slate-900 shadow-sm'
              : 'text-slate-600 hover:text-slate-900'
          }`}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * A paid plan's price: "$12/mo", or "$120/yr" with "$10/mo" and "save 17%". `perMember` adds
 * "per team member" (the Team plan, and the paywall's wording in spec §9).
 */
export function PlanPrice({
  annual,
  prices = DEFAULT_PRICES,
  perMember = false,
}: {
  annual: boolean;
  prices?: Prices;
  perMember?: boolean;
}) {
  const view = priceView(prices, annual);
  const per = perMember ? ' per team member' : '';
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5 gap-y-1">
      <span className="text-3xl font-bold text-slate-900">{view.amount}</span>
      <span className="text-slate-600">
        {view.period}
        {view.monthlyEquivalent ? null : per}
      </span>
      {view.monthlyEquivalent ? (
        <span className="text-sm text-slate-600">
          ({view.monthlyEquivalent}
          {per})
        </span>
      ) : null}
      {view.saving ? (
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          {view.saving}
        </span>
      ) : null}
    </p>
  );
}
