/**
 * A rendered mail in a sandboxed iframe (no scripts, no same-origin access): the HTML comes from
 * our server, but it holds user-written text and must never run in the admin's session.
 */
export function MailPreview({ title, html }: { title: string; html: string }) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={html}
      className="h-[28rem] w-full rounded-md border bg-white"
    />
  );
}
