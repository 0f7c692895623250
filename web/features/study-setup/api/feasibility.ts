import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { FeasibilityBody } from "../../../../core/contracts/feasibility";
import { feasibilityRoutes } from "../../../../core/contracts/routes/feasibility";
import { uncountableCriteriaIssues } from "../../../../core/eligibility/saved-criteria-rules";
import { FEASIBILITY_DEBOUNCE_MS } from "../../../../core/rules/feasibility";
import { api } from "../../../lib/api";

/**
 * The feasibility count of the criteria being edited, asked once edits settle: the last count stays on
 * screen while the next is read. Criteria the server would refuse (no participant type chosen yet, a
 * criterion half written: the contract and the rules in core) are not sent: `incomplete` says so, as the
 * server's 400 would. Too many counts (429) come back as an error for the panel to explain; nothing
 * redirects. Quiet: no wait overlay while the user edits.
 */
export function useFeasibility(body: FeasibilityBody) {
  const [settled] = useDebouncedValue(JSON.stringify(body), FEASIBILITY_DEBOUNCE_MS);
  const complete = useMemo(() => {
    const parsed = FeasibilityBody.safeParse(JSON.parse(settled));
    return parsed.success && uncountableCriteriaIssues(parsed.data).length === 0;
  }, [settled]);
  const query = useQuery({
    enabled: complete,
    queryKey: ["feasibility", settled],
    queryFn: () =>
      api.call(
        feasibilityRoutes.count,
        { body: JSON.parse(settled) as FeasibilityBody },
        { tolerate: [400, 429], quiet: true },
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  return { query, incomplete: !complete };
}
