import { type ReactNode, Suspense } from "react";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { lazyPage } from "./lazy-page";
import { routeNeeds } from "./route-needs";

function Guard({ children }: { roles?: string[]; children?: ReactNode }) {
  return <>{children}</>;
}

/** A wrapper that is neither a page nor a guard, as AcceptInvite is. */
function Invite({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

const page = (name: string) => lazyPage(async () => () => <p>{name}</p>);
const Frame = page("frame");
const List = page("list");
const Study = page("study");
const Overview = page("overview");
const Group = page("group");
const Admin = page("admin");

const ROUTES: RouteObject[] = [
  {
    element: (
      <Suspense>
        <Frame />
      </Suspense>
    ),
    children: [
      { path: "/", element: <List /> },
      {
        path: "/studies/:studyNum",
        element: (
          <Guard>
            <Invite>
              <Study />
            </Invite>
          </Guard>
        ),
      },
      {
        path: "/studies/:studyNum/criteria",
        element: (
          <Guard>
            <Overview />
          </Guard>
        ),
        children: [
          { index: true, element: <Overview /> },
          { path: "groups/:index", element: <Group /> },
        ],
      },
      {
        path: "/admin",
        element: (
          <Guard roles={["ADMIN"]}>
            <Admin />
          </Guard>
        ),
      },
    ],
  },
];

describe("what a page opened cold needs (decision 025)", () => {
  it("finds the frame's and the page's chunks however deep their elements sit, and no other page's", () => {
    expect(routeNeeds(ROUTES, "/studies/S1", Guard).preloads).toEqual([Frame.preload, Study.preload]);
    expect(routeNeeds(ROUTES, "/", Guard)).toEqual({ preloads: [Frame.preload, List.preload], guards: [] });
  });

  it("follows nested routes to the child the address names", () => {
    expect(routeNeeds(ROUTES, "/studies/S1/criteria/groups/2", Guard).preloads).toEqual([
      Frame.preload,
      Overview.preload,
      Group.preload,
    ]);
  });

  it("gives each guard's props on the way, with the roles it asks for", () => {
    const admin = routeNeeds(ROUTES, "/admin", Guard).guards;
    expect(admin.map((props) => props.roles)).toEqual([["ADMIN"]]);
    expect(routeNeeds(ROUTES, "/studies/S1", Guard).guards).toHaveLength(1);
  });

  it("gives no guards when asked for none", () => {
    expect(routeNeeds(ROUTES, "/admin")).toEqual({ preloads: [Frame.preload, Admin.preload], guards: [] });
  });

  it("needs nothing for an address no route matches", () => {
    expect(routeNeeds(ROUTES, "/nowhere", Guard)).toEqual({ preloads: [], guards: [] });
  });
});
