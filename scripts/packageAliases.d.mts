/** The screen areas, each its own entry point `@insights/widgets/<area>`. */
export declare const WIDGET_AREAS: readonly string[];
/** Vite/Vitest aliases from `@insights/widgets…` to the sources. */
export declare const packageAliases: Array<{ find: RegExp; replacement: string }>;
