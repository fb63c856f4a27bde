import "server-only";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import { can, ROLES } from "@/lib/auth/permissions";
import { formatShortDate, siteDay, siteDayStart } from "@/lib/dates";
import { db, type DbClient, type Prisma } from "@/lib/db";
import type { LeadStage } from "@/lib/generated/prisma/enums";
import { formatFcfa, LEAD_STAGE_LABELS, OPEN_LEAD_STAGES } from "@/lib/leads/rules";
import type { MoveLeadStageInput } from "@/lib/leads/schemas";
import { messageFields, RECEIVED_STATUSES, readConversionData } from "@/lib/messages/rules";
import { sumTotals } from "@/lib/messages/totals";

/** A request's place in the pipeline, as the detail and the board show it after a change. */
export interface LeadStageView {
  id: number;
  stage: LeadStage;
  stageChangedAt: string | null;
  lostReason: string | null;
}

const NOT_FOUND = "Demande introuvable.";
const SPAM_REFUSED = "Cette demande est marquée comme spam : elle ne fait plus partie du pipeline.";

const leadSelect = { id: true, stage: true, lostReason: true, spamAt: true, data: true } as const;

/** The request a write concerns: 404 when unknown. */
async function requireLead(client: DbClient, id: number) {
  const row = await client.formConversion.findUnique({ where: { id }, select: leadSelect });
  if (!row) throw ApiError.notFound(NOT_FOUND);
  return row;
}

/** The request a pipeline write concerns: 404 when unknown, 409 when it is spam (out of the pipeline). */
async function requirePipelineLead(client: DbClient, id: number) {
  const row = await requireLead(client, id);
  if (row.spamAt) throw ApiError.conflict(SPAM_REFUSED);
  return row;
}

const leadName = (lead: { data: unknown }) => readConversionData(lead.data).name;

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
        title: `Demande de ${leadName(lead)} passée à l'étape « ${LEAD_STAGE_LABELS[input.stage]} »`,
        description: lostReason,
        targetId: id,
        actorId,
      },
      client,
    );
    return { id, stage: input.stage, stageChangedAt: now.toISOString(), lostReason };
  });
}

/** A staff account a request can be assigned to. */
export interface LeadOwner {
  id: number;
  username: string;
}

const OWNER_ROLES = ROLES.filter((role) => can(role, "messages:read"));

/** The accounts that may own a request: those whose role reads messages, by name. */
export function listLeadOwners(): Promise<LeadOwner[]> {
  return db.user.findMany({
    where: { role: { in: [...OWNER_ROLES] } },
    orderBy: { username: "asc" },
    select: { id: true, username: true },
  });
}

/** Assigns a request to a staff account (or to nobody), with its activity. */
export async function assignLead(
  id: number,
  ownerId: number | null,
  actorId: number | null,
): Promise<LeadOwner | null> {
  return db.$transaction(async (client) => {
    const lead = await requirePipelineLead(client, id);
    const owner = ownerId
      ? await client.user.findUnique({ where: { id: ownerId }, select: { id: true, username: true, role: true } })
      : null;
    if (ownerId && !owner) throw ApiError.badRequest("Compte introuvable.", { ownerId: ["Compte introuvable."] });
    if (owner && !can(owner.role, "messages:read"))
      throw ApiError.badRequest("Ce compte ne peut pas lire les messages.", {
        ownerId: ["Ce compte ne peut pas lire les messages."],
      });
    await client.formConversion.update({ where: { id }, data: { ownerId: owner?.id ?? null } });
    await recordActivity(
      {
        type: "form_conversion",
        title: owner
          ? `Demande de ${leadName(lead)} attribuée à ${owner.username}`
          : `Demande de ${leadName(lead)} sans responsable`,
        targetId: id,
        actorId,
      },
      client,
    );
    return owner && { id: owner.id, username: owner.username };
  });
}

/** Sets the estimated value in FCFA (or clears it), with its activity. */
export async function setLeadValue(
  id: number,
  estimatedValue: number | null,
  actorId: number | null,
): Promise<{ estimatedValue: number | null }> {
  return db.$transaction(async (client) => {
    const lead = await requirePipelineLead(client, id);
    await client.formConversion.update({ where: { id }, data: { estimatedValue } });
    await recordActivity(
      {
        type: "form_conversion",
        title: `Valeur estimée de la demande de ${leadName(lead)} : ${estimatedValue === null ? "non renseignée" : formatFcfa(estimatedValue)}`,
        targetId: id,
        actorId,
      },
      client,
    );
    return { estimatedValue };
  });
}

