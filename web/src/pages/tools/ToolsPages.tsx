import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { PUBLIC_PAGE_HEADS } from '../../lib/pageHeads';
import { analyzeHeadline, scoreLabel, type WordKind } from '../../lib/tools/headline';
import { checkSubjectLine, type Rating } from '../../lib/tools/subjectLine';

// /tools and the free tools: everything runs in the browser, on every keystroke. A lazily
// loaded chunk of its own.

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

const RATING_STYLE: Record<Rating, string> = {
  good: 'bg-emerald-100 text-emerald-900',
  ok: 'bg-amber-100 text-amber-900',
  poor: 'bg-red-100 text-red-900',
};
const RATING_TEXT: Record<Rating, string> = {
  good: 'Good length',
  ok: 'Long for phones',
  poor: 'Too short or too long',
};

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function ToolShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/tools" className="font-medium text-indigo-700 hover:underline">
          ← Free Tools
        </Link>
      </nav>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">{intro}</p>
      {children}
      <aside className="mt-12 rounded-xl bg-indigo-50 p-6">
        <h2 className="font-semibold text-slate-900">Keep the lines that work</h2>
        <p className="mt-2 text-slate-700">
          Save the emails and pages you admire in a swipe file, and find them when you write the
          next one.
        </p>
        <Link to="/register" className="btn-primary mt-4">
          Start your swipe file free
        </Link>
      </aside>
    </div>
  );
}

