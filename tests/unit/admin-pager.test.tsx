// @vitest-environment jsdom
// The back office's pager (components/admin/pager.tsx): the project list keeps Précédent and Suivant, disabled, when
// everything fits on one page (spec: 'disabled Précédent and Suivant buttons'); the other lists show nothing then.
// A disabled end stays a link to assistive technology, so that its aria-label is allowed (axe: aria-prohibited-attr).
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Pager } from "@/components/admin/pager";

afterEach(cleanup);

const href = (page: number) => `/admin/projects?page=${page}`;
const onePage = { page: 1, limit: 10, total: 3, totalPages: 1 };

describe("back-office pager", () => {
  it("keeps Précédent and Suivant, disabled, on a single page when asked (the project list)", () => {
    render(<Pager pagination={onePage} href={href} keepEnds />);
    for (const name of ["Page précédente", "Page suivante"]) {
      const end = screen.getByRole("link", { name });
      expect(end.getAttribute("aria-disabled")).toBe("true");
      expect(end.hasAttribute("href")).toBe(false);
    }
    expect(screen.getByText("Précédent")).toBeTruthy();
    expect(screen.getByText("Suivant")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Page 1" })).toBeNull();
  });

  it("keeps them on an empty list too", () => {
    render(<Pager pagination={{ page: 1, limit: 10, total: 0, totalPages: 0 }} href={href} keepEnds />);
    expect(screen.getByRole("link", { name: "Page suivante" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("shows nothing on a single page otherwise", () => {
    const { container } = render(<Pager pagination={onePage} href={href} />);
    expect(container.innerHTML).toBe("");
  });

  it("links the pages and disables only the end the list is at", () => {
    render(<Pager pagination={{ page: 1, limit: 10, total: 25, totalPages: 3 }} href={href} />);
    expect(screen.getByRole("link", { name: "Page précédente" }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("link", { name: "Page suivante" }).getAttribute("href")).toBe("/admin/projects?page=2");
    expect(screen.getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe("/admin/projects?page=3");
  });
});
