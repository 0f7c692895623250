import { z } from "zod";

/** The one paged answer shape (DESIGN.md §5). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    page: z.array(item),
    totalCount: z.number().int(),
    /** Index of the first item of this page in the whole list. */
    fromIndex: z.number().int(),
  });
}

export interface Page<T> {
  page: T[];
  totalCount: number;
  fromIndex: number;
}

/** A 1-based page number from the query; anything else is refused by the contract. */
export const PageNumber = z.coerce.number().int().min(1).default(1);
