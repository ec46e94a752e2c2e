import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { SwipeListRow_swipe$key } from '../../../__generated__/SwipeListRow_swipe.graphql';
import { kindLabel, sourceDomain } from '../../../lib/swipeKinds';
import { useSelection } from '../selection/SelectionContext';

const DATE_FORMAT = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** A swipe as a row of the list view: title (to its detail), kind, source, tags, collections, added by, date. */
export function SwipeListRow({
  id,
  swipe,
  href,
}: {
  id: string;
  swipe: SwipeListRow_swipe$key;
  href: string;
}) {
  const selection = useSelection();
  const data = useFragment(
    graphql`
      fragment SwipeListRow_swipe on Swipe {
        title
        kind
        url
        source
        authorName
        createdAt
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
  const created = new Date(data.createdAt);
  const selected = selection?.selection.ids.has(id) ?? false;
  return (
    <tr
      className={`border-t border-slate-200 align-top hover:bg-slate-50 ${selected ? 'bg-indigo-50' : ''}`}
    >
      {selection?.canSelect ? (
        <td className="w-10 px-3 py-2">
          <input
            type="checkbox"
            checked={selected}
            aria-label={`Select ${data.title}`}
            onChange={(event) =>
              selection.click(id, (event.nativeEvent as MouseEvent).shiftKey === true)
            }
            className="h-4 w-4 accent-indigo-600"
          />
        </td>
      ) : null}
      <th scope="row" className="max-w-72 px-3 py-2 text-left font-medium">
        <Link to={href} className="line-clamp-2 text-indigo-700 hover:underline">
          {data.title}
        </Link>
      </th>
      <td className="px-3 py-2 whitespace-nowrap">{kindLabel(data.kind)}</td>
      <td className="max-w-48 truncate px-3 py-2" title={data.url ?? data.source ?? undefined}>
        {sourceDomain(data.url, data.source) ?? '—'}
      </td>
      <td className="px-3 py-2">
        {data.tags.length ? data.tags.map((tag) => `#${tag.title}`).join(' ') : '—'}
      </td>
      <td className="px-3 py-2">
        {data.collections.length ? data.collections.map((c) => c.name).join(', ') : '—'}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{data.authorName ?? 'Former member'}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        <time dateTime={data.createdAt}>{DATE_FORMAT.format(created)}</time>
      </td>
    </tr>
  );
}
