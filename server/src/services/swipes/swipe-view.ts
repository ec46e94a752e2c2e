import { prisma } from '../../db/client.js';
import type { SwipeView } from '../../generated/prisma/enums.js';

// How a user lays out swipe lists (grids, masonry, table): kept on the account, so every
// device they sign in on shows the same.

export async function setSwipeView(userId: string, view: SwipeView): Promise<void> {
  await prisma().user.update({ where: { id: userId }, data: { swipeView: view } });
}
