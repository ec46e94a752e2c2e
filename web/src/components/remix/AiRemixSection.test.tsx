import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import AiRemixSectionRefetchQuery, {
  type AiRemixSectionRefetchQuery as AiRemixSectionRefetchQueryType,
} from '../../__generated__/AiRemixSectionRefetchQuery.graphql';
import { testEnvironment } from '../../relay/testEnvironment';
import { SelectedTeamBoundary } from '../teams/SelectedTeamBoundary';
import { AiRemixSection } from './AiRemixSection';

// Settings → AI Remix follows the team selected in the sidebar: the page's query holds the team
// the loader guessed; another selection fetches the section again, behind "Loading AI Remix usage…".

const team = (id: string, name: string, used: number) => ({
  __typename: 'Team',
  __isNode: 'Team',
  id,
  name,
  plan: 'FREE',
  aiUsage: { used, quota: 30, resetsAt: '2026-12-01T00:00:00.000Z' },
});

let select: (teamId: string) => void = () => {};

function Page({ queried, selected }: { queried: string[]; selected: string }) {
  const query = useLazyLoadQuery<AiRemixSectionRefetchQueryType>(AiRemixSectionRefetchQuery, {
    teamIds: queried,
  });
  const [teamId, setTeamId] = useState(selected);
  select = setTeamId;
  return (
    <SelectedTeamBoundary
      teamId={teamId}
      loading="Loading AI Remix usage…"
      failed="AI Remix usage could not be loaded."
    >
      <AiRemixSection query={query} teamId={teamId} queriedTeamId={queried[0] ?? null} />
    </SelectedTeamBoundary>
  );
}

function renderPage(queried: string[], selected: string) {
  const environment = testEnvironment();
  // The section asks for another team in an effect of the render the answer causes.
  const answer = async (data: Record<string, unknown>) => {
    environment.answer(data);
    await act(() => Promise.resolve());
  };
  const { wrapper } = environment;
  render(
    <MemoryRouter>
      <Page queried={queried} selected={selected} />
    </MemoryRouter>,
    { wrapper },
  );
  return answer;
}

describe('AiRemixSection', () => {
  afterEach(cleanup);

  it("shows the page query's team, and fetches another when the selection changes", async () => {
    const answer = renderPage(['team-1'], 'team-1');
    await answer({ teams: [team('team-1', 'Growth', 2)] });
    expect(await screen.findByRole('heading', { name: 'Growth' })).toBeTruthy();
    act(() => select('team-2'));
    expect(await screen.findByText('Loading AI Remix usage…')).toBeTruthy();
    await answer({ teams: [team('team-2', 'Brand', 5)] });
    expect(await screen.findByRole('heading', { name: 'Brand' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Growth' })).toBeNull();
  });

  it('fetches the selected team when the loader could not guess it', async () => {
    const answer = renderPage([], 'team-2');
    await answer({ teams: [] });
    expect(await screen.findByText('Loading AI Remix usage…')).toBeTruthy();
    await answer({ teams: [team('team-2', 'Brand', 5)] });
    expect(await screen.findByRole('heading', { name: 'Brand' })).toBeTruthy();
  });
});
