import type { NextRequest } from "next/server";
import { CROSS_SITE_REFUSAL, isSameOriginRequest } from "@/lib/auth/origin";

// Server-action requests, checked by proxy.ts before Next.js decodes them (not server-only: the proxy imports it).
//
// Why: Next.js registers every "use cache" function as a server reference (so that a client component may import a
// cached module and call it), lists it in the same manifest as the server actions, and its action handler runs
// whatever id of that manifest a POST names, with the arguments the caller chose. No cached function here is meant
// to be called from outside, so a request naming one is refused: its id says what it is (the first byte's high bit,
// Next.js's `extractInfoFromServerReferenceId`). And a body Next.js cannot decode, an origin it refuses or a body
// over its limit make it answer 500: such requests are refused here first, with a 4xx and a French message.
//
// The arguments are checked against the form React's `encodeReply` gives them (positive validation): a JSON array of
// plain values, in which a string starting with `$` is one of the few tags a form's values produce, or a reference to
// a part the body holds. Nothing deeper than `MAX_DEPTH`, no server reference or stream as an argument.

/** Next.js's default `serverActions.bodySizeLimit`. */
export const SERVER_ACTION_BODY_LIMIT = 1024 * 1024;
const MAX_DEPTH = 64;
const MAX_ARGUMENTS = 1000;
const REFERENCE_ID = /^[0-9a-f]{42}$/i;

export type ServerReferenceKind = "action" | "use-cache";

/** What a server reference id names (its first byte's high bit), or null when it is not an id at all. */
export function serverReferenceKind(id: string): ServerReferenceKind | null {
  if (!REFERENCE_ID.test(id)) return null;
  return (parseInt(id.slice(0, 2), 16) & 0x80) !== 0 ? "use-cache" : "action";
}

/** Whether `request` may be a server action (a call with Next-Action, or a form posted without scripts). */
export function mayBeServerAction(request: NextRequest): boolean {
  return request.method === "POST" && (request.headers.has("next-action") || isMultipart(request));
}

const isMultipart = (request: NextRequest) =>
  request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data") ?? false;

export interface Refusal {
  status: 400 | 403 | 404 | 413;
  message: string;
}

const INVALID = "Requête invalide : les données envoyées ne peuvent pas être lues.";
const refusal = (status: Refusal["status"], message = INVALID): Refusal => ({ status, message });

/** Why a possible server-action request must not reach Next.js, or null when it may. */
export async function serverActionRefusal(request: NextRequest): Promise<Refusal | null> {
  if (!isSameOriginRequest(request)) return refusal(403, CROSS_SITE_REFUSAL);
  if (Number(request.headers.get("content-length") ?? 0) > SERVER_ACTION_BODY_LIMIT)
    return refusal(413, "La requête est trop volumineuse.");
  const actionId = request.headers.get("next-action");
  if (actionId !== null) {
    const kind = serverReferenceKind(actionId);
    if (kind === null) return refusal(400);
    if (kind === "use-cache") return refusal(404, "Action introuvable.");
  }
  const body = await request.clone().arrayBuffer();
  if (body.byteLength > SERVER_ACTION_BODY_LIMIT) return refusal(413, "La requête est trop volumineuse.");
  if (!isMultipart(request)) {
    // Without Next-Action, a body that is not multipart is no action: Next.js renders the page.
    if (actionId === null) return null;
    return replyIsValid("0", new Map([["0", new TextDecoder().decode(body)]])) ? null : refusal(400);
  }
  let form: FormData;
  try {
    form = await new Request("http://form.invalid/", {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type")! },
      body,
    }).formData();
  } catch {
    return refusal(400);
  }
  if (actionId !== null) return replyIsValid("0", textFields(form, "")) ? null : refusal(400);
  return formActionRefusal(form);
}

/** The text fields of `form` whose names start with `prefix`, by the rest of their names. */
function textFields(form: FormData, prefix: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [name, value] of form.entries())
    if (name.startsWith(prefix) && typeof value === "string") fields.set(name.slice(prefix.length), value);
  return fields;
}

