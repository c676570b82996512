import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ALLERGENS } from '../../../lib/allergens';
import { AllergenChips } from '../components/AllergenChips';

describe('calculator allergen chips', () => {
  it('offer the same closed list as the menu filter and return enum values in its order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AllergenChips value={['SESAME']} onChange={onChange} />);
    const group = screen.getByRole('group', { name: /Allergens/ });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(ALLERGENS.length);
    expect(within(group).getByRole('checkbox', { name: /Sesame/ })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Milk (dairy)' }));
    expect(onChange).toHaveBeenLastCalledWith(['MILK', 'SESAME']);
  });
});
