"use client";

import {
  FileTextIcon,
  FolderKanbanIcon,
  ImagesIcon,
  KanbanIcon,
  LayoutDashboardIcon,
  Loader2Icon,
  LogOutIcon,
  MailIcon,
  NewspaperIcon,
  SearchIcon,
  SettingsIcon,
  ShieldCheckIcon,
  ShuffleIcon,
  TagsIcon,
  UsersIcon,
} from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useSignOut } from "@/components/admin/sign-out";
import { can, type Permission, type Role } from "@/lib/auth/permissions";
import { cn } from "@/lib/utils";

const NAV_ITEMS: { href: string; label: string; icon: typeof UsersIcon; permission: Permission; also?: string[] }[] = [
  { href: "/admin/dashboard", label: "Tableau de bord", icon: LayoutDashboardIcon, permission: "dashboard:read" },
  {
    href: "/admin/blogs",
    label: "Articles de blog",
    icon: FileTextIcon,
    permission: "blog:read",
    also: ["/admin/blog"],
  },
  { href: "/admin/blog-categories", label: "Catégories de blog", icon: TagsIcon, permission: "categories:read" },
  { href: "/admin/projects", label: "Projets", icon: FolderKanbanIcon, permission: "projects:read" },
  { href: "/admin/media", label: "Médiathèque", icon: ImagesIcon, permission: "media:write" },
  { href: "/admin/messages", label: "Messages", icon: MailIcon, permission: "messages:read" },
  { href: "/admin/messages/pipeline", label: "Pipeline", icon: KanbanIcon, permission: "messages:read" },
  { href: "/admin/newsletter", label: "Newsletter", icon: NewspaperIcon, permission: "newsletter:read" },
  { href: "/admin/users", label: "Utilisateurs", icon: UsersIcon, permission: "users:read" },
  { href: "/admin/settings", label: "Paramètres", icon: SettingsIcon, permission: "settings:read" },
  { href: "/admin/seo", label: "Référencement", icon: SearchIcon, permission: "settings:write" },
  { href: "/admin/redirects", label: "Redirections", icon: ShuffleIcon, permission: "settings:write" },
  { href: "/admin/privacy", label: "Données personnelles", icon: ShieldCheckIcon, permission: "privacy:manage" },
];

const isActive = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The sidebar's links, without those the role may not use, and the logout button. */
export function SidebarNav({ role }: { role: Role }) {
  const pathname = usePathname();
  const { leaving, signOut } = useSignOut();
  const items = NAV_ITEMS.filter((item) => can(role, item.permission));
  // The most specific link is the current one: /admin/messages/pipeline is 'Pipeline', not 'Messages' as well.
  const matchLength = (item: (typeof NAV_ITEMS)[number]) =>
    Math.max(
      0,
      ...[item.href, ...(item.also ?? [])].filter((prefix) => isActive(pathname, prefix)).map((p) => p.length),
    );
  const activeHref = items.reduce<{ href?: string; length: number }>(
    (best, item) => (matchLength(item) > best.length ? { href: item.href, length: matchLength(item) } : best),
    { length: 0 },
  ).href;

  return (
    <nav aria-label="Navigation principale" className="flex flex-1 flex-col gap-1 overflow-y-auto px-3 py-4">
      {items.map(({ href, label, icon: Icon }) => {
        const active = href === activeHref;
        return (
          <Link
            key={href}
            href={href}
            aria-current={active ? "page" : undefined}
            className={cn(
              "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
              active && "bg-accent text-accent-foreground",
            )}
          >
            <Icon className="size-4" aria-hidden />
            {label}
          </Link>
        );
      })}
      <button
        type="button"
        disabled={leaving}
        onClick={signOut}
        className="mt-auto flex items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground disabled:opacity-60"
      >
        {leaving ? (
          <Loader2Icon className="size-4 animate-spin" aria-hidden />
        ) : (
          <LogOutIcon className="size-4" aria-hidden />
        )}
        Déconnexion
      </button>
    </nav>
  );
}
