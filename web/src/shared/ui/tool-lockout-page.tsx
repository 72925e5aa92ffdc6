import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { rememberReturnPath } from '../../identity/return-path';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { LockoutScreen } from './lockout-screen';

export interface ToolLockoutPageProps {
  tool: string;
  /** why the tool needs the dashboard, to a resident who is signed in */
  signedInReason: string;
  /** the same, with the way in (log in), to a visitor */
  visitorReason: string;
  /** where a visitor goes back to: the public reading the tool rests on; its label says where ("Read the purchase guide") */
  visitorBack: { to: string; label: string };
  /** the tool's own address: a visitor who logs in comes back to it, and its gate then shows the set-up */
  toolPath: string;
  /** what logging in leads to, finishing "Log in with Singpass to …" ("make a plan", "plan your budget") */
  visitorAction: string;
}

/**
 * A tool's lockout page (spec 3 §2, §6): the tool stays closed until the dashboard is set up. A visitor who is not
 * signed in sees it too: its button logs in (and comes back to the tool, whose gate then offers the set-up), and
 * the way back leads to the tool's public reading. Each button's words say what it does.
 */
export const ToolLockoutPage = observer(function ToolLockoutPage({ tool, signedInReason, visitorReason, visitorBack, toolPath, visitorAction }: ToolLockoutPageProps) {
  usePageTitle(tool);
  const { identity } = useStores();
  const navigate = useNavigate();
  const logIn = {
    label: `Log in with Singpass to ${visitorAction}`,
    onClick: () => {
      rememberReturnPath(toolPath);
      navigate('/login');
    },
  };
  return (
    <div className="container page">
      <h1>{tool}</h1>
      <LockoutScreen
        tool={tool}
        reason={identity.isSignedIn ? signedInReason : visitorReason}
        backTo={identity.isSignedIn ? '/dashboard' : visitorBack.to}
        backLabel={identity.isSignedIn ? 'Back to dashboard' : visitorBack.label}
        logIn={identity.isSignedIn ? undefined : logIn}
      />
    </div>
  );
});
