import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetDrafts, keepDraft, readDraft } from "./draft-storage";
import { forgetFormDraft, keepFormDraft, readFormDraft, readFormDraftBase } from "./drafts";

/** The browser's session storage as the Web Storage API defines it, over a Map. */
class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  full = false;
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

describe("drafts", () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    Object.assign(globalThis, { window: { sessionStorage: storage } });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "window");
  });

  it("keeps a text under its key until it is emptied", () => {
    expect(readDraft("staff:1:conversation:7")).toBe("");
    keepDraft("staff:1:conversation:7", "See you on Tuesday");
    expect(readDraft("staff:1:conversation:7")).toBe("See you on Tuesday");
    expect(readDraft("staff:2:conversation:7")).toBe("");
    keepDraft("staff:1:conversation:7", "");
    expect(storage.length).toBe(0);
  });

  it("forgets every draft at sign-out and leaves the tab's other items", () => {
    keepDraft("volunteer:5:conversation:1", "one");
    keepDraft("volunteer:5:conversation:2", "two");
    storage.setItem("something-else", "kept");
    forgetDrafts();
    expect([...storage.items.keys()]).toEqual(["something-else"]);
  });

  it("keeps nothing, and throws nothing, where storage is full or there is no window", () => {
    storage.full = true;
    expect(() => keepDraft("volunteer:5:conversation:1", "text")).not.toThrow();
    expect(readDraft("volunteer:5:conversation:1")).toBe("");
    Reflect.deleteProperty(globalThis, "window");
    expect(() => keepDraft("volunteer:5:conversation:1", "text")).not.toThrow();
    expect(readDraft("volunteer:5:conversation:1")).toBe("");
    expect(() => forgetDrafts()).not.toThrow();
  });

  it("keeps a form's values while they differ from the saved ones, whatever the order of their names", () => {
    const saved = { title: "Sleep study", conditions: [3, 5], offersCompensation: false };
    const key = "staff:1:study-information:12:EN";
    keepFormDraft(key, { conditions: [3, 5], offersCompensation: false, title: "Sleep study" }, saved);
    expect(readFormDraft(key, saved)).toBeNull();
    keepFormDraft(key, { ...saved, title: "Sleep and memory study", conditions: [3] }, saved);
    expect(readFormDraft(key, saved)).toEqual({ ...saved, title: "Sleep and memory study", conditions: [3] });
    // Typed back to what was saved: no draft is left.
    keepFormDraft(key, { offersCompensation: false, title: "Sleep study", conditions: [3, 5] }, saved);
    expect(storage.length).toBe(0);
  });

  it("reads a form's draft on the saved fields alone, and none from a text that is not one", () => {
    const saved = { title: "Sleep study", summary: "" };
    const key = "staff:1:study-information:12:EN";
    keepDraft(key, JSON.stringify({ title: "Kept", retired: "a field the form no longer has" }));
    expect(readFormDraft(key, saved)).toEqual({ title: "Kept", summary: "" });
    for (const text of ["not json", "[1,2]", "null", "7"]) {
      keepDraft(key, text);
      expect(readFormDraft(key, saved)).toBeNull();
    }
  });

  it("keeps beside a form's draft the saved values it was made from, and forgets both together", () => {
    const saved = { title: "Sleep study", conditions: [3, 5] };
    const key = "staff:1:study-information:12:EN";
    keepFormDraft(key, { ...saved, title: "Mine" }, saved);
    expect(readFormDraftBase(key)).toEqual(saved);
    // A team member's values saved meanwhile become the base once the page keeps the draft over them.
    const theirs = { ...saved, conditions: [3] };
    keepFormDraft(key, { ...theirs, title: "Mine" }, theirs);
    expect(readFormDraftBase(key)).toEqual(theirs);
    forgetFormDraft(key);
    expect(readFormDraftBase(key)).toBeNull();
    expect(storage.length).toBe(0);
    // A base without its draft (left by an older page) is none.
    keepDraft(`${key}:base`, JSON.stringify(saved));
    expect(readFormDraftBase(key)).toBeNull();
  });
});
