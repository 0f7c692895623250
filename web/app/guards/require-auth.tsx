import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { type GlobalRole, hasAnyRole } from "../../../core/rules/roles";
import { PagePending } from "../../components/page-pending";
import { authDetailsQueryOptions, useAuthDetails } from "../../features/auth/api/auth-details";
import {
  authorizationCheckQueryOptions,
  useAuthorizationCheck,
} from "../../features/auth/api/authorization-check";
import { paths } from "../../lib/paths";
import { queryClient } from "../providers";

/**
 * Guards a staff page: a visitor goes to the study-team login with the current address, a user without
 * one of `roles` goes to /not-authorized (spec 000 §6), and the staff authorization check sends a user
 * who has not accepted the user agreement to it. A check that could not reach the server offers to try again;
 * one that failed after the user was known keeps them (an instance restarting is not a sign-out: the next
 * call that the server refuses with 401 sends them to sign in).
 */
export function RequireAuth({
  roles = [],
  children,
}: {
  roles?: readonly GlobalRole[];
  children: ReactNode;
}) {
  const location = useLocation();
  const details = useAuthDetails();
  const user = details.data?.loggedInUser ?? null;
  const check = useAuthorizationCheck(user !== null);
  if (!details.data) return <PagePending label="Loading" />;
  if (!user) {
    return <Navigate to={paths.login(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  if (!hasAnyRole(user.roles, roles)) {
    return <Navigate to={`${paths.notAuthorized()}?required-role=${roles.join(",")}`} replace />;
  }
  if (!check.isSuccess) return <PagePending label="Loading" />;
  return children;
}

/**
 * The reads RequireAuth makes, asked before it renders (decision 025): the user, then, for a user whom every
 * guard on the way lets in, the staff check. Their answers land in the query cache the guards read.
 */
export async function prefetchRequireAuth(
  guards: readonly { roles?: readonly GlobalRole[] }[],
): Promise<void> {
  const details = await queryClient.fetchQuery(authDetailsQueryOptions).catch(() => null);
  const user = details?.loggedInUser;
  if (!user || !guards.every((guard) => hasAnyRole(user.roles, guard.roles ?? []))) return;
  await queryClient.prefetchQuery(authorizationCheckQueryOptions);
}
