import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { NextRequest } from "next/server";
import { z } from "@/lib/zod";
import { Prisma } from "@/lib/db";
import { parseId } from "@/lib/ids";
import { firstValues } from "@/lib/search-params";

/**
 * The one error type of the JSON API: an HTTP status and a French message for the user.
 * Route handlers throw it (or let zod and Prisma errors through); `apiRoute` turns it into JSON.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: {
      fieldErrors?: Record<string, string[]>;
      retryAfterSeconds?: number;
      /** More fields of the JSON answer (the login's next step). */
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  static badRequest(message = "Requête invalide.", fieldErrors?: Record<string, string[]>) {
    return new ApiError(400, message, { fieldErrors });
  }
  static unauthorized(message = "Authentification requise.") {
    return new ApiError(401, message);
  }
  static forbidden(message = "Vous n'avez pas les droits nécessaires pour cette action.") {
    return new ApiError(403, message);
  }
  static notFound(message = "Ressource introuvable.") {
    return new ApiError(404, message);
  }
  static conflict(message: string) {
    return new ApiError(409, message);
  }
  /** A JSON body over its byte limit: bad input like any other (400), as the public forms' issue asks. */
  static bodyTooLarge(message = "La requête est trop volumineuse.") {
    return new ApiError(400, message);
  }
  static tooManyRequests(
    retryAfterSeconds: number,
    message = "Trop de tentatives. Veuillez réessayer dans quelques minutes.",
  ) {
    return new ApiError(429, message, { retryAfterSeconds });
  }
  /** A body that is not JSON: a page of another site can send text/plain without a preflight, never JSON. */
  static unsupportedMediaType(
    message = "Le corps de la requête doit être envoyé en JSON, encodé en UTF-8 (Content-Type: application/json).",
  ) {
    return new ApiError(415, message);
  }
  static unavailable(message = "Le service est momentanément indisponible. Veuillez réessayer plus tard.") {
    return new ApiError(503, message);
  }
}

/**
 * The JSON of an error. It carries the message under both keys the spec's clients read:
 * `{ success: false, message }` (forms, messages) and `{ error }` (login).
 */
export function errorResponse(error: ApiError): Response {
  const { fieldErrors, retryAfterSeconds, details } = error.extra;
  return Response.json(
    {
      success: false,
      message: error.message,
      error: error.message,
      ...(fieldErrors ? { fieldErrors } : {}),
      ...details,
    },
    { status: error.status, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined },
  );
}

// Prisma connection errors, socket errors, and PostgreSQL refusing connections or ending them (administrator
// command, crash, shutdown, not accepting, starting up, too many).
const UNREACHABLE_DATABASE_CODES = new Set([
  "P1001",
  "P1002",
  "P1008",
  "P1017",
  "P2024",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "55000",
  "53300",
]);

// What Prisma's pg adapter calls the same failures (meta.driverAdapterError.cause.kind).
const UNREACHABLE_DATABASE_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);

// Errors the pg driver raises without a code: a connection that broke under a query, or a pool that could not
// connect in time.
const UNREACHABLE_DATABASE_MESSAGES =
  /ECONNREFUSED|Connection terminated|connect ETIMEDOUT|Can't reach database|is not queryable|timeout exceeded when trying to connect|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery)/i;

/** Prisma's "Unable to start a transaction in the given time". */
const TRANSACTION_NOT_STARTED = "P2028";

/** What an unexpected error means for the client: a 4xx or 503 when we can tell, else a 500. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) return zodError(error);
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return ApiError.notFound();
    if (error.code === "P2002") return ApiError.conflict("Cette valeur est déjà utilisée.");
    // A transaction that could not start in time (every connection busy, or the server's thread too late to take
    // one): nothing was written, and the same request a moment later goes through.
    if (error.code === TRANSACTION_NOT_STARTED)
      return new ApiError(503, ApiError.unavailable().message, { retryAfterSeconds: 1 });
  }
  if (isDatabaseUnavailable(error)) return ApiError.unavailable();
  console.error("Unexpected API error:", error);
  return new ApiError(500, "Une erreur interne est survenue. Veuillez réessayer plus tard.");
}

/**
 * Whether an error means the database cannot be reached or dropped the connection: the error, its causes, and the
 * driver error Prisma keeps under `meta.driverAdapterError` (where a shutdown's 57P01 arrives as P2039 or P2010).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 10; seen += 1) {
    const current = pending.shift();
    if (!current || typeof current !== "object") continue;
    if (current instanceof Prisma.PrismaClientInitializationError) return true;
    const { code, originalCode, kind, message, cause, meta } = current as Record<string, unknown>;
    for (const value of [code, originalCode])
      if (typeof value === "string" && UNREACHABLE_DATABASE_CODES.has(value)) return true;
    if (typeof kind === "string" && UNREACHABLE_DATABASE_KINDS.has(kind)) return true;
    if (typeof message === "string" && UNREACHABLE_DATABASE_MESSAGES.test(message)) return true;
    pending.push(cause, (meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError);
  }
  return false;
}

export function zodError(error: z.ZodError): ApiError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return ApiError.badRequest(error.issues[0]?.message ?? "Requête invalide.", fieldErrors);
}

/** The Cache-Control of every answer that depends on who asks: no cache, shared or the browser's, keeps it. */
export const PRIVATE_NO_STORE = "private, no-store";

