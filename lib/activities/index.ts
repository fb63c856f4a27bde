import "server-only";
import { db, type DbClient } from "@/lib/db";
import type { ActivityType } from "@/lib/generated/prisma/enums";

export interface NewActivity {
  type: ActivityType;
  title: string;
  description?: string | null;
  /** The blog post, project, user or form conversion concerned. */
  targetId?: number | null;
  /** The signed-in user who acted; none for visitors' actions. */
  actorId?: number | null;
}

/** Records an activity; pass the transaction's client to record it with the change it describes. */
export function recordActivity(activity: NewActivity, client: DbClient = db) {
  return client.activity.create({
    data: {
      type: activity.type,
      title: activity.title.slice(0, 300),
      description: activity.description?.slice(0, 1000) ?? null,
      targetId: activity.targetId ?? null,
      actorId: activity.actorId ?? null,
    },
  });
}
