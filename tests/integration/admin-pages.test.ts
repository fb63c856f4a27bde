// Every page.tsx under app/admin is either listed in PUBLIC_ADMIN_PAGES (tests/helpers/public-endpoints.ts: the login
// page) or made with adminPage(route, { permission, … }) (lib/auth/page.tsx). Each such page is rendered for every
// role against PostgreSQL (the session check itself is requireUser's, covered by the e2e tests): a role the
// permission table refuses gets the access-denied view, the others the page. Pages are found on disk, so a page
// added later is checked without editing this file; one made another way makes it fail. The load-error view and
// the not-found views are checked on a few pages.
import path from "node:path";
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AccessDenied } from "@/components/admin/access-denied";
import { PostNotFound } from "@/components/admin/blog/post-not-found";
import { LoadError } from "@/components/admin/load-error";
import { MessageNotFound } from "@/components/admin/messages/message-not-found";
import { ProjectNotFound } from "@/components/admin/projects/project-not-found";
import { declaredAdminPage, type DeclaredAdminPage } from "@/lib/auth/page";
import { can, ROLES, type Role } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { createProject } from "@/lib/projects/admin";
import { projectSchema } from "@/lib/projects/schemas";
import { createTestUser } from "../helpers/auth";
import { projectInput } from "../helpers/projects";
import { textOf } from "../helpers/react-text";
import { ADMIN_DIR, type AdminPageFile, adminPageFiles } from "../helpers/admin-pages";
import { NotFoundResponse } from "@/components/site/not-found-response";
import { PUBLIC_ADMIN_PAGES } from "../helpers/public-endpoints";

interface Page extends AdminPageFile {
  declared: DeclaredAdminPage | undefined;
}

async function discoverPages(): Promise<Page[]> {
  const pages: Page[] = [];
  for (const page of adminPageFiles()) {
    const exports = (await import(path.join(ADMIN_DIR, page.file))) as { default?: unknown };
    pages.push({ ...page, declared: declaredAdminPage(exports.default) });
  }
  return pages;
}

/** The props Next.js gives a page: each [param] names a row that does not exist. */
function props(route: string, params: Record<string, string> = {}, searchParams: Record<string, string> = {}) {
  const sample = Object.fromEntries([...route.matchAll(/\[([^\]]+)\]/g)].map(([, name]) => [name!, "999999"]));
  return { params: Promise.resolve({ ...sample, ...params }), searchParams: Promise.resolve(searchParams) };
}

/** What a page renders, or "redirect" for a page that sends the user elsewhere. */
async function view(page: DeclaredAdminPage, user: SessionUser, pageProps = props(page.route)): Promise<ReactNode> {
  try {
    return await page.view(user, pageProps);
  } catch (error) {
    if (String((error as { digest?: unknown }).digest).startsWith("NEXT_REDIRECT")) return "redirect";
    throw error;
  }
}

const isElementOf = (node: ReactNode, type: unknown): node is ReactElement<Record<string, unknown>> =>
  isValidElement(node) && node.type === type;

const pages = await discoverPages();
const declaredPages = pages.filter((page): page is Page & { declared: DeclaredAdminPage } => Boolean(page.declared));
const pageAt = (route: string) => declaredPages.find((page) => page.route === route)!.declared;
const users = {} as Record<Role, SessionUser>;

