import { describe, expect, it } from "vitest";
import { headingMayTakeFocus, showsNewPage } from "./new-page-focus";

describe("the focus after a navigation (decision 017)", () => {
  it("goes to a new page: another heading, or none yet while the page loads", () => {
    expect(showsNewPage("study heading", "dashboard heading")).toBe(true);
    expect(showsNewPage(null, "dashboard heading")).toBe(true);
    expect(showsNewPage("dashboard heading", null)).toBe(true);
  });

  it("stays on a tab or filter within one page, whose heading is the same element", () => {
    expect(showsNewPage("list heading", "list heading")).toBe(false);
  });

  it("is taken by the heading while it is where the navigation left it, or nowhere", () => {
    expect(headingMayTakeFocus("header link", "header link", "body")).toBe(true);
    expect(headingMayTakeFocus("body", "header link", "body")).toBe(true);
    expect(headingMayTakeFocus(null, "header link", "body")).toBe(true);
  });

  it("is left to a page that focused a field, or a reader who moved on while the page loaded", () => {
    expect(headingMayTakeFocus("email field", "header link", "body")).toBe(false);
    expect(headingMayTakeFocus("language menu", "header link", "body")).toBe(false);
  });
});
