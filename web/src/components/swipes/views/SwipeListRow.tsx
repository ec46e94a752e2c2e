import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { SwipeListRow_swipe$key } from '../../../__generated__/SwipeListRow_swipe.graphql';
import { kindLabel, sourceDomain } from '../../../lib/swipeKinds';

const DATE_FORMAT = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** A swipe as a row of the list view: title (to its detail), kind, source, tags, collections, added by, date. */
export function SwipeListRow({ swipe, href }: { swipe: SwipeListRow_swipe$key; href: string }) {
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
  return (
    <tr className="border-t border-slate-200 align-top hover:bg-slate-50">
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
