import * as Dialog from '@radix-ui/react-dialog';
import { Link, useSearchParams } from 'react-router';

const STEPS = [
  { title: 'Look around the sample swipes', to: '/swipes' },
  { title: 'Install the Chrome extension', to: '/swipes/guide' },
  { title: 'Save a website', to: '/swipes' },
  { title: 'Forward an email to your inbound address', to: '/settings#email-swipes' },
  { title: 'Upload an image', to: '/swipes?referrer=onboarding_task&task=create' },
] as const;

/** Quick-start slide-over, opened by ?guide=true (spec §2). */
export function QuickStartPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const open = searchParams.get('guide') === 'true';
  const close = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('guide');
    setSearchParams(next, { replace: true });
  };
  return (
    <Dialog.Root open={open} onOpenChange={(value) => (value ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col gap-4 overflow-y-auto bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between">
            <Dialog.Title className="text-lg font-semibold">Quick start</Dialog.Title>
            <Dialog.Close className="rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100">
              Close
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-slate-600">
            A few steps to get the most out of your swipe file.
          </Dialog.Description>
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            {STEPS.map((step) => (
              <li key={step.title}>
                <Link to={step.to} className="text-indigo-700 underline">
                  {step.title}
                </Link>
              </li>
            ))}
          </ol>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
