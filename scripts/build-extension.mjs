// `npm run build:extension`: the Chrome extension into extension/dist (skipped when nothing
// changed). Load that folder with chrome://extensions → "Load unpacked".
import { buildExtension } from './lib.mjs';

await buildExtension();
