import { type ComponentType, createElement, lazy } from "react";
import { loadVolunteerCatalog } from "../lib/i18n";
import { reloadForMissingChunk } from "../lib/missing-chunk-reload";
import { probeServer, whenServerAnswers } from "../lib/server-reachable";
import { loadNoticesHost } from "./layout/notices";

/** A page or frame loaded with its own chunk, which can be fetched ahead of its first render. */
export type LazyPage<Props extends object> = ComponentType<Props> & {
  /** Fetches the chunk; once it has arrived, the component renders at once instead of suspending. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` that can be loaded ahead: a server-rendered page is hydrated only after its frame's and
 * page's chunks have arrived, so that the first render on the client gives the server's markup instead
 * of suspending (issue 25). Until then, and for every page opened later, it suspends as `React.lazy` does.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load()
      .catch((error: unknown) => {
        if (typeof window === "undefined") throw error;
        // Without the server (a phone offline, every instance restarting), the page waits for it and then
        // fetches its chunk again: loading the page anew then showed the browser's own offline page instead.
        // A chunk that fails again once the server answers is a build's chunk gone after an upgrade: the page
        // is loaded anew; any other failure is the page's error.
        return whenServerAnswers(probeServer)
          .then(load)
          .catch((again: unknown) => {
            if (reloadForMissingChunk()) return new Promise<never>(() => undefined);
            throw again;
          });
      })
      .then((component) => {
        loaded = component;
        return component;
      });
    return loading;
  };
  const suspending = lazy(() => preload().then((component) => ({ default: component })));
  // One component for the app's life, like React.lazy's own: made once per page, at the route table's load.
  const render = (props: Props) => createElement(loaded ?? suspending, props);
  return Object.assign(render, { preload });
}

/**
 * A page that brings all of Mantine's styles with its chunk: every page but the volunteers' two first pages
 * and their frame, which carry only the styles they show (./first-page-styles.ts, issue 25). The notices'
 * code comes along: offline, the notice that says so could not load (decision 023).
 */
export function lazyPageWithAllStyles<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPage<Props> {
  return lazyPage(() =>
    Promise.all([import("./all-styles"), loadNoticesHost(), load()]).then(([, , page]) => page),
  );
}

/**
 * A volunteer's page other than the two first ones: all of Mantine's styles and the rest of the volunteers'
 * catalog come with its chunk, fetched at once rather than one after the other.
 */
export function lazyVolunteerPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPage<Props> {
  return lazyPageWithAllStyles(() => Promise.all([loadVolunteerCatalog(), load()]).then(([, page]) => page));
}
