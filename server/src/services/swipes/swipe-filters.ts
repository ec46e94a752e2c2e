import {
  SEARCH_MAX_CHARACTERS,
  SEARCH_MAX_WORDS,
  searchShortening,
} from '@swipestack/common/search';
import { prisma } from '../../db/client.js';
import type { SwipeKind } from '../../generated/prisma/enums.js';
import { uuidOrNobody } from '../teams/visibility.js';
import type { SwipeFilter } from './swipe-list.js';

// The checks a swipe list's filters pass before they reach SQL (services/swipes/swipe-list.ts): who
// may be named as the author, which date ranges make sense, and what a long search leaves out.

/** A list's filters as a caller gives them: database ids, moments, the search as typed. */
export interface SwipeFilterInput {
  kind?: SwipeKind | null | undefined;
  tagId?: string | null | undefined;
  collectionId?: string | null | undefined;
  /** A membership of the team (TeamMember id): its user's swipes. */
  authorMemberId?: string | null | undefined;
  addedFrom?: Date | null | undefined;
  addedTo?: Date | null | undefined;
}

export const AUTHOR_NOT_MEMBER = 'The author filter takes a member of this team.';
export const DATES_REVERSED =
  'The date range ends before it starts: "to" must be on or after "from".';

/**
 * The filter to query with, or why it cannot be used: an author who is not a member of the
 * team (a membership of another team, or one that ended), or a range that ends before it starts.
 */
export async function checkSwipeFilter(
  teamId: string,
  input: SwipeFilterInput,
): Promise<{ filter: SwipeFilter } | { error: string }> {
  if (input.addedFrom && input.addedTo && input.addedFrom > input.addedTo) {
    return { error: DATES_REVERSED };
  }
  let authorId: string | undefined;
  if (input.authorMemberId) {
    const member = await prisma().teamMember.findFirst({
      where: { id: uuidOrNobody(input.authorMemberId), teamId },
      select: { userId: true },
    });
    if (!member) return { error: AUTHOR_NOT_MEMBER };
    authorId = member.userId;
  }
  return {
    filter: {
      kind: input.kind,
      tagId: input.tagId,
      collectionId: input.collectionId,
      authorId,
      addedFrom: input.addedFrom,
      addedTo: input.addedTo,
    },
  };
}

export type SearchNoticeCode = 'TOO_LONG' | 'TOO_MANY_WORDS';

/** What a search left out of the text given, said plainly; null when it used all of it. */
export function searchNotice(
  search: string | null | undefined,
): { code: SearchNoticeCode; message: string } | null {
  const code = searchShortening(search);
  if (code === 'TOO_LONG') {
    return {
      code,
      message: `Searches use the first ${SEARCH_MAX_CHARACTERS} characters (and at most ${SEARCH_MAX_WORDS} words); the rest was left out.`,
    };
  }
  if (code === 'TOO_MANY_WORDS') {
    return {
      code,
      message: `Searches use the first ${SEARCH_MAX_WORDS} words; the rest were left out.`,
    };
  }
  return null;
}
