import { Link } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { PUBLIC_PAGE_HEADS } from '../../lib/pageHeads';

// /tools and the free tools: everything runs in the browser, on every keystroke. A lazily
// loaded chunk of its own (this module and the tools' pages it re-exports).

export { HeadlineAnalyzerPage } from './HeadlineAnalyzerPage';
export { SubjectLineCheckerPage } from './SubjectLineCheckerPage';

export const TOOLS = [
  {
    path: '/tools/subject-line-checker',
    name: 'Subject line checker',
    description:
      'Characters, words and emoji, how your subject line is cut off in common inboxes, and words that look like spam.',
  },
  {
    path: '/tools/headline-analyzer',
    name: 'Headline analyzer',
    description:
      'Scores a headline out of 100 on length and the balance of common, uncommon, emotional and power words, and explains why.',
  },
] as const;

export function ToolsIndexPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta {...PUBLIC_PAGE_HEADS['/tools']} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Free marketing tools</h1>
      <p className="mt-3 text-lg text-slate-700">
        Small tools we use when writing copy. They run in your browser: nothing you type is sent
        anywhere.
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {TOOLS.map((tool) => (
          <li
            key={tool.path}
            className="rounded-xl border border-slate-200 p-6 hover:border-indigo-300"
          >
            <h2 className="text-xl font-semibold">
              <Link to={tool.path} className="text-slate-900 hover:text-indigo-700">
                {tool.name}
              </Link>
            </h2>
            <p className="mt-2 text-slate-700">{tool.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
