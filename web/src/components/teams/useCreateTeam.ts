import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { useCreateTeamMutation } from '../../__generated__/useCreateTeamMutation.graphql';
import { type FieldErrors, splitPayloadErrors } from '../../lib/formErrors';
import { selectTeam } from '../../lib/teamSelection';
import { addTeamToViewer, refreshTeamsSoon } from './teamStore';

const CREATE_FAILED = 'Unable to create new team';

interface Callbacks {
  onCreated: () => void;
  /** Field and form errors; a failed request is the form error 'Unable to create new team'. */
  onFailed: (errors: { fields: FieldErrors; form: string | null }) => void;
}

/**
 * Creates a team: it joins the viewer's team list and is selected, 'Team created', and the
 * team list is fetched again 100 ms later (spec §4); failures toast 'Unable to create new
 * team' with the server's message.
 */
export function useCreateTeam(
  userId: string,
): [(name: string, callbacks: Callbacks) => void, boolean] {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useCreateTeamMutation>(graphql`
    mutation useCreateTeamMutation($input: CreateTeamInput!) {
      createTeam(input: $input) {
        team {
          id
          name
          type
          plan
          viewerRole
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);
  const create = (name: string, { onCreated, onFailed }: Callbacks) =>
    commit({
      variables: { input: { name } },
      updater: (store) => {
        const team = store.getRootField('createTeam')?.getLinkedRecord('team');
        if (team) addTeamToViewer(store, team);
      },
      onCompleted: ({ createTeam }) => {
        if (createTeam.team && createTeam.errors.length === 0) {
          selectTeam(userId, createTeam.team.id);
          toast.success('Team created', { description: createTeam.team.name });
          refreshTeamsSoon(environment);
          onCreated();
          return;
        }
        const split = splitPayloadErrors(createTeam.errors);
        const message = split.form ?? split.fields.name;
        toast.error(CREATE_FAILED, message ? { description: message } : {});
        onFailed(split);
      },
      onError: () => {
        toast.error(CREATE_FAILED);
        onFailed({ fields: {}, form: CREATE_FAILED });
      },
    });
  return [create, inFlight];
}
