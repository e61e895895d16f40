import { t } from '../../core/ui/tokens';

/** Shades of the theme's primary colour, light to dark, so a host's re-colouring re-colours the map too. */
const SHADE_PERCENTS = [16, 32, 50, 70, 92];

export const shadeFill = (shade: number | null) =>
  shade === null ? NEUTRAL_FILL : `color-mix(in srgb, ${t.primary} ${SHADE_PERCENTS[shade]}%, ${t.surface})`;

/** States without licenses (or without data): a light grey that reads as 'nothing here', not as the lowest shade. */
export const NEUTRAL_FILL = `color-mix(in srgb, ${t.muted} 14%, ${t.surface})`;

/** Text on a shade: the two darkest shades take the surface colour for contrast. */
export const shadeText = (shade: number | null) => (shade !== null && shade >= 3 ? t.surface : t.text);
