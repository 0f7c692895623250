import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Attachment } from "../../../core/contracts/attachments";
import { ATTACHMENT_MAX_BYTES } from "../../../core/rules/limits";
import { attachments, storedFiles } from "../../db/schema/index";
import { type MadeUser, makeAttachment, makeStaffUser, makeStudy } from "../../test/factories";
import { createTestApp, signedInClient, type TestApp, type TestClient } from "../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;
const base = (studyId: number) => `/backend/secure/staff/studies/${studyId}/attachments`;
const download = (studyId: number, id: number) => `/backend/secure/studies/${studyId}/attachments/${id}`;

const signedIn = (user: MadeUser) => signedInClient(testApp, user);

async function world() {
  const pi = await makeStaffUser(db(), { firstName: "Priya" });
  const study = await makeStudy(db(), {
    state: "ACTIVE",
    team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
  });
  return { pi, study, client: await signedIn(pi) };
}

interface Part {
  name: string;
  value?: string;
  file?: { filename: string; contentType?: string; data: Buffer };
}

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: Part[]) {
  const boundary = "----recruit-test-boundary";
  const chunks = parts.flatMap((part) =>
    part.file
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\nContent-Type: ${part.file.contentType ?? "application/pdf"}\r\n\r\n`,
          ),
          part.file.data,
          Buffer.from("\r\n"),
        ]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
          ),
        ],
  );
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  };
}

const upload = (client: TestClient, studyId: number, parts: Part[]) =>
  client.request({ method: "POST", url: base(studyId), ...multipart(parts) });

const fileOf = (size: number, filename = "consent.pdf") => ({
  filename,
  data: Buffer.alloc(size, 7),
});

async function storedCounts() {
  const [files] = await db().select({ n: count() }).from(storedFiles);
  const [rows] = await db().select({ n: count() }).from(attachments);
  return { files: files?.n, rows: rows?.n };
}

describe("attachments: behaviour", () => {
  it("stores a file of exactly 5,242,880 bytes, lists it by name with its creator, and downloads the same bytes", async () => {
    const { client, study } = await world();
    const data = Buffer.alloc(ATTACHMENT_MAX_BYTES);
    for (let i = 0; i < data.length; i += 4096) data[i] = i % 251;
    const created = await upload(client, study.id, [
      { name: "title", value: "Consent form" },
      { name: "file", file: { filename: "consent.pdf", data } },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const attachment = created.json<Attachment>();
    expect(attachment).toMatchObject({
      studyId: study.id,
      title: "Consent form",
      filename: "consent.pdf",
      contentType: "application/pdf",
      sizeBytes: ATTACHMENT_MAX_BYTES,
      creatorFirstName: "Priya",
    });
    // The file may come before the title, as some clients send it.
    await upload(client, study.id, [
      { name: "file", file: fileOf(10, "map.png") },
      { name: "title", value: "a map to the clinic" },
    ]);
    const list = (await client.request({ method: "GET", url: base(study.id) })).json<Attachment[]>();
    expect(list.map((item) => item.title)).toEqual(["a map to the clinic", "Consent form"]);

    const file = await client.request({ method: "GET", url: download(study.id, attachment.id) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(data)).toBe(true);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="consent.pdf"; filename*=UTF-8''consent.pdf`,
    );
  });

  it("renames an attachment, and deletes it: gone from the list and no longer downloadable", async () => {
    const { client, study } = await world();
    const attachment = await makeAttachment(db(), { studyId: study.id, title: "Old name" });
    const renamed = await client.request({
      method: "PATCH",
      url: `${base(study.id)}/${attachment.id}`,
      headers: { "content-type": "application/json-patch+json" },
      payload: JSON.stringify([{ op: "replace", path: "/title", value: "  Visit schedule " }]),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Attachment>().title).toBe("Visit schedule");

    const deleted = await client.request({ method: "DELETE", url: `${base(study.id)}/${attachment.id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await client.request({ method: "GET", url: base(study.id) })).json()).toEqual([]);
    expect((await client.request({ method: "GET", url: download(study.id, attachment.id) })).statusCode).toBe(
      404,
    );
    expect(
      (await client.request({ method: "DELETE", url: `${base(study.id)}/${attachment.id}` })).statusCode,
    ).toBe(404);
    const again = await client.request({
      method: "PATCH",
      url: `${base(study.id)}/${attachment.id}`,
      headers: { "content-type": "application/json-patch+json" },
      payload: JSON.stringify([{ op: "replace", path: "/title", value: "Back" }]),
    });
    expect(again.statusCode).toBe(404);
    // Messages already sent still name it: the row stays.
    const [row] = await db().select().from(attachments).where(eq(attachments.id, attachment.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it("downloads a name with quotes and accents safely, and an unknown content type as bytes", async () => {
    const { client, study } = await world();
    const created = await upload(client, study.id, [
      { name: "title", value: "Résumé" },
      {
        name: "file",
        file: { filename: "rés umé;x.txt", contentType: "bogus", data: Buffer.from("hi") },
      },
    ]);
    const attachment = created.json<Attachment>();
    expect(attachment.contentType).toBe("application/octet-stream");
    const file = await client.request({ method: "GET", url: download(study.id, attachment.id) });
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="r_s um_;x.txt"; filename*=UTF-8''r%C3%A9s%20um%C3%A9%3Bx.txt`,
    );
    expect(file.headers["content-type"]).toBe("application/octet-stream");
  });
});

