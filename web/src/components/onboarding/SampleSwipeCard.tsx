import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { SampleSwipeCard_sample$key } from '../../__generated__/SampleSwipeCard_sample.graphql';

/** A built-in sample swipe as a card; it opens the sample's dialog (`?sample=`). */
export function SampleSwipeCard({
  sample,
  href,
  headingLevel = 4,
}: {
  sample: SampleSwipeCard_sample$key;
  href: string;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const data = useFragment(
    graphql`
      fragment SampleSwipeCard_sample on OnboardingSwipe {
        swipeId
        title
        source
        media {
          publicUrl
        }
      }
    `,
    sample,
  );
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-indigo-600">
      <div className="relative aspect-[16/10] overflow-hidden bg-slate-100">
        <img
          src={data.media.publicUrl}
          alt=""
          loading="lazy"
          decoding="async"
          width={1200}
          height={750}
          className="h-full w-full object-cover"
        />
        <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-indigo-800">
          Sample
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 text-sm font-semibold text-slate-900">
          <Link to={href} className="after:absolute after:inset-0 focus:outline-none">
            {data.title}
          </Link>
        </Heading>
        <p className="text-xs text-slate-500">{data.source}</p>
      </div>
    </article>
  );
}
