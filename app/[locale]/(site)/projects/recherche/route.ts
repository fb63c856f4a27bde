import { searchFormRoute } from "@/lib/list-pages";

export const GET = searchFormRoute("/projects");
