import type { VideoPlan } from '@swipestack/common/uploads';
import { type RefObject, useRef } from 'react';
import { FormAlert } from '../forms';
import { TeamTagInput } from '../tags/TeamTagInput';
import { AddSwipeTabFields } from './add/AddSwipeTabFields';
import { ADD_TABS, AddSwipeTabs } from './add/AddSwipeTabs';
import { NotesField } from './add/NotesField';
import { type AddTab, useAddSwipeForm } from './add/useAddSwipeForm';
import { CollectionPicker } from './CollectionPicker';
import { Modal } from './Modal';
import type { SwipeListHandle } from './SwipeBrowser';

export type { AddTab };

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialTab?: AddTab;
  /** The address the Web page tab opens with (a link dropped on the page). */
  initialUrl?: string;
  teamId: string;
  /** The team's plan (the video limit). */
  plan: VideoPlan;
  /** The loaded page of the team's tag titles, and how many tags it has in all. */
  tags: readonly string[];
  tagCount: number;
  /** The loaded page of the team's collections, and how many it has in all. */
  collections: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  collectionCount: number;
  list: RefObject<SwipeListHandle | null>;
  /** Preselected collections (on a collection page). */
  defaultCollectionIds?: readonly string[];
  /** Names of preselected collections that may be beyond the loaded page. */
  defaultCollections?: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  /** After a save, where focus goes as the dialog closes (the new swipe's card). */
  focusSaved?: (swipeId: string) => HTMLElement | null;
}

export function AddSwipeDialog({
  open,
  onOpenChange,
  initialTab = 'url',
  initialUrl = '',
  teamId,
  plan,
  tags: tagSuggestions,
  tagCount,
  collections,
  collectionCount,
  defaultCollections,
  list,
  defaultCollectionIds = [],
  focusSaved,
}: Props) {
  const form = useAddSwipeForm({
    open,
    onOpenChange,
    initialTab,
    initialUrl,
    teamId,
    list,
    defaultCollectionIds,
    plan,
  });
  const { tab, values, set, fieldErrors, busy, savedId } = form;
  const formElement = useRef<HTMLFormElement>(null);
  const uploadTab = tab === 'image' || tab === 'video';
  const submitLabel = busy ? (uploadTab ? 'Uploading…' : 'Saving…') : 'Save swipe';

  return (
    <Modal
      open={open}
      onOpenChange={(value) => !busy && onOpenChange(value)}
      title="Add swipe"
      onCloseAutoFocus={(event) => {
        const target = savedId.current ? focusSaved?.(savedId.current) : null;
        savedId.current = null;
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
    >
      <form
        ref={formElement}
        noValidate
        onSubmit={form.submit}
        aria-label="Add swipe"
        className="space-y-4"
      >
        <AddSwipeTabs tab={tab} onChoose={form.chooseTab} />
        <FormAlert message={form.formError} />
        <div
          role="tabpanel"
          aria-label={ADD_TABS.find((t) => t.value === tab)?.label}
          className="space-y-4"
        >
          <AddSwipeTabFields
            form={form}
            teamId={teamId}
            plan={plan}
            onOpenSwipe={() => onOpenChange(false)}
          />
          <NotesField value={values.notes} onChange={set.notes} error={fieldErrors.notes} />
          <TeamTagInput
            value={values.tags}
            onChange={set.tags}
            suggestions={tagSuggestions}
            teamId={teamId}
            tagCount={tagCount}
            error={fieldErrors.tags}
          />
          <CollectionPicker
            collections={collections}
            teamId={teamId}
            totalCount={collectionCount}
            {...(defaultCollections ? { chosen: defaultCollections } : {})}
            value={values.collectionIds}
            onChange={set.collectionIds}
            error={fieldErrors.collectionIds}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
          {form.hasDraft ? (
            <button
              type="button"
              className="btn-secondary mr-auto text-red-700"
              disabled={busy}
              onClick={() => {
                form.discardDraft();
                // The button goes with the draft: the focus goes to the form's first field.
                formElement.current
                  ?.querySelector<HTMLElement>(
                    '[role="tabpanel"] input, [role="tabpanel"] textarea',
                  )
                  ?.focus();
              }}
            >
              Discard draft
            </button>
          ) : null}
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() => onOpenChange(false)}
          >
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy} aria-live="polite">
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
