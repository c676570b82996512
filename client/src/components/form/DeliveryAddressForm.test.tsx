import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deliveryAddressValues } from '../../lib/delivery-address';
import { DeliveryAddressForm } from './DeliveryAddressForm';

const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save address' });

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined), initial = deliveryAddressValues(null)) {
  const user = userEvent.setup({ delay: null });
  render(<DeliveryAddressForm initialValues={initial} onSubmit={onSubmit} />);
  return { user, onSubmit };
}

describe('DeliveryAddressForm', { timeout: 20_000 }, () => {
  it("starts empty with Dubai chosen and shows the server's messages for the required parts", async () => {
    const { user, onSubmit } = renderForm();
    expect(field('City')).toHaveValue('Dubai');
    expect(screen.queryByText('Area is required')).not.toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText('Area is required')).toBeInTheDocument();
    expect(screen.getByText('Building is required')).toBeInTheDocument();
    expect(field('Area')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Area')).toHaveAccessibleDescription('Area is required');
    await user.selectOptions(field('City'), '');
    await user.tab();
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses parts that are too long, with the same messages as the server', async () => {
    const { user, onSubmit } = renderForm();
    const fill = async (label: string, text: string) => {
      await user.click(field(label));
      await user.paste(text);
    };
    await fill('Area', 'a'.repeat(81));
    await fill('Building / villa and street', 'b'.repeat(121));
    await fill('Apartment / villa number (optional)', 'c'.repeat(41));
    await fill('Delivery instructions (optional)', 'd'.repeat(301));
    await user.click(save());
    expect(await screen.findByText('Area must be at most 80 characters')).toBeInTheDocument();
    expect(screen.getByText('Building must be at most 120 characters')).toBeInTheDocument();
    expect(screen.getByText('Apartment or villa number must be at most 40 characters')).toBeInTheDocument();
    expect(screen.getByText('Delivery instructions must be at most 300 characters')).toBeInTheDocument();
    expect(screen.getByTestId('instructions-counter')).toHaveTextContent('301/300');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed address; empty optional parts are sent as null', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(field('Area'), '  Dubai Marina ');
    await user.type(field('Building / villa and street'), ' Marina Heights Tower ');
    await user.type(field('Apartment / villa number (optional)'), '   ');
    await user.selectOptions(field('City'), 'Sharjah');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        area: 'Dubai Marina',
        building: 'Marina Heights Tower',
        apartment: null,
        city: 'Sharjah',
        instructions: null,
      },
      '',
    );
  });

  it('starts from the saved address and shows a refusal of the server on its field', async () => {
    const refusal = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Area must be at most 80 characters',
          extensions: { code: 'VALIDATION_FAILED', fields: { area: 'Area must be at most 80 characters' } },
        },
      ],
    });
    const { user, onSubmit } = renderForm(
      vi.fn().mockRejectedValue(refusal),
      deliveryAddressValues({
        area: 'Business Bay',
        building: 'Executive Towers B',
        apartment: '905',
        city: 'Dubai',
        instructions: 'Call on arrival',
        formatted: 'Apt 905, Executive Towers B, Business Bay, Dubai',
      }),
    );
    expect(field('Area')).toHaveValue('Business Bay');
    expect(field('Apartment / villa number (optional)')).toHaveValue('905');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Area must be at most 80 characters');
    expect(onSubmit).toHaveBeenCalledWith(
      {
        area: 'Business Bay',
        building: 'Executive Towers B',
        apartment: '905',
        city: 'Dubai',
        instructions: 'Call on arrival',
      },
      '',
    );
    expect(field('Area')).toHaveAttribute('aria-invalid', 'true');
    expect(save()).toBeEnabled();
  });
});
