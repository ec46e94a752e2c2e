import { useId, useState } from 'react';
import { PageMeta } from '../../components/PageMeta';
import { PUBLIC_PAGE_HEADS } from '../../lib/pageHeads';
import { checkSubjectLine, type Rating } from '../../lib/tools/subjectLine';
import { Stat, ToolInput, ToolShell } from './ToolShell';

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
      <ToolInput
        form="Subject line checker"
        label="Subject line"
        value={subject}
        onChange={setSubject}
      />
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
