import { type ReactNode, useId } from 'react';
import { bookmarkletCode } from '../../lib/shareLinks';

/** A numbered list of steps on /mobile. */
function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-700">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

function Platform({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </div>
  );
}

/**
 * /mobile's "Install the app" and "Share to Swipestack" (docs/share.md): Android installs the
 * app and gets it in the share sheet; iOS adds it to the Home Screen and shares through a
 * Shortcut or the bookmarklet, both of which open `/share?url=…`.
 */
export function PhoneSetup() {
  const origin = window.location.origin;
  const codeId = useId();
  return (
    <>
      <section aria-labelledby="mobile-install" className="mt-10">
        <h2 id="mobile-install" className="text-xl font-semibold">
          Install the app
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">
          Swipestack installs from the browser: it opens full screen from your Home Screen, and
          opens even without a connection (saving needs one).
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Platform title="Android (Chrome)">
            <Steps
              steps={[
                `Open ${origin} in Chrome and sign in.`,
                'Tap the ⋮ menu, then Install app (or Add to Home screen).',
                'Swipestack appears with your apps.',
              ]}
            />
          </Platform>
          <Platform title="iPhone and iPad (Safari)">
            <Steps
              steps={[
                `Open ${origin} in Safari and sign in.`,
                'Tap Share, then Add to Home Screen, then Add.',
                'Swipestack appears on your Home Screen.',
              ]}
            />
          </Platform>
        </div>
      </section>
      <section aria-labelledby="mobile-share" className="mt-10">
        <h2 id="mobile-share" className="text-xl font-semibold">
          Share to Swipestack
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">
          Save an ad, a post, a page or a screenshot in one tap: choose the team, tags and
          collection once, and Swipestack remembers them for the next share.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Platform title="Android: the share sheet">
            <Steps
              steps={[
                'Install the app (above).',
                'In any app (Instagram, TikTok, Chrome, Photos…) tap Share, then Swipestack.',
                'Check the team, tags and collection, and tap Save to Swipestack.',
              ]}
            />
            <p className="mt-2 text-sm text-slate-600">
              Links, text and up to 10 images at a time (JPEG, PNG, WebP, GIF or AVIF, at most 20 MB
              each).
            </p>
          </Platform>
          <Platform title="iPhone and iPad: a Shortcut">
            <Steps
              steps={[
                'In the Shortcuts app, create a shortcut and turn on Show in Share Sheet (for URLs and text).',
                `Add the action Open URLs with ${origin}/share?url= followed by Shortcut Input.`,
                'Tap Share in any app, then your shortcut: Swipestack opens on its save screen.',
              ]}
            />
          </Platform>
        </div>
        <div className="mt-6 max-w-2xl">
          <h3 className="font-semibold">The bookmarklet (any browser)</h3>
          <p className="mt-1 text-slate-700">
            Add a bookmark whose address is the code below: on any page, open the bookmark to save
            the page (and any text you selected) to Swipestack.
          </p>
          <label htmlFor={codeId} className="mt-3 block text-sm font-medium text-slate-800">
            Bookmarklet code
          </label>
          <textarea
            id={codeId}
            readOnly
            rows={4}
            value={bookmarkletCode(origin)}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-slate-50 p-3 font-mono text-xs break-all"
          />
        </div>
      </section>
    </>
  );
}
