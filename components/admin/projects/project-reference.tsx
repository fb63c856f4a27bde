import { FrenchReference, ReferenceEntry } from "@/components/admin/translations/french-reference";
import { UserText } from "@/components/admin/user-text";
import type { ProjectView } from "@/lib/projects";
import { PROJECT_DESCRIPTION_LABELS, PROJECT_FIELD_LABELS, TESTIMONIAL_LABELS } from "@/lib/projects/schemas";

const DESCRIPTION_KEYS = Object.keys(PROJECT_DESCRIPTION_LABELS) as (keyof typeof PROJECT_DESCRIPTION_LABELS)[];

/** A text of the project, or 'Non renseigné' for an optional one left empty. */
function TextOrNone({ children }: { children: string | null | undefined }) {
  return children ? <UserText className="whitespace-pre-line">{children}</UserText> : <em>Non renseigné</em>;
}

/**
 * The project's translation editor's French column: the texts a translation has of its own (title, the four texts,
 * duration, team, the testimonial with its author, whose name the translation shares).
 */
export function ProjectReference({ project }: { project: ProjectView }) {
  const { testimonial } = project;
  return (
    <FrenchReference kind="projet" itemId={project.id}>
      <ReferenceEntry label={PROJECT_FIELD_LABELS.title}>
        <TextOrNone>{project.title}</TextOrNone>
      </ReferenceEntry>
      {DESCRIPTION_KEYS.map((key) => (
        <ReferenceEntry key={key} label={PROJECT_DESCRIPTION_LABELS[key]}>
          <TextOrNone>{project.description[key]}</TextOrNone>
        </ReferenceEntry>
      ))}
      <ReferenceEntry label={PROJECT_FIELD_LABELS.duration}>
        <TextOrNone>{project.duration}</TextOrNone>
      </ReferenceEntry>
      <ReferenceEntry label={PROJECT_FIELD_LABELS.teamSize}>
        <TextOrNone>{project.teamSize}</TextOrNone>
      </ReferenceEntry>
      <ReferenceEntry label={TESTIMONIAL_LABELS.content}>
        <TextOrNone>{testimonial?.content}</TextOrNone>
      </ReferenceEntry>
      {testimonial && (
        <ReferenceEntry label={TESTIMONIAL_LABELS.author}>
          <TextOrNone>{testimonial.author}</TextOrNone>
        </ReferenceEntry>
      )}
      {testimonial && (
        <ReferenceEntry label={TESTIMONIAL_LABELS.position}>
          <TextOrNone>{testimonial.position}</TextOrNone>
        </ReferenceEntry>
      )}
    </FrenchReference>
  );
}
