import { REMIX_BRIEF_LIMITS } from '@swipestack/common/remix';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RemixBriefForm_team$key } from '../../__generated__/RemixBriefForm_team.graphql';
import { FormAlert, TextField } from '../forms';
import { AiUsageMeter, quotaReached, resetDate } from './AiUsageMeter';
import { RemixBriefOptions } from './RemixBriefOptions';
import { RemixBriefProduct } from './RemixBriefProduct';
import { RemixBriefSource } from './RemixBriefSource';
import { useRemixBrief } from './useRemixBrief';

/**
 * The brief: product (required), audience, tone, the parts to write, how many variants, and
 * the swipe to start from (`?swipe=`). The server has the last word on every rule: its field
 * errors show under their fields, anything else (quota, no provider, not allowed) above the
 * form. Write variants is held back, with the reason tied to it, while no provider is set up
 * or the month's variants are used.
 */
export function RemixBriefForm({
  team: key,
  sourceSwipeId,
  unavailableReasonId,
  onRemoveSource,
  onSwitchTeam,
  onCreated,
}: {
  team: RemixBriefForm_team$key;
  sourceSwipeId: string | null;
  /** The notice that no AI provider is set up (its id), or null when one is. */
  unavailableReasonId: string | null;
  onRemoveSource: () => void;
  onSwitchTeam: (teamId: string) => void;
  onCreated: (remixId: string) => void;
}) {
  const team = useFragment(
    graphql`
      fragment RemixBriefForm_team on Team {
        id
        aiUsage {
          quota
          resetsAt
        }
        ...AiUsageMeter_team
        ...AiUsageMeter_quota
      }
    `,
    key,
  );
  const id = useId();
  const full = quotaReached(team);
  const quotaReasonId = `${id}-quota`;
  const disabledReason = unavailableReasonId ?? (full ? quotaReasonId : null);
  const brief = useRemixBrief({
    teamId: team.id,
    sourceSwipeId,
    disabled: Boolean(disabledReason),
    onCreated,
  });
  const { values, set, errors, refs } = brief;

  return (
    <form
      noValidate
      onSubmit={brief.submit}
      aria-labelledby={`${id}-heading`}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Write a brief
      </h2>
      <div ref={brief.alertRef} tabIndex={-1} className="focus:outline-none">
        <FormAlert message={brief.formError} />
      </div>

      {sourceSwipeId ? (
        <RemixBriefSource
          id={sourceSwipeId}
          teamId={team.id}
          onRemove={() => {
            brief.clearError('sourceSwipeId');
            onRemoveSource();
            refs.product.current?.focus();
          }}
          onSwitchTeam={onSwitchTeam}
          error={errors.sourceSwipeId}
          errorId={`${id}-source-error`}
          removeRef={refs.sourceSwipeId}
        />
      ) : null}

      <RemixBriefProduct
        ref={refs.product}
        id={id}
        value={values.product}
        onChange={set.product}
        error={errors.product}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          ref={refs.audience}
          id={`${id}-audience`}
          name="audience"
          label="Audience"
          hint="Who the copy is for."
          value={values.audience}
          maxLength={REMIX_BRIEF_LIMITS.audience}
          onChange={(event) => set.audience(event.target.value)}
          error={errors.audience}
        />
        <TextField
          ref={refs.tone}
          id={`${id}-tone`}
          name="tone"
          label="Tone"
          hint="How it should sound, e.g. warm and direct."
          value={values.tone}
          maxLength={REMIX_BRIEF_LIMITS.tone}
          onChange={(event) => set.tone(event.target.value)}
          error={errors.tone}
        />
      </div>

      <RemixBriefOptions
        id={id}
        parts={values.parts}
        onTogglePart={brief.togglePart}
        variants={values.variants}
        onVariants={set.variants}
        errors={errors}
        firstPartRef={refs.parts}
        variantsRef={refs.variants}
      />

      <div className="space-y-4 border-t border-slate-100 pt-4">
        <AiUsageMeter team={team} />
        {full ? (
          <p id={quotaReasonId} className="text-sm font-medium text-red-800">
            Your team has used all {team.aiUsage.quota.toLocaleString('en-US')} AI Remix variants of
            this month. You can write more from {resetDate(team.aiUsage.resetsAt)}.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="btn-primary"
            disabled={brief.creating || Boolean(disabledReason)}
            aria-describedby={disabledReason ?? undefined}
          >
            {brief.creating ? 'Starting…' : 'Write variants'}
          </button>
          <p className="text-xs text-slate-600">
            Each variant counts once against your team’s month.
          </p>
        </div>
      </div>
    </form>
  );
}
