/** The typography of a policy's text, whether the browser or the server rendered its Markdown. */
export const policyProseClass =
  'space-y-4 leading-relaxed [&_a]:text-primary [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-6';

/**
 * A policy's text as the server rendered it (functions' render-policy-html.ts): Markdown without
 * raw HTML, dangerous link protocols dropped, so the markup is safe to insert as it is.
 */
export function PolicyHtml({ html }: { html: string }) {
  return <div className={policyProseClass} dangerouslySetInnerHTML={{ __html: html }} />;
}