describe("attachments: adversarial", () => {
  it("refuses a file of 5,242,881 bytes with 400 ATTACHMENT_TOO_LARGE and stores nothing", async () => {
    const { client, study } = await world();
    const before = await storedCounts();
    const response = await upload(client, study.id, [
      { name: "title", value: "Too big" },
      { name: "file", file: fileOf(ATTACHMENT_MAX_BYTES + 1) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "ATTACHMENT_TOO_LARGE",
      message: "The file size exceeds the maximum allowed file size",
    });
    expect(await storedCounts()).toEqual(before);
  });

  it("refuses a missing or too long title, a missing file, two files and a body that is not multipart", async () => {
    const { client, study } = await world();
    const before = await storedCounts();
    const cases: [Part[], string][] = [
      [[{ name: "file", file: fileOf(10) }], "title"],
      [
        [
          { name: "title", value: "   " },
          { name: "file", file: fileOf(10) },
        ],
        "title",
      ],
      [
        [
          { name: "title", value: "x".repeat(129) },
          { name: "file", file: fileOf(10) },
        ],
        "title",
      ],
      [[{ name: "title", value: "No file" }], "file"],
    ];
    for (const [parts, field] of cases) {
      const response = await upload(client, study.id, parts);
      expect(response.statusCode, JSON.stringify(parts.map((p) => p.name))).toBe(400);
      expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    const two = await upload(client, study.id, [
      { name: "title", value: "Two" },
      { name: "file", file: fileOf(10) },
      { name: "other", file: fileOf(10) },
    ]);
    expect(two.statusCode).toBe(400);
    const json = await client.request({
      method: "POST",
      url: base(study.id),
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({
        title: "x",
        file: { filename: "a.txt", mimetype: "text/plain", data: "aGk=" },
      }),
    });
    expect(json.statusCode).toBe(400);
    expect(await storedCounts()).toEqual(before);
    const longest = await upload(client, study.id, [
      { name: "title", value: "x".repeat(128) },
      { name: "file", file: fileOf(10) },
    ]);
    expect(longest.statusCode).toBe(201);
  });

  it("refuses a rename that is empty or longer than 64 characters", async () => {
    const { client, study } = await world();
    const attachment = await makeAttachment(db(), { studyId: study.id });
    for (const value of ["", "x".repeat(65)]) {
      const response = await client.request({
        method: "PATCH",
        url: `${base(study.id)}/${attachment.id}`,
        headers: { "content-type": "application/json-patch+json" },
        payload: JSON.stringify([{ op: "replace", path: "/title", value }]),
      });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(
        "This field is required and must have at most 64 characters.",
      );
    }
  });

  it("answers another study's team 404 on every call, and never serves one study's file through another", async () => {
    const { study } = await world();
    const attachment = await makeAttachment(db(), { studyId: study.id });
    const stranger = await world();
    for (const [method, url] of [
      ["GET", base(study.id)],
      ["DELETE", `${base(study.id)}/${attachment.id}`],
      ["GET", download(study.id, attachment.id)],
    ] as const) {
      expect((await stranger.client.request({ method, url })).statusCode).toBe(404);
    }
    expect((await upload(stranger.client, study.id, [{ name: "title", value: "x" }])).statusCode).toBe(404);
    // The stranger's own study does not reach it either.
    expect(
      (await stranger.client.request({ method: "GET", url: download(stranger.study.id, attachment.id) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await stranger.client.request({
          method: "DELETE",
          url: `${base(stranger.study.id)}/${attachment.id}`,
        })
      ).statusCode,
    ).toBe(404);
  });
});
