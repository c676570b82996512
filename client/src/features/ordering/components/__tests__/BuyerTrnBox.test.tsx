import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BuyerTrnBox } from '../BuyerTrnBox';
import { buyerTrnSchema } from '../../validation/buyer-trn.schema';

function renderBox(applied: string | null = null) {
  const onApply = vi.fn();
  const onRemove = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(<BuyerTrnBox applied={applied} busy={false} onApply={onApply} onRemove={onRemove} />);
  return { user, onApply, onRemove };
}

const input = () => screen.getByLabelText('Company TRN (optional)');
const add = () => screen.getByRole('button', { name: 'Add to invoice' });

describe('BuyerTrnBox: the buyer’s TRN at checkout', { timeout: 20_000 }, () => {
  it.each(['12345', '1009876543000031', '10098765430000A', '100-987-654-300'])('refuses %p with "A TRN is 15 digits."', async (bad) => {
    const { user, onApply } = renderBox();
    await user.type(input(), bad);
    await user.click(add());
    expect(await screen.findByText('A TRN is 15 digits.')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('refuses an empty box with the same message', async () => {
    const { user, onApply } = renderBox();
    await user.click(add());
    expect(await screen.findByText('A TRN is 15 digits.')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('accepts 15 digits, written in groups too, and applies them without the spaces', async () => {
    const { user, onApply } = renderBox();
    await user.type(input(), ' 100 9876 5430 0003 ');
    await user.click(add());
    await vi.waitFor(() => expect(onApply).toHaveBeenCalledWith('100987654300003'));
    expect(screen.queryByText('A TRN is 15 digits.')).not.toBeInTheDocument();
  });

  it('shows an added TRN with Remove in place of the input', async () => {
    const { user, onRemove } = renderBox('100987654300003');
    expect(screen.getByText('TRN 100987654300003 on your tax invoice')).toBeInTheDocument();
    expect(screen.queryByLabelText('Company TRN (optional)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('the schema matches the server rule: exactly 15 digits once spaces are removed', () => {
    expect(buyerTrnSchema.isValidSync({ buyerTrn: '100987654300003' })).toBe(true);
    expect(buyerTrnSchema.isValidSync({ buyerTrn: '100 987 654 300 003' })).toBe(true);
    expect(buyerTrnSchema.isValidSync({ buyerTrn: '10098765430000' })).toBe(false);
    expect(buyerTrnSchema.isValidSync({ buyerTrn: '١٠٠٩٨٧٦٥٤٣٠٠٠٠٣' })).toBe(false); // Arabic-Indic digits: the server takes 0-9 only
  });
});
