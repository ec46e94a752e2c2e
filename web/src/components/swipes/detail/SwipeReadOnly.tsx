import { graphql, useFragment } from 'react-relay/hooks';
import type { SwipeReadOnly_swipe$key } from '../../../__generated__/SwipeReadOnly_swipe.graphql';

const DETAIL_LABEL = 'block text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** What a viewer sees instead of the editable fields. */
export function SwipeReadOnly({ swipe }: { swipe: SwipeReadOnly_swipe$key }) {
  const data = useFragment(
    graphql`
      fragment SwipeReadOnly_swipe on Swipe {
        notes
        tags {
          id
          title
        }
        collections {
          id
          name
        }
      }
    `,
    swipe,
  );
  // A deleted tag or collection leaves a null entry until the swipe refetches.
  const tags = data.tags.filter(Boolean);
  const collections = data.collections.filter(Boolean);
  return (
    <>
      <div>
        <h3 className={DETAIL_LABEL}>Notes</h3>
        <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">
          {data.notes || <span className="text-slate-500">No notes</span>}
        </p>
      </div>
      <div>
        <h3 className={DETAIL_LABEL}>Tags</h3>
        {tags.length ? (
          <ul className="mt-1 flex flex-wrap gap-1" aria-label="Tags">
            {tags.map((tag) => (
              <li
                key={tag.id}
                className="rounded bg-indigo-50 px-1.5 py-0.5 text-xs font-medium text-indigo-800"
              >
                #{tag.title}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-500">No tags</p>
        )}
      </div>
      <div>
        <h3 className={DETAIL_LABEL}>Collections</h3>
        {collections.length ? (
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-800" aria-label="Collections">
            {collections.map((collection) => (
              <li key={collection.id}>{collection.name}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-500">In no collection</p>
        )}
      </div>
    </>
  );
}
