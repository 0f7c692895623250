import { useId } from "react";
import "./plain-checkbox.css";

/**
 * A checkbox with its label, the browser's own. The landing page's search has one: Mantine's Checkbox brings
 * its card, group and indicator with it (~3 KB compressed of every volunteer's first download, issue 25).
 */
export function PlainCheckbox(props: {
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="plain-checkbox">
      <input
        id={id}
        type="checkbox"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{props.label}</label>
    </div>
  );
}
