import { Button, Group, Input, Stack, Title } from "@mantine/core";
import { useId, useRef, useState } from "react";
import type { ImportResult } from "../../../../core/contracts/study-import";
import { STUDY_IMPORT_TEXTS } from "../../../../core/rules/study-import";
import { uploadIrbRecords } from "../api/study-import";
import { IrbColumnsGuide } from "./irb-columns-guide";

/** The upload (spec 001 §5: a file is required) of a CSV file of IRB records; the result goes up. */
export function ImportUploadForm({ onResult }: { onResult: (result: ImportResult) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setProblem(STUDY_IMPORT_TEXTS.chooseFile);
      input.current?.focus();
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      onResult(await uploadIrbRecords(file));
      if (input.current) input.current.value = "";
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="upload-heading">
      <Title order={2} size="h4" id="upload-heading" mb="xs">
        {STUDY_IMPORT_TEXTS.uploadHeading}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs" maw={520}>
          <Input.Wrapper label={STUDY_IMPORT_TEXTS.fileLabel} required id={id} error={problem}>
            <input
              id={id}
              ref={input}
              type="file"
              accept=".csv,text/csv"
              // The browser's own file control is ~350 px wide: it would widen a phone's page.
              style={{ maxWidth: "100%" }}
              aria-invalid={problem !== null}
              onChange={() => setProblem(null)}
            />
          </Input.Wrapper>
          <IrbColumnsGuide />
          <Group>
            <Button type="submit" loading={busy}>
              {STUDY_IMPORT_TEXTS.upload}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
