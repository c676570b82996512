import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notify } from '../../lib/toast';
import { AppProviders } from '../providers';

describe('toasts load on demand', () => {
  it('mounts no toast container until the first toast, then shows it', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <button type="button" onClick={() => notify.success('Saved your address.')}>
          Save
        </button>
      </AppProviders>,
    );
    expect(document.querySelector('.Toastify')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved your address.')).toBeInTheDocument();
    expect(document.querySelector('.Toastify')).not.toBeNull();
  });
});
