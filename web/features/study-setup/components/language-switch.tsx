import { Button, Group, Select } from "@mantine/core";
import { languageName } from "../api/reference-data";

/** A button per language for two or fewer, a dropdown for more (spec 001 §2). */
export function LanguageSwitch(props: {
  languages: readonly string[];
  value: string;
  onChange: (language: string) => void;
}) {
  const { languages, value, onChange } = props;
  if (languages.length <= 1) return null;
  if (languages.length > 2) {
    return (
      <Select
        label="Language"
        data={languages.map((code) => ({ value: code, label: languageName(code) }))}
        value={value}
        onChange={(next) => next && onChange(next)}
        allowDeselect={false}
        w={220}
      />
    );
  }
  return (
    <Group gap="xs" role="group" aria-label="Language">
      {languages.map((code) => (
        <Button
          key={code}
          variant={code === value ? "filled" : "outline"}
          aria-pressed={code === value}
          onClick={() => onChange(code)}
          size="sm"
        >
          {languageName(code)}
        </Button>
      ))}
    </Group>
  );
}
