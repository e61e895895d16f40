export declare const CHROMIUM: string;
export declare const HEADLESS_SHELL: string;
export declare function ensureChromium(): string;
export declare function endToEndBrowser(): string;
