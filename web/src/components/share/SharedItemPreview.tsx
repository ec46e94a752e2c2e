import type { SharedItem } from '../../lib/shareLinks';

/** What was shared, as it will be saved: the link with its title, the text, the images. */
export function SharedItemPreview({ item }: { item: SharedItem }) {
  return (
    <section
      aria-labelledby="shared-item"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h2 id="shared-item" className="text-sm font-semibold text-slate-600">
        Shared with Swipestack
      </h2>
      {item.title ? <p className="mt-2 font-semibold break-words">{item.title}</p> : null}
      {item.url ? (
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 block text-sm break-all text-indigo-700 underline underline-offset-2"
        >
          {item.url}
        </a>
      ) : null}
      {item.text ? (
        <p className="mt-2 line-clamp-6 text-sm whitespace-pre-wrap break-words text-slate-800">
          {item.text}
        </p>
      ) : null}
      {item.images.length ? (
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Shared images">
          {item.images.map((image) => (
            <li key={image.src}>
              <img
                src={image.src}
                alt={image.name || 'Shared image'}
                className="aspect-square w-full rounded-lg border border-slate-200 bg-white object-contain"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
