import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

export interface RouteGuardProps {
  allowed: boolean;
  /** Where to go instead; the origin path travels in navigation state (spec 1 §2 "Route guard"). */
  fallback: string;
  children: ReactNode;
}

export function RouteGuard({ allowed, fallback, children }: RouteGuardProps) {
  const location = useLocation();
  if (allowed) return <>{children}</>;
  return <Navigate to={fallback} state={{ from: location.pathname }} replace />;
}
