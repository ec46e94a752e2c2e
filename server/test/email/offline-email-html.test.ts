import { describe, expect, it } from 'vitest';
import { exportFilesOf, offlineEmailHtml } from '../../src/services/exports/export-files.js';

// An exported email's HTML points at its images inside the ZIP (docs/export.md).

const SWIPE = '01a2159c-2ccb-7620-a62a-5469dae18c19';
const LOGO = 'abcdefghijklmnopqrstuvwx.png';
const COUPON = 'bcdefghijklmnopqrstuvwxy.jpg';
const files = exportFilesOf(SWIPE, {
  screenshot: {
    key: 'cdefghijklmnopqrstuvwxyz.jpg',
    width: 600,
    height: 900,
    contentType: 'image/jpeg',
  },
  emailImages: [
    {
      key: LOGO,
      width: 20,
      height: 10,
      contentType: 'image/png',
      filename: 'logo.png',
      inline: true,
    },
    {
      key: COUPON,
      width: 30,
      height: 12,
      contentType: 'image/jpeg',
      filename: null,
      inline: false,
    },
  ],
});

describe('exportFilesOf', () => {
  it('names each file by the swipe, its role and its number, never by user input', () => {
    expect(files.map(({ role, path, name }) => ({ role, path, name }))).toEqual([
      { role: 'screenshot', path: `files/${SWIPE}/screenshot.jpg`, name: undefined },
      { role: 'emailInline', path: `files/${SWIPE}/email-1.png`, name: 'logo.png' },
      { role: 'emailAttachment', path: `files/${SWIPE}/email-2.jpg`, name: undefined },
    ]);
  });
});

describe('offlineEmailHtml', () => {
  it('points stored images at the ZIP, drops addresses of images it does not hold', () => {
    const html = `<!DOCTYPE html>\n<html><head><title>Sale</title></head><body>
      <img src="/files/swipe_image/${LOGO}"><img src="/files/swipe_image/zzzzzzzzzzzzzzzzzzzzzzzz.png">
      <a href="https://acme.example/files/swipe_image/${LOGO}">shop</a></body></html>`;
    const offline = offlineEmailHtml(html, files);
    expect(offline).toContain(`<img src="../files/${SWIPE}/email-1.png">`);
    expect(offline).toContain('<img src="">');
    expect(offline).toContain(`href="https://acme.example/files/swipe_image/${LOGO}"`);
    expect(offline.match(/\/files\/swipe_image\//g)).toHaveLength(1);
    expect(offline.startsWith('<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>')).toBe(
      true,
    );
  });

  it('names the encoding once, also for a fragment without a head', () => {
    expect(offlineEmailHtml('<p>Hi</p>', [])).toBe('<meta charset="utf-8">\n<p>Hi</p>');
    const declared = '<html><head><meta charset="iso-8859-1"></head></html>';
    expect(offlineEmailHtml(declared, [])).toBe(declared);
  });
});
