import { ListIcon } from "lucide-react";
import type { Metadata } from "next";
import { PipelineBoard } from "@/components/admin/leads/pipeline-board";
import { LinkButton } from "@/components/admin/link-button";
import { PageHeader } from "@/components/admin/page-header";
import { RefreshButton } from "@/components/admin/refresh-button";
import { adminPage } from "@/lib/auth/page";
import { loadPipelineBoard } from "@/lib/leads/board";
import { moveLeadStageAction } from "../actions";

export const metadata: Metadata = { title: "Pipeline" };

/** /admin/messages/pipeline: the requests by stage (spam excluded), each column's newest cards, count and total. */
export default adminPage("/admin/messages/pipeline", {
  permission: "messages:read",
  title: "Pipeline",
  load: async () => ({ columns: await loadPipelineBoard(), now: new Date().toISOString() }),
  loadError: "Impossible de charger le pipeline. Veuillez réessayer plus tard.",
  render: ({ columns, now }, { title, can }) => (
    <>
      <PageHeader
        title={title}
        description="Les demandes par étape, de la première prise de contact à la signature. Glissez une carte vers une autre colonne, ou utilisez son menu « Déplacer vers… »."
        actions={
          <>
            <LinkButton href="/admin/messages" icon={ListIcon}>
              Liste des messages
            </LinkButton>
            <RefreshButton />
          </>
        }
      />
      <PipelineBoard columns={columns} canWrite={can("messages:write")} move={moveLeadStageAction} now={now} />
    </>
  ),
});
