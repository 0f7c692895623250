import { Stack, Title } from "@mantine/core";
import { useState } from "react";
import type { ImportResult } from "../../../../core/contracts/study-import";
import { STUDY_IMPORT_TEXTS } from "../../../../core/rules/study-import";
import { ApiTokenSection } from "../components/api-token-section";
import { ImportResultView } from "../components/import-result";
import { ImportUploadForm } from "../components/import-upload-form";

/** /study-import (ADMIN or STUDY_IMPORTER): upload IRB records and see the result; the API token. */
export function StudyImportPage() {
  const [result, setResult] = useState<ImportResult | null>(null);
  return (
    <Stack gap="xl">
      <Title order={1}>{STUDY_IMPORT_TEXTS.title}</Title>
      <ImportUploadForm onResult={setResult} />
      {result && <ImportResultView result={result} />}
      <ApiTokenSection />
    </Stack>
  );
}
