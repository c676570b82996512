import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { object } from 'yup';
import { ArabicField } from '../components/ArabicField';
import { toTranslationsInput, translationsSchema } from '../validation/translations.schema';

const schema = (max: number) => ({ translations: translationsSchema({ name: { label: 'Arabic name', max } }) });

function renderField(onSubmit: (v: { name: string; translations: { ar: { name: string } } }) => void, max = 120) {
  return render(
    <Formik
      initialValues={{ name: 'Balanced', translations: { ar: { name: '' } } }}
      validationSchema={object(schema(max))}
      onSubmit={onSubmit}
    >
      <Form>
        <ArabicField name="name" label="Plan name" />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
}

describe('ArabicField', () => {
  it('edits translations.ar.<name> right to left, labelled after the English field', async () => {
    const onSubmit = vi.fn();
    renderField(onSubmit);
    const input = screen.getByLabelText('Plan name (Arabic)');
    expect(input).toHaveAttribute('dir', 'rtl');
    expect(input).toHaveAttribute('lang', 'ar');
    await userEvent.type(input, 'المتوازنة');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((onSubmit.mock.calls[0][0] as { translations: unknown }).translations).toEqual({ ar: { name: 'المتوازنة' } });
  });

  it("shows the server's wording when the Arabic is too long, and sends blanks as null", async () => {
    const onSubmit = vi.fn();
    renderField(onSubmit, 5);
    await userEvent.type(screen.getByLabelText('Plan name (Arabic)'), 'طويل جدًا');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Arabic name must be at most 5 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(toTranslationsInput({ ar: { name: '  ' } }, ['name'] as const)).toEqual({ ar: { name: null } });
  });
});

describe('ArabicField (rich text)', () => {
  it('edits right to left, while its hint reads in the interface direction (no full stop first)', () => {
    render(
      <Formik initialValues={{ content: '', translations: { ar: { content: '' } } }} onSubmit={vi.fn()}>
        <Form>
          <ArabicField name="content" label="Content" kind="rich" />
        </Form>
      </Formik>,
    );
    const hint = screen.getByText('Optional. Left empty, customers reading in Arabic see the English.');
    expect(hint.closest('[dir="rtl"]')).toBeNull();
    expect(screen.getByRole('toolbar').closest('[dir="rtl"]')).not.toBeNull();
  });
});
