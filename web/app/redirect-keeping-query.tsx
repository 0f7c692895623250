import { Navigate, useLocation } from "react-router";

/** Sends the page on to `to` with the address's query: "/studies?page=2" becomes "/studies/current?page=2". */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
