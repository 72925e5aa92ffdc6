import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../app/store-context';
import { EditHostProvider } from '../../shared/ui/module-layout/edit-host';
import { AREA_TITLES, type Area } from '../areas';

/**
 * /dashboard/<area>/edit-*: a setup step page opened to change figures (see edit-host.tsx). Saving returns to the
 * area page, which reloads the health check and the finances on arrival, with a toast that says it worked.
 */
export function DashboardEdit({ area, children }: { area: Area; children: ReactNode }) {
  const navigate = useNavigate();
  const { ui } = useStores();
  const host = useMemo(() => {
    const backTo = `/dashboard/${area}`;
    return {
      backTo,
      backLabel: `Back to ${AREA_TITLES[area].toLowerCase()}`,
      onSaved: () => {
        ui.showToast('Your changes are saved.', 'success');
        navigate(backTo);
      },
    };
  }, [area, navigate, ui]);
  return <EditHostProvider host={host}>{children}</EditHostProvider>;
}
