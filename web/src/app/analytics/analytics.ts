/**
 * The web analytics port (spec 1 §7): events 'App Entered' (with the landing URL's UTM parameters), 'Page View'
 * and 'Page Change' (with 'From URL'). Events leave the app only for a signed-in resident who turned analytics on
 * (spec 1 §6); anonymous visitors are never tracked. The adapter decides where events go: the default one only
 * logs them to the browser console (no third-party script).
 */
import { analyticsPath, utmFromSearch, type UtmParameters } from './utm';

export type AnalyticsEvent = 'App Entered' | 'Page View' | 'Page Change' | 'Target Success';

/** What a target save did (spec 3 §7: "on success a success message and analytics events are added"), as its toast says. */
export type TargetAction = 'Added' | 'Updated' | 'Completed' | 'Restored' | 'Deleted';
/** A savings goal, or the emergency fund. The target's name is the resident's own words and never leaves the app. */
export type TargetKind = 'Goal' | 'Emergency fund';
export type AnalyticsProperties = Record<string, string>;

export interface AnalyticsAdapter {
  send(event: AnalyticsEvent, properties: AnalyticsProperties): void;
}

/** Logs events at debug level, so a developer can see what a real adapter would receive. */
export const consoleAnalyticsAdapter: AnalyticsAdapter = {
  send(event, properties) {
    console.debug('[analytics]', event, properties);
  },
};

export interface AnalyticsDeps {
  adapter: AnalyticsAdapter;
  /** The resident is signed in and has analytics turned on, right now. */
  isEnabled: () => boolean;
  /** UTM parameters of the URL the visit landed on (kept across the sign-in redirect, see captureUtm). */
  utm: () => UtmParameters;
}

export class Analytics {
  private entered = false;
  private lastPath: string | null = null;

  constructor(private readonly deps: AnalyticsDeps) {}

  /**
   * A page is on screen (call after every route change). Sends 'App Entered' once per app load (the first
   * tracked page, with UTM), 'Page View' for every page, and 'Page Change' with 'From URL' when the resident came
   * from another page of the app. Pages seen while tracking is off still count as where the next change came from.
   */
  pageShown(pathname: string): void {
    const url = analyticsPath(pathname);
    const from = this.lastPath;
    if (from === url) return;
    this.lastPath = url;
    if (!this.deps.isEnabled()) return;
    if (!this.entered) {
      this.entered = true;
      this.deps.adapter.send('App Entered', { URL: url, ...this.deps.utm() });
    }
    this.deps.adapter.send('Page View', { URL: url });
    if (from !== null) this.deps.adapter.send('Page Change', { URL: url, 'From URL': from });
  }

  /**
   * A target was saved (spec 3 §7, next to its success toast): one 'Target Success' event with what was done and to
   * which kind of target, only while the resident is signed in with analytics on (docs/decisions.md "The spec's
   * remaining units"). The page is the last one shown, never the target's name or amounts.
   */
  targetSucceeded(target: TargetKind, action: TargetAction): void {
    if (!this.deps.isEnabled()) return;
    this.deps.adapter.send('Target Success', { Target: target, Action: action, ...(this.lastPath === null ? {} : { URL: this.lastPath }) });
  }
}

const UTM_STORAGE_KEY = 'mmp.utm';

/**
 * Reads UTM parameters from the landing URL and keeps them in session storage, so a visit that signs in (a full
 * round trip through Singpass) still knows which campaign brought it. A URL without UTM keeps what was stored.
 */
export function captureUtm(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null): UtmParameters {
  const fresh = utmFromSearch(search);
  try {
    if (Object.keys(fresh).length > 0) {
      storage?.setItem(UTM_STORAGE_KEY, JSON.stringify(fresh));
      return fresh;
    }
    const stored = storage?.getItem(UTM_STORAGE_KEY);
    return stored ? (JSON.parse(stored) as UtmParameters) : {};
  } catch {
    return fresh;
  }
}

/** The app's analytics: the console adapter, UTM from this page load's URL, enabled as `isEnabled` says. */
export function createBrowserAnalytics(isEnabled: () => boolean): Analytics {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // storage disabled: UTM lives for this page load only
  }
  const utm = captureUtm(window.location.search, storage);
  return new Analytics({ adapter: consoleAnalyticsAdapter, isEnabled, utm: () => utm });
}
