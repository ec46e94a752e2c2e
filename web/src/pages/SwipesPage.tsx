import { graphql, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { SwipesPageQuery as SwipesPageQueryType } from '../__generated__/SwipesPageQuery.graphql';
import type { SwipesPageTeamFragment$key } from '../__generated__/SwipesPageTeamFragment.graphql';
import { pageTitle } from '../lib/site';
import { useSelectedTeam } from '../lib/teamSelection';
import { preload } from '../relay/preload';

export const SwipesPageQuery = graphql`
  query SwipesPageQuery {
    viewer {
      id
      name
      teams(first: 50) {
        edges {
          node {
            id
            name
            type
            ...SwipesPageTeamFragment
          }
        }
      }
    }
  }
`;

export function swipesLoader() {
  return { queryRef: preload<SwipesPageQueryType>(SwipesPageQuery, {}) };
}

function pluralSwipes(count: number): string {
  return `${count} ${count === 1 ? 'swipe' : 'swipes'}`;
}

function TeamSwipes({ team }: { team: SwipesPageTeamFragment$key }) {
  const data = useFragment(
    graphql`
      fragment SwipesPageTeamFragment on Team {
        name
        type
        swipeCount
      }
    `,
    team,
  );
  return (
    <section aria-labelledby="team-swipes-heading" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="team-swipes-heading" className="text-lg font-semibold">
          {data.type === 'PERSONAL' ? 'Personal swipes' : `${data.name} swipes`}
        </h2>
        <p className="text-sm text-slate-600">{pluralSwipes(data.swipeCount)}</p>
      </div>
      {data.swipeCount === 0 ? (
        <div className="mt-4 rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h3 className="text-base font-semibold">No swipes yet</h3>
          <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
            Save a website, ad, email or landing page with the Chrome extension, forward an email to
            your inbound address, or upload an image to start your swipe file.
          </p>
          <Link to="?guide=true" className="btn-primary mt-6">
            Show me how
          </Link>
        </div>
      ) : (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white px-6 py-8 text-sm text-slate-700">
          {pluralSwipes(data.swipeCount)} saved in this workspace.
        </p>
      )}
    </section>
  );
}

export function SwipesPage() {
  const { queryRef } = useLoaderData() as ReturnType<typeof swipesLoader>;
  const data = usePreloadedQuery<SwipesPageQueryType>(SwipesPageQuery, queryRef);
  const viewer = data.viewer;
  const teams = viewer?.teams.edges.map((edge) => edge.node) ?? [];
  const [team] = useSelectedTeam(viewer?.id ?? '', teams);
  if (!viewer) return null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-8">
      <title>{pageTitle('Swipes')}</title>
      <h1 className="text-2xl font-bold tracking-tight">Welcome, {viewer.name}</h1>
      <p className="mt-1 text-slate-600">
        Your swipe file: everything that inspired you, in one place.
      </p>
      {team ? (
        <TeamSwipes team={team} />
      ) : (
        <p className="mt-8 text-slate-600">You are not a member of any team yet.</p>
      )}
    </div>
  );
}
