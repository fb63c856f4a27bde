import "server-only";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import { db, type DbClient } from "@/lib/db";
import type { LeadStage } from "@/lib/generated/prisma/enums";
import { LEAD_STAGE_LABELS } from "@/lib/leads/rules";
import type { MoveLeadStageInput } from "@/lib/leads/schemas";
import { readConversionData } from "@/lib/messages/rules";

/** A request's place in the pipeline, as the detail and the board show it after a change. */
export interface LeadStageView {
  id: number;
  stage: LeadStage;
  stageChangedAt: string | null;
  lostReason: string | null;
}

const NOT_FOUND = "Demande introuvable.";
const SPAM_REFUSED = "Cette demande est marquée comme spam : elle ne fait plus partie du pipeline.";

/** The request a pipeline write concerns: 404 when unknown, 409 when it is spam (out of the pipeline). */
async function requirePipelineLead(client: DbClient, id: number) {
  const row = await client.formConversion.findUnique({
    where: { id },
    select: { id: true, stage: true, lostReason: true, spamAt: true, data: true },
  });
  if (!row) throw ApiError.notFound(NOT_FOUND);
  if (row.spamAt) throw ApiError.conflict(SPAM_REFUSED);
  return row;
}

/**
 * Moves a request to another stage: the stage, its date and the lost reason (kept only while lost), a
 * LeadStageChange row and an activity, in one transaction. Moving to the stage it is at only updates the lost reason.
 * The update is conditional on the stage read, so that two people moving one request at once cannot record two
 * changes from the same stage: the second is told to reload.
 */
export async function moveLeadStage(
  id: number,
  input: MoveLeadStageInput,
  actorId: number | null,
): Promise<LeadStageView> {
  return db.$transaction(async (client) => {
    const lead = await requirePipelineLead(client, id);
    const lostReason = input.stage === "lost" ? (input.lostReason ?? null) : null;
    if (lead.stage === input.stage) {
      const row = await client.formConversion.update({
        where: { id },
        data: { lostReason },
        select: { id: true, stage: true, stageChangedAt: true, lostReason: true },
      });
      return { ...row, stageChangedAt: row.stageChangedAt?.toISOString() ?? null };
    }
    const now = new Date();
    const { count } = await client.formConversion.updateMany({
      where: { id, stage: lead.stage, spamAt: null },
      data: { stage: input.stage, stageChangedAt: now, lostReason },
    });
    if (count === 0) throw ApiError.conflict("La demande a changé entre-temps : rechargez la page.");
    await client.leadStageChange.create({
      data: { conversionId: id, fromStage: lead.stage, toStage: input.stage, actorId, createdAt: now },
    });
    await recordActivity(
      {
        type: "form_conversion",
        title: `Demande de ${readConversionData(lead.data).name} passée à l'étape « ${LEAD_STAGE_LABELS[input.stage]} »`,
        description: lostReason,
        targetId: id,
        actorId,
      },
      client,
    );
    return { id, stage: input.stage, stageChangedAt: now.toISOString(), lostReason };
  });
}
