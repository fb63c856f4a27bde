import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins classes, the later ones overriding conflicting earlier ones (tailwind-merge): for components whose callers
 * override their classes. tailwind-merge is a sizeable script, so the public site's client components join theirs
 * with `clsx` alone, and pass no conflicting classes.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
