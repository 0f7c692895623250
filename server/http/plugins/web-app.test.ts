import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_DESCRIPTIONS } from "../../../core/rules/ui-languages";
import { createTestApp, type TestApp } from "../../test/test-app";

/** A web build as `vite build` writes it: an asset with its brotli and gzip copies beside it. */
const ASSET = `export const greeting = "${"hello volunteers ".repeat(200)}";`;
/** Vite's manifest of that build: the entry, the frames, the staff's routes, the landing page, the catalogs. */
const MANIFEST = {
  "index.html": { file: "assets/index-e1.js", isEntry: true, imports: ["_react-r1.js"] },
  "_react-r1.js": { file: "assets/react-r1.js" },
  "app/layout/volunteer-layout.tsx": { file: "assets/volunteer-layout-v1.js", imports: ["_react-r1.js"] },
  "app/layout/app-layout.tsx": { file: "assets/app-layout-a1.js", imports: ["_react-r1.js"] },
  "app/staff-routes.tsx": { file: "assets/staff-routes-s1.js", imports: ["_react-r1.js"] },
  "features/volunteer/pages/participate-page.tsx": {
    file: "assets/participate-page-p1.js",
    css: ["assets/participate-page-p1.css"],
  },
  "locales/en/first-pages.json": { file: "assets/first-pages-en1.js" },
  "locales/es/first-pages.json": { file: "assets/first-pages-es1.js" },
  "locales/en/volunteer.json": { file: "assets/volunteer-en1.js" },
  "locales/es/volunteer.json": { file: "assets/volunteer-es1.js" },
};
const METRICS_TOKEN = "web-app-test-metrics-token";
let webRoot: string;
let testApp: TestApp;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), "recruit-web-"));
  mkdirSync(join(webRoot, "assets"));
  writeFileSync(
    join(webRoot, "index.html"),
    '<!doctype html><html lang="en"><head><meta name="description" content="Find research studies"><title>Recruit</title></head><body><div id=root></div></body></html>',
  );
  mkdirSync(join(webRoot, ".vite"));
  writeFileSync(join(webRoot, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  writeFileSync(join(webRoot, "assets", "app-1a2b3c.js"), ASSET);
  writeFileSync(join(webRoot, "assets", "app-1a2b3c.js.br"), brotliCompressSync(ASSET));
  writeFileSync(join(webRoot, "assets", "app-1a2b3c.js.gz"), gzipSync(ASSET));
  writeFileSync(join(webRoot, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  testApp = await createTestApp({ webRoot, env: { DEFAULT_LANGUAGE: "ES", METRICS_TOKEN } });
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

  it("sends a hashed asset without validators or ranges, and a file outside the assets with them", async () => {
    const asset = await testApp.app.inject({ method: "GET", url: "/assets/app-1a2b3c.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const unused of ["etag", "last-modified", "accept-ranges"])
      expect(asset.headers[unused], unused).toBeUndefined();
    expect((await testApp.app.inject({ method: "GET", url: "/assets/missing-9z.js" })).statusCode).toBe(404);

    const icon = await testApp.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers.etag).toBeDefined();
    expect(icon.headers["cache-control"]).not.toContain("immutable");
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

describe("what a page carries for its first render (issue 25)", () => {
  const modulePreloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

  it("names the chunks of the landing page, its frame and the first part of the browser's catalog, not what the entry loads", async () => {
    const page = await testApp.app.inject({
      method: "GET",
      url: "/participate?page=2",
      headers: { "accept-language": "en-GB,en;q=0.8" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(modulePreloads(page.body).sort()).toEqual([
      "/assets/first-pages-en1.js",
      "/assets/participate-page-p1.js",
      "/assets/volunteer-layout-v1.js",
    ]);
    // Another volunteer page needs all of the catalog (and all of the styles, not in this manifest).
    const signIn = await testApp.app.inject({
      method: "GET",
      url: "/volunteer/sign-in",
      headers: { "accept-language": "en-GB,en;q=0.8" },
    });
    expect(modulePreloads(signIn.body).sort()).toEqual([
      "/assets/first-pages-en1.js",
      "/assets/volunteer-en1.js",
      "/assets/volunteer-layout-v1.js",
    ]);
    expect(page.body).toContain('<link rel="stylesheet" crossorigin href="/assets/participate-page-p1.css">');

    const staffPage = await testApp.app.inject({ method: "GET", url: "/studies/current" });
    expect(modulePreloads(staffPage.body)).toEqual([
      "/assets/staff-routes-s1.js",
      "/assets/app-layout-a1.js",
    ]);
  });

  it("describes a volunteer's page in their language, and a staff page as the build does", async () => {
    const description = (html: string) => html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    const spanish = await testApp.app.inject({
      method: "GET",
      url: "/volunteer/sign-up",
      headers: { "accept-language": "es-MX" },
    });
    expect(description(spanish.body)).toBe(PAGE_DESCRIPTIONS.es);
    const english = await testApp.app.inject({
      method: "GET",
      url: "/participate",
      headers: { "accept-language": "en-US" },
    });
    expect(description(english.body)).toBe(PAGE_DESCRIPTIONS.en);
    const staff = await testApp.app.inject({
      method: "GET",
      url: "/studies/current",
      headers: { "accept-language": "es-MX" },
    });
    expect(description(staff.body)).toBe("Find research studies");
  });

  it("takes the catalog of the configured default language when the browser asks for none we have", async () => {
    const page = await testApp.app.inject({
      method: "GET",
      url: "/participate",
      headers: { "accept-language": "fr-FR" },
    });
    expect(modulePreloads(page.body)).toContain("/assets/first-pages-es1.js");
    expect(page.body).toContain('<meta name="recruit-default-language" content="es">');
  });

  it("carries a CSRF token that a mutating call from that browser passes with", async () => {
    const page = await testApp.app.inject({ method: "GET", url: "/participate" });
    const match = page.body.match(/<meta name="recruit-csrf" content="([^"]+)" data-header="([^"]+)">/);
    expect(match).not.toBeNull();
    const [, token, header] = match as RegExpMatchArray;
    const cookie = String(page.headers["set-cookie"]).split(";")[0] ?? "";
    const login = (headers: Record<string, string>) =>
      testApp.app.inject({
        method: "POST",
        url: "/backend/public/login",
        headers: { cookie, ...headers },
        payload: { email: "nobody@example.edu", password: "not-a-password" },
      });
    expect((await login({})).statusCode).toBe(403);
    expect((await login({ [header as string]: token as string })).statusCode).not.toBe(403);
  });
});

describe("the web app's pages in the operators' metrics (issue 27)", () => {
  it("counts every page under one route label, and what no route answers as unmatched", async () => {
    for (const url of ["/participate", "/studies/current", "/studies/STUDY0001/matched/exact"]) {
      expect((await testApp.app.inject({ method: "GET", url })).statusCode).toBe(200);
    }
    expect((await testApp.app.inject({ method: "GET", url: "/no-such-file.png" })).statusCode).toBe(404);
    const metrics = await testApp.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const pages = metrics.body.match(
      /recruit_http_requests_total\{method="GET",route="\(web app page\)",status="200"\} (\d+)/,
    );
    expect(Number(pages?.[1])).toBeGreaterThanOrEqual(3);
    expect(metrics.body).toMatch(
      /recruit_http_requests_total\{method="GET",route="unmatched",status="404"\} [1-9]/,
    );
    expect(metrics.body).not.toContain("STUDY0001");
  });
});
