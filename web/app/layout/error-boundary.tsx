import { Component, type ErrorInfo, type ReactNode } from "react";
import { authRoutes } from "../../../core/contracts/routes/auth";

import { api } from "../../lib/api";

let reported = false;

/**
 * Reports the first rendering error to the server and sends the user to /app-error
 * with the returned id; shows an empty block meanwhile (spec 001 §8).
 */
export class AppErrorBoundary extends Component<
  { children: ReactNode; errorPage: (errorId?: string) => string; onNavigate: (to: string) => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (reported) return;
    reported = true;
    api
      .call(
        authRoutes.reportError,
        {
          body: {
            message: error.message,
            callStack: error.stack ?? null,
            componentStack: info.componentStack ?? null,
            url: window.location.href,
          },
        },
        { tolerate: [400, 401, 403, 404, 500, 503] },
      )
      .then(
        ({ errorId }) => this.leave(this.props.errorPage(errorId)),
        () => this.leave(this.props.errorPage()),
      );
  }

  private leave(to: string): void {
    reported = false;
    this.setState({ failed: false });
    this.props.onNavigate(to);
  }

  override render(): ReactNode {
    return this.state.failed ? <div /> : this.props.children;
  }
}
