import type { Metadata } from "next";
import { adminPage } from "@/lib/auth/page";
import { postsListPage } from "./list-page";

export const metadata: Metadata = { title: "Articles de blog" };

export default adminPage("/admin/blogs", postsListPage);
