/** Commodity icons of the market buttons and cards (decorative; the text says the commodity). */
export function ElectricIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8z" fill="currentColor" />
    </svg>
  );
}

export function GasIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2c1 3.5 5 6 5 11a5 5 0 0 1-10 0c0-2.2 1-3.9 2.3-5.2.2 1.6.9 2.8 2.2 3.4C11 8.4 11 5.3 12 2z"
        fill="currentColor"
      />
    </svg>
  );
}
