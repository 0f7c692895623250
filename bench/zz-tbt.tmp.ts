import { chromium } from "@playwright/test";
import { type ChildProcess } from "node:child_process";
import { BENCH_PORT, startBenchApp, stopBenchApp } from "./bench-app";
import { createBenchDatabase } from "./bench-database";
const database = await createBenchDatabase("recruit_bench_zz");
let app: ChildProcess | undefined;
try {
  app = await startBenchApp(database.url, "web-server");
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  for (const path of (process.env.PAGES ?? "/participate").split(",")) {
    const results: string[] = [];
    for (let run = 0; run < Number(process.env.RUNS ?? 7); run++) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable"); await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript(() => { (window as unknown as { __lt: number[] }).__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as unknown as { __lt: number[] }).__lt.push(e.duration); }).observe({ type: "longtask", buffered: true }); });
      await page.goto(`http://127.0.0.1:${BENCH_PORT}${path}`);
      await page.waitForLoadState("networkidle"); await page.waitForTimeout(1000);
      const lts = await page.evaluate(() => (window as unknown as { __lt: number[] }).__lt);
      const blocking = lts.reduce((s, d) => s + Math.max(0, d - 50), 0);
      const total = lts.reduce((s, d) => s + d, 0);
      results.push(`${Math.round(blocking)}/${Math.round(total)}`);
      await page.close();
    }
    console.log(path, "blocking/total long-task ms per run:", results.join(" "));
  }
  await browser.close();
} finally { await stopBenchApp(app); await database.drop(); }
