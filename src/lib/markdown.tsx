import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * Policy text as Markdown (GitHub flavour). react-markdown renders no raw HTML, so a policy can
 * never inject markup; links to other sites open in a new tab.
 */
export function PolicyMarkdown({ children }: { children: string }) {
  return (
    <div className="space-y-4 leading-relaxed [&_a]:text-primary [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-6">
      <Markdown
        remarkPlugins={[remarkGfm]}
        components={{
          a: ({ href, children: text }) =>
            href?.startsWith('/') ? (
              <a href={href}>{text}</a>
            ) : (
              <a href={href} target="_blank" rel="noreferrer noopener">
                {text}
              </a>
            ),
        }}
      >
        {children}
      </Markdown>
    </div>
  );
}
