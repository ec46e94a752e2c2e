import type { ReactNode, Ref } from 'react';

// The tables and section titles of an account's page in the admin area (AdminUserDetails).

export function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-2 text-lg font-semibold">
      {children}
    </h2>
  );
}

/** A table of fixed columns, or `empty` when it has no rows; `bodyRef` for "Show more". */
export function Table({
  caption,
  head,
  rows,
  empty,
  bodyRef,
}: {
  caption: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
  bodyRef?: Ref<HTMLTableSectionElement>;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-4 py-2.5">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={bodyRef} className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key} className="align-top">
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                <td key={index} className="px-4 py-2.5" tabIndex={index === 0 ? -1 : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
