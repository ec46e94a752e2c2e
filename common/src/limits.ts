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
} as const;

/** The sentence a field's description carries: "At most 100 characters." */
export function limitText(max: number): string {
  return `At most ${max.toLocaleString('en-US')} characters.`;
}
