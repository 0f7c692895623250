import { Button, Group, Stack, Table, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import type { ApplicationSetting } from "../../../../core/contracts/application-settings";
import { notices } from "../../../../core/rules/notices";
import { CardsWhenNarrow } from "../../../components/cards-when-narrow";
import { showNotice } from "../../../components/notice";
import { PagePending } from "../../../components/page-pending";
import {
  refreshLookupValues,
  refreshSettings,
  settingKeys,
  useApplicationSettings,
} from "../api/application-settings";
import { SETTING_COLUMNS, SettingRow } from "../components/setting-row";

/**
 * /admin/settings (spec 001 §2): every application setting by group with an editable value, and the
 * refreshes that make every running server read settings and lookup values from the database again.
 */
export function SettingsPage() {
  const settings = useApplicationSettings();
  const queryClient = useQueryClient();
  if (!settings.data) {
    return <PagePending label="Loading settings" />;
  }
  const groups = new Map<string, ApplicationSetting[]>();
  for (const setting of settings.data)
    groups.set(setting.group, [...(groups.get(setting.group) ?? []), setting]);
  const reload = () => queryClient.invalidateQueries({ queryKey: settingKeys.all });

  return (
    <Stack gap="lg">
      <Title order={1}>Settings</Title>
      <Group>
        <Button
          variant="default"
          onClick={async () => {
            await refreshSettings();
            showNotice(notices["settings-refreshed"]());
            await reload();
          }}
        >
          Refresh settings
        </Button>
        <Button
          variant="default"
          onClick={async () => {
            await refreshLookupValues();
            showNotice(notices["lookup-values-refreshed"]());
          }}
        >
          Refresh lookup values
        </Button>
      </Group>
      {[...groups.entries()].map(([group, members]) => (
        <section key={group} aria-labelledby={`settings-${group}`}>
          <Title order={2} size="h4" id={`settings-${group}`} mb="xs">
            {group}
          </Title>
          <CardsWhenNarrow>
            <Table aria-labelledby={`settings-${group}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{SETTING_COLUMNS.setting}</Table.Th>
                  <Table.Th>{SETTING_COLUMNS.type}</Table.Th>
                  <Table.Th>{SETTING_COLUMNS.value}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.map((setting) => (
                  <SettingRow key={`${setting.id}-${setting.value}`} setting={setting} onSaved={reload} />
                ))}
              </Table.Tbody>
            </Table>
          </CardsWhenNarrow>
        </section>
      ))}
    </Stack>
  );
}
