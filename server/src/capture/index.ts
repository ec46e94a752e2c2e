export { CaptureBrowser, type CaptureBrowserOptions } from './browser.js';
export {
  CaptureError,
  type CaptureErrorCode,
  type CaptureOptions,
  type CaptureResult,
  capturePage,
} from './capture-page.js';
export { EMAIL_ORIGIN, type EmailRender, renderEmail } from './render-email.js';
export { type CheckResult, checkUrl, type Lookup } from './ssrf-guard.js';
