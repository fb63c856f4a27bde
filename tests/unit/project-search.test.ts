import { describe, expect, it } from "vitest";
import { sampleProjectCards } from "@/lib/projects/cards";
import { cardTechnologies } from "@/lib/projects/rules";
import { ALL_PROJECTS, filterProjects, projectCategories } from "@/lib/projects/search";

const projects = [
  {
    title: "Refonte Fintech",
    client: "Lagunia Finance",
    category: "UX/UI Design",
    description: { about: "Une application de paiement Mobile Money." },
  },
  {
    title: "Application énergie",
    client: "Savane Énergie",
    category: "Développement Mobile",
    description: "Recharge de compteurs prépayés.",
  },
  {
    title: "Film institutionnel",
    client: "Banque des Lagunes",
    category: "Communication Audiovisuelle",
    description: null,
  },
];
const titles = (list: { title: string }[]) => list.map((project) => project.title);

describe("project search", () => {
  it("matches the title, the client or the description, ignoring case", () => {
    expect(titles(filterProjects(projects, { search: "FINTECH", category: ALL_PROJECTS }))).toEqual([
      "Refonte Fintech",
    ]);
    expect(titles(filterProjects(projects, { search: "savane", category: ALL_PROJECTS }))).toEqual([
      "Application énergie",
    ]);
    expect(titles(filterProjects(projects, { search: "compteurs", category: ALL_PROJECTS }))).toEqual([
      "Application énergie",
    ]);
  });

  it("searches the 'about' text of a structured description", () => {
    expect(titles(filterProjects(projects, { search: "mobile money", category: ALL_PROJECTS }))).toEqual([
      "Refonte Fintech",
    ]);
  });

  it("matches a substring anywhere: 'lagune' finds the bank, 'lagun' both Lagunia and the bank", () => {
    expect(titles(filterProjects(projects, { search: "lagune", category: ALL_PROJECTS }))).toEqual([
      "Film institutionnel",
    ]);
    expect(titles(filterProjects(projects, { search: "lagun", category: ALL_PROJECTS }))).toEqual([
      "Refonte Fintech",
      "Film institutionnel",
    ]);
  });

  it("ignores a blank search", () => {
    expect(filterProjects(projects, { search: "   ", category: ALL_PROJECTS })).toHaveLength(3);
  });

  it("keeps 'all' categories or exactly the chosen one, combined with the search", () => {
    expect(titles(filterProjects(projects, { search: "", category: "Développement Mobile" }))).toEqual([
      "Application énergie",
    ]);
    expect(filterProjects(projects, { search: "", category: "Développement" })).toEqual([]);
    expect(filterProjects(projects, { search: "fintech", category: "Développement Mobile" })).toEqual([]);
  });

  it("finds nothing when no field contains the text", () => {
    expect(filterProjects(projects, { search: "blockchain", category: ALL_PROJECTS })).toEqual([]);
  });

  it("derives the categories from the list, each once, in order of appearance", () => {
    expect(projectCategories([...projects, projects[0]!])).toEqual([
      "UX/UI Design",
      "Développement Mobile",
      "Communication Audiovisuelle",
    ]);
  });
});

describe("project cards", () => {
  it("show two technologies then '+N'", () => {
    expect(cardTechnologies(["Figma", "React Native", "Maze", "FigJam"])).toEqual({
      shown: ["Figma", "React Native"],
      more: "+2",
    });
    expect(cardTechnologies(["Figma", "Maze"])).toEqual({ shown: ["Figma", "Maze"], more: null });
    expect(cardTechnologies([])).toEqual({ shown: [], more: null });
  });

  it("are built for the two built-in samples, which have no page", () => {
    const cards = sampleProjectCards("fr");
    expect(cards).toHaveLength(2);
    expect(cards.every((card) => card.id === null && card.image?.src.startsWith("/images/projects/"))).toBe(true);
  });
});
