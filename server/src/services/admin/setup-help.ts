import { isAdministrator } from './admins.js';

// How to switch on a part of the server (its environment variables, a restart) is for
// administrators: everyone else is told to ask one (issue 37, finding 7). Only an
// administrator's browser session gets the text, as with the admin scope (docs/admin.md).

export async function setupHelpFor(
  viewer: { userId: string; sessionId: string | null } | null,
  help: string,
): Promise<string | null> {
  if (!viewer?.sessionId) return null;
  return (await isAdministrator(viewer.userId)) ? help : null;
}
