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

/** How the colours are named in the label form. */
export const LABEL_COLOR_NAMES: Record<LabelStyle, string> = {
  "label-color-1": "Blue",
  "label-color-2": "Green",
  "label-color-3": "Red",
  "label-color-4": "Purple",
  "label-color-5": "Orange",
  "label-color-6": "Teal",
  "label-color-7": "Magenta",
  "label-color-8": "Grey",
  "label-color-9": "Olive",
  "label-color-10": "Indigo",
};

/** The confirmation before a label is deleted (spec 000 §8), to the letter. */
export const DELETE_LABEL_CONFIRMATION =
  "This will remove this label from all participants. There is no undo. Are you sure you want to delete this label?";

/** What a label does to the selected participants when saved: add, remove, or no change. */
export type LabelChange = "add" | "remove" | null;

/**
 * The next change when a label's box is clicked (spec 000 §4.4: add, remove or no change per label): a
 * label some selected participants carry cycles through add, remove and back to no change; one all or
 * none carry toggles between its opposite and no change.
 */
export function nextLabelChange(current: LabelChange, carriedBy: number, selected: number): LabelChange {
  const all = carriedBy === selected;
  const none = carriedBy === 0;
  if (current === null) return all ? "remove" : "add";
  if (current === "add") return none ? null : "remove";
  return null;
}
