import { adminRoute } from "@/lib/auth";
import { dashboardStats } from "@/lib/dashboard";

/** Spec: GET /dashboard/stats → {projects, blogPosts, users, messages}. */
export const GET = adminRoute("dashboard:read", async () => Response.json(await dashboardStats()));
