import { graphql, useFragment } from 'react-relay/hooks';
import type { CaptureReportFacts_swipe$key } from '../../__generated__/CaptureReportFacts_swipe.graphql';

const count = (value: number) => value.toLocaleString('en-US');

/** The address a redirect led to, unless it is the one given (a trailing slash aside). */
function movedTo(url?: string | null, finalUrl?: string | null): string | null {
  if (!url || !finalUrl) return null;
  try {
    return new URL(url).href === new URL(finalUrl).href ? null : finalUrl;
  } catch {
    return null;
  }
}

/**
 * What a page capture did beyond its pictures, as rows of SwipeFacts' list: where the page
 * ended when it moved, the limits that cut the picture or the text, the consent banners and
 * full-page overlay dismissed. Nothing when none of it applied.
 */
export function CaptureReportFacts({ swipe }: { swipe: CaptureReportFacts_swipe$key }) {
  const data = useFragment(
    graphql`
      fragment CaptureReportFacts_swipe on Swipe {
        url
        finalUrl
        captureReport {
          heightLimit {
            pageHeight
            keptHeight
          }
          textLimit {
            kept
          }
          consentBannersDismissed {
            cmp
          }
          overlayDismissed {
            button
            hidden
          }
        }
      }
    `,
    swipe,
  );
  const final = movedTo(data.url, data.finalUrl);
  const report = data.captureReport;
  const limits = [
    report?.heightLimit
      ? `Picture cut at ${count(report.heightLimit.keptHeight)} px of a ${count(report.heightLimit.pageHeight)} px page`
      : null,
    report?.textLimit ? `Text cut at ${count(report.textLimit.kept)} characters` : null,
  ].filter((line) => line !== null);
  const banners = report?.consentBannersDismissed.map((banner) => banner.cmp) ?? [];
  const overlay = report?.overlayDismissed ? overlayText(report.overlayDismissed) : null;
  return (
    <>
      {final ? (
        <>
          <dt className="text-slate-500">Ended at</dt>
          <dd className="min-w-0 truncate">
            <a
              href={final}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-indigo-700 underline"
            >
              {final}
            </a>
          </dd>
        </>
      ) : null}
      {limits.length ? (
        <>
          <dt className="text-slate-500">Limits</dt>
          <dd>
            <ul>
              {limits.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
      {banners.length ? (
        <>
          <dt className="text-slate-500">Consent</dt>
          <dd>
            {banners.length === 1 ? 'Consent banner dismissed' : 'Consent banners dismissed'}:{' '}
            {banners.join(', ')}
          </dd>
        </>
      ) : null}
      {overlay ? (
        <>
          <dt className="text-slate-500">Overlay</dt>
          <dd>{overlay}</dd>
        </>
      ) : null}
    </>
  );
}

/** A full-page overlay (a home-made cookie wall, a modal) taken away before the picture. */
function overlayText(overlay: { button?: string | null; hidden: boolean }): string {
  if (overlay.hidden) return 'A full-page overlay was hidden';
  return overlay.button
    ? `A full-page overlay was dismissed (“${overlay.button}”)`
    : 'A full-page overlay was dismissed';
}
