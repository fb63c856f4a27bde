import { redirect } from "next/navigation";
import { PROJECTS_PATH } from "@/components/admin/projects/paths";

/** The edit address without an id names no project: back to the list. */
export default function EditWithoutIdPage() {
  redirect(PROJECTS_PATH);
}
