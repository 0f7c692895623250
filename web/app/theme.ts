import { createTheme, type LoaderProps, type MenuProps, type PasswordInputProps } from "@mantine/core";

/** Darker primary shades and auto contrast keep text on coloured backgrounds above WCAG AA (axe). */
export const theme = createTheme({
  primaryColor: "blue",
  primaryShade: 8,
  autoContrast: true,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  defaultRadius: "sm",
  // A page's heading is smaller on a phone (27 px at 360 px wide, Mantine's 34 from 600 up), so that
  // its longest words ("Inclusion/Exclusion") fit a line.
  headings: { sizes: { h1: { fontSize: "clamp(1.625rem, 1rem + 3vw, 2.125rem)" } } },
  components: {
    // Mantine's initial-focus placeholder is a focusable role="presentation" element inside role="menu",
    // which axe refuses (aria-required-children). Menus mark their first item data-autofocus instead, so
    // that opening one moves focus to it and the arrow keys go on from there (the WAI-ARIA menu pattern).
    // A plain object, not Menu.extend(): that would put the menu's code into every page's first download.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // A spinner is an indeterminate progress bar: its label ("Loading the page") is then its accessible name.
    // On Mantine's plain span, aria-label is prohibited (axe: aria-prohibited-attr), and screen readers may
    // ignore it; the browser tests met it only when a slow answer kept a spinner on screen during a scan.
    Loader: { defaultProps: { role: "progressbar" } satisfies Partial<LoaderProps> },
    // The eye that shows the password is a button a keyboard reaches too (WCAG 2.1.1): Mantine leaves it out
    // of the tab order, so someone without a mouse could not check what they typed. Tab goes from the
    // field to it, then on.
    PasswordInput: {
      defaultProps: { visibilityToggleFocusable: true } satisfies Partial<PasswordInputProps>,
    },
    // A heading's word longer than a phone's line ("Inclusion/Exclusion Criteria" at 360 px) breaks
    // instead of widening the page, in a row beside other things too (so not `break-word`).
    Title: { styles: { root: { overflowWrap: "anywhere" } } },
    // A button's words wrap onto a second line rather than being cut short: at 360 px wide, "Update
    // Inclusion & Exclusion Criteria" lost its last letters, and the volunteers' "Decir al equipo del
    // estudio que me interesa" a third of its words. A button of one line keeps Mantine's height.
    Button: {
      styles: {
        root: { height: "auto" },
        inner: { minHeight: "calc(var(--button-height, var(--button-height-sm)) - 0.125rem)" },
        label: {
          whiteSpace: "normal",
          overflow: "visible",
          height: "auto",
          lineHeight: 1.25,
          paddingBlock: "0.375rem",
        },
      },
    },
  },
});
