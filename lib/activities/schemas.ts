import { z } from "@/lib/zod";
import { pageParam } from "@/lib/schemas";

/** The history's address, /admin/activities?page=n. */
export const activityHistoryQuerySchema = z.object({ page: pageParam });
