import { Loader, LoadingOverlay, MantineProvider } from "@mantine/core";
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
});
