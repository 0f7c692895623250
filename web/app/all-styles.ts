/**
 * All of Mantine's styles, and our pills' and tabs' wrapping, which every page but the volunteers' two first
 * pages loads with its chunk (issue 25).
 */
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dates/styles.css";
import "./wrapping-labels.css";
