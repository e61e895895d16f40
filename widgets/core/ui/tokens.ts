/**
 * Theme tokens. The public names are the `--insights-*` custom properties; every use carries its
 * default as the var() fallback, so a host can re-colour widgets from any ancestor (even :root)
 * and the kit still looks right when rendered outside a widget frame (e.g. a portal Button).
 */
export const THEME_DEFAULTS = {
  '--insights-primary': '#2563eb',
  '--insights-primary-hover': '#1d4ed8',
  '--insights-primary-contrast': '#ffffff',
  '--insights-text': '#111827',
  /* gray-600: 4.5:1 or better on white, on the portal's #f4f6fa page and on the 10–12 % tints (gray-500 was 4.46). */
  '--insights-muted': '#4b5563',
  '--insights-border': '#e5e7eb',
  '--insights-surface': '#ffffff',
  '--insights-surface-muted': '#f9fafb',
  '--insights-radius': '8px',
  '--insights-font':
    "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  '--insights-font-size': '14px',
  '--insights-info': '#2563eb',
  '--insights-success': '#15803d',
  '--insights-warning': '#b45309',
  '--insights-danger': '#b91c1c',
} as const;

type TokenName = keyof typeof THEME_DEFAULTS;
const v = (name: TokenName) => `var(${name}, ${THEME_DEFAULTS[name]})`;

export const t = {
  primary: v('--insights-primary'),
  primaryHover: v('--insights-primary-hover'),
  primaryContrast: v('--insights-primary-contrast'),
  text: v('--insights-text'),
  muted: v('--insights-muted'),
  border: v('--insights-border'),
  surface: v('--insights-surface'),
  surfaceMuted: v('--insights-surface-muted'),
  radius: v('--insights-radius'),
  font: v('--insights-font'),
  fontSize: v('--insights-font-size'),
  info: v('--insights-info'),
  success: v('--insights-success'),
  warning: v('--insights-warning'),
  danger: v('--insights-danger'),
} as const;

/** Light background of a status colour; color-mix keeps it in step with a host's re-coloured token. */
export const tint = (colour: string, percent = 12) => `color-mix(in srgb, ${colour} ${percent}%, ${t.surface})`;

/**
 * The `:host` block every custom element gets: isolation from the page's inherited styles. It declares no token:
 * a `--insights-*` value set on the element or on any ancestor (even `:root`) inherits into the shadow root, and
 * every use falls back to its default (t above) when nobody sets it.
 */
export const HOST_CSS = `:host {
  display: block;
  /* Contain the element's own width: in a host's grid or flex column it shrinks to its track and scrolls its
     tables inside instead of pushing the page wider (a grid item's min-width is otherwise its content's). */
  min-width: 0;
  max-width: 100%;
  font-family: ${t.font};
  font-size: ${t.fontSize};
  line-height: 1.5;
  color: ${t.text};
  text-align: start;
}
:host([hidden]) { display: none; }
`;

/** Hidden on screen, kept in the accessibility tree (screen readers still read it). */
export const VISUALLY_HIDDEN = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** How long a loading indicator stays still before it moves (ADR 0043): a load that ends sooner draws no frame for it. */
export const WAIT_BEFORE_MOTION = '1s';
