import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/store-context';
import { formatMoney, type Cents } from '../../shared/format/money';
import { insuranceList } from '../insurance-list';
import type { AssetDto } from '../wealth.types';

/**
 * The protection page's policies (docs/decisions.md "Links and feeds"): the one insurance list, the wealth's policies
 * and the investing guide's, by kind in one order, each named and linked where it was entered.
 */
export const InsuranceListTable = observer(function InsuranceListTable({ wealthPolicies }: { wealthPolicies: readonly AssetDto[] }) {
  const { investing } = useStores();
  useEffect(() => {
    if (!investing.loaded) void flowResult(investing.load());
  }, [investing]);
  const rows = insuranceList(wealthPolicies, investing.insurance);
  if (rows.length === 0) return <p className="dashboard__empty">You have not added any insurance policies.</p>;
  return (
    <div className="table-scroll">
      <table className="data-table insurance-list-table">
        <caption className="sr-only">Insurance policies</caption>
        <thead>
          <tr>
            <th scope="col">Policy</th>
            <th scope="col">Kind</th>
            <th scope="col">Sum assured</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.source}-${row.id}`}>
              <th scope="row">
                <Link to={row.source === 'WEALTH' ? `/dashboard/protection/policies/plan/${row.id}` : '/investment-resources/investing-for-beginners#get-insured'}>{row.name}</Link>
                {row.insurer ? ` (${row.insurer})` : ''}
              </th>
              <td>{row.kindName}</td>
              <td>{row.sumAssured === null ? 'Not given' : formatMoney(row.sumAssured as Cents, row.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
