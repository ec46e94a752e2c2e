import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type {
  SwipeView,
  useSwipeView_viewer$key,
} from '../../../__generated__/useSwipeView_viewer.graphql';
import type { useSwipeViewMutation } from '../../../__generated__/useSwipeViewMutation.graphql';
import type { useSwipeViewQuery } from '../../../__generated__/useSwipeViewQuery.graphql';

export type { SwipeView };

/**
 * The viewer's layout of swipe lists (kept on the account, so every device shows the same)
 * and a setter that shows the new one at once and keeps it on the server. The pages' own
 * queries spread `useSwipeView_viewer`, so this reads the store without a request.
 */
export function useSwipeView(): [SwipeView, (view: SwipeView) => void] {
  const data = useLazyLoadQuery<useSwipeViewQuery>(
    graphql`
      query useSwipeViewQuery {
        viewer {
          id
          ...useSwipeView_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const viewer = data.viewer;
  const layout = useFragment<useSwipeView_viewer$key>(
    graphql`
      fragment useSwipeView_viewer on User {
        swipeView
      }
    `,
    viewer,
  );
  const [commit] = useMutation<useSwipeViewMutation>(graphql`
    mutation useSwipeViewMutation($input: SetSwipeViewInput!) {
      setSwipeView(input: $input) {
        viewer {
          id
          swipeView
        }
      }
    }
  `);
  const current: SwipeView =
    layout?.swipeView && layout.swipeView !== '%future added value'
      ? layout.swipeView
      : 'COMFORTABLE';
  const choose = (view: SwipeView) => {
    if (!viewer || view === current) return;
    commit({
      variables: { input: { view } },
      optimisticResponse: { setSwipeView: { viewer: { id: viewer.id, swipeView: view } } },
      onError: () => {
        toast.error('Your layout could not be saved. It is back as it was.');
      },
    });
  };
  return [current, choose];
}
