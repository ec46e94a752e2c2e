import { Link } from 'react-router';

export const saveLinkClass =
  'inline-flex items-center justify-center rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-700';

export function SignUpToSave() {
  return (
    <Link to="/register" className={saveLinkClass}>
      Sign up to save
    </Link>
  );
}
