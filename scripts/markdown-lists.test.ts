import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A sentence wrapped so that a line begins with "1." renders as a numbered list (README, issue 24): the
 * project's Markdown is checked for a numbered line that follows an unfinished sentence.
 */
function brokenSentences(markdown: string): string[] {
  const lines = markdown.split("\n");
  const found: string[] = [];
  let previous = "";
  let inCode = false;
  for (const line of lines) {
    if (line.startsWith("```")) inCode = !inCode;
    if (inCode || line.trim() === "") continue;
    const numbered = /^\s*\d+\.\s/.test(line);
    const previousIsList = /^\s*(\d+\.|[-*+])\s/.test(previous);
    const previousEnds = /[.:!?)`|*]$/.test(previous.trim()) || /^#/.test(previous);
    if (numbered && previous !== "" && !previousIsList && !previousEnds) found.push(`${previous} / ${line}`);
    previous = line;
  }
  return found;
}

function markdownFiles(): string[] {
  const docs = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? docs(join(folder, entry.name))
        : entry.name.endsWith(".md")
          ? [join(folder, entry.name)]
          : [],
    );
  return ["README.md", ...docs("docs")];
}

describe("the project's Markdown", () => {
  it("has no sentence broken into a numbered list", () => {
    for (const file of markdownFiles()) {
      expect(brokenSentences(readFileSync(file, "utf8")), file).toEqual([]);
    }
  });

  it("would see a sentence broken into a numbered list", () => {
    expect(brokenSentences("the header is row\n\n1. and changes nothing")).toHaveLength(1);
    expect(brokenSentences("Steps:\n\n1. one\n2. two")).toEqual([]);
  });
});
