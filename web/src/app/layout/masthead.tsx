import { useEffect } from 'react';

/**
 * The first thing on every page. A real government deployment shows the official SGDS masthead; anything else
 * shows a truthful banner in the same place, because imitating the official one would mislead.
 */
export function Masthead({ govDeployment, productName }: { govDeployment: boolean; productName: string }) {
  useEffect(() => {
    // Only the masthead's own module: other SGDS components inline every icon (guide: ui.md).
    if (govDeployment) void import('@govtechsg/sgds-web-component/components/Masthead/index.js');
  }, [govDeployment]);

  if (govDeployment) return <sgds-masthead></sgds-masthead>;
  return (
    <div className="masthead-banner">
      <div className="container">
        <p>
          {productName} is an independent service. It is not run by a Singapore Government agency.
        </p>
      </div>
    </div>
  );
}
