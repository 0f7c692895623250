import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useState } from "react";

const loadHost = () => import("./notices-host");
const NoticesHost = lazy(loadHost);

/**
 * Fetches the notices' code once the page has loaded and the browser is idle: the notice that the network is
 * gone must not need the network to show (decision 023). After the first paint, so the first page stays light.
 */
export function loadNoticesWhenIdle(): void {
  const fetchHost = () => void loadHost().catch(() => undefined);
  const whenIdle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(fetchHost) : setTimeout(fetchHost, 1_000);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/**
 * Where notices show, loaded with the first notice (issue 25): Mantine's notices bring their transitions
 * and scroll handling (~9 KB), which a volunteer's first page does without. A notice shown before they have
 * arrived waits in Mantine's store and shows when they do; their code is fetched ahead when the page is idle.
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
