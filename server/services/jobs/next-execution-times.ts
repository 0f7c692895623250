import { AppError } from "../../errors/app-error";
import { nextQuartzRuns } from "../../jobs/quartz-cron";

/** The next times a Quartz expression fires, or 400 INVALID_CRON_EXPRESSION with the parser's reason. */
export function nextExecutionTimes(expression: string, count: number, from = new Date()): number[] {
  try {
    const runs = nextQuartzRuns(expression, from, count);
    if (runs.length === 0) throw new Error("The expression never fires");
    return runs.map((run) => run.getTime());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw AppError.invalid("INVALID_CRON_EXPRESSION", reason, [{ field: "cronExpression", message: reason }]);
  }
}
