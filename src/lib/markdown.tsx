import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { policyProseClass } from './ui/policy-prose';

/**
 * Policy text as Markdown (GitHub flavour). react-markdown renders no raw HTML, so a policy can
 * never inject markup; links to other sites open in a new tab.
 */
export function PolicyMarkdown({ children }: { children: string }) {
  return (
    <div className={policyProseClass}>
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
