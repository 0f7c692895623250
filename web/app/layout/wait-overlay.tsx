import { LoadingOverlay } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { usePendingRequestCount } from "../../lib/pending-requests";
import { LAYERS } from "./layers";

/** Shows while requests are pending; a short delay avoids a flash on fast answers. */
export function WaitOverlay({ label }: { label: string }) {
  const pending = usePendingRequestCount();
  const [visible] = useDebouncedValue(pending > 0, 300);
  return (
    <LoadingOverlay
      visible={visible && pending > 0}
      pos="fixed"
      zIndex={LAYERS.waitOverlay}
      overlayProps={{ blur: 1, backgroundOpacity: 0.15 }}
      loaderProps={{ "aria-label": label }}
    />
  );
}
