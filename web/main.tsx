import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dates/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { preloadFrameOf } from "./app/preload-frame";
import { AppProviders } from "./app/providers";
import { createAppRouter } from "./app/router";
import { api, currentAppPath } from "./lib/api";
import { rewriteHashUrl } from "./lib/legacy-url";

const legacy = rewriteHashUrl(window.location.pathname, window.location.hash);
if (legacy) window.history.replaceState(null, "", legacy);

const root = document.getElementById("root");
if (!root) throw new Error("missing #root");

// The app renders only after the CSRF token has been fetched (spec 001 §4); its frame loads meanwhile.
preloadFrameOf(currentAppPath());
api.init().then(
  () => {
    const router = createAppRouter();
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  },
  () => {
    root.textContent = "Recruit could not reach its server. Please reload the page in a moment.";
  },
);
