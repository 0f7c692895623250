import { describe, expect, it } from "vitest";
import { contrastRatio } from "./color-contrast";
import { LABEL_STYLES, LABEL_TEXT_COLOR, labelColor, nextLabelChange } from "./labels";

describe("label colours", () => {
  it("are ten, named label-color-1 to label-color-10", () => {
    expect(LABEL_STYLES).toEqual(Array.from({ length: 10 }, (_, index) => `label-color-${index + 1}`));
  });

  it("each pass WCAG AA contrast (4.5:1) with the label text", () => {
    for (const style of LABEL_STYLES)
      expect(contrastRatio(labelColor(style), LABEL_TEXT_COLOR)).toBeGreaterThanOrEqual(4.5);
  });

  it("show an unknown stored style as the first colour", () => {
    expect(labelColor("label-color-99")).toBe(labelColor("label-color-1"));
  });
});

describe("a label's box in the labels dialog", () => {
  it("cycles add, remove, no change for a label some of the selection carries", () => {
    expect(nextLabelChange(null, 1, 3)).toBe("add");
    expect(nextLabelChange("add", 1, 3)).toBe("remove");
    expect(nextLabelChange("remove", 1, 3)).toBeNull();
  });

  it("toggles between the opposite and no change when all or none carry it", () => {
    expect(nextLabelChange(null, 3, 3)).toBe("remove");
    expect(nextLabelChange("remove", 3, 3)).toBeNull();
    expect(nextLabelChange(null, 0, 3)).toBe("add");
    expect(nextLabelChange("add", 0, 3)).toBeNull();
  });
});
