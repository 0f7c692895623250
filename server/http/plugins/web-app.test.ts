import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

/** A web build as `vite build` writes it: an asset with its brotli and gzip copies beside it. */
const ASSET = `export const greeting = "${"hello volunteers ".repeat(200)}";`;
let webRoot: string;
let testApp: TestApp;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), "recruit-web-"));
  mkdirSync(join(webRoot, "assets"));
  writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Recruit</title><div id=root></div>");
  writeFileSync(join(webRoot, "assets", "app-1a2b3c.js"), ASSET);
  writeFileSync(join(webRoot, "assets", "app-1a2b3c.js.br"), brotliCompressSync(ASSET));
  writeFileSync(join(webRoot, "assets", "app-1a2b3c.js.gz"), gzipSync(ASSET));
  testApp = await createTestApp({ webRoot });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe("the web app's files, compressed as served (issue 25)", () => {
  it("sends an asset's brotli or gzip copy as the browser accepts, with the immutable cache header", async () => {
    const url = "/assets/app-1a2b3c.js";
    const brotli = await testApp.app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(ASSET);
    expect(brotli.rawPayload.length).toBeLessThan(ASSET.length / 5);

    const gzip = await testApp.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET);

    const plain = await testApp.app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it("compresses a JSON answer above 1 KB for a client that accepts it, and only then", async () => {
    const url = "/backend/public/criterion-variable";
    const compressed = await testApp.app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "gzip" },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    const json = JSON.parse(gunzipSync(compressed.rawPayload).toString());
    const plain = await testApp.app.inject({ method: "GET", url });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(json).toEqual(plain.json());
  });

  it("answers HEAD on the app's pages as GET does, without a body", async () => {
    for (const url of ["/participate", "/studies/current", "/"]) {
      const head = await testApp.app.inject({ method: "HEAD", url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers["content-type"], url).toContain("text/html");
      expect(head.body, url).toBe("");
    }
  });
});
