import type { FastifyPluginAsync } from "fastify";
import { attachmentEndpoints } from "../../../core/contracts/attachments";
import { createAttachment } from "../../services/attachments/create-attachment";
import { deleteAttachment } from "../../services/attachments/delete-attachment";
import { listAttachments } from "../../services/attachments/list-attachments";
import { readAttachmentFile } from "../../services/attachments/read-attachment-file";
import { renameAttachment } from "../../services/attachments/rename-attachment";
import { route } from "../endpoint-route";
import { sendAttachment } from "../send-attachment";
import type { RouteDeps } from "./route-deps";

/** The study's attachments: list, upload, rename, delete and download (spec 000 §2.9, §7). */
export const attachmentRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  route(app, attachmentEndpoints.list, ({ study }) => listAttachments({ db, studyId: study.id }));

  route(app, attachmentEndpoints.create, ({ user, study, body }) =>
    createAttachment({
      db,
      studyId: study.id,
      creatorUserId: user.userId,
      title: body.title,
      file: body.file,
    }),
  );

  route(app, attachmentEndpoints.rename, ({ study, params, body }) =>
    renameAttachment({ db, studyId: study.id, attachmentId: params.attachmentId, title: body[0].value }),
  );

  route(app, attachmentEndpoints.delete, ({ study, params }) =>
    deleteAttachment({ db, studyId: study.id, attachmentId: params.attachmentId }),
  );

  route(app, attachmentEndpoints.download, async ({ reply, study, params }) => {
    const file = await readAttachmentFile({ db, studyId: study.id, attachmentId: params.attachmentId });
    return sendAttachment(reply, file);
  });
};
