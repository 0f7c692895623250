import { Readable } from "node:stream";
import type { FastifyPluginAsync } from "fastify";
import { volunteerSelfEndpoints as e, lovedOneEndpoints } from "../../../core/contracts/volunteer-self";
import { readAccessLog } from "../../services/volunteer-self/access-log";
import { deactivateOwnAccount, exportOwnData } from "../../services/volunteer-self/leave-recruit";
import { addLovedOne, listLovedOnes, lovedOneOf } from "../../services/volunteer-self/loved-ones";
import { readOwnProfile, saveOwnProfile } from "../../services/volunteer-self/own-profile";
import { savePreferredLanguage } from "../../services/volunteer-self/save-preferred-language";
import { route } from "../endpoint-route";
import { clearSessionCookie } from "../plugins/session";
import { requestLanguage } from "../request-language";
import type { RouteDeps } from "./route-deps";

/** A signed-in volunteer's own profile and loved ones, access log, data and account (issue 15). */
export const volunteerSelfRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, cookiePath, env }) => {
  route(app, e.readProfile, ({ user }) => readOwnProfile(db, user.userId));
  route(app, e.saveProfile, ({ user, body }) => saveOwnProfile({ db, userId: user.userId, profile: body }));
  route(app, lovedOneEndpoints.list, ({ user }) => listLovedOnes(db, user.userId));
  route(app, lovedOneEndpoints.add, ({ user, body }) => addLovedOne(db, user.userId, body));
  route(app, lovedOneEndpoints.readProfile, async ({ user, params }) =>
    readOwnProfile(db, await lovedOneOf(db, user.userId, params.lovedOneId)),
  );
  route(app, lovedOneEndpoints.saveProfile, async ({ user, params, body }) =>
    saveOwnProfile({ db, userId: await lovedOneOf(db, user.userId, params.lovedOneId), profile: body }),
  );
  route(app, e.accessLog, ({ request, user }) =>
    readAccessLog(db, user.userId, requestLanguage(request, env)),
  );
  route(app, e.saveLanguage, ({ user, body }) => savePreferredLanguage(db, user.userId, body.language));
  route(app, e.deactivate, async ({ user, reply }) => {
    await deactivateOwnAccount(db, user.userId);
    clearSessionCookie(reply, cookiePath);
  });
  route(app, e.exportData, async ({ request, user, reply }) => {
    reply.header("Content-Disposition", 'attachment; filename="my-recruit-data.json"');
    reply.type("application/json; charset=utf-8");
    return Readable.from([
      JSON.stringify(await exportOwnData(db, user.userId, requestLanguage(request, env)), null, 2),
    ]);
  });
};
