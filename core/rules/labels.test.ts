import { describe, expect, it } from "vitest";
import { LABEL_STYLES, LABEL_TEXT_COLOR, labelColor, nextLabelChange } from "./labels";

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("label colours", () => {
  it("are ten, named label-color-1 to label-color-10", () => {
    expect(LABEL_STYLES).toEqual(Array.from({ length: 10 }, (_, index) => `label-color-${index + 1}`));
  });

  it("each pass WCAG AA contrast (4.5:1) with the label text", () => {
    for (const style of LABEL_STYLES)
      expect(contrast(labelColor(style), LABEL_TEXT_COLOR)).toBeGreaterThanOrEqual(4.5);
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