/** An internal note as the detail's timeline shows it. */
export interface LeadNoteView {
  id: number;
  content: string;
  author: string | null;
  createdAt: string;
}

/** Adds an internal note (staff only: no mail, no public answer carries it), with its activity. */
export async function addLeadNote(id: number, content: string, authorId: number | null): Promise<LeadNoteView> {
  return db.$transaction(async (client) => {
    const lead = await requireLead(client, id);
    const note = await client.leadNote.create({
      data: { conversionId: id, authorId, content },
      include: { author: { select: { username: true } } },
    });
    await recordActivity(
      {
        type: "form_conversion",
        title: `Note ajoutée à la demande de ${leadName(lead)}`,
        targetId: id,
        actorId: authorId,
      },
      client,
    );
    return {
      id: note.id,
      content: note.content,
      author: note.author?.username ?? null,
      createdAt: note.createdAt.toISOString(),
    };
  });
}

/** Sets the follow-up day ('YYYY-MM-DD', Abidjan) or clears it, with its activity. */
export async function setLeadFollowUp(
  id: number,
  followUpOn: string | null,
  actorId: number | null,
): Promise<{ followUpOn: string | null }> {
  return db.$transaction(async (client) => {
    const lead = await requirePipelineLead(client, id);
    const followUpAt = followUpOn ? siteDayStart(followUpOn) : null;
    await client.formConversion.update({ where: { id }, data: { followUpAt } });
    await recordActivity(
      {
        type: "form_conversion",
        title: followUpAt
          ? `Relance de la demande de ${leadName(lead)} prévue le ${formatShortDate(followUpAt)}`
          : `Relance de la demande de ${leadName(lead)} retirée`,
        targetId: id,
        actorId,
      },
      client,
    );
    return { followUpOn };
  });
}

/**
 * Marks a request as spam (it leaves the pipeline: the board, the stage figures, the default inbox list) or puts it
 * back where it was; its stage, owner and history are kept. The spec's status is not touched.
 */
export async function setLeadSpam(id: number, spam: boolean, actorId: number | null): Promise<{ spam: boolean }> {
  return db.$transaction(async (client) => {
    const lead = await requireLead(client, id);
    if (Boolean(lead.spamAt) === spam) return { spam };
    await client.formConversion.update({ where: { id }, data: { spamAt: spam ? new Date() : null } });
    await recordActivity(
      {
        type: "form_conversion",
        title: spam
          ? `Demande de ${leadName(lead)} marquée comme spam`
          : `Demande de ${leadName(lead)} remise dans le pipeline (pas un spam)`,
        targetId: id,
        actorId,
      },
      client,
    );
    return { spam };
  });
}

/** Requests in the pipeline: received (sent by a visitor, completed or processed), not spam. */
export const pipelineWhere = {
  status: { in: [...RECEIVED_STATUSES] },
  spamAt: null,
} satisfies Prisma.FormConversionWhereInput;

/** A request as the bell lists it. */
export interface LeadReminder {
  id: number;
  name: string;
  subject: string;
  stage: LeadStage;
  /** The follow-up day, 'YYYY-MM-DD' (Abidjan). */
  followUpOn: string | null;
  /** Its follow-up day has passed. */
  overdue: boolean;
  createdAt: string;
}

const reminderSelect = {
  id: true,
  formType: true,
  email: true,
  data: true,
  stage: true,
  followUpAt: true,
  createdAt: true,
  completedAt: true,
} as const;

function toReminder(
  row: Prisma.FormConversionGetPayload<{ select: typeof reminderSelect }>,
  today: Date,
): LeadReminder {
  const { name, subject } = messageFields(row);
  return {
    id: row.id,
    name,
    subject,
    stage: row.stage,
    followUpOn: row.followUpAt ? siteDay(row.followUpAt) : null,
    overdue: Boolean(row.followUpAt && row.followUpAt < today),
    createdAt: (row.completedAt ?? row.createdAt).toISOString(),
  };
}

/** How many requests `where` selects (`count`), and the first `limit` of them in `orderBy`'s order, as the bell lists them. */
async function listReminders(
  where: Prisma.FormConversionWhereInput,
  orderBy: Prisma.FormConversionOrderByWithRelationInput[],
  { now, limit, count, client = db }: { now: Date; limit: number; count: Promise<number>; client?: DbClient },
): Promise<{ count: number; leads: LeadReminder[] }> {
  const today = siteDayStart(siteDay(now));
  const [total, rows] = await Promise.all([
    count,
    client.formConversion.findMany({ where, orderBy, take: limit, select: reminderSelect }),
  ]);
  return { count: total, leads: rows.map((row) => toReminder(row, today)) };
}

