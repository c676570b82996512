import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHANGE_PASSWORD_FORM_ID, ChangePasswordForm } from '../ChangePasswordForm';
import { EDIT_PROFILE_FORM_ID, EditProfileForm } from '../EditProfileForm';

function submitButton(formId: string) {
  return (
    <button type="submit" form={formId}>
      Save
    </button>
  );
}

describe('ChangePasswordForm', () => {
  it('shows the spec messages when empty', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <ChangePasswordForm onSubmit={onSubmit} />
        {submitButton(CHANGE_PASSWORD_FORM_ID)}
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires matching passwords, then submits', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(
      <>
        <ChangePasswordForm onSubmit={onSubmit} />
        {submitButton(CHANGE_PASSWORD_FORM_ID)}
      </>,
    );
    await user.type(screen.getByLabelText('Current password'), 'OldPassw0rd!');
    await user.type(screen.getByLabelText('New password'), 'New-Copper-Kettle-88');
    await user.type(screen.getByLabelText('Confirm new password'), 'Different1!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'New-Copper-Kettle-88');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        currentPassword: 'OldPassw0rd!',
        password: 'New-Copper-Kettle-88',
        confirmPassword: 'New-Copper-Kettle-88',
      }),
    );
  }, 20_000); // the strength check loads zxcvbn-ts's dictionaries on first use
});

describe('EditProfileForm', () => {
  it('shows the spec messages when name and phone are empty', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <EditProfileForm initialValues={{ fullName: '', phoneNo: '', image: null }} currentImage={null} onSubmit={onSubmit} />
        {submitButton(EDIT_PROFILE_FORM_ID)}
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your complete name is required.')).toBeInTheDocument();
    expect(screen.getByText('Your Phone number is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('formats a UAE number and submits the E.164 value', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(
      <>
        <EditProfileForm initialValues={{ fullName: 'Sara Ali', phoneNo: '', image: null }} currentImage={null} onSubmit={onSubmit} />
        {submitButton(EDIT_PROFILE_FORM_ID)}
      </>,
    );
    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '501234567');
    expect(phone).toHaveValue('+971 50 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ fullName: 'Sara Ali', phoneNo: '+971501234567', image: null }));
  });
});
