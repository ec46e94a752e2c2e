import { LogoMark } from '@swipestack/common/ui/LogoMark';
import { Link } from 'react-router';
import { FOOTER_LINKS } from '../lib/nav';
import { SISTER_PRODUCTS, SUPPORT_EMAIL, SUPPORT_MAILTO } from '../lib/site';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:justify-between">
        <div className="max-w-xs">
          <p className="flex items-center gap-2 font-bold">
            <LogoMark className="size-6" /> Swipestack
          </p>
          <p className="mt-2 text-sm text-slate-600">
            The swipe file for marketers and their teams.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-10 gap-y-2 text-sm sm:grid-cols-3">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-700 hover:text-indigo-700 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to="/changelog"
                className="text-slate-700 hover:text-indigo-700 hover:underline"
              >
                Changelog
              </Link>
            </li>
            <li>
              <a
                href={SUPPORT_MAILTO}
                className="text-slate-700 hover:text-indigo-700 hover:underline"
              >
                Email support<span className="sr-only"> ({SUPPORT_EMAIL})</span>
              </a>
            </li>
          </ul>
        </nav>
        {SISTER_PRODUCTS.length ? (
          <nav aria-label="Our other products">
            <p className="text-sm font-semibold text-slate-900">Our other products</p>
            <ul className="mt-2 space-y-2 text-sm">
              {SISTER_PRODUCTS.map((product) => (
                <li key={product.url}>
                  <a
                    href={product.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-slate-700 hover:text-indigo-700 hover:underline"
                  >
                    {product.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                  <span className="block text-xs text-slate-600">{product.description}</span>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <p className="pb-8 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} Swipestack
      </p>
    </footer>
  );
}
