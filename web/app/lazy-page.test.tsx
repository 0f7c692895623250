import { createElement, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyPage } from "./lazy-page";

function Greeting({ name }: { name: string }) {
  return createElement("p", null, `Hello ${name}`);
}

const inSuspense = (element: ReturnType<typeof createElement>) =>
  renderToString(createElement(Suspense, { fallback: createElement("i", null, "loading") }, element));

describe("a page loaded with its own chunk (issue 25)", () => {
  it("suspends until its chunk has arrived, as React.lazy does", () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return new Promise<typeof Greeting>(() => undefined);
    });
    expect(inSuspense(createElement(Page, { name: "Ana" }))).toContain("loading");
    expect(loads).toBe(1);
  });

  it("renders at once, without suspending, once loaded ahead, and loads its chunk once", async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return Greeting;
    });
    await Promise.all([Page.preload(), Page.preload()]);
    const html = inSuspense(createElement(Page, { name: "Ana" }));
    expect(html).toContain("Hello Ana");
    expect(html).not.toContain("loading");
    expect(loads).toBe(1);
  });
});
