"use client";

export { PageError as default } from "@/components/site/page-error";
