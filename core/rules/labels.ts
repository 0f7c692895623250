/**
 * The ten label colours of spec 000 §3 ("label-color-1" to "label-color-10"), each a dark background
 * with white text at a contrast ratio of at least 4.5:1 (WCAG AA for normal text).
 */
export const LABEL_COLORS = {
  "label-color-1": "#1d4f91",
  "label-color-2": "#2a6b30",
  "label-color-3": "#8e1b1b",
  "label-color-4": "#6a3d9a",
  "label-color-5": "#8a4500",
  "label-color-6": "#00636e",
  "label-color-7": "#9b1d5e",
  "label-color-8": "#4a4a4a",
  "label-color-9": "#6b5500",
  "label-color-10": "#283593",
} as const;
export type LabelStyle = keyof typeof LABEL_COLORS;
export const LABEL_STYLES = Object.keys(LABEL_COLORS) as LabelStyle[];
export const LABEL_TEXT_COLOR = "#ffffff";

/** The background of a stored style; an unknown style shows as the first colour. */
export function labelColor(style: string): string {
  return LABEL_COLORS[style as LabelStyle] ?? LABEL_COLORS["label-color-1"];
}
