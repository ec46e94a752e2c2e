import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Icon } from '@swipestack/common/ui/Icon';
import { Link, useLocation, useNavigate } from 'react-router';
import { isSupportChatOpen, toggleSupportChat } from '../lib/supportChat';

const itemClass =
  'block cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-800';

/** Adds guide=true to a location's search string (opens the quick-start panel). */
export function withGuide(search: string): string {
  const params = new URLSearchParams(search);
  params.set('guide', 'true');
  return `?${params.toString()}`;
}

/**
 * Help (spec §2): Help Docs, Contact support (toggles the chat), Quick start. Unread support
 * replies show as a red dot with their count.
 */
export function HelpMenu({ supportUnread }: { supportUnread: number }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="flex w-full items-center justify-between rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
        <span className="flex items-center gap-2">
          Help
          {supportUnread > 0 ? (
            <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
              {supportUnread}
              <span className="sr-only">
                {supportUnread === 1 ? ' unread support message' : ' unread support messages'}
              </span>
            </span>
          ) : null}
        </span>
        <Icon name="chevronDown" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={6}
          // The chat just opened takes the focus (its message box), not the Help button.
          onCloseAutoFocus={(event) => {
            if (isSupportChatOpen()) event.preventDefault();
          }}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/docs">Help Docs</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={toggleSupportChat}>
            Contact support
            {supportUnread > 0 ? (
              <span
                aria-hidden="true"
                className="ml-2 inline-block size-2 rounded-full bg-red-600"
              />
            ) : null}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => {
              void navigate({ pathname: location.pathname, search: withGuide(location.search) });
            }}
          >
            Quick start
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
