/** Swipestack's mark (the web app's header, footer and embeds; the extension's popup and options). */
export function LogoMark({ className = 'size-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="7" fill="#4f46e5" />
      <path
        d="M9 11h14M9 16h14M9 21h9"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
