import type { FastifyPluginAsync } from "fastify";
import type { EndpointInput } from "../../../core/contracts/endpoint";
import {
  interestedParticipantEndpoints,
  isMovePatch,
  labelChangesOf,
  moveOfInterestedPatch,
} from "../../../core/contracts/interested-participants";
import { changeParticipantLabels } from "../../services/interested-participants/change-participant-labels";
import { exportInterestedParticipants } from "../../services/interested-participants/export-interested-participants";
import { findInterestedNeighbour } from "../../services/interested-participants/find-interested-neighbour";
import {
  type InterestedListOptions,
  interestedListRead,
  listInterestedParticipants,
} from "../../services/interested-participants/list-interested-participants";
import { moveInterestedParticipant } from "../../services/interested-participants/move-interested-participant";
import { readInterestedParticipant } from "../../services/interested-participants/read-interested-participant";
import { readInterestedStatistics } from "../../services/interested-participants/read-interested-statistics";
import { searchInterestedNames } from "../../services/interested-participants/search-interested-names";
import { route } from "../endpoint-route";
import { requestLanguage } from "../request-language";
import type { RouteDeps } from "./route-deps";

function interestedListOptionsOf(
  studyId: number,
  query: EndpointInput<typeof interestedParticipantEndpoints.list>["query"],
): InterestedListOptions {
  return {
    studyId,
    status: query.status,
    labelId: query["label-id"],
    page: query.page,
    after: query.after,
    before: query.before,
  };
}

/** The interested participants lists, their statistics and neighbours (spec 000 §2.7, §2.8, §7). */
export const interestedParticipantRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env }) => {
  route(
    app,
    interestedParticipantEndpoints.list,
    ({ request, study, query }) =>
      listInterestedParticipants({
        db,
        ...interestedListOptionsOf(study.id, query),
        rows: request.sessionRead,
      }),
    {
      sessionRead: {
        prepare: ({ params, query }) =>
          interestedListRead(db, interestedListOptionsOf(params.studyId, query)),
        warmUp: [
          { params: { studyId: "1" }, query: { status: "NEW", page: "1" } },
          { params: { studyId: "1" }, query: { status: "NEW", page: "2", after: "1" } },
          { params: { studyId: "1" }, query: { "label-id": "1", page: "1" } },
        ],
      },
    },
  );

  route(app, interestedParticipantEndpoints.statistics, ({ study }) =>
    readInterestedStatistics({ db, studyId: study.id }),
  );

  route(app, interestedParticipantEndpoints.read, ({ study, params }) =>
    readInterestedParticipant({ db, studyId: study.id, studyVolunteerId: params.studyVolunteerId }),
  );

  route(app, interestedParticipantEndpoints.neighbour, ({ study, params, query }) =>
    findInterestedNeighbour({
      db,
      studyId: study.id,
      studyVolunteerId: params.studyVolunteerId,
      direction: params.direction,
      status: query.status,
      labelId: query["label-id"],
      interestDate: query["interest-date"],
    }),
  );

  route(app, interestedParticipantEndpoints.move, async ({ study, params, body, user }) => {
    const target = { db, studyId: study.id, studyVolunteerId: params.studyVolunteerId };
    if (isMovePatch(body)) {
      await moveInterestedParticipant(
        Object.assign({}, target, moveOfInterestedPatch(body), { actorUserId: user.userId }),
      );
    } else await changeParticipantLabels(Object.assign({}, target, labelChangesOf(body)));
  });

  route(app, interestedParticipantEndpoints.searchNames, ({ study, query }) =>
    searchInterestedNames({ db, studyId: study.id, text: query.searchValue }),
  );

  route(app, interestedParticipantEndpoints.export, async ({ request, reply, user, study }) => {
    const { filename, stream } = await exportInterestedParticipants({
      db,
      studyId: study.id,
      readerUserId: user.userId,
      language: requestLanguage(request, env),
    });
    reply.header("Content-Disposition", `attachment; filename="${filename}"`);
    reply.header("Cache-Control", "no-store");
    return stream;
  });
};
