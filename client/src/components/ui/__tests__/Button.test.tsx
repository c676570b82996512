import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';

describe('Button', () => {
  it('is a primary type="button" by default and passes the click on', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('btn', 'btn-primary');
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('takes a variant, a submit type and extra classes', () => {
    render(
      <Button type="submit" variant="danger" className="extra">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('btn', 'btn-danger', 'extra');
  });

  it('while loading is disabled and busy with a hidden spinner, and keeps its name', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button variant="outline" loading onClick={onClick}>
        Export
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.spinner')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is disabled when asked even if not loading', () => {
    render(<Button disabled>Next</Button>);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
