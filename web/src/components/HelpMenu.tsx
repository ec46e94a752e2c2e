import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useLocation, useNavigate } from 'react-router';
import { SUPPORT_MAILTO } from '../lib/site';

const itemClass =
  'block cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-800';

/** Adds guide=true to a location's search string (opens the quick-start panel). */
export function withGuide(search: string): string {
  const params = new URLSearchParams(search);
  params.set('guide', 'true');
  return `?${params.toString()}`;
}

export function HelpMenu() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="flex w-full items-center justify-between rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
        Help
        <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={6}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/docs">Help Docs</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <a href={SUPPORT_MAILTO}>Contact support</a>
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
