/**
 * The longest text each form field takes, in characters. The server's rules refuse longer
 * values with the field's message; the web app's inputs take no more (`maxLength`) and say the
 * limit, so the two always agree.
 */
export const FIELD_LIMITS = {
  personName: 100,
  email: 254,
  passwordMin: 8,
  password: 256,
  profileName: 80,
  teamName: 60,
  collectionName: 100,
  collectionDescription: 2000,
  swipeTitle: 300,
  swipeNotes: 20_000,
  swipeUrl: 2048,
  tagTitle: 50,
  tokenName: 60,
  supportMessage: 5000,
  impersonationReason: 500,
} as const;

const number = (n: number) => n.toLocaleString('en-US');

/** The sentence a field's description carries: "At most 100 characters." */
export function limitText(max: number): string {
  return `At most ${number(max)} characters.`;
}

/** From this share of its limit on, a field shows how many characters it holds. */
export const COUNT_FROM = 0.8;

/**
 * What a field near its limit says under it, or null while it is far from it: "240 / 300
 * characters", then at the limit "300 / 300 characters: the limit. The rest is not kept.",
 * and past it (fields that let a long text be typed and refuse it on save) how far over.
 */
export function characterCountText(length: number, max: number): string | null {
  if (length < max * COUNT_FROM) return null;
  const count = `${number(length)} / ${number(max)} characters`;
  if (length < max) return count;
  if (length === max) return `${count}: the limit. The rest is not kept.`;
  return `${count}: ${number(length - max)} over the limit.`;
}
