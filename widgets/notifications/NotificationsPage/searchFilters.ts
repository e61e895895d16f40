/** The search popup's values (spec 2 §2, §5): text is trimmed; dates are yyyy-mm-dd from date inputs. */
export interface NotificationFilters {
  searchTerm: string;
  from: string;
  to: string;
}

export const EMPTY_FILTERS: NotificationFilters = { searchTerm: '', from: '', to: '' };

export function normaliseFilters(f: NotificationFilters): NotificationFilters {
  const valid = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d.trim()) ? d.trim() : '');
  return { searchTerm: f.searchTerm.trim(), from: valid(f.from), to: valid(f.to) };
}

export function hasFilters(f: NotificationFilters): boolean {
  return Boolean(f.searchTerm || f.from || f.to);
}
