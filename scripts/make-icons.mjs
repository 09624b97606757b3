#!/usr/bin/env node
// Writes the app icons of src/app (issue 13) from src/app/icon.svg, the logo's hanger mark:
// icon.png (32 px, for browsers that ignore SVG icons) and apple-icon.png (180 px, for a home screen).
// Run `node scripts/make-icons.mjs` after changing icon.svg; the PNGs are committed.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const app = path.resolve(import.meta.dirname, "../src/app");
const svg = fs.readFileSync(path.join(app, "icon.svg"));

await sharp(svg, { density: 300 }).resize(32, 32).png().toFile(path.join(app, "icon.png"));
// The home-screen icon is square and opaque: the mark on the paper colour, with a margin.
await sharp(svg, { density: 600 })
  .resize(140, 140)
  .extend({ top: 20, bottom: 20, left: 20, right: 20, background: "#fffdf9" })
  .flatten({ background: "#fffdf9" })
  .png()
  .toFile(path.join(app, "apple-icon.png"));