/**
 * A form posted without scripts (React's `decodeAction`): `$ACTION_ID_<id>` names the action; `$ACTION_REF_<n>`
 * points at `$ACTION_<n>:0`, `{ id, bound }`, whose bound arguments are a reply under the prefix `$ACTION_<n>:`.
 */
function formActionRefusal(form: FormData): Refusal | null {
  for (const name of new Set(form.keys())) {
    if (!name.startsWith("$ACTION_")) continue;
    if (name.startsWith("$ACTION_ID_")) {
      const kind = serverReferenceKind(name.slice("$ACTION_ID_".length));
      if (kind !== "action") return kind === null ? refusal(400) : refusal(404, "Action introuvable.");
    } else if (name.startsWith("$ACTION_REF_")) {
      const prefix = `$ACTION_${name.slice("$ACTION_REF_".length)}:`;
      const parts = textFields(form, prefix);
      let descriptor: unknown;
      try {
        descriptor = JSON.parse(parts.get("0") ?? "");
      } catch {
        return refusal(400);
      }
      const { id, bound } = (descriptor ?? {}) as { id?: unknown; bound?: unknown };
      if (typeof id !== "string") return refusal(400);
      const kind = serverReferenceKind(id);
      if (kind !== "action") return kind === null ? refusal(400) : refusal(404, "Action introuvable.");
      if (bound !== null && bound !== undefined) {
        const hex = typeof bound === "string" ? /^\$@([0-9a-f]+)$/i.exec(bound)?.[1] : undefined;
        const target = hex === undefined ? undefined : String(parseInt(hex, 16));
        if (!target || !parts.has(target) || !replyIsValid(target, parts)) return refusal(400);
      }
    }
  }
  return null;
}

// Tags of React's reply format that stand for a value by themselves (escaped string, undefined, NaN, ±Infinity, -0,
// a date, a bigint, an opaque temporary reference) or for a part of the body (an outlined object, a promise, a Map,
// a Set, an iterator, a FormData). Server references, typed arrays, blobs and streams (`$h`, `$A`…, `$B`, `$R`…)
// are no form's values: refused.
const INLINE_TAG = /^\$(\$|u|N|I|-0$|-Infinity$|D|n\d{1,300}$|T$)/;
const REFUSED_TAG = /^\$[AOoUSsLlGgMmVBRrXxhH]/;
const PART_TAG = /^\$([@QWiK]?)([0-9a-f]+)(:|$)/i;

/**
 * Whether the part `root` of a reply (and every part it refers to) is what `encodeReply` makes of plain values: JSON,
 * the root an array of arguments, nothing deeper than MAX_DEPTH, and only the tags above, whose parts exist.
 */
function replyIsValid(root: string, parts: Map<string, string>): boolean {
  const seen = new Set<string>();
  const pending = [root];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    let value: unknown;
    try {
      value = JSON.parse(parts.get(name) ?? "");
    } catch {
      return false;
    }
    if (name === root && (!Array.isArray(value) || value.length > MAX_ARGUMENTS)) return false;
    const stack: [unknown, number][] = [[value, 0]];
    while (stack.length > 0) {
      const [node, depth] = stack.pop()!;
      if (depth > MAX_DEPTH) return false;
      if (typeof node === "string") {
        if (!node.startsWith("$") || INLINE_TAG.test(node)) continue;
        const reference = REFUSED_TAG.test(node) ? null : PART_TAG.exec(node);
        if (!reference) return false;
        const [, tag, hex] = reference;
        // A FormData's entries are fields named `<id>_<key>`; the others are parts named by their id in decimal.
        if (tag === "K") continue;
        const part = String(parseInt(hex!, 16));
        if (!parts.has(part)) return false;
        pending.push(part);
      } else if (node !== null && typeof node === "object") {
        for (const child of Object.values(node)) stack.push([child, depth + 1]);
      }
    }
  }
  return true;
}
