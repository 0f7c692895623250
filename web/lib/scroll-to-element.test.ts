import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { scrollToElement } from "./scroll-to-element";

/** A window with what the animation touches: its scroll position, frames stepped by hand, and listeners. */
class FakeWindow {
  scrollY = 0;
  frames: FrameRequestCallback[] = [];
  listeners = new Map<string, Set<() => void>>();
  scrollTo(_x: number, y: number) {
    this.scrollY = Math.round(y);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  dispatch(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  /** Runs the frame asked for, `ms` after the animation began. */
  frame(ms: number, began: number) {
    const next = this.frames.shift();
    next?.(began + ms);
  }
  listening() {
    return [...this.listeners.values()].reduce((total, set) => total + set.size, 0);
  }
}

let fake: FakeWindow;
const globals = globalThis as unknown as Record<string, unknown>;
beforeEach(() => {
  fake = new FakeWindow();
  globals.window = fake;
  globals.requestAnimationFrame = (callback: FrameRequestCallback) => fake.frames.push(callback);
});
afterEach(() => {
  delete globals.window;
  delete globals.requestAnimationFrame;
});

/** An element 1,000 px down the page, as the conversation's first new message. */
const element = { getBoundingClientRect: () => ({ top: 1000 - fake.scrollY }) } as unknown as HTMLElement;

describe("scrollToElement", () => {
  it("brings the element to its offset below the top over the duration, then lets go", () => {
    const began = performance.now();
    scrollToElement(element, { durationMs: 500, offsetPx: 40 });
    for (const ms of [100, 250, 400, 600]) fake.frame(ms, began);
    expect(fake.scrollY).toBe(960);
    expect(fake.frames).toHaveLength(0);
    expect(fake.listening()).toBe(0);
  });

  it("stops where the reader scrolled to, and does not take the page back", () => {
    const began = performance.now();
    scrollToElement(element, { durationMs: 500, offsetPx: 40 });
    fake.frame(100, began);
    expect(fake.scrollY).toBeGreaterThan(0);
    fake.scrollTo(0, 0);
    fake.frame(250, began);
    fake.frame(400, began);
    expect(fake.scrollY).toBe(0);
    expect(fake.listening()).toBe(0);
  });

  it("stops at a key or a press, before the page has moved", () => {
    const began = performance.now();
    scrollToElement(element, { durationMs: 500, offsetPx: 40 });
    fake.frame(100, began);
    const where = fake.scrollY;
    fake.dispatch("pointerdown");
    fake.frame(250, began);
    expect(fake.scrollY).toBe(where);
    expect(fake.frames).toHaveLength(0);
  });
});
