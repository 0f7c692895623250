import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_SEARCH_KEYWORD_MAX_LENGTH } from "../../../core/rules/limits";
import { STUDY_PROPERTY_IDS } from "../../../core/rules/study-properties";
import { LANGUAGE_COOKIE } from "../../../core/rules/ui-languages";
import { ensureServerEntryBuild } from "../../../scripts/ensure-web-build";
import { makeSession, makeStudy, makeVolunteerUser } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "./session";

/**
 * The volunteers' landing page and a study's page, rendered by the server with the web app's own server
 * entry (built by `vite build --ssr`) and their reads answered by the real routes (issue 25).
 */
/** Vite's manifest of a build: the entry, the volunteers' frame and the landing page, with their imports. */
const MANIFEST = {
  "index.html": { file: "assets/index-e1.js", isEntry: true, imports: ["_react-r1.js"] },
  "_react-r1.js": { file: "assets/react-r1.js" },
  "_input-i1.js": { file: "assets/input-i1.js", imports: ["_react-r1.js"] },
  "app/layout/volunteer-layout.tsx": { file: "assets/volunteer-layout-v1.js", imports: ["_input-i1.js"] },
  "features/volunteer/pages/participate-page.tsx": {
    file: "assets/participate-page-p1.js",
    imports: ["_input-i1.js", "_checkbox-c1.js"],
  },
  "_checkbox-c1.js": { file: "assets/checkbox-c1.js" },
  "locales/en/first-pages.json": { file: "assets/first-pages-en1.js" },
};
let webRoot: string;
let testApp: TestApp;
let studyNum: string;

