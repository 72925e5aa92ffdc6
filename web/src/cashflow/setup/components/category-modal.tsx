import { CheckIcon } from '../../../shared/ui/icons';
import { Modal } from '../../../shared/ui/modal';
import { isCategoryUsed, PREDEFINED_CATEGORIES, type PredefinedCategory } from '../expense-categories';
import { CategoryIcon } from './category-icons';

/**
 * 'Choose a category' (spec 2 §2 "A category selector modal exists"): the predefined categories as a grid of
 * buttons with icons; those another expense already uses are marked 'Added' and cannot be chosen again.
 */
export function CategoryModal({
  open,
  onClose,
  used,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  used: readonly string[];
  onChoose: (category: PredefinedCategory) => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Choose a category">
      <ul className="category-grid">
        {PREDEFINED_CATEGORIES.map((category) => {
          const taken = isCategoryUsed(category, used);
          return (
            <li key={category}>
              <button
                type="button"
                className={taken ? 'category-grid__button category-grid__button--used' : 'category-grid__button'}
                aria-disabled={taken || undefined}
                onClick={() => {
                  if (!taken) onChoose(category);
                }}
              >
                <CategoryIcon category={category} />
                <span className="category-grid__name">{category}</span>
                {taken && (
                  <span className="category-grid__used">
                    <CheckIcon size={14} /> Added
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
