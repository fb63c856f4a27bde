import { Suspense } from "react";
import { AdminFrame } from "@/components/admin/admin-frame";
import { NavigationSkeleton, SessionNavigation, SessionTopbar, TopbarSkeleton } from "@/components/admin/shell-session";
import { getSiteSettings } from "@/lib/settings";

/**
 * Every back-office page but login: sidebar, top bar and notification bell. The frame is static; the parts that
 * depend on the user stream in. Each page checks the user and the role itself (adminPage): a layout does not
 * re-render on client navigations, so it cannot be the guard.
 */
export default async function ShellLayout({ children }: LayoutProps<"/admin">) {
  const { companyName } = await getSiteSettings();
  return (
    <AdminFrame
      brand={companyName}
      navigation={
        <Suspense fallback={<NavigationSkeleton />}>
          <SessionNavigation />
        </Suspense>
      }
      topbar={
        <Suspense fallback={<TopbarSkeleton />}>
          <SessionTopbar />
        </Suspense>
      }
    >
      {children}
    </AdminFrame>
  );
}
