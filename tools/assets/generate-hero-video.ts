/**
 * Produces the home page's background video and its poster, drawn here rather than downloaded:
 *   public/videos/hero.webm        VP9, 854×480, 24 fps, 8 s seamless loop, no sound
 *   public/videos/hero.mp4         H.264 (for browsers without VP9), same frames
 *   public/videos/hero-poster.webp the first frame, shown until the video plays (and instead of it
 *                                  under prefers-reduced-motion)
 *
 * Each frame is an SVG (a network of drifting nodes over slow glowing orbs, in the brand colours) rendered
 * by sharp; every motion is a whole number of cycles per loop, so the last frame joins the first.
 * The frames are encoded by ffmpeg, installed from Debian's packages when missing (as root).
 *
 * Run: npx tsx tools/assets/generate-hero-video.ts
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { mulberry32 } from "../random";

const ROOT = path.resolve(import.meta.dirname, "../..");
const OUT_DIR = path.join(ROOT, "public/videos");
const WIDTH = 854;
const HEIGHT = 480;
const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
const NODE_COUNT = 30;
const LINK_DISTANCE = 150;

// Deterministic, so that the video is the same on every run.
const random = mulberry32(2024);
const nodes = Array.from({ length: NODE_COUNT }, () => ({
  x: random() * WIDTH,
  y: random() * HEIGHT,
  radiusX: 20 + random() * 50,
  radiusY: 15 + random() * 40,
  cycles: 1 + Math.floor(random() * 2),
  phase: random() * Math.PI * 2,
  size: 1.5 + random() * 2.5,
}));

const orbs = [
  { color: "#ea580c", x: 0.72, y: 0.35, r: 300, dx: 0.08, dy: 0.06, opacity: 0.55 },
  { color: "#7c3aed", x: 0.25, y: 0.7, r: 320, dx: 0.07, dy: 0.05, opacity: 0.45 },
  { color: "#0891b2", x: 0.5, y: 0.15, r: 260, dx: 0.1, dy: 0.04, opacity: 0.35 },
];

function frameSvg(frame: number): string {
  const angle = (2 * Math.PI * frame) / FRAMES;
  const positions = nodes.map((node) => ({
    x: node.x + node.radiusX * Math.cos(node.cycles * angle + node.phase),
    y: node.y + node.radiusY * Math.sin(node.cycles * angle + node.phase),
    size: node.size,
  }));
  const gradients = orbs
    .map(
      (orb, index) =>
        `<radialGradient id="o${index}"><stop offset="0" stop-color="${orb.color}" stop-opacity="${orb.opacity}"/><stop offset="1" stop-color="${orb.color}" stop-opacity="0"/></radialGradient>`,
    )
    .join("");
  const orbShapes = orbs
    .map((orb, index) => {
      const cx = (orb.x + orb.dx * Math.cos(angle + index * 2)) * WIDTH;
      const cy = (orb.y + orb.dy * Math.sin(angle + index * 2)) * HEIGHT;
      return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${orb.r}" fill="url(#o${index})"/>`;
    })
    .join("");
  const links: string[] = [];
  for (let i = 0; i < positions.length; i += 1) {
    for (let j = i + 1; j < positions.length; j += 1) {
      const a = positions[i]!;
      const b = positions[j]!;
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (distance < LINK_DISTANCE) {
        const opacity = (0.5 * (1 - distance / LINK_DISTANCE)).toFixed(3);
        links.push(
          `<line x1="${a.x.toFixed(1)}" y1="${a.y.toFixed(1)}" x2="${b.x.toFixed(1)}" y2="${b.y.toFixed(1)}" stroke="#fdba74" stroke-opacity="${opacity}" stroke-width="1.3"/>`,
        );
      }
    }
  }
  const dots = positions
    .map(
      (p) =>
        `<circle cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" r="${p.size.toFixed(1)}" fill="#ffedd5" fill-opacity="0.85"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1120"/><stop offset="1" stop-color="#1e1b4b"/></linearGradient>${gradients}</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>${orbShapes}${links.join("")}${dots}</svg>`;
}

function ensureFfmpeg() {
  if (spawnSync("ffmpeg", ["-version"]).status === 0) return;
  if (os.userInfo().uid !== 0)
    throw new Error("ffmpeg is missing: install it (sudo apt-get install -y ffmpeg) and run this script again.");
  console.log("Installing Debian's ffmpeg…");
  const apt = (args: string[]) =>
    spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }).status;
  if (
    apt(["install", "-y", "--no-install-recommends", "ffmpeg"]) !== 0 &&
    (apt(["update"]), apt(["install", "-y", "--no-install-recommends", "ffmpeg"])) !== 0
  ) {
    throw new Error("apt-get could not install ffmpeg.");
  }
}

function ffmpeg(args: string[]) {
  const result = spawnSync("ffmpeg", ["-y", "-loglevel", "error", ...args], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(" ")} failed`);
}

async function main() {
  ensureFfmpeg();
  const frameDir = await mkdtemp(path.join(os.tmpdir(), "hero-frames-"));
  try {
    for (let frame = 0; frame < FRAMES; frame += 1) {
      await sharp(Buffer.from(frameSvg(frame)))
        .png({ compressionLevel: 1 })
        .toFile(path.join(frameDir, `frame-${String(frame).padStart(4, "0")}.png`));
    }
    const input = ["-framerate", String(FPS), "-i", path.join(frameDir, "frame-%04d.png")];
    ffmpeg([
      ...input,
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "40",
      "-row-mt",
      "1",
      "-pix_fmt",
      "yuv420p",
      "-an",
      path.join(OUT_DIR, "hero.webm"),
    ]);
    ffmpeg([
      ...input,
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "32",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "+faststart",
      "-an",
      path.join(OUT_DIR, "hero.mp4"),
    ]);
    await sharp(Buffer.from(frameSvg(0)))
      .webp({ quality: 60 })
      .toFile(path.join(OUT_DIR, "hero-poster.webp"));
    for (const file of ["hero.webm", "hero.mp4", "hero-poster.webp"]) {
      console.log(`public/videos/${file}: ${((await stat(path.join(OUT_DIR, file))).size / 1024).toFixed(0)} KB`);
    }
  } finally {
    await rm(frameDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
