import type { FastifyPluginAsync } from "fastify";
import { studyImportEndpoints as e } from "../../../core/contracts/study-import";
import { generateApiToken, readApiToken, revokeApiToken } from "../../services/study-import/api-tokens";
import { importIrbRecords } from "../../services/study-import/import-irb-records";
import {
  acceptImporterInvite,
  inviteImporter,
  listImporterInvites,
  listImporters,
  readImporter,
  removeImporter,
  resendImporterInvite,
  uninviteImporter,
} from "../../services/study-import/importer-invites";
import { route } from "../endpoint-route";
import type { RouteDeps } from "./route-deps";

/** Study importers, their invitations, the CSV intake and API tokens (spec 001 §7). */
export const studyImportRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env }) => {
  route(app, e.listInvites, () => listImporterInvites(db));
  route(app, e.invite, ({ user, body }) =>
    inviteImporter({ db, name: body.name, email: body.email, invitedByUserId: user.userId }),
  );
  route(app, e.uninvite, ({ params }) => uninviteImporter(db, params.inviteId));
  route(app, e.resendInvite, ({ params }) => resendImporterInvite(db, params.inviteId));
  route(app, e.listImporters, () => listImporters(db));
  route(app, e.readImporter, ({ params }) => readImporter(db, params.importerId));
  route(app, e.removeImporter, ({ params }) => removeImporter(db, params.importerId));
  route(app, e.acceptInvite, ({ user, headers }) =>
    acceptImporterInvite({ db, token: headers.authorization.slice("Bearer ".length), userId: user.userId }),
  );

  route(app, e.intakeCsv, ({ user, body }) =>
    importIrbRecords({
      db,
      userId: user.userId,
      name: body.file.filename,
      source: body.file.open() as AsyncIterable<Buffer>,
    }),
  );

  route(app, e.generateToken, ({ user, body }) =>
    generateApiToken({
      db,
      secret: env.API_TOKEN_SECRET,
      userId: user.userId,
      hours: body.expirationTimeInHours,
    }),
  );
  route(app, e.readToken, ({ user }) => readApiToken(db, user.userId));
  route(app, e.revokeToken, ({ user, params }) => revokeApiToken(db, user.userId, params.id));
};
