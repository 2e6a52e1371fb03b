import { Link } from 'react-router';
import { useEffect } from 'react';
import { buttonVariants } from '@/lib/ui/button-variants';
import { Logo } from '@/lib/ui/logo';
import { setDocumentMeta } from '../providers/document-title';

export interface ErrorPageProps {
  status: number;
  title: string;
  message: string;
  /** Offer a reload (for failures a retry can fix). */
  retry?: boolean;
  /** The way to fix it, offered first (e.g. set up two-step verification). */
  action?: { label: string; to: string };
}

/** The full-page error screen for 403, 404 and 500 (SPEC §8). */
export function ErrorPage({ status, title, message, retry = false, action }: ErrorPageProps) {
  useEffect(() => setDocumentMeta(title), [title]);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="px-4 py-4 sm:px-8">
        <Link to="/" aria-label="Parley home">
          <Logo />
        </Link>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="outline-none grid flex-1 place-items-center px-4 pb-24"
      >
        <div className="max-w-md text-center">
          <p className="text-sm font-semibold text-primary" data-testid="error-status">
            {status}
          </p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight">{title}</h1>
          <p className="mt-3 break-words text-muted-foreground">{message}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {action ? (
              <Link className={buttonVariants()} to={action.to}>
                {action.label}
              </Link>
            ) : null}
            <Link className={buttonVariants(action ? { variant: 'outline' } : {})} to="/">
              Go to the home page
            </Link>
            {retry ? (
              <button
                type="button"
                className={buttonVariants({ variant: 'outline' })}
                onClick={() => location.reload()}
              >
                Reload the page
              </button>
            ) : null}
          </div>
        </div>
      </main>
    </div>
  );
}
