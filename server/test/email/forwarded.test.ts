import { describe, expect, it } from 'vitest';
import {
  findForwardedHeaders,
  parseMailbox,
  unwrapForwardedSubject,
} from '../../src/email/forwarded.js';

describe('unwrapForwardedSubject', () => {
  it.each([
    ['Fwd: Spring sale', 'Spring sale', true],
    ['FW: Fwd:  Spring sale ', 'Spring sale', true],
    ['TR: Soldes', 'Soldes', true],
    ['WG: Angebot', 'Angebot', true],
    ['[Fwd: Spring sale]', 'Spring sale', true],
    ['Re: Spring sale', 'Re: Spring sale', false],
    ['Fwdays conference', 'Fwdays conference', false],
    ['', '', false],
  ])('%j → %j', (subject, unwrapped, forwarded) => {
    expect(unwrapForwardedSubject(subject)).toEqual({ subject: unwrapped, forwarded });
  });
});

describe('parseMailbox', () => {
  it.each([
    ['Acme News <News@Acme.example>', { name: 'Acme News', address: 'news@acme.example' }],
    ['"Acme, Inc." <hi@acme.example>', { name: 'Acme, Inc.', address: 'hi@acme.example' }],
    ['*Acme* <hi@acme.example>', { name: 'Acme', address: 'hi@acme.example' }],
    ['Acme [mailto:hi@acme.example]', { name: 'Acme', address: 'hi@acme.example' }],
    ['hi@acme.example', { name: '', address: 'hi@acme.example' }],
    ['Acme', { name: 'Acme', address: null }],
    ['  ', null],
  ])('%j', (value, mailbox) => {
    expect(parseMailbox(value)).toEqual(mailbox);
  });
});

const acme = { name: 'Acme', address: 'news@acme.example' };

describe('findForwardedHeaders', () => {
  it('reads the header blocks of Gmail, Apple Mail, Outlook and Thunderbird', () => {
    const gmail = `Have a look\n\n---------- Forwarded message ---------\nFrom: Acme <news@acme.example>\nDate: Mon, 3 Mar 2025\nSubject: Spring sale\nTo: <me@example.com>\n\nBody`;
    const apple = `Begin forwarded message:\n\nFrom: Acme <news@acme.example>\nSubject: Spring sale\nDate: 3 March 2025\nTo: me@example.com\n\nBody`;
    const outlook = `________________________________\nFrom: Acme <news@acme.example>\nSent: Monday, March 3, 2025\nTo: Me\nSubject: Spring sale\n\nBody`;
    const thunderbird = `-------- Forwarded Message --------\nSubject: \tSpring sale\nDate: \tMon, 3 Mar 2025\nFrom: \tAcme <news@acme.example>\nTo: \tme@example.com\n\nBody`;
    const quoted = `> ---------- Forwarded message ---------\n> From: Acme <news@acme.example>\n> Subject: Spring sale\n>\n> Body`;
    for (const text of [gmail, apple, outlook, thunderbird, quoted]) {
      expect(findForwardedHeaders(text, true)).toEqual({ from: acme, subject: 'Spring sale' });
    }
  });

  it('reads the block of a French client, whose marker and header names have accents', () => {
    const text = `-------- Message transféré --------\nDe : Acme <news@acme.example>\nEnvoyé : lundi 3 mars 2025\nÀ : moi@example.com\nObjet : Spring sale\n\nCorps`;
    expect(findForwardedHeaders(text, false)).toEqual({ from: acme, subject: 'Spring sale' });
  });

  it('takes the innermost block of a forward of a forward', () => {
    const text = `---------- Forwarded message ---------\nFrom: Ann <ann@example.com>\nSubject: Fwd: Spring sale\n\n---------- Forwarded message ---------\nFrom: Acme <news@acme.example>\nSubject: Spring sale\n\nBody`;
    expect(findForwardedHeaders(text, true)).toEqual({ from: acme, subject: 'Spring sale' });
  });

  it('trusts an unmarked header block at the top only when the subject said forwarded', () => {
    const text = 'From: Acme <news@acme.example>\nSubject: Spring sale\n\nBody';
    expect(findForwardedHeaders(text, true)).toEqual({ from: acme, subject: 'Spring sale' });
    expect(findForwardedHeaders(text, false)).toBeNull();
    expect(findForwardedHeaders('Just a newsletter\nFrom: nobody', true)).toBeNull();
  });
});
