/**
 * What a user is writing (a message, a study's information), kept in this tab's session storage until it is
 * sent or saved (decision 023): a session that ends while the user writes sends them to sign in, and the page
 * they come back to is drawn anew; without it the text was lost. Only this tab reads it, and signing out
 * forgets every draft.
 */
const PREFIX = "recruit-draft:";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage refused (a browser's strictest privacy settings): nothing is kept.
    return null;
  }
}

export function readDraft(key: string): string {
  return storage()?.getItem(PREFIX + key) ?? "";
}

/** Keeps the text under `key`; an empty text removes the draft. */
export function keepDraft(key: string, text: string): void {
  const store = storage();
  try {
    if (text === "") store?.removeItem(PREFIX + key);
    else store?.setItem(PREFIX + key, text);
  } catch {
    // Storage full: the text stays in the form alone, as before.
  }
}

/** At sign-out: the next person at this browser finds none. */
export function forgetDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key);
}
