import { queryOptions, useQuery } from "@tanstack/react-query";
import { ssoRoutes } from "../../../../core/contracts/routes/single-sign-on";
import type { SsoProviders } from "../../../../core/contracts/single-sign-on";
import type { SsoProvider } from "../../../../core/rules/single-sign-on";
import { api, basePath } from "../../../lib/api";

export function getSsoProviders(): Promise<SsoProviders> {
  return api.call(ssoRoutes.providers, {});
}

export const ssoProvidersQueryOptions = queryOptions({
  queryKey: ["sso-providers"] as const,
  queryFn: getSsoProviders,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The single sign-on providers the staff's sign-in page offers (issue 26). */
export function useSsoProviders() {
  return useQuery(ssoProvidersQueryOptions);
}

/** Where a provider's button sends the browser: the server's start, which redirects to the provider. */
export function ssoStartHref(provider: SsoProvider, redirectUrl: string | null): string {
  const path = provider === "oidc" ? ssoRoutes.oidcStart.path : ssoRoutes.samlStart.path;
  const query = redirectUrl ? `?redirectUrl=${encodeURIComponent(redirectUrl)}` : "";
  return `${basePath}/backend${path}${query}`;
}
