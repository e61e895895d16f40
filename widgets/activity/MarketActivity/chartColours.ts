/**
 * The chart's colours, shared by the bars, the legend and the PNG (a tiny module: the view and the legend use it
 * without the drawing code). Blue, light blue and orange stay apart also for readers with weaker colour vision.
 */
export const BAR_KEYS = ['new', 'renewed', 'expired'] as const;
export const BAR_COLOURS = { new: '#2563eb', renewed: '#7dd3fc', expired: '#ea580c' } as const;
export const ACTIVE_COLOUR = '#111827';

/** The legend's entries, in drawing order. */
export const LEGEND = [
  { key: 'new', label: 'New', colour: BAR_COLOURS.new, line: false },
  { key: 'renewed', label: 'Renewed', colour: BAR_COLOURS.renewed, line: false },
  { key: 'expired', label: 'Expired', colour: BAR_COLOURS.expired, line: false },
  { key: 'active', label: 'Active (right axis)', colour: ACTIVE_COLOUR, line: true },
] as const;
