import type { FastifyPluginAsync } from "fastify";
import { applicationSettingEndpoints } from "../../../core/contracts/application-settings";
import { invalidateCache } from "../../services/settings/cache-sync";
import { listSettings, readSettingById } from "../../services/settings/list-settings";
import { updateSetting } from "../../services/settings/update-setting";
import { route } from "../endpoint-route";
import type { RouteDeps } from "./route-deps";

/** Application settings for administrators (spec 001 §7). */
export const applicationSettingRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  route(app, applicationSettingEndpoints.list, () => listSettings(db));
  route(app, applicationSettingEndpoints.read, ({ params }) => readSettingById(db, params.settingId));
  route(app, applicationSettingEndpoints.update, ({ params, body }) =>
    updateSetting({ db, id: params.settingId, value: body.value }),
  );
  route(app, applicationSettingEndpoints.refresh, () => invalidateCache(db, "settings"));
};
