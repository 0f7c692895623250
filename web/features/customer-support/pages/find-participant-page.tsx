import { Stack, Tabs, Title } from "@mantine/core";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { SUPPORT_TEXTS } from "../../../../core/rules/customer-support";
import { hideNotice } from "../../../components/notice";
import { FindByEmailForm, NOT_FOUND_BY_EMAIL } from "../components/find-by-email-form";
import { FindByNameForm } from "../components/find-by-name-form";

/** /customer-support/help-participants: find a participant, with a tab for e-mail and one for name. */
export function FindParticipantPage() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get("tab") === "name" ? "name" : "email";
  // A participant found (by e-mail or by name) leaves the page: an earlier "not found" is no longer true.
  useEffect(() => () => hideNotice(NOT_FOUND_BY_EMAIL), []);
  return (
    <Stack>
      <Title order={1}>{SUPPORT_TEXTS.helpParticipants}</Title>
      <Tabs
        value={tab}
        onChange={(value) => setSearch(value === "name" ? { tab: "name" } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="email">{SUPPORT_TEXTS.byEmail}</Tabs.Tab>
          <Tabs.Tab value="name">{SUPPORT_TEXTS.byName}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="email" pt="md">
          <FindByEmailForm />
        </Tabs.Panel>
        <Tabs.Panel value="name" pt="md">
          <FindByNameForm />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
