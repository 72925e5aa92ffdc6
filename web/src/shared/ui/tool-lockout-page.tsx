import { observer } from 'mobx-react-lite';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { LockoutScreen } from './lockout-screen';

export interface ToolLockoutPageProps {
  tool: string;
  /** why the tool needs the dashboard, to a resident who is signed in */
  signedInReason: string;
  /** the same, with the way in (log in), to a visitor */
  visitorReason: string;
  /** where a visitor goes back to: the public reading the tool rests on */
  visitorBack: { to: string; label: string };
}

/**
 * A tool's lockout page (spec 3 §2, §6): the tool stays closed until the dashboard is set up. A visitor who is not
 * signed in sees it too: the set-up starts with logging in, and the way back leads to the tool's public reading.
 */
export const ToolLockoutPage = observer(function ToolLockoutPage({ tool, signedInReason, visitorReason, visitorBack }: ToolLockoutPageProps) {
  usePageTitle(tool);
  const { identity } = useStores();
  return (
    <div className="container page">
      <h1>{tool}</h1>
      <LockoutScreen
        tool={tool}
        reason={identity.isSignedIn ? signedInReason : visitorReason}
        backTo={identity.isSignedIn ? '/dashboard' : visitorBack.to}
        backLabel={identity.isSignedIn ? 'Back to dashboard' : visitorBack.label}
      />
    </div>
  );
});
