// @vitest-environment jsdom
// The error boundaries of the site, the root and the back office (app/**/error.tsx, app/global-error.tsx): each says
// in French that the page failed, offers a retry that renders it again, and a way back.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import AdminError from "@/app/admin/(shell)/error";
import RootError from "@/app/[locale]/error";
import SiteError from "@/app/[locale]/(site)/error";
import GlobalError from "@/app/global-error";

afterEach(cleanup);

const boundaries = [
  { name: "the site's", View: SiteError, back: { name: /Retour à l'accueil/, href: "/" } },
  { name: "the root's", View: RootError, back: { name: /Retour à l'accueil/, href: "/" } },
  {
    name: "the back office's",
    View: AdminError,
    back: { name: /Retour au tableau de bord/, href: "/admin/dashboard" },
  },
];

describe("error views", () => {
  it.each(boundaries)("$name says what happened in French, retries, and links back", async ({ View, back }) => {
    const retry = vi.fn();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("boom");
    render(<View error={failure} retry={retry} />);
    // The site's views are loaded when first shown (components/site/lazy-page-error.tsx).
    expect(await screen.findByRole("heading", { name: "Une erreur est survenue" })).toBeTruthy();
    expect(screen.getByRole("link", { name: back.name }).getAttribute("href")).toBe(back.href);
    await userEvent.click(screen.getByRole("button", { name: /Réessayer/ }));
    expect(retry).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledWith(failure);
    logged.mockRestore();
  });

  it("the global one, shown when the root layout failed, is a French document of its own", () => {
    const markup = renderToStaticMarkup(<GlobalError error={new Error("boom")} retry={() => {}} />);
    expect(markup).toMatch(/^<html lang="fr">/);
    expect(markup).toContain("<h1>Une erreur est survenue</h1>");
    expect(markup).toContain(">Réessayer</button>");
    expect(markup).toContain('href="/"');
  });
});
