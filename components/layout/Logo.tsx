/** The Outilo mark: a rounded square with a check-like spark. Decorative; the link carries the name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-accent)" />
      <path d="M9 16.5l4.5 4.5L23 11.5" fill="none" stroke="var(--color-on-accent)" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
