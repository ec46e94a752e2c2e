import { type FormEvent, useRef, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { ProfileSection_viewer$key } from '../../__generated__/ProfileSection_viewer.graphql';
import type { ProfileSectionMutation } from '../../__generated__/ProfileSectionMutation.graphql';
import { NETWORK_ERROR_MESSAGE, splitPayloadErrors } from '../../lib/formErrors';
import { TextField } from '../forms';

/** The viewer's name (shown to teammates and in invites) and email. */
export function ProfileSection({ viewer }: { viewer: ProfileSection_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileSection_viewer on User {
        id
        name
        email
      }
    `,
    viewer,
  );
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(data.name);
  const [error, setError] = useState<string | undefined>(undefined);
  const [commit, saving] = useMutation<ProfileSectionMutation>(graphql`
    mutation ProfileSectionMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        viewer {
          id
          name
        }
        errors {
          ...formErrors_error @alias(as: "error")
        }
      }
    }
  `);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setError(undefined);
    commit({
      variables: { input: { name } },
      onCompleted: ({ updateProfile }) => {
        const split = splitPayloadErrors(updateProfile.errors);
        const message = split.fields.name ?? split.form;
        if (!message) {
          setName(updateProfile.viewer?.name ?? name);
          toast.success('Profile saved');
          return;
        }
        setError(message);
        input.current?.focus();
      },
      onError: () => {
        toast.error(NETWORK_ERROR_MESSAGE);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profile" className="space-y-4">
      <TextField
        ref={input}
        name="name"
        label="Name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error}
      />
      <p className="text-sm text-slate-600">
        Email: <span className="font-medium text-slate-900">{data.email}</span>
      </p>
      <button type="submit" className="btn-primary" disabled={saving || name === data.name}>
        {saving ? 'Saving…' : 'Save profile'}
      </button>
    </form>
  );
}
