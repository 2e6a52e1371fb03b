import { act, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.useRealTimers());

describe('CopyButton', () => {
  it('copies the text, says "Copied" for two seconds, and keeps its accessible label', async () => {
    writeText.mockResolvedValue(undefined);
    render(<CopyButton text="https://example.com/x" label="Copy the invite link" />);
    const button = screen.getByRole('button', { name: 'Copy the invite link' });
    expect(button).toHaveTextContent('Copy');
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('https://example.com/x');
    expect(button).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(2000));
    expect(button).toHaveTextContent(/^Copy$/);
  });

  it('asks to copy by hand when the browser refuses, naming what to copy', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const error = vi.spyOn(toast, 'error');
    render(<CopyButton text="x" label="Copy your link" what="link" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy your link' })));
    expect(error).toHaveBeenCalledWith(
      'Copying is blocked in this browser. Select the link and copy it by hand.',
    );
    expect(screen.getByRole('button')).toHaveTextContent(/^Copy$/);
  });
});
