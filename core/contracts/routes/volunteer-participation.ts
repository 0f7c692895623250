// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { volunteerParticipationEndpoints } from "../volunteer-participation";

export const volunteerParticipationRoutes: RoutesOf<typeof volunteerParticipationEndpoints> = {
  interestForm: { method: "GET", path: "/volunteer/studies/:studyNum/interest-form" },
  showInterest: { method: "POST", path: "/volunteer/studies/:studyNum/interest" },
  asks: { method: "GET", path: "/volunteer/asks" },
  declineAsk: { method: "POST", path: "/volunteer/asks/:studyNum/decline" },
  conversations: { method: "GET", path: "/volunteer/conversations" },
  conversation: { method: "GET", path: "/volunteer/conversations/:studyVolunteerId" },
  reply: { method: "POST", path: "/volunteer/conversations/:studyVolunteerId/messages" },
  attachment: { method: "GET", path: "/volunteer/conversations/:studyVolunteerId/attachments/:attachmentId" },
};
