// Expected failures a service returns (never throws); the GraphQL layer exposes each as a type.

export class FieldError {
  constructor(
    readonly field: string,
    readonly message: string,
  ) {}
}

export class InvalidCredentialsError {
  readonly message = 'Incorrect email or password.';
}

export class RateLimitError {
  readonly message: string;
  constructor(
    readonly retryAfterSeconds: number,
    what = 'Too many sign-in attempts.',
  ) {
    this.message = `${what} Try again in ${waitText(retryAfterSeconds)}.`;
  }
}

/** "12 seconds" under a minute, else whole minutes rounded up ("15 minutes"). */
function waitText(seconds: number) {
  const [n, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : [Math.ceil(seconds / 60), 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

export type ServiceResult<T, E> = { ok: true; value: T } | { ok: false; errors: E[] };

export class NotAllowedError {
  constructor(readonly message: string) {}
}

export class NotFoundError {
  constructor(readonly message: string) {}
}

/** A payment provider's call failed (Stripe down, unreachable, or refusing our settings). */
export class PaymentsUnavailableError {
  constructor(readonly message: string) {}
}

/** The team's plan holds no more swipes (spec: the Free plan's cap). */
export class SwipeLimitError {
  readonly message: string;
  constructor(readonly limit: number) {
    this.message = `You've reached the ${limit}-swipe cap on the Free plan`;
  }
}

/** The onboarding guide can be hidden for good only once every step is done or skipped. */
export class OnboardingNotFinishedError {
  readonly message = 'Finish or skip every step before hiding the guide.';
}

/**
 * Some of the swipes a bulk action names cannot be changed: they do not exist (or the viewer
 * cannot see them), or the viewer's role cannot edit them. Nothing was changed.
 */
export class SwipeBatchError {
  constructor(
    readonly reason: 'MISSING' | 'NOT_ALLOWED',
    /** The database ids of the swipes at fault. */
    readonly swipeIds: string[],
    readonly message: string,
  ) {}
}

/** Copying or moving a batch would take the destination team over the Free plan's cap. */
export class SwipeBatchOverCapError {
  readonly message: string;
  constructor(
    readonly limit: number,
    /** How many more swipes the team holds. */
    readonly fits: number,
    readonly requested: number,
    verb: 'copied' | 'moved' | 'saved',
  ) {
    const room = fits === 1 ? '1 more swipe' : `${fits} more swipes`;
    this.message = `You've reached the ${limit}-swipe cap on the Free plan: that team has room for ${room}, and ${requested} were chosen. Nothing was ${verb}.`;
  }
}

/**
 * Meta's Ad Library could not answer (finder/meta-ad-library.ts): returned, not thrown, so it is
 * a plain object (GraphQL would take an Error in a payload for a failure of the field).
 */
export class MetaAdLibraryFailure {
  constructor(
    readonly failure: 'TOKEN' | 'RATE_LIMIT' | 'MALFORMED' | 'UNAVAILABLE' | 'NOT_FOUND',
    readonly message: string,
  ) {}

  static of(error: { failure: MetaAdLibraryFailure['failure']; message: string }) {
    return new MetaAdLibraryFailure(error.failure, error.message);
  }
}
