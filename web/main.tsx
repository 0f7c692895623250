import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dates/styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders } from "./app/providers";
import { createAppRouter } from "./app/router";
import { api } from "./lib/api";
import { rewriteHashUrl } from "./lib/legacy-url";
import { csrfFromPage } from "./lib/page-meta";

const legacy = rewriteHashUrl(window.location.pathname, window.location.hash);
if (legacy) window.history.replaceState(null, "", legacy);

const root = document.getElementById("root");
if (!root) throw new Error("missing #root");

// The app renders once it has the CSRF token (spec 001 §4): from the page, else fetched.
api.init(csrfFromPage()).then(
  () => {
    const router = createAppRouter();
    const app = createRoot(root);
    // A transition: React renders the first page in slices and lets the phone's browser breathe between
    // them, rather than in one long task (issue 25).
    startTransition(() =>
      app.render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    );
  },
  () => {
    root.textContent = "Recruit could not reach its server. Please reload the page in a moment.";
  },
);
