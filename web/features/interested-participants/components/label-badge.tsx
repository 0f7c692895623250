import { Badge } from "@mantine/core";
import { LABEL_TEXT_COLOR, labelColor } from "../../../../core/rules/labels";

/** A label's badge on one line, cut short to its container's width: Mantine's own badge, undoing long-words.css. */
const CUT_SHORT = {
  root: { flexShrink: 1, minWidth: 0, height: "var(--badge-height)", overflow: "hidden" },
  label: { whiteSpace: "nowrap", overflow: "hidden" },
} as const;

/**
 * A label in its colour (spec 000 §3): white text on one of ten dark backgrounds. A team writes its name (up
 * to 64 characters, longer than a phone's line): outside a table it may be cut short to its container's
 * width, whole on hover; in a table (`whole`) it is read whole, as the app's other badges are
 * (web/app/layout/long-words.css): the table is then cards where it does not fit (CardsWhenNarrow), and in
 * a card narrower than the badge its words wrap.
 */
export function LabelBadge(props: { name: string; style: string; whole?: boolean }) {
  return (
    <Badge
      color={labelColor(props.style)}
      c={LABEL_TEXT_COLOR}
      variant="filled"
      tt="none"
      styles={props.whole ? undefined : CUT_SHORT}
      title={props.whole ? undefined : props.name}
    >
      {props.name}
    </Badge>
  );
}
