import { describe, expect, it } from 'vitest';
import { capturingText, isCapturing } from './capture';

describe('capture status', () => {
  it('is running while pending, capturing or waiting to retry', () => {
    expect(
      ['PENDING', 'CAPTURING', 'WAITING_TO_RETRY', 'DONE', 'FAILED', 'NONE', null].map(isCapturing),
    ).toEqual([true, true, true, false, false, false, false]);
  });

  it('says an email is rendered and anything else captured', () => {
    expect(capturingText('EMAIL')).toBe('Rendering the email…');
    expect(capturingText('WEBSITE')).toBe('Capturing the page…');
    expect(capturingText('WEBSITE', 'WAITING_TO_RETRY')).toBe(
      'The capture stopped: waiting to retry…',
    );
  });
});
