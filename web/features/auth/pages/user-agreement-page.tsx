import { Button, List, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { safeRedirectPath } from "../../../../core/rules/safe-redirect";
import { paths } from "../../../lib/paths";
import { useAcceptUserAgreement } from "../api/accept-user-agreement";
import { useAuthDetails } from "../api/auth-details";

/** /user-agreement?redirect-url=...: the terms a staff member accepts before working with volunteer data. */
export function UserAgreementPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptUserAgreement();
  const { data } = useAuthDetails();
  const signedIn = Boolean(data?.loggedInUser);

  const onAccept = () => {
    accept.mutate(undefined, {
      onSuccess: () => {
        queryClient.invalidateQueries();
        navigate(safeRedirectPath(search.get("redirect-url"), paths.studies.current()), {
          replace: true,
        });
      },
    });
  };

  return (
    <Stack maw={760}>
      <Title order={1}>User agreement</Title>
      <Text>
        Recruit gives study teams access to information that volunteers share about their health. By using
        Recruit you agree that you will:
      </Text>
      <List spacing="xs">
        <List.Item>use volunteer information only to recruit for studies approved by the IRB;</List.Item>
        <List.Item>
          contact volunteers only about the studies they were matched to or showed interest in;
        </List.Item>
        <List.Item>
          not copy, export or share volunteer information beyond what your approved protocol allows;
        </List.Item>
        <List.Item>keep your account to yourself and log out on shared computers;</List.Item>
        <List.Item>report any suspected misuse to the Clinical Research Institute at once.</List.Item>
      </List>
      <Text>Access to volunteer records is audited.</Text>
      {signedIn && (
        <div>
          <Button onClick={onAccept} loading={accept.isPending}>
            I agree
          </Button>
        </div>
      )}
    </Stack>
  );
}
