/** The note of a tool that needs a login (spec 1 §2 resource sections). */
export const LOGIN_NOTE = 'Log in to use';

/** The note a resource card shows: a signed-in resident is never told to log in (it would be untrue for them). */
export function resourceNote(note: string | undefined, signedIn: boolean): string | undefined {
  return signedIn && note === LOGIN_NOTE ? undefined : note;
}
