import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

/**
 * `npm ci` on the oldest Node the project supports prints no warning (issue 27): no locked package asks for a
 * newer Node than `engines` promises (Lingui 6 did, and was taken back to 5), and every package with an install
 * script has been approved or denied in `allowScripts`, so none is skipped silently.
 */
type LockedPackage = { version?: string; engines?: { node?: string } | string[]; hasInstallScript?: boolean };
type Manifest = { engines: { node: string }; allowScripts?: Record<string, boolean> };

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as Manifest;
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, LockedPackage>;
};
const locked = Object.entries(lock.packages).filter(([path]) => path !== "");
const nameOf = (path: string): string =>
  path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);

describe("a clean install", () => {
  it("needs no newer Node than the oldest the project supports", () => {
    const oldest = semver.minVersion(manifest.engines.node);
    expect(oldest?.version).toBe("20.19.0");
    const tooNew = locked.flatMap(([path, entry]) => {
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return wanted && oldest && !semver.satisfies(oldest, wanted)
        ? [`${nameOf(path)}@${entry.version}: ${wanted}`]
        : [];
    });
    expect(tooNew).toEqual([]);
  });

  it("has decided on every install script", () => {
    const undecided = locked
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => nameOf(path))
      .filter((name) => manifest.allowScripts?.[name] === undefined);
    expect(undecided).toEqual([]);
  });
});
