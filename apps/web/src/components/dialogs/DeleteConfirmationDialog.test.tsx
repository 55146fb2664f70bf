import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { DeleteConfirmationDialog } from './DeleteConfirmationDialog';

function renderDialog() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(<DeleteConfirmationDialog open onConfirm={onConfirm} onCancel={onCancel} />);
  return { onConfirm, onCancel };
}

describe('delete confirmation', () => {
  it('asks the spec question', () => {
    renderDialog();
    expect(screen.getByRole('dialog').textContent).toContain('Are you sure you want to delete this record?');
  });

  it('calls back on Delete', () => {
    const { onConfirm, onCancel } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels on Cancel and on Escape', () => {
    const { onConfirm, onCancel } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
