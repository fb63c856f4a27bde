import path from "node:path";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { GET as getUpload } from "@/app/uploads/[filename]/route";
import { frameOf, MEDIA_VARIANT_NAMES, variantPath, variantSize } from "@/lib/media/framing";
import { findMediaDetail } from "@/lib/media/library";
import { variantAnswer } from "@/lib/media/variants";
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

/**
 * Each format's frame of the image `id` as GET /uploads serves it: its red pixels (the test images' subject), its
 * pixels, the frame's scale from the source image, and its address.
 */
export async function redFrames(id: number) {
  const view = (await findMediaDetail(id))!;
  return Promise.all(
    MEDIA_VARIANT_NAMES.map(async (variant) => {
      const address = variantPath(view, variant);
      const answer = await variantAnswer(path.basename(address));
      if (!answer || !("bytes" in answer)) throw new Error(`no bytes for ${variant}`);
      const { data } = await sharp(answer.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let red = 0;
      for (let index = 0; index < data.length; index += 3)
        if (data[index]! > 200 && data[index + 1]! < 60 && data[index + 2]! < 60) red += 1;
      const frame = frameOf(view, variant);
      const scale = variantSize(view, variant, frame).width / (frame.width * view.width);
      return { variant, red, pixels: data.length / 3, scale, address };
    }),
  );
}
