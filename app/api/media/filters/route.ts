import { adminRoute } from "@/lib/auth";
import { listMediaFilterChoices } from "@/lib/media/library";

/** The choices of the library's filters that are its own, for the pickers' dialog: `{ folders, uploaders }`. */
export const GET = adminRoute("media:write", async () => Response.json(await listMediaFilterChoices()));
