import { Anchor, Stack, Table, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { QUICK_PROFILE_PAGE_SIZE, SUPPORT_TEXTS } from "../../../../core/rules/customer-support";
import { tabTitleProps } from "../../../../core/rules/document-title";
import { notices } from "../../../../core/rules/notices";
import { CardsWhenNarrow } from "../../../components/cards-when-narrow";
import { showNotice } from "../../../components/notice";
import { PageNavigator } from "../../../components/page-navigator";
import { PagePending } from "../../../components/page-pending";
import { pageCount } from "../../../lib/page-param";
import { paths } from "../../../lib/paths";
import { useQuickProfiles } from "../api/customer-support";

const PICKER_COLUMNS = { name: "Name", address: "Address", email: "Email" } as const;

/**
 * The participant pickers by last name, and by first and last name: name, address and e-mail, paged.
 * Nobody found shows the by-name notice and returns to the search (spec 001 §8).
 */
export function ParticipantPickerPage() {
  const { lastName = "", firstName } = useParams();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const profiles = useQuickProfiles(lastName, firstName, page);
  const nobody = profiles.data?.totalCount === 0;

  useEffect(() => {
    if (!nobody) return;
    showNotice(notices["customer-support-not-find-participant-by-name"]());
    navigate(paths.customerSupport.helpParticipants("name"), { replace: true });
  }, [nobody, navigate]);

  if (lastName.trim() === "") return <Navigate to={paths.customerSupport.helpParticipants("name")} replace />;
  if (!profiles.data || nobody) {
    return <PagePending label="Finding participants" />;
  }
  const searched = [firstName, lastName].filter(Boolean).join(" ");
  return (
    <Stack>
      <Anchor component={Link} to={paths.customerSupport.helpParticipants("name")} size="sm" c="blue.9">
        {SUPPORT_TEXTS.backToSearch}
      </Anchor>
      <Title order={1} {...tabTitleProps(SUPPORT_TEXTS.pickParticipant)}>
        {SUPPORT_TEXTS.pickParticipant}: {searched}
      </Title>
      <CardsWhenNarrow>
        <Table aria-label={`Participants named ${searched}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{PICKER_COLUMNS.name}</Table.Th>
              <Table.Th>{PICKER_COLUMNS.address}</Table.Th>
              <Table.Th>{PICKER_COLUMNS.email}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {profiles.data.page.map((profile) => (
              <Table.Tr key={profile.userId}>
                <Table.Td>
                  <Anchor component={Link} to={paths.customerSupport.participant(profile.userId)} c="blue.9">
                    {profile.firstName} {profile.lastName}
                  </Anchor>
                </Table.Td>
                <Table.Td data-label={PICKER_COLUMNS.address}>{profile.address}</Table.Td>
                <Table.Td data-label={PICKER_COLUMNS.email}>{profile.email}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </CardsWhenNarrow>
      <PageNavigator
        page={page}
        totalPages={pageCount(profiles.data.totalCount, QUICK_PROFILE_PAGE_SIZE)}
        onChange={setPage}
      />
    </Stack>
  );
}
