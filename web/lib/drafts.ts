import { useEffect, useState } from "react";

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

/**
 * A text field's value kept as a draft under `key` (one user's, one conversation's): read back when the
 * page is drawn again, kept on every change, removed when set to "".
 */
export function useDraft(key: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => readDraft(key));
  useEffect(() => setText(readDraft(key)), [key]);
  return [
    text,
    (next: string) => {
      setText(next);
      keepDraft(key, next);
    },
  ];
}

/** A value with the names of its objects in order, at every depth. */
function inOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inOrder);
  if (typeof value !== "object" || value === null) return value;
  const named = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(named)
      .sort()
      .map((name) => [name, inOrder(named[name])]),
  );
}

/** A form's values as one text, the same whatever the order of their names. */
function formText(values: object): string {
  return JSON.stringify(inOrder(values));
}

/**
 * A form's draft under `key`: the fields of `saved` as the user left them, or null for none (or a draft
 * that is not such an object any more, from an older version of the page).
 */
export function readFormDraft<T extends object>(key: string, saved: T): T | null {
  const text = readDraft(key);
  if (text === "") return null;
  try {
    const draft: unknown = JSON.parse(text);
    if (typeof draft !== "object" || draft === null || Array.isArray(draft)) return null;
    const known = Object.entries(draft).filter(([name]) => name in saved);
    return { ...saved, ...Object.fromEntries(known) };
  } catch {
    return null;
  }
}

/** Keeps a form's values under `key` while they differ from `saved`; once they are the same, none. */
export function keepFormDraft(key: string, values: object, saved: object): void {
  const text = formText(values);
  keepDraft(key, text === formText(saved) ? "" : text);
}
