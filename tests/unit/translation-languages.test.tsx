// @vitest-environment jsdom
// An article's or a project's languages in the back office (components/admin/translations/languages.tsx): the
// editors' language bar links each version's editor with its state, a missing translation marked 'À traduire'; the
// lists' badges say each language's state in full ('Anglais : brouillon').
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LanguageBadges, LanguageBar } from "@/components/admin/translations/languages";

afterEach(cleanup);

const article = { id: 12, published: true, scheduledAt: null, translations: [] };
const project = { id: 7, published: false, scheduledAt: null, translations: [] };
const draft = { locale: "en", published: false, scheduledAt: null };
const scheduled = { locale: "en", published: false, scheduledAt: "2030-01-15T09:00:00.000Z" };
const published = { locale: "en", published: true, scheduledAt: null };

describe("language bar", () => {
  it("links French and English to their editors, marks the one shown and an English still to translate", () => {
    render(<LanguageBar kind="article" item={article} current="fr" />);
    const french = screen.getByRole("link", { name: /Français/ });
    const english = screen.getByRole("link", { name: /English/ });
    expect(french.getAttribute("href")).toBe("/admin/blogs/edit/12");
    expect(french.getAttribute("aria-current")).toBe("page");
    expect(within(french).getByText("Publié")).toBeTruthy();
    expect(english.getAttribute("href")).toBe("/admin/blogs/translate/12/en");
    expect(english.hasAttribute("aria-current")).toBe(false);
    expect(within(english).getByText("À traduire")).toBeTruthy();
  });

  it("shows a translation's own state on its editor", () => {
    render(
      <LanguageBar kind="article" item={{ ...article, published: false, translations: [scheduled] }} current="en" />,
    );
    expect(within(screen.getByRole("link", { name: /Français/ })).getByText("Brouillon")).toBeTruthy();
    const english = screen.getByRole("link", { name: /English/ });
    expect(english.getAttribute("aria-current")).toBe("page");
    expect(within(english).getByText("Programmé")).toBeTruthy();
  });

  it("links a project's versions to the project's editor and its translation editor, named as the project's", () => {
    render(<LanguageBar kind="projet" item={{ ...project, translations: [published] }} current="fr" />);
    const bar = screen.getByRole("navigation", { name: "Langues du projet" });
    const french = within(bar).getByRole("link", { name: /Français/ });
    const english = within(bar).getByRole("link", { name: /English/ });
    expect(french.getAttribute("href")).toBe("/admin/projects/edit/7");
    expect(within(french).getByText("Brouillon")).toBeTruthy();
    expect(english.getAttribute("href")).toBe("/admin/projects/translate/7/en");
    expect(within(english).getByText("Publié")).toBeTruthy();
  });
});

describe("list badges", () => {
  it("shows FR and 'EN à traduire' for an article without its English version", () => {
    render(<LanguageBadges item={article} />);
    expect(screen.getByTitle("Français : publié").textContent).toContain("FR");
    expect(screen.getByTitle("Anglais : à traduire").textContent).toContain("EN à traduire");
  });

  it("says a translation's state in full, to screen readers and on hover", () => {
    render(<LanguageBadges item={{ ...article, translations: [draft] }} />);
    const english = screen.getByTitle("Anglais : brouillon");
    expect(english.textContent).not.toContain("à traduire");
    expect(within(english).getByText("Anglais : brouillon").className).toContain("sr-only");
  });

  it("shows a draft project with its English version scheduled", () => {
    render(<LanguageBadges item={{ ...project, translations: [scheduled] }} />);
    expect(screen.getByTitle("Français : brouillon").textContent).toContain("FR");
    expect(screen.getByTitle("Anglais : programmé").textContent).toBe("ENAnglais : programmé");
  });
});
