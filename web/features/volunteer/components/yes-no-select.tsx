import { NativeSelect } from "@mantine/core";
import { useTranslation } from "../../../lib/i18n";

/** A yes/no question that may stay unanswered (null), which matching treats as unknown. */
export function YesNoSelect(props: {
  label: string;
  value: boolean | null;
  onChange: (value: boolean | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={props.label}
      data={[
        { value: "", label: t("profile.notAnswered") },
        { value: "true", label: t("profile.yes") },
        { value: "false", label: t("profile.no") },
      ]}
      value={props.value === null ? "" : String(props.value)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        props.onChange(value === "" ? null : value === "true");
      }}
    />
  );
}
