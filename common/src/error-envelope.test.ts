import { describe, expect, test } from 'vitest';
import { errorEnvelope, framesOf } from './error-envelope';

describe('error envelopes', () => {
  test('V8 and Firefox stacks become frames, outermost first', () => {
    const v8 =
      'TypeError: x\n    at inner (https://a.example/assets/i.js:1:99)\n    at https://a.example/assets/i.js:2:10';
    expect(framesOf(v8)).toEqual([
      { filename: 'https://a.example/assets/i.js', lineno: 2, colno: 10 },
      { filename: 'https://a.example/assets/i.js', function: 'inner', lineno: 1, colno: 99 },
    ]);
    expect(framesOf('inner@https://a.example/i.js:3:4\n@https://a.example/i.js:5:6')).toEqual([
      { filename: 'https://a.example/i.js', lineno: 5, colno: 6 },
      { filename: 'https://a.example/i.js', function: 'inner', lineno: 3, colno: 4 },
    ]);
  });

  test('an envelope holds one event with the error, the release and the route', () => {
    const lines = errorEnvelope(new RangeError('too far'), {
      source: 'extension',
      release: '1.0.0',
      route: 'popup',
    }).split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[1] as string)).toEqual({ type: 'event' });
    const event = JSON.parse(lines[2] as string);
    expect(event).toMatchObject({
      release: '1.0.0',
      tags: { source: 'extension', route: 'popup' },
      exception: { values: [{ type: 'RangeError', value: 'too far' }] },
    });
    expect(event.event_id).toMatch(/^[0-9a-f]{32}$/);
  });
});
