/** Any path beginning with /public is public whatever its route says (spec 2 §2). No imports: the start-up script uses it. */
export function isPublicPath(pathname: string): boolean {
  return pathname === '/public' || pathname.startsWith('/public/');
}
