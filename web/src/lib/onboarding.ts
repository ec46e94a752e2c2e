import { sameSitePath } from '@swipestack/common/paths';
// The onboarding guide's arithmetic and addresses, shared by the checklist, the quick-start
// panel and the guide page. The server owns the rules; these mirror them for optimistic updates.

export type TaskStatus = string | null | undefined;

export interface OnboardingCounts {
  done: number;
  skipped: number;
  total: number;
  /** done / total, from 0 to 1 (spec §4: skipped steps are not done). */
  progress: number;
  /** Every step is done or skipped: the guide may be hidden. */
  finished: boolean;
}

export function onboardingCounts(statuses: readonly TaskStatus[]): OnboardingCounts {
  const done = statuses.filter((status) => status === 'COMPLETE').length;
  const skipped = statuses.filter((status) => status === 'SKIPPED').length;
  const total = statuses.length;
  return {
    done,
    skipped,
    total,
    progress: total ? done / total : 0,
    finished: total > 0 && done + skipped === total,
  };
}

/** "2 of 5 done" */
export function progressText(done: number, total: number): string {
  return `${done} of ${total} done`;
}

export function progressPercent(progress: number): number {
  return Math.round(Math.min(1, Math.max(0, progress)) * 100);
}

export type TaskLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * Where a task's action goes: a path in the app stays in the app; an external address opens
 * in a new tab. Anything else (an internal action that is not a same-site path, an external one
 * that is not http(s)) falls back to the guide.
 */
export function taskLink(action: { readonly href: string; readonly type: string }): TaskLink {
  if (action.type === 'EXTERNAL' && /^https?:\/\//i.test(action.href)) {
    return { kind: 'external', href: action.href };
  }
  if (action.type === 'INTERNAL' && sameSitePath(action.href) !== null) {
    return { kind: 'internal', to: action.href };
  }
  return { kind: 'internal', to: '/swipes/guide' };
}

/** The add dialog's tab a task link asks for: ?referrer=onboarding_task&task=create|website. */
export function onboardingAddTab(params: URLSearchParams): 'image' | 'url' | null {
  if (params.get('referrer') !== 'onboarding_task') return null;
  const task = params.get('task');
  return task === 'create' ? 'image' : task === 'website' ? 'url' : null;
}

/** `search` with `set` applied (null removes a parameter), as "?a=b" or "". */
export function withParams(search: string, set: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(set)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const SAMPLE_ACTION_PATHS: Record<string, string> = {
  UPLOAD_IMAGE: '/swipes?referrer=onboarding_task&task=create',
};

/**
 * Where a sample swipe's action leads: its link, or for an in-app action key the address that
 * does it (OPEN_QUICK_START: the current page with the quick-start panel instead of the sample).
 */
export function sampleActionHref(
  action: { readonly key?: string | null; readonly href?: string | null },
  location: { pathname: string; search: string },
): string | null {
  if (action.href) return sameSitePath(action.href) !== null ? action.href : null;
  if (action.key === 'OPEN_QUICK_START') {
    return `${location.pathname}${withParams(location.search, { sample: null, guide: 'true' })}`;
  }
  return (action.key && SAMPLE_ACTION_PATHS[action.key]) || null;
}
