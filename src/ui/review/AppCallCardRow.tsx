import type { AppCallReview } from '../../core/abi/app-call-review';
import { AppCallRows, type AppCallRowsProps } from './AppCallRows';
import { AppCallTechnical } from './AppCallTechnical';
import type { RowKey } from './review-rows';

/** The card rows an app call's review decides: its own rows, or none for each one it replaces. */
export const isAppCallRow = (row: RowKey, review: AppCallReview | undefined): boolean =>
  row === 'app-call' || row === 'app-call-technical' || (row === 'danger:app-call' && !!review);

/**
 * An app call's main or technical rows. The red app-call danger gives way to them once the
 * review has read the call: they say who the app is, and warn when it is unknown.
 */
export function AppCallCardRow({
  row,
  review,
  ...props
}: Omit<AppCallRowsProps, 'review'> & { row: RowKey; review: AppCallReview | undefined }) {
  if (!review || row === 'danger:app-call') return null;
  if (row === 'app-call-technical')
    return <AppCallTechnical review={review} accounts={props.accounts} assets={props.assets} />;
  return <AppCallRows review={review} {...props} />;
}
