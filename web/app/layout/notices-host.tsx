import "@mantine/core/styles/Notification.css";
import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";
import { TOAST_DURATION_MS } from "../../../core/rules/limits";
import { LAYERS } from "./layers";

/** Notices bottom-left, shown 5,000 ms (spec 000 §8), over the cookie banner; inside the router so that a notice can link to a page. */
export default function NoticesHost() {
  return <Notifications position="bottom-left" autoClose={TOAST_DURATION_MS} zIndex={LAYERS.notices} />;
}
