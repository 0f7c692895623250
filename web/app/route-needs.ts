import { Children, type ComponentType, isValidElement, type ReactNode } from "react";
import { matchRoutes, type RouteObject } from "react-router";

/** What the page at an address needs before it can show, read off its route table's elements. */
export interface RouteNeeds<GuardProps> {
  /** The chunks of its frame and page (every lazy page among the matched routes' elements). */
  preloads: (() => Promise<unknown>)[];
  /** The props of every `guard` element on the way to it, outermost first. */
  guards: GuardProps[];
}

function hasPreload(type: unknown): type is { preload: () => Promise<unknown> } {
  return typeof type === "function" && typeof (type as { preload?: unknown }).preload === "function";
}

/**
 * The lazy pages and (given a `guard`) the guards of the routes matching `appPath`: a page opened cold waits for its code and for
 * its guard's reads one after the other when each is asked only as the one before it renders; read here,
 * they can be asked together from the start (decision 025).
 */
export function routeNeeds<GuardProps extends { children?: ReactNode }>(
  routes: RouteObject[],
  appPath: string,
  guard?: ComponentType<GuardProps>,
): RouteNeeds<GuardProps> {
  const needs: RouteNeeds<GuardProps> = { preloads: [], guards: [] };
  const visit = (node: ReactNode) => {
    for (const child of Children.toArray(node)) {
      if (!isValidElement<{ children?: ReactNode }>(child)) continue;
      if (hasPreload(child.type)) needs.preloads.push(child.type.preload);
      if (guard && child.type === guard) needs.guards.push(child.props as GuardProps);
      visit(child.props.children);
    }
  };
  for (const match of matchRoutes(routes, appPath) ?? []) visit(match.route.element);
  return needs;
}
