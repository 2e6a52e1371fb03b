/**
 * Policy Markdown (GitHub flavour) to HTML, on the server, so the public pages carry no Markdown
 * parser. micromark's defaults are the safety: raw HTML in the text is escaped, and links with
 * a dangerous protocol (javascript:, data:) lose their address. Links to other sites open in a
 * new tab, as they did when the browser rendered the text.
 */
export async function renderPolicyHtml(markdown: string): Promise<string> {
  const [{ micromark }, { gfm, gfmHtml }] = await Promise.all([
    import('micromark'),
    import('micromark-extension-gfm'),
  ]);
  return micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] }).replace(
    /<a href="(https?:\/\/[^"]*)"/g,
    '<a href="$1" target="_blank" rel="noreferrer noopener"',
  );
}
