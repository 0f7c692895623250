import { stringify } from "csv-stringify";
import type { FastifyPluginAsync } from "fastify";
import { insightEndpoints } from "../../../core/contracts/insights";
import { exportStudyInsights } from "../../services/insights/export-study-insights";
import { readStudyInsights } from "../../services/insights/read-study-insights";
import { neutralizeCell } from "../../services/interested-participants/export-interested-participants";
import { route } from "../endpoint-route";
import type { RouteDeps } from "./route-deps";

/** A study's insights (issue 29): the figures, and the same figures as CSV. */
export const insightRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  route(app, insightEndpoints.read, ({ study }) => readStudyInsights({ db, studyId: study.id }));

  route(app, insightEndpoints.export, async ({ reply, study }) => {
    const { filename, rows } = await exportStudyInsights({ db, studyId: study.id });
    reply.header("Content-Disposition", `attachment; filename="${filename}"`);
    reply.header("Cache-Control", "no-store");
    const csv = stringify({ bom: true, cast: { string: neutralizeCell } });
    for (const row of rows) csv.write(row);
    csv.end();
    return csv;
  });
};
