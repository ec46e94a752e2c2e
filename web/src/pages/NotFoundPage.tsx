import { Link } from 'react-router';
import { PageMeta } from '../components/PageMeta';
import { NOT_FOUND_HEAD } from '../lib/pageHeads';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <PageMeta {...NOT_FOUND_HEAD} />
      <p className="text-sm font-semibold text-indigo-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-4 text-slate-700">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to="/" className="btn-primary mt-8">
        Go to the home page
      </Link>
    </div>
  );
}
