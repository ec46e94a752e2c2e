import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { closePaywall, usePaywall } from '../../lib/paywall';
import { capMessage } from '../../lib/swipeAllowance';

const FREE_LIMIT = 10;

/** Opens when the Free cap is hit (spec §2 "Paywall modal", §9 prices). */
export function PaywallModal() {
  const { open, message } = usePaywall();
  const [annual, setAnnual] = useState(false);
  const [upgradeNote, setUpgradeNote] = useState(false);

  const onOpenChange = (value: boolean) => {
    if (value) return;
    setUpgradeNote(false); // the upgrade flag resets when the modal closes
    closePaywall();
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold tracking-tight">
            {message ?? capMessage(FREE_LIMIT)}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            Upgrade for unlimited swipes, tags and collections. Loved by 3,000+ marketers.
          </Dialog.Description>

          <fieldset className="mt-5">
            <legend className="sr-only">Billing period</legend>
            <div className="grid grid-cols-2 rounded-lg bg-slate-100 p-1 text-sm font-semibold">
              {[
                { value: false, label: 'Monthly' },
                { value: true, label: 'Annual' },
              ].map((option) => (
                <button
                  key={option.label}
                  type="button"
                  aria-pressed={annual === option.value}
                  onClick={() => setAnnual(option.value)}
                  className={`rounded-md px-3 py-1.5 ${
                    annual === option.value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600'
                  }`}
                >
                  {option.label}
                </button>
              ))}
            </div>
          </fieldset>

          <div className="mt-5 rounded-xl border border-slate-200 p-4" aria-live="polite">
            {annual ? (
              <p>
                <span className="text-3xl font-bold">$120</span>
                <span className="text-slate-600">/yr</span>{' '}
                <span className="text-sm text-slate-600">($10/mo per team member)</span>{' '}
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                  save 17%
                </span>
              </p>
            ) : (
              <p>
                <span className="text-3xl font-bold">$12</span>
                <span className="text-slate-600">/mo per team member</span>
              </p>
            )}
            <p className="mt-1 text-sm text-slate-600">Unlimited swipes, tags and collections.</p>
          </div>

          <button
            type="button"
            className="btn-primary mt-5 w-full"
            onClick={() => setUpgradeNote(true)}
          >
            Upgrade now
          </button>
          {upgradeNote ? (
            <p role="status" className="mt-2 text-sm font-medium text-amber-800">
              Payments are not configured yet.
            </p>
          ) : null}

          <ul className="mt-4 space-y-1 text-sm text-slate-600">
            <li>Cancel anytime</li>
            <li>Secure checkout by our card payment provider</li>
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
