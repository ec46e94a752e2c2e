import { NavLink } from 'react-router';

const LINKS = [
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/support', label: 'Support' },
  { to: '/admin/insights', label: 'Insights' },
  { to: '/admin/errors', label: 'Errors' },
  { to: '/admin/audit', label: 'Audit log' },
];

/** The admin area's own pages. */
export function AdminNav() {
  return (
    <nav aria-label="Admin area" className="mb-4">
      <ul className="flex flex-wrap gap-2 border-b border-slate-200">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                `-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium ${
                  isActive
                    ? 'border-indigo-600 text-indigo-800'
                    : 'border-transparent text-slate-700 hover:text-slate-900'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
