import { useId, useState } from 'react';
import { PageMeta } from '../../components/PageMeta';
import { PUBLIC_PAGE_HEADS } from '../../lib/pageHeads';
import { analyzeHeadline, scoreLabel, type WordKind } from '../../lib/tools/headline';
import { Stat, ToolInput, ToolShell } from './ToolShell';

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
      <ToolInput
        form="Headline analyzer"
        label="Headline"
        value={headline}
        onChange={setHeadline}
      />
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
