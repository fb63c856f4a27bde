import { readSearchParams } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { exportPersonalData, personalDataFileName } from "@/lib/privacy";
import { privacyExportSchema } from "@/lib/privacy/schemas";

/**
 * GET /api/privacy/export?q=: everything stored about a person (an e-mail address or a visitor id) as one JSON file
 * (GDPR article 20: machine-readable), downloaded as an attachment, never cached.
 */
export const GET = adminRoute("privacy:manage", async (request) => {
  const { q } = readSearchParams(request, privacyExportSchema);
  return new Response(JSON.stringify(await exportPersonalData(q), null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${personalDataFileName()}"`,
      "cache-control": "no-store",
    },
  });
});
