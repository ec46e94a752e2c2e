import type { CaptureReport } from '../../../services/captures/capture-report.js';
import { builder } from '../../builder.js';

const CaptureHeightLimitRef = builder
  .objectRef<NonNullable<CaptureReport['heightLimit']>>('CaptureHeightLimit')
  .implement({
    description: 'The full-page picture stopped at the height limit.',
    fields: (t) => ({
      pageHeight: t.exposeInt('pageHeight', { description: "The page's height, in pixels." }),
      keptHeight: t.exposeInt('keptHeight', { description: 'The height kept, in pixels.' }),
    }),
  });

const CaptureTextLimitRef = builder
  .objectRef<NonNullable<CaptureReport['textLimit']>>('CaptureTextLimit')
  .implement({
    description: "The page's text was cut at the text limit.",
    fields: (t) => ({
      length: t.exposeInt('length', { description: "The page's text, in characters." }),
      kept: t.exposeInt('kept', { description: 'The characters kept (and searchable).' }),
    }),
  });

const ConsentBannerRef = builder
  .objectRef<NonNullable<CaptureReport['consentDismissed']>[number]>('DismissedConsentBanner')
  .implement({
    description: 'A cookie or consent banner dismissed before the page was pictured.',
    fields: (t) => ({
      cmp: t.exposeString('cmp', {
        description: 'The consent tool it belonged to, as the rules library names it.',
      }),
      hidden: t.exposeBoolean('hidden', {
        description: 'It was hidden rather than answered (refused) by a click.',
      }),
    }),
  });

const DismissedOverlayRef = builder
  .objectRef<NonNullable<CaptureReport['overlayDismissed']>>('DismissedOverlay')
  .implement({
    description:
      "A full-page overlay that blocked the page (a cookie wall or modal no consent rule knows), taken away before the page was pictured; its text is not the page's.",
    fields: (t) => ({
      button: t.exposeString('button', {
        nullable: true,
        description: 'What the button clicked to close it said (a refusal where one was offered).',
      }),
      hidden: t.exposeBoolean('hidden', {
        description: 'It was hidden, since clicking did not take it away.',
      }),
    }),
  });

export const CaptureReportRef = builder.objectRef<CaptureReport>('CaptureReport').implement({
  description: "What the last capture of a swipe's page did beyond its pictures.",
  fields: (t) => ({
    partialReason: t.exposeString('partialReason', {
      nullable: true,
      description: 'Why only part of the page was captured (PARTIAL), or null.',
    }),
    heightLimit: t.field({
      type: CaptureHeightLimitRef,
      nullable: true,
      description: 'Set when the full-page picture stopped at the height limit.',
      resolve: (report) => report.heightLimit ?? null,
    }),
    textLimit: t.field({
      type: CaptureTextLimitRef,
      nullable: true,
      description: "Set when the page's text was cut at the text limit.",
      resolve: (report) => report.textLimit ?? null,
    }),
    consentBannersDismissed: t.field({
      type: [ConsentBannerRef],
      description: 'The cookie and consent banners dismissed (none: an empty list).',
      resolve: (report) => report.consentDismissed ?? [],
    }),
    overlayDismissed: t.field({
      type: DismissedOverlayRef,
      nullable: true,
      description: 'Set when a full-page overlay was dismissed or hidden.',
      resolve: (report) => report.overlayDismissed ?? null,
    }),
    blockedRequests: t.int({
      description: 'How many of its requests were refused (private or forbidden addresses).',
      resolve: (report) => report.blockedRequests ?? 0,
    }),
  }),
});