beforeAll(async () => {
  const serverEntry = await ensureServerEntryBuild();
  webRoot = mkdtempSync(join(tmpdir(), "recruit-ssr-"));
  mkdirSync(join(webRoot, ".vite"));
  writeFileSync(join(webRoot, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  writeFileSync(
    join(webRoot, "index.html"),
    '<!doctype html><html lang="en" data-mantine-color-scheme="light"><head><title>Recruit</title></head><body><div id="root"></div></body></html>',
  );
  testApp = await createTestApp({ webRoot, serverEntry });
  const study = await makeStudy(testApp.database.db, { state: "ACTIVE", title: "Quokka sleep and memory" });
  await testApp.database.db.execute(sql`insert into study_property_values (study_id, property_id, language, saved_value)
    values (${study.id}, ${STUDY_PROPERTY_IDS.title}, 'ES', 'Sueño y memoria del quokka')`);
  studyNum = study.studyNum;
}, 120_000);
afterAll(async () => {
  await testApp.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "GET", url, headers });

/** The page's reads as the browser's query cache receives them, by query key. */
function stateOf(html: string): Map<string, unknown> {
  const json = html.match(/<script type="application\/json" id="recruit-state">(.*?)<\/script>/)?.[1];
  if (!json) return new Map();
  const state = JSON.parse(json) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  return new Map(state.queries.map((query) => [JSON.stringify(query.queryKey), query.state.data]));
}

describe("the volunteers' first pages, rendered by the server (issue 25)", () => {
  it("renders the landing page in the browser's language with its search's results, and hands over the reads", async () => {
    const spanish = await page("/participate?q=quokka", { "accept-language": "es-MX,es;q=0.9" });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain(
      '<html data-mantine-color-scheme="light" lang="es" data-ui-language="es">',
    );
    expect(spanish.body).toContain("Encuentre un estudio de investigación");
    expect(spanish.body).toContain("<title>Encuentre un estudio de investigación – Recruit</title>");
    expect(spanish.body).toContain("Se encontró 1 estudio");
    expect(spanish.body).toContain("Sueño y memoria del quokka");
    const reads = stateOf(spanish.body);
    expect(reads.get(JSON.stringify(["auth-details"]))).toEqual({ loggedInUser: null });
    const search = { q: "quokka", condition: null, location: null, healthy: false, page: 1 };
    expect(reads.get(JSON.stringify(["public-studies", search, "es"]))).toMatchObject({
      totalCount: 1,
      page: [{ studyNum, title: "Sueño y memoria del quokka" }],
    });
  });

  it("renders a search whose keyword is longer than the search takes with the keyword's first characters", async () => {
    const keyword = "quokka ".repeat(20).trim();
    expect(keyword.length).toBeGreaterThan(PUBLIC_SEARCH_KEYWORD_MAX_LENGTH);
    const rendered = await page(`/participate?q=${encodeURIComponent(keyword)}`);
    expect(rendered.statusCode).toBe(200);
    expect(rendered.body).toContain("1 study found");
    const search = stateOf(rendered.body);
    const key = [...search.keys()].find((queryKey) => queryKey.startsWith('["public-studies"'));
    expect(JSON.parse(key ?? "[]")[1]?.q).toBe(keyword.slice(0, PUBLIC_SEARCH_KEYWORD_MAX_LENGTH).trim());
  });

  it("follows the volunteer's own choice over the browser's languages", async () => {
    const english = await page("/participate?q=quokka", {
      "accept-language": "es",
      cookie: `${LANGUAGE_COOKIE}=en`,
    });
    expect(english.body).toContain('lang="en" data-ui-language="en"');
    expect(english.body).toContain("Find a research study");
    expect(english.body).toContain("Quokka sleep and memory");
  });

  it("renders a study's page, and a signed-in volunteer's header, with the visitor's own session", async () => {
    const volunteer = await makeVolunteerUser(testApp.database.db, { firstName: "Wilhelmina" });
    const session = await makeSession(testApp.database.db, volunteer.id);
    const study = await page(`/participate/studies/${studyNum}`, {
      cookie: `${SESSION_COOKIE}=${session}`,
    });
    expect(study.statusCode).toBe(200);
    expect(study.body).toContain("Quokka sleep and memory");
    expect(study.body).toMatch(/<title>[^<]*Quokka sleep and memory[^<]* – Recruit<\/title>/);
    expect(study.body).toContain("Wilhelmina");
    expect(stateOf(study.body).get(JSON.stringify(["public-study", studyNum, "en"]))).toMatchObject({
      studyNum,
    });
    const visitor = await page(`/participate/studies/${studyNum}`);
    expect(visitor.body).not.toContain("Wilhelmina");
  });

  it("names the chunks the hydration needs: the page's in its head, their imports after the markup", async () => {
    const modulePreloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>/g)].map(
        (match) => match[1],
      );
    const rendered = await page("/participate", { "accept-language": "en" });
    const [head, body] = rendered.body.split("</head>");
    expect(modulePreloads(head ?? "").sort()).toEqual([
      "/assets/first-pages-en1.js",
      "/assets/participate-page-p1.js",
      "/assets/volunteer-layout-v1.js",
    ]);
    expect(body).toMatch(/<\/script><link rel="modulepreload"/);
    // Behind the stylesheet on a slow link: the page shows without them.
    expect(body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/input-i1.js" fetchpriority="low">',
    );
    expect(modulePreloads(body ?? "").sort()).toEqual(["/assets/checkbox-c1.js", "/assets/input-i1.js"]);
    // A page the browser renders names only its own modules (decision 018).
    const browserRendered = await page("/volunteer/sign-in");
    expect(modulePreloads(browserRendered.body.split("</head>")[1] ?? "")).toEqual([]);
  });

  it("leaves to the browser a page whose read fails, and the pages it does not render", async () => {
    for (const url of ["/participate/studies/STUDY99999999", "/volunteer/sign-in", "/studies/current"]) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('<div id="root"></div>');
      expect(answer.body, url).not.toContain("recruit-state");
    }
  });

  it("escapes the reads so that a study's text cannot close the script that carries them", async () => {
    const study = await makeStudy(testApp.database.db, {
      state: "ACTIVE",
      title: "Narwhal </script><script>alert(1)</script> study",
    });
    const answer = await page(`/participate?q=narwhal`);
    expect(answer.body).not.toContain("</script><script>alert(1)");
    expect(stateOf(answer.body).size).toBeGreaterThan(0);
    expect(JSON.stringify([...stateOf(answer.body).values()])).toContain(study.studyNum);
  });
});
