import { Icon } from '@swipestack/common/ui/Icon';
import { Link, useParams, useRouteLoaderData } from 'react-router';
import { exampleCategoryHead, exampleHead, examplesHomeHead } from '../../lib/pageHeads';
import { PageMeta } from '../PageMeta';
import {
  EXAMPLE_CATEGORIES,
  type Example,
  type ExampleCategory,
  exampleCategory,
  examplesIn,
  relatedExamples,
} from './catalogue';
import { ExampleGrid } from './ExampleGrid';
import type { ExamplesLayoutData } from './ExamplesLayout';
import { EXAMPLES_ROUTE_ID } from './ids';
import { SaveExampleButton } from './SaveExampleButton';

function useExamples(): readonly Example[] {
  return (useRouteLoaderData(EXAMPLES_ROUTE_ID) as ExamplesLayoutData | undefined)?.examples ?? [];
}

const container = 'mx-auto max-w-6xl px-4 py-10 sm:px-6';

function Breadcrumbs({ category, title }: { category?: ExampleCategory; title?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <Link to="/examples" className="hover:underline">
            Examples
          </Link>
        </li>
        {category ? (
          <li className="flex items-center gap-2">
            <span aria-hidden="true">/</span>
            {title ? (
              <Link to={`/examples/${category.slug}`} className="hover:underline">
                {category.label}
              </Link>
            ) : (
              <span aria-current="page">{category.label}</span>
            )}
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

function NotInGallery() {
  return (
    <div className={container}>
      <PageMeta title="Example not found" noindex />
      <h1 className="text-2xl font-bold text-slate-900">This example does not exist</h1>
      <p className="mt-2 text-slate-700">
        It may have moved. Search above or{' '}
        <Link to="/examples" className="font-medium text-indigo-700 underline">
          browse all examples
        </Link>
        .
      </p>
    </div>
  );
}

function CategoryNav({ current }: { current?: string }) {
  return (
    <nav aria-label="Categories" className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {EXAMPLE_CATEGORIES.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/examples/${category.slug}`}
              aria-current={category.slug === current ? 'page' : undefined}
              className={`inline-block rounded-full border px-3 py-1.5 text-sm font-medium ${
                category.slug === current
                  ? 'border-indigo-700 bg-indigo-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-indigo-400'
              }`}
            >
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /examples: every category with its first examples. */
export function ExamplesHomePage() {
  const examples = useExamples();
  return (
    <div className={container}>
      <PageMeta {...examplesHomeHead(examples.length)} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Marketing examples</h1>
      <p className="mt-2 mb-6 max-w-2xl text-slate-700">
        {examples.length} hand-picked examples of ads, emails, landing pages, popups and SaaS pages,
        each with a note on what makes it worth studying.
      </p>
      <CategoryNav />
      {EXAMPLE_CATEGORIES.map((category, index) => {
        const inCategory = examplesIn(examples, category.slug);
        return (
          <section key={category.slug} aria-labelledby={`cat-${category.slug}`} className="mb-12">
            <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
              <div>
                <h2 id={`cat-${category.slug}`} className="text-xl font-bold text-slate-900">
                  {category.label}
                </h2>
                <p className="text-sm text-slate-700">{category.blurb}</p>
              </div>
              <Link
                to={`/examples/${category.slug}`}
                className="text-sm font-semibold text-indigo-700 hover:underline"
              >
                All {inCategory.length} <span className="sr-only">{category.label}</span> examples
                <Icon name="arrowRight" className="ml-1 inline size-4 align-[-3px]" />
              </Link>
            </div>
            <ExampleGrid
              examples={inCategory.slice(0, 3)}
              label={category.label}
              eager={index === 0 ? 3 : 0}
            />
          </section>
        );
      })}
    </div>
  );
}

/** /examples/<category>: every example of one category. */
export function ExampleCategoryPage() {
  const examples = useExamples();
  const category = exampleCategory(useParams().section);
  if (!category) return <NotInGallery />;
  const inCategory = examplesIn(examples, category.slug);
  return (
    <div className={container}>
      <PageMeta {...exampleCategoryHead(category)} />
      <Breadcrumbs category={category} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {category.label} examples
      </h1>
      <p className="mt-2 mb-6 max-w-2xl text-slate-700">{category.blurb}</p>
      <CategoryNav current={category.slug} />
      <ExampleGrid examples={inCategory} label={`${category.label} examples`} eager={3} />
    </div>
  );
}

/** /examples/<category>/<slug>: one example, large, with related ones. */
export function ExamplePage() {
  const examples = useExamples();
  const { section, slug } = useParams();
  const example = examples.find((entry) => entry.path === `/examples/${section}/${slug}`);
  const category = exampleCategory(section);
  if (!example || !category) return <NotInGallery />;
  const related = relatedExamples(examples, example);
  return (
    <div className={container}>
      <PageMeta {...exampleHead(example)} />
      <Breadcrumbs category={category} title={example.title} />
      <article className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <img
          src={example.coverImage}
          alt={`Illustration of ${example.title}`}
          width={640}
          height={400}
          className="w-full rounded-xl border border-slate-200 bg-white shadow-md"
        />
        <div>
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
            {category.label} · {example.theme}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{example.title}</h1>
          <h2 className="mt-6 text-sm font-semibold text-slate-900">Why it is worth studying</h2>
          <p className="mt-1 text-slate-700">{example.description}</p>
          <div className="mt-6">
            <SaveExampleButton exampleId={example.id} />
          </div>
        </div>
      </article>
      {related.length ? (
        <section aria-labelledby="related" className="mt-14">
          <h2 id="related" className="mb-4 text-xl font-bold text-slate-900">
            Related examples
          </h2>
          <ExampleGrid examples={related} label="Related examples" />
        </section>
      ) : null}
    </div>
  );
}
