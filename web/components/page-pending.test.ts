import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError, ServerUnreachable } from "../lib/api-client";
import { someReadFailedToReach, unanswered } from "./page-pending";

/** A query client as the app's, without its retry (a failure is final at once). */
function client(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** A read that a page on screen waits for: an observer of the query, subscribed, as useQuery makes. */
function watch(queryClient: QueryClient, key: string, read: () => Promise<unknown>) {
  const observer = new QueryObserver(queryClient, { queryKey: [key], queryFn: read });
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe };
}

async function settled(queryClient: QueryClient): Promise<void> {
  while (queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe("a page's reads that could not reach the server (decision 023)", () => {
  it("counts a read on screen whose last try could not reach the server, and no other", async () => {
    const queryClient = client();
    const cache = queryClient.getQueryCache();
    watch(queryClient, "answered", async () => "rows");
    watch(queryClient, "refused", async () => {
      throw new ApiError(404, { code: "NOT_FOUND" });
    });
    await settled(queryClient);
    expect(someReadFailedToReach(cache)).toBe(false);
    const unreachable = watch(queryClient, "unreachable", async () => {
      throw new ServerUnreachable(new TypeError("Failed to fetch"));
    });
    await settled(queryClient);
    expect(someReadFailedToReach(cache)).toBe(true);
    // A page that has gone no longer waits for it.
    unreachable.unsubscribe();
    expect(someReadFailedToReach(cache)).toBe(false);
  });

  it("stops counting a read while it is tried again, and once it is answered", async () => {
    const queryClient = client();
    let network = false;
    let release: () => void = () => undefined;
    const { observer } = watch(queryClient, "profile", async () => {
      if (!network) throw new ServerUnreachable(new TypeError("Failed to fetch"));
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return "profile";
    });
    await settled(queryClient);
    expect(someReadFailedToReach(queryClient.getQueryCache())).toBe(true);
    expect(unanswered(observer.getCurrentResult())).toBe(true);
    network = true;
    const again = observer.refetch();
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(someReadFailedToReach(queryClient.getQueryCache())).toBe(false);
    release();
    await again;
    expect(someReadFailedToReach(queryClient.getQueryCache())).toBe(false);
    expect(unanswered(observer.getCurrentResult())).toBe(false);
  });

  it("takes a read refused by the server as answered: the page routes it (not found, not allowed)", async () => {
    const queryClient = client();
    const { observer } = watch(queryClient, "gone", async () => {
      throw new ApiError(404, { code: "NOT_FOUND" });
    });
    expect(unanswered(observer.getCurrentResult())).toBe(true);
    await settled(queryClient);
    expect(unanswered(observer.getCurrentResult())).toBe(false);
  });
});
