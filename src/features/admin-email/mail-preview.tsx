/**
 * A rendered mail: its subject, then its HTML in a sandboxed iframe (no scripts, no same-origin
 * access): the HTML comes from our server, but it holds user-written text and must never run in
 * the admin's session. Two siblings, spaced by the parent.
 */
export function MailPreview({
  title,
  subject,
  html,
}: {
  title: string;
  subject: string;
  html: string;
}) {
  return (
    <>
      <p className="text-sm">
        <span className="text-muted-foreground">Subject: </span>
        <span className="font-medium">{subject}</span>
      </p>
      <iframe
        title={title}
        sandbox=""
        srcDoc={html}
        className="h-[28rem] w-full rounded-md border bg-white"
      />
    </>
  );
}
