import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataGrid } from '../../../components/grid';
import { CustomersDocument, type CustomerSortField } from '../../../generated/graphql';
import { AdminPage, Panel } from '../components/AdminPage';
import { customerColumns } from '../columns/customers-grid.columns';
import { useGridQuery } from '../hooks/use-grid-query';

/** /dashboard/customers: every customer, searched and sorted on the server. */
export default function CustomersPage() {
  const navigate = useNavigate();
  const grid = useGridQuery<CustomerSortField>();
  const { data, previousData, loading, error } = useQuery(CustomersDocument, { variables: grid.variables });
  const columns = useMemo(() => customerColumns((row) => navigate(`/dashboard/order/user/${row.id}`)), [navigate]);
  return (
    <AdminPage title="Customers" intro="Search by name, e-mail or phone.">
      <Panel>
        <DataGrid
          label="Customers"
          columns={columns}
          result={(data ?? previousData)?.customers}
          loading={loading}
          error={error}
          onQueryChange={grid.setQuery}
          getRowId={(row) => row.id}
        />
      </Panel>
    </AdminPage>
  );
}
