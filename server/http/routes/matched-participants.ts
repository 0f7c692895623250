import type { FastifyPluginAsync } from "fastify";
import type { EndpointInput } from "../../../core/contracts/endpoint";
import { matchedParticipantEndpoints, moveOfPatch } from "../../../core/contracts/matched-participants";
import { MATCHED_PARTICIPANT_PAGE_SIZE } from "../../../core/rules/limits";
import { findMatchedNeighbour } from "../../services/matched-participants/find-matched-neighbour";
import {
  listMatchedParticipants,
  type MatchedListOptions,
  matchedListRead,
} from "../../services/matched-participants/list-matched-participants";
import { moveMatchedParticipants } from "../../services/matched-participants/move-matched-participants";
import { readMatchStatistics } from "../../services/matched-participants/read-match-statistics";
import { readMatchedParticipant } from "../../services/matched-participants/read-matched-participant";
import { route } from "../endpoint-route";
import { requestLanguage } from "../request-language";
import type { RouteDeps } from "./route-deps";

/** A list's page as the web app asks for it, the page size the server's. */
function matchedListOptionsOf(
  studyId: number,
  query: EndpointInput<typeof matchedParticipantEndpoints.list>["query"],
): MatchedListOptions {
  return { studyId, status: query.status, page: query.page, pageSize: MATCHED_PARTICIPANT_PAGE_SIZE };
}

/** The matched participants lists, their profiles' neighbours, and ask/dismiss (spec 000 §2.5, §4.3, §7). */
export const matchedParticipantRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env }) => {
  route(
    app,
    matchedParticipantEndpoints.list,
    ({ request, study, query }) =>
      listMatchedParticipants(
        Object.assign(matchedListOptionsOf(study.id, query), { db, rows: request.sessionRead }),
      ),
    {
      sessionRead: {
        prepare: ({ params, query }) => matchedListRead(matchedListOptionsOf(params.studyId, query)),
        warmUp: [{ params: { studyId: "1" }, query: { status: "EXACT", page: "1" } }],
      },
    },
  );

  route(app, matchedParticipantEndpoints.statistics, ({ study }) =>
    readMatchStatistics({ db, studyId: study.id }),
  );

  route(app, matchedParticipantEndpoints.read, ({ request, study, params }) =>
    readMatchedParticipant({
      db,
      studyId: study.id,
      userId: params.userId,
      language: requestLanguage(request, env),
    }),
  );

  route(app, matchedParticipantEndpoints.neighbour, ({ study, params, query }) =>
    findMatchedNeighbour({
      db,
      studyId: study.id,
      userId: params.userId,
      direction: params.direction,
      status: query.status,
      timestamp: query.timestamp,
    }),
  );

  route(app, matchedParticipantEndpoints.move, async ({ user, study, params, body }) => {
    await moveMatchedParticipants({
      db,
      studyId: study.id,
      userId: params.userId,
      actorUserId: user.userId,
      move: moveOfPatch(body),
    });
  });

  // Select-all: the same patch for everyone in the tested list, answered with how many moved.
  route(app, matchedParticipantEndpoints.moveAll, async ({ user, study, body }) => ({
    successCount: await moveMatchedParticipants({
      db,
      studyId: study.id,
      actorUserId: user.userId,
      move: moveOfPatch(body),
    }),
  }));
};
