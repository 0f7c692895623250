import { readFileSync } from "node:fs";

/** A key or certificate configured as PEM text (newlines may come escaped as \n) or as a file's path. */
export function readPem(value: string): string {
  const text = value.includes("-----BEGIN") ? value : readFileSync(value, "utf8");
  return text.replace(/\\n/g, "\n");
}
