import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RemixPageTeamQuery, {
  type RemixPageTeamQuery as RemixPageTeamQueryType,
} from '../../__generated__/RemixPageTeamQuery.graphql';
import { payloadError, testEnvironment } from '../../relay/testEnvironment';
import { RemixBriefForm } from './RemixBriefForm';

// The brief's states the e2e server cannot show (it always has a provider and quota left): no
// provider set up, the month's variants used, and the server's refusals by field and above.

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const SETUP_HELP = 'AI Remix needs an AI provider. Set AI_BASE_URL…';

function Brief({ unavailable }: { unavailable: boolean }) {
  const data = useLazyLoadQuery<RemixPageTeamQueryType>(RemixPageTeamQuery, { teamId: 'team-1' });
  const team = data.node?.team;
  if (!team) return null;
  return (
    <>
      {unavailable ? <p id="setup-help">{SETUP_HELP}</p> : null}
      <RemixBriefForm
        team={team}
        sourceSwipeId={null}
        unavailableReasonId={unavailable ? 'setup-help' : null}
        onRemoveSource={() => {}}
        onSwitchTeam={() => {}}
        onCreated={() => {}}
      />
    </>
  );
}

async function renderBrief({ used = 4, unavailable = false } = {}) {
  const { answer, wrapper } = testEnvironment();
  render(
    <Suspense fallback="Loading">
      <Brief unavailable={unavailable} />
    </Suspense>,
    { wrapper },
  );
  answer({
    node: {
      __typename: 'Team',
      __isNode: 'Team',
      id: 'team-1',
      name: 'Personal',
      viewerRole: 'OWNER',
      aiUsage: { used, quota: 30, resetsAt: '2026-12-01T00:00:00.000Z' },
    },
  });
  return { answer, button: await screen.findByRole('button', { name: 'Write variants' }) };
}

describe('RemixBriefForm', () => {
  afterEach(cleanup);

  it('says how much of the month is used', async () => {
    await renderBrief();
    const meter = screen.getByRole('progressbar', { name: 'AI Remix this month' });
    expect(meter.getAttribute('aria-valuetext')).toBe('4 of 30 variants used this month');
    expect(screen.getByText('The count starts again on December 1, 2026.')).toBeTruthy();
  });

  it('holds Write variants back while no provider is set up, saying why', async () => {
    const { button } = await renderBrief({ unavailable: true });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('setup-help');
  });

  it('holds Write variants back once the month’s variants are used, saying until when', async () => {
    const { button } = await renderBrief({ used: 30 });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(
      'Your team has used all 30 AI Remix variants of this month. You can write more from December 1, 2026.',
    );
  });

  it('starts with Headline and Body copy and three variants, and counts the product’s characters', async () => {
    await renderBrief();
    expect((screen.getByRole('checkbox', { name: 'Headline' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('checkbox', { name: 'Body copy' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (screen.getByRole('checkbox', { name: 'Call to action' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect((screen.getByLabelText('Variants') as HTMLSelectElement).value).toBe('3');
    const product = screen.getByLabelText('Product') as HTMLTextAreaElement;
    expect(product.maxLength).toBe(2000);
    fireEvent.change(product, { target: { value: 'Cooling mattress' } });
    expect(screen.getByText('16 / 2,000 characters')).toBeTruthy();
  });

  it('shows field errors under their fields and focuses the first; the rest above the form', async () => {
    const { answer, button } = await renderBrief();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Headline' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Body copy' }));
    fireEvent.click(button);
    answer({
      createRemix: {
        remix: null,
        errors: [
          payloadError('Choose at least one part to write.', 'parts'),
          payloadError('Describe the product the copy is for.', 'product'),
        ],
      },
    });
    const product = screen.getByLabelText('Product');
    expect(document.activeElement).toBe(product);
    expect(product.getAttribute('aria-invalid')).toBe('true');
    expect(product.getAttribute('aria-describedby')).toContain(
      screen.getByText('Describe the product the copy is for.').id,
    );
    const parts = screen.getByRole('group', { name: 'Parts to write' });
    expect(parts.getAttribute('aria-describedby')).toBe(
      screen.getByText('Choose at least one part to write.').id,
    );

    fireEvent.change(product, { target: { value: 'Cooling mattress' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Headline' }));
    fireEvent.click(button);
    answer({
      createRemix: {
        remix: null,
        errors: [
          {
            __typename: 'AiQuotaError',
            __isError: 'AiQuotaError',
            message:
              'Your team has 2 of its 30 AI Remix variants left this month; the quota starts again on December 1.',
            quota: 30,
            used: 28,
          },
        ],
      },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Your team has 2 of its 30 AI Remix variants left this month; the quota starts again on December 1.',
    );
    expect(
      screen
        .getByRole('progressbar', { name: 'AI Remix this month' })
        .getAttribute('aria-valuetext'),
    ).toBe('28 of 30 variants used this month');
  });
});
