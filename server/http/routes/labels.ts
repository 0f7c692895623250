import type { FastifyPluginAsync } from "fastify";
import { labelEndpoints } from "../../../core/contracts/labels";
import { deleteLabel } from "../../services/labels/delete-label";
import { listLabels } from "../../services/labels/list-labels";
import { saveLabel } from "../../services/labels/save-label";
import { route } from "../endpoint-route";
import type { RouteDeps } from "./route-deps";

/** A study's labels (spec 000 §7). */
export const labelRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  route(app, labelEndpoints.list, ({ study }) => listLabels({ db, studyId: study.id }));

  route(app, labelEndpoints.create, async ({ study, body }) => ({
    id: await saveLabel({ db, studyId: study.id, body }),
  }));

  route(app, labelEndpoints.update, async ({ study, params, body }) => {
    await saveLabel({ db, studyId: study.id, body, labelId: params.labelId });
  });

  route(app, labelEndpoints.remove, async ({ study, params }) => {
    await deleteLabel({ db, studyId: study.id, labelId: params.labelId });
  });
};
