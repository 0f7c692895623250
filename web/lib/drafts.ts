// Drafts of text fields and forms, over draft-storage.ts (a module of its own: sign-out, on every page, needs only that).
import { useEffect, useState } from "react";
import { keepDraft, readDraft } from "./draft-storage";

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

/** Whether two forms' values are the same, whatever the order of their names. */
export function sameFormValues(one: object, other: object): boolean {
  return formText(one) === formText(other);
}

/**
 * The fields of `shape` that a kept value holds, over `shape`'s own values: a field the page no longer has is
 * dropped, one it has since gained keeps `shape`'s. Null for a value that is not an object.
 */
export function onFieldsOf<T extends object>(kept: unknown, shape: T): T | null {
  if (typeof kept !== "object" || kept === null || Array.isArray(kept)) return null;
  const known = Object.entries(kept).filter(([name]) => name in shape);
  return { ...shape, ...Object.fromEntries(known) };
}

/** onFieldsOf a draft's text; null for no draft, or a text that is not one (an older page's, say). */
export function draftOnFieldsOf<T extends object>(text: string, shape: T): T | null {
  if (text === "") return null;
  try {
    return onFieldsOf(JSON.parse(text), shape);
  } catch {
    return null;
  }
}

/** A form's draft under `key`: the fields of `saved` as the user left them, or null for none. */
export function readFormDraft<T extends object>(key: string, saved: T): T | null {
  return draftOnFieldsOf(readDraft(key), saved);
}

/** Where a form's draft keeps the saved values it was made from. */
const baseKey = (key: string) => `${key}:base`;

/**
 * Keeps a form's values under `key` while they differ from `saved`, with `saved` beside them: drawn again
 * after a team member saved the form, the page tells their changes from the user's (rebase-changes.ts).
 * Once the values are the same as `saved`, none.
 */
export function keepFormDraft(key: string, values: object, saved: object): void {
  const text = formText(values);
  const unchanged = text === formText(saved);
  keepDraft(key, unchanged ? "" : text);
  keepDraft(baseKey(key), unchanged ? "" : formText(saved));
}

/** The saved values a form's draft was made from (parsed, as kept); null for none. */
export function readFormDraftBase(key: string): unknown {
  const text = readDraft(baseKey(key));
  if (text === "" || readDraft(key) === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Removes a form's draft (saved, or discarded). */
export function forgetFormDraft(key: string): void {
  keepDraft(key, "");
  keepDraft(baseKey(key), "");
}
