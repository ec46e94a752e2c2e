import { prisma } from '../../db/client.js';
import type { ServiceDeps } from '../deps.js';
import { emailFooter } from '../notifications/notification-settings.js';

// The daily digest of tracked brands (docs/finder.md): each editor, admin and owner of a team
// whose tracked brands found ads since the last digest gets one email: per brand, how many were
// saved and how many wait in Discover, and the newest few. A team's ads are marked told once
// its emails are out, so a retried job does not send them again. Members who turned it off
// (Settings, or the email's unsubscribe link) get none.

const LISTED_MAX = 8;
const LOOK_BACK_DAYS = 3;

interface Found {
  id: string;
  team_id: string;
  team_name: string;
  label: string;
  title: string;
  saved: boolean;
}

export async function sendTrackedAdsDigests(deps: Pick<ServiceDeps, 'mailer' | 'appOrigin'>) {
  const found = await prisma().$queryRaw<Found[]>`
    SELECT m.id, m.team_id, t.name AS team_name, b.label,
      coalesce(m.link_title, m.page_name) AS title, m.swipe_id IS NOT NULL AS saved
    FROM meta_ad m
    JOIN tracked_brand b ON b.id = m.tracked_brand_id
    JOIN team t ON t.id = m.team_id
    WHERE m.digested_at IS NULL AND m.found_at > now() - make_interval(days => ${LOOK_BACK_DAYS})
    ORDER BY m.team_id, m.found_at DESC, m.started_at DESC NULLS LAST, m.id`;
  const byTeam = groupBy(found, (row) => row.team_id);
  for (const [teamId, ads] of byTeam) {
    const members = await prisma().teamMember.findMany({
      where: {
        teamId,
        role: { in: ['EDITOR', 'ADMIN', 'OWNER'] },
        user: {
          disabledAt: null,
          OR: [
            { notificationSettings: { is: null } },
            { notificationSettings: { is: { trackedAdsDigest: true } } },
          ],
        },
      },
      select: { user: { select: { id: true, email: true, name: true } } },
    });
    const mail = digestText(ads, deps.appOrigin);
    for (const { user } of members) {
      const end = await emailFooter(
        user.id,
        deps.appOrigin,
        'TRACKED_ADS_DIGEST',
        "the daily email of tracked brands' new ads",
      );
      await deps.mailer.send({
        to: user.email,
        subject: mail.subject,
        text: `Hi ${user.name},\n\n${mail.body}\n${end.text}`,
        unsubscribeUrl: end.unsubscribeUrl,
      });
    }
    await prisma().metaAd.updateMany({
      where: { id: { in: ads.map((ad) => ad.id) } },
      data: { digestedAt: new Date() },
    });
  }
}

function digestText(ads: Found[], appOrigin: string) {
  const team = ads[0]?.team_name ?? '';
  const lines = [...groupBy(ads, (ad) => ad.label)].map(([label, brandAds]) => {
    const saved = brandAds.filter((ad) => ad.saved).length;
    const waiting = brandAds.length - saved;
    const parts = [saved ? `${saved} saved` : '', waiting ? `${waiting} waiting in Discover` : ''];
    return `- ${label}: ${brandAds.length} new (${parts.filter(Boolean).join(', ')})`;
  });
  const newest = ads.slice(0, LISTED_MAX).map((ad) => `  • ${ad.label}: ${ad.title}`);
  return {
    subject: `${ads.length} new ad${ads.length === 1 ? '' : 's'} from the brands ${team} tracks`,
    body: [
      `The brands ${team} tracks in Ad Finder ran new ads:`,
      '',
      ...lines,
      '',
      'Newest:',
      ...newest,
      '',
      `See them in your swipe file: ${appOrigin}/swipes`,
      `Ads waiting to be saved: ${appOrigin}/discover`,
      `Tracked brands: ${appOrigin}/finder`,
    ].join('\n'),
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return groups;
}
