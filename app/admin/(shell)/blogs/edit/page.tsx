import { redirect } from "next/navigation";

/** /admin/blogs/edit without an id: back to the list (spec). */
export default function EditWithoutIdRoute() {
  redirect("/admin/blogs");
}
