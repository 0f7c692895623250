import { createTheme } from "@mantine/core";

/** Darker primary shades and auto contrast keep text on coloured backgrounds above WCAG AA (axe). */
export const theme = createTheme({
  primaryColor: "blue",
  primaryShade: 8,
  autoContrast: true,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  defaultRadius: "sm",
});
