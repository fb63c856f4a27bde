import { NextRequest } from "next/server";
import sharp from "sharp";
import { GET as getUpload } from "@/app/uploads/[filename]/route";
import { routeContext } from "./auth";

/** A PNG of one colour, to upload. */
export function solidImage(background: string, width = 800, height = 450): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** What GET /uploads/{name} answers, with its bytes. */
export async function fetchUpload(name: string) {
  const response = await getUpload(
    new NextRequest(`http://localhost/uploads/${name}`),
    routeContext({ filename: name }),
  );
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}
