import { useQuery } from "@tanstack/react-query";
import type { AnnouncementBody } from "../../../../core/contracts/announcements";
import { announcementRoutes } from "../../../../core/contracts/routes/announcements";
import { api } from "../../../lib/api";
import { ApiError } from "../../../lib/api-client";

export const announcementKeys = { all: ["announcements"] as const };

export function useAnnouncements() {
  return useQuery({
    queryKey: announcementKeys.all,
    queryFn: () => api.call(announcementRoutes.listAll, {}),
  });
}

/** Creates (no id) or updates an announcement; answers null when saved, else the server's reason (400). */
export async function saveAnnouncement(id: number | null, body: AnnouncementBody): Promise<string | null> {
  try {
    if (id === null) await api.call(announcementRoutes.create, { body }, { tolerate: [400] });
    else
      await api.call(
        announcementRoutes.update,
        { params: { announcementId: id }, body },
        { tolerate: [400] },
      );
    return null;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const payload = error.body as { message?: unknown } | undefined;
    return typeof payload?.message === "string" ? payload.message : String(error.status);
  }
}

/** Deletes an announcement; one deleted meanwhile (404) is gone already. */
export async function deleteAnnouncement(id: number): Promise<void> {
  try {
    await api.call(announcementRoutes.delete, { params: { announcementId: id } }, { tolerate: [404] });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
}
