import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from './clipboard';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function withClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

describe('copyToClipboard', () => {
  it('copies and says what was copied', async () => {
    const writeText = vi.fn(async () => {});
    withClipboard(writeText);
    await copyToClipboard('https://x.test/c/1', 'Link');
    expect(writeText).toHaveBeenCalledWith('https://x.test/c/1');
    expect(toast.success).toHaveBeenCalledWith('Link copied', {});
  });

  it('without clipboard access selects the field so Ctrl+C copies it', async () => {
    withClipboard(async () => {
      throw new Error('denied');
    });
    const field = document.createElement('input');
    field.value = 'inbox@mail.test';
    document.body.append(field);
    await copyToClipboard(field.value, 'Address', { field });
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    expect(toast.error).toHaveBeenCalledWith('Unable to copy the address', {
      description: 'It is selected: press Ctrl+C (⌘+C on a Mac) to copy it.',
    });
  });
});
