import type { JobHandlers } from "../../jobs/run-pending-jobs";
import { deactivateAdultChildAccounts } from "./deactivate-adult-children";

export const customerSupportJobHandlers: JobHandlers = {
  DEACTIVATE_ADULT_CHILD_ACCOUNTS: async (db) => {
    await deactivateAdultChildAccounts(db);
  },
};
