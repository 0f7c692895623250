import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { FeasibilityBody } from "../../../../core/contracts/feasibility";
import { feasibilityRoutes } from "../../../../core/contracts/routes/feasibility";
import { FEASIBILITY_DEBOUNCE_MS } from "../../../../core/rules/feasibility";
import { api } from "../../../lib/api";

/**
 * The feasibility count of the criteria being edited, asked once edits settle: the last count stays on
 * screen while the next is read. Incomplete criteria (400) and too many counts (429) come back as errors
 * for the panel to explain; nothing redirects. Quiet: no wait overlay while the user edits.
 */
export function useFeasibility(body: FeasibilityBody) {
  const [settled] = useDebouncedValue(JSON.stringify(body), FEASIBILITY_DEBOUNCE_MS);
  return useQuery({
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
}
