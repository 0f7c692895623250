import { NativeSelect } from "@mantine/core";

/** A yes/no question that may stay unanswered (null), which matching treats as unknown. */
export function YesNoSelect(props: {
  label: string;
  value: boolean | null;
  onChange: (value: boolean | null) => void;
}) {
  return (
    <NativeSelect
      label={props.label}
      data={[
        { value: "", label: "Not answered" },
        { value: "true", label: "Yes" },
        { value: "false", label: "No" },
      ]}
      value={props.value === null ? "" : String(props.value)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        props.onChange(value === "" ? null : value === "true");
      }}
    />
  );
}
