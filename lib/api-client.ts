/** A failed call to the JSON API, as the back-office screens report it. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** The whole JSON answer (the login reads its next step from it). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

/**
 * Calls the JSON API from the browser and returns its JSON. A non-OK answer (or `success: false`) throws an
 * ApiClientError carrying the server's French message, else the spec's 'Erreur {status}: {statusText}'.
 */
export async function fetchJson<T>(url: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    headers: {
      Accept: "application/json",
      ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
      ...headers,
    },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  const body: unknown = await response.json().catch(() => null);
  const failure =
    body && typeof body === "object"
      ? (body as { success?: unknown; message?: unknown; error?: unknown; fieldErrors?: Record<string, string[]> })
      : null;
  if (!response.ok || failure?.success === false) {
    const message =
      typeof failure?.message === "string"
        ? failure.message
        : typeof failure?.error === "string"
          ? failure.error
          : `Erreur ${response.status}: ${response.statusText}`;
    throw new ApiClientError(response.status, message, failure?.fieldErrors, body);
  }
  return body as T;
}
