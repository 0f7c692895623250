import { useQuery } from "@tanstack/react-query";
import { fillPath } from "../../../../core/contracts/endpoint";
import { attachmentRoutes } from "../../../../core/contracts/routes/attachments";
import { api, basePath } from "../../../lib/api";

export const attachmentKeys = { study: (studyId: number) => ["attachments", studyId] as const };

/** The study's attachments, sorted by name. */
export function useAttachments(studyId: number | undefined) {
  return useQuery({
    queryKey: attachmentKeys.study(studyId ?? 0),
    queryFn: () => api.call(attachmentRoutes.list, { params: { studyId: studyId ?? 0 } }),
    enabled: studyId !== undefined,
  });
}

/** Uploads a file with its title; a file past the limit is refused by the server as well (400). */
export function uploadAttachment(studyId: number, title: string, file: File) {
  const body = new FormData();
  body.append("title", title);
  body.append("file", file, file.name);
  return api.call(attachmentRoutes.create, { params: { studyId }, body }, { tolerate: [400] });
}

/** Renames; 404 (deleted meanwhile) and 400 are handed to the caller. */
export function renameAttachment(studyId: number, attachmentId: number, title: string) {
  return api.call(
    attachmentRoutes.rename,
    { params: { studyId, attachmentId }, body: [{ op: "replace", path: "/title", value: title }] },
    { tolerate: [400, 404] },
  );
}

/** Deletes; one deleted meanwhile (404) counts as deleted. */
export async function deleteAttachment(studyId: number, attachmentId: number): Promise<void> {
  await api
    .call(attachmentRoutes.delete, { params: { studyId, attachmentId } }, { tolerate: [404] })
    .catch(() => undefined);
}

/** The address the browser downloads an attachment from, with its session. */
export function attachmentDownloadHref(studyId: number, attachmentId: number): string {
  return `${basePath}/backend${fillPath(attachmentRoutes.download.path, { studyId, attachmentId })}`;
}

/**
 * Downloads an attachment through fetch, so that a removed one can be told apart (spec 000 §8: a 404
 * answers "removed" and the caller says so) instead of the browser saving an error page.
 */
export async function downloadAttachment(
  studyId: number,
  attachment: { id: number; filename: string },
): Promise<"downloaded" | "removed"> {
  const response = await fetch(attachmentDownloadHref(studyId, attachment.id), {
    credentials: "same-origin",
  });
  if (response.status === 404) return "removed";
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = attachment.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the object URL can go soon after.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return "downloaded";
}
