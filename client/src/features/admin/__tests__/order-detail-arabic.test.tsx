import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminOrderDocument } from '../../../generated/graphql';
import i18n from '../../../i18n';
import OrderDetailPage from '../pages/OrderDetailPage';

/** A cancelled plan's order: a refund the app made (reason code), one staff made (typed reason), and their notices. */
const detail = {
  __typename: 'AdminOrderDetail',
  order: {
    __typename: 'Order',
    id: 'o1',
    orderNumber: 'FF-261127-7K2Q9Z',
    createdAt: '2026-11-20T08:00:00.000Z',
    status: 'Refunded',
    orderType: 'Monthly',
    subtotal: 200000,
    vat: 10000,
    deliveryFee: 0,
    discount: 0,
    total: 210000,
    refundedAmount: 210000,
    refundable: 0,
    invoiceNumber: 'INV-000012',
    paymentIntentId: 'pi_123',
    paymentMode: 'card',
    discountCode: null,
    promotion: null,
    packageInfo: {
      __typename: 'OrderPackage',
      package: '7-Day Trial',
      packageAr: 'تجربة 7 أيام',
      days: '1 Month',
      meals: ['Lunch', 'Dinner'],
      mealsCount: 2,
      startDate: '2026-11-23T00:00:00.000Z',
      endDate: '2026-12-20T00:00:00.000Z',
    },
    refunds: [
      {
        __typename: 'OrderRefund',
        id: 'r2',
        amount: 197500,
        reason: 'Plan cancelled by the customer',
        reasonCode: 'PlanCancelled',
        status: 'Succeeded',
        source: 'Cancellation',
        creditNoteNumber: 'CN-000004',
        createdAt: '2026-11-22T08:00:00.000Z',
        settledAt: '2026-11-22T08:00:05.000Z',
      },
      {
        __typename: 'OrderRefund',
        id: 'r1',
        amount: 12500,
        reason: 'تأخر التوصيل',
        reasonCode: null,
        status: 'Succeeded',
        source: 'Staff',
        creditNoteNumber: 'CN-000003',
        createdAt: '2026-11-21T08:00:00.000Z',
        settledAt: '2026-11-21T08:00:05.000Z',
      },
    ],
  },
  customer: {
    __typename: 'AdminOrderCustomer',
    id: 'u1',
    fullName: 'عائشة خان',
    email: 'aisha@example.com',
    phoneNo: '+971501234567',
    address: 'دبي',
  },
  lines: [
    {
      __typename: 'OrderLine',
      description: '7-Day Trial, 7 Days (package)',
      descriptionAr: 'باقة خطة تجربة 7 أيام',
      quantity: 1,
      unitPrice: 200000,
      amount: 200000,
    },
    {
      __typename: 'OrderLine',
      description: '7-Day Trial, 7 Days (extras)',
      descriptionAr: null,
      quantity: 1,
      unitPrice: 0,
      amount: 0,
    },
  ],
  deliveries: null,
  notices: [
    {
      __typename: 'AdminOrderNotice',
      kind: 'PlanCancelled',
      sentAt: '2026-11-22T08:00:06.000Z',
      invoiceNumber: null,
      refundId: null,
      amount: null,
      creditNoteNumber: null,
    },
    {
      __typename: 'AdminOrderNotice',
      kind: 'Refund',
      sentAt: '2026-11-22T08:00:05.000Z',
      invoiceNumber: null,
      refundId: 'r2',
      amount: 197500,
      creditNoteNumber: 'CN-000004',
    },
    {
      __typename: 'AdminOrderNotice',
      kind: 'OrderConfirmation',
      sentAt: '2026-11-20T08:00:05.000Z',
      invoiceNumber: 'INV-000012',
      refundId: null,
      amount: null,
      creditNoteNumber: null,
    },
  ],
  consents: [{ __typename: 'Consent', kind: 'Terms', version: 2, acceptedAt: '2026-11-20T08:00:00.000Z', source: 'Checkout' }],
};

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
