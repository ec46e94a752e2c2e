/**
 * On the sign-in and sign-up pages when they were reached from an invite link
 * (`next=/invite/<token>`): says why, and which address to use.
 */
export function InviteSignInNote({ next }: { next: string | null }) {
  if (!next?.startsWith('/invite/')) return null;
  return (
    <p className="mt-4 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-900">
      You followed a team invite. Sign in, or create an account, with the email address the invite
      was sent to; you come back to the invite to accept it.
    </p>
  );
}
