import { SwipeView } from '../../../generated/prisma/enums.js';
import { setSwipeView } from '../../../services/swipes/swipe-view.js';
import { builder } from '../../builder.js';
import { AccountError } from '../errors.js';
import { viewerPayload } from '../payloads.js';

// The viewer's layout of swipe lists (docs/swipes.md, "Views").

const SwipeViewEnum = builder.enumType(SwipeView, {
  name: 'SwipeView',
  description: 'How the swipes page and collection pages lay out swipes.',
  values: {
    COMFORTABLE: { description: 'A grid of large cards (the default).' },
    COMPACT: { description: 'A dense grid of small cards (6 or more columns on wide screens).' },
    MASONRY: { description: 'Columns of cards at their pictures’ own heights.' },
    LIST: {
      description:
        'A table: title, kind, source, tags, collections, added by, date; sorted by its headers.',
    },
  },
});

builder.prismaObjectFields('User', (t) => ({
  swipeView: t.field({
    type: SwipeViewEnum,
    nullable: true,
    description:
      'How they lay out swipe lists, on every device (only for the user themself; null for others).',
    select: { id: true, swipeView: true },
    resolve: (user, _args, context) => (user.id === context.viewer?.userId ? user.swipeView : null),
  }),
}));

const SetSwipeViewInput = builder.inputType('SetSwipeViewInput', {
  description: 'The layout to keep.',
  fields: (t) => ({
    view: t.field({ type: SwipeViewEnum, required: true, description: 'The layout.' }),
  }),
});

builder.mutationField('setSwipeView', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: viewerPayload('SetSwipeViewPayload', AccountError),
    description: "Keeps the viewer's layout of swipe lists (swipeView), for every device.",
    args: { input: t.arg({ type: SetSwipeViewInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await setSwipeView(context.viewer.userId, input.view);
      return { userId: context.viewer.userId, errors: [] };
    },
  }),
);
