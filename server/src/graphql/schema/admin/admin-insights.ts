import { INSIGHT_PERIODS, type Insights, insights } from '../../../services/admin/insights.js';
import { aiUsageTotals } from '../../../services/remix/ai-usage.js';
import { builder } from '../../builder.js';
import { badUserInput } from '../../errors.js';

// /admin/insights (docs/analytics.md): the product's numbers over a chosen period.

const AiRemixTotals = builder
  .objectRef<{ month: Date; variants: number; teams: number }>('AiRemixTotals')
  .implement({
    description: "AI Remix's use across every team in a calendar month (docs/remix.md).",
    fields: (t) => ({
      month: t.field({
        type: 'DateTime',
        description: 'The month (its first moment, UTC).',
        resolve: (totals) => totals.month,
      }),
      variants: t.exposeInt('variants', { description: 'Variants written (quota used).' }),
      teams: t.exposeInt('teams', { description: 'Teams that used AI Remix.' }),
    }),
  });

const InsightDay = builder.objectRef<Insights['days'][number]>('InsightDay').implement({
  description: 'One day of the period (UTC).',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The date, YYYY-MM-DD.' }),
    signUps: t.exposeInt('signUps', { description: 'Accounts made that day.' }),
    activeUsers: t.exposeInt('activeUsers', {
      description: 'Accounts that opened a page that day (a pageview while signed in).',
    }),
  }),
});

const InsightFunnelStep = builder
  .objectRef<Insights['funnel'][number]>('InsightFunnelStep')
  .implement({
    description: "A step of activation, for the period's sign-ups.",
    fields: (t) => ({
      step: t.exposeString('step', {
        description: 'Signed up, First swipe, Extension, Team or Paid.',
      }),
      users: t.exposeInt('users', { description: 'How many of them got this far.' }),
    }),
  });

const InsightChannel = builder.objectRef<Insights['channels'][number]>('InsightChannel').implement({
  description: 'Swipes saved in the period through one channel.',
  fields: (t) => ({
    channel: t.exposeString('channel', {
      description: 'Web, URL, Upload, Extension, Email, Import, API or Other.',
    }),
    swipes: t.exposeInt('swipes', { description: 'How many.' }),
  }),
});

const InsightCohort = builder.objectRef<Insights['cohorts'][number]>('InsightCohort').implement({
  description: 'The accounts made in one week, and how many came back each week after.',
  fields: (t) => ({
    week: t.exposeString('week', { description: 'The week (its Monday), YYYY-MM-DD.' }),
    users: t.exposeInt('users', { description: 'Accounts made that week.' }),
    retained: t.exposeIntList('retained', {
      description: 'retained[n]: how many of them were active in week n after (0: that week).',
    }),
  }),
});

const AdminInsights = builder.objectRef<Insights>('AdminInsights').implement({
  description: "The product's numbers over a period.",
  fields: (t) => ({
    days: t.field({ type: [InsightDay], description: 'Each day.', resolve: (i) => i.days }),
    funnel: t.field({
      type: [InsightFunnelStep],
      description: 'Activation of the period’s sign-ups.',
      resolve: (i) => i.funnel,
    }),
    channels: t.field({
      type: [InsightChannel],
      description: 'Swipes by channel, most first.',
      resolve: (i) => i.channels,
    }),
    cohorts: t.field({
      type: [InsightCohort],
      description: 'Weekly retention cohorts of the period’s sign-ups, oldest first.',
      resolve: (i) => i.cohorts,
    }),
    aiRemix: t.field({
      type: AiRemixTotals,
      description: 'AI Remix this calendar month (UTC), whatever the period.',
      resolve: () => aiUsageTotals(),
    }),
  }),
});

builder.queryField('adminInsights', (t) =>
  t.withAuth({ admin: true }).field({
    type: AdminInsights,
    description: `Administrators only: the numbers of the last \`days\` days (${INSIGHT_PERIODS.join(', ')}).`,
    args: { days: t.arg.int({ required: true, description: 'The period, in days.' }) },
    resolve: async (_root, { days }, context) => {
      const result = await insights(context.viewer.userId, days);
      if (result.ok) return result.value;
      throw badUserInput(result.errors[0]?.message ?? 'Not allowed.');
    },
  }),
);
