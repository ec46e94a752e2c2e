import { toast } from 'sonner';

/**
 * Copies `text` and says so ("Link copied"). Without clipboard access (permissions, plain
 * http) the field showing the text is selected, so Ctrl/⌘+C copies it, and the toast says so.
 */
export async function copyToClipboard(
  text: string,
  what: string,
  options: {
    field?: HTMLInputElement | HTMLTextAreaElement | null;
    /** Shown under "… copied" (e.g. the address itself). */
    description?: string;
  } = {},
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(
      `${what} copied`,
      options.description ? { description: options.description } : {},
    );
  } catch {
    const field = options.field;
    field?.focus();
    field?.select();
    toast.error(`Unable to copy the ${what.toLowerCase()}`, {
      description: field
        ? 'It is selected: press Ctrl+C (⌘+C on a Mac) to copy it.'
        : 'Select it and press Ctrl+C (⌘+C on a Mac) to copy it.',
    });
  }
}
