import { AppHeader } from "./app-header";
import { ImpersonationBanner } from "./impersonation-banner";
import { PageFrame } from "./page-frame";

/** Header, page and footer around every route. */
export function AppLayout() {
  return (
    <PageFrame
      width="lg"
      header={
        <>
          <ImpersonationBanner />
          <AppHeader />
        </>
      }
    />
  );
}
