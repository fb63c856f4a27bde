import { isValidElement, type ReactNode } from "react";

/** The text written directly in a rendered tree (not what its function components would render). */
export function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(" ");
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return "";
}

/**
 * The text of a rendered tree with what its function components render, for components that are plain functions
 * of their props (no hook, not async): a Server Component's text without a React renderer.
 */
export function renderedTextOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(renderedTextOf).join(" ");
  if (!isValidElement<{ children?: ReactNode }>(node)) return "";
  if (typeof node.type === "function") return renderedTextOf((node.type as (props: unknown) => ReactNode)(node.props));
  return renderedTextOf(node.props.children);
}
