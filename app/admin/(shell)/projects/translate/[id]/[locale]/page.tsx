import type { Metadata } from "next";
import { ProjectNotFound } from "@/components/admin/projects/project-not-found";
import { ProjectReference } from "@/components/admin/projects/project-reference";
import { ProjectTranslationForm } from "@/components/admin/projects/project-translation-form";
import {
  loadTranslationEditor,
  TranslationEditor,
  UNKNOWN_ADDRESS,
  unknownAddressView,
} from "@/components/admin/translations/translation-editor";
import { translationDraftKey } from "@/components/admin/unsaved-changes/keys";
import { adminPage } from "@/lib/auth/page";
import { findProject } from "@/lib/projects/admin";
import { listProjectTranslationRevisions } from "@/lib/projects/revisions";
import { PROJECT_LOAD_ERROR } from "@/lib/projects/rules";
import { findProjectTranslation, findProjectTranslationStatesOf } from "@/lib/projects/translations";
import {
  compareProjectTranslationRevisionsAction,
  deleteProjectTranslationAction,
  restoreProjectTranslationRevisionAction,
  saveProjectTranslationAction,
} from "../../../actions";

export const metadata: Metadata = { title: "Traduire le projet" };

export default adminPage("/admin/projects/translate/[id]/[locale]", {
  permission: "projects:write",
  title: "Traduire le projet",
  // As the article's translation editor: a language projects are not translated into is no screen of the back office
  // (its 404); an id that names no project is the project's not-found view, as for the project's own editor.
  load: ({ params }) =>
    loadTranslationEditor(params, async (id, locale) => {
      const [project, translations, translation, revisions] = await Promise.all([
        findProject(id),
        findProjectTranslationStatesOf(id),
        findProjectTranslation(id, locale),
        listProjectTranslationRevisions(id, locale),
      ]);
      return project && { project, translations, locale, translation, revisions };
    }),
  loadError: PROJECT_LOAD_ERROR,
  loadErrorToast: { title: "Erreur", description: PROJECT_LOAD_ERROR },
  loadErrorDetail: true,
  render: (editor, { title }) => {
    if (editor === UNKNOWN_ADDRESS) return unknownAddressView();
    if (!editor) return <ProjectNotFound />;
    const { project, translations, locale, translation, revisions } = editor;
    // One key for the form's unsaved values and the history, whose restore makes them stale.
    const draftKey = translationDraftKey("projet", project.id, locale);
    return (
      <TranslationEditor
        kind="projet"
        item={{ ...project, published: project.status === "published", translations }}
        title={title}
        locale={locale}
        translation={translation}
        revisions={revisions}
        draftKey={draftKey}
        remove={deleteProjectTranslationAction}
        compare={compareProjectTranslationRevisionsAction}
        restore={restoreProjectTranslationRevisionAction}
        reference={<ProjectReference project={project} />}
        form={
          <ProjectTranslationForm
            key={translation?.updatedAt ?? "new"}
            projectId={project.id}
            shareImage={project.socialImage ?? project.images[project.featuredImageIndex] ?? project.images[0] ?? null}
            locale={locale}
            translation={translation}
            draftKey={draftKey}
            save={saveProjectTranslationAction}
          />
        }
      />
    );
  },
});
