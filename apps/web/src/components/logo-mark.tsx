type LogoMarkProps = { size?: number };

/** Two people side by side under a gold light: the huddle. Decorative; the name carries meaning. */
export function LogoMark({ size = 36 }: LogoMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="var(--mantine-primary-color-filled)" />
      <circle cx="22" cy="24" r="7" fill="#fff" />
      <circle cx="42" cy="24" r="7" fill="#fff" />
      <path
        d="M10 48c0-8 5.4-13 12-13s12 5 12 13M30 48c0-8 5.4-13 12-13s12 5 12 13"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="32" cy="14" r="4" fill="var(--mantine-color-gold-4)" />
    </svg>
  );
}
