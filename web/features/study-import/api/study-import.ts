import { useQuery } from "@tanstack/react-query";
import { studyImportRoutes as endpoints } from "../../../../core/contracts/routes/study-import";
import type { ImporterInviteBody, ImportResult } from "../../../../core/contracts/study-import";
import { api } from "../../../lib/api";
import { ApiError } from "../../../lib/api-client";

export const importKeys = {
  invites: ["study-importer-invites"] as const,
  importers: ["study-importers"] as const,
  token: ["api-token"] as const,
};

const messageOf = (error: ApiError) => {
  const payload = error.body as { message?: unknown } | undefined;
  return typeof payload?.message === "string" ? payload.message : String(error.status);
};

/**
 * Uploads the CSV file: the import result, or, for a file refused as a whole (400), a result that says
 * why, so that the page shows both the same way.
 */
export async function uploadIrbRecords(file: File): Promise<ImportResult> {
  const body = new FormData();
  body.append("file", file, file.name);
  try {
    return await api.call(endpoints.intakeCsv, { body }, { tolerate: [400] });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    return {
      name: file.name,
      status: "FAILED",
      processedRowsCount: 0,
      errorCount: 1,
      studiesAddedCount: 0,
      studiesUpdatedCount: 0,
      errors: [{ rowNum: 0, row: "", description: messageOf(error) }],
    };
  }
}

/** Accepts an importer invitation; false when it cannot be (expired, withdrawn, used). */
export async function acceptImporterInvite(token: string): Promise<boolean> {
  try {
    await api.call(
      endpoints.acceptInvite,
      { headers: { authorization: `Bearer ${token}` } },
      { tolerate: [400, 403, 404] },
    );
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

export function useApiToken() {
  return useQuery({
    queryKey: importKeys.token,
    queryFn: async () => {
      try {
        return await api.call(endpoints.readToken, {}, { tolerate: [404] });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export const generateApiToken = (expirationTimeInHours: number) =>
  api.call(endpoints.generateToken, { body: { expirationTimeInHours } });

/** Revokes the token; one revoked meanwhile (404) is revoked. */
export async function revokeApiToken(tokenId: number): Promise<void> {
  try {
    await api.call(endpoints.revokeToken, { params: { id: tokenId } }, { tolerate: [404] });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
}

export function useImporterInvites() {
  return useQuery({ queryKey: importKeys.invites, queryFn: () => api.call(endpoints.listInvites, {}) });
}

export function useStudyImporters() {
  return useQuery({ queryKey: importKeys.importers, queryFn: () => api.call(endpoints.listImporters, {}) });
}

export const inviteImporter = (body: ImporterInviteBody) => api.call(endpoints.invite, { body });

/** Withdraws or resends an invitation: true when done, false when refused (accepted, withdrawn or gone). */
export async function changeImporterInvite(
  action: "uninvite" | "resend",
  inviteId: number,
): Promise<boolean> {
  try {
    const request = { params: { inviteId } };
    const options = { tolerate: [404, 409] };
    await (action === "uninvite"
      ? api.call(endpoints.uninvite, request, options)
      : api.call(endpoints.resendInvite, request, options));
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

export const removeImporter = (importerId: number) =>
  api
    .call(endpoints.removeImporter, { params: { importerId } }, { tolerate: [404] })
    .catch((error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    });
