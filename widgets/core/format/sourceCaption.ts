import { offerSourceName } from '../api/offers';
import { formatDateSafe } from './date';

/**
 * How every view fed by imported offers names where its figures come from (issue 60 §5): "Power to Choose,
 * 01/09/2026". `source` is a source's id ('ptc') or its name as a reply writes it ('Power to Choose'); `asOf` the
 * snapshot's day (YYYY-MM-DD). Empty when there is no source: a modelled market names none.
 */
export function sourceCaption(source: string | null | undefined, asOf: string | null | undefined): string {
  if (!source) return '';
  const date = formatDateSafe(asOf);
  return date ? `${offerSourceName(source)}, ${date}` : offerSourceName(source);
}
