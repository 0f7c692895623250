import { Center, Loader } from "@mantine/core";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { type GlobalRole, hasAnyRole } from "../../../core/rules/roles";
import { useAuthDetails } from "../../features/auth/api/auth-details";
import { paths } from "../paths";

/**
 * Guards a page: a visitor goes to the study-team login with the current address, a user without
 * one of `roles` goes to /not-authorized (spec 000 §6).
 */
export function RequireAuth({
  roles = [],
  children,
}: {
  roles?: readonly GlobalRole[];
  children: ReactNode;
}) {
  const location = useLocation();
  const { data, isPending, isError } = useAuthDetails();
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  const user = isError ? null : data.loggedInUser;
  if (!user) {
    return <Navigate to={paths.login(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  if (!hasAnyRole(user.roles, roles)) {
    return <Navigate to={`${paths.notAuthorized()}?required-role=${roles.join(",")}`} replace />;
  }
  return children;
}
