import { adminRoute } from "@/lib/auth";
import { loadPipelineBoard } from "@/lib/leads/board";

/**
 * GET /api/leads/board → {success, columns[{stage, count, total, cards[]}]}: the pipeline board's data (spam
 * excluded), a column per stage with its count, its total estimated value in FCFA and its newest cards.
 */
export const GET = adminRoute("messages:read", async () => {
  return Response.json({ success: true, columns: await loadPipelineBoard() });
});
