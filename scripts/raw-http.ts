// An HTTP answer exactly as the server sent it (status, headers, bytes still encoded): fetch and Playwright's request
// decode bodies, which would hide what a compression check looks at. Used by bench:http and the end-to-end tests.
import { type IncomingHttpHeaders, request as httpRequest } from "node:http";

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function rawRequest(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}
