import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ReturnToOnboarding } from '../../onboarding/return-to-onboarding';
import { Breadcrumbs } from './breadcrumbs';
import { Footer } from './footer';
import { Navbar, SignInBar } from './navbar';
import { MAIN_CONTENT_ID } from './route-change-effects';

/** While a page's chunk loads: keep the frame, reserve the space, say nothing (it is usually a few ms). */
function PageFallback() {
  return <div className="page-fallback" aria-busy="true" />;
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="main">
      {children}
    </main>
  );
}

function Page() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Outlet />
    </Suspense>
  );
}

/** Navigation bar, breadcrumbs, content, footer; the floating 'Return to onboarding' button when it applies. */
export function DefaultLayout() {
  return (
    <>
      <Navbar />
      <Main>
        <Breadcrumbs />
        <Page />
      </Main>
      <ReturnToOnboarding />
      <Footer />
    </>
  );
}

/** Content only (sign-in pages, the quiz): a minimal bar with the brand, no navigation or footer. */
export function ContentOnlyLayout() {
  return (
    <>
      <SignInBar />
      <Main>
        <Page />
      </Main>
    </>
  );
}

/** Content and footer (email verification). */
export function ContentFooterLayout() {
  return (
    <>
      <SignInBar />
      <Main>
        <Page />
      </Main>
      <Footer />
    </>
  );
}
