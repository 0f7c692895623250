import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { OutboxMail } from "../../../../core/contracts/outbox";
import { outboxRoutes } from "../../../../core/contracts/routes/outbox";
import { api } from "../../../lib/api";
import { ApiError, noneOn404 } from "../../../lib/api-client";

/** What the mail's page shows: the mail, nothing (no such mail), or that its text is its recipient's. */
export type OutboxMailAnswer = OutboxMail | null | "hidden";

export const outboxKeys = {
  page: (page: number) => ["outbox", "page", page] as const,
  mail: (mailId: number) => ["outbox", "mail", mailId] as const,
};

export function useOutbox(page: number) {
  return useQuery({
    queryKey: outboxKeys.page(page),
    queryFn: () => api.call(outboxRoutes.list, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

/** One mail with its text: null when there is no such mail, "hidden" while SMTP sends mail (409). */
export function useOutboxMail(mailId: number) {
  return useQuery<OutboxMailAnswer>({
    queryKey: outboxKeys.mail(mailId),
    queryFn: () =>
      api
        .call(outboxRoutes.read, { params: { mailId } }, { tolerate: [404, 409] })
        .catch((error: unknown) =>
          error instanceof ApiError && error.status === 409 ? "hidden" : noneOn404(error),
        ),
    // An address that names no mail (not a positive whole number) is not asked for.
    enabled: mailId > 0,
  });
}
