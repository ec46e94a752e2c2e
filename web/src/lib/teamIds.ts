const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A team's GraphQL global id from what a person or a redirect gives: the global id itself,
 * or the database UUID (Stripe's return adds `teamId=<uuid>`; an administrator may paste
 * either), which becomes base64("Team:<uuid>") as the server's global ids are.
 */
export function teamGlobalId(value: string): string {
  const trimmed = value.trim();
  return UUID.test(trimmed) ? btoa(`Team:${trimmed.toLowerCase()}`) : trimmed;
}
