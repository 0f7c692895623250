import { useSyncExternalStore } from "react";

/** Counts requests in flight; the wait overlay shows while the count is above zero. */
export class PendingRequests {
  private count = 0;
  private listeners = new Set<() => void>();

  start(): void {
    this.count += 1;
    this.emit();
  }

  stop(): void {
    this.count = Math.max(0, this.count - 1);
    this.emit();
  }

  get value(): number {
    return this.count;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const pendingRequests = new PendingRequests();

export function usePendingRequestCount(): number {
  // None in a page the server rendered (its reads are its own, not the browser's).
  return useSyncExternalStore(
    pendingRequests.subscribe,
    () => pendingRequests.value,
    () => 0,
  );
}
