// Renders web/public/og-image.svg (the public pages' Open Graph image) to og-image.png.
// Run after editing the SVG: `node scripts/og-image.mjs`. Uses sharp from the server workspace.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(new URL('../server/package.json', import.meta.url));
const sharp = require('sharp');
const svg = fileURLToPath(new URL('../web/public/og-image.svg', import.meta.url));
const png = fileURLToPath(new URL('../web/public/og-image.png', import.meta.url));
const info = await sharp(svg, { density: 72 })
  .resize(1200, 630)
  .png({ compressionLevel: 9 })
  .toFile(png);
console.log(`wrote ${png} (${info.width}×${info.height}, ${info.size} bytes)`);
