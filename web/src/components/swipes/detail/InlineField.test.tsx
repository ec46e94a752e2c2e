import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InlineField } from './InlineField';

afterEach(cleanup);

function field(value: string, error?: string, onSave = vi.fn()) {
  return <InlineField label="Title" value={value} onSave={onSave} error={error} />;
}

describe('InlineField', () => {
  it('saves on Enter and reverts on Escape', () => {
    const onSave = vi.fn();
    render(field('Old', undefined, onSave));
    const input = screen.getByLabelText('Title');
    fireEvent.change(input, { target: { value: 'New' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).toHaveBeenCalledWith('New');
    fireEvent.change(input, { target: { value: 'Other' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveProperty('value', 'Old');
  });

  it('follows a new value, but keeps refused text while the error shows', () => {
    const { rerender } = render(field('Old'));
    const input = screen.getByLabelText('Title');
    fireEvent.change(input, { target: { value: '' } });
    // The optimistic value, then the server's refusal: the old value with an error.
    rerender(field(''));
    rerender(field('Old', 'Enter a title.'));
    expect(input).toHaveProperty('value', '');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // Corrected and saved: the error goes, the field shows the saved value.
    rerender(field('Fixed'));
    expect(input).toHaveProperty('value', 'Fixed');
  });
});
