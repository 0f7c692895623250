import { type ChildProcess, spawnSync } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type RunnerResult } from "lighthouse";
import { QUIET_CHROMIUM_FLAGS } from "../e2e/chromium-flags";
import { BENCH_PORT, benchCall, benchSignIn, startBenchApp, stopBenchApp } from "./bench-app";
import { createBenchDatabase } from "./bench-database";
import { machineCpu } from "./machine-cpu";

/**
 * `npm run bench:web` (issue 25): the built app on a fresh demo database, measured as a volunteer on a
 * phone meets it: Lighthouse's mobile preset (simulated slow 4G, a 4x slower CPU) on the landing page and
 * on one public study page, three runs each, medians printed. Then the staff's study list the same way, signed in.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred while the page loaded, compressed as served. */
  jsKb: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function figuresOf(result: RunnerResult): PageFigures {
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => {
    const value = audits[id]?.numericValue;
    // A metric Lighthouse could not measure is printed as NaN, with its reason.
    if (value === undefined)
      console.warn(
        `${result.lhr.finalDisplayedUrl}: no ${id}: ${audits[id]?.errorMessage ?? result.lhr.runtimeError?.message ?? "no reason given"}`,
      );
    return value ?? Number.NaN;
  };
  const requests =
    (audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? [];
  const jsBytes = requests
    .filter((request) => request.resourceType === "Script")
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(numeric("first-contentful-paint")),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    jsKb: Math.round((jsBytes / 1024) * 10) / 10,
  };
}

function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", ...QUIET_CHROMIUM_FLAGS],
  });
}

const TIMED_METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time"];
/** A run Lighthouse asks to be run again may be retried this many times: its trace failed, not the page. */
const RETRIES = 2;

async function audit(chromePort: number, url: string, runs: number, flags: Flags = {}): Promise<PageFigures> {
  const all: PageFigures[] = [];
  let retries = 0;
  while (all.length < runs) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      ...flags,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // A run that ended on another page (the sign-in page, say) measured that page, not this one.
    const landed = result.lhr.finalDisplayedUrl;
    if (new URL(landed).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended at ${landed}: its figures would be another page's`);
    // A failed trace ("Please run Lighthouse again", NO_NAVSTART) is run again, and said; its figures are
    // not counted: a median among NaN values is no median.
    const missing = TIMED_METRICS.filter((id) => result.lhr.audits[id]?.numericValue === undefined);
    const failure = result.lhr.runtimeError?.code ?? (missing.length > 0 ? `no ${missing.join(", ")}` : null);
    if (failure && retries < RETRIES) {
      retries += 1;
      console.warn(`${url}: Lighthouse's run failed (${failure}), run again`);
      continue;
    }
    all.push(figuresOf(result));
  }
  const keys = Object.keys(all[0] as PageFigures) as (keyof PageFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(all.map((figures) => figures[key]))]),
  ) as unknown as PageFigures;
}

console.log("Building the web app...");
const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
if (build.status !== 0) throw new Error("the build failed");

const database = await createBenchDatabase("recruit_bench_web");
let app: ChildProcess | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  console.log("Starting the app on a fresh demo database...");
  app = await startBenchApp(database.url, "web-server");
  const base = `http://127.0.0.1:${BENCH_PORT}`;
  const search = JSON.parse(
    (await benchCall("GET", "/backend/public/participate/studies?page=1", { accept: "application/json" }))
      .body,
  ) as { page: { studyNum: string }[] };
  const studyNum = search.page[0]?.studyNum;
  if (!studyNum) throw new Error("the demo data has no active study");

  chrome = await launchChromium();
  const participate = await audit(chrome.port, `${base}/participate`, RUNS);
  const studyPage = await audit(
    chrome.port,
    `${base}/participate/studies/${encodeURIComponent(studyNum)}`,
    RUNS,
  );
  const staff = await benchSignIn("pi@example.edu", "demo-password");
  // The staff's first page opened cold, signed in: its code, the user's access and its data (decision 025).
  // In a browser of its own: Lighthouse keeps the cookies between runs, and the ones the volunteers' pages
  // left replaced the staff's Cookie header, so the runs measured the sign-in page.
  await chrome.kill();
  chrome = await launchChromium();
  const studyList = await audit(chrome.port, `${base}/studies/current`, RUNS, {
    extraHeaders: { Cookie: staff.cookie ?? "" },
  });

  const cpu = machineCpu();
  console.log(`\nLighthouse ${RUNS} runs each, mobile preset, medians (${cpu})`);
  console.table({
    "/participate": participate,
    [`/participate/studies/${studyNum}`]: studyPage,
    "/studies/current": studyList,
  });
  console.log(
    JSON.stringify({
      cpu,
      participateLighthousePerformance: participate.performance,
      studyPageLighthousePerformance: studyPage.performance,
      participateLighthouseAccessibility: participate.accessibility,
      studyPageLighthouseAccessibility: studyPage.accessibility,
      participateFcpMs: participate.fcpMs,
      participateLcpMs: participate.lcpMs,
      participateTbtMs: participate.tbtMs,
      participateCls: participate.cls,
      participateInitialJsKbCompressed: participate.jsKb,
      studyPageLcpMs: studyPage.lcpMs,
      studyPageTbtMs: studyPage.tbtMs,
      studyPageCls: studyPage.cls,
      studyPageInitialJsKbCompressed: studyPage.jsKb,
      studyListFcpMs: studyList.fcpMs,
      studyListLcpMs: studyList.lcpMs,
      studyListInitialJsKbCompressed: studyList.jsKb,
      targets: {
        participateLighthousePerformance: 90,
        studyPageLighthousePerformance: 90,
        participateLcpMs: 2500,
        participateTbtMs: 200,
        participateCls: 0.1,
        participateInitialJsKbCompressed: 120,
      },
    }),
  );
} finally {
  await chrome?.kill();
  await stopBenchApp(app);
  await database.drop();
}
