import type { Metadata } from "next";
import { ProjectNotFound } from "@/components/admin/projects/project-not-found";
import { ProjectForm } from "@/components/admin/projects/project-form";
import { PageWebVitalsPanel } from "@/components/admin/dashboard/page-web-vitals-panel";
import { PreviewLinksPanel } from "@/components/admin/previews/preview-links-panel";
import { HistoryPanel } from "@/components/admin/revisions/history-panel";
import { LanguageBar } from "@/components/admin/translations/languages";
import { unsavedChangesKey } from "@/components/admin/unsaved-changes/keys";
import { adminPage } from "@/lib/auth/page";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { findByIdParam } from "@/lib/ids";
import { listActivePreviewLinks } from "@/lib/previews";
import { findProject } from "@/lib/projects/admin";
import { listProjectRevisions } from "@/lib/projects/revisions";
import { PROJECT_LOAD_ERROR } from "@/lib/projects/rules";
import { findProjectTranslationStatesOf } from "@/lib/projects/translations";
import {
  compareProjectRevisionsAction,
  createProjectPreviewAction,
  restoreProjectRevisionAction,
  revokeProjectPreviewAction,
  updateProjectAction,
} from "../../actions";

export const metadata: Metadata = { title: "Modifier le projet" };

export default adminPage("/admin/projects/edit/[id]", {
  permission: "projects:write",
  title: "Modifier le projet",
  load: ({ params }) =>
    Promise.all([
      findByIdParam(params.id, findProject),
      findByIdParam(params.id, listProjectRevisions),
      findByIdParam(params.id, (id) => listActivePreviewLinks("project", id)),
      findByIdParam(params.id, findProjectTranslationStatesOf),
    ]),
  loadError: PROJECT_LOAD_ERROR,
  loadErrorToast: { title: "Erreur", description: PROJECT_LOAD_ERROR },
  loadErrorDetail: true,
  render: ([project, revisions, previewLinks, translations]) =>
    project ? (
      <div className="space-y-6">
        <LanguageBar
          kind="projet"
          item={{ ...project, published: project.status === "published", translations: translations ?? [] }}
          current={DEFAULT_LOCALE}
        />
        {/* Keyed by the last save: a restored revision remounts the form with its values. */}
        <ProjectForm key={project.updatedAt} mode="edit" project={project} save={updateProjectAction} />
        <HistoryPanel
          itemId={project.id}
          revisions={revisions ?? []}
          compare={compareProjectRevisionsAction}
          restore={restoreProjectRevisionAction}
          draftKey={unsavedChangesKey("projet", project.id)}
        />
        {project.status !== "draft" && <PageWebVitalsPanel path={`/projects/${project.id}`} />}
        {/* A published project has its public address to share. */}
        {project.status === "draft" && (
          <PreviewLinksPanel
            itemId={project.id}
            links={previewLinks ?? []}
            create={createProjectPreviewAction}
            revoke={revokeProjectPreviewAction}
          />
        )}
      </div>
    ) : (
      <ProjectNotFound />
    ),
});