export function SubjectLineCheckerPage() {
  const [subject, setSubject] = useState('Your March report is ready: 3 wins to share 📈');
  const id = useId();
  const report = checkSubjectLine(subject);
  return (
    <ToolShell
      title="Subject line checker"
      intro="Type or paste an email subject line: see its length, how inboxes cut it off and what might trip a spam filter."
    >
      <PageMeta {...PUBLIC_PAGE_HEADS['/tools/subject-line-checker']} />
      <form className="mt-8" onSubmit={(e) => e.preventDefault()} aria-label="Subject line checker">
        <label htmlFor={`${id}-subject`} className="block font-medium text-slate-900">
          Subject line
        </label>
        <input
          id={`${id}-subject`}
          type="text"
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          aria-describedby={`${id}-hint`}
          className="mt-2 w-full rounded-lg border border-slate-300 px-3 py-2.5 text-lg focus:border-indigo-500"
          autoComplete="off"
          spellCheck
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          Results update as you type.
        </p>
      </form>
      {/* Only a one-line summary is announced as the text changes, not the whole report. */}
      <p className="sr-only" aria-live="polite">
        {`${RATING_TEXT[report.lengthRating]}: ${report.characters} characters, ${report.spamTriggers.length} spam triggers.`}
      </p>
      <section aria-labelledby={`${id}-results`} className="mt-8">
        <h2 id={`${id}-results`} className="text-xl font-semibold">
          Results{' '}
          <span
            className={`ml-2 rounded-full px-2.5 py-0.5 align-middle text-sm font-semibold ${RATING_STYLE[report.lengthRating]}`}
          >
            {RATING_TEXT[report.lengthRating]}
          </span>
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label="Characters" value={report.characters} />
          <Stat label="Words" value={report.words} />
          <Stat label="Emoji" value={report.emoji} />
          <Stat label="Spam triggers" value={report.spamTriggers.length} />
        </dl>
        <h3 className="mt-8 font-semibold">How inboxes show it</h3>
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="py-2 pr-3">
                Inbox
              </th>
              <th scope="col" className="py-2 pr-3">
                Shows about
              </th>
              <th scope="col" className="py-2">
                What readers see
              </th>
            </tr>
          </thead>
          <tbody>
            {report.truncation.map((t) => (
              <tr key={t.id} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {t.label}
                </th>
                <td className="py-2 pr-3 text-slate-700">{t.chars} characters</td>
                <td className="py-2">
                  <span className="font-mono text-slate-900">{t.shown || '—'}</span>{' '}
                  <span className={t.fits ? 'text-emerald-800' : 'text-amber-800'}>
                    {t.fits ? '(fits)' : '(cut off)'}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {report.spamTriggers.length ? (
          <p className="mt-6">
            <span className="font-semibold">Spam-trigger words: </span>
            {report.spamTriggers.join(', ')}
          </p>
        ) : null}
        <h3 className="mt-8 font-semibold">Advice</h3>
        <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-700">
          {report.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600">
          Widths are typical figures: the exact cut depends on the app, the screen and the font.
        </p>
      </section>
    </ToolShell>
  );
}

const KIND_LABEL: Record<WordKind, string> = {
  common: 'Common',
  uncommon: 'Uncommon',
  emotional: 'Emotional',
  power: 'Power',
};
const KIND_STYLE: Record<WordKind, string> = {
  common: 'bg-slate-100 text-slate-800',
  uncommon: 'bg-sky-100 text-sky-900',
  emotional: 'bg-rose-100 text-rose-900',
  power: 'bg-amber-100 text-amber-900',
};

export function HeadlineAnalyzerPage() {
  const [headline, setHeadline] = useState(
    '7 proven ways to stop making onboarding email mistakes',
  );
  const id = useId();
  const report = analyzeHeadline(headline);
  return (
    <ToolShell
      title="Headline analyzer"
      intro="Type a headline to see its word balance and a score out of 100, with the reason behind every point."
    >
      <PageMeta {...PUBLIC_PAGE_HEADS['/tools/headline-analyzer']} />
      <form className="mt-8" onSubmit={(e) => e.preventDefault()} aria-label="Headline analyzer">
        <label htmlFor={`${id}-headline`} className="block font-medium text-slate-900">
          Headline
        </label>
        <input
          id={`${id}-headline`}
          type="text"
          value={headline}
          onChange={(e) => setHeadline(e.target.value)}
          aria-describedby={`${id}-hint`}
          className="mt-2 w-full rounded-lg border border-slate-300 px-3 py-2.5 text-lg focus:border-indigo-500"
          autoComplete="off"
          spellCheck
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          Results update as you type.
        </p>
      </form>
      {/* Only a one-line summary is announced as the text changes, not the whole report. */}
      <p className="sr-only" aria-live="polite">
        {`Score ${report.score} out of 100, ${scoreLabel(report.score)}.`}
      </p>
      <section aria-labelledby={`${id}-results`} className="mt-8">
        <h2 id={`${id}-results`} className="text-xl font-semibold">
          Score: <span data-testid="headline-score">{report.score}</span>/100 ·{' '}
          {scoreLabel(report.score)}
        </h2>
        <meter
          aria-label="Headline score"
          min={0}
          max={100}
          low={50}
          high={75}
          optimum={100}
          value={report.score}
          className="mt-3 block h-3 w-full"
        />
        <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Stat label="Words" value={report.wordCount} />
          <Stat label="Characters" value={report.characters} />
          <Stat
            label="Type"
            value={
              report.type === 'how-to'
                ? 'How-to'
                : report.type[0]?.toUpperCase() + report.type.slice(1)
            }
          />
        </dl>
        <h3 className="mt-8 font-semibold">Word balance</h3>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Word balance">
          {(Object.keys(KIND_LABEL) as WordKind[]).map((kind) => (
            <li key={kind} className={`rounded-lg p-3 ${KIND_STYLE[kind]}`}>
              <span className="block text-sm">{KIND_LABEL[kind]}</span>
              <span className="text-xl font-bold">{report.percentages[kind]}%</span>{' '}
              <span className="text-sm">({report.counts[kind]})</span>
            </li>
          ))}
        </ul>
        {report.words.length ? (
          <ol className="mt-4 flex flex-wrap gap-1.5" aria-label="Words by kind">
            {report.words.map((w, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a headline may repeat a word; the order never changes within a render
                key={i}
                className={`rounded px-1.5 py-0.5 text-sm ${KIND_STYLE[w.kind]}`}
              >
                {w.word}
                <span className="sr-only"> ({KIND_LABEL[w.kind].toLowerCase()})</span>
              </li>
            ))}
          </ol>
        ) : null}
        <h3 className="mt-8 font-semibold">Why this score</h3>
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {report.parts.map((part) => (
            <li key={part.label} className="flex gap-4 p-3">
              <span className="w-16 shrink-0 font-semibold text-slate-900">
                {part.points}/{part.max}
              </span>
              <span>
                <span className="font-medium text-slate-900">{part.label}: </span>
                <span className="text-slate-700">{part.message}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </ToolShell>
  );
}
