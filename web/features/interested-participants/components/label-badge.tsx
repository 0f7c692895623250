import { Badge } from "@mantine/core";
import { LABEL_TEXT_COLOR, labelColor } from "../../../../core/rules/labels";

/** A label in its colour (spec 000 §3): white text on one of ten dark backgrounds. */
export function LabelBadge(props: { name: string; style: string }) {
  return (
    <Badge color={labelColor(props.style)} c={LABEL_TEXT_COLOR} variant="filled" tt="none">
      {props.name}
    </Badge>
  );
}
