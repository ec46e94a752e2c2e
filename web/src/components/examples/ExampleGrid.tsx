import { Link } from 'react-router';
import type { Example } from './catalogue';

export function ExampleCard({ example, eager = false }: { example: Example; eager?: boolean }) {
  return (
    <li className="group overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <Link to={example.path} className="block focus-visible:outline-offset-2">
        <img
          src={example.coverImage}
          alt=""
          width={640}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[8/5] w-full bg-slate-100 object-cover"
        />
        <span className="block p-3">
          <span className="block text-xs font-semibold tracking-wide text-indigo-700 uppercase">
            {example.theme}
          </span>
          <span className="mt-1 block font-medium text-slate-900 group-hover:text-indigo-800">
            {example.title}
          </span>
        </span>
      </Link>
    </li>
  );
}

export function ExampleGrid({
  examples,
  label,
  eager = 0,
}: {
  examples: readonly Example[];
  label: string;
  /** How many covers load at once (the rest when scrolled near). */
  eager?: number;
}) {
  return (
    <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {examples.map((example, index) => (
        <ExampleCard key={example.path} example={example} eager={index < eager} />
      ))}
    </ul>
  );
}
