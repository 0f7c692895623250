import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import { type Query, type QueryCache, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { LOAD_FAILED_TEXTS, type LoadFailedTexts } from "../../core/rules/unreachable-texts";
import { ServerUnreachable } from "../lib/api-client";

/** A read that a page on screen waits for, whose last try could not reach the server, and is not trying again. */
function failedToReach(query: Query): boolean {
  return (
    query.state.error instanceof ServerUnreachable &&
    query.state.fetchStatus === "idle" &&
    query.getObserversCount() > 0
  );
}

/** Whether a read that a page on screen waits for could not reach the server. */
export function someReadFailedToReach(cache: QueryCache): boolean {
  return cache.findAll({ predicate: failedToReach }).length > 0;
}

/** someReadFailedToReach, kept in step with the query cache, and a way to read them again. */
function useReadsFailedToReach(): { failed: boolean; retry: () => void } {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((changed: () => void) => cache.subscribe(changed), [cache]);
  const failed = useSyncExternalStore(
    subscribe,
    () => someReadFailedToReach(cache),
    () => false,
  );
  const retry = useCallback(
    () => void queryClient.refetchQueries({ predicate: failedToReach }),
    [queryClient],
  );
  return { failed, retry };
}

/**
 * Whether a read has no answer yet: still loading, or its last try could not reach the server (PagePending
 * then offers to try again). A page that takes a read without an answer for "none" asks this, not
 * `isPending`, which turns false on any failure.
 */
export function unanswered(read: { isPending: boolean; error: unknown }): boolean {
  return read.isPending || read.error instanceof ServerUnreachable;
}

/**
 * What a page shows until its reads have answered: a loader, or, once one of them could not reach the
 * server (a phone between two masts, an instance restarting behind the proxy), what happened and a way to
 * read them again, instead of a loader for ever (decision 023). It asks the query cache rather than the page
 * which reads failed: a page's reads are often another hook's (the study's synopsis, the lookup lists). Any
 * other error answer is the API client's to route.
 */
export function PagePending({
  label,
  texts = LOAD_FAILED_TEXTS,
}: {
  /** The loader's name, read by a screen reader. */
  label: string;
  /** On a volunteer's page, in the volunteer's language (VolunteerPagePending). */
  texts?: LoadFailedTexts;
}) {
  const { failed, retry } = useReadsFailedToReach();
  if (failed) {
    return (
      <Stack align="flex-start" py="xl">
        <Text>{texts.message}</Text>
        <Button onClick={retry}>{texts.retry}</Button>
      </Stack>
    );
  }
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}
