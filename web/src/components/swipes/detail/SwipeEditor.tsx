import { FIELD_LIMITS } from '@swipestack/common/limits';
import { nodesOf } from '@swipestack/common/lists';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SwipeEditor_swipe$key } from '../../../__generated__/SwipeEditor_swipe.graphql';
import type { FieldErrors } from '../../../lib/formErrors';
import { TeamTagInput } from '../../tags/TeamTagInput';
import { CollectionPicker } from '../CollectionPicker';
import { InlineField } from './InlineField';
import type { SwipeEdit } from './useUpdateSwipe';

/** An editor's notes, tags and collections of a swipe, each saved as it changes. */
export function SwipeEditor({
  swipe,
  errors,
  onEdit,
}: {
  swipe: SwipeEditor_swipe$key;
  errors: FieldErrors;
  /** Saves one field (its name is where its error shows). */
  onEdit: (edit: SwipeEdit, field: 'notes' | 'tags' | 'collectionIds') => void;
}) {
  const data = useFragment(
    graphql`
      fragment SwipeEditor_swipe on Swipe {
        notes
        tags {
          id
          title
        }
        collections {
          id
          name
        }
        team {
          id
          tags(first: 100) {
            totalCount
            edges {
              node {
                id
                title
              }
            }
          }
          collections(first: 100) {
            totalCount
            edges {
              node {
                id
                name
              }
            }
          }
        }
      }
    `,
    swipe,
  );
  // A deleted tag or collection leaves a null entry until the swipe refetches.
  const chosenCollections = data.collections.filter(Boolean);
  return (
    <>
      <InlineField
        label="Notes"
        value={data.notes ?? ''}
        multiline
        onSave={(notes) => onEdit({ notes }, 'notes')}
        maxLength={FIELD_LIMITS.swipeNotes}
        error={errors.notes}
        className="text-sm"
      />
      <TeamTagInput
        value={data.tags.filter(Boolean).map((tag) => tag.title)}
        suggestions={nodesOf(data.team.tags).map((tag) => tag.title)}
        teamId={data.team.id}
        tagCount={data.team.tags.totalCount}
        onChange={(tags) => onEdit({ tags }, 'tags')}
        error={errors.tags}
      />
      <CollectionPicker
        collections={nodesOf(data.team.collections)}
        teamId={data.team.id}
        totalCount={data.team.collections.totalCount}
        chosen={chosenCollections}
        value={chosenCollections.map((collection) => collection.id)}
        onChange={(collectionIds) => onEdit({ collectionIds }, 'collectionIds')}
        error={errors.collectionIds}
      />
    </>
  );
}
