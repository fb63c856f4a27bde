import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { NextRequest } from "next/server";
import { z } from "@/lib/zod";
import { Prisma } from "@/lib/db";

/**
 * The one error type of the JSON API: an HTTP status and a French message for the user.
 * Route handlers throw it (or let zod and Prisma errors through); `apiRoute` turns it into JSON.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { fieldErrors?: Record<string, string[]>; retryAfterSeconds?: number } = {},
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
  static unavailable(message = "Le service est momentanément indisponible. Veuillez réessayer plus tard.") {
    return new ApiError(503, message);
  }
}

/**
 * The JSON of an error. It carries the message under both keys the spec's clients read:
 * `{ success: false, message }` (forms, messages) and `{ error }` (login).
 */
export function errorResponse(error: ApiError): Response {
  const { fieldErrors, retryAfterSeconds } = error.extra;
  return Response.json(
    { success: false, message: error.message, error: error.message, ...(fieldErrors ? { fieldErrors } : {}) },
    { status: error.status, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined },
  );
}

// Prisma connection errors, socket errors, and PostgreSQL refusing connections (shutdown, not accepting, too many).
const UNREACHABLE_DATABASE_CODES = new Set([
  "P1001",
  "P1002",
  "P1008",
  "P1017",
  "P2024",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01",
  "57P02",
  "57P03",
  "55000",
  "53300",
]);

/** What an unexpected error means for the client: a 4xx or 503 when we can tell, else a 500. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) return zodError(error);
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return ApiError.notFound();
    if (error.code === "P2002") return ApiError.conflict("Cette valeur est déjà utilisée.");
  }
  if (isDatabaseUnavailable(error)) return ApiError.unavailable();
  console.error("Unexpected API error:", error);
  return new ApiError(500, "Une erreur interne est survenue. Veuillez réessayer plus tard.");
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && UNREACHABLE_DATABASE_CODES.has(code)) return true;
    if (current instanceof Prisma.PrismaClientInitializationError) return true;
    if (
      current instanceof Error &&
      /ECONNREFUSED|Connection terminated|connect ETIMEDOUT|Can't reach database/i.test(current.message)
    )
      return true;
    current = (current as { cause?: unknown }).cause;
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

/** Wraps a route handler so that every failure becomes the JSON of an ApiError: never a bare 500. */
export function apiRoute<Context>(handler: (request: NextRequest, context: Context) => Promise<Response>) {
  return async (request: NextRequest, context: Context): Promise<Response> => {
    try {
      return await handler(request, context);
    } catch (error) {
      // Next.js's own signals (a GET handler that reads cookies stops being prerendered, redirect()…) pass through.
      unstable_rethrow(error);
      return errorResponse(toApiError(error));
    }
  };
}

export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** The request's JSON body, at most `maxBytes` long, parsed by `schema` (unknown fields are dropped). */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { maxBytes = DEFAULT_BODY_LIMIT }: { maxBytes?: number } = {},
): Promise<z.output<Schema>> {
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

/** The query string of a request parsed by `schema` (each parameter as a string); bad values are a 400. */
export function readSearchParams<Schema extends z.ZodType>(request: NextRequest, schema: Schema): z.output<Schema> {
  const result = schema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!result.success) throw zodError(result.error);
  return result.data;
}

/** A numeric id from the URL ('/api/users/12'); anything else names no row: 404. */
export function parseIdParam(value: string | undefined, notFoundMessage?: string): number {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
    throw ApiError.notFound(notFoundMessage);
  return id;
}
