import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useState } from "react";

const NoticesHost = lazy(() => import("./notices-host"));

/**
 * Where notices show, loaded with the first notice (issue 25): Mantine's notices bring their transitions
 * and scroll handling (~9 KB), which a volunteer's first page does without. A notice shown before they have
 * arrived waits in Mantine's store and shows when they do.
 */
export function Notices() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NoticesHost />
    </Suspense>
  );
}
