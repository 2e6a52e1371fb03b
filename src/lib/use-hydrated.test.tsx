import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <button disabled={!useHydrated()}>Send</button>;
}

describe('useHydrated', () => {
  it('is false in prerendered markup, so a submit button there is disabled', () => {
    expect(renderToString(<Probe />)).toContain('disabled=""');
  });

  it('is true once rendered in the browser', () => {
    render(<Probe />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
