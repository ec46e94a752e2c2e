import { useId, useState } from 'react';
import { signOut } from '../shared/account';
import { parseServerAddress, permissionPattern } from '../shared/server-address';
import { setServerOrigin } from '../shared/storage';

/**
 * The server the extension saves to. Reaching a server outside the manifest's host list needs
 * the person's permission, asked for here (a click is needed to ask).
 */
export function ServerSection({ serverOrigin }: { serverOrigin: string }) {
  const [value, setValue] = useState(serverOrigin);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const id = useId();

  const save = async () => {
    const parsed = parseServerAddress(value);
    if (!parsed.ok) {
      setMessage({ text: parsed.error, error: true });
      return;
    }
    // Asked first, while the click still counts as the person's gesture.
    const granted = await chrome.permissions
      .request({ origins: [permissionPattern(parsed.origin)] })
      .catch(() => false);
    if (!granted) {
      setMessage({
        text: `The extension needs your permission to reach ${parsed.origin}.`,
        error: true,
      });
      return;
    }
    if (parsed.origin !== serverOrigin) {
      await signOut();
      await setServerOrigin(parsed.origin);
    }
    setValue(parsed.origin);
    setMessage({ text: `Saved. The extension uses ${parsed.origin}.`, error: false });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Server
      </h2>
      <form
        className="space-y-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label htmlFor={`${id}-address`} className="label">
          Swipestack server address
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-address`}
            className="field mt-0"
            type="url"
            value={value}
            aria-describedby={`${id}-help`}
            aria-invalid={message?.error || undefined}
            onChange={(event) => setValue(event.target.value)}
          />
          <button type="submit" className="btn-primary">
            Save
          </button>
        </div>
        <p id={`${id}-help`} className="text-xs text-slate-600">
          Where you use Swipestack, e.g. https://app.swipestack.app or http://localhost:3000.
          Changing it signs the extension out.
        </p>
        {message ? (
          <p
            role={message.error ? 'alert' : 'status'}
            className={message.error ? 'text-red-700' : 'text-emerald-800'}
          >
            {message.text}
          </p>
        ) : null}
      </form>
    </section>
  );
}
