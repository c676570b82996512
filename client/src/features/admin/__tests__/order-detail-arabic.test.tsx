import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminOrderDocument } from '../../../generated/graphql';
import i18n from '../../../i18n';
import OrderDetailPage from '../pages/OrderDetailPage';
import { detail } from './order-detail.fixture';

function renderPage() {
  return render(
    <MockedProvider
      mocks={[
        { request: { query: AdminOrderDocument, variables: { id: 'o1' } }, result: { data: { adminOrder: detail } }, maxUsageCount: 5 },
      ]}
    >
      <MemoryRouter initialEntries={['/dashboard/orders/o1']}>
        <Routes>
          <Route path="/dashboard/orders/:id" element={<OrderDetailPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** Text without the Unicode isolates (FSI, LRI, PDI) the page puts around amounts and document numbers. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2066\u2068\u2069]/g, '');

/** The English words a reviewer found on Arabic screens. */
const ENGLISH = /\b(Refund|Plan cancelled|Month|card|Order confirmation|Renewal reminder|Lunch|Dinner|Trial)\b/;

describe('staff order page in Arabic', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('words the notices, refund reasons, duration, payment method and plan in Arabic from the data', async () => {
    await i18n.changeLanguage('ar');
    const { container } = renderPage();
    const notices = await screen.findByRole('heading', { name: 'الإشعارات المُرسلة' });
    // The panel: the heading's header row, then the list.
    const list = within(notices.parentElement!.parentElement!).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => plain(li.querySelector('span')?.textContent)),
    ).toEqual(['إلغاء الخطة', 'استرداد AED 1,975.00 مع الإشعار الدائن CN-000004', 'تأكيد الطلب مع الفاتورة الضريبية INV-000012']);
    // Numbers and amounts stay left to right inside the Arabic sentence.
    expect(list.textContent).toContain('\u2068CN-000004\u2069');

    // The app's own refund reason in Arabic; a reason staff typed, as typed.
    expect(screen.getByText('ألغى العميل الخطة')).toBeInTheDocument();
    expect(screen.getByText('تأخر التوصيل')).toBeInTheDocument();

    // Payment method and duration codes, the plan's Arabic name as ordered, meal categories.
    expect(screen.getByText('بطاقة')).toBeInTheDocument();
    // The terms the customer accepted at this checkout, by name and version.
    expect(screen.getByText('الشروط والأحكام، النسخة 2')).toBeInTheDocument();
    const summary = screen.getByText('تجربة 7 أيام').closest('p')!;
    expect(summary.textContent).toContain('شهر واحد');
    expect(summary.textContent).toContain('الغداء');
    // A line with Arabic words shows them; one without keeps its English in an isolate (no "Day Trial ... -7").
    expect(screen.getByText('باقة خطة تجربة 7 أيام')).toBeInTheDocument();
    const english = screen.getByText('7-Day Trial, 7 Days (extras)');
    expect(english.tagName).toBe('BDI');

    const visible = plain(container.textContent).replace('7-Day Trial, 7 Days (extras)', '');
    expect(visible).not.toMatch(ENGLISH);
  });

  it('words the same data in English', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Notices sent' });
    expect(screen.getByText('Refund of AED 1,975.00 with credit note CN-000004')).toBeInTheDocument();
    expect(screen.getByText('Order confirmation with tax invoice INV-000012')).toBeInTheDocument();
    expect(screen.getByText('Plan cancelled')).toBeInTheDocument();
    expect(screen.getByText('Plan cancelled by the customer')).toBeInTheDocument();
    expect(screen.getByText('Card')).toBeInTheDocument();
    expect(screen.getByText('Terms and Conditions, version 2')).toBeInTheDocument();
    expect(screen.getByText('7-Day Trial').closest('p')!.textContent).toContain('1 Month');
  });
});