beforeAll(async () => {
  for (const role of ROLES) users[role] = await createTestUser(role);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("back-office pages", () => {
  it("finds the pages on disk, the back office's among them", () => {
    expect(pages.map((page) => page.route)).toEqual(
      expect.arrayContaining(["/admin/dashboard", "/admin/users/edit/[id]", "/admin/messages", "/admin/login"]),
    );
  });

  it("makes every page but the listed public ones with adminPage, under the route its folders spell", () => {
    const undeclared = pages
      .filter((page) => !page.declared && !PUBLIC_ADMIN_PAGES.has(page.file))
      .map((page) => page.file);
    expect(
      undeclared,
      'make these pages with `export default adminPage("/admin/…", { permission, … })` from @/lib/auth/page, or list them in PUBLIC_ADMIN_PAGES with a comment',
    ).toEqual([]);
    expect(declaredPages.map((page) => page.declared.route)).toEqual(declaredPages.map((page) => page.route));
  });

  describe.each(declaredPages.map((page) => [page.route, page.declared] as const))("%s", (_route, page) => {
    it.each(ROLES.filter((role) => !can(role, page.permission)))(
      `shows the access-denied view to the role %s, which lacks ${page.permission}`,
      async (role) => {
        expect(isElementOf(await view(page, users[role]), AccessDenied)).toBe(true);
      },
    );

    it.each(ROLES.filter((role) => can(role, page.permission)))(
      `shows the page to the role %s, which has ${page.permission}`,
      async (role) => {
        const errors = vi.spyOn(console, "error");
        const shown = await view(page, users[role]);
        expect(isElementOf(shown, AccessDenied)).toBe(false);
        expect(isElementOf(shown, LoadError)).toBe(false);
        expect(errors).not.toHaveBeenCalled();
      },
    );
  });
});

describe("a page whose data cannot be read", () => {
  it("shows the one load-error view with its title and the screen's message, and logs the failure once with the page's route", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await db.$executeRawUnsafe("ALTER TABLE projects RENAME TO projects_unreadable");
    let shown: ReactNode;
    try {
      shown = await view(pageAt("/admin/projects"), users.editor);
    } finally {
      await db.$executeRawUnsafe("ALTER TABLE projects_unreadable RENAME TO projects");
    }
    expect(isElementOf(shown, LoadError)).toBe(true);
    expect((shown as ReactElement<Record<string, unknown>>).props).toEqual({
      title: "Gestion des projets",
      message: "Impossible de charger les projets. Veuillez réessayer plus tard.",
    });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toContain("/admin/projects");
    // Once the data can be read again, the page shows.
    expect(isElementOf(await view(pageAt("/admin/projects"), users.editor), LoadError)).toBe(false);
  });

  it("gives the project form's load-error view the spec's toast and the server's answer", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { id } = await createProject(projectSchema.parse(projectInput()), users.admin);
    const route = "/admin/projects/edit/[id]";
    await db.$executeRawUnsafe("ALTER TABLE projects RENAME TO projects_unreadable");
    let shown: ReactNode;
    try {
      shown = await view(pageAt(route), users.editor, props(route, { id: String(id) }));
    } finally {
      await db.$executeRawUnsafe("ALTER TABLE projects_unreadable RENAME TO projects");
    }
    expect(isElementOf(shown, LoadError)).toBe(true);
    expect((shown as ReactElement<Record<string, unknown>>).props).toEqual({
      title: "Modifier le projet",
      message: "Impossible de charger le projet. Veuillez réessayer.",
      toast: { title: "Erreur", description: "Impossible de charger le projet. Veuillez réessayer." },
      detail: "Erreur 500: Internal Server Error",
    });
  });

  it("still refuses a role without the permission before reading anything", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await db.$executeRawUnsafe("ALTER TABLE users RENAME TO users_unreadable");
    try {
      expect(isElementOf(await view(pageAt("/admin/users"), users.editor), AccessDenied)).toBe(true);
    } finally {
      await db.$executeRawUnsafe("ALTER TABLE users_unreadable RENAME TO users");
    }
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("a page whose address names no row", () => {
  it.each([
    ["/admin/projects/edit/[id]", "999999", ProjectNotFound],
    ["/admin/projects/preview/[id]", "012", ProjectNotFound],
    ["/admin/blogs/edit/[id]", "abc", PostNotFound],
    ["/admin/blogs/preview/[id]", "012", PostNotFound],
    ["/admin/messages/detail/[id]", "2147483648", MessageNotFound],
  ] as const)("%s with the id %s shows its own not-found view", async (route, id, notFound) => {
    expect(isElementOf(await view(pageAt(route), users.admin, props(route, { id })), notFound)).toBe(true);
  });

  it("an article's translation: an id that names no article is its not-found view, a language it has no screen for the back office's 404", async () => {
    const route = "/admin/blogs/translate/[id]/[locale]";
    const shown = (params: Record<string, string>) => view(pageAt(route), users.admin, props(route, params));
    expect(isElementOf(await shown({ id: "abc", locale: "en" }), PostNotFound)).toBe(true);
    expect(isElementOf(await shown({ id: "1", locale: "en-trop" }), NotFoundResponse)).toBe(true);
  });

  it('reads "0{id}" as naming nothing, as the id rule says, even where row {id} exists', async () => {
    const { id } = await createProject(projectSchema.parse(projectInput()), users.admin);
    const route = "/admin/projects/preview/[id]";
    const shown = async (segment: string) => view(pageAt(route), users.admin, props(route, { id: segment }));
    expect(isElementOf(await shown(`0${id}`), ProjectNotFound)).toBe(true);
    const found = await shown(String(id));
    expect(isElementOf(found, ProjectNotFound)).toBe(false);
    expect((found as ReactElement<{ project: { id: number } }>).props.project.id).toBe(id);
  });
});

describe("the activity history with nothing to show", () => {
  // Deliberate difference (README): the spec treats an empty result as the error 'Format de réponse invalide'.
  it("says 'Aucune activité à afficher.' rather than an error", async () => {
    await db.activity.deleteMany();
    const shown = await view(pageAt("/admin/activities"), users.admin);
    expect(isElementOf(shown, LoadError)).toBe(false);
    expect(textOf(shown)).toContain("Aucune activité à afficher.");
    expect(textOf(shown)).not.toContain("Format de réponse invalide");
  });
});
