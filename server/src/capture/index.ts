export { CaptureBrowser } from './browser.js';
export { CaptureError, capturePage } from './capture-page.js';
export { renderEmail } from './render-email.js';
