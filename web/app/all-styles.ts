/** All of Mantine's styles and the app's few rules over them, which every page but the volunteers' two first pages loads with its chunk (issue 25). */
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dates/styles.css";
import "./table-badges.css";
