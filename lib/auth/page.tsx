import "server-only";
import { STATUS_CODES } from "node:http";
import { unstable_rethrow } from "next/navigation";
import type { ReactNode } from "react";
import { AccessDenied } from "@/components/admin/access-denied";
import { LoadError, type LoadErrorToast } from "@/components/admin/load-error";
import { toApiError } from "@/lib/api";
import { requireUser } from "@/lib/auth/guard";
import { can, type Permission } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session";

/** A back-office page's address as its folders spell it (route groups left out): "/admin/projects/edit/[id]". */
export type AdminPath = `/admin${string}`;

/** The params of a route spelled like Next's folders: "/admin/projects/edit/[id]" → { id: string }. */
export type RouteParams<Route extends string> = Route extends `${string}[${infer Name}]${infer Rest}`
  ? { [Key in Name]: string } & RouteParams<Rest>
  : Record<never, never>;

export type SearchParams = Record<string, string | string[] | undefined>;

/** What `load` is given: the page's params and query, already awaited, and the signed-in user. */
export interface AdminPageRequest<Route extends string> {
  params: RouteParams<Route>;
  searchParams: SearchParams;
  user: SessionUser;
}

/** What `render` is given beside the data. */
export interface AdminPageContext {
  user: SessionUser;
  /** Whether the user's role has `permission`: to hide what it may not do (`canWrite={can("blog:write")}`). */
  can: (permission: Permission) => boolean;
}

/** A page that reads data before it shows anything. */
export interface LoadingAdminPage<Route extends string, Data> {
  /** What the role needs to open the page; the others see the access-denied view. */
  permission: Permission;
  /** The page's title: the heading the load-error view keeps, passed to `render` for the screen's own header. */
  title: string;
  /**
   * Reads what the page shows, through lib/ (never Prisma here). It may throw: the page then shows `loadError` with
   * 'Réessayer'. A row that does not exist is not an error: return null and let `render` show its not-found view.
   */
  load: (request: AdminPageRequest<Route>) => Promise<Data>;
  /** The screen's French message when `load` fails (the spec's, e.g. 'Impossible de charger les projets. …'). */
  loadError: string;
  /** The spec's toast for that failure, where it has one, shown beside the inline message. */
  loadErrorToast?: LoadErrorToast;
  /** Show the server's own message under `loadError` (spec: the project form's 'Erreur {status}: {statusText}'). */
  loadErrorDetail?: boolean;
  /** The screen: server components and client components given data, booleans and server actions as props. */
  render: (data: Data, context: AdminPageContext & { title: string }) => ReactNode;
}

/** A page with nothing to read (a creation form, a redirect): `render` gets the params and query itself. */
export interface StaticAdminPage<Route extends string> {
  permission: Permission;
  render: (context: AdminPageContext & AdminPageRequest<Route>) => ReactNode;
}

type AdminPageProps<Route extends string> = {
  params: Promise<RouteParams<Route>>;
  searchParams: Promise<SearchParams>;
};

/** How a page was declared, for tests/integration/admin-pages.test.ts. */
export interface DeclaredAdminPage {
  route: AdminPath;
  permission: Permission;
  /** The page as `user` would get it (the session already checked): what the test renders for each role. */
  view: (user: SessionUser, props: AdminPageProps<string>) => Promise<ReactNode>;
}

/**
 * What the server says of a failed load, as the spec's screens show a failed API call: its French message, or
 * 'Erreur {status}: {statusText}' when it has nothing more to say than an internal error.
 */
function serverMessage(error: unknown): string {
  const apiError = toApiError(error);
  return apiError.status >= 500 && apiError.status !== 503
    ? `Erreur ${apiError.status}: ${STATUS_CODES[apiError.status] ?? "Erreur"}`
    : apiError.message;
}

const declaredPages = new WeakMap<object, DeclaredAdminPage>();

/** The declaration behind a page's default export, or undefined when it was not made with adminPage. */
export function declaredAdminPage(page: unknown): DeclaredAdminPage | undefined {
  return typeof page === "function" ? declaredPages.get(page) : undefined;
}

/**
 * The one door of every back-office page, as `adminRoute` is for route handlers and `adminAction` for server
 * actions: session, then permission, then load, then render.
 *
 *   export default adminPage("/admin/projects/edit/[id]", {
 *     permission: "projects:write",
 *     title: "Modifier le projet",
 *     load: ({ params }) => findByIdParam(params.id, findProject),  // params is typed from the route
 *     loadError: "Impossible de charger le projet. Veuillez réessayer.",
 *     render: (project, { can }) => (project ? <ProjectForm project={project} save={updateProjectAction} /> : <ProjectNotFound />),
 *   });
 *
 * - `route` is the page's address as its folders spell it, without route groups (a test checks it against the
 *   file's place): it types `params` and names the page in the log.
 * - Without a session the visitor goes to the login page (the proxy already sends them there; this catches a deleted
 *   account); a role without `permission` gets the one access-denied view ('Accès refusé').
 * - A `load` that throws is logged once, here, with the page's route, and the page shows the one load-error view: its
 *   `title`, the `loadError` message and 'Réessayer', which renders the page again. redirect() and notFound() pass.
 * - Query strings: `readPageQuery(searchParams, schema)` (lib/search-params.ts); ids in params: `parseId` or
 *   `findByIdParam` (lib/ids.ts): null, so the page's not-found view, for anything that names no row.
 * - Pages load, components show: `render` builds the screen from `data`; client components get server actions as
 *   props from here (see docs/CONTRIBUTING.md).
 *
 * A page with nothing to read gives only `permission` and `render: ({ params, searchParams, user, can }) => …`.
 * tests/integration/admin-pages.test.ts finds every page.tsx under app/admin and fails on one made another way.
 */
export function adminPage<Route extends AdminPath, Data>(
  route: Route,
  page: LoadingAdminPage<Route, Data>,
): (props: AdminPageProps<Route>) => Promise<ReactNode>;
export function adminPage<Route extends AdminPath>(
  route: Route,
  page: StaticAdminPage<Route>,
): (props: AdminPageProps<Route>) => Promise<ReactNode>;
export function adminPage<Route extends AdminPath, Data>(
  route: Route,
  page: LoadingAdminPage<Route, Data> | StaticAdminPage<Route>,
) {
  async function view(user: SessionUser, props: AdminPageProps<Route>): Promise<ReactNode> {
    if (!can(user.role, page.permission)) return <AccessDenied />;
    const context: AdminPageContext = { user, can: (permission) => can(user.role, permission) };
    const request = { params: await props.params, searchParams: await props.searchParams, user };
    if (!("load" in page)) return page.render({ ...context, ...request });
    let data: Data;
    try {
      data = await page.load(request);
    } catch (error) {
      unstable_rethrow(error);
      console.error(`${route}: could not load the page's data:`, error instanceof Error ? error.message : error);
      return (
        <LoadError
          title={page.title}
          message={page.loadError}
          toast={page.loadErrorToast}
          detail={page.loadErrorDetail ? serverMessage(error) : undefined}
        />
      );
    }
    return page.render(data, { ...context, title: page.title });
  }

  const Page = async (props: AdminPageProps<Route>) => view(await requireUser(), props);
  declaredPages.set(Page, {
    route,
    permission: page.permission,
    view: view as DeclaredAdminPage["view"],
  });
  return Page;
}
