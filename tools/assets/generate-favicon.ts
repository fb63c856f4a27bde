/**
 * Writes app/favicon.ico from app/icon.svg (browsers still ask for /favicon.ico): one 32×32 PNG inside an ICO
 * container (an ICONDIR, one ICONDIRENTRY, then the PNG, as Windows Vista and every current browser read it).
 *
 * Run: npx tsx tools/assets/generate-favicon.ts
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SIZE = 32;

const png = await sharp(await readFile(path.join(ROOT, "app/icon.svg")))
  .resize(SIZE, SIZE)
  .png()
  .toBuffer();
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(SIZE, 6); // width
header.writeUInt8(SIZE, 7); // height
header.writeUInt8(0, 8); // no palette
header.writeUInt8(0, 9); // reserved
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png.length, 14); // image size
header.writeUInt32LE(header.length, 18); // image offset
await writeFile(path.join(ROOT, "app/favicon.ico"), Buffer.concat([header, png]));
console.log(`app/favicon.ico: ${header.length + png.length} bytes`);
