import { prisma } from '../../db/client.js';
import { onboardingSelect, setUpOnboarding } from '../onboarding/onboarding.js';
import { metadataOf, metadataSelect, type UserMetadata } from './user-metadata.js';

// A user as the spec's clients load them (spec §3 User: GET /api/users/{id}).

export interface UserProfile {
  id: string;
  email: string;
  metadata: UserMetadata;
  extensionInstalled: boolean;
  signupSource: string;
  /** One of the user's teams has an active subscription. */
  premium: boolean;
  teamCount: number;
  swipeCount: number;
  collectionCount: number;
}

function readProfile(userId: string) {
  return prisma().user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      signupSource: true,
      ...metadataSelect,
      ...onboardingSelect,
      _count: { select: { memberships: true, swipes: true } },
    },
  });
}

/**
 * The user's row, read once, with their counts and metadata. A user without onboarding data gets
 * it set up here (spec §4), and only then is the row read again.
 */
export async function loadUserProfile(userId: string): Promise<UserProfile> {
  let user = await readProfile(userId);
  if (await setUpOnboarding(userId, user)) user = await readProfile(userId);
  const [premium, collections] = await Promise.all([
    prisma().subscription.count({
      where: { status: 'ACTIVE', team: { members: { some: { userId } } } },
    }),
    prisma().collection.count({ where: { team: { members: { some: { userId } } } } }),
  ]);
  return {
    id: user.id,
    email: user.email,
    metadata: metadataOf(user),
    extensionInstalled: user.extensionInstalled,
    signupSource: user.signupSource,
    premium: premium > 0,
    teamCount: user._count.memberships,
    swipeCount: user._count.swipes,
    collectionCount: collections,
  };
}
