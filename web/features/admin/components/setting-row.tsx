import { Button, Group, NativeSelect, Table, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import type { ApplicationSetting } from "../../../../core/contracts/application-settings";
import { settingValueProblem } from "../../../../core/rules/application-settings";
import { notices } from "../../../../core/rules/notices";
import { showNotice } from "../../../components/notice";
import { updateApplicationSetting } from "../api/application-settings";

/** The settings table's columns, named on each cell as well on a phone (CardsWhenNarrow). */
export const SETTING_COLUMNS = { setting: "Setting", type: "Type", value: "Value" } as const;

/**
 * One setting with its editable value, checked by its type before it is sent. A refused save shows
 * 'Update failed with message: ' and the server's reason and puts the old value back (spec 001 §8).
 */
export function SettingRow({ setting, onSaved }: { setting: ApplicationSetting; onSaved: () => void }) {
  const [value, setValue] = useState(setting.value);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = `Value of ${setting.name}`;

  async function save() {
    const local = settingValueProblem(setting.valueType, value);
    setProblem(local);
    if (local) return;
    setBusy(true);
    try {
      const answer = await updateApplicationSetting(setting.id, value);
      if ("reason" in answer) {
        showNotice(notices["setting-update-failed"](answer.reason));
        setValue(setting.value);
        return;
      }
      showNotice(notices["setting-saved"](setting.name));
      onSaved();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Table.Tr>
      <Table.Td>
        {/* A name is one long word (RESET_PASSWORD_TOKEN_GRACE_PERIOD): it breaks rather than widen a phone's page. */}
        <Text component="span" display="block" fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
          {setting.name}
        </Text>
        <Text size="xs" c="gray.8">
          {setting.description}
        </Text>
      </Table.Td>
      <Table.Td data-label={SETTING_COLUMNS.type}>{setting.valueType}</Table.Td>
      <Table.Td data-label={SETTING_COLUMNS.value}>
        {/* The button goes under the field where both do not fit: at 320 px it was out of sight. */}
        <Group gap="xs" align="flex-start">
          {setting.valueType === "BOOLEAN" ? (
            <NativeSelect
              aria-label={label}
              data={["true", "false"]}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
          ) : (
            <TextInput
              aria-label={label}
              value={value}
              error={problem}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                setProblem(null);
              }}
              // At least 12.5rem beside the button, the whole line where the card is narrower (text set larger).
              miw="min(12.5rem, 100%)"
              flex="1 1 12.5rem"
            />
          )}
          <Button
            variant="default"
            onClick={save}
            loading={busy}
            disabled={value === setting.value}
            aria-label={`Save ${setting.name}`}
          >
            Save
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
