import { Alert, Button, Group, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { COPY_CONFIRMATION_MS } from "../../../../core/rules/limits";
import { notices } from "../../../../core/rules/notices";

/** The public study link with a copy button: 'Copied!' for 5 seconds, or the failure alert. */
export function StudyLinkCopy({
  link,
  label = "Study link",
  copyText = "Copy link",
}: {
  link: string;
  label?: string;
  copyText?: string;
}) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    setFailed(false);
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      setFailed(true);
      return;
    }
    clipboard.writeText(link).then(
      () => setCopied(true),
      () => setFailed(true),
    );
  };

  return (
    <div>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          value={link}
          readOnly
          style={{ flex: 1 }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="outline" onClick={copy} aria-live="polite">
          {copied ? "Copied!" : copyText}
        </Button>
      </Group>
      {failed && (
        <Alert color="red" mt="xs" role="alert">
          {notices["copy-failed"]().message}
        </Alert>
      )}
    </div>
  );
}
