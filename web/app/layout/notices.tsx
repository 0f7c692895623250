import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useState } from "react";

/**
 * The notices' code. Every page but the first ones fetches it with its own (lazy-page.ts): offline, the
 * notice that says so must not need the network to show (decision 023).
 */
export const loadNoticesHost = () => import("./notices-host");
const NoticesHost = lazy(loadNoticesHost);

/**
 * Where notices show, loaded with the first notice (issue 25): Mantine's notices bring their transitions
 * and scroll handling (~9 KB), which a volunteer's first page does without. A notice shown before they have
 * arrived waits in Mantine's store and shows when they do; the pages after the first bring their code along.
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
