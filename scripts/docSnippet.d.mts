/** The ```html snippet of docs/embedding.md's intranet sign-in section, without its list indent. */
export function snippetFromDoc(doc?: string): string;
