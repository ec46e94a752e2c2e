import type { ImportFormat } from '@swipestack/common/imports';

// What every importer turns its file into: a list of items the import job checks and saves.
// Parsers are pure (text or a ZIP reader in, items out) and throw ImportFormatError for a file
// they cannot read, so a malformed file imports nothing.

export type ImportKind = 'WEBSITE' | 'EMAIL' | 'IMAGE' | 'AD' | 'LANDING_PAGE' | 'TEXT' | 'VIDEO';

/** A file inside a Swipestack export that belongs to an item. */
export interface ImportFile {
  /** image, screenshot, viewport, thumbnail, emailInline, emailAttachment or video. */
  role: string;
  /** Its path inside the ZIP (an email's HTML points at it as `../<path>`). */
  path: string;
  contentType: string;
  /** An email attachment's file name. */
  name?: string | null;
}

export interface ImportItem {
  kind: ImportKind;
  title: string | null;
  url: string | null;
  notes: string | null;
  tags: string[];
  /** Collection names (created in the team when missing). */
  collections: string[];
  createdAt: Date | null;
  source?: string | null;
  bodyText?: string | null;
  emailHtml?: string | null;
  /** A captured page's description. */
  description?: string | null;
  emailText?: string | null;
  imageText?: string | null;
  files?: ImportFile[];
  /** Why the item cannot be imported (reported as failed), found while reading the file. */
  problem?: string;
}

export interface ImportCollection {
  name: string;
  description: string | null;
}

export interface ParsedImport {
  format: ImportFormat;
  items: ImportItem[];
  /** Collections the file names with their descriptions (items' names are added anyway). */
  collections: ImportCollection[];
}

/** A file that is not what it claims to be: nothing is imported. */
export class ImportFormatError extends Error {
  override name = 'ImportFormatError';
}

/** A date from an ISO string, or seconds/milliseconds since 1970; null when unreadable. */
export function dateOf(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
    const n = Number(value);
    // Before 5138 in seconds, or after 1973 in milliseconds.
    date = new Date(n < 1e11 ? n * 1000 : n);
  } else if (typeof value === 'string') date = new Date(value);
  else return null;
  return Number.isNaN(date.getTime()) ? null : date;
}

export const textOr = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** An item with these fields and empty defaults for the rest. */
export function linkItem(fields: Partial<ImportItem>): ImportItem {
  return {
    kind: 'WEBSITE',
    title: null,
    url: null,
    notes: null,
    tags: [],
    collections: [],
    createdAt: null,
    ...fields,
  };
}
