import * as Dialog from '@radix-ui/react-dialog';
import { Icon } from '@swipestack/common/ui/Icon';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../../lib/useReturnFocus';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
  /** Called when Escape is pressed; `event.preventDefault()` keeps the modal open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** Called as it closes, before focus returns to what opened it (`preventDefault`: it does not). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The app's generic modal: Radix Dialog (focus trap, Escape, aria wiring) with a close button. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  children,
  onEscapeKeyDown,
  onCloseAutoFocus,
}: Props) {
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-40 flex max-h-[92dvh] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none ${
            size === 'xl' ? 'max-w-6xl' : size === 'lg' ? 'max-w-2xl' : 'max-w-lg'
          }`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(onEscapeKeyDown ? { onEscapeKeyDown } : {})}
          {...returnFocus}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <Dialog.Title className="min-w-0 text-lg font-semibold break-words">
              {title}
            </Dialog.Title>
            <Dialog.Close
              className="shrink-0 rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
              aria-label="Close"
            >
              <Icon name="close" className="block size-4" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="px-5 pt-3 text-sm text-slate-600">
              {description}
            </Dialog.Description>
          ) : null}
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
