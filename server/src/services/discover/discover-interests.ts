import { prisma } from '../../db/client.js';
import type { NotAllowedError, NotFoundError, ServiceResult } from '../errors.js';
import { Permission, requireTeamRole } from '../teams/permissions.js';
import { uuidOrNobody } from '../teams/visibility.js';

// What a team is into, for ranking Discover (docs/discover.md): the words its swipes use most
// (PostgreSQL's own statistics of their search vectors), the words of its tags and of what it
// searched for lately. Each word keeps where it came from, so an item can say why it is shown.

export type InterestOrigin =
  | { kind: 'SWIPE' }
  | { kind: 'TAG'; title: string }
  | { kind: 'SEARCH'; term: string };

export interface Interest {
  /** A lexeme of the 'english' text search configuration. */
  word: string;
  weight: number;
  origin: InterestOrigin;
}

const SWIPE_WORDS = 40;
const SEARCHES_KEPT = 50;
/** Words too common in saved pages and addresses to say anything about a team. */
const NOISE = new Set(['http', 'https', 'www', 'com', 'html', 'use', 'get', 'new', 'one', 'also']);

export async function teamInterests(teamId: string): Promise<Interest[]> {
  const id = uuidOrNobody(teamId);
  const [swipeWords, tags, searches] = await Promise.all([
    // ts_stat reads the vectors of the team's swipes (its argument is a query text; the team
    // id is a checked UUID).
    prisma().$queryRawUnsafe<{ word: string; nentry: number }[]>(
      `SELECT word, nentry FROM ts_stat($$SELECT search_vector FROM swipe WHERE team_id = '${id}'$$)
       WHERE length(word) > 2 AND word !~ '^[0-9]+$'
       ORDER BY nentry DESC, word LIMIT ${SWIPE_WORDS + NOISE.size}`,
    ),
    prisma().$queryRaw<{ title: string; words: string[] }[]>`
      SELECT title, tsvector_to_array(to_tsvector('english', title)) AS words
      FROM tag WHERE team_id = ${id}::uuid ORDER BY swipe_count DESC LIMIT 50`,
    prisma().$queryRaw<{ term: string; words: string[] }[]>`
      SELECT term, tsvector_to_array(to_tsvector('english', term)) AS words
      FROM team_search WHERE team_id = ${id}::uuid ORDER BY searched_at DESC LIMIT ${SEARCHES_KEPT}`,
  ]);
  const byWord = new Map<string, Interest>();
  const add = (word: string, weight: number, origin: InterestOrigin) => {
    if (NOISE.has(word) || word.length < 3) return;
    const known = byWord.get(word);
    if (!known || known.weight < weight) byWord.set(word, { word, weight, origin });
  };
  for (const row of swipeWords.slice(0, SWIPE_WORDS + NOISE.size))
    add(row.word, Math.min(3, 1 + Math.log10(Number(row.nentry))), { kind: 'SWIPE' });
  // A tag or a search is a deliberate choice: it counts more than a word that recurs.
  for (const tag of tags)
    for (const word of tag.words) add(word, 3, { kind: 'TAG', title: tag.title });
  for (const search of searches)
    for (const word of search.words) add(word, 2.5, { kind: 'SEARCH', term: search.term });
  return [...byWord.values()];
}

/**
 * Remembers a member's search of the team's swipes (the latest SEARCHES_KEPT are kept); not
 * while an administrator impersonates them, so their visit leaves the team's interests as they
 * were.
 */
export async function recordTeamSearch(
  viewer: { userId: string; impersonatorId?: string | null | undefined },
  teamId: string,
  text: string,
): Promise<ServiceResult<{ recorded: true }, NotAllowedError | NotFoundError>> {
  const member = await requireTeamRole(viewer.userId, teamId, Permission.readTeam);
  if (!member.ok) return { ok: false, errors: [member.error] };
  if (!viewer.impersonatorId) await rememberSearch(uuidOrNobody(teamId), text);
  return { ok: true, value: { recorded: true } };
}

async function rememberSearch(teamId: string, text: string) {
  const term = text.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 100);
  if (term.length < 3) return;
  await prisma().$executeRaw`
    INSERT INTO team_search (team_id, term, searched_at) VALUES (${teamId}::uuid, ${term}, now())
    ON CONFLICT (team_id, term) DO UPDATE SET searched_at = now()`;
  await prisma().$executeRaw`
    DELETE FROM team_search WHERE team_id = ${teamId}::uuid AND term IN (
      SELECT term FROM team_search WHERE team_id = ${teamId}::uuid
      ORDER BY searched_at DESC OFFSET ${SEARCHES_KEPT})`;
}