/**
 * The follow-ups due ('À relancer aujourd'hui'): requests still being worked on (not won, lost or spam) whose
 * follow-up day is today or has passed (overdue ones first, the oldest first), in Abidjan time.
 */
export function followUpsDue(
  now: Date,
  limit = 50,
  client: DbClient = db,
): Promise<{ count: number; leads: LeadReminder[] }> {
  const tomorrow = new Date(siteDayStart(siteDay(now)).getTime() + 86_400_000);
  const where = { ...pipelineWhere, stage: { in: [...OPEN_LEAD_STAGES] }, followUpAt: { lt: tomorrow } };
  // Counted by an index-only scan (its index holds the filters): it changes with the day, no total can keep it.
  return listReminders(where, [{ followUpAt: "asc" }, { id: "asc" }], {
    now,
    limit,
    client,
    count: client.formConversion.count({ where }),
  });
}

/** The open requests assigned to an account, newest first: its bell's 'Mes demandes'. */
export function listAssignedLeads(
  ownerId: number,
  now: Date,
  limit: number,
): Promise<{ count: number; leads: LeadReminder[] }> {
  return listReminders(
    { ...pipelineWhere, ownerId, stage: { in: [...OPEN_LEAD_STAGES] } },
    [{ createdAt: "desc" }, { id: "desc" }],
    {
      now,
      limit,
      count: sumTotals({ statuses: RECEIVED_STATUSES, spam: false, ownerId, stages: OPEN_LEAD_STAGES }).then(
        (totals) => totals.count,
      ),
    },
  );
}

/** Where a request came from: its form's page, and its visit's first page, referrer, UTM and place (never the IP). */
export interface LeadSource {
  landingPage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  country: string | null;
  city: string | null;
}

/** A stage change as the timeline shows it. */
export interface LeadStageChangeView {
  id: number;
  from: LeadStage | null;
  to: LeadStage;
  author: string | null;
  createdAt: string;
}

/** The pipeline side of a request's detail. */
export interface LeadPipeline {
  stage: LeadStage;
  stageChangedAt: string | null;
  lostReason: string | null;
  estimatedValue: number | null;
  owner: LeadOwner | null;
  /** 'YYYY-MM-DD' (Abidjan). */
  followUpOn: string | null;
  spam: boolean;
  source: LeadSource;
  notes: LeadNoteView[];
  stageChanges: LeadStageChangeView[];
}

/** The pipeline of one request: stage, value, owner, follow-up, spam, source, notes and stage changes (oldest first). */
export async function findLeadPipeline(id: number): Promise<LeadPipeline | null> {
  const row = await db.formConversion.findUnique({
    where: { id },
    select: {
      stage: true,
      stageChangedAt: true,
      lostReason: true,
      estimatedValue: true,
      followUpAt: true,
      spamAt: true,
      landingPage: true,
      referrer: true,
      utmSource: true,
      utmMedium: true,
      utmCampaign: true,
      country: true,
      city: true,
      owner: { select: { id: true, username: true } },
      notes: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        include: { author: { select: { username: true } } },
      },
      stageChanges: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        include: { actor: { select: { username: true } } },
      },
    },
  });
  if (!row) return null;
  return {
    stage: row.stage,
    stageChangedAt: row.stageChangedAt?.toISOString() ?? null,
    lostReason: row.lostReason,
    estimatedValue: row.estimatedValue,
    owner: row.owner,
    followUpOn: row.followUpAt ? siteDay(row.followUpAt) : null,
    spam: row.spamAt !== null,
    source: {
      landingPage: row.landingPage,
      referrer: row.referrer,
      utmSource: row.utmSource,
      utmMedium: row.utmMedium,
      utmCampaign: row.utmCampaign,
      country: row.country,
      city: row.city,
    },
    notes: row.notes.map((note) => ({
      id: note.id,
      content: note.content,
      author: note.author?.username ?? null,
      createdAt: note.createdAt.toISOString(),
    })),
    stageChanges: row.stageChanges.map((change) => ({
      id: change.id,
      from: change.fromStage,
      to: change.toStage,
      author: change.actor?.username ?? null,
      createdAt: change.createdAt.toISOString(),
    })),
  };
}
