import { createContext, useContext, type ReactNode } from 'react';

/**
 * A setup step page opened from the dashboard to change figures (/dashboard/cashflow/edit-income, ...): the same
 * page, panels, rules and saving, but outside its module: no step list, 'Save changes' instead of 'Save and
 * continue', and back to the area page once saved. Setup pages need not know: `ModuleFlowStep` and `ModuleFrame`
 * read this context.
 */
export interface EditHost {
  /** Where Back leads and where a save returns to: the area page. */
  backTo: string;
  /** 'Back to cashflow' */
  backLabel: string;
  /** After a successful save: refresh what the dashboard shows, say so, go back. */
  onSaved: () => void;
}

const EditHostContext = createContext<EditHost | null>(null);

export function EditHostProvider({ host, children }: { host: EditHost; children: ReactNode }) {
  return <EditHostContext.Provider value={host}>{children}</EditHostContext.Provider>;
}

/** The edit host when the page is opened from the dashboard; null inside a setup flow. */
export function useEditHost(): EditHost | null {
  return useContext(EditHostContext);
}