const privateRequests = new WeakSet<Request>();

/**
 * Marks the answer to `request` as private: apiRoute sends it, success or error, with `Cache-Control: private,
 * no-store`. requirePermission marks every request it checks (adminRoute, public reads asked for ?admin=true), and
 * the sign-in endpoints mark theirs, so this is the one place where authenticated answers get the header.
 */
export function markPrivate(request: Request): void {
  privateRequests.add(request);
}

/** `response` with `Cache-Control: private, no-store` (for handlers outside apiRoute, such as NextAuth's). */
export function noStore(response: Response): Response {
  response.headers.set("Cache-Control", PRIVATE_NO_STORE);
  return response;
}

/** Wraps a route handler so that every failure becomes the JSON of an ApiError: never a bare 500. */
export function apiRoute<Context>(handler: (request: NextRequest, context: Context) => Promise<Response>) {
  return async (request: NextRequest, context: Context): Promise<Response> => {
    let response: Response;
    try {
      response = await handler(request, context);
    } catch (error) {
      // Next.js's own signals (a GET handler that reads cookies stops being prerendered, redirect()…) pass through.
      unstable_rethrow(error);
      response = errorResponse(toApiError(error));
    }
    return privateRequests.has(request) ? noStore(response) : response;
  };
}

export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Whether the request says its body is JSON in UTF-8 (`application/json`, with no charset or `utf-8`): JSON is
 * UTF-8 (RFC 8259), and a body declared in another charset (`utf-16`) would be misread, so it is refused rather than
 * decoded as something the client did not send.
 */
function declaresJson(request: Request): boolean {
  const [type, ...parameters] = (request.headers.get("content-type") ?? "").split(";").map((part) => part.trim());
  if (type?.toLowerCase() !== "application/json") return false;
  const charset = parameters.find((parameter) => /^charset\s*=/i.test(parameter));
  return !charset || /^charset\s*=\s*"?utf-?8"?$/i.test(charset);
}

/**
 * The request's JSON body, at most `maxBytes` long, parsed by `schema` (unknown fields are dropped). Only a body
 * sent as `application/json` is read (415 otherwise): another site's page can post text/plain or a form from a
 * visitor's browser without a CORS preflight, but not JSON, so every JSON endpoint is out of its reach.
 */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { maxBytes = DEFAULT_BODY_LIMIT }: { maxBytes?: number } = {},
): Promise<z.output<Schema>> {
  if (!declaresJson(request)) throw ApiError.unsupportedMediaType();
  const text = await readLimitedText(request, maxBytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw ApiError.badRequest("Le corps de la requête doit être un objet JSON valide.");
  }
  const result = schema.safeParse(json);
  if (!result.success) throw zodError(result.error);
  return result.data;
}

async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw ApiError.bodyTooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw ApiError.bodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The query string of a request parsed by `schema`; bad values are a 400 (pages fall back instead: readPageQuery). */
export function readSearchParams<Schema extends z.ZodType>(
  request: NextRequest | URLSearchParams,
  schema: Schema,
): z.output<Schema> {
  const params = request instanceof URLSearchParams ? request : request.nextUrl.searchParams;
  const result = schema.safeParse(firstValues(params));
  if (!result.success) throw zodError(result.error);
  return result.data;
}

/** The id segment of a route handler's URL ('/api/users/12'), by the one id rule (`parseId`); else a 404. */
export function parseIdParam(value: string | undefined, notFoundMessage?: string): number {
  const id = parseId(value);
  if (id === null) throw ApiError.notFound(notFoundMessage);
  return id;
}
