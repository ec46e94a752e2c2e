import { inboundEmailDomain } from '../../../config.js';
import { prisma } from '../../../db/client.js';
import { MAX_EMAIL_IMAGES } from '../../../email/parse-inbound.js';
import { signedImagePath } from '../../../images/variant-signing.js';
import { NotAllowedError, NotFoundError } from '../../../services/errors.js';
import {
  inboundEmailAddress,
  inboundEmailTeam,
  rotateInboundEmailAddress,
  setInboundEmailTeam,
} from '../../../services/inbound-email/inbound-email.js';
import { parseMedia } from '../../../services/swipes/swipe-media.js';
import { builder } from '../../builder.js';
import { idInput, toViewerPayload, viewerPayload } from '../payloads.js';
import { TeamRef } from '../teams/team.js';

// Inbound email (docs/inbound-email.md): the viewer's address and team, and what an email
// swipe carries besides its screenshot.

builder.prismaObjectFields('User', (t) => ({
  inboundEmailAddress: t.string({
    nullable: true,
    description:
      'Email forwarded to this address is saved as a swipe (only for the user themself, null for others).',
    select: { id: true },
    resolve: (user, _args, context) =>
      user.id === context.viewer?.userId
        ? inboundEmailAddress(user.id, inboundEmailDomain(context.config))
        : null,
  }),
  inboundEmailTeam: t.prismaField({
    type: 'Team',
    nullable: true,
    description:
      'The team forwarded email is saved to: the one chosen while the user may add swipes to it, else their Personal team (only for the user themself).',
    resolve: async (query, user, _args, context) => {
      if (user.id !== context.viewer?.userId) return null;
      const team = await inboundEmailTeam(user.id);
      return team ? prisma().team.findUnique({ ...query, where: { id: team.id } }) : null;
    },
  }),
}));

const SwipeAttachment = builder
  .objectRef<{ key: string; width: number; height: number; filename: string | null }>(
    'SwipeAttachment',
  )
  .implement({
    description: 'An image an email swipe carried as an attachment.',
    fields: (t) => ({
      url: t.string({
        description: 'A path for the image endpoint.',
        resolve: (file) => signedImagePath(file.key),
      }),
      width: t.exposeInt('width', { description: 'In pixels.' }),
      height: t.exposeInt('height', { description: 'In pixels.' }),
      filename: t.exposeString('filename', {
        nullable: true,
        description: 'Its file name in the email, if it had one.',
      }),
    }),
  });

builder.prismaObjectFields('Swipe', (t) => ({
  emailHtmlUrl: t.string({
    nullable: true,
    description:
      'An email swipe\'s sanitised HTML, served with a sandboxing Content-Security-Policy: show it in an iframe with sandbox="".',
    select: { id: true, media: true },
    resolve: (swipe) =>
      parseMedia(swipe.media).hasEmailHtml ? `/api/swipes/${swipe.id}/email.html` : null,
  }),
  attachments: t.field({
    type: [SwipeAttachment],
    description: `Images an email swipe carried as attachments (not those shown in its HTML); at most ${MAX_EMAIL_IMAGES}.`,
    select: { media: true },
    resolve: (swipe) => (parseMedia(swipe.media).emailImages ?? []).filter((file) => !file.inline),
  }),
}));

const InboundEmailError = builder.unionType('InboundEmailError', {
  description: "Why a change to the viewer's inbound email failed.",
  types: [NotAllowedError, NotFoundError],
});

const SetInboundEmailTeamInput = idInput(
  'SetInboundEmailTeamInput',
  'The team forwarded email is saved to from now on.',
  { ref: TeamRef, description: 'A team the viewer may add swipes to.', field: 'teamId' },
);

builder.mutationFields((t) => ({
  rotateInboundEmailAddress: t.withAuth({ signedIn: true }).field({
    type: viewerPayload('RotateInboundEmailAddressPayload', InboundEmailError),
    description:
      'Gives the viewer a new inbound address; mail to the old one is refused from now on.',
    resolve: async (_root, _args, context) => {
      const userId = context.viewer.userId;
      return toViewerPayload(
        userId,
        await rotateInboundEmailAddress(userId, inboundEmailDomain(context.config)),
      );
    },
  }),
  setInboundEmailTeam: t.withAuth({ signedIn: true }).field({
    type: viewerPayload('SetInboundEmailTeamPayload', InboundEmailError),
    description: 'Chooses the team forwarded email is saved to (one the viewer may add swipes to).',
    args: { input: t.arg({ type: SetInboundEmailTeamInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const userId = context.viewer.userId;
      return toViewerPayload(userId, await setInboundEmailTeam(userId, input.teamId.id));
    },
  }),
}));
