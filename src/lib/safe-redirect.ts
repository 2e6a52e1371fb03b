/**
 * Returns `value` only when it is a same-origin relative path ("/x?y#z"); anything that could
 * leave the site (absolute URLs, protocol-relative "//host", backslash tricks, javascript:) is
 * dropped, so the `redirect` query can never become an open redirect.
 */
export function safeRedirect(value: string | null | undefined, origin: string): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  // Browsers strip tabs and newlines from URLs, which can turn "/\t/evil" into "//evil".
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char === '\\')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== new URL(origin).origin) return null;
    // Dot segments can leave a path that starts with "//" ("/.//evil" resolves to "//evil"),
    // which a navigation would read as another host.
    if (url.pathname.startsWith('//')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
