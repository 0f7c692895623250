import { Button, Loader, LoadingOverlay, MantineProvider, PasswordInput } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "./theme";

const render = (node: React.ReactNode) =>
  renderToString(<MantineProvider theme={theme}>{node}</MantineProvider>);

describe("the app's theme", () => {
  it("makes every spinner a labelled progress bar, the wait overlay's too", () => {
    expect(render(<Loader aria-label="Loading the page" />)).toMatch(
      /role="progressbar"[^>]*aria-label="Loading the page"|aria-label="Loading the page"[^>]*role="progressbar"/,
    );
    expect(render(<LoadingOverlay visible loaderProps={{ "aria-label": "Please wait" }} />)).toMatch(
      /role="progressbar"[^>]*aria-label="Please wait"|aria-label="Please wait"[^>]*role="progressbar"/,
    );
  });

  it("lets a button's words wrap rather than cut them short", () => {
    const button = render(<Button>Decir al equipo del estudio que me interesa</Button>);
    const tagOf = (part: string) => button.match(new RegExp(`<[^>]*mantine-Button-${part}[^>]*>`))?.[0];
    expect(tagOf("label")).toMatch(/white-space:normal/);
    expect(tagOf("root")).toMatch(/height:auto/);
  });

  it("puts the button that shows a password in the keyboard's tab order", () => {
    const field = render(<PasswordInput label="Password" />);
    const toggle = field.match(/<button[^>]*>/)?.[0];
    expect(toggle).toMatch(/aria-pressed="false"/);
    expect(toggle).toMatch(/tabindex="0"/);
  });
});
