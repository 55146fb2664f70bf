import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import Button from '@mui/material/Button';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { keepEveryDeclaration } from '../../testing/styles';
import { PersistentDialog } from './PersistentDialog';

afterEach(() => vi.useRealTimers());

function ForcedStep({ width }: { width?: 'narrow' | 'wide' }) {
  const [open, setOpen] = useState(true);
  return (
    <PersistentDialog open={open} width={width} title="step" actions={<Button onClick={() => setOpen(false)}>done</Button>}>
      body
    </PersistentDialog>
  );
}

const paperOf = (dialog: HTMLElement) => dialog.closest('.MuiDialog-paper') ?? dialog;

describe('persistent dialog', () => {
  it('ignores Escape and a click on the backdrop', async () => {
    // Time for a closing transition to have run, on a fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<ForcedStep />);
    const dialog = screen.getByRole('dialog', { name: 'step' });

    fireEvent.keyDown(dialog, { key: 'Escape' });
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    fireEvent.mouseDown(backdrop!);
    fireEvent.click(backdrop!);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(screen.getByRole('dialog', { name: 'step' })).toBeTruthy();
  });

  it('closes through its own actions', async () => {
    renderWithProviders(<ForcedStep />);
    fireEvent.click(screen.getByRole('button', { name: 'done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['narrow', '500px'],
    ['wide', '700px'],
  ] as const)('is %s: at most %s wide', (width, maxWidth) => {
    keepEveryDeclaration();
    renderWithProviders(<ForcedStep width={width} />);
    expect(getComputedStyle(paperOf(screen.getByRole('dialog'))).maxWidth).toBe(maxWidth);
  });
});
