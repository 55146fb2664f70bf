import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import Button from '@mui/material/Button';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { PersistentDialog } from './PersistentDialog';

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
    renderWithProviders(<ForcedStep />);
    const dialog = screen.getByRole('dialog', { name: 'step' });

    fireEvent.keyDown(dialog, { key: 'Escape' });
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    fireEvent.mouseDown(backdrop!);
    fireEvent.click(backdrop!);

    await new Promise((resolve) => setTimeout(resolve, 50));
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
    renderWithProviders(<ForcedStep width={width} />);
    expect(getComputedStyle(paperOf(screen.getByRole('dialog'))).maxWidth).toBe(maxWidth);
  });
});
