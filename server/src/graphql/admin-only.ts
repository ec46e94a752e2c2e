// Everything in the schema only administrators may use (docs/admin.md, "Who may use the admin
// area"), in one place. Each is declared with the `admin` auth scope alone (graphql/builder.ts:
// an administrator in a browser session, never a personal token). test/schema/admin-only.test.ts
// fails when the declarations and these lists differ; test/admin-only.test.ts calls each as a
// signed-in non-admin, with an administrator's personal token and signed out.

/** Root fields (`Type.field`) behind the `admin` scope. */
export const ADMIN_ONLY_FIELDS = [
  'Mutation.adminReplySupport',
  'Mutation.adminSetErrorResolved',
  'Mutation.adminSetUserDisabled',
  'Mutation.adminSignOutUser',
  'Mutation.adminStartImpersonation',
  'Mutation.adminUpdateSupportConversation',
  'Mutation.grantTeamPlan',
  'Query.adminAuditEventTypes',
  'Query.adminAuditEvents',
  'Query.adminErrorGroups',
  'Query.adminInsights',
  'Query.adminSupportInbox',
  'Query.adminUsers',
  'Subscription.adminSupportEvents',
] as const;

/** Types whose every object is behind the `admin` scope (`node` gives others null). */
export const ADMIN_ONLY_TYPES = [
  'AdminSupportConversation',
  'AdminUser',
  'AuditEvent',
  'ErrorGroup',
] as const;
