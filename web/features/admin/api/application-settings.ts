import { useQuery } from "@tanstack/react-query";
import type { ApplicationSetting } from "../../../../core/contracts/application-settings";
import { applicationSettingRoutes } from "../../../../core/contracts/routes/application-settings";
import { referenceDataRoutes } from "../../../../core/contracts/routes/reference-data";

import { api } from "../../../lib/api";
import { ApiError } from "../../../lib/api-client";

export const settingKeys = { all: ["application-settings"] as const };

export function useApplicationSettings() {
  return useQuery({
    queryKey: settingKeys.all,
    queryFn: () => api.call(applicationSettingRoutes.list, {}),
  });
}

/** Saves a value: the saved setting, or the server's reason for refusing it (a tolerated 400). */
export async function updateApplicationSetting(
  id: number,
  value: string,
): Promise<{ saved: ApplicationSetting } | { reason: string }> {
  try {
    return {
      saved: await api.call(
        applicationSettingRoutes.update,
        { params: { settingId: id }, body: { value } },
        { tolerate: [400] },
      ),
    };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const payload = error.body as { message?: unknown } | undefined;
    return { reason: typeof payload?.message === "string" ? payload.message : String(error.status) };
  }
}

export const refreshSettings = () => api.call(applicationSettingRoutes.refresh, {});
export const refreshLookupValues = () => api.call(referenceDataRoutes.refreshLookupValues, {});
