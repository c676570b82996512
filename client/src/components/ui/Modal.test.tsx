import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, MODAL_OPEN_CLASS } from './Modal';

function Harness({
  variant,
  submitting = false,
  onSave = () => undefined,
}: {
  variant?: 'default' | 'checkout';
  submitting?: boolean;
  onSave?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} title="Edit Profile" onClose={() => setOpen(false)} variant={variant} onSave={onSave} submitting={submitting}>
        <label>
          Name <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal (spec section 2)', () => {
  it('marks <body> while open, so toasts move away from its close icon', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(document.body).not.toHaveClass(MODAL_OPEN_CLASS);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body).toHaveClass(MODAL_OPEN_CLASS);
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    expect(document.body).not.toHaveClass(MODAL_OPEN_CLASS);
  });

  it('is an aria-modal dialog named by its title; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on a press of the backdrop, but not on the second press of a double click that opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByRole('dialog').parentElement!;
    fireEvent.mouseDown(backdrop, { detail: 2 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('dialog'), { detail: 1 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(backdrop, { detail: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('has a footer Save button with a spinner while submitting; the close icon closes', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const { rerender } = render(<Harness onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledOnce();
    rerender(<Harness onSave={onSave} submitting />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no footer in the checkout variant', async () => {
    const user = userEvent.setup();
    render(<Harness variant="checkout" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
