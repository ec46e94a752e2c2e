import { Link } from 'react-router';
import { PageMeta } from '../components/PageMeta';
import { PUBLIC_PAGE_HEADS } from '../lib/pageHeads';

export function WelcomePage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <PageMeta {...PUBLIC_PAGE_HEADS['/welcome']} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Welcome to Swipestack</h1>
      <p className="mt-4 text-lg leading-8 text-slate-700">
        Your swipe file is ready. Save websites, emails, images, ads and landing pages, then find
        them again with tags and collections.
      </p>
      <Link to="/swipes" className="btn-primary mt-8 px-6 py-3 text-base">
        Go to your swipes
      </Link>
    </div>
  );
}

export function FirstSwipePage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <PageMeta {...PUBLIC_PAGE_HEADS['/first-swipe']} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Save your first swipe</h1>
      <p className="mt-4 text-lg leading-8 text-slate-700">
        Found an ad, email or landing page you love? Save it with the Chrome extension, forward the
        email to your inbound address, or upload a screenshot.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/swipes?referrer=onboarding_task&task=create"
          className="btn-primary px-6 py-3 text-base"
        >
          Save a swipe
        </Link>
        <Link to="/docs/saving-swipes" className="btn-secondary px-6 py-3 text-base">
          How saving works
        </Link>
      </div>
    </div>
  );
}
