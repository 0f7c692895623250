import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  BulkMoveResult,
  MatchedListQuery,
  MatchedNeighbourParams,
  MatchedNeighbourQuery,
  MatchedParticipantDetail,
  MatchedParticipantPage,
  MatchedParticipantParams,
  MatchedParticipantPatch,
  MatchedParticipantSummary,
  MatchStatistics,
  moveOfPatch,
  StudyParticipantsParams,
} from "../../../core/contracts/matched-participants";
import { MATCHED_PARTICIPANT_PAGE_SIZE } from "../../../core/rules/limits";
import { requireStaff } from "../../policies/require-user";
import { requireStudyMember } from "../../policies/study-access";
import { findMatchedNeighbour } from "../../services/matched-participants/find-matched-neighbour";
import { listMatchedParticipants } from "../../services/matched-participants/list-matched-participants";
import { moveMatchedParticipants } from "../../services/matched-participants/move-matched-participants";
import { readMatchStatistics } from "../../services/matched-participants/read-match-statistics";
import { readMatchedParticipant } from "../../services/matched-participants/read-matched-participant";
import { requestLanguage } from "../request-language";
import type { RouteDeps } from "./route-deps";

const NoContent = z.null();
const base = "/secure/staff/studies/:studyId";

/** The matched participants lists, their profiles' neighbours, and ask/dismiss (spec 000 §2.5, §4.3, §7). */
export const matchedParticipantRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, env }) => {
  app.get(
    `${base}/matched-participants`,
    {
      schema: {
        params: StudyParticipantsParams,
        querystring: MatchedListQuery,
        response: { 200: MatchedParticipantPage },
      },
    },
    async (request) => {
      const user = requireStaff(request.user);
      await requireStudyMember({ db, user, studyId: request.params.studyId });
      return listMatchedParticipants({
        db,
        studyId: request.params.studyId,
        status: request.query.status,
        page: request.query.page,
        pageSize: MATCHED_PARTICIPANT_PAGE_SIZE,
      });
    },
  );

  app.get(
    `${base}/match-statistics`,
    { schema: { params: StudyParticipantsParams, response: { 200: MatchStatistics } } },
    async (request) => {
      const user = requireStaff(request.user);
      await requireStudyMember({ db, user, studyId: request.params.studyId });
      return readMatchStatistics({ db, studyId: request.params.studyId });
    },
  );

  app.get(
    `${base}/matched-participants/:userId`,
    { schema: { params: MatchedParticipantParams, response: { 200: MatchedParticipantDetail } } },
    async (request) => {
      const user = requireStaff(request.user);
      await requireStudyMember({ db, user, studyId: request.params.studyId });
      return readMatchedParticipant({
        db,
        studyId: request.params.studyId,
        userId: request.params.userId,
        language: requestLanguage(request, env),
      });
    },
  );

  app.get(
    `${base}/matched-participants/:userId/:direction`,
    {
      schema: {
        params: MatchedNeighbourParams,
        querystring: MatchedNeighbourQuery,
        response: { 200: MatchedParticipantSummary },
      },
    },
    async (request) => {
      const user = requireStaff(request.user);
      await requireStudyMember({ db, user, studyId: request.params.studyId });
      return findMatchedNeighbour({ db, ...request.params, ...request.query });
    },
  );

  app.patch(
    `${base}/matched-participants/:userId`,
    {
      schema: {
        params: MatchedParticipantParams,
        body: MatchedParticipantPatch,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const user = requireStaff(request.user);
      await requireStudyMember({ db, user, studyId: request.params.studyId });
      await moveMatchedParticipants({
        db,
        studyId: request.params.studyId,
        userId: request.params.userId,
        actorUserId: user.userId,
        move: moveOfPatch(request.body),
      });
      return reply.status(204).send(null);
    },
  );

  // Select-all: the same patch for everyone in the tested list, answered with how many moved.
  app.patch(
    `${base}/matched-participants/`,
    {
      schema: {
        params: StudyParticipantsParams,
        body: MatchedParticipantPatch,
        response: { 200: BulkMoveResult },
      },
    },
    async (request) => {
      const user = requireStaff(request.user);
      await requireStudyMember({ db, user, studyId: request.params.studyId });
      const successCount = await moveMatchedParticipants({
        db,
        studyId: request.params.studyId,
        actorUserId: user.userId,
        move: moveOfPatch(request.body),
      });
      return { successCount };
    },
  );
};
