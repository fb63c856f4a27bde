import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { RedirectsScreen } from "@/components/admin/seo/redirects-screen";
import { adminPage } from "@/lib/auth/page";
import { listMissingPaths, listRedirects } from "@/lib/redirects";
import { addRedirectAction, deleteRedirectAction } from "./actions";

export const metadata: Metadata = { title: "Redirections" };

export default adminPage("/admin/redirects", {
  permission: "settings:write",
  title: "Redirections",
  load: async () => {
    const [redirects, missingPaths] = await Promise.all([listRedirects(), listMissingPaths()]);
    return { redirects, missingPaths };
  },
  loadError: "Impossible de charger les redirections. Veuillez réessayer plus tard.",
  render: ({ redirects, missingPaths }, { title }) => (
    <>
      <PageHeader
        title={title}
        description="Les anciennes adresses du site et celles qu'elles redirigent, et les adresses introuvables les plus demandées."
      />
      <RedirectsScreen
        redirects={redirects}
        missingPaths={missingPaths}
        add={addRedirectAction}
        remove={deleteRedirectAction}
      />
    </>
  ),
});
