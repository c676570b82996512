import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditLogDocument } from '../../../generated/graphql';
import { clearSession, setSession, type SessionUser } from '../../../lib/session';
import AuditLogPage from '../pages/AuditLogPage';

const staff = (role: SessionUser['role']): SessionUser => ({
  id: 'u1',
  fullName: 'Staff',
  email: 'staff@freshfuel.ae',
  phoneNo: '+971501234567',
  image: null,
  role,
  planStatus: 'None',
  emailVerified: true,
});

const emptyLog = {
  request: { query: AuditLogDocument, variables: () => true },
  result: { data: { auditLog: { __typename: 'AuditEntryPage' as const, total: 0, totalPages: 0, data: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderAt() {
  return render(
    <MockedProvider mocks={[emptyLog]}>
      <MemoryRouter initialEntries={['/dashboard/audit']}>
        <Routes>
          <Route path="/dashboard/audit" element={<AuditLogPage />} />
          <Route path="/dashboard/analytics" element={<h1>Analytics page</h1>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('/dashboard/audit access (super admin only)', () => {
  afterEach(() => clearSession());

  it('sends an admin to the analytics page, as /dashboard/admins does, instead of an empty log', async () => {
    setSession(staff('Admin'), 'token');
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Analytics page' })).toBeInTheDocument();
  });

  it('shows the log to a super admin', async () => {
    setSession(staff('SuperAdmin'), 'token');
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Analytics page' })).not.toBeInTheDocument();
  });
});
