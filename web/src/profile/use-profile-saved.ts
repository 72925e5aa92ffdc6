import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../app/store-context';
import { PROFILE_PATH, PROFILE_UPDATED } from './profile-paths';

/** After a saved edit: the success toast, then back to /profile. */
export function useProfileSaved(): () => void {
  const { ui } = useStores();
  const navigate = useNavigate();
  return useCallback(() => {
    ui.showToast(PROFILE_UPDATED, 'success');
    navigate(PROFILE_PATH);
  }, [ui, navigate]);
}
