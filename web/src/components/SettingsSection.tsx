import type { ReactNode } from 'react';

/** One titled section of the Settings page, reachable as `#id`. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-6 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

const SECTIONS = [
  { id: 'profile', title: 'Profile' },
  { id: 'password', title: 'Password' },
  { id: 'notifications', title: 'Notifications' },
  { id: 'email-swipes', title: 'Email swipes' },
  { id: 'billing', title: 'Plan and billing' },
  { id: 'ai-remix', title: 'AI Remix' },
  { id: 'webhooks', title: 'Webhooks' },
  { id: 'tokens', title: 'Extension and API tokens' },
  { id: 'sessions', title: 'Signed-in browsers' },
  { id: 'admin-access', title: 'Administrator access' },
  { id: 'export', title: 'Export' },
  { id: 'import', title: 'Import' },
];
const ADMINISTRATION = { id: 'administration', title: 'Administration' };

/**
 * The Settings page's links to its sections (Webhooks only for the selected team's admins and
 * owners, Administration only for administrators).
 */
export function SettingsNav({
  isAdmin,
  showWebhooks,
}: {
  isAdmin: boolean;
  showWebhooks: boolean;
}) {
  const shown = showWebhooks ? SECTIONS : SECTIONS.filter((section) => section.id !== 'webhooks');
  const sections = isAdmin ? [...shown, ADMINISTRATION] : shown;
  return (
    <nav aria-label="Settings sections" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="inline-block rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
